"""`game.view(seat)`: what one seat may know, and nothing more (ENGINE_CONTRACT.md "Game")."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Game,
    Rules,
    TakePile,
    legal_moves,
    parse_cards,
)

from .support import FINISHED, census, full_deck, position

PURE_K = "KC KC KD KD KH KH KS"
PURE_Q = "QC QC QD QD QH QS QS"


def snapshots(players: int, seed: int, red_threes: str = "manual", every: int = 7):
    """Games at many points of random play (copies), including the end of the hand."""
    rng = random.Random(seed)
    game = Game.new(Rules(players=players, red_threes=red_threes), seed=seed)
    out = []
    steps = 0
    while game.phase not in FINISHED:
        if steps % every == 0:
            out.append(game.copy())
        options = legal_moves(game)
        active = [m for m in options if type(m).__name__ not in ("Draw", "Discard")]
        game.apply(rng.choice(active) if active and rng.random() < 0.7 else rng.choice(options))
        steps += 1
    out.append(game)
    return out


STATES = [g for players, seed, r3 in [(2, 1, "manual"), (4, 2, "auto"), (6, 3, "manual"),
                                      (3, 4, "auto")]
          for g in snapshots(players, seed, r3)]
IN_PLAY = [g for g in STATES if g.phase not in FINISHED]


def dump(obj, depth: int = 0):
    """Everything reachable from ``obj`` (attributes, slots, containers) as plain data."""
    if depth > 12:
        return "..."
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, Card):
        return str(obj)
    if isinstance(obj, (list, tuple)):
        return [dump(x, depth + 1) for x in obj]
    if isinstance(obj, dict):
        return {str(k): dump(v, depth + 1) for k, v in obj.items()}
    fields = {}
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name != "__weakref__" and hasattr(obj, name):
                fields[name] = dump(getattr(obj, name), depth + 1)
    for name, value in getattr(obj, "__dict__", {}).items():
        fields[name] = dump(value, depth + 1)
    return [type(obj).__name__, fields]


def twin_with_other_hidden_cards(game: Game, seat: int, rng: random.Random) -> Game | None:
    """The same public position, other players' unknown cards and the stock exchanged."""
    d = game.to_dict()
    others = [s for s in range(game.num_players) if s != seat]
    rng.shuffle(others)
    for other in others:
        free = Counter(d["hands"][other]) - Counter(d["known"][other])
        swappable = [(h, i) for h in free for i, s in enumerate(d["stock"]) if s != h]
        if swappable:
            h, i = rng.choice(swappable)
            hand = d["hands"][other]
            hand[hand.index(h)], d["stock"][i] = d["stock"][i], h
            break
    else:
        return None
    rng.shuffle(d["stock"])
    d["seed"] = 987654321
    twin = Game.from_dict(d)
    assert twin != game
    return twin


@pytest.mark.parametrize("index", range(0, len(IN_PLAY), 2))
def test_view_is_the_same_whatever_the_hidden_cards_are(index):
    """(At the end of a hand the results show each side's hand penalty, so only during play.)"""
    game = IN_PLAY[index]
    rng = random.Random(index)
    for seat in range(game.num_players):
        twin = twin_with_other_hidden_cards(game, seat, rng)
        if twin is None:
            continue
        mine, theirs = game.view(seat), twin.view(seat)
        assert mine.to_dict() == theirs.to_dict()
        assert repr(mine) == repr(theirs)
        assert dump(mine) == dump(theirs)


@pytest.mark.parametrize("index", range(len(STATES)))
def test_view_holds_no_other_hand_and_no_stock_order(index):
    game = STATES[index]
    d = game.to_dict()
    for seat in range(game.num_players):
        view = game.view(seat)
        vd = view.to_dict()
        json.dumps(vd)
        assert vd["stock"] == []
        assert vd.get("seed") is None
        for other in range(game.num_players):
            if other != seat:
                assert vd["hands"][other] == []
        assert sorted(vd["hands"][seat]) == sorted(d["hands"][seat])
        text = repr(view) + str(view)
        for other in range(game.num_players):
            if other != seat and game.hand(other):
                assert " ".join(d["hands"][other]) not in text
        if len(d["stock"]) > 3:
            assert " ".join(d["stock"][:4]) not in json.dumps(vd)


@pytest.mark.parametrize("index", range(len(STATES)))
def test_view_shows_own_hand_sizes_and_public_state(index):
    game = STATES[index]
    for seat in range(game.num_players):
        view = game.view(seat)
        assert sorted(map(str, view.hand)) == sorted(map(str, game.hand(seat)))
        assert view.hand_sizes == [len(game.hand(s)) for s in range(game.num_players)]
        assert view.turn == game.turn
        assert view.phase == game.phase
        assert view.scores == game.scores
        assert view.stock_size == game.stock_size
        assert view.discard_pile == game.discard_pile
        assert view.partner_answer == game.partner_answer
        assert view.move_log == game.move_log
        for side in range(game.num_sides):
            assert [m.cards for m in view.melds(side)] == [m.cards for m in game.melds(side)]
            assert view.red_threes(side) == game.red_threes(side)


@pytest.mark.parametrize("index", range(len(STATES)))
def test_view_legal_moves_are_all_legal(index):
    game = STATES[index]
    for seat in range(game.num_players):
        moves = game.view(seat).legal_moves()
        if seat != game.turn or game.phase in FINISHED:
            assert moves == []
            continue
        assert moves, "the player to move has no legal move"
        for move in moves:
            assert game.is_legal(move), move


@pytest.mark.parametrize("index", range(len(IN_PLAY)))
def test_determinize_is_consistent_with_the_view(index):
    game = IN_PLAY[index]
    seat = game.turn
    view = game.view(seat)
    for k in range(2):
        sample = view.determinize(random.Random(k))
        assert census(sample) == full_deck()
        assert sample.view(seat).to_dict() == view.to_dict()
        assert sorted(map(str, sample.hand(seat))) == sorted(map(str, game.hand(seat)))
        for other in range(game.num_players):
            if other != seat:
                known = Counter(map(str, view.known_cards(other)))
                assert not known - Counter(map(str, sample.hand(other)))
        assert Game.from_dict(sample.to_dict()) == sample  # a valid game


def test_view_in_the_answer_phase_and_known_cards():
    game = position(4, hands={0: "9C 9S 4D 8D", 2: "KS 5C"}, discard="AS AH 9D",
                    melds={0: [PURE_K, PURE_Q]})
    game.apply(TakePile(parse_cards("9C 9S")))
    game.apply(AskPartner())
    partner = game.view(2)
    assert partner.phase == "answer"
    assert partner.turn == 2
    assert set(partner.legal_moves()) == {Answer(True), Answer(False)}
    assert sorted(map(str, partner.known_cards(0))) == ["AH", "AS"]
    assert partner.to_dict()["hands"][0] == []
    assert game.view(0).legal_moves() == []


def test_every_seat_sees_who_asked_until_the_partner_answers():
    game = position(4, hands={0: "9C 9S 4D 8D", 2: "KS 5C"}, discard="AS AH 9D",
                    melds={0: [PURE_K, PURE_Q]})
    game.apply(TakePile(parse_cards("9C 9S")))
    assert [game.view(seat).asker for seat in range(4)] == [None] * 4
    game.apply(AskPartner())
    assert [game.view(seat).asker for seat in range(4)] == [0] * 4  # asked aloud
    game.apply(Answer(False))
    assert game.view(1).asker is None


def test_view_of_a_bad_seat_is_refused():
    game = Game.new(Rules(players=2), seed=1)
    with pytest.raises(ValueError):
        game.view(2)


# -------------------------------------------------------------- determinize(shape=...)
def _other(seat: int, game: Game) -> int:
    return (seat + 1) % game.num_players


@pytest.mark.parametrize("index", range(0, len(IN_PLAY), 5))
def test_a_shape_that_changes_nothing_gives_the_plain_sample(index):
    game = IN_PLAY[index]
    view = game.view(game.turn)
    seen: list[tuple[int, int]] = []

    def look(hands, stock):
        seen.append((len(hands), len(stock)))

    assert view.determinize(random.Random(3), shape=look) == view.determinize(random.Random(3))
    assert seen == [(game.num_players, game.stock_size)]


def test_a_shape_moves_cards_between_a_hand_and_the_stock():
    game = Game.new(Rules(players=2), seed=7)
    seat = game.turn
    view = game.view(seat)
    other = _other(seat, game)
    moved: dict[str, int] = {}

    def swap(hands, stock):
        give = next(c for c in range(53) if hands[other][c])  # the other hand's lowest card
        i = next(i for i, c in enumerate(stock) if c != give)
        take = stock[i]
        hands[other][give] -= 1
        hands[other][take] += 1
        stock[i] = stock[0]
        stock[0] = give  # the card given away goes on top of the stock
        moved.update(give=give, take=take)

    sample = view.determinize(random.Random(1), shape=swap)
    plain = view.determinize(random.Random(1))
    counts = Counter(c.code for c in sample.hand(other))
    before = Counter(c.code for c in plain.hand(other))
    assert counts - before == Counter({moved["take"]: 1})
    assert before - counts == Counter({moved["give"]: 1})
    assert census(sample) == full_deck()
    assert sample.view(seat).to_dict() == view.to_dict()
    assert Game.from_dict(sample.to_dict()) == sample
    # the stock is given top card first: the next draw takes the card put on top
    sample.apply(Draw())
    drawn = Counter(map(str, sample.hand(seat))) - Counter(map(str, game.hand(seat)))
    assert str(Card.from_code(moved["give"])) in drawn


def test_the_shaped_lists_are_not_kept_by_the_game():
    game = Game.new(Rules(players=4), seed=2)
    view = game.view(game.turn)
    kept = {}

    def grab(hands, stock):
        kept["hands"], kept["stock"] = hands, stock

    sample = view.determinize(random.Random(5), shape=grab)
    text = sample.to_dict()
    other = _other(game.turn, game)
    first = sample.hand(other)
    code = next(c for c in range(53) if kept["hands"][other][c])
    kept["hands"][other][code] -= 1
    kept["stock"].clear()
    assert sample.to_dict() == text
    assert sample.hand(other) == first


@pytest.mark.parametrize(("change", "message"), [
    ("own hand", "own hand"), ("hand size", "size of hand"), ("stock size", "stock's size"),
    ("new card", "which cards are unseen"), ("known card", "known cards"),
    ("bad code", "no card code")])
def test_a_shape_that_disagrees_with_the_view_is_refused(change, message):
    game = position(4, hands={0: "9C 9S 4D 8D", 2: "KS 5C"}, discard="AS AH 9D",
                    melds={0: [PURE_K, PURE_Q]})
    game.apply(TakePile(parse_cards("9C 9S")))  # seat 0 now holds AS AH, known to all
    game.apply(Discard(parse_cards("4D")[0]))
    full = Game.new(Rules(players=4), seed=11)
    target = full if change in ("new card", "bad code") else game
    seat = target.turn
    view = target.view(seat)
    other = 0 if change == "known card" else _other(seat, target)

    def bad(hands, stock):
        if change == "own hand":
            hands[seat][stock[0]] += 1
            hands[seat][next(c for c in range(53) if hands[seat][c] and c != stock[0])] -= 1
        elif change == "hand size":
            hands[other][stock.pop()] += 1
            stock.append(stock[0])
        elif change == "stock size":
            stock.pop()
        elif change == "new card":  # a card of the hand becomes one that is not unseen
            give = next(c for c in range(53) if hands[other][c])
            hands[other][give] -= 1
            hands[other][(give + 1) % 53] += 1
        elif change == "known card":  # the AS taken with the pile leaves seat 0's hand
            ace = Card.parse("AS").code
            hands[other][ace] -= 1
            hands[other][stock[0]] += 1
            stock[0] = ace
        else:
            stock[0] = 99

    with pytest.raises(ValueError, match=message):
        view.determinize(random.Random(0), shape=bad)
