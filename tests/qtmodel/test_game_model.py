"""GameModel: the only caller of game.apply(); signals, computer turns, staging, undo, hints."""

from __future__ import annotations

import ast
import gc
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from samba_desktop.ai import create_player
from samba_desktop.engine import Card, Game, Rules, parse_cards
from samba_desktop.qtmodel import GameModel, Pace, SeatConfig, TableConfig

from .helpers import Asker, FirstLegal, SlowThinker, census, factory_of, model_with


def _c(text: str) -> list[Card]:
    return parse_cards(text)


def first_meld_position() -> Game:
    """Seat 0 to draw; a pair of kings for the pile, aces and a clubs run in hand."""
    return Game.setup(
        Rules(players=4),
        hands=["KH KS AH AS AD 5C 6C 7C 9D 4S", "4C 5D 6H 7S 8C", "4D 5H 6S 7D 8H",
               "9C TD JH QS KC"],
        stock="8S 9H TC JD QH KD 4H 5S 6D 7H 8D 9S TS JC QC",
        discard="4H 9S KD",
        turn=0,
    )


def test_computers_play_a_whole_hand_and_every_card_stays_on_the_table(qtbot):
    model = model_with(human=False, factory=factory_of(FirstLegal))
    changes = []
    model.changed.connect(changes.append)
    with qtbot.waitSignal(model.hand_over, timeout=30000) as blocker:
        model.start()
    result = blocker.args[0]
    assert len(result.totals) == 2
    assert census(model.game) == 162
    assert sum(1 for c in changes if c.kind == "move") == len(model.game.move_log)
    assert model.recent_moves[-1].kind == "out"


def test_the_real_computer_players_finish_a_hand(qtbot):
    seats = tuple(SeatConfig(name, human=False, level="easy") for name in "ABCD")
    model = GameModel(TableConfig(Rules(players=4), seats), seed=11, pace=Pace.INSTANT,
                      player_factory=create_player)
    with qtbot.waitSignal(model.hand_over, timeout=60000):
        model.start()
    assert census(model.game) == 162


class NotAMove(FirstLegal):
    """Answers with something that is not a move at all every other turn."""

    def __init__(self) -> None:
        self.turns = 0

    def choose(self, view):
        self.turns += 1
        return "draw" if self.turns % 2 else super().choose(view)


def test_a_computer_answer_that_is_not_a_move_is_replaced_by_a_legal_move(qtbot, caplog):
    model = model_with(human=False, factory=factory_of(NotAMove))
    with caplog.at_level("ERROR", logger="samba_desktop.qtmodel.game_model"), \
            qtbot.waitSignal(model.hand_over, timeout=30000):
        model.start()
    assert census(model.game) == 162
    assert all(not isinstance(move, str) for _seat, move in model.game.move_log)
    assert any("'draw'" in record.getMessage() for record in caplog.records)


def test_human_draw_and_discard_then_the_computers_move(qtbot):
    model = model_with(first_meld_position())
    turns = []
    model.turn_changed.connect(lambda seat, phase: turns.append((seat, phase)))
    model.start()
    assert model.is_human_turn()
    assert model.draw()
    assert model.view.phase == "meld" and len(model.view.hand) == 12
    assert model.discard(Card.parse("9D"))
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=5000)
    assert [s for s, _ in turns[:3]] == [0, 0, 1]
    assert model.game.move_log[0] == (0, model.game.move_log[0][1])


def test_an_illegal_move_is_rejected_with_the_engines_message_and_changes_nothing(qtbot):
    model = model_with(first_meld_position())
    model.start()
    before = model.game.to_dict()
    with qtbot.waitSignal(model.rejected) as blocker:
        assert not model.discard(Card.parse("9D"))
    message, key = blocker.args
    assert key == "draw_first" and message.startswith("Draw first")
    assert model.game.to_dict() == before


def test_moves_out_of_turn_are_refused(qtbot):
    model = model_with(first_meld_position(), factory=factory_of(SlowThinker, 0.3))
    model.start()
    model.draw()
    model.discard(Card.parse("9D"))
    qtbot.waitUntil(lambda: model.thinking_seat == 1, timeout=2000)
    with qtbot.waitSignal(model.rejected) as blocker:
        assert not model.draw()
    assert blocker.args[1] == "not_your_turn"
    with qtbot.waitSignal(model.rejected) as blocker:  # asked before any move is made
        assert model.refuse_out_of_turn()
    assert blocker.args[1] == "not_your_turn"
    model.shutdown()


def test_on_the_humans_turn_nothing_is_refused_for_the_turn(qtbot):
    model = model_with(first_meld_position())
    model.start()
    with qtbot.assertNotEmitted(model.rejected):
        assert not model.refuse_out_of_turn()


def test_first_meld_is_staged_and_laid_as_one_action(qtbot):
    model = model_with(first_meld_position())
    model.start()
    model.draw()
    assert model.staging_active and model.staging_minimum == 50
    assert model.stage(_c("5C 6C 7C"))
    assert model.staging_value == 15
    assert len(model.free_hand()) == 9
    with qtbot.waitSignal(model.rejected):
        assert not model.stage(_c("AH 9D"))
    assert model.stage(_c("AH AS AD"))
    assert model.staging_value == 75
    assert model.commit_staging()
    side_melds = model.game.melds(0)
    assert sorted(len(m.cards) for m in side_melds) == [3, 3]
    assert not model.staging_active and model.staged_melds == []


def test_staged_melds_go_along_when_taking_the_pile(qtbot):
    model = model_with(first_meld_position())
    model.start()
    assert model.stage(_c("AH AS AD"))
    assert model.take_pile(_c("KH KS"))
    assert model.view.phase == "meld"
    kinds = sorted(len(m.cards) for m in model.game.melds(0))
    assert kinds == [3, 3]
    assert model.view.discard_pile == []


def test_undo_takes_back_meld_actions_but_not_the_draw(qtbot):
    model = model_with(first_meld_position())
    model.start()
    model.draw()
    after_draw = model.game.to_dict()
    assert not model.can_undo()
    model.meld([_c("AH AS AD"), _c("5C 6C 7C")])
    assert model.can_undo()
    assert model.undo()
    assert model.game.to_dict()["hands"] == after_draw["hands"]
    assert model.game.melds(0) == []
    assert not model.can_undo()


def test_discarding_a_staged_card_returns_the_rest_of_its_meld_to_the_hand(qtbot):
    model = model_with(first_meld_position())
    model.start()
    model.draw()
    assert model.stage(_c("AH AS AD")) and model.stage(_c("5C 6C 7C"))
    heard = []
    model.staging_changed.connect(lambda: heard.append(model.staged_melds))
    assert model.discard(_c("AH")[0])
    # at once, before the computers move
    assert heard == [[tuple(_c("5C 6C 7C"))]] == [model.staged_melds]
    assert sorted(map(str, model.free_hand())) == sorted(
        map(str, _c("KH KS AS AD 9D 4S 8S 9H")))


def test_a_human_move_copies_the_game_only_for_the_view_and_only_when_it_is_read(monkeypatch):
    model = model_with(first_meld_position())
    model.start()
    copies = []
    copy = Game.copy
    monkeypatch.setattr(Game, "copy", lambda game: copies.append(game) or copy(game))
    assert model.draw() and model.meld([_c("AH AS AD")])
    assert copies == []  # no undo point, no view nobody reads
    view = model.view
    assert model.view is view and len(copies) == 1  # one view per change
    assert model.discard(_c("9D")[0])
    assert model.view is not view and len(copies) == 2
    assert model.view.discard_pile[-1] == _c("9D")[0]
    model.shutdown()


def test_a_computer_partner_asks_and_the_model_waits_for_the_humans_answer(qtbot):
    game = Game.setup(
        Rules(players=4),
        hands=["4C 9D", "5D 6H", "KH KS 8D", "4D 5H"],
        stock="8S 9H TC JD QH KD 4H 5S 6D 7H",
        discard="4S",
        melds={0: ["AH AS AD AC AH AS AD", "5C 6C 7C 8C 9C TC JC"]},
        turn=2,
        phase="meld",
    )
    model = model_with(game, factory=factory_of(Asker))
    with qtbot.waitSignal(model.question_asked, timeout=5000) as blocker:
        model.start()
    assert blocker.args == [2]
    assert model.is_human_turn() and model.view.phase == "answer"
    time.sleep(0.05)
    qtbot.wait(50)
    assert model.view.phase == "answer"  # nobody answers for the human
    with qtbot.waitSignal(model.partner_answered) as answered:
        assert model.answer(False)
    assert answered.args == [0, False]


def test_a_hint_comes_from_a_computer_player(qtbot):
    model = model_with(first_meld_position())
    model.start()
    with qtbot.waitSignal(model.hint_ready, timeout=5000) as blocker:
        model.request_hint()
    move, text = blocker.args
    assert move is not None and model.game.is_legal(move)
    assert text


def test_the_model_waits_for_the_views_animations_before_the_next_computer_move(qtbot):
    model = model_with(human=False)
    model.attach_view(True)
    model.start()
    qtbot.wait(100)
    assert model.waiting_for_view and len(model.game.move_log) == 0
    model.animations_done()
    qtbot.waitUntil(lambda: len(model.game.move_log) == 1, timeout=3000)
    qtbot.wait(100)
    assert len(model.game.move_log) == 1 and model.waiting_for_view


def test_a_model_that_was_shut_down_plays_no_more_when_its_view_comes_to_rest(qtbot):
    # the window closes while its cards still move: their last animation must not start the
    # computers again behind a closed window (they once played on to a hand's end)
    model = model_with(human=False)
    model.attach_view(True)
    model.start()
    qtbot.wait(100)
    assert model.waiting_for_view
    model.shutdown()
    model.animations_done()
    model.attach_view(False)
    qtbot.wait(200)
    assert len(model.game.move_log) == 0 and model.thinking_seat is None


class _ThinksUntilTheLoopTicks(FirstLegal):
    """Busy with pure Python work (holding the GIL like a real AI) until the window's event
    loop has run a timer ``ticks`` times while it thinks, or ``cap`` seconds have passed."""

    def __init__(self, ticks: int, cap: float) -> None:
        self.ticks, self.cap = ticks, cap
        self.seen: list[int] = []
        self.counter = [0]
        self.threads: list[int] = []
        self.released = False  # the test is over: stop thinking

    def choose(self, view):
        self.threads.append(threading.get_ident())
        start, end = self.counter[0], time.monotonic() + self.cap
        x = 0
        while self.counter[0] - start < self.ticks and time.monotonic() < end:
            if self.released:
                return super().choose(view)
            for i in range(2000):
                x += i * i
        self.seen.append(self.counter[0] - start)
        return super().choose(view)


def test_event_loop_stays_responsive_while_a_computer_thinks(qtbot):
    """A computer that thinks in pure Python must not freeze the window: the window's timers
    keep running while it thinks (the thinker waits for 30 ticks of a 5 ms timer; a frozen
    loop would give it none). Stalls are measured in ``tools.soak --stall``, not here."""
    gc.collect()
    thinker = _ThinksUntilTheLoopTicks(30, cap=60.0)
    model = model_with(human=False, factory=lambda level, seed: thinker)
    thinking = []

    def tick() -> None:
        thinker.counter[0] += 1

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    model.thinking_changed.connect(lambda seat, on: thinking.append(on))
    model.start()
    qtbot.waitUntil(lambda: len(model.game.move_log) >= 2, timeout=150000)
    timer.stop()
    thinker.released = True
    model.shutdown()
    assert thinking[:2] == [True, False]
    assert threading.get_ident() not in thinker.threads, "the computer thought on the window's thread"
    assert thinker.seen and all(n >= 30 for n in thinker.seen), (
        f"the window's timer ticked {thinker.seen} times while the computer thought")


def test_model_layer_uses_qtcore_only():
    root = Path(__file__).resolve().parents[2] / "samba_desktop" / "qtmodel"
    for path in root.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert node.module not in ("PySide6.QtWidgets", "PySide6.QtGui"), path
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert alias.name not in ("PySide6.QtWidgets", "PySide6.QtGui"), path


@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_every_table_size_plays(qtbot, players):
    model = model_with(players=players, human=False)
    with qtbot.waitSignal(model.hand_over, timeout=30000):
        model.start()
    assert census(model.game) == 162


def test_thinking_time_reaches_the_hard_computer_players():
    made, seeds = [], []

    def factory(level, seed, **options):
        made.append((level, options))
        seeds.append(seed)
        return FirstLegal()

    seats = (SeatConfig("You", human=True), SeatConfig("W", level="hard"),
             SeatConfig("N", level="normal"), SeatConfig("E", level="hard"))
    model = GameModel(TableConfig(Rules(players=4), seats), seed=3, player_factory=factory)
    drawn = [seed for seed, (level, _) in zip(seeds, made, strict=True) if level == "hard"]
    made.clear()
    seeds.clear()
    model.set_thinking_time(0.3)  # Settings, mid-game
    assert made == [("hard", {"time": 0.3}), ("hard", {"time": 0.3})]
    assert seeds == drawn  # made anew from the seeds the game drew for them
    made.clear()
    model.new_game()
    assert ("hard", {"time": 0.3}) in made and ("normal", {}) in made
    model.shutdown()


def test_a_thinking_time_of_zero_gives_hard_the_default_thinking_time():
    # "Automatic" in Settings (0) and a player who never changed the setting get the same Hard
    from samba_desktop.ai.hard import DEFAULT_TIME
    from samba_desktop.persistence.settings import AUTOMATIC_THINKING_TIME, SettingFields

    # the setting's default is "Automatic" itself (the default's one home is ai/hard.py)
    assert SettingFields().ai_thinking_time == AUTOMATIC_THINKING_TIME == 0
    made = []

    def factory(level, seed, **options):
        made.append(create_player(level, seed=seed, **options))
        return made[-1]

    seats = (SeatConfig("You", human=True), SeatConfig("W", level="hard"))
    model = GameModel(TableConfig(Rules(players=2), seats), seed=3, player_factory=factory)
    model.set_thinking_time(2.0)
    made.clear()
    model.set_thinking_time(0.0)
    assert [player.time for player in made] == [DEFAULT_TIME]
    model.shutdown()
