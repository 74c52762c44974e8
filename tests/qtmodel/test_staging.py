"""Staging: the human side's first meld put together meld by meld (no Qt needed)."""

from __future__ import annotations

from samba_desktop.engine import Discard, Draw, Game, Meld, Rules, parse_cards
from samba_desktop.qtmodel.staging import Staging

from .test_game_model import first_meld_position


def _c(text: str):
    return parse_cards(text)


def _drawn():
    """Seat 0 has drawn and may meld: aces, a clubs run and a pair of kings in hand."""
    game = first_meld_position()
    game.apply(Draw())
    return game


def test_staged_cards_stay_in_the_hand_but_are_not_free():
    game = _drawn()
    staging = Staging(game, 0)
    assert staging.active and not staging and staging.minimum == 50
    assert staging.stage(_c("AH AS AD")) is None
    assert staging.melds == [tuple(_c("AH AS AD"))] and staging.value == 60
    assert len(game.hand(0)) == 12 and len(staging.free_hand()) == 9
    assert not any(card in staging.free_hand() for card in _c("AH AS AD"))


def test_cards_are_added_to_a_staged_meld():
    game = Game.setup(Rules(players=2), hands=["5C 6C 7C 8C 9D AH AS AD 4S 4H", "4C 5D 6H 7S 8H"],
                      stock="8S 9H TC JD QH KD", discard="4D 9S KS", turn=0, phase="meld")
    staging = Staging(game, 0)
    assert staging.stage(_c("5C 6C")) is not None  # two cards are no meld
    assert staging.stage(_c("5C 6C 7C")) is None
    assert staging.stage(_c("9D"), index=0) is not None  # another suit
    assert staging.stage(_c("8C"), index=0) is None
    assert staging.melds == [tuple(_c("5C 6C 7C 8C"))]
    assert staging.value == 5 * 3 + 10


def test_what_cannot_be_staged_says_why_and_changes_nothing():
    staging = Staging(_drawn(), 0)
    assert staging.stage(_c("AH AS AD")) is None
    assert staging.problem(_c("AH KH KS")).key == "not_in_hand"  # AH is staged already
    assert staging.problem(_c("QD QH QS")).key == "not_in_hand"
    assert staging.problem(_c("KH KS"), index=3).key == "choose_cards"
    assert staging.problem(_c("KH 9D 4S")) is not None  # not a meld
    assert staging.stage(_c("KH 9D 4S")) is not None
    assert staging.melds == [tuple(_c("AH AS AD"))]


def test_unstage_clear_and_restore_say_whether_anything_changed():
    staging = Staging(_drawn(), 0)
    assert not staging.clear() and not staging.unstage(0)
    staging.stage(_c("AH AS AD"))
    staging.stage(_c("5C 6C 7C"))
    kept = staging.melds
    assert staging.unstage(0) and staging.melds == [tuple(_c("5C 6C 7C"))]
    assert not staging.unstage(1)
    assert staging.clear() and staging.melds == []
    staging.restore(kept)
    assert staging.melds == kept


def test_prune_drops_a_staged_meld_whose_card_left_the_hand():
    game = _drawn()
    staging = Staging(game, 0)
    staging.stage(_c("AH AS AD"))
    staging.stage(_c("5C 6C 7C"))
    assert not staging.prune()  # every staged card is still in hand
    game.apply(Discard(_c("AH")[0]))
    assert staging.prune()
    assert staging.melds == [tuple(_c("5C 6C 7C"))]


def test_once_the_side_has_melded_nothing_is_staged():
    game = _drawn()
    staging = Staging(game, 0)
    staging.stage(_c("AH AS AD"))
    game.apply(Meld((tuple(_c("AH AS AD")), tuple(_c("5C 6C 7C")))))
    assert not staging.active
    assert staging.prune() and staging.melds == []


def test_without_a_human_nobody_stages():
    staging = Staging(_drawn(), None)
    assert not staging.active
    assert staging.minimum == 50 and len(staging.free_hand()) == 12  # seat 0's, as shown
