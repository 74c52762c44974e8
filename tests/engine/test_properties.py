"""Invariants under any sequence of proposed moves, legal or not (hypothesis).

Random legal moves are mixed with random garbage: every card stays accounted for, a rejected move
raises `IllegalMove` with a message and changes nothing, `is_legal` agrees with `apply`, the player
to move always has a legal move, every hand ends, and the scores add up.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Card,
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
    legal_moves,
)

from .support import FINISHED, census, full_deck

ALL_CARDS = [Card.parse(r + s) for r in "456789TJQKA23" for s in "CDHS"] + [Card.parse("JK")]

rules_strategy = st.builds(
    Rules,
    players=st.integers(2, 6),
    red_threes=st.sampled_from(["manual", "auto"]),
    keep_cards=st.sampled_from([1, 2]),
    bolivia=st.booleans(),
    target_score=st.sampled_from([2500, 10000]),
)


def some_cards(rng: random.Random, game: Game, most: int) -> list[Card]:
    """Cards from the hand of the player to move (mostly) or from anywhere."""
    hand = game.hand(game.turn)
    pool = hand if hand and rng.random() < 0.8 else ALL_CARDS
    return [rng.choice(pool) for _ in range(rng.randint(0, most))]


def garbage(rng: random.Random, game: Game):
    """A random proposed move: usually illegal, sometimes legal by chance."""
    ids = [m.id for side in range(game.num_sides) for m in game.melds(side)] + [0, 99]
    kind = rng.randrange(13)
    if kind == 0:
        return Discard(rng.choice(ALL_CARDS))
    if kind == 1:
        return Meld([some_cards(rng, game, 5) for _ in range(rng.randint(1, 3))])
    if kind == 2:
        return Extend(rng.choice(ids), some_cards(rng, game, 3))
    if kind == 3:
        return TakePile(some_cards(rng, game, 4), [some_cards(rng, game, 4)] * rng.randint(0, 1))
    if kind == 4:
        return TakeTop(rng.choice(ids))
    if kind == 5:
        return Merge(rng.choice(ids), rng.choice(ids))
    if kind == 6:
        return rng.choice([Draw(), Pass(), LayRedThree(), AskPartner(), Answer(True),
                           Answer(False)])
    if kind == 7:
        return rng.choice([None, "draw", 42, ("Discard", "AH"), Card.parse("AH")])
    if kind == 8:
        hand = game.hand(game.turn)
        return Discard(rng.choice(hand)) if hand else Pass()
    if kind == 9:
        return Meld([])
    if kind == 10:
        return Extend(rng.choice(ids), [])
    if kind == 11:
        hand = game.hand(game.turn)
        return Meld([hand]) if hand else Meld([[]])
    return TakePile([])


def hand_totals_add_up(result) -> None:
    for side, total in zip(result.sides, result.totals, strict=True):
        assert total == side.total == (
            side.meld_points - side.hand_penalty + side.samba_bonus + side.pure_canasta_bonus
            + side.mixed_canasta_bonus + side.bolivia_bonus + side.going_out_bonus
            + side.red_three_points - side.red_three_penalty)


def card_count(game: Game) -> int:
    return (sum(len(game.hand(s)) for s in range(game.num_players)) + game.stock_size
            + len(game.discard_pile)
            + sum(len(m.cards) for side in range(game.num_sides) for m in game.melds(side))
            + sum(game.red_threes(side) for side in range(game.num_sides)))


def propose(game: Game, move, rng: random.Random) -> bool:
    """Propose ``move``: check is_legal against apply, and that a rejection changes nothing."""
    before = game.to_dict() if rng.random() < 0.3 else None
    legal = game.is_legal(move)
    if before is not None:
        assert game.to_dict() == before, f"is_legal({move}) changed the game"
    elif not legal:
        before = game.to_dict()
    try:
        game.apply(move)
    except IllegalMove as exc:
        assert not legal, f"is_legal said yes but apply refused {move}: {exc}"
        assert str(exc).strip(), f"no message for {move}"
        assert game.to_dict() == before, f"rejected {move} changed the game"
        return False
    assert legal, f"is_legal said no but apply accepted {move}"
    return True


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st.integers(0, 2**32), hands=st.integers(1, 2),
       junk=st.floats(0.0, 0.5))
def test_any_sequence_of_proposed_moves_keeps_the_game_sound(rules, seed, hands, junk):
    rng = random.Random(seed)
    game = Game.new(rules, seed=seed)
    deck = full_deck()
    totals = [0] * game.num_sides
    for _ in range(hands):
        steps = 0
        while game.phase not in FINISHED:
            steps += 1
            assert steps < 4000, "the hand does not end"
            options = legal_moves(game)
            assert options, f"no legal move for seat {game.turn} in phase {game.phase}"
            if rng.random() < junk:
                propose(game, garbage(rng, game), rng)
            else:
                active = [m for m in options if not isinstance(m, (Draw, Discard))]
                move = rng.choice(active if active and rng.random() < 0.7 else options)
                assert propose(game, move, rng), f"listed move {move} was refused"
            assert card_count(game) == 162
            if steps % 25 == 0:
                assert census(game) == deck
        assert census(game) == deck
        result = game.hand_result()
        hand_totals_add_up(result)
        totals = [a + b for a, b in zip(totals, result.totals, strict=True)]
        assert game.scores == totals
        if game.phase == "game_over":
            break
        game.next_hand()
        assert census(game) == deck


def every_proposal(game: Game) -> list[object]:
    """Every move of the kinds `is_legal` may refuse at once, as a player might propose it now:
    each card held (and a joker, a 2 and a black 3) onto each meld of either side and onto no
    meld, every two melds merged (one with itself too), three of each rank held laid, the pile
    taken with a pair of its top card's rank, a red 3 laid."""
    hand = game.hand(game.turn)
    ids = sorted({m.id for side in range(game.num_sides) for m in game.melds(side)} | {99})
    cards = sorted(set(hand) | {Card.parse("JK"), Card.parse("2C"), Card.parse("3S")},
                   key=str)
    moves: list[object] = [LayRedThree()]
    moves += [Extend(i, [c]) for i in ids for c in cards]
    moves += [Extend(i, [c, d]) for i in ids for c, d in zip(cards, cards[1:], strict=False)]
    moves += [Merge(a, b) for a in ids for b in ids]
    by_rank: dict[str, list[Card]] = {}
    for c in hand:
        by_rank.setdefault(c.rank, []).append(c)
    moves += [Meld([held[:3]]) for held in by_rank.values() if len(held) >= 3]
    pile = game.discard_pile
    if pile:
        moves.append(TakePile([c for c in hand if c.rank == pile[-1].rank][:2]))
    return moves


def every_kind_of_meld(seed: int) -> Game:
    """Seat 0 to meld, its side with a meld of each kind that takes cards or is closed."""
    return Game.setup(
        Rules(players=2, bolivia=True), hands=["2H JK 3C 5H 8H 9H 3H KH KH 4S QS 7C AD 3D 3D",
                                               "4C 5C 6C 7D 8D 9D TD JD QD KC AC 2D 3S JK"],
        stock="9C TC JC QH KD AH 4D 5D 6D 7H 8C 9S TH JH QC KS AS 2S 4H 5S",
        discard="6S TS", turn=seed % 2, phase="meld",
        melds={0: ["2C 2D JK", "JK JK JK 2S 2H 2D 2C", "6H 7H 8H", "4S 5S 6S 7S 8S 9S TS",
                   "KC KD KS 2C", "QC QD QS QH QC QD QS", "KS KD KC"],
               1: ["5D 6D 7D", "AC AD AS", "JC JD JS JH 2S"]})


@pytest.mark.parametrize("rules", [Rules(players=2), Rules(players=3, red_threes="auto"),
                                   Rules(players=4, bolivia=True), Rules(players=6), None],
                         ids=repr)
def test_is_legal_refuses_at_once_only_what_the_full_check_refuses(rules: Rules | None) -> None:
    """`is_legal` answers the proposals refused most without the full check: over whole random
    hands, from the deal or from a table with every kind of meld (``None``), its answer to
    every proposal of those kinds is the full check's (`Game.check`)."""
    for seed in range(3):
        game = every_kind_of_meld(seed) if rules is None else Game.new(rules, seed=seed)
        rng = random.Random(seed)
        while game.phase not in FINISHED:
            for move in every_proposal(game):
                try:
                    game.check(move)  # type: ignore[arg-type]
                except IllegalMove:
                    legal = False
                else:
                    legal = True
                assert game.is_legal(move) == legal, (move, game.to_dict())  # type: ignore[arg-type]
            options = legal_moves(game)
            active = [m for m in options if not isinstance(m, (Draw, Discard))]
            game.apply(rng.choice(active if active and rng.random() < 0.7 else options))
