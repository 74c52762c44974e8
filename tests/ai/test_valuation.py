"""The AI values a finished hand exactly as the engine scores it (hypothesis over random hands).

The computer players weigh positions in the engine's integer layer (`engine.codes`): a side's
table (`evaluate.table_value` over `LightMeld`s), its estimate of the hand's score
(`normal.side_now`) and the features of Hard's learned value (`features.side_features`). When a
hand is over nothing is left to estimate, so each must agree with the engine's `HandResult`,
item by item, on hands played by random legal moves and by Normal players, under every rule
variant.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samba_desktop.ai.evaluate import requirement_from, table_value
from samba_desktop.ai.features import NAMES, side_features
from samba_desktop.ai.normal import side_now
from samba_desktop.ai.situation import situation
from samba_desktop.engine import Game, HandResult, Rules, legal_moves
from samba_desktop.engine.codes import GOING_OUT_BONUS, RED_THREE_HELD_PENALTY, LightMeld

from .helpers import all_rules, play_hand, seat_players


def finished_hand(rules: Rules, seed: int, normal: bool) -> tuple[Game, HandResult]:
    """A game whose first hand was played to its end by Normal players or random legal moves."""
    game = Game.new(rules, seed=seed)
    if normal:
        play_hand(game, seat_players("normal", rules.players, seed))
    rng = random.Random(seed)
    while game.in_play:
        game.apply(rng.choice(legal_moves(game)))
    result = game.hand_result()
    assert result is not None
    return game, result


def went_out(game: Game, result: HandResult, side: int) -> bool:
    return result.went_out is not None and game.side_of(result.went_out) == side


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(all_rules()), seed=st.integers(0, 10**6), normal=st.booleans())
def test_the_ai_values_a_finished_hand_as_the_engine_scores_it(rules: Rules, seed: int,
                                                               normal: bool) -> None:
    game, result = finished_hand(rules, seed, normal)
    for side in range(game.num_sides):
        engine = result.sides[side]
        melds = [m.light() for m in game.melds(side)]
        assert [m.kind for m in melds] == [m.kind for m in game.melds(side)]
        assert sum(m.value for m in melds) == engine.meld_points
        req = requirement_from(melds, rules.bolivia)
        assert req == engine.requirement_met
        # the table: card points, the bonuses of the finished melds and the red 3s
        assert table_value(melds, game.red_threes(side), req, progress=0.0) == (
            engine.meld_points + engine.samba_bonus + engine.pure_canasta_bonus
            + engine.mixed_canasta_bonus + engine.bolivia_bonus + engine.red_three_points)
        # the features of Hard's learned value hold the whole score
        named = dict(zip(NAMES, side_features(game, side, late=0.0, threat=0.0), strict=True))
        assert named["hand_value"] == engine.hand_penalty
        assert named["red3_held"] == engine.red_threes_held
        assert (named["table_points"] + named["bonuses"] + named["red3_scored"]
                - named["hand_value"] - RED_THREE_HELD_PENALTY * named["red3_held"]
                + (GOING_OUT_BONUS if went_out(game, result, side) else 0)) == result.totals[side]
    if game.num_sides == game.num_players:
        # each player alone: a seat's view holds all its side knows, and its estimate of the
        # hand's score is the score
        for seat in range(game.num_players):
            sit = situation(game.view(seat))
            side = sit.side
            assert side_now(sit, side, went_out=went_out(game, result, side),
                            my_hand=sit.hand) == result.totals[side]


def test_light_melds_follow_the_engine_melds_they_were_made_from() -> None:
    """A `LightMeld` from the cards of each engine meld, or from the engine meld itself, says
    the same kind, ranks, counts and points (hands of Normal play at every table size)."""
    for players in range(2, 7):
        game, _ = finished_hand(Rules(players=players, bolivia=players % 2 == 0), players, True)
        for side in range(game.num_sides):
            for m in game.melds(side):
                light = LightMeld.from_codes(m.codes, m.id)
                shared = m.light()
                for made in (light, shared, m.to_light()):
                    assert (made.id, made.kind, made.n, made.nat, made.wild, made.value) == (
                        m.id, m.kind, len(m.codes), m.nat, m.wild, sum(c.value for c in m.cards))
                    assert (made.rank, made.suit, made.lo, made.hi) == (m.rank, m.suit, m.lo, m.hi)
