"""Hints: from the strongest computer level with its reason; a red 3 first; and the truth about
going out after the partner's "yes"."""

from __future__ import annotations

from types import SimpleNamespace

from samba_desktop.engine import Answer, Draw, Extend, Game, LayRedThree, Rules, parse_cards
from samba_desktop.qtmodel import game_model
from samba_desktop.qtmodel.game_model import HINT_LEVEL, HINT_SECONDS
from samba_desktop.qtmodel.hints import hint_text

from .helpers import FirstLegal, factory_of, model_with


def _position(hand: str, phase: str = "draw", melds=None) -> Game:
    return Game.setup(
        Rules(players=4),
        hands=[hand, "4D 5H 6S 7D 8H", "9C TD JH QS KC", "4H 5S 6D 7H 8D"],
        stock="8S 9H TC JD QH KD 4H 5S 6D 7H 8D 9S TS JC QC",
        discard="4H 9S KD",
        melds=melds,
        turn=0,
        phase=phase,
    )


def test_a_red_3_in_hand_is_the_hint_before_the_first_draw(qtbot):
    model = model_with(_position("3H KH KS AH AS AD 5C 6C 7C 9D"))
    model.start()
    with qtbot.waitSignal(model.hint_ready, timeout=5000) as blocker:
        model.request_hint()
    move, text = blocker.args
    assert move == LayRedThree()
    assert text.startswith("Lay your red 3.") and "red 3 is laid at once" in text


def test_hints_come_from_the_strongest_level_on_a_time_budget(qtbot, monkeypatch):
    made = []

    def create_player(level, seed=None, **options):
        made.append((level, options))
        return FirstLegal()

    monkeypatch.setattr(game_model, "create_player", create_player)
    model = model_with(_position("KH KS AH AS AD 5C 6C 7C 9D 4S"))
    model.start()
    with qtbot.waitSignal(model.hint_ready, timeout=5000) as blocker:
        model.request_hint()
    assert made == [(HINT_LEVEL, {"time": HINT_SECONDS})] and HINT_LEVEL == "hard"
    move, _text = blocker.args
    assert model.game.is_legal(move)


class Explains(FirstLegal):
    """A stand-in that says why, as every real computer player does (``last_decision``)."""

    def choose(self, view):
        move = super().choose(view)
        self.last_decision = SimpleNamespace(move=move, key="fake.keeps_pair", params={},
                                             reason="Drawing keeps the pair of kings.")
        return move


def test_a_hint_says_why(qtbot):
    model = game_model.GameModel(
        model_with().config, _position("KH KS AH AS AD 5C 6C 7C 9D 4S"),
        player_factory=factory_of(FirstLegal), hint_factory=lambda seed: Explains())
    model.start()
    with qtbot.waitSignal(model.hint_ready, timeout=5000) as blocker:
        model.request_hint()
    _move, text = blocker.args
    assert text == "Draw from the stock."
    assert model.hint_reason is not None  # shown beside the hint, in the player's language
    assert model.hint_reason.text == "Drawing keeps the pair of kings."


def test_after_the_partners_yes_the_player_learns_that_going_out_is_impossible(qtbot):
    canastas = {0: ["KH KS KD KC KH KS KD", "9H 9S 9D 9C 9H 9S 9D"]}
    model = model_with(_position("4C 6D 8H TS QC", phase="meld", melds=canastas))
    answers = []
    model.partner_answered.connect(lambda seat, yes: answers.append((seat, yes)))
    model.start()
    assert not model.going_out_impossible()  # nobody has said "yes" yet
    assert model.ask_partner()
    qtbot.waitUntil(lambda: answers == [(2, True)], timeout=5000)
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=5000)
    assert model.view.must_go_out
    assert model.going_out_impossible()
    with qtbot.waitSignal(model.hint_ready, timeout=5000) as blocker:
        model.request_hint()
    _move, text = blocker.args
    assert text.startswith("Going out is not possible with this hand any more")


def test_hint_text_names_the_meld_a_card_goes_to():
    game = _position("4C 6D 8H TS QC", phase="meld",
                     melds={0: ["KH KS KD", "5C 6C 7C"], 1: ["9H 9S 9D"]})
    clubs = next(m for m in game.melds(0) if m.kind != "group")
    text = hint_text(game, 0, Extend(clubs.id, tuple(parse_cards("4C"))))
    assert text == "Add 4\u2663 to \u2663 5\u20137."
    assert hint_text(game, 0, Extend(999, tuple(parse_cards("4C")))).endswith(" to ?.")
    assert hint_text(game, 0, Draw()) == "Draw from the stock."
    assert hint_text(game, 0, Answer(False)) == "Answer no."
