"""Hint bubbles and tips go when they no longer apply, and tips never cover a name plate, a
score or a meld panel's header."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QRect

from samba_desktop.engine import Game, Rules
from samba_desktop.ui import i18n
from tests.qtmodel.helpers import FirstLegal, factory_of
from tests.qtmodel.reasoning import Reasoner
from tests.ui.panel.test_tips_view import red_three_position
from tests.ui.table.test_table_readability import crowded_game, extreme_game
from tests.ui.table_helpers import make_window, settle


def test_a_hint_bubble_goes_once_a_move_is_played(qtbot):
    w = make_window(qtbot, red_three_position(), factory=factory_of(FirstLegal))
    qtbot.waitUntil(w.model.is_human_turn, timeout=10000)
    with qtbot.waitSignal(w.model.hint_ready, timeout=20000):
        w.play_actions["hint"].trigger()  # Play ▸ Hint (H)
    settle(qtbot, w)
    assert w.scene.message() is not None and w.scene.message()[1] == "hint"
    w.play_actions["draw"].trigger()  # a move: the hint no longer applies
    settle(qtbot, w)
    message = w.scene.message()
    assert message is None or "Hint" not in message[0], message
    w.model.shutdown()


def test_a_tip_goes_when_it_no_longer_applies(qtbot):
    w = make_window(qtbot, red_three_position())
    banner = w.tip_banner
    assert banner.isVisible() and banner.key == "red_three_in_hand"
    w.play_actions["red_three"].trigger()  # the red 3 is laid: the tip is done
    settle(qtbot, w)
    assert not banner.isVisible()
    w.model.shutdown()


def test_a_tip_goes_at_the_next_hand(qtbot):
    # the big pile's tip: a black 3 in hand after the draw, a pile of nine
    game = Game.setup(Rules(players=2), hands=["3C 9C 9S KH QD", "4C 5D 6S 7H"],
                      stock="5C 6C 7C 8C 9D TD JS QS", discard="KC 4D 5S 6H 7D 8C 9H TS JD",
                      turn=0, phase="meld")
    w = make_window(qtbot, game, players=2)
    banner = w.tip_banner
    assert banner.isVisible() and banner.key == "block_with_black_three"
    w.model.new_game(w.model.config)  # a fresh deal: the pile is small again
    settle(qtbot, w)
    assert not banner.isVisible() or banner.key != "block_with_black_three"
    w.model.shutdown()


def _kept_clear(w) -> list[QRect]:
    view = w.view
    return [view.mapFromScene(r).boundingRect() for r in w.scene.keep_clear()]


def _cards_on_table(w) -> list[QRect]:
    """Each hand, meld, red-3 stack, the stock and the pile: where their cards lie."""
    areas: dict[object, QRect] = {}
    for item in w.scene.cards():
        rect = w.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        areas[item.region] = areas[item.region].united(rect) if item.region in areas else rect
    return list(areas.values())


@pytest.mark.parametrize("players,size,game", [
    (4, (1280, 800), lambda: crowded_game(4)), (6, (1024, 700), lambda: crowded_game(6)),
    (6, (1024, 700), lambda: extreme_game("6p-15-own-melds")),
    (2, (1920, 1080), lambda: crowded_game(2)), (4, (1024, 700), red_three_position)])
def test_a_tip_covers_no_card_no_name_plate_and_no_panel_header(qtbot, players, size, game):
    w = make_window(qtbot, game(), players=players, size=size)
    settle(qtbot, w)
    banner = w.tip_banner
    assert banner.isVisible(), "a tip applies in these positions"
    keep = _kept_clear(w)
    assert len(keep) >= players - 1 + w.model.view.num_sides  # plates, panel headers
    cards = _cards_on_table(w)
    assert len(cards) >= players  # the hands at least
    # the banner in the table's coordinates: on the table, or over the side panel beside it
    shown = QRect(w.view.mapFrom(banner.parentWidget(), banner.pos()), banner.size())
    for rect in keep + cards:
        assert not shown.intersects(rect), (banner.key, shown, rect)
    panel = QRect(w.view.mapFrom(w.side_panel.parentWidget(), w.side_panel.pos()),
                  w.side_panel.size())
    assert w.view.rect().contains(shown) or panel.contains(shown), (shown, panel)
    text = banner.text  # and the whole tip shows: its lines are not cut off
    assert text.height() >= text.heightForWidth(text.width()), (text.height(), text.width())
    w.model.shutdown()


class _Switching(Reasoner):
    """A hint whose reason is the search's: "hard.switch" with its figures."""

    key = "hard.switch"

    def choose(self, view):
        move = super().choose(view)
        self.last_decision.params = {"samples": 146, "gain": 31, "win": 9, "alt_win": 7}
        return move


def test_the_hint_bubble_gives_its_reason_as_advice_in_points(qtbot, qapp):
    locale = QLocale()
    i18n.install_translators(qapp, "en")  # the English plural forms, as the game installs them
    try:
        _hint_bubble_gives_points(qtbot)
    finally:
        i18n.remove_translators(qapp)
        QLocale.setDefault(locale)


def _hint_bubble_gives_points(qtbot):
    game = Game.setup(Rules(players=4), hands=["9C 9S KH 5D", "4C 5D 6S", "4C 5D 6S", "4C 5D 6S"],
                      stock="5C 6C 7C 8C 9D TD", discard="KC")
    w = make_window(qtbot, game, factory=lambda level, seed, **kw: _Switching())
    qtbot.waitUntil(w.model.is_human_turn, timeout=10000)
    with qtbot.waitSignal(w.model.hint_ready, timeout=20000):
        w.play_actions["hint"].trigger()
    settle(qtbot, w)
    text = w.scene.message()[0]
    assert "about 31 points more" in text, text
    assert "sampled" not in text and "146" not in text
    w.model.shutdown()
