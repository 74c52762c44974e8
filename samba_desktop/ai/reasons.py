"""Decision records: why a computer player made its move ("Why did the computer do that?").

Every player sets ``player.last_decision`` in ``choose(view)`` to a `Decision`: the move, the
reason as a stable ``key`` with JSON-simple ``params`` (str/int/float/bool; cards as their text
form, e.g. ``"3C"``) and the English sentence made from `REASONS`, and the alternatives weighed.
The reason is filled in where the decision is made, from the numbers that decided it.

The UI translates ``REASONS[key]`` (the English source text) with ``params``; params whose name
is in `CARD_PARAMS` hold card texts (space-separated for several cards), shown with suit signs. A
count that a word agrees with ("%n card(s)") is the template's ``%n`` (``%Ln`` for points), and
`COUNTS` names the param that fills it, so that each language picks its plural form.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from samba_desktop.engine import Card, Move
from samba_desktop.engine.cards import SUIT_SYMBOLS

#: a reason parameter's value: JSON-simple (cards as their text form)
ParamValue = str | int | float | bool
#: a reason's parameters, by the names its template uses
ReasonParams = dict[str, ParamValue]
#: the moves weighed against the chosen one, each with its score (higher was judged better)
Alternatives = list[tuple[Move, float]]
#: a reason in the making, as a policy appends it while it decides: (key, params, alternatives)
Reason = tuple[str, ReasonParams, Alternatives]

#: parameters that hold cards (text form, space separated)
CARD_PARAMS = frozenset({"card", "cards", "top", "other_card", "other_cards", "meld",
                         "canasta_meld"})

#: stable key -> English template (``str.format`` with the record's params). A template with a
#: count that a word depends on ("%n card(s)") names that count's param in `COUNTS`: Qt puts it in
#: for ``%n`` (``%Ln`` with the locale's digit grouping) and picks the language's plural form.
REASONS: dict[str, str] = {
    # ---------------------------------------------------------------- shared
    "forced": "This was the only legal move (%n option(s)).",
    "answer.always_yes": "Said yes to the partner: the level Easy always lets its partner go out "
                         "(our hand holds %Ln point(s)).",
    # ---------------------------------------------------------------- random
    "random.choice": "Picked one of %n legal move(s) at random.",
    # ---------------------------------------------------------------- easy
    "easy.red_three": "Laid a red 3: each one laid counts 100 points for the side.",
    "easy.take_pile": "Took the pile of %n card(s) with {cards} from the hand.",
    "easy.take_top": "Took the top card {card} onto our sequence of %n card(s).",
    "easy.draw_no_pair": "Drew from the stock: no pair in the hand matches the top card {top} "
                         "of the pile of %n card(s).",
    "easy.draw_blocked": "Drew from the stock: the pile of %n card(s) is blocked by {top}.",
    "easy.draw_empty": "Drew from the stock: the discard pile is empty.",
    "easy.meld": "Laid %n card(s) in new melds: {cards}.",
    "easy.extend": "Added {cards} to a meld on the table, which now holds %n card(s).",
    "easy.discard": "Discarded {card}: the card with the least use in a hand of %n card(s).",
    "easy.first": "Played the first of %n legal move(s): nothing better stood out.",
    "easy.pass": "Passed and kept {card}: one card left, and the side may not go out yet.",
    # ---------------------------------------------------------------- normal (and sparring)
    "normal.take_pile": "Took the pile: %n card(s) worth {points}, judged worth {gain} more than "
                        "drawing two cards.",
    "normal.take_pile_first": "Took the pile: %n card(s) worth {points}, and it completes our "
                              "first meld (minimum {minimum}).",
    "normal.take_top": "Took {card} from the pile onto our sequence, which grows to %n card(s); "
                       "judged worth {gain} more than drawing.",
    "normal.draw_no_pair": "Drew from the stock: we hold no natural pair of the top card {top} "
                           "(a pile of %n card(s)).",
    "normal.draw_blocked": "Drew from the stock: the pile of %n card(s) is blocked by {top}.",
    "normal.draw_empty": "Drew from the stock: the discard pile is empty.",
    "normal.draw_minimum": "Drew from the stock: our pair of the top card {top} does not reach "
                           "the first-meld minimum of {minimum}.",
    "normal.draw_not_worth": "Drew from the stock: taking the pile of %n card(s) was judged "
                             "worth {loss} less than two cards from the stock.",
    "normal.red_three": "Laid a red 3 first: it counts 100 points (our side now has %n red 3(s) "
                        "laid).",
    "normal.first_meld": "Laid our first meld, {cards}: worth {value}, the minimum is {minimum}.",
    "normal.meld": "Laid new melds from the hand: {cards} (%n card(s)).",
    "normal.extend_canasta": "Added {cards} to finish a canasta of %n card(s).",
    "normal.extend_samba": "Added {cards} to finish a samba of %n card(s) in sequence.",
    "normal.extend_sequence": "Added {cards} to our sequence, which now holds %n card(s) toward "
                              "a samba.",
    "normal.extend_group": "Added {cards} to our group, which now holds %n card(s).",
    "normal.merge": "Merged two of our groups into one of %n card(s).",
    "normal.go_out": "Going out: our side scores about {ours} on this hand against {theirs} "
                     "for the best other side, with %n card(s) left to lay.",
    "normal.go_out_must": "Going out: the partner said yes, so we must go out now, with %n "
                          "card(s) left to lay.",
    "normal.go_out_late": "Going out: only %n card(s) left in the stock, or the opponents can go "
                          "out; our side {ours} against {theirs}.",
    "normal.ask": "Asked the partner whether we may go out: we can, and the partner still "
                  "holds %n card(s).",
    "normal.no_out_discard": "Did not go out: our side would score about {ours} against {theirs}; "
                             "discarded {card} instead.",
    "normal.discard": "Discarded {card}: the cheapest card to give away (cost {cost}; next best "
                      "{other_card} at {other_cost}).",
    "normal.discard_block": "Discarded {card} to block: the pile holds %n card(s), and the next "
                            "player cannot take it while a black 3 is on top.",
    "normal.discard_safe": "Discarded {card}: the next player holds a pair of it with a chance of "
                           "only {chance}%, and {other_card} was riskier (cost {other_cost} "
                           "against {cost}).",
    "normal.discard_wild_block": "Blocked the pile of %n card(s) by discarding {card}, a wild "
                                 "card: every other card was too useful or too dangerous "
                                 "(the cheapest other discard would have cost {other_cost}).",
    "normal.discard_single": "Discarded {card} and kept the pair it would have broken "
                             "(cost {cost} against {other_cost}).",
    "normal.pass": "Passed and kept {card}: one card left, and our side may not go out yet.",
    "normal.answer_red_three": "Said no: I still hold a red 3; with it the hand would cost our "
                               "side %Ln point(s).",
    "normal.answer_small_hand": "Said yes: my hand holds only %Ln point(s) (at most {limit}).",
    "normal.answer_ahead": "Said yes: even with the %Ln point(s) in my hand against us we stay "
                           "about {margin} ahead on this hand.",
    "normal.answer_behind": "Said no: the %Ln point(s) in my hand would leave us only {margin} "
                            "ahead on this hand (we want {limit}).",
    "normal.fallback": "Played a safe legal move (options: {count}): the plan did not fit.",
    # ---------------------------------------------------------------- sparring
    "sparring.take_pile": "Took the pile as soon as it could: %n card(s) worth {points}.",
    "sparring.go_out": "Going out the moment our side may, with %n card(s) left to lay.",
    "sparring.block": "Discarded {card} to block the big pile of %n card(s).",
    "sparring.discard_high": "Discarded {card}, the highest card no meld of ours wants "
                             "(%Ln point(s)); the next opponent holds a pair of it with a "
                             "chance of {chance}%.",
    "sparring.discard": "Discarded {card} (%Ln point(s)): no meld of ours wants it.",
    # ---------------------------------------------------------------- hard
    "hard.go_out": "Going out won in {win}% of %Ln sampled deal(s); holding back won in "
                   "{alt_win}%.",
    "hard.hold_back": "Did not go out: holding back won in {win}% of %Ln sampled deal(s); "
                      "going out won in {alt_win}%.",
    "hard.switch": "Search over %Ln sampled deal(s): this plan scored {gain} more on average "
                   "than the rule-based choice (won {win}% against {alt_win}%).",
    "hard.switch_cards": "Search over %Ln sampled deal(s): playing {cards} in this plan scored "
                         "{gain} more on average than the rule-based choice (won {win}% against "
                         "{alt_win}%).",
    "hard.switch_discard": "Search over %Ln sampled deal(s): playing {cards} in this plan scored "
                           "{gain} more on average than the rule-based choice of discarding "
                           "{other_card} (won {win}% against {alt_win}%).",
    "hard.switch_meld": "Search over %Ln sampled deal(s): playing {cards} in this plan scored "
                        "{gain} more on average than the rule-based choice of laying "
                        "{other_cards} (won {win}% against {alt_win}%).",
    "hard.switch_draw": "Search over %Ln sampled deal(s): this scored {gain} more on average than "
                        "the rule-based choice of drawing from the stock (won {win}% against "
                        "{alt_win}%).",
    "hard.keep": "Search over %Ln sampled deal(s) found no plan clearly better than the "
                 "rule-based choice (plans compared: {plans}; won {win}% of the deals).",
    "hard.answer": "Answered after %Ln sampled deal(s): this answer won in {win}%, the "
                   "other in {alt_win}%.",
    "hard.plan_step": "Step {step} of {steps} of the turn plan chosen by search (won {win}% of "
                      "%Ln sampled deal(s)).",
    # ---------------------------------------------------------------- the coach (review.py)
    "review.only": "This was the only legal move.",
    "review.best": "Well played: every plan the computer would consider starts with this move.",
    "review.fine": "Well played: no move was clearly better here.",
    "review.take_pile": "Taking the pile with {cards} was worth about %Ln point(s) more per "
                        "hand than drawing from the stock.",
    "review.take_pile_cards": "Taking the pile with {cards} was worth about %Ln point(s) more "
                              "per hand.",
    "review.take_top": "Taking the top card {card} onto your sequence was worth about %Ln "
                       "point(s) more per hand.",
    "review.draw": "Drawing from the stock was worth about %Ln point(s) more per hand than "
                   "taking the pile.",
    "review.go_out": "Going out now was worth about %Ln point(s) more per hand than holding "
                     "back.",
    "review.hold_back": "Holding back was worth about %Ln point(s) more per hand than going "
                        "out now.",
    "review.ask": "Asking your partner whether you may go out was worth about %Ln point(s) "
                  "more per hand.",
    "review.discard": "Discarding {card} instead of {other_card} was worth about %Ln point(s) "
                      "more per hand.",
    "review.discard_wild": "Discarding {card} instead of the wild card {other_card} was worth "
                           "about %Ln point(s) more per hand: a wild card is worth more in "
                           "your melds.",
    "review.discard_now": "Discarding {card} now and keeping the rest in your hand was worth "
                          "about %Ln point(s) more per hand.",
    "review.meld": "Laying {cards} was worth about %Ln point(s) more per hand.",
    "review.extend": "Adding {cards} to your meld was worth about %Ln point(s) more per hand.",
    "review.merge": "Merging two of your groups was worth about %Ln point(s) more per hand.",
    "review.red_three": "Laying your red 3 was worth about %Ln point(s) more per hand.",
    "review.pass": "Passing with your last card was worth about %Ln point(s) more per hand.",
    "review.answer_yes": "Answering yes was worth about %Ln point(s) more per hand.",
    "review.answer_no": "Answering no was worth about %Ln point(s) more per hand.",
    # the coach's verdicts on a decision (or the rest of a turn): what was better, by how much
    # for this decision, then (``params["facts"]``) what the play-outs saw
    "coach.take_pile": "Taking the pile with {cards} was better than drawing from the stock, by "
                       "about %Ln point(s).",
    "coach.take_pile_cards": "Taking the pile with {cards} was better, by about %Ln point(s).",
    "coach.take_top": "Taking the top card {card} onto your sequence was better, by about %Ln "
                      "point(s).",
    "coach.draw": "Drawing from the stock was better than taking the pile, by about %Ln "
                  "point(s).",
    "coach.draw_top": "Drawing from the stock was better than taking the top card {card}, by "
                      "about %Ln point(s).",
    "coach.go_out": "Going out this turn was better than holding back, by about %Ln point(s).",
    "coach.hold_back": "Holding back was better than going out now, by about %Ln point(s).",
    "coach.ask": "Asking your partner whether you may go out was better, by about %Ln "
                 "point(s).",
    "coach.discard": "Discarding {card} instead of {other_card} was better, by about %Ln "
                     "point(s).",
    "coach.discard_wild": "Discarding {card} was better than throwing away a wild card "
                          "({other_card}), by about %Ln point(s).",
    "coach.discard_now": "Discarding {card} and keeping the rest in your hand was better, by "
                         "about %Ln point(s).",
    "coach.keep_cards": "Keeping {cards} in your hand this turn was better, by about %Ln "
                        "point(s).",
    "coach.meld": "Laying {cards} was better, by about %Ln point(s).",
    "coach.extend": "Adding {cards} to your meld {meld} was better, by about %Ln point(s).",
    "coach.extend_new": "Adding {cards} to your new meld was better, by about %Ln point(s).",
    "coach.merge": "Merging two of your groups was better, by about %Ln point(s).",
    "coach.red_three": "Laying your red 3 was better, by about %Ln point(s).",
    "coach.pass": "Passing with your last card was better, by about %Ln point(s).",
    "coach.answer_yes": "Answering yes was better, by about %Ln point(s).",
    "coach.answer_no": "Answering no was better, by about %Ln point(s).",
    # what the play-outs saw (one count each: the deals; the other figures need no noun)
    "coach.fact.canasta": "Your meld {canasta_meld} would have become a canasta.",
    "coach.fact.pile_next": "The next player took the pile you left open, with {top} on top, in "
                            "{times} of %n sampled deal(s); after the better play, in {kept}.",
    "coach.fact.pile_opponent": "An opponent took the pile you left open, with {top} on top, in "
                                "{times} of %n sampled deal(s); after the better play, in "
                                "{kept}.",
    "coach.fact.out_opponent": "An opponent went out before your next turn in {times} of %n "
                               "sampled deal(s); after the better play, in {kept}.",
    "coach.fact.pile_ours": "After the better play your side took the pile by the end of your "
                            "next turn in {times} of %n sampled deal(s); after yours, in "
                            "{kept}.",
    # ---------------------------------------------------------------- the tools' yardsticks
    "frozen.move": "The frozen yardstick {level} (commit {commit}) chose this move "
                   "(legal moves: {count}).",
}

#: the param that is a template's ``%n`` (the count its words agree with), by key
COUNTS: dict[str, str] = {
    "forced": "count", "answer.always_yes": "penalty", "random.choice": "count",
    "easy.take_pile": "pile", "easy.take_top": "length", "easy.draw_no_pair": "pile",
    "easy.draw_blocked": "pile", "easy.meld": "count", "easy.extend": "length",
    "easy.discard": "hand", "easy.first": "count",
    "normal.take_pile": "pile", "normal.take_pile_first": "pile", "normal.take_top": "length",
    "normal.draw_no_pair": "pile", "normal.draw_blocked": "pile", "normal.draw_not_worth": "pile",
    "normal.red_three": "laid", "normal.meld": "count", "normal.extend_canasta": "length",
    "normal.extend_samba": "length", "normal.extend_sequence": "length",
    "normal.extend_group": "length", "normal.merge": "length", "normal.go_out": "cards_left",
    "normal.go_out_must": "cards_left", "normal.go_out_late": "stock", "normal.ask": "partner_cards",
    "normal.discard_block": "pile", "normal.discard_wild_block": "pile",
    "normal.answer_red_three": "penalty", "normal.answer_small_hand": "penalty",
    "normal.answer_ahead": "penalty", "normal.answer_behind": "penalty",
    "sparring.take_pile": "pile", "sparring.go_out": "cards_left", "sparring.block": "pile",
    "sparring.discard_high": "value", "sparring.discard": "value",
    "hard.go_out": "samples", "hard.hold_back": "samples", "hard.switch": "samples",
    "hard.switch_cards": "samples", "hard.switch_discard": "samples",
    "hard.switch_meld": "samples", "hard.switch_draw": "samples", "hard.keep": "samples",
    "hard.answer": "samples", "hard.plan_step": "samples",
    **{key: "cost" for key in REASONS if key.startswith("review.") and "%" in REASONS[key]},
    **{key: "cost" for key in REASONS
       if key.startswith("coach.") and not key.startswith("coach.fact.") and "%" in REASONS[key]},
    "coach.fact.pile_next": "deals", "coach.fact.pile_opponent": "deals",
    "coach.fact.out_opponent": "deals", "coach.fact.pile_ours": "deals",
}

#: reasons only the development tools give (yardsticks in tournaments): no player sees them, so
#: they are not offered for translation
TOOLS_ONLY = frozenset({"frozen.move"})

_PLURAL = re.compile(r"%L?n")
_ENDING = re.compile(r"\((s|es)\)")


def with_count(template: str, count: int) -> str:
    """An English template with its count put in for ``%n``/``%Ln`` and the "(s)" endings
    chosen: ``"%n card(s)"`` -> ``"1 card"``, ``"12 cards"`` (what Qt does with the English
    plural forms, for the English text kept with a decision; its numbers are plain, as its
    other params are)."""
    text = _PLURAL.sub(str(count), template)
    return _ENDING.sub("" if count == 1 else r"\1", text)


def card_text(text: str) -> str:
    """``"TH"`` -> ``"10♥"``, ``"JK"`` -> ``"joker"`` (English display of a card's text)."""
    if text == "JK":
        return "joker"
    rank, suit = text[:-1], text[-1]
    return ("10" if rank == "T" else rank) + SUIT_SYMBOLS.get(suit, suit)


def cards_param(cards: Iterable[Card | str]) -> str:
    """Cards (`Card`, codes' cards or texts) as a params value: ``"3C 3S"``."""
    return " ".join(str(c) for c in cards)


def format_reason(key: str, params: ReasonParams) -> str:
    """The English sentence of a reason (cards shown with suit signs)."""
    shown = {k: (" ".join(card_text(t) for t in str(v).split()) if k in CARD_PARAMS else v)
             for k, v in params.items()}
    template = REASONS[key]
    count = params.get(COUNTS.get(key, ""))
    if isinstance(count, int | float) and not isinstance(count, bool):
        template = with_count(template, round(count))
    return template.format(**shown)


@dataclass(frozen=True)
class Decision:
    """One decision of a computer player (see the module docstring)."""

    move: Move
    key: str
    params: ReasonParams = field(default_factory=dict)
    alternatives: Alternatives = field(default_factory=list)
    reason: str = ""

    def __post_init__(self) -> None:
        if self.key not in REASONS:
            raise KeyError(f"unknown reason key {self.key!r}")
        if not self.reason:
            object.__setattr__(self, "reason", format_reason(self.key, self.params))


def decision(move: Move, key: str, alternatives: Sequence[tuple[Move, float]] = (),
             **params: ParamValue) -> Decision:
    """A `Decision` for ``move`` with the reason ``key`` and its ``params``."""
    return Decision(move, key, dict(params), list(alternatives))
