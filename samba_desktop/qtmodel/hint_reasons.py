"""A hint's reason as advice, in a card player's words.

A hint is the Hard player's choice for the human's seat, and its `ReasonRecord` says why in the
words of a computer's log: a finished action ("Added 7♣ to our group…") or the search's figures
("won 9% of 146 sampled deals"). `hint_reason_text` says the same as advice to the player ("Add
7♣ to your group…", "This play is worth about 30 points more here…"); a key without advice
wording falls back to the computer's reason (`reasons.reason_text`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .reasons import ReasonRecord, reason_text

# reason key -> advice template (translated in the context "HintReasons"); the same params
# as the computer's reason, fewer of them shown
_TEMPLATES = {
    "forced": QT_TRANSLATE_NOOP("HintReasons", "It is the only move you can make."),
    "hard.go_out": QT_TRANSLATE_NOOP(
        "HintReasons", "It gives your side the better chance to win the game ({win}% against "
        "{alt_win}% if you hold back)."),
    "hard.hold_back": QT_TRANSLATE_NOOP(
        "HintReasons", "Do not go out yet: holding back gives your side the better chance to "
        "win the game ({win}% against {alt_win}% if you go out now)."),
    "hard.switch": QT_TRANSLATE_NOOP(
        "HintReasons", "This play is worth about {gain} points more here than the obvious one."),
    "hard.switch_cards": QT_TRANSLATE_NOOP(
        "HintReasons", "Playing {cards} is worth about {gain} points more here than the obvious "
        "play."),
    "hard.switch_discard": QT_TRANSLATE_NOOP(
        "HintReasons", "This is worth about {gain} points more here than the obvious play, "
        "discarding {other_card}."),
    "hard.switch_meld": QT_TRANSLATE_NOOP(
        "HintReasons", "This is worth about {gain} points more here than the obvious play, "
        "laying {other_cards}."),
    "hard.switch_draw": QT_TRANSLATE_NOOP(
        "HintReasons", "This is worth about {gain} points more here than the obvious play, "
        "drawing from the stock."),
    "hard.keep": QT_TRANSLATE_NOOP(
        "HintReasons", "Nothing clearly better stands out here: this is the solid play."),
    "hard.answer": QT_TRANSLATE_NOOP(
        "HintReasons", "This answer gives your side the better chance to win the game "
        "({win}% against {alt_win}%)."),
    "hard.plan_step": QT_TRANSLATE_NOOP(
        "HintReasons", "The next step of this turn's plan ({step} of {steps})."),
    "normal.take_pile": QT_TRANSLATE_NOOP(
        "HintReasons", "Its {pile} cards are worth {points}: about {gain} points better than "
        "drawing two cards."),
    "normal.take_pile_first": QT_TRANSLATE_NOOP(
        "HintReasons", "Its {pile} cards are worth {points}, and they complete your first meld "
        "(minimum {minimum})."),
    "normal.take_top": QT_TRANSLATE_NOOP(
        "HintReasons", "Your sequence grows to {length} cards: about {gain} points better than "
        "drawing."),
    "normal.draw_no_pair": QT_TRANSLATE_NOOP(
        "HintReasons", "You hold no natural pair of the top card {top}."),
    "normal.draw_blocked": QT_TRANSLATE_NOOP(
        "HintReasons", "The {pile}-card pile is blocked by {top}."),
    "normal.draw_empty": QT_TRANSLATE_NOOP(
        "HintReasons", "The discard pile is empty."),
    "normal.draw_minimum": QT_TRANSLATE_NOOP(
        "HintReasons", "Your pair of the top card {top} does not reach the first-meld minimum "
        "of {minimum}."),
    "normal.draw_not_worth": QT_TRANSLATE_NOOP(
        "HintReasons", "Taking the {pile}-card pile is worth about {loss} points less than two "
        "cards from the stock."),
    "normal.red_three": QT_TRANSLATE_NOOP(
        "HintReasons", "It counts 100 points for your side."),
    "normal.first_meld": QT_TRANSLATE_NOOP(
        "HintReasons", "Worth {value} together, they reach your first meld's minimum of "
        "{minimum}."),
    "normal.meld": QT_TRANSLATE_NOOP(
        "HintReasons", "These {count} cards count for your side once laid; left in your hand, "
        "they would count against you when the hand ends."),
    "normal.extend_canasta": QT_TRANSLATE_NOOP(
        "HintReasons", "It finishes a canasta of {length} cards."),
    "normal.extend_samba": QT_TRANSLATE_NOOP(
        "HintReasons", "It finishes a samba of {length} cards."),
    "normal.extend_sequence": QT_TRANSLATE_NOOP(
        "HintReasons", "Your sequence grows to {length} cards, on its way to a samba."),
    "normal.extend_group": QT_TRANSLATE_NOOP(
        "HintReasons", "Your group grows to {length} cards, on its way to a canasta."),
    "normal.merge": QT_TRANSLATE_NOOP(
        "HintReasons", "Together they make one group of {length} cards."),
    "normal.go_out": QT_TRANSLATE_NOOP(
        "HintReasons", "Your side scores about {ours} on this hand against {theirs} for the "
        "best other side."),
    "normal.go_out_must": QT_TRANSLATE_NOOP(
        "HintReasons", "Your partner said yes, so you must."),
    "normal.go_out_late": QT_TRANSLATE_NOOP(
        "HintReasons", "The stock is nearly gone ({stock} cards) or the opponents can go out; "
        "your side scores about {ours} against {theirs}."),
    "normal.ask": QT_TRANSLATE_NOOP(
        "HintReasons", "You can go out, and your partner still holds {partner_cards} cards."),
    "normal.no_out_discard": QT_TRANSLATE_NOOP(
        "HintReasons", "If you went out now, your side would score only about {ours} against "
        "{theirs}."),
    "normal.discard": QT_TRANSLATE_NOOP(
        "HintReasons", "It is the cheapest card to give away: {other_card} would cost more."),
    "normal.discard_block": QT_TRANSLATE_NOOP(
        "HintReasons", "The pile holds {pile} cards, and the next player cannot take it over a "
        "black 3."),
    "normal.discard_safe": QT_TRANSLATE_NOOP(
        "HintReasons", "The next player holds a pair of it with a chance of only {chance}%, and "
        "{other_card} is riskier."),
    "normal.discard_wild_block": QT_TRANSLATE_NOOP(
        "HintReasons", "It blocks the pile of {pile} cards: every other card is too useful or "
        "too dangerous to give away."),
    "normal.discard_single": QT_TRANSLATE_NOOP(
        "HintReasons", "It keeps the pair that the other discard would break."),
    "normal.pass": QT_TRANSLATE_NOOP(
        "HintReasons", "One card is left ({card}), and your side may not go out yet."),
    "normal.answer_red_three": QT_TRANSLATE_NOOP(
        "HintReasons", "You still hold a red 3; it would cost your side {penalty} points."),
    "normal.answer_small_hand": QT_TRANSLATE_NOOP(
        "HintReasons", "Your hand holds only {penalty} points."),
    "normal.answer_ahead": QT_TRANSLATE_NOOP(
        "HintReasons", "Even with the {penalty} points in your hand your side stays about "
        "{margin} points ahead on this hand."),
    "normal.answer_behind": QT_TRANSLATE_NOOP(
        "HintReasons", "The {penalty} points in your hand would leave your side only {margin} "
        "points ahead on this hand."),
    "normal.fallback": QT_TRANSLATE_NOOP(
        "HintReasons", "A safe move: nothing better fits here."),
}

#: the advice templates by reason key (English source texts)
HINT_REASONS: dict[str, str] = {key: str(text) for key, text in _TEMPLATES.items()}


def hint_reason_text(record: ReasonRecord | None) -> str:
    """A hint's reason as advice in the player's language ("" for no record)."""
    if record is not None and record.key in HINT_REASONS:
        return reason_text(record, HINT_REASONS, context="HintReasons")
    return reason_text(record)
