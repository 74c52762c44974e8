"""The lesson's deal and line of play: every move legal, every step arises, the opponents play
their part, a move the lesson does not want changes nothing."""

from __future__ import annotations

from collections import Counter

from samba_desktop.engine import (
    Card,
    Discard,
    Draw,
    LayRedThree,
    Meld,
    Phase,
    TakePile,
    parse_cards,
)
from samba_desktop.qtmodel import Pace
from samba_desktop.qtmodel import lesson as lesson_module
from samba_desktop.qtmodel.lesson import (
    LESSON_STEPS,
    Lesson,
    LessonModel,
    LessonStep,
    lesson_game,
    same_move,
)


def test_no_card_appears_more_often_than_three_decks_hold():
    counts: Counter[str] = Counter()
    for text in (*lesson_module.HANDS, lesson_module.STOCK, lesson_module.DISCARD,
                 *lesson_module.OPPONENT_MELDS):
        counts.update(text.split())
    assert max(counts.values()) <= 3, [c for c, n in counts.items() if n > 3]
    assert all(len(hand.split()) >= 13 for hand in lesson_module.HANDS)


def test_every_step_arises_in_order_and_the_line_ends_with_you_out():
    lesson = Lesson()  # the engine checks every move of the line as it is built
    assert [t.step for t in lesson.tasks] == sorted((t.step for t in lesson.tasks),
                                                    key=LESSON_STEPS.index)
    assert {t.step for t in lesson.tasks} == set(LESSON_STEPS)
    assert lesson.result.went_out == 0
    kinds = {type(t.move) for t in lesson.tasks_of(LessonStep.TAKE_PILE)}
    assert kinds == {TakePile}
    assert any(isinstance(t.move, LayRedThree) for t in lesson.tasks_of(LessonStep.RED_THREES))
    for progress in range(len(LESSON_STEPS)):
        game = lesson.game_at(progress)
        first = lesson.tasks_of(LESSON_STEPS[progress])[0]
        assert game.turn == 0 and game.is_legal(first.move), progress


def test_the_first_meld_needs_the_minimum_and_the_pile_needs_the_pair():
    game = Lesson().game_at(LESSON_STEPS.index(LessonStep.FIRST_MELD))
    assert game.is_legal(Meld((tuple(parse_cards("AC AD AS")),)))
    assert not game.is_legal(Meld((tuple(parse_cards("7H 8H 9H")),)))
    fresh = lesson_game()
    assert not fresh.is_legal(TakePile(tuple(parse_cards("QC QH"))))


def test_the_scripted_seats_play_the_line_through_the_model(qtbot):
    model = LessonModel(pace=Pace.INSTANT)
    model.start()
    while model.step is not None:
        qtbot.waitUntil(lambda: model.waits_for_human() or model.step is None, timeout=10000)
        if model.step is None:
            break
        assert model.try_move(model.task.move)
    assert not model.game.in_play and model.progress == len(LESSON_STEPS)
    line = [(seat, str(move)) for seat, move in model.game.move_log]
    built = [(seat, str(move)) for seat, move in Lesson()._line]
    assert line == built  # the opponents played exactly the lesson's (legal) moves


def test_a_move_the_lesson_does_not_want_is_refused_and_nothing_is_lost(qtbot):
    model = LessonModel(progress=LESSON_STEPS.index(LessonStep.SEQUENCE), pace=Pace.INSTANT)
    refused = []
    model.rejected.connect(lambda text, key: refused.append(key))
    hand = sorted(map(str, model.game.hand(0)))
    assert model.game.is_legal(Discard(Card.parse("JC")))
    assert not model.try_move(Discard(Card.parse("JC")))  # the sequence comes first
    assert not model.try_move(Draw())  # illegal now: the engine says why
    assert refused[0] == "lesson" and len(refused) == 2
    assert sorted(map(str, model.game.hand(0))) == hand and model.game.phase == Phase.MELD
    assert model.step is LessonStep.SEQUENCE
    assert model.try_move(Meld((tuple(parse_cards("9H 7H 8H")),)))


def test_moves_compare_whatever_the_order_of_their_cards():
    a = Meld((tuple(parse_cards("AC AD AS")),))
    b = Meld((tuple(parse_cards("AS AC AD")),))
    assert same_move(a, b) and not same_move(a, Draw())
