"""Plain values the dialogs edit: the player's preferences and who sits where.

The views may not import the persistence floor directly, so they edit these values, whose
fields (`SettingFields`) and choices are the stored settings' own; ``SessionModel`` converts
between these values and the stored ``Settings`` (which also check them). No Qt here: the views
put the words to the choices, translated.

>>> Preferences().with_players(6).to_rules().players
6
>>> partner_groups(6)
[(0, 3), (1, 4), (2, 5)]
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from samba_desktop.engine import Rules, seats_of, sides_for
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
    SettingFields,
)

# The choices above are the stored settings' own (one list, one place).
__all__ = [
    "AI_LEVELS", "ANIMATION_SPEEDS", "CARD_SIZES", "DECKS", "HAND_SORTS", "KEEP_CARDS",
    "LANGUAGES", "LANGUAGE_NAMES", "MAX_AI_THINKING_TIME", "MAX_HANDS_LIMIT", "MAX_NAME_LENGTH",
    "MAX_PLAYERS", "MAX_TARGET_SCORE", "MIN_PLAYERS", "MIN_TARGET_SCORE", "PLAYER_KINDS",
    "Preferences", "RED_THREES", "SavedGameInfo", "ScoreSeries", "SeatChoice",
    "TARGET_SCORE_PRESETS", "default_seat", "partner_groups",
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
    return [tuple(seats_of(side, players)) for side in range(number_of_sides(players))]


@dataclass(frozen=True)
class Preferences(SettingFields):
    """What the player can set: the stored settings' fields (`SettingFields`, one definition),
    without the recent files.

    Unlike the stored ``Settings`` the values are not checked here (only that there is a seat
    for each player): a dialog's choice is kept as it is, and ``SessionModel.set_preferences``
    refuses one the settings do not allow.
    """

    def __post_init__(self) -> None:
        if not self.seats:
            seats = tuple(default_seat(index) for index in range(self.players))
            object.__setattr__(self, "seats", seats)
        if len(self.seats) != self.players:
            raise ValueError(f"{self.players} seats needed, not {len(self.seats)}")

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
