"""IllegalMove messages: they say why, in a player's words, and every message can be shown."""

from __future__ import annotations

import string

import pytest

from samba_desktop.engine import (
    MESSAGES,
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    Game,
    IllegalMove,
    LayRedThree,
    Meld,
    Merge,
    Pass,
    Rules,
    TakePile,
    TakeTop,
    meld_kind,
    parse_cards,
)

from .support import assert_illegal, card, position

PURE_K = "KC KC KD KD KH KH KS"
PURE_Q = "QC QC QD QD QH QS QS"


def reason(game: Game, move) -> IllegalMove:
    return assert_illegal(game, move)


def meld_phase(hand: str, melds=None, players: int = 2, rules: Rules | None = None, **kwargs):
    return position(players, rules=rules, hands={0: hand}, melds=melds, phase="meld", **kwargs)


# --------------------------------------------------------------------------- the words
def test_need_pair_message_in_words():
    game = position(2, hands={0: "8C JK 4D"}, discard="8D", melds={0: ["AC AD AS"]})
    exc = reason(game, TakePile(parse_cards("8C JK")))
    assert str(exc) == "You need two natural 8s from your hand to take the pile."


def test_need_pair_message_names_face_cards_in_words():
    game = position(2, hands={0: "KC 4D"}, discard="KD", melds={0: ["AC AD AS"]})
    assert "two natural kings" in str(reason(game, TakePile(parse_cards("KC"))))
    game = position(2, hands={0: "TC 4D"}, discard="TD", melds={0: ["AC AD AS"]})
    assert "two natural 10s" in str(reason(game, TakePile(parse_cards("TC"))))


def test_blocked_pile_message_names_the_card():
    game = position(2, hands={0: "9C 9S 4D"}, discard="9D JK", melds={0: ["AC AD AS"]})
    message = str(reason(game, TakePile(parse_cards("9C 9S"))))
    assert "blocked" in message and "Joker" in message


def test_first_meld_message_gives_minimum_and_value():
    game = meld_phase("5S 6S 7S 9D")
    assert str(reason(game, Meld([parse_cards("5S 6S 7S")]))) == (
        "Your side's first meld must be worth at least 50; this one is worth 15.")


def test_not_in_hand_message_shows_the_card():
    game = meld_phase("9D 8D")
    message = str(reason(game, Discard(card("AS"))))
    assert message == "You don't have A\u2660 in your hand."


def test_cannot_go_out_message_explains_the_requirement():
    game = meld_phase("9D", melds={0: [PURE_K]})
    message = str(reason(game, Discard(card("9D"))))
    assert "can't go out" in message and "two 7-card melds" in message


def test_wild_card_messages_explain_the_group_rule():
    game = meld_phase("9C JK 2D 8D")
    assert "twice as many natural cards as wild cards" in str(
        reason(game, Meld([parse_cards("9C JK 2D")])))
    game = meld_phase("9C 9C 9D 9D 9S 9S JK JK 2D 8D", melds={0: ["AC AD AS"]})
    assert "at most two wild cards" in str(
        reason(game, Meld([parse_cards("9C 9C 9D 9D 9S 9S JK JK 2D")])))


def test_turn_order_messages():
    game = position(2, hands={0: "9D 8D"})
    assert str(reason(game, Discard(card("9D")))).startswith("Draw first")
    game.apply(Draw())
    assert "already drawn" in str(reason(game, Draw()))


def test_partner_messages():
    game = meld_phase("9D 5C 5D 5S", melds={0: [PURE_K, PURE_Q]}, players=4)
    game.apply(AskPartner())
    assert "Waiting for the partner" in str(reason(game, Discard(card("9D"))))
    game.apply(Answer(True))
    assert str(reason(game, Discard(card("9D")))) == (
        "Your partner said yes: you must go out this turn.")


def test_messages_have_no_placeholders_or_code_words():
    scenarios = [s() for s in SCENARIOS.values()]
    for exc in scenarios:
        text = str(exc)
        assert text[0].isupper() and text.endswith("."), text
        for bad in ("{", "}", "None", "Card(", "code", "meld_id", "_"):
            assert bad not in text, text


def test_illegal_move_is_a_value_error_with_a_stable_key():
    game = meld_phase("9D")
    exc = reason(game, Draw())
    assert isinstance(exc, ValueError)
    assert exc.key == "already_drew"
    assert str(exc) == MESSAGES[exc.key].format(**exc.params)


def test_a_refusal_reads_the_same_however_it_travels():
    # a refusal is worded when first read: it must read the same in a traceback, a repr, its
    # args, and after a trip to another process (the tournaments run games in worker processes)
    import pickle
    import traceback

    exc = reason(meld_phase("9D"), Discard(card("AS")))
    assert exc.key == "not_in_hand" and exc.params
    text = MESSAGES["not_in_hand"].format(**exc.params)
    assert repr(exc) == f"IllegalMove({text!r})"
    from samba_desktop.engine.messages import illegal

    fresh = illegal("already_drew")  # never read before
    assert repr(fresh) == f"IllegalMove({MESSAGES['already_drew']!r})"
    fresh = illegal("already_drew")
    assert MESSAGES["already_drew"] in "".join(traceback.format_exception_only(fresh))
    assert text in "".join(traceback.format_exception_only(exc))
    assert str(exc) == exc.args[0] == text
    again = pickle.loads(pickle.dumps(exc))
    assert type(again) is type(exc) and str(again) == text
    assert (again.key, again.params) == (exc.key, exc.params)
    made = IllegalMove("Not now.", "draw_first", {"x": 1})  # made by hand: as written
    assert str(made) == "Not now." and made.params == {"x": 1}


# --------------------------------------------------------------------------- every message
@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_message_formats_without_key_error(key):
    names = {name for _, name, _, _ in string.Formatter().parse(MESSAGES[key]) if name}
    text = MESSAGES[key].format(**{name: "X" for name in names})
    assert text.strip()
    assert "{" not in text


def _game_over() -> Game:
    game = meld_phase("9D", melds={0: [PURE_K, PURE_Q]}, rules=Rules(players=2, target_score=500))
    game.apply(Discard(card("9D")))
    assert game.phase == "game_over"
    return game


def _hand_over() -> Game:
    game = meld_phase("9D", melds={0: [PURE_K, PURE_Q]})
    game.apply(Discard(card("9D")))
    assert game.phase == "hand_over"
    return game


def _asked() -> Game:
    game = meld_phase("9D 5C 5D 5S", melds={0: [PURE_K, PURE_Q]}, players=4)
    game.apply(AskPartner())
    return game


def _answered(yes: bool) -> Game:
    game = _asked()
    game.apply(Answer(yes))
    return game


def _meld_kind_error(cards: str, **kwargs) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        meld_kind(parse_cards(cards), **kwargs)
    return info.value


BOLIVIA = Rules(players=2, bolivia=True)
MELDED = {0: ["AC AD AS", "4H 5H 6H", "8H 9H TH JH QH KH AH", "3C 3S 3S"]}

SCENARIOS = {
    "not_a_move": lambda: reason(meld_phase("9D"), "discard 9D"),
    "hand_over": lambda: reason(_hand_over(), Draw()),
    "game_over": lambda: reason(_game_over(), Draw()),
    "waiting_for_answer": lambda: reason(_asked(), Discard(card("9D"))),
    "no_question": lambda: reason(meld_phase("9D"), Answer(True)),
    "draw_first": lambda: reason(position(2), Discard(card("4C"))),
    "already_drew": lambda: reason(meld_phase("9D"), Draw()),
    "not_in_hand": lambda: reason(meld_phase("9D 8D"), Discard(card("AS"))),
    "too_few_cards": lambda: reason(meld_phase("9D 9C 8D"), Meld([parse_cards("9D 9C")])),
    "red_three_in_meld": lambda: reason(meld_phase("3H 3D 3H 8D"),
                                        Meld([parse_cards("3H 3D 3H")])),
    "black_threes_only_going_out": lambda: _meld_kind_error("3C 3S 3S"),
    "black_threes_alone": lambda: reason(meld_phase("3C 3S 4S 8D"),
                                         Meld([parse_cards("3C 3S 4S")])),
    "black_threes_must_go_out": lambda: reason(
        meld_phase("3C 3S 3S 9D 8D", melds={0: [PURE_K, PURE_Q]}),
        Meld([parse_cards("3C 3S 3S")])),
    "wild_meld_needs_bolivia": lambda: reason(meld_phase("JK JK 2C 8D", melds=MELDED),
                                              Meld([parse_cards("JK JK 2C")])),
    "wild_meld_too_big": lambda: reason(
        meld_phase("JK JK JK JK 2C 2D 2H 2S 8D", melds=MELDED, rules=BOLIVIA),
        Meld([parse_cards("JK JK JK JK 2C 2D 2H 2S")])),
    "too_many_wilds": lambda: reason(meld_phase("9C 9C 9D 9D 9S 9S JK JK 2D 8D", melds=MELDED),
                                     Meld([parse_cards("9C 9C 9D 9D 9S 9S JK JK 2D")])),
    "wild_ratio": lambda: reason(meld_phase("9C JK 2D 8D", melds=MELDED),
                                 Meld([parse_cards("9C JK 2D")])),
    "wild_in_sequence": lambda: reason(meld_phase("4S 5S JK 8D", melds=MELDED),
                                       Meld([parse_cards("4S 5S JK")])),
    "not_one_rank_or_suit": lambda: reason(meld_phase("4S 5D 6S 8D", melds=MELDED),
                                           Meld([parse_cards("4S 5D 6S")])),
    "sequence_gap": lambda: reason(meld_phase("4S 5S 7S 8D", melds=MELDED),
                                   Meld([parse_cards("4S 5S 7S")])),
    "sequence_repeat": lambda: reason(meld_phase("4S 5S 5S 6S 8D", melds=MELDED),
                                      Meld([parse_cards("4S 5S 5S 6S")])),
    "sequence_too_long": lambda: reason(
        meld_phase("4S 5S 6S 7S 8S 9S TS JS 8D", melds=MELDED),
        Meld([parse_cards("4S 5S 6S 7S 8S 9S TS JS")])),
    "choose_cards": lambda: reason(meld_phase("9D 8D"), Meld([])),
    "no_such_meld": lambda: reason(meld_phase("9D 8D", melds=MELDED),
                                   Extend(99, parse_cards("9D"))),
    "samba_closed": lambda: reason(meld_phase("7H 8D", melds=MELDED),
                                   Extend(3, parse_cards("7H"))),
    "bolivia_closed": lambda: reason(
        meld_phase("JK 8D", melds={0: ["2C 2D 2H 2S JK JK JK"]}, rules=BOLIVIA),
        Extend(1, parse_cards("JK"))),
    "black_threes_closed": lambda: reason(meld_phase("3C 8D", melds=MELDED),
                                          Extend(4, parse_cards("3C"))),
    "group_rank": lambda: reason(meld_phase("KD 8D", melds=MELDED), Extend(1, parse_cards("KD"))),
    "wild_meld_only_wilds": lambda: reason(
        meld_phase("KD 8D", melds={0: ["2C 2D JK"]}, rules=BOLIVIA),
        Extend(1, parse_cards("KD"))),
    "sequence_suit": lambda: reason(meld_phase("7S 8D", melds=MELDED),
                                    Extend(2, parse_cards("7S"))),
    "merge_same": lambda: reason(meld_phase("9D 8D", melds=MELDED), Merge(1, 1)),
    "merge_groups_only": lambda: reason(meld_phase("9D 8D", melds=MELDED), Merge(1, 2)),
    "pile_empty": lambda: reason(position(2, hands={0: "9C 9S 8D"}, discard="", melds=MELDED),
                                 TakePile(parse_cards("9C 9S"))),
    "pile_blocked": lambda: reason(position(2, hands={0: "9C 9S 8D"}, discard="9D 2C",
                                            melds=MELDED), TakePile(parse_cards("9C 9S"))),
    "need_pair": lambda: reason(position(2, hands={0: "9C 8D"}, discard="9D", melds=MELDED),
                                TakePile(parse_cards("9C"))),
    "pile_group_cards": lambda: reason(
        position(2, hands={0: "9C 9S 8D 7D"}, discard="9D", melds=MELDED),
        TakePile(parse_cards("9C 9S 8D"))),
    "top_needs_sequence": lambda: reason(
        position(2, hands={0: "9C 8D"}, discard="AH", melds=MELDED), TakeTop(1)),
    "top_does_not_fit": lambda: reason(
        position(2, hands={0: "9C 8D"}, discard="9H", melds=MELDED), TakeTop(2)),
    "initial_minimum": lambda: reason(meld_phase("5S 6S 7S 9D"), Meld([parse_cards("5S 6S 7S")])),
    "cannot_go_out": lambda: reason(meld_phase("9D", melds={0: [PURE_K]}), Discard(card("9D"))),
    "cannot_go_out_bolivia": lambda: reason(
        meld_phase("9D", melds={0: [PURE_K, PURE_Q]}, rules=BOLIVIA), Discard(card("9D"))),
    "partner_said_no": lambda: _partner_said_no(),
    "keep_two": lambda: reason(
        meld_phase("5C 5D 5S 9D", melds=MELDED, rules=Rules(players=2, keep_cards=2)),
        Meld([parse_cards("5C 5D 5S")])),
    "must_go_out": lambda: reason(_answered(True), Discard(card("9D"))),
    "pass_not_allowed": lambda: reason(meld_phase("9D 8D"), Pass()),
    "red_threes_auto": lambda: reason(
        position(rules=Rules(players=2, red_threes="auto"), hands={0: "9D"}), LayRedThree()),
    "no_red_three": lambda: reason(meld_phase("9D 8D"), LayRedThree()),
    "nothing_to_undo": lambda: _nothing_to_undo(meld_phase("9D 8D")),
    "red_three_keep_card": lambda: reason(meld_phase("3H"), LayRedThree()),
    "no_partner": lambda: reason(meld_phase("9D", melds={0: [PURE_K, PURE_Q]}), AskPartner()),
    "already_asked": lambda: reason(_answered(False), AskPartner()),
    "ask_needs_melds": lambda: reason(meld_phase("9D", players=4, melds={0: [PURE_K]}),
                                      AskPartner()),
    "ask_after_draw": lambda: reason(position(4, melds={0: [PURE_K, PURE_Q]}), AskPartner()),
}


def _nothing_to_undo(game: Game) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        game.undo()
    return info.value


def _partner_said_no() -> IllegalMove:
    game = meld_phase("9D", melds={0: [PURE_K, PURE_Q]}, players=4)
    game.apply(AskPartner())
    game.apply(Answer(False))
    return reason(game, Discard(card("9D")))


def test_every_message_key_has_a_scenario():
    assert set(SCENARIOS) == set(MESSAGES)


@pytest.mark.parametrize("key", sorted(SCENARIOS))
def test_every_message_is_reachable(key):
    exc = SCENARIOS[key]()
    assert exc.key == key, f"expected {key}, got {exc.key}: {exc}"
    assert str(exc) == MESSAGES[key].format(**exc.params)
