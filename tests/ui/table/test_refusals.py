"""Every refusal goes one way: the model's ``rejected`` (its key and translated words), which the
window shows on the table, escaped; the pile's pair is refused in the engine's words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from samba_desktop.engine import Game, Rules
from tests.ui.table.test_table_play import meld_position
from tests.ui.table_helpers import make_window


def no_pair_position() -> Game:
    """Seat 0 to draw; a natural 7 on the pile and one natural 7 in hand: no pair."""
    return Game.setup(
        Rules(players=4),
        hands=["KH KS AH AS AD 5C 6C 7C 9D 4S", "4C 5D 6H 7S 8C 9C", "4D 5H 6S 7D 8H 9H",
               "9C TD JH QS KC 4H"],
        stock="8S 9H TC JD QH KD 4H 5S 6D 7H 8D 9S TS JC QC",
        discard="4H 9S 7D",
        turn=0,
    )


def _refusals(w) -> list[tuple[str, str]]:
    said: list[tuple[str, str]] = []
    w.model.rejected.connect(lambda message, key: said.append((key, message)))
    return said


def test_taking_the_pile_without_the_pair_is_refused_in_the_engines_words(qtbot):
    w = make_window(qtbot, no_pair_position())
    said = _refusals(w)
    before = w.model.game.to_dict()
    QTest.keyClick(w.view, Qt.Key.Key_T)
    assert w.model.game.to_dict() == before
    engine_words = "You need two natural 7s from your hand to take the pile."
    assert said == [("need_pair", engine_words)]
    message = w.scene.message()
    assert message is not None and message[1] == "error" and message[0] == engine_words


def test_the_tables_own_refusals_go_the_same_way(qtbot):
    w = make_window(qtbot, meld_position())
    said = _refusals(w)
    QTest.keyClick(w.view, Qt.Key.Key_X)  # nothing selected to discard
    assert said == [("select_one_to_discard", "Select one card to discard.")]
    assert w.scene.message() == ("Select one card to discard.", "error")
    QTest.keyClick(w.view, Qt.Key.Key_M)  # nothing selected to meld
    assert said[-1] == ("select_to_meld", "Select the cards to meld first.")


def test_enter_or_m_out_of_turn_says_it_is_not_your_turn(qtbot):
    """Enter (no yellow button) and M out of turn meld nothing, and say why in those words, not
    "Select the cards to meld first." (which reads as if it were the player's turn; seen
    under Xvfb at a shared table)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.qtmodel.test_game_model import first_meld_position
    from tests.ui.table_helpers import make_window, settle

    window = make_window(qtbot, first_meld_position())
    model = window.model
    assert model.draw()
    settle(qtbot, window)
    assert model.discard(model.view.hand[-1])
    assert not model.is_human_turn()  # the computers play next
    refused: list[str] = []
    model.rejected.connect(lambda _message, key: refused.append(key))
    window.view.setFocus()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_M):
        QTest.keyClick(window.view, key)
    assert refused == ["not_your_turn", "not_your_turn"]


def test_a_refusal_goes_with_the_next_move_so_please_wait_never_stands_beside_your_turn(qtbot):
    """D pressed while the computers play says "Please wait: it is not your turn."; once they
    have moved and it is the player's turn, that bubble is gone (it stood beside "Your turn",
    seen in the real window under Xvfb)."""
    from tests.qtmodel.test_game_model import first_meld_position
    from tests.ui.table_helpers import settle

    window = make_window(qtbot, first_meld_position())
    model = window.model
    assert model.draw()
    settle(qtbot, window)
    assert model.discard(model.view.hand[-1])
    assert not model.is_human_turn()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_D)
    message = window.scene.message()
    assert message is not None and message[1] == "error"
    qtbot.waitUntil(model.is_human_turn, timeout=10000)
    settle(qtbot, window)
    assert window.scene.message() is None
