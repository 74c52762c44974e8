"""`IllegalMove`, and every message it can carry, by stable key (the UI translates by key)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "not_a_move": "That is not a move.",
    "hand_over": "The hand is over: deal the next hand.",
    "game_over": "The game is over.",
    "waiting_for_answer": "Waiting for the partner's answer to \u201cMay I go out?\u201d.",
    "no_question": "Nobody has asked you a question.",
    "draw_first": "Draw first: take two cards from the stock, or take from the discard pile.",
    "already_drew": "You have already drawn this turn.",
    "not_in_hand": "You don't have {cards} in your hand.",
    "too_few_cards": "A meld needs at least three cards.",
    "red_three_in_meld": "Red 3s are never part of a meld: lay them in front of you instead.",
    "black_threes_only_going_out": "Black 3s may be melded only when you go out.",
    "black_threes_alone": "Black 3s can only be melded together, with no other cards and no wild cards.",
    "black_threes_must_go_out": "A meld of black 3s must leave you with at most one card, and then you go out.",
    "wild_meld_needs_bolivia": "A meld needs natural cards (melds of wild cards only are allowed with the Bolivia option).",
    "wild_meld_too_big": "A meld of wild cards holds at most seven cards.",
    "too_many_wilds": "A group may hold at most two wild cards.",
    "wild_ratio": "A group needs at least twice as many natural cards as wild cards.",
    "wild_in_sequence": "Wild cards and 3s can't be part of a sequence.",
    "not_one_rank_or_suit": "A meld is either cards of one rank, or cards of one suit in unbroken order.",
    "sequence_gap": "A sequence must run in unbroken order, with no gaps (aces are high only).",
    "sequence_repeat": "A sequence can't hold two cards of the same rank.",
    "sequence_too_long": "A sequence has at most seven cards: seven make a samba.",
    "choose_cards": "Choose the cards first.",
    "no_such_meld": "That meld does not belong to your side.",
    "samba_closed": "A samba is closed: it takes no more cards.",
    "bolivia_closed": "A bolivia is closed: it takes no more cards.",
    "black_threes_closed": "No card can be added to a meld of black 3s.",
    "group_rank": "Only {rank}s and wild cards can be added to this group.",
    "wild_meld_only_wilds": "Only wild cards can be added to a meld of wild cards.",
    "sequence_suit": "Only {suit} in unbroken order can extend this sequence.",
    "merge_same": "Choose two different melds to merge.",
    "merge_groups_only": "Only two groups of the same rank can be merged.",
    "pile_empty": "The discard pile is empty.",
    "pile_blocked": "The pile is blocked: nobody may take it while a {card} is on top.",
    "need_pair": "You need two natural {rank}s from your hand to take the pile.",
    "pile_group_cards": "Only natural {rank}s and wild cards can join the top card in the new group.",
    "top_needs_sequence": "The top card can be taken alone only to extend one of your side's sequences.",
    "top_does_not_fit": "The {card} doesn't extend that sequence at either end.",
    "initial_minimum": "Your side's first meld must be worth at least {minimum} points; this is worth {value}.",
    "cannot_go_out": "Your side can't go out yet: it needs two 7-card melds (canastas or sambas).",
    "cannot_go_out_bolivia": "Your side can't go out yet: it needs two 7-card melds, at least one of them a samba.",
    "partner_said_no": "Your partner said no: you may not go out this turn.",
    "keep_two": "Until your side may go out you must keep two cards after melding.",
    "must_go_out": "Your partner said yes: you must go out this turn.",
    "pass_not_allowed": "You can pass only with a single card left, when you may not go out.",
    "red_threes_auto": "Red 3s are laid automatically in this game.",
    "no_red_three": "You have no red 3 to lay.",
    "nothing_to_undo": "There is nothing to take back.",
    "red_three_keep_card": "Keep at least one card in your hand: meld or discard your last card.",
    "no_partner": "You have no partner to ask in this game.",
    "already_asked": "You have already asked your partner this turn.",
    "ask_needs_melds": "You can ask only when your side has its two 7-card melds.",
    "ask_after_draw": "Ask your partner after drawing, before you meld out.",
}


class IllegalMove(ValueError):
    """A move the rules do not allow; ``str(exc)`` says why in a player's words.

    ``key`` names the message (stable, for translation) and ``params`` fill its placeholders.
    """

    key: str
    params: dict[str, object]

    def __init__(self, message: str = "", key: str = "", params: dict[str, object] | None = None
                 ) -> None:
        super().__init__(message)
        self.key = key
        self.params = dict(params or {})

    @classmethod
    def of(cls, key: str, params: dict[str, object]) -> IllegalMove:
        """The refusal ``key`` with ``params``, worded (`MESSAGES`) only when read.

        The engine refuses far more moves than it words: a random player's proposals checked
        with `Game.is_legal`, the AI's candidates. So this skips ``__init__``: no message is
        formatted and no dictionary copied until ``str()`` asks (about a third of the cost of a
        refused proposal)."""
        exc = cls.__new__(cls)  # ``args`` stays empty: `__str__` words it
        exc.key = key
        exc.params = params
        return exc

    def __str__(self) -> str:
        if self.args:
            return super().__str__()
        self.args = (MESSAGES[self.key].format(**self.params),)
        return str(self.args[0])

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def __reduce__(self) -> tuple[type[IllegalMove], tuple[str, str, dict[str, object]]]:
        return type(self), (str(self), self.key, self.params)


RANK_WORDS = {"T": "10", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}
SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def illegal(key: str, **params: object) -> IllegalMove:
    """An `IllegalMove` with the message for ``key``."""
    return IllegalMove.of(key, params)


def rank_word(rank: str) -> str:
    return RANK_WORDS.get(rank, rank)
