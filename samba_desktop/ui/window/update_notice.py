"""The window's side of the opt-in update check (qtmodel.updates): start it when the player
has turned it on (at start, or when turning it on in Settings), then a quiet note on the table's
status line naming the newer version, and the About box's line about it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from samba_desktop import __version__
from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.qtmodel.updates import UpdateCheck

if TYPE_CHECKING:
    from samba_desktop.qtmodel.session import SessionModel

# how long the note stays on the status line (ms)
NOTE_MS = 20_000


def _tr(text: str) -> str:
    return QCoreApplication.translate("UpdateNotice", text)


def newer_version_text(version: str) -> str:
    """"Samba Desktop 0.2.0 is available …", in the language of the moment."""
    return _tr("Samba Desktop {version} is available: Help ▸ About links to the download.").format(
        version=version)


class NoteHost(Protocol):
    def show_note(self, text: str, msec: int = 5000) -> None: ...


class UpdateNotice(QObject):
    """Starts ``UpdateCheck`` once per run when ``check_updates`` is on; ``newer`` is the
    newer version found (a fact: the text is made when shown)."""

    def __init__(self, session: SessionModel | None, status: NoteHost,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._status = status
        self.check: UpdateCheck | None = None
        self.newer: str | None = None
        if session is not None:
            session.preferences_changed.connect(self._on_preferences)
            self._on_preferences(session.preferences)

    def _on_preferences(self, prefs: Preferences) -> None:
        if not prefs.check_updates or self.check is not None or self._session is None:
            return
        self.check = UpdateCheck(__version__, base=self._session.base, parent=self)
        self.check.newer_found.connect(self._on_newer)
        self.check.start()

    def _on_newer(self, version: str) -> None:
        self.newer = version
        self._status.show_note(newer_version_text(version), NOTE_MS)
