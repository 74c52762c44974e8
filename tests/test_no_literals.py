"""The engine's rules stay the engine's: no phase or meld-kind string and no seat-to-side
arithmetic outside it.

Every floor outside the engine names phases and meld kinds by member (``Phase.MELD``,
``MeldKind.SAMBA``) or asks the engine (``game.in_play``, ``SEVEN_KINDS``), and finds a seat's
side or a side's seats with the engine's ``side_of`` / ``seats_of``. The scans (what they flag
and what not: tools/source_scan.py) read the package's sources with `ast`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import samba_desktop
from tools.source_scan import literals_in, side_arithmetic_in, sources_outside_engine

PACKAGE = Path(samba_desktop.__file__).parent


def test_the_scan_sees_each_form() -> None:
    """The scan flags each form it is meant to, and not the words used for other things."""
    flagged = literals_in(
        'if game.phase == "draw": pass\n'
        'x = view.phase in ("draw", "meld", "answer")\n'
        'y = meld.kind not in {"sequence", "samba"}\n'
        'z = frozenset({"pure_canasta", "mixed_canasta"})\n'
        'LABELS = {"group": 1, "bolivia": 2}\n'
        'saved.update(phase="hand_over")\n'
        'OPEN = "sequence"\n')
    assert [line for line, _ in flagged] == [1, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7]
    assert literals_in(
        'actions = {"draw": 1, "take_pile": 2, "meld": 3}\n'
        'if outcome == "draw": pass\n'
        'FIELDS = ("players", "bolivia", "max_hands")\n'
        'MESSAGES = {"not_a_move": 1, "hand_over": 2, "game_over": 3}\n'
        'hinted = self._play_hint("meld")\n'
        'if game.phase is Phase.DRAW or meld.kind in SEVEN_KINDS: pass\n') == []


def test_the_side_scan_sees_seat_to_side_arithmetic_and_not_a_turned_table() -> None:
    flagged = side_arithmetic_in(
        'side = seat % sit.nsides\n'
        'opp = nxt % game.num_sides != me\n'
        'for s in range(side, players, nsides): pass\n'
        'mate = seats[(seat + 1) % sides_for(n)]\n')
    assert [line for line, _ in flagged] == [1, 2, 3, 4]
    assert side_arithmetic_in(
        'order = [(human_side + k) % v.num_sides for k in range(v.num_sides)]\n'
        'colour = COLOURS[(side - first) % num_sides % len(COLOURS)]\n'
        'nxt = (seat + 1) % nplayers\n'
        'text = "%d sides" % nsides\n'
        'side = game.side_of(seat)\n') == []


_SOURCES = list(sources_outside_engine(PACKAGE))


@pytest.mark.parametrize("path", _SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_phase_or_meld_kind_literal_outside_the_engine(path: Path) -> None:
    found = literals_in(path.read_text(encoding="utf-8"))
    assert found == [], f"{path.relative_to(PACKAGE)}: use Phase/MeldKind members, not {found}"


@pytest.mark.parametrize("path", _SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_seat_to_side_arithmetic_outside_the_engine(path: Path) -> None:
    found = side_arithmetic_in(path.read_text(encoding="utf-8"))
    assert found == [], f"{path.relative_to(PACKAGE)}: use the engine's side_of/seats_of, not {found}"
