"""The contract's accessors are cheap (kept between reads) but never let a caller change the game.

`game.hand(seat)`, `game.discard_pile`, `meld.cards`, `game.melds(side)`, `game.scores` and
`game.move_log` each return a new list: changing it changes nothing in the game, and the next
read shows the game as it is.
"""

from __future__ import annotations

import random

from samba_desktop.engine import Card, Discard, Draw, Extend, Game, Meld, Rules, legal_moves

from .support import hand_text, position


def played_game(seed: int = 5, moves: int = 40) -> Game:
    game = Game.new(Rules(players=4), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if not game.in_play:
            break
        game.apply(rng.choice(legal_moves(game)))
    return game


def test_changing_a_returned_hand_leaves_the_game_as_it_was():
    game = played_game()
    before = game.to_dict()
    seat = game.turn
    hand = game.hand(seat)
    hand.clear()
    game.hand(seat).append(Card.parse("JK"))
    assert game.to_dict() == before
    assert len(game.hand(seat)) == game.hand_size(seat) > 0


def test_changing_the_returned_pile_leaves_the_game_as_it_was():
    game = played_game()
    before = game.to_dict()
    pile = game.discard_pile
    pile.append(Card.parse("AH"))
    pile.reverse()
    assert game.to_dict() == before
    assert [str(c) for c in game.discard_pile] == before["discard"]


def test_changing_returned_melds_or_meld_cards_leaves_the_game_as_it_was():
    game = position(hands={0: "9C 9D 5S 4S"}, phase="meld", melds={0: ["KS KS KS", "6H 7H 8H"]})
    before = game.to_dict()
    melds = game.melds(0)
    melds[0].cards.append(Card.parse("JK"))
    melds.pop()
    assert game.to_dict() == before
    assert [len(m.cards) for m in game.melds(0)] == [3, 3]


def test_scores_and_move_log_are_copies():
    game = played_game()
    before = game.to_dict()
    game.scores.append(5)
    game.move_log.clear()
    assert game.to_dict() == before


def test_every_read_shows_the_hand_as_it_is_now():
    game = position(hands={0: "9C 9D 9S 5S 4S"}, stock="8C 8C KD QD", phase="draw",
                    melds={0: ["KS KS KS"]})  # the stock's top card first
    first = game.hand(0)
    assert game.hand(0) == first and game.hand(0) is not first
    game.apply(Draw())
    assert hand_text(game, 0) == sorted(["9C", "9D", "9S", "5S", "4S", "8C", "8C"])
    game.apply(Meld(["9C 9D 9S"]))
    assert hand_text(game, 0) == sorted(["5S", "4S", "8C", "8C"])
    game.apply(Discard("4S"))
    assert hand_text(game, 0) == sorted(["5S", "8C", "8C"])
    assert [str(c) for c in game.discard_pile][-1] == "4S"


def test_a_copy_and_a_view_read_their_own_cards():
    game = played_game(seed=8)
    seat = game.turn
    hand = game.hand(seat)
    copy = game.copy()
    view = game.view(seat)
    other = (seat + 1) % game.num_players
    assert copy.hand(seat) == hand == view.hand
    assert view.known_cards(other) == game.known_cards(other)
    while copy.phase == "draw" or copy.turn == seat and copy.in_play:
        copy.apply(legal_moves(copy)[0])
    assert game.hand(seat) == hand  # the copy moved on, the game did not
    assert copy.hand(seat) != hand


def test_legality_asked_before_a_move_is_the_legality_applied():
    game = position(hands={0: "9C 9D 5S"}, phase="meld", melds={0: ["9S 9S 9S"]})
    meld_id = game.melds(0)[0].id
    extend = Extend(meld_id, ["9C"])
    assert game.is_legal(extend)
    game.apply(Extend(meld_id, ["9C"]))  # an equal move: applied as checked
    assert [str(c) for c in game.melds(0)[0].cards].count("9C") == 1
    # the same move again is checked again: 9C has left the hand
    assert not game.is_legal(extend)


def test_the_kept_hands_always_match_the_hands_through_whole_random_hands():
    for players, red_threes in ((4, "manual"), (3, "auto"), (6, "manual")):
        game = Game.new(Rules(players=players, red_threes=red_threes), seed=players)
        rng = random.Random(players)
        while game.in_play:
            for seat in range(players):
                assert [str(c) for c in game.hand(seat)] == game.to_dict()["hands"][seat]
            assert [str(c) for c in game.discard_pile] == game.to_dict()["discard"]
            game.apply(rng.choice(legal_moves(game)))


def test_kept_cards_follow_the_game_they_belong_to_through_copies_views_and_loads():
    def codes(cards):
        return [c.code for c in cards]

    def held(game, seat):
        return [c for c in range(53) for _ in range(game.hands[seat][c])]

    game = Game.new(Rules(players=4, red_threes="auto"), seed=12)
    rng = random.Random(12)
    while game.in_play:
        for seat in range(4):
            game.hand(seat)  # every hand kept, so each move below changes kept cards
        others = [game.copy(), Game.from_dict(game.to_dict()),
                  game.view(game.turn).determinize(random.Random(1))]
        move = rng.choice(legal_moves(game))
        game.apply(move)
        for other in others:
            if other.in_play and other.turn == game.move_log[-1][0]:
                other.apply(rng.choice(legal_moves(other)))
            for g in (game, other):
                for seat in range(4):
                    assert codes(g.hand(seat)) == held(g, seat)
                assert codes(g.discard_pile) == g.pile
