"""Saved games (``.samba`` files) and the autosave.

A save file is UTF-8 JSON::

    {"format": "samba-desktop-save", "version": 1, "saved_at": "2026-01-01T12:00:00+00:00",
     "seats": [{"kind": "human", "level": "normal", "name": "You"}, ...],
     "history_game_id": 7,            # optional: the score-history row this game continues
     "game": <Game.to_dict()>}

Files are written atomically with one ``.bak``. Reading never trusts the file: every way a file
can be wrong ends in ``SaveFileError`` whose message names the file and says what is wrong.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samba_desktop.persistence import paths
from samba_desktop.persistence.atomic import (
    atomic_write_text,
    backup_path,
    describe_os_error,
    move_aside,
    remove_durably,
)
from samba_desktop.persistence.errors import PersistenceError, SaveFileError
from samba_desktop.persistence.hand_record import MoveReason
from samba_desktop.persistence.reading import (
    MISSING,
    NOT_A_FILE,
    TOO_LARGE,
    UnreadableFile,
    decode_text,
    exists,
    is_file,
    read_capped,
)
from samba_desktop.persistence.recent import (  # re-exported: the recent-files helpers
    add_recent_file,
    existing_recent_files,
    remove_recent_file,
)
from samba_desktop.persistence.seats import Seat, coerce_seats, seats_from_list

if TYPE_CHECKING:
    from samba_desktop.engine import Game

__all__ = [
    "MAX_SAVE_BYTES",
    "SAVE_FORMAT",
    "SAVE_SUFFIX",
    "SAVE_VERSION",
    "SavedGame",
    "add_recent_file",
    "autosave",
    "clear_autosave",
    "existing_recent_files",
    "load_autosave",
    "load_game",
    "remove_recent_file",
    "save_game",
]

SAVE_FORMAT = "samba-desktop-save"
SAVE_VERSION = 1
SAVE_SUFFIX = ".samba"
MAX_SAVE_BYTES = 5 * 1024 * 1024
_MAX_TIMESTAMP_LENGTH = 64


@dataclass(frozen=True)
class SavedGame:
    """A game read back from a file, with its seats and when it was saved."""

    game: Game
    seats: tuple[Seat, ...]
    saved_at: datetime
    history_game_id: int | None = None
    reasons: Mapping[int, MoveReason] = field(default_factory=dict)
    """The computers' reasons for the moves of the hand in play, by index in its move log."""


def save_game(
    path: str | Path,
    game: Game,
    seats: Iterable[Seat | Mapping[str, Any]],
    *,
    history_game_id: int | None = None,
    saved_at: datetime | None = None,
    reasons: Mapping[int, MoveReason] | None = None,
) -> Path:
    """Write ``game`` to ``path`` atomically, keeping the previous file as ``.bak`` (with
    ``reasons``: the computers' reasons for the hand's moves, by move index).

    Raises ``PersistenceError`` naming the file if it cannot be written.
    """
    path = Path(path)
    try:
        seat_list = coerce_seats(seats)
    except (ValueError, TypeError) as error:
        raise PersistenceError(
            f'Could not save "{path}": the seats are not valid ({error}).', path
        ) from error
    if history_game_id is not None and (type(history_game_id) is not int or history_game_id < 1):
        raise PersistenceError(f'Could not save "{path}": bad history game id.', path)
    moment = saved_at or datetime.now(UTC)
    document: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": moment.isoformat(timespec="seconds"),
        "seats": [seat.to_dict() for seat in seat_list],
    }
    if history_game_id is not None:
        document["history_game_id"] = history_game_id
    kept = {str(index): reason.to_comment() for index, reason in sorted((reasons or {}).items())}
    if any(kept.values()):
        document["reasons"] = {index: text for index, text in kept.items() if text}
    try:
        document["game"] = game.to_dict()
        text = json.dumps(document, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError) as error:
        raise PersistenceError(
            f'Could not save "{path}": the game could not be converted to text ({error}).', path
        ) from error
    return atomic_write_text(path, text + "\n")


def load_game(path: str | Path) -> SavedGame:
    """Read a saved game; ``SaveFileError`` (and nothing else) if it cannot be used."""
    path = Path(path)
    try:
        return _load(path)
    except SaveFileError as error:
        if is_file(backup_path(path)) and "backup copy" not in error.message:
            error.message += f' A backup copy of the previous save exists: "{backup_path(path)}".'
            error.args = (error.message,)
        raise
    except Exception as error:  # noqa: BLE001 - the promise: nothing else escapes
        raise _error(path, f"it could not be read ({type(error).__name__})") from error


def _error(path: Path, reason: str) -> SaveFileError:
    return SaveFileError(f'Cannot open the saved game "{path}": {reason}.', path)


class _UnreadableSave(SaveFileError):
    """The file could not be read at all (permission, a pipe in its place...): it is not
    damaged, so the autosave is not moved aside for it."""


def _load(path: Path) -> SavedGame:
    document = _read_json(path)
    if not isinstance(document, dict) or document.get("format") != SAVE_FORMAT:
        raise _error(path, "it is not a saved Samba game")
    version = document.get("version")
    if type(version) is not int or version < 1:
        raise _error(path, "its format version is missing or not valid")
    if version > SAVE_VERSION:
        raise _error(
            path,
            f"it was saved by a newer version of Samba Desktop (format version {version}); "
            "please update Samba Desktop to open it",
        )
    saved_at = _read_timestamp(path, document.get("saved_at"))
    try:
        seats = seats_from_list(document.get("seats"))
    except ValueError as error:
        raise _error(path, f"the list of players is damaged ({error})") from None
    history_game_id = document.get("history_game_id")
    if history_game_id is not None and (type(history_game_id) is not int or history_game_id < 1):
        raise _error(path, "its link to the score history is damaged")
    game = _read_game(path, document.get("game"))
    players = getattr(getattr(game, "rules", None), "players", len(seats))
    if players != len(seats):
        raise _error(path, f"it names {len(seats)} players for a game of {players}")
    return SavedGame(game, seats, saved_at, history_game_id,
                     _read_reasons(document.get("reasons"), len(game.move_log)))


#: the longest reason kept from a file (a record comment: key, params, English text)
_MAX_REASON_LENGTH = 2000


def _read_reasons(data: Any, moves: int) -> dict[int, MoveReason]:
    """The computers' reasons of a save (an aid, never needed to play on: a damaged one is
    left out and the game still opens)."""
    if not isinstance(data, dict):
        return {}
    reasons: dict[int, MoveReason] = {}
    for index, text in data.items():
        if isinstance(index, str) and index.isdigit() and int(index) < moves \
                and isinstance(text, str) and 0 < len(text) <= _MAX_REASON_LENGTH:
            reasons[int(index)] = MoveReason.from_comment(text)
    return reasons


def _read_json(path: Path) -> Any:
    try:
        raw = read_capped(path, MAX_SAVE_BYTES)
    except UnreadableFile as problem:
        if problem.kind == MISSING:
            raise _UnreadableSave(f'Cannot open the saved game "{path}": the file does not '
                                  "exist.", path) from None
        if problem.kind == TOO_LARGE:
            raise _error(
                path, f"{problem.reason}; saved games are under "
                f"{MAX_SAVE_BYTES // (1024 * 1024)} MB") from None
        if problem.kind == NOT_A_FILE:
            raise _UnreadableSave(f'Cannot open the saved game "{path}": {problem.reason}.',
                                  path) from None
        raise _UnreadableSave(f'Cannot open the saved game "{path}": the file could not be '
                              f"read ({problem.reason}).", path) from None
    if not raw.strip():
        raise _error(path, "the file is empty")
    try:
        text = decode_text(raw)
    except UnicodeDecodeError:
        raise _error(
            path, "it is not a text file, so it is not a saved Samba game (or it is damaged)"
        ) from None
    if not text.strip():
        raise _error(path, "the file is empty")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        raise _error(
            path,
            f"the file is damaged or is not a saved Samba game (not valid JSON at line "
            f"{error.lineno}, column {error.colno})",
        ) from None
    except ValueError:  # e.g. a number with thousands of digits
        raise _error(path, "the file is damaged (it holds a value that is not allowed)") from None
    except (RecursionError, MemoryError):
        raise _error(path, "the file is damaged (its data is nested far too deeply)") from None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _read_timestamp(path: Path, value: Any) -> datetime:
    if not isinstance(value, str) or len(value) > _MAX_TIMESTAMP_LENGTH:
        raise _error(path, "the time it was saved is missing or damaged")
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise _error(path, "the time it was saved is damaged") from None


def _read_game(path: Path, data: Any) -> Game:
    from samba_desktop.engine import Game

    if not isinstance(data, dict):
        raise _error(path, "the game itself is missing")
    try:
        return Game.from_dict(data)
    except ValueError as error:
        raise _error(path, f"the game in it is damaged ({_short(error)})") from None
    except Exception as error:  # noqa: BLE001 - the engine promises ValueError; be safe anyway
        raise _error(path, f"the game in it is damaged ({type(error).__name__})") from None


def _short(error: Exception, limit: int = 200) -> str:
    text = str(error) or type(error).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- autosave -------------------------------------------------------------------------------


def autosave(
    game: Game,
    seats: Iterable[Seat | Mapping[str, Any]],
    *,
    history_game_id: int | None = None,
    base: str | Path | None = None,
    reasons: Mapping[int, MoveReason] | None = None,
) -> Path:
    """Save ``game`` to the autosave file (atomically); ``PersistenceError`` if impossible."""
    return save_game(paths.autosave_path(base), game, seats, history_game_id=history_game_id,
                     reasons=reasons)


def load_autosave(base: str | Path | None = None) -> SavedGame | None:
    """The autosaved game, or ``None`` if there is none.

    If the autosave is damaged, its backup (the position one save earlier) is used. If both are
    damaged, the autosave is moved aside (so the next start is clean) and ``SaveFileError``
    says so.
    """
    try:
        path = paths.autosave_path(base)
    except PersistenceError as error:  # the data folder cannot be made
        raise SaveFileError(str(error), error.path) from error
    if not exists(path) and not exists(backup_path(path)):
        return None
    try:
        return _load(path)
    except SaveFileError as error:
        problem = error
    except Exception as error:  # noqa: BLE001
        problem = _error(path, f"it could not be read ({type(error).__name__})")
    with contextlib.suppress(Exception):
        return _load(backup_path(path))
    damaged = not isinstance(problem, _UnreadableSave)
    kept = move_aside(path, "damaged") if damaged and is_file(path) else None
    message = problem.message
    if kept is not None:
        message += f' The damaged file was kept as "{kept}".'
    raise SaveFileError(message, path) from problem


def clear_autosave(base: str | Path | None = None) -> None:
    """Remove the autosave and its backup (call when a game is finished, after its result is
    on disk): each removal is durable (the folder is synced) before this returns."""
    path = paths.autosave_path(base)
    for target in (path, backup_path(path)):
        try:
            remove_durably(target)
        except OSError as error:
            raise PersistenceError(
                f'Could not remove "{target}": {describe_os_error(error)}.', target
            ) from error
