"""Decision records (ENGINE_CONTRACT.md, "Player aids"): every level explains every move."""

import json
import logging
import numbers

import pytest

from samba_desktop.ai import LEVELS, create_player
from samba_desktop.ai import normal as N
from samba_desktop.ai.reasons import CARD_PARAMS, REASONS, card_text
from samba_desktop.engine import (
    Answer,
    AskPartner,
    Discard,
    Game,
    Move,
    Rules,
    TakePile,
)
from tools.frozen import FrozenPlayer

from .helpers import play_hand

RULES = Rules(players=4)
STOCK = "AC AH AS KS QH JS TS 8H " * 5
BIG_PILE = "4C 6D 7H 8S JC QD 2C 5S KH AD 7C 9D TC 6H 9H"
FAST = {level: {"iterations": 8, "depth": 1} for level in ("hard", "hard-v1", "hard-v2")}


def check_record(player, move) -> None:
    d = player.last_decision
    assert d is not None
    assert d.move == move and type(d.move) is type(move)
    assert d.key in REASONS
    assert isinstance(d.reason, str) and d.reason.strip() and d.reason[-1] in ".)"
    json.dumps(d.params)  # JSON-simple
    for name, value in d.params.items():
        assert isinstance(value, str | int | float | bool), name
        if isinstance(value, numbers.Number) and not isinstance(value, bool):
            assert str(value) in d.reason, (name, value, d.reason)
        if name in CARD_PARAMS:
            for text in value.split():
                assert card_text(text) in d.reason, (name, text, d.reason)
    for alt, value in d.alternatives:
        assert isinstance(alt, Move)
        assert isinstance(value, numbers.Number)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_move_carries_its_reason(level, players):
    game = Game.new(Rules(players=players), seed=40 + players)
    seats = [create_player(level, seed=s, **FAST.get(level, {})) for s in range(players)]
    assert all(p.last_decision is None for p in seats)
    keys = set()

    def on_move(seat, view, move):
        check_record(seats[seat], move)
        keys.add(seats[seat].last_decision.key)

    play_hand(game, seats, on_move=on_move)
    # the frozen yardsticks give one generic reason; the living levels explain by case
    frozen = isinstance(seats[0], FrozenPlayer)
    assert keys == {"frozen.move"} if frozen else len(keys) >= 2


def rest_of_turn(game, level, seed=1, **options):
    """The moves and decision records of ``level`` until the turn of seat ``game.turn`` ends
    (a partner asked "May I go out?" answers with the same level)."""
    seat = game.turn
    p = create_player(level, seed=seed, **options)
    partner = create_player(level, seed=seed + 1, **options)
    out = []
    while game.phase in ("draw", "meld", "answer"):
        who = partner if game.phase == "answer" else p
        if game.phase != "answer" and game.turn != seat:
            break
        mv = who.choose(game.view(game.turn))
        check_record(who, mv)
        out.append(who.last_decision)
        game.apply(mv)
    return out


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_taking_a_big_pile_says_how_big_it_is(level):
    game = Game.setup(RULES, hands=["9C 9D 4H 5D 7S KD QS JH 6C 8D", "5C 5H 6S", "4D 4S 8C",
                                    "TD TH JD"],
                      stock=STOCK, discard=BIG_PILE, melds={0: ["AC AD AH"], 1: ["KC KD KH"]})
    player = create_player(level, seed=1, **({"iterations": 60} if level == "hard" else {}))
    move = player.choose(game.view(0))
    assert isinstance(move, TakePile)
    d = player.last_decision
    if d.key.startswith("normal."):
        assert d.key == "normal.take_pile"
        assert d.params["pile"] == 15 and "15 cards" in d.reason
        assert d.params["points"] == sum(c.value for c in game.discard_pile)
    assert {type(m) for m, _ in d.alternatives} >= {TakePile}


def test_first_meld_pile_names_the_minimum():
    game = Game.setup(RULES, hands=["AC AS 4H 5D 7S KD QS JH 6C 8D", "5C 5H 6S", "4D 4S 8C",
                                    "TD TH JD"],
                      stock="9C 9H 9S KS QH JS TS 8H " * 5,
                      discard="4C 6D 7H 8S JC QD 5S KH AD")
    d = rest_of_turn(game, "normal")[0]
    assert d.key == "normal.take_pile_first"
    assert "minimum 50" in d.reason and "9 cards" in d.reason


def test_blocking_discard_names_the_black_three_and_the_pile():
    game = Game.setup(RULES, hands=["3C 9D 8H 6S QD KC", "5C 5H 6S 8C 8S 9C QC KD", "4D 4S 8C",
                                    "TD TH JD"],
                      stock=STOCK, discard=BIG_PILE, phase="meld",
                      melds={0: ["AC AD AH"], 1: ["JC JD JH"]})
    d = rest_of_turn(game, "normal")[-1]
    assert isinstance(d.move, Discard) and str(d.move.card) == "3C"
    assert d.key == "normal.discard_block"
    assert "3\u2663" in d.reason and "15 cards" in d.reason


def test_answer_no_with_a_red_three_says_so():
    game = Game.setup(RULES, hands=["5H 6H", "9C 9D 9H", "3H KC QD", "4C 4D 8S"],
                      stock="7C 7D 8H 8D", discard="TC", phase="meld",
                      melds={0: ["AC AD AH AS AC AD AH", "QC QD QH QS QC QD JK"]})
    game.apply(AskPartner())
    player = create_player("normal", seed=1)
    move = player.choose(game.view(2))
    assert move == Answer(False)
    d = player.last_decision
    assert d.key == "normal.answer_red_three" and "red 3" in d.reason
    assert d.params["penalty"] == 750 + 20  # K and Q count 10 each


def test_going_out_says_what_the_side_scores():
    # seat 0 (two canastas) can meld out: 5H 5S 5D and discard 9C; the partner holds 2 cards
    game = Game.setup(RULES, hands=["5H 5S 5D 9C", "9D 9H 6S 6D 7C", "KC QD", "4C 4D 8S 8D"],
                      stock=STOCK, discard="TC", phase="meld",
                      melds={0: ["AC AD AH AS AC AD AH", "QC QD QH QS QC QD JK"]})
    records = rest_of_turn(game, "normal")
    assert game.phase in ("hand_over", "game_over")
    first = records[0]
    assert first.key in ("normal.go_out", "normal.go_out_late")
    assert f"{first.params['ours']}" in first.reason and "4 cards left" in first.reason


def test_hard_names_its_search_figures_when_going_out_is_the_question():
    game = Game.setup(RULES, hands=["5H 5S 5D 9C", "9D 9H 6S 6D 7C", "KC QD 8C", "4C 4D 8S 8D"],
                      stock=STOCK, discard="TC", phase="meld",
                      melds={0: ["AC AD AH AS AC AD AH", "QC QD QH QS QC QD JK"]})
    player = create_player("hard", seed=3, iterations=200)
    player.choose(game.view(0))
    d = player.last_decision
    assert d.key in ("hard.go_out", "hard.hold_back", "normal.ask")
    if d.key != "normal.ask":
        assert "sampled deals" in d.reason and f"{d.params['samples']} sampled" in d.reason
        assert 0 <= d.params["win"] <= 100 and 0 <= d.params["alt_win"] <= 100


def test_random_counts_the_moves_it_chose_from():
    game = Game.new(RULES, seed=2)
    game.apply(game.view(game.turn).legal_moves()[0])
    view = game.view(game.turn)
    player = create_player("random", seed=1)
    player.choose(view)
    assert player.last_decision.params["count"] == len(view.legal_moves())


def test_a_failing_decision_fails_under_test_and_is_logged_in_play(monkeypatch, caplog):
    def broken(sit, params, why=None):
        raise RuntimeError("broken planner")

    monkeypatch.setattr(N, "decide", broken)
    game = Game.new(RULES, seed=5)
    view = game.view(game.turn)
    with pytest.raises(RuntimeError):
        create_player("normal", seed=1).choose(view)
    monkeypatch.delenv(N.STRICT_ENV)
    player = create_player("normal", seed=1)
    with caplog.at_level(logging.ERROR, logger=N.__name__):
        move = player.choose(view)
    assert view.is_legal(move)
    assert player.last_decision.key == "normal.fallback"
    assert "broken planner" in caplog.text


def test_a_failing_play_out_decision_fails_under_test_and_is_logged_in_play(monkeypatch, caplog):
    def broken(sit, params, why=None):
        raise RuntimeError("broken play-out policy")

    game = Game.new(RULES, seed=5)
    game.apply(game.view(game.turn).legal_moves()[0])  # draw: the meld phase has plans to search
    view = game.view(game.turn)
    monkeypatch.setattr(N, "decide", broken)  # Hard's play-outs run the Normal policy
    with pytest.raises(RuntimeError, match="broken play-out policy"):
        create_player("hard", seed=1, iterations=4, depth=1).choose(view)
    monkeypatch.delenv(N.STRICT_ENV)
    player = create_player("hard", seed=1, iterations=4, depth=1)
    with caplog.at_level(logging.ERROR, logger="samba_desktop.ai.hard"):
        move = player.choose(view)
    assert view.is_legal(move)
    assert "broken play-out policy" in caplog.text
