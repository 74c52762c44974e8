"""Plain values the dialogs edit: the player's preferences and who sits where.

The views may not import the persistence floor directly, so they edit these values, whose
choices are the stored settings' own; ``SessionModel`` converts between these values and the
stored ``Settings``. No Qt here: the views put the words to the choices, translated.

>>> Preferences().with_players(6).to_rules().players
6
>>> partner_groups(6)
[(0, 3), (1, 4), (2, 5)]
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from samba_desktop.engine import Rules, sides_for
from samba_desktop.persistence.seats import (
    AI_LEVELS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    default_seat,
)
from samba_desktop.persistence.seats import SEAT_KINDS as PLAYER_KINDS

# One seat type: the stored seat (kind "human"/"computer", the computer's level, the name).
from samba_desktop.persistence.seats import Seat as SeatChoice
from samba_desktop.persistence.settings import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    DECKS,
    HAND_SORTS,
    KEEP_CARDS,
    LANGUAGES,
    MAX_AI_THINKING_TIME,
    MAX_HANDS_LIMIT,
    MAX_TARGET_SCORE,
    MIN_TARGET_SCORE,
    RED_THREES,
    TARGET_SCORE_PRESETS,
)

# The choices above are the stored settings' own (one list, one place).
__all__ = [
    "AI_LEVELS", "ANIMATION_SPEEDS", "CARD_SIZES", "DECKS", "HAND_SORTS", "KEEP_CARDS",
    "LANGUAGES", "LANGUAGE_NAMES", "MAX_AI_THINKING_TIME", "MAX_HANDS_LIMIT", "MAX_NAME_LENGTH",
    "MAX_PLAYERS", "MAX_TARGET_SCORE", "MIN_PLAYERS", "MIN_TARGET_SCORE", "PLAYER_KINDS",
    "Preferences", "RED_THREES", "SavedGameInfo", "ScoreSeries", "SeatChoice",
    "TARGET_SCORE_PRESETS", "partner_groups",
]

#: Each language's name in that language (never translated).
LANGUAGE_NAMES = {
    "en": "English",
    "de": "Deutsch",
    "sv": "Svenska",
    "nb": "Norsk bokmål",
    "cs": "Čeština",
}

def number_of_sides(players: int) -> int:
    """Partnerships at 4 and 6 players; everyone plays alone at 2, 3 and 5."""
    return sides_for(players)


def partner_groups(players: int) -> list[tuple[int, ...]]:
    """The seats of each side, side by side: ``[(0, 2), (1, 3)]`` at four players."""
    sides = number_of_sides(players)
    return [tuple(range(side, players, sides)) for side in range(sides)]


@dataclass(frozen=True)
class Preferences:
    """What the player can set (the same fields as the stored settings, without recent files)."""

    players: int = 4
    seats: tuple[SeatChoice, ...] = ()
    target_score: int = 10000
    red_threes: str = "manual"
    keep_cards: int = 1
    bolivia: bool = False
    max_hands: int | None = 60
    animation_speed: str = "normal"
    ai_thinking_time: float = 0.8
    deck: str = "large_index"
    card_size: str = "medium"
    hand_sort: str = "rank"
    language: str = "system"
    # the player aids
    show_outlook: bool = True
    show_reasons: bool = True
    show_tips: bool = True
    tips_seen: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.seats:
            seats = tuple(default_seat(index) for index in range(self.players))
            object.__setattr__(self, "seats", seats)
        if len(self.seats) != self.players:
            raise ValueError(f"{self.players} seats needed, not {len(self.seats)}")

    def to_rules(self) -> Rules:
        """The engine's rule options for a new game with these preferences."""
        return Rules(
            players=self.players,
            target_score=self.target_score,
            red_threes=self.red_threes,
            keep_cards=self.keep_cards,
            bolivia=self.bolivia,
            max_hands=self.max_hands,
        )

    def with_players(self, players: int) -> Preferences:
        """``players`` seats: those that remain are kept, new ones get the defaults."""
        seats = self.seats[:players] + tuple(
            default_seat(index) for index in range(len(self.seats), players)
        )
        return replace(self, players=players, seats=seats)

    def with_rules(self, rules: Rules) -> Preferences:
        """The rule options (and number of players) of ``rules``."""
        prefs = self.with_players(rules.players) if rules.players != self.players else self
        return replace(
            prefs,
            target_score=rules.target_score,
            red_threes=rules.red_threes,
            keep_cards=rules.keep_cards,
            bolivia=rules.bolivia,
            max_hands=rules.max_hands,
        )


@dataclass(frozen=True)
class SavedGameInfo:
    """What the player is told about a saved game before resuming it."""

    saved_at: datetime
    hand_number: int
    names: tuple[str, ...]
    side_names: tuple[str, ...]
    scores: tuple[int, ...]
    path: str | None = None


@dataclass(frozen=True)
class ScoreSeries:
    """Running totals of one game: ``totals[h][side]`` after hand ``h + 1``."""

    side_names: tuple[str, ...] = ()
    totals: tuple[tuple[int, ...], ...] = ()
    human_side: int | None = None
    target_score: int | None = None
    hand_numbers: tuple[int, ...] = ()
