"""A hint's reason as advice, in a card player's words.

A hint is the Hard player's choice for the human's seat, and its `ReasonRecord` says why in the
words of a computer's log: a finished action ("Added 7♣ to our group…") or the search's figures
("won 9% of 146 sampled deals"). `hint_reason_text` says why as advice to the player, without
the move the hint already shows ("Your group grows to 5 cards…", "This play is worth about 30
points more here…"); a key without advice wording falls back to the computer's reason
(`reasons.reason_text`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .reasons import ReasonRecord, reason_text
from .texts import QT_TRANSLATE_N_NOOP

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
    "hard.switch": QT_TRANSLATE_N_NOOP(
        "HintReasons", "This play is worth about %Ln point(s) more here than the obvious "
        "one."),
    "hard.switch_cards": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Playing {cards} is worth about %Ln point(s) more here than the obvious "
        "play."),
    "hard.switch_discard": QT_TRANSLATE_N_NOOP(
        "HintReasons", "This is worth about %Ln point(s) more here than the obvious play "
        "(discarding {other_card})."),
    "hard.switch_meld": QT_TRANSLATE_N_NOOP(
        "HintReasons", "This is worth about %Ln point(s) more here than the obvious play "
        "(laying {other_cards})."),
    "hard.switch_draw": QT_TRANSLATE_N_NOOP(
        "HintReasons", "This is worth about %Ln point(s) more here than the obvious play "
        "(drawing from the stock)."),
    "hard.keep": QT_TRANSLATE_NOOP(
        "HintReasons", "Nothing clearly better stands out here: this is the solid play."),
    "hard.answer": QT_TRANSLATE_NOOP(
        "HintReasons", "This answer gives your side the better chance to win the game "
        "({win}% against {alt_win}%)."),
    "hard.plan_step": QT_TRANSLATE_NOOP(
        "HintReasons", "The next step of this turn's plan ({step} of {steps})."),
    "normal.take_pile": QT_TRANSLATE_N_NOOP(
        "HintReasons", "The pile holds %n card(s) worth {points}, about {gain} more than two "
        "cards from the stock."),
    "normal.take_pile_first": QT_TRANSLATE_N_NOOP(
        "HintReasons", "The pile holds %n card(s) worth {points}, and taking it completes your "
        "first meld (minimum {minimum})."),
    "normal.take_top": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Your sequence grows to %n card(s): about {gain} more than drawing."),
    "normal.draw_no_pair": QT_TRANSLATE_NOOP(
        "HintReasons", "You hold no natural pair of the top card {top}."),
    "normal.draw_blocked": QT_TRANSLATE_N_NOOP(
        "HintReasons", "The pile of %n card(s) is blocked by {top}."),
    "normal.draw_empty": QT_TRANSLATE_NOOP(
        "HintReasons", "The discard pile is empty."),
    "normal.draw_minimum": QT_TRANSLATE_NOOP(
        "HintReasons", "Your pair of the top card {top} does not reach the first-meld minimum "
        "of {minimum}."),
    "normal.draw_not_worth": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Taking the pile of %n card(s) is worth about {loss} less than two cards "
        "from the stock."),
    "normal.red_three": QT_TRANSLATE_NOOP(
        "HintReasons", "It counts 100 points for your side."),
    "normal.first_meld": QT_TRANSLATE_NOOP(
        "HintReasons", "Worth {value} together, they reach your first meld's minimum of "
        "{minimum}."),
    "normal.meld": QT_TRANSLATE_N_NOOP(
        "HintReasons", "These %n card(s) count for your side once laid; left in your hand, they "
        "would count against you when the hand ends."),
    "normal.extend_canasta": QT_TRANSLATE_N_NOOP(
        "HintReasons", "It finishes a canasta of %n card(s)."),
    "normal.extend_samba": QT_TRANSLATE_N_NOOP(
        "HintReasons", "It finishes a samba of %n card(s)."),
    "normal.extend_sequence": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Your sequence grows to %n card(s), on its way to a samba."),
    "normal.extend_group": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Your group grows to %n card(s), on its way to a canasta."),
    "normal.merge": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Together they make one group of %n card(s)."),
    "normal.go_out": QT_TRANSLATE_NOOP(
        "HintReasons", "Your side scores about {ours} on this hand against {theirs} for the "
        "best other side."),
    "normal.go_out_must": QT_TRANSLATE_NOOP(
        "HintReasons", "Your partner said yes, so you must."),
    "normal.go_out_late": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Only %n card(s) left in the stock, or the opponents can go out; your "
        "side scores about {ours} against {theirs}."),
    "normal.ask": QT_TRANSLATE_N_NOOP(
        "HintReasons", "You can go out, and your partner still holds %n card(s)."),
    "normal.no_out_discard": QT_TRANSLATE_NOOP(
        "HintReasons", "If you went out now, your side would score only about {ours} against "
        "{theirs}."),
    "normal.discard": QT_TRANSLATE_NOOP(
        "HintReasons", "It is the cheapest card to give away: {other_card} would cost more."),
    "normal.discard_block": QT_TRANSLATE_N_NOOP(
        "HintReasons", "The pile holds %n card(s), and the next player cannot take it while a "
        "black 3 is on top."),
    "normal.discard_safe": QT_TRANSLATE_NOOP(
        "HintReasons", "The next player holds a pair of it with a chance of only {chance}%, and "
        "{other_card} is riskier."),
    "normal.discard_wild_block": QT_TRANSLATE_N_NOOP(
        "HintReasons", "It blocks the pile of %n card(s): every other card is too useful or too "
        "dangerous to give away."),
    "normal.discard_single": QT_TRANSLATE_NOOP(
        "HintReasons", "It keeps the pair that the other discard would break."),
    "normal.pass": QT_TRANSLATE_NOOP(
        "HintReasons", "You keep {card}, your last card: your side may not go out yet."),
    "normal.answer_red_three": QT_TRANSLATE_N_NOOP(
        "HintReasons", "You still hold a red 3; it would cost your side %Ln point(s)."),
    "normal.answer_small_hand": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Your hand holds only %Ln point(s)."),
    "normal.answer_ahead": QT_TRANSLATE_N_NOOP(
        "HintReasons", "Even with the %Ln point(s) in your hand your side stays about {margin} "
        "ahead on this hand."),
    "normal.answer_behind": QT_TRANSLATE_N_NOOP(
        "HintReasons", "The %Ln point(s) in your hand would leave your side only {margin} "
        "ahead on this hand."),
    "normal.fallback": QT_TRANSLATE_NOOP(
        "HintReasons", "A safe move: nothing better fits here."),
}

#: the advice templates by reason key (English source texts)
HINT_REASONS: dict[str, str] = {key: str(text) for key, text in _TEMPLATES.items()}

#: the param that is an advice template's count (``%n``, ``%Ln``), by key
HINT_COUNTS: dict[str, str] = {
    "hard.switch": "gain", "hard.switch_cards": "gain", "hard.switch_discard": "gain",
    "hard.switch_meld": "gain", "hard.switch_draw": "gain", "normal.take_pile": "pile",
    "normal.take_pile_first": "pile", "normal.take_top": "length", "normal.draw_blocked": "pile",
    "normal.draw_not_worth": "pile", "normal.meld": "count", "normal.extend_canasta": "length",
    "normal.extend_samba": "length", "normal.extend_sequence": "length",
    "normal.extend_group": "length", "normal.merge": "length", "normal.go_out_late": "stock",
    "normal.ask": "partner_cards", "normal.discard_block": "pile",
    "normal.discard_wild_block": "pile", "normal.answer_red_three": "penalty",
    "normal.answer_small_hand": "penalty", "normal.answer_ahead": "penalty",
    "normal.answer_behind": "penalty",
}


def hint_reason_text(record: ReasonRecord | None) -> str:
    """A hint's reason as advice in the player's language ("" for no record)."""
    if record is not None and record.key in HINT_REASONS:
        return reason_text(record, HINT_REASONS, context="HintReasons", counts=HINT_COUNTS)
    return reason_text(record)
