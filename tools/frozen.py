"""Frozen yardsticks: the levels of an old commit, played through today's engine contract.

``normal-v1`` and ``hard-v1`` are the Normal and Hard levels as they were at commit `V1_COMMIT`,
``hard-v2`` the Hard of `V2_COMMIT` (six-turn play-outs at six players, issue 10),
``normal-v3`` and ``hard-v3`` the levels of `V3_COMMIT` (before the three-player work of issue 31),
and ``hard-v4`` the Hard of `V4_COMMIT` (the one issue 41's three-player play-outs were measured
against), so every change is measured against the same old players on the same deals. Nothing
is copied into the tree: the first use extracts that commit's ``samba_desktop/engine`` and
``samba_desktop/ai`` with ``git archive`` into a cache folder, renames the package
(``samba_desktop`` -> ``samba_v1_<commit>``) in their imports, and imports it under that name.
The old player talks to today's game through the save format only: each decision rebuilds the
old engine's game from a world sampled from the view (the hidden cards are dealt at random, so
nothing hidden leaks; the old player sees only its seat's view of it), and the old move comes
back through its dict form (`move_to_dict` / `move_from_dict`).

Tournament-only levels: they need the git repository (a development checkout), not the app.
"""

from __future__ import annotations

import importlib
import io
import os
import random
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

from samba_desktop.ai.reasons import Decision, decision
from samba_desktop.engine import Move, PlayerView, move_from_dict

V1_COMMIT = "395337c"
V2_COMMIT = "bb6598f"
V3_COMMIT = "56a3a7e"
V4_COMMIT = "0cb5d02"
#: the frozen versions and their commits (level ``hard-v2`` is Hard at ``COMMITS["v2"]``)
COMMITS = {"v1": V1_COMMIT, "v2": V2_COMMIT, "v3": V3_COMMIT, "v4": V4_COMMIT}
_PARTS = ("samba_desktop/engine", "samba_desktop/ai")
_LOCK = threading.Lock()
_LOADED: dict[str, ModuleType] = {}


def cache_root() -> Path:
    """Where frozen copies are kept: the user cache (a temp folder if that is not writable)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    root = Path(base) / "samba-desktop" / "frozen"
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError:
        root = Path(tempfile.gettempdir()) / "samba-desktop-frozen"
        root.mkdir(parents=True, exist_ok=True)
    return root


def _repo_root() -> Path:
    return Path(__file__).resolve().parents[1]


def package_name(commit: str) -> str:
    return f"samba_v1_{commit}"


def _extract(commit: str, target: Path) -> None:
    """``git archive`` the engine and AI of ``commit`` into ``target`` as package
    `package_name(commit)`, with the imports renamed."""
    try:
        data = subprocess.run(["git", "-C", str(_repo_root()), "archive", "--format=tar", commit,
                               *_PARTS], check=True, capture_output=True).stdout
    except (OSError, subprocess.CalledProcessError) as exc:
        raise RuntimeError(f"the frozen levels need git and the project's repository to "
                           f"read commit {commit}: {exc}") from None
    name = package_name(commit)
    tmp = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=target.parent))
    try:
        pkg = tmp / name
        with tarfile.open(fileobj=io.BytesIO(data)) as tar:
            for member in tar.getmembers():
                if not member.isfile() or not member.name.endswith(".py"):
                    continue
                rel = Path(member.name).relative_to("samba_desktop")
                source = tar.extractfile(member)
                if source is None:  # (not a regular file: cannot happen after isfile())
                    continue
                text = source.read().decode("utf-8")
                text = text.replace("samba_desktop.", f"{name}.")
                out = pkg / rel
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_text(text, encoding="utf-8")
        (pkg / "__init__.py").write_text(f'"""Frozen copy of commit {commit} (never edit)."""\n',
                                         encoding="utf-8")
        if target.exists():
            shutil.rmtree(tmp, ignore_errors=True)
            return
        os.replace(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def load(commit: str = V1_COMMIT) -> ModuleType:
    """The frozen package of ``commit`` (its ``.engine`` and ``.ai`` imported)."""
    with _LOCK:
        if commit in _LOADED:
            return _LOADED[commit]
        target = cache_root() / commit
        if not (target / package_name(commit) / "ai" / "registry.py").exists():
            _extract(commit, target)
        if str(target) not in sys.path:
            sys.path.append(str(target))
        pkg = importlib.import_module(package_name(commit))
        importlib.import_module(package_name(commit) + ".engine")
        importlib.import_module(package_name(commit) + ".ai")
        _LOADED[commit] = pkg
        return pkg


class FrozenPlayer:
    """A level of an old commit behind today's player interface."""

    def __init__(self, level: str, seed: int | None = None, version: str = "v1",
                 **options: Any) -> None:
        # ``options``: the old level's own options (it checks them), e.g. ``iterations=60``
        self.commit = COMMITS[version]
        self.level = f"{level}-{version}"
        self._pkg = load(self.commit)
        self._player = self._pkg.ai.create_player(level, seed=seed, **options)
        self.last_decision: Decision | None = None

    def choose(self, view: PlayerView) -> Move:
        old_engine = self._pkg.engine
        world = _in_format(view.determinize(random.Random(0)).to_dict(),
                           getattr(old_engine.serialize, "VERSION", 1))
        old_game = old_engine.Game.from_dict(world)
        old_move = self._player.choose(old_game.view(view.seat))
        move = move_from_dict(old_engine.move_to_dict(old_move))
        self.last_decision = decision(move, "frozen.move", level=self.level,
                                      commit=self.commit, count=len(view.legal_moves()))
        return move


def _in_format(world: dict[str, Any], version: int) -> dict[str, Any]:
    """``world`` (a game's dict, today's format) as an older engine of save format ``version``
    reads it: format 1 does not have the laid red 3s' cards (it keeps only their count, which
    is all its players read)."""
    if world.get("version", 1) <= version:
        return world
    older = {key: value for key, value in world.items() if key != "red_three_cards"}
    older["version"] = version
    return older
