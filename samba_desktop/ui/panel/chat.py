"""`ChatBox`: a hosted table's short chat, under the side panel's sections.

Shown only while the table is a hosted one (``model.table_seat``); a line typed and sent with
Enter goes to every player at the table, and every chat the table passes on is listed with the
sender's name.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLineEdit, QListWidget, QVBoxLayout, QWidget

from samba_desktop.qtmodel import GameModel
from samba_desktop.ui import style

#: the longest chat line the table passes on (NETWORK_CONTRACT.md)
MAX_CHAT_CHARS = 500
#: chat lines kept in the list
LINES_KEPT = 200


def _tr(text: str) -> str:
    return QCoreApplication.translate("ChatBox", text)


class ChatBox(QWidget):
    """The chat of the hosted table ``model`` plays at (hidden at an offline table)."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ChatBox")
        self.model = model
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(4)
        self.lines = QListWidget()
        self.lines.setObjectName("chat_lines")
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lines.setWordWrap(True)
        self.lines.setMinimumHeight(70)
        self.lines.setMaximumHeight(150)
        self.lines.setStyleSheet(style.CHAT_SHEET)
        layout.addWidget(self.lines)
        self.entry = QLineEdit()
        self.entry.setObjectName("chat_entry")
        self.entry.setMaxLength(MAX_CHAT_CHARS)
        self.entry.setPlaceholderText(_tr("Say something to the table…"))
        self.entry.returnPressed.connect(self.send)
        layout.addWidget(self.entry)
        model.chat_received.connect(self._received)
        model.table_seats_changed.connect(self.follow)
        model.table_closed.connect(self._closed)
        self.follow()

    def follow(self) -> None:
        """Show the chat at a hosted table only."""
        self.setVisible(self.model.table_seat is not None)

    def send(self) -> None:
        text = self.entry.text().strip()
        if text and self.model.send_chat(text):
            self.entry.clear()

    def _received(self, seat: int, name: str, text: str) -> None:
        self.lines.addItem(_tr("{name}: {text}").format(name=name, text=text))
        while self.lines.count() > LINES_KEPT:
            self.lines.takeItem(0)
        self.lines.scrollToBottom()

    def _closed(self, _reason: str) -> None:
        self.setVisible(False)
        self.lines.clear()

    def text(self) -> str:
        """The chat's lines, one per line (what the player reads)."""
        return "\n".join(html.unescape(self.lines.item(i).text())
                         for i in range(self.lines.count()))
