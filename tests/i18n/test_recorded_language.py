"""A language switch reaches everything kept of a game: the live move log, an open hand viewer
and a hand record reopened from its file all speak the new language, the player's own moves in
the second person, because names, moves and reasons are kept as facts and put into words only
when shown."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from samba_desktop.engine import Discard, Draw, Rules
from samba_desktop.persistence import Seat
from samba_desktop.qtmodel import GameModel, Pace, TableConfig
from samba_desktop.qtmodel.reasons import reason_text
from samba_desktop.qtmodel.replay import (
    HandReplay,
    config_of,
    export_hand,
    hand_record_of,
    open_hand_record,
    replay_from_text,
)
from samba_desktop.qtmodel.session import table_config
from samba_desktop.qtmodel.texts import card_label
from samba_desktop.ui import i18n
from samba_desktop.ui.dialogs.hand_viewer import HandViewer
from tests.qtmodel.helpers import FirstLegal

LANGUAGES = ("en", "de", "sv", "nb", "cs")
OWN_DRAW = {"en": "You drew 2", "de": "Du hast 2 gezogen", "sv": "Du drog 2", "nb": "Du trakk 2",
            "cs": "L\u00ed\u017eete si 2"}
OWN_DISCARD = {"en": "You discarded {card}", "de": "Du hast {card} abgeworfen",
               "sv": "Du sakade {card}", "nb": "Du kastet {card}", "cs": "Odhazujete {card}"}
WEST_DRAW = {"en": "West drew 2", "de": "West hat 2 gezogen", "sv": "V\u00e4st drog 2",
             "nb": "Vest trakk 2", "cs": "Z\u00e1pad si l\u00ed\u017ee 2"}
NAMES = {"en": ["You", "West", "North", "East"], "de": ["Du", "West", "Nord", "Ost"],
         "sv": ["Du", "V\u00e4st", "Nord", "\u00d6st"], "nb": ["Du", "Vest", "Nord", "\u00d8st"],
         "cs": ["Vy", "Z\u00e1pad", "Sever", "V\u00fdchod"]}
#: the computers' reason for a draw ("random.choice" with its count of legal moves)
DRAW_REASON = {
    "en": "Picked one of {count} legal moves at random.",
    "de": "Einen von {count} erlaubten Z\u00fcgen zuf\u00e4llig gew\u00e4hlt.",
    "sv": "Valde ett av {count} till\u00e5tna drag p\u00e5 m\u00e5f\u00e5.",
    "nb": "Valgte tilfeldig ett av {count} lovlige trekk.",
    "cs": "N\u00e1hodn\u011b vyb\u00edr\u00e1 jeden z povolen\u00fdch tah\u016f (celkem: {count}).",
}


class Explainer(FirstLegal):
    """Plays like FirstLegal and gives the reasons of the real players: a key with params."""

    def __init__(self) -> None:
        self.last_decision = None

    def choose(self, view):
        move = super().choose(view)
        if isinstance(move, Discard):
            key, params = "easy.discard", {"card": str(move.card), "hand": len(view.hand)}
            text = f"Discarded {move.card}: the card with the least use in a hand."
        else:
            key, params = "random.choice", {"count": len(view.legal_moves())}
            text = f"Picked one of {params['count']} legal moves at random."
        self.last_decision = SimpleNamespace(move=move, key=key, params=params, reason=text,
                                             alternatives=[])
        return move


def _flush() -> None:
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def _play_two_turns(qtbot, model: GameModel) -> list[Discard]:
    """The human draws and discards (a natural card) twice; the computers play in between."""
    played = []
    model.start()
    for _turn in range(2):
        qtbot.waitUntil(model.is_human_turn, timeout=10000)
        assert model.try_move(Draw())
        hand = model.game.hand(0)
        card = next(c for c in hand if c.is_natural and model.is_legal(Discard(c)))
        assert model.try_move(Discard(card))
        played.append(Discard(card))
    qtbot.waitUntil(model.is_human_turn, timeout=10000)
    return played


def _viewer_lines(viewer: HandViewer) -> list[tuple[str, str]]:
    """Every move of the viewer's hand as shown: (move line, reason line)."""
    shown = []
    for step in range(1, viewer.replay.steps + 1):
        viewer.go(step)
        shown.append((viewer.move_label.text(), viewer.reason_label.text()))
    return shown


@pytest.mark.parametrize("language", LANGUAGES)
def test_after_a_language_switch_the_log_the_viewer_and_a_reopened_record_speak_it(
        qtbot, english_afterwards, tmp_path, language):
    start = "cs" if language == "de" else "de"
    i18n.install_translators(english_afterwards, start)
    model = GameModel(TableConfig.default(players=4), seed=7, pace=Pace.INSTANT,
                      player_factory=lambda level, seed: Explainer())
    discards = _play_two_turns(qtbot, model)
    record = hand_record_of(model)
    path = export_hand(record, tmp_path / "hand.sambahand")
    # the file keeps facts, in no language: the seat roles and keys, the reasons' keys
    stored = path.read_text(encoding="utf-8")
    assert "seat 0: human normal You\n" in stored and "seat 2: computer normal North\n" in stored
    assert ' # random.choice {"count": ' in stored
    viewer = HandViewer(HandReplay(record))  # open while the language is switched
    qtbot.addWidget(viewer)

    i18n.switch_language(english_afterwards, language)
    _flush()

    # the live log
    moves = [e for e in model.recent_moves if e.kind == "move"]
    lines = [e.text for e in moves]
    assert lines[lines.index(OWN_DRAW[language]) + 1] == OWN_DISCARD[language].format(
        card=card_label(discards[0].card))
    assert OWN_DISCARD[language].format(card=card_label(discards[1].card)) in lines
    west = next(e for e in moves if e.seat == 1 and e.event == "draw")
    assert west.text == WEST_DRAW[language]
    assert reason_text(west.reason) == DRAW_REASON[language].format(**west.reason.params)
    assert model.names == NAMES[language]

    # the open viewer and the record reopened from its file say the same, in the same words
    reopened = HandViewer(open_hand_record(path))
    qtbot.addWidget(reopened)
    for shown in (viewer, reopened):
        assert shown.snapshot.names == NAMES[language]
        steps = _viewer_lines(shown)
        assert [move.split(": ", 1)[1] for move, _why in steps] == lines
        human_steps = [i for i, (seat, _move) in enumerate(record.moves) if seat == 0]
        assert steps[human_steps[0]][0].endswith(OWN_DRAW[language])
        assert all(why == "" for i, (_move, why) in enumerate(steps) if i in human_steps)
        west_step = next(i for i, (seat, move) in enumerate(record.moves)
                         if seat == 1 and isinstance(move, Draw))
        assert steps[west_step][0].endswith(WEST_DRAW[language])
        assert steps[west_step][1].endswith(reason_text(west.reason))
        if language != "en":
            assert not any("You" in move.split() or "Why:" in why for move, why in steps)


#: a record as earlier versions wrote it in German: translated default names and reason texts
OLD_GERMAN_RECORD = """Samba Desktop hand record 1
rules: players=4 target_score=10000 red_threes=manual keep_cards=1 bolivia=no max_hands=60
seat 0: human normal Du
seat 1: computer normal West
seat 2: computer normal Nord
seat 3: computer normal Ost
seed: 7
hand: 1
scores: 0 0
"""


def test_an_old_record_with_translated_names_opens_in_the_current_language(english_afterwards):
    i18n.install_translators(english_afterwards, "cs")
    game_moves = _first_moves_of(Rules(players=4), seed=7, count=10)
    text = OLD_GERMAN_RECORD + "".join(
        f"move {n + 1}: seat {seat}: {move}" + ("  # Warum nicht." if seat else "") + "\n"
        for n, (seat, move) in enumerate(game_moves))
    replay = replay_from_text(text)
    assert replay.names == NAMES["cs"]
    assert [s.name for s in config_of(replay.record).seats] == ["You", "West", "North", "East"]
    own_draws = [step for step, (seat, move) in enumerate(game_moves, start=1)
                 if seat == 0 and isinstance(move, Draw)]
    assert own_draws and all(replay.text_at(step) == OWN_DRAW["cs"] for step in own_draws)
    for step, (seat, _move) in enumerate(game_moves, start=1):
        if seat:  # a reason kept as recorded text is shown as it is
            assert replay.reason_at(step) == "Warum nicht."


def test_a_saved_seat_with_a_translated_default_name_is_read_as_its_key(english_afterwards):
    i18n.install_translators(english_afterwards, "sv")
    seats = [Seat("human", "normal", "Du"), Seat("computer", "easy", "V\u00e4st"),
             Seat("computer", "easy", "Sever"), Seat("computer", "easy", "Zdeněk")]
    config = table_config(Rules(players=4), seats)
    assert config.names == ["You", "West", "North", "Zdeněk"]
    assert config.shown_names == ["Du", "V\u00e4st", "Nord", "Zdeněk"]


def _first_moves_of(rules: Rules, seed: int, count: int):
    from samba_desktop.engine import Game

    game = Game.new(rules, seed=seed)
    moves = []
    player = FirstLegal()
    for _ in range(count):
        seat = game.turn
        move = player.choose(game.view(seat))
        moves.append((seat, move))
        game.apply(move)
    return moves
