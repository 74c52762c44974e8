"""What the table keeps equals what it would build afresh: after every move of whole hands,
each area built again from the model gives the same slots and decorations (their looks) as the
ones the scene kept and reused (`Reuse`, the panels kept while their `PanelInputs` are equal, the frames kept)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from samba_desktop.ai import create_player
from samba_desktop.engine import Discard, Pass
from samba_desktop.qtmodel import Pace
from samba_desktop.ui.table.areas import AreaBuild
from samba_desktop.ui.table.scene import _BUILDERS, item_looks
from samba_desktop.ui.table.types import Slot
from tests.ui.table_helpers import card_point, click, double_click, make_window, settle


def _slot(slot: Slot) -> tuple[object, ...]:
    return (slot.region, slot.text, slot.pos.toTuple(), slot.z, slot.width, slot.face_up,
            slot.rotation, slot.draggable, slot.tip)


def _built(build: AreaBuild) -> tuple[list[str], list[str]]:
    """An area's slots and its decorations' looks, in a comparable form (order aside)."""
    return (sorted(repr(_slot(s)) for s in build.slots),
            sorted(repr(item_looks(item)) for item in build.decor + build.stock_items))


def _differences(scene) -> list[str]:
    ctx = scene._context()
    found = []
    for area, builder in _BUILDERS.items():
        kept, fresh = _built(scene._built[area]), _built(builder(ctx))
        if kept != fresh:
            found.append(f"{area.name}: kept {set(kept[0]) ^ set(fresh[0]) or ''} "
                         f"{set(kept[1]) - set(fresh[1])} fresh {set(fresh[1]) - set(kept[1])}")
    return found


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (4, 21), (6, 8)])
def test_after_every_move_a_fresh_build_of_each_area_equals_what_the_scene_kept(
        qtbot, players, seed):
    w = make_window(qtbot, players=players, seed=seed, pace=Pace.INSTANT,
                    factory=lambda level, s: create_player("easy", seed=s))
    model = w.model
    problems: list[str] = []
    moves = []

    def check(change) -> None:  # after the scene's own refresh (wired first)
        moves.append(change)
        problems.extend(f"after {change.kind} {len(moves)}: {d}" for d in _differences(w.scene))

    model.changed.connect(check)
    ended = []
    model.hand_over.connect(ended.append)
    for _ in range(300):
        qtbot.waitUntil(lambda: bool(ended) or model.is_human_turn(), timeout=30000)
        if ended:
            break
        settle(qtbot, w)
        v = model.view
        if v.phase == "answer":
            QTest.mouseClick(w.action_bar.buttons["yes"], Qt.MouseButton.LeftButton)
        elif v.phase == "draw":
            click(w, w.scene.stock_rect.center())
        elif model.is_legal(Pass()):
            QTest.keyClick(w.view, Qt.Key.Key_P)
        else:
            item = next(i for i in w.scene.hand_cards() if model.is_legal(Discard(i.card())))
            double_click(w, card_point(item))
    assert ended and len(moves) > 20
    assert problems == []
    model.shutdown()
