"""The recent-moves log speaks the current language: the player's own moves in the second person
("Du hast 2 gezogen", "Lížete si 2"), and every old line again after a switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QLabel

from samba_desktop.engine import Card, Game, Rules
from samba_desktop.qtmodel.texts import log_text
from samba_desktop.ui import i18n
from samba_desktop.ui.dialogs.score_dialogs import HandOverDialog
from tests.ui.dialogs.test_dialogs import _finished_model
from tests.ui.table_helpers import make_window, select, settle

#: the human's lines (see ``_play_own_moves``) after the hand's heading: the move taken back is
#: gone from the log, the line saying so stays
OWN_LINES = {
    "en": ["You took the pile (3 cards) with K\u2660 K\u2665",
           "You took back a move",
           "You added 5\u2663 to 5\u00a0\u00d73",
           "You discarded 9\u2666"],
    "de": ["Du hast den Stapel (3 Karten) mit K\u2660 K\u2665 aufgenommen",
           "Du hast einen Zug zur\u00fcckgenommen",
           "Du hast 5\u2663 an 5\u00a0\u00d73 angelegt",
           "Du hast 9\u2666 abgeworfen"],
    "cs": ["Berete bal\u00ed\u010dek (3 karty) kartami K\u2660 K\u2665",
           "Berete tah zp\u011bt",
           "P\u0159ikl\u00e1d\u00e1te 5\u2663 k 5\u00a0\u00d73",
           "Odhazujete 9\u2666"],
}
#: the first computer's draw after the human's turn
WEST_DREW = {"en": "West drew 2", "de": "West hat 2 gezogen", "cs": "Z\u00e1pad si l\u00ed\u017ee 2"}
HEADING = {"en": "Hand 1", "de": "Runde 1", "cs": "Kolo 1"}


def _position() -> Game:
    """The human (seat 0, side already melded 5 5 5) may take the pile with a pair of kings."""
    return Game.setup(
        Rules(players=4),
        hands=["KH KS 5C 9D AH AS 7C 8C 4S", "4C 5D 6H 7S 8C", "4D 5H 6S 7D 8H",
               "9C TD JH QS KC"],
        stock="8S 9H TC JD QH KD 4H 5S 6D 7H 8D 9S TS JC QC 6C 7D",
        discard="4H 9S KD",
        melds={0: ["5H 5S 5D"]},
        turn=0,
    )


def _flush() -> None:
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def _panel_lines(window) -> list[str]:
    log = window.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def _play_own_moves(qtbot, window) -> None:
    """Take the pile, add a 5, take that back, add it again, discard: then the computers play."""
    select(window, "KH", "KS")
    window.trigger("take_pile")
    settle(qtbot, window)
    for action in ("meld", "undo", "meld"):
        if action == "meld":
            select(window, "5C")
        window.trigger(action)
        settle(qtbot, window)
    select(window, "9D")
    window.trigger("discard")
    qtbot.waitUntil(window.model.is_human_turn, timeout=10000)
    settle(qtbot, window)


@pytest.mark.parametrize("language", ["en", "de", "cs"])
def test_the_players_own_moves_are_written_in_the_second_person(qtbot, english_afterwards,
                                                                language):
    i18n.install_translators(english_afterwards, language)
    window = make_window(qtbot, _position(), size=(1280, 800))
    _play_own_moves(qtbot, window)

    lines = [e.text for e in window.model.recent_moves]
    assert lines[0] == HEADING[language]
    assert lines[1:5] == OWN_LINES[language]
    assert lines[5] == WEST_DREW[language]
    assert _panel_lines(window) == [f"\u2014\u00a0{lines[0]}\u00a0\u2014", *lines[1:]]
    # on a laptop screen the lines wrap anew, and the newest one stays in sight
    window.resize(1024, 700)
    # folded into tabs, the moves may have the whole foot of the panel: keep it short enough
    # that the lines overflow, as they do late in a hand
    window.side_panel.log.setMaximumHeight(60)
    settle(qtbot, window)
    bar = window.side_panel.log.verticalScrollBar()
    assert bar.maximum() > 0
    assert bar.value() == bar.maximum()
    window.close()


@pytest.mark.parametrize("language", ["de", "sv", "nb", "cs"])
def test_a_language_switch_rewrites_every_old_line(qtbot, english_afterwards, language):
    i18n.install_translators(english_afterwards, "en")
    window = make_window(qtbot, _position(), size=(1280, 800))
    _play_own_moves(qtbot, window)
    english = _panel_lines(window)
    entries = window.model.recent_moves
    assert len(english) == len(entries) >= 7

    i18n.switch_language(english_afterwards, language)
    _flush()

    switched = _panel_lines(window)
    assert len(switched) == len(english)
    # no line is left in English, and each is the entry written in the new language
    assert [old for old, new in zip(english, switched, strict=True) if old == new] == []
    expected = [f"\u2014\u00a0{e.text}\u00a0\u2014" if e.kind == "hand" else e.text
                for e in window.model.recent_moves[-len(switched):]]
    assert switched == expected
    if language in OWN_LINES:
        assert switched[1] == OWN_LINES[language][0]
    for word in ("You", "drew", "discarded", "took", "added", "Hand"):
        assert not any(word in line.split() for line in switched), word

    i18n.switch_language(english_afterwards, "en")
    _flush()
    assert _panel_lines(window) == english
    window.close()


@pytest.mark.parametrize(("language", "dialog_line", "log_line"), [
    ("en", "You went out.", "You went out"),
    ("de", "Du hast ausgemacht.", "Du hast ausgemacht"),
    ("cs", "Ukon\u010den\u00ed kola je va\u0161e.", "Ukon\u010dujete kolo"),
])
def test_going_out_yourself_is_said_in_the_second_person(qtbot, english_afterwards, language,
                                                        dialog_line, log_line):
    i18n.install_translators(english_afterwards, language)
    model = _finished_model()  # the human (seat 0) discards the last card and goes out
    assert model.recent_moves[-1].text == log_line
    dialog = HandOverDialog(model, model.game.hand_result())
    qtbot.addWidget(dialog)
    assert dialog_line in [label.text() for label in dialog.findChildren(QLabel)]


KINGS = (Card.parse("KS"), Card.parse("KH"))
NINE = Card.parse("9D")
FIVES = ((Card.parse("5H"), Card.parse("5S"), Card.parse("5D")), "group")
#: every event of the player's own, with its parameters
OWN_EVENTS = [
    ("draw", {}), ("draw_last", {}), ("stock_empty", {}),
    ("take_pile", {"count": 5, "cards": KINGS}), ("take_top", {"card": NINE}),
    ("meld", {"melds": (KINGS + (Card.parse("KD"),),)}),
    ("extend", {"cards": (Card.parse("5C"),), "meld": FIVES}), ("merge", {"meld": FIVES}),
    ("red_three", {}), ("discard", {"card": NINE}), ("pass", {}), ("ask", {}),
    ("answer_yes", {}), ("answer_no", {}), ("undo", {}), ("went_out", {}),
]
OWN_TEXTS = {
    "de": ["Du hast 2 gezogen", "Du hast die letzte Karte gezogen",
           "Du hast den Ziehstapel leer vorgefunden: Die Runde endet",
           "Du hast den Stapel (5 Karten) mit K\u2660 K\u2665 aufgenommen",
           "Du hast 9\u2666 vom Ablagestapel an eine Folge angelegt",
           "Du hast K\u2660 K\u2665 K\u2666 ausgelegt", "Du hast 5\u2663 an 5\u00a0\u00d73 angelegt",
           "Du hast zwei Gruppen zusammengelegt (5\u00a0\u00d73)", "Du hast eine rote Drei ausgelegt",
           "Du hast 9\u2666 abgeworfen", "Du hast gepasst",
           "Du hast gefragt: \u201eDarf ich ausmachen?\u201c", "Du hast mit Ja geantwortet",
           "Du hast mit Nein geantwortet", "Du hast einen Zug zur\u00fcckgenommen",
           "Du hast ausgemacht"],
    "cs": ["L\u00ed\u017eete si 2", "L\u00ed\u017eete si posledn\u00ed kartu",
           "Nach\u00e1z\u00edte pr\u00e1zdn\u00fd talon: kolo kon\u010d\u00ed",
           "Berete bal\u00ed\u010dek (5 karet) kartami K\u2660 K\u2665",
           "P\u0159ikl\u00e1d\u00e1te vrchn\u00ed kartu 9\u2666 k postupce",
           "Vykl\u00e1d\u00e1te K\u2660 K\u2665 K\u2666",
           "P\u0159ikl\u00e1d\u00e1te 5\u2663 k 5\u00a0\u00d73",
           "Spojujete dv\u011b skupiny (5\u00a0\u00d73)",
           "Vykl\u00e1d\u00e1te \u010dervenou trojku", "Odhazujete 9\u2666",
           "Hl\u00e1s\u00edte pas", "Pt\u00e1te se: \u201eSm\u00edm ukon\u010dit?\u201c",
           "Odpov\u00edd\u00e1te ano", "Odpov\u00edd\u00e1te ne",
           "Berete tah zp\u011bt", "Ukon\u010dujete kolo"],
}


@pytest.mark.parametrize("language", ["de", "cs"])
def test_every_own_move_has_its_own_grammatical_line(english_afterwards, language):
    i18n.install_translators(english_afterwards, language)
    lines = [log_text(event, params, "You", own=True) for event, params in OWN_EVENTS]
    assert lines == OWN_TEXTS[language]
    # another player's line names them in the third person
    assert log_text("draw", {}, "Anna", own=False) == {
        "de": "Anna hat 2 gezogen", "cs": "Anna si l\u00ed\u017ee 2"}[language]
    assert log_text("pass", {}, "Anna", own=False) == {
        "de": "Anna hat gepasst", "cs": "Anna hl\u00e1s\u00ed pas"}[language]
    # a new meld is written low to high, as a player reads it, whatever order it was picked in
    run = tuple(Card.parse(c) for c in ("8C", "7C", "6C"))
    assert log_text("meld", {"melds": (run,)}, "Anna", own=False) == {
        "de": "Anna hat 6\u2663 7\u2663 8\u2663 ausgelegt",
        "cs": "Anna vykl\u00e1d\u00e1 6\u2663 7\u2663 8\u2663"}[language]
