"""The views see what a player at the table sees: the model's `PlayerView`, the records of
finished hands, the model's own read-only facts, never ``GameModel.game`` (the whole game, with
every hidden card and the deal seed). An AST scan of ``samba_desktop/ui`` keeps it so."""

from __future__ import annotations

import ast
from pathlib import Path

import samba_desktop.ui

UI = Path(samba_desktop.ui.__file__).parent

#: the ``.game`` reads the views may make, by file: a saved game the player opened (put on the
#: table whole), and the hand viewer's own table of a finished hand (replayed from its record)
ALLOWED = {
    ("game_commands.py", "saved.game"),
    ("hand_viewer.py", "self.game"),
}


def game_reads(path: Path) -> list[tuple[int, str]]:
    """(line, expression) of every ``<something>.game`` and ``getattr(<something>, "game")``
    in ``path``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        attribute = isinstance(node, ast.Attribute) and node.attr == "game"
        by_name = (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                   and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
                   and isinstance(node.args[1], ast.Constant) and node.args[1].value == "game")
        if attribute or by_name:
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_no_view_reads_the_whole_game_of_the_model():
    reads = [f"{path.relative_to(UI)}:{line}: {text}"
             for path in sorted(UI.rglob("*.py"))
             for line, text in game_reads(path)
             if (path.name, text) not in ALLOWED]
    assert reads == [], ("the views read the whole game (hidden cards, the seed): use "
                         "model.view (a PlayerView), the hand records or a model property:\n"
                         + "\n".join(reads))


def test_the_scan_finds_a_read_of_the_whole_game(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f(window, model):\n"
                      "    seed = window.model.game.seed\n"
                      "    hands = getattr(model, 'game').hands\n"
                      "    return model.view.phase, seed, hands\n", encoding="utf-8")
    assert game_reads(sample) == [(2, "window.model.game"), (3, "getattr(model, 'game')")]


def test_the_allowed_reads_are_still_there():
    """Each exception names a read that exists (else it would silently allow a new one)."""
    present = {(path.name, text) for path in UI.rglob("*.py") for _, text in game_reads(path)}
    assert present >= ALLOWED
