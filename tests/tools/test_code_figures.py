"""The code figures tool reads a checkout's package: its longest functions and largest classes,
the rules copied out of the engine, and the copies one human move costs (no timing asserted)."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from tools.code_figures import figures, main, report

SAMPLE = {
    "engine/game.py": """
        class Game:
            def copy(self):
                return Game()

            def side_of(self, seat):
                return seat % self.nsides
        """,
    "ai/player.py": """
        def choose(sit, nxt):
            if sit.phase == "meld":
                return None
            opp = nxt % sit.nsides != sit.side
            for seat in range(sit.side, sit.nplayers, sit.nsides):
                pass
            return opp


        class Player:
            def a(self):
                pass

            def b(self):
                def inner():
                    return 1
                return inner()
        """,
    "ui/view.py": """
        KINDS = ("group", "pure_canasta")
        colour = (side - first) % nsides
        """,
    "broken.py": "def (:\n",
}


def _checkout(tmp_path: Path) -> Path:
    for name, text in SAMPLE.items():
        path = tmp_path / "samba_desktop" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path


def test_figures_of_a_small_package(tmp_path: Path) -> None:
    f = figures(_checkout(tmp_path), copies=False)
    assert f["package"]["python_files"] == 4
    functions = {b["name"]: b["lines"] for b in f["longest_functions"]}
    assert functions["ai/player.py:choose"] == 7
    assert functions["ai/player.py:Player.b.inner"] == 2
    assert functions["engine/game.py:Game.copy"] == 2
    assert f["longest_functions"][0]["name"] == "ai/player.py:choose"
    classes = {b["name"]: (b["lines"], b["methods"]) for b in f["largest_classes"]}
    assert classes == {"ai/player.py:Player": (8, 2), "engine/game.py:Game": (6, 2)}
    # the engine's own `seat % self.nsides` is its rule; the AI's copies and the view's set are
    # counted, a turned table is not
    assert f["phase_kind_literals"] == {"total": 3,
                                        "by_file": {"ui/view.py": 2, "ai/player.py": 1}}
    assert f["side_arithmetic"]["total"] == 2
    assert f["side_arithmetic"]["by_file"] == {"ai/player.py": 2}
    assert list(f["unreadable"]) == ["broken.py"]
    assert "copies_per_move" not in f


def test_a_checkout_without_a_model_gets_its_other_figures(tmp_path: Path, capsys) -> None:
    assert main(["--root", str(_checkout(tmp_path)), "--json"]) == 0
    f = json.loads(capsys.readouterr().out)
    assert f["copies_per_move"]["error"]  # no qtmodel here: said, not fatal
    assert f["side_arithmetic"]["total"] == 2


def test_no_package_is_an_error(tmp_path: Path, capsys) -> None:
    assert main(["--root", str(tmp_path)]) == 2
    assert "no samba_desktop" in capsys.readouterr().err


@pytest.mark.slow
def test_copies_per_move_of_this_checkout(capsys) -> None:
    """The human's meld, extension and discard through the Qt model copy the game at most
    once each: the engine takes back meld actions without a copy, and the model makes the
    player's view only when it is read (with no window here, not at all)."""
    assert main([]) == 0
    text = capsys.readouterr().out
    line = next(ln for ln in text.splitlines() if ln.startswith("copies per move"))
    counts = dict(part.split() for part in line.split(": ", 1)[1].split(", "))
    assert set(counts) == {"Meld", "Extend", "Discard"}
    assert all(0 <= int(n) <= 1 for n in counts.values()), line
    assert "seat-to-side arithmetic outside the engine: 0" in report(figures(
        Path(__file__).resolve().parents[2], copies=False))
