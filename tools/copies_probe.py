"""How many times `Game.copy` runs when the human plays one move through the Qt model.

Run as a script by ``python3 -m tools.code_figures`` (``python3 tools/copies_probe.py``, with the
checkout to measure first on ``PYTHONPATH``), so that it measures that checkout's
`samba_desktop`, old or new; it imports nothing from ``tools`` and uses only the names the app
has had all along (`Game.new`, `Game.copy`, `Game.view`, `PlayerView.legal_moves`,
`TableConfig.default`, `GameModel.try_move`). Prints one JSON object: the copies made by
`GameModel.try_move` of a Meld, of an Extend (both in the meld phase) and of a Discard, each on
a position reached by random legal play from fixed seeds (the human at seat 0 of four).
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable, Iterator
from typing import Any

MOVES = ("Meld", "Extend", "Discard")


def _positions(game_new: Callable[[int], Any], human: int, seeds: range) -> Iterator[Any]:
    """Games at the human's meld phase, from random legal play of each seed."""
    for seed in seeds:
        game = game_new(seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.phase not in ("draw", "meld"):
                break
            moves = game.view(game.turn).legal_moves()
            if game.turn == human and game.phase == "meld":
                yield game
            game.apply(rng.choice(moves))


def _move_of(game: Any, human: int, kind: str) -> Any:
    """The legal ``kind`` move of fewest cards that keeps two or more cards in the hand."""
    size = len(game.hand(human))
    best = None
    for move in game.view(human).legal_moves():
        if type(move).__name__ != kind:
            continue
        if kind == "Discard":
            return move
        cards = sum(len(m) for m in move.melds) if kind == "Meld" else len(move.cards)
        if size - cards >= 2 and (best is None or cards < best[0]):
            best = (cards, move)
    return None if best is None else best[1]


def _copies_in(model: Any, move: Any) -> int:
    """The `Game.copy` calls made while ``model.try_move(move)`` plays ``move``."""
    from samba_desktop.engine import Game

    original = Game.copy
    counted = 0

    def counting_copy(self: Any) -> Any:
        nonlocal counted
        counted += 1
        return original(self)

    Game.copy = counting_copy  # type: ignore[method-assign]
    try:
        ok = model.try_move(move)
    finally:
        Game.copy = original  # type: ignore[method-assign]
    if not ok:
        raise RuntimeError(f"the model refused the legal move {move}")
    return counted


def measure(players: int = 4, seeds: range = range(200)) -> dict[str, int | None]:
    from PySide6.QtCore import QCoreApplication

    from samba_desktop.engine import Game
    from samba_desktop.qtmodel.config import TableConfig
    from samba_desktop.qtmodel.game_model import GameModel

    app = QCoreApplication.instance() or QCoreApplication([])
    config = TableConfig.default(players)
    human = config.human_seat
    assert human is not None, "the default table has a human"
    found: dict[str, int | None] = dict.fromkeys(MOVES)
    for game in _positions(lambda seed: Game.new(config.rules, seed=seed), human, seeds):
        for kind in ("Meld", "Extend"):
            move = None if found[kind] is not None else _move_of(game, human, kind)
            if move is None:
                continue
            model = GameModel(config, game=game.copy(), seed=1)
            found[kind] = _copies_in(model, move)
            if found["Discard"] is None and model.game.phase == "meld":
                found["Discard"] = _copies_in(model, _move_of(model.game, human, "Discard"))
            model.shutdown()
        if all(v is not None for v in found.values()):
            break
    del app
    return found


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import samba_desktop

    result: dict[str, Any] = {"package": samba_desktop.__file__, **measure()}
    json.dump(result, sys.stdout)
