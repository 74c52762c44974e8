"""The two exceptions of the persistence floor."""

from __future__ import annotations

from pathlib import Path


class PersistenceError(Exception):
    """A file could not be written or read; the message names the file and says why.

    The message is meant for the player: plain words, no traceback.
    """

    def __init__(self, message: str, path: str | Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = Path(path) if path is not None else None

    def __str__(self) -> str:
        return self.message


class SaveFileError(PersistenceError):
    """A saved game cannot be opened: missing, damaged, too large, or not a Samba save."""
