"""The engine's IllegalMove texts, for lupdate (generated: do not edit).

Written by tools/i18n.py from samba_desktop/engine/messages.py;
tests/i18n checks that it matches. ``qtmodel.texts.illegal_message`` translates a
message by its key in the context "IllegalMove", and the rank and suit words it quotes
in the context "IllegalMoveWords".
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

MESSAGES = {
    'not_a_move': QT_TRANSLATE_NOOP("IllegalMove", "That is not a move."),
    'hand_over': QT_TRANSLATE_NOOP("IllegalMove", "The hand is over: deal the next hand."),
    'game_over': QT_TRANSLATE_NOOP("IllegalMove", "The game is over."),
    'waiting_for_answer': QT_TRANSLATE_NOOP("IllegalMove", "Waiting for the partner's answer to “May I go out?”."),
    'no_question': QT_TRANSLATE_NOOP("IllegalMove", "Nobody has asked you a question."),
    'draw_first': QT_TRANSLATE_NOOP("IllegalMove", "Draw first: take two cards from the stock, or take from the discard pile."),
    'already_drew': QT_TRANSLATE_NOOP("IllegalMove", "You have already drawn this turn."),
    'not_in_hand': QT_TRANSLATE_NOOP("IllegalMove", "You don't have {cards} in your hand."),
    'too_few_cards': QT_TRANSLATE_NOOP("IllegalMove", "A meld needs at least three cards."),
    'red_three_in_meld': QT_TRANSLATE_NOOP("IllegalMove", "Red 3s are never part of a meld: lay them in front of you instead."),
    'black_threes_only_going_out': QT_TRANSLATE_NOOP("IllegalMove", "Black 3s may be melded only when you go out."),
    'black_threes_alone': QT_TRANSLATE_NOOP("IllegalMove", "Black 3s can only be melded together, with no other cards and no wild cards."),
    'black_threes_must_go_out': QT_TRANSLATE_NOOP("IllegalMove", "A meld of black 3s must leave you with at most one card, and then you go out."),
    'wild_meld_needs_bolivia': QT_TRANSLATE_NOOP("IllegalMove", "A meld needs natural cards (melds of wild cards only are allowed with the Bolivia option)."),
    'wild_meld_too_big': QT_TRANSLATE_NOOP("IllegalMove", "A meld of wild cards holds at most seven cards."),
    'too_many_wilds': QT_TRANSLATE_NOOP("IllegalMove", "A group may hold at most two wild cards."),
    'wild_ratio': QT_TRANSLATE_NOOP("IllegalMove", "A group needs at least twice as many natural cards as wild cards."),
    'wild_in_sequence': QT_TRANSLATE_NOOP("IllegalMove", "Wild cards and 3s can't be part of a sequence."),
    'not_one_rank_or_suit': QT_TRANSLATE_NOOP("IllegalMove", "A meld is either cards of one rank, or cards of one suit in unbroken order."),
    'sequence_gap': QT_TRANSLATE_NOOP("IllegalMove", "A sequence must run in unbroken order, with no gaps (aces are high only)."),
    'sequence_repeat': QT_TRANSLATE_NOOP("IllegalMove", "A sequence can't hold two cards of the same rank."),
    'sequence_too_long': QT_TRANSLATE_NOOP("IllegalMove", "A sequence has at most seven cards: seven make a samba."),
    'choose_cards': QT_TRANSLATE_NOOP("IllegalMove", "Choose the cards first."),
    'no_such_meld': QT_TRANSLATE_NOOP("IllegalMove", "That meld does not belong to your side."),
    'samba_closed': QT_TRANSLATE_NOOP("IllegalMove", "A samba is closed: it takes no more cards."),
    'bolivia_closed': QT_TRANSLATE_NOOP("IllegalMove", "A bolivia is closed: it takes no more cards."),
    'black_threes_closed': QT_TRANSLATE_NOOP("IllegalMove", "No card can be added to a meld of black 3s."),
    'group_rank': QT_TRANSLATE_NOOP("IllegalMove", "Only {rank}s and wild cards can be added to this group."),
    'wild_meld_only_wilds': QT_TRANSLATE_NOOP("IllegalMove", "Only wild cards can be added to a meld of wild cards."),
    'sequence_suit': QT_TRANSLATE_NOOP("IllegalMove", "Only {suit} in unbroken order can extend this sequence."),
    'merge_same': QT_TRANSLATE_NOOP("IllegalMove", "Choose two different melds to merge."),
    'merge_groups_only': QT_TRANSLATE_NOOP("IllegalMove", "Only two groups of the same rank can be merged."),
    'pile_empty': QT_TRANSLATE_NOOP("IllegalMove", "The discard pile is empty."),
    'pile_blocked': QT_TRANSLATE_NOOP("IllegalMove", "The pile is blocked: nobody may take it while a {card} is on top."),
    'need_pair': QT_TRANSLATE_NOOP("IllegalMove", "You need two natural {rank}s from your hand to take the pile."),
    'pile_group_cards': QT_TRANSLATE_NOOP("IllegalMove", "Only natural {rank}s and wild cards can join the top card in the new group."),
    'top_needs_sequence': QT_TRANSLATE_NOOP("IllegalMove", "The top card can be taken alone only to extend one of your side's sequences."),
    'top_does_not_fit': QT_TRANSLATE_NOOP("IllegalMove", "The {card} doesn't extend that sequence at either end."),
    'initial_minimum': QT_TRANSLATE_NOOP("IllegalMove", "Your side's first meld must be worth at least {minimum}; this one is worth {value}."),
    'cannot_go_out': QT_TRANSLATE_NOOP("IllegalMove", "Your side can't go out yet: it needs two 7-card melds (canastas or sambas)."),
    'cannot_go_out_bolivia': QT_TRANSLATE_NOOP("IllegalMove", "Your side can't go out yet: it needs two 7-card melds, at least one of them a samba."),
    'partner_said_no': QT_TRANSLATE_NOOP("IllegalMove", "Your partner said no: you may not go out this turn."),
    'keep_two': QT_TRANSLATE_NOOP("IllegalMove", "Until your side may go out you must keep two cards after melding."),
    'must_go_out': QT_TRANSLATE_NOOP("IllegalMove", "Your partner said yes: you must go out this turn."),
    'pass_not_allowed': QT_TRANSLATE_NOOP("IllegalMove", "You can pass only with a single card left, when you may not go out."),
    'red_threes_auto': QT_TRANSLATE_NOOP("IllegalMove", "Red 3s are laid automatically in this game."),
    'no_red_three': QT_TRANSLATE_NOOP("IllegalMove", "You have no red 3 to lay."),
    'nothing_to_undo': QT_TRANSLATE_NOOP("IllegalMove", "There is nothing to take back."),
    'red_three_keep_card': QT_TRANSLATE_NOOP("IllegalMove", "Keep at least one card in your hand: meld or discard your last card."),
    'no_partner': QT_TRANSLATE_NOOP("IllegalMove", "You have no partner to ask in this game."),
    'already_asked': QT_TRANSLATE_NOOP("IllegalMove", "You have already asked your partner this turn."),
    'ask_needs_melds': QT_TRANSLATE_NOOP("IllegalMove", "You can ask only when your side has its two 7-card melds."),
    'ask_after_draw': QT_TRANSLATE_NOOP("IllegalMove", "Ask your partner after drawing, before you meld out."),
}

WORDS = (
    QT_TRANSLATE_NOOP("IllegalMoveWords", "jack"),
    QT_TRANSLATE_NOOP("IllegalMoveWords", "queen"),
    QT_TRANSLATE_NOOP("IllegalMoveWords", "king"),
    QT_TRANSLATE_NOOP("IllegalMoveWords", "ace"),
    QT_TRANSLATE_NOOP("IllegalMoveWords", "clubs"),
    QT_TRANSLATE_NOOP("IllegalMoveWords", "diamonds"),
    QT_TRANSLATE_NOOP("IllegalMoveWords", "hearts"),
    QT_TRANSLATE_NOOP("IllegalMoveWords", "spades"),
)
