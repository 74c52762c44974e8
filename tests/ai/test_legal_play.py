"""Every level plays only legal moves, for 2-6 players and every rule option, to the hand's end."""

import pytest

from samba_desktop.ai import LEVELS, create_player
from samba_desktop.engine import Answer, Draw, Game, Rules

from .helpers import all_rules, play_hand, seat_players

FAST_LEVELS = ["random", "easy", "normal"]


def _rules_id(rules: Rules) -> str:
    return (f"{rules.players}p-{rules.red_threes}-keep{rules.keep_cards}"
            f"{'-bolivia' if rules.bolivia else ''}")


def test_registry_has_the_levels():
    assert {"random", "easy", "normal", "hard"} <= set(LEVELS)
    with pytest.raises(ValueError):
        create_player("grandmaster")


@pytest.mark.parametrize("rules", all_rules(), ids=_rules_id)
@pytest.mark.parametrize("level", FAST_LEVELS)
def test_fast_levels_play_legal_hands(level, rules):
    for seed in range(4):
        game = Game.new(rules, seed=seed)
        play_hand(game, seat_players(level, rules.players, seed))
        assert game.hand_result() is not None


@pytest.mark.parametrize("rules", [Rules(players=n) for n in (2, 3, 4, 5, 6)]
                         + [Rules(players=4, red_threes="auto", keep_cards=2),
                            Rules(players=6, bolivia=True)], ids=_rules_id)
def test_hard_plays_legal_hands(rules):
    game = Game.new(rules, seed=11)
    players = [create_player("hard", seed=s, iterations=6, depth=1) if s % 2 == 0
               else create_player("normal", seed=s) for s in range(rules.players)]
    play_hand(game, players)
    assert game.hand_result() is not None


@pytest.mark.parametrize("level", FAST_LEVELS)
def test_mixed_levels_play_whole_games(level):
    rules = Rules(players=4, target_score=3000, max_hands=6)
    game = Game.new(rules, seed=3)
    players = [create_player(level, seed=1), create_player("easy", seed=2),
               create_player(level, seed=3), create_player("easy", seed=4)]
    while game.phase != "game_over":
        play_hand(game, players)
        if game.phase == "hand_over":
            game.next_hand()
    assert game.phase == "game_over"


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_answers_when_asked(level):
    # seat 0 has two canastas on the table and asks seat 2, its partner
    game = Game.setup(Rules(players=4), hands=["5H 6H", "9C 9D 9H", "KC QD JS", "4C 4D 8S"],
                      stock="7C 7D 8H 8D", discard="TC",
                      melds={0: ["AC AD AH AS AC AD AH", "QC QD QH QS QC QD JK"]},
                      phase="meld")
    from samba_desktop.engine import AskPartner

    game.apply(AskPartner())
    assert game.phase == "answer" and game.turn == 2
    options = {"iterations": 4, "depth": 1} if level == "hard" else {}
    move = create_player(level, seed=1, **options).choose(game.view(2))
    assert isinstance(move, Answer)
    game.apply(move)


@pytest.mark.parametrize("keep_cards", [1, 2])
def test_normal_does_not_take_a_one_card_pile_with_its_last_cards_when_it_may_not_go_out(
        keep_cards):
    # Bolivia: two mixed canastas are not enough to go out (a samba is needed); the stock is
    # empty, but taking the seven with the last two sevens would leave no card in hand, so
    # the seat draws (which ends the hand)
    rules = Rules(players=6, bolivia=True, keep_cards=keep_cards)
    game = Game.setup(rules, hands=["7H 7S", "5C 5H 6S", "4D 4S 8C", "TD TH JD", "9C 9D",
                                    "KC KD"],
                      stock="", discard="7D",
                      melds={0: ["8C 8D 8H 8S 8S 8D 2H", "TC TD TH TS TC TD 2C"]})
    move = create_player("normal", seed=1).choose(game.view(0))
    assert game.is_legal(move)
    assert move == Draw()
