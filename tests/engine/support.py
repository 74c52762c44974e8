"""Helpers for the engine tests: they use only the public API of ENGINE_CONTRACT.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from samba_desktop.engine import (
    Card,
    Discard,
    Draw,
    Game,
    IllegalMove,
    Rules,
    legal_moves,
    parse_cards,
)

FINISHED = ("hand_over", "game_over")

# A filler hand for the seats a test does not care about.
FILLER = "4C 5D 6S 7C 9D"


def card(text: str) -> Card:
    return Card.parse(text)


def hand_text(game: Game, seat: int) -> list[str]:
    return sorted(str(c) for c in game.hand(seat))


def sorted_text(text: str) -> list[str]:
    return sorted(str(c) for c in parse_cards(text))


def position(players: int = 4, *, hands: dict[int, str] | None = None, stock: str = "KD KD 9C 9C",
             discard: str = "4D", rules: Rules | None = None, **kwargs) -> Game:
    """A `Game.setup` position; seats not given in ``hands`` hold `FILLER`."""
    rules = rules or Rules(players=players)
    given = hands or {}
    all_hands = [given.get(seat, FILLER) for seat in range(rules.players)]
    return Game.setup(rules, hands=all_hands, stock=stock, discard=discard, **kwargs)


def assert_illegal(game: Game, move, *words: str) -> IllegalMove:
    """``move`` is rejected with a message holding ``words``, and the game is left unchanged."""
    before = game.to_dict()
    assert not game.is_legal(move)
    with pytest.raises(IllegalMove) as info:
        game.apply(move)
    message = str(info.value)
    assert message.strip(), f"empty message for {move}"
    for word in words:
        assert word.lower() in message.lower(), f"{word!r} not in {message!r}"
    assert game.to_dict() == before, "a rejected move changed the game"
    return info.value


def assert_legal(game: Game, move) -> None:
    assert game.is_legal(move), f"{move} should be legal"
    game.apply(move)


def census(game: Game) -> Counter:
    """Every card of the position: hands, stock, discard pile, melds and laid red 3s.

    Laid red 3s are counted by number only (the rules never say which suit), as ``"red3"``;
    red 3s elsewhere are counted the same way.
    """
    d = game.to_dict()
    texts: list[str] = []
    for hand in d["hands"]:
        texts += hand
    texts += d["stock"] + d["discard"]
    for side in d["melds"]:
        for meld in side:
            texts += meld["cards"]
    counts = Counter("red3" if t in ("3D", "3H") else t for t in texts)
    counts["red3"] += sum(game.red_threes(s) for s in range(game.num_sides))
    return +counts


def full_deck() -> Counter:
    counts: Counter = Counter()
    for rank in "456789TJQKA23":
        for suit in "CDHS":
            key = "red3" if rank + suit in ("3D", "3H") else rank + suit
            counts[key] += 3
    counts["JK"] = 6
    return counts


def play_random(game: Game, rng: random.Random, *, max_moves: int = 5000,
                meld_bias: float = 0.7) -> int:
    """Play random legal moves (preferring melds over draws/discards) to the end of the hand."""
    moves = 0
    while game.phase not in FINISHED:
        options = legal_moves(game)
        assert options, f"no legal move in phase {game.phase}"
        active = [m for m in options if not isinstance(m, (Draw, Discard))]
        pick = rng.choice(active) if active and rng.random() < meld_bias else rng.choice(options)
        game.apply(pick)
        moves += 1
        assert moves < max_moves, "the hand does not end"
    return moves
