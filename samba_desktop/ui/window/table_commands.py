"""Game ▸ Host a table…, Join a table… and Leave the table: playing with friends.

Hosting runs the table in this process (``qtmodel.hosted_table.TableHosting``: the same table
code as ``python -m samba_desktop serve``, listening only while the player hosts); the host's
own player joins it over the loopback like any friend, so host and joiners play through the
same model (``GameModel.join_table``: one seat's view, moves sent, the host's engine decides).
A joiner whose host disappears gets a message with Rejoin, never a frozen table; a dropped
player takes the seat back with the same link (the seat's secret is kept in the data folder,
``table-seats.json``, so also after the app was closed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from samba_desktop.qtmodel import GameModel
from samba_desktop.qtmodel.texts import table_error_message
from samba_desktop.ui import style

if TYPE_CHECKING:
    from samba_desktop.qtmodel.hosted_table import FoundTable, Link, TableHosting
    from samba_desktop.qtmodel.session import SessionModel
    from samba_desktop.ui.dialogs.table_dialogs import HostTableDialog, JoinTableDialog, LobbyDialog


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableCommands", text)


#: the codes of NETWORK_CONTRACT.md that refuse a join (worded once, by `table_error_message`)
JOIN_REFUSALS = frozenset({"bad_token", "table_full", "seat_taken", "bad_secret"})


def join_refused_message(code: str) -> str:
    """Why the table did not let us in, in the player's words: a code of the contract in the
    words of every other refusal (`table_error_message`), any other as "did not let you in"."""
    if code in JOIN_REFUSALS:
        return table_error_message(code)
    return _tr("The table did not let you in.")


class TableCommands(QObject):
    """The window's commands for tables that friends join (its child)."""

    def __init__(self, model: GameModel, session: SessionModel | None, parent: QWidget,
                 may_leave_game: object = None) -> None:
        super().__init__(parent)
        self.model = model
        self.session = session
        self._parent = parent
        self.hosting: TableHosting | None = None
        #: the address a hosted table listens on: every interface, so that friends on the
        #: network can join (tests: the loopback only)
        self.bind = "0.0.0.0"
        self.host_dialog: HostTableDialog | None = None
        self.lobby: LobbyDialog | None = None
        self.join_dialog: JoinTableDialog | None = None
        self.closed_box: QMessageBox | None = None
        self._secrets: dict[str, str] = {}  # the seat's secret per table token (rejoin)
        self._last: tuple[Link, str] | None = None  # the table joined last, and our name
        model.table_closed.connect(self._on_closed)

    # ------------------------------------------------------------------ hosting
    def host_table(self) -> None:
        """Game ▸ Host a table…: the rules and seats, then the lobby (or resume the table
        hosted before, when one is kept)."""
        from samba_desktop.qtmodel.hosted_table import TableHosting, hosted_table_folder
        from samba_desktop.qtmodel.preferences import Preferences
        from samba_desktop.ui.dialogs.table_dialogs import HostTableDialog

        self.stop()
        folder = hosted_table_folder(self.session.base if self.session is not None else None)
        if TableHosting.saved(folder) and self._ask_resume():
            self._start_hosting(TableHosting(None, [], folder=folder, resume=True,
                                             bind=self.bind), "")
            return
        prefs = self.session.preferences if self.session is not None else Preferences()
        dialog = HostTableDialog(prefs, self._parent)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)

        def chosen() -> None:
            choice = dialog.choice()
            self._remember(dialog.typed_name(), shown=choice.shown)
            self._start_hosting(TableHosting(choice.rules, choice.plans, folder=folder,
                                             bind=self.bind, shown=choice.shown), choice.name)

        dialog.accepted.connect(chosen)
        self.host_dialog = dialog
        dialog.open()

    def resume_interrupted(self) -> bool:
        """At start, before the offline game: when the app closed (or was killed) while it
        hosted a table in play, offer to host it again with the same link. True when it is
        hosted again (the offline game waits for another start)."""
        from samba_desktop.qtmodel.hosted_files import hosted_table_folder, marked_in_play

        folder = hosted_table_folder(self.session.base if self.session is not None else None)
        if not marked_in_play(folder):  # (the network floor is loaded only when it is)
            return False
        from samba_desktop.qtmodel.hosted_table import TableHosting

        if not TableHosting.interrupted(folder):
            return False
        box = QMessageBox(QMessageBox.Icon.Question, _tr("Samba Desktop"),
                          _tr("You were hosting a table when Samba Desktop closed. Host it "
                              "again now?"), parent=self._parent)
        box.setInformativeText(_tr("Your friends are waiting: they come back with the same "
                                   "link, and the game goes on where it stopped."))
        box.setObjectName("ResumeHostingBox")
        box.setStyleSheet(style.DIALOG_SHEET)
        resume = box.addButton(_tr("Host it again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(_tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.exec()
        if box.clickedButton() is not resume:
            return False
        self._start_hosting(TableHosting(None, [], folder=folder, resume=True, bind=self.bind),
                            "")
        return self.hosting is not None

    def _ask_leave(self) -> bool:
        """Leave for good? (a seat left is a computer's for the rest of the game)"""
        hosting = self.hosting is not None
        box = QMessageBox(QMessageBox.Icon.Question, _tr("Leave the table"),
                          _tr("End the table for everyone?") if hosting else
                          _tr("Leave the table for good?"), parent=self._parent)
        box.setInformativeText(
            _tr("Your friends' game ends with it. To play on later, close the app instead: "
                "the next start offers to host the table again.") if hosting else
            _tr("A computer plays your seat for the rest of the game. To come back later, "
                "close the app instead: the same link gives you your seat back."))
        box.setStyleSheet(style.DIALOG_SHEET)
        leave = box.addButton(_tr("End the table") if hosting else _tr("Leave the table"),
                              QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(_tr("Stay"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.exec()
        return box.clickedButton() is leave

    def _ask_resume(self) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, _tr("Host a table"),
                          _tr("Resume the table you hosted before?"),
                          parent=self._parent)
        box.setInformativeText(_tr("Friends join it again with the same link. A new table "
                                   "gets a new link."))
        box.setStyleSheet(style.DIALOG_SHEET)
        resume = box.addButton(_tr("Resume it"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(_tr("New table"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        return box.clickedButton() is resume

    def _start_hosting(self, hosting: TableHosting, name: str) -> None:
        from samba_desktop.qtmodel.hosted_table import JoinRefused, TableSeat
        from samba_desktop.ui.dialogs.table_dialogs import LobbyDialog

        try:
            link = hosting.start()
        except OSError as exc:
            self._problem(_tr("Could not host the table"), str(exc))
            return
        secret = hosting.own_secret
        seat = TableSeat(hosting.local_link, name or hosting.own_name or _tr("Host"),
                         seat=None if secret else 0, secret=secret, hosting=True)
        try:
            seat.join()
        except JoinRefused as refused:  # in the player's words, never the wire's
            hosting.stop()
            self._problem(_tr("Could not host the table"), join_refused_message(refused.code))
            return
        except Exception as exc:  # noqa: BLE001 - reported; the hosting stops
            hosting.stop()
            self._problem(_tr("Could not host the table"), str(exc))
            return
        hosting.keep_own_secret(seat.secret)
        hosting.show_on_network(seat.name)
        self.hosting = hosting
        self.model.join_table(seat)
        if hosting.started:  # a resumed table plays on at once
            return
        lobby = LobbyDialog(str(link), self._parent)
        lobby.setWindowModality(Qt.WindowModality.WindowModal)
        hosting.seats_changed.connect(lambda seats, _started: lobby.show_seats(seats))
        lobby.swap_requested.connect(hosting.swap_seats)
        lobby.accepted.connect(hosting.start_play)
        lobby.rejected.connect(lambda: self.stop(end=True))
        self.lobby = lobby
        lobby.show_seats(seat.seats)
        lobby.open()

    # ------------------------------------------------------------------ joining
    def join_table(self, link_text: str = "") -> None:
        """Game ▸ Join a table…: paste a link or pick a table found nearby, then join."""
        from samba_desktop.qtmodel.hosted_table import TableFinder
        from samba_desktop.ui.dialogs.table_dialogs import JoinTableDialog

        name = self._last[1] if self._last is not None else ""
        name = name or self._kept_name(link_text) or self._table_name()
        dialog = JoinTableDialog(link_text, name, self._parent)
        dialog.link.textChanged.connect(lambda text: self._fill_name(dialog, text))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        finder = TableFinder(dialog, self._interfaces())

        def found(tables: list[FoundTable]) -> None:
            dialog.show_found([(t.name, str(t.link), t.host) for t in tables])

        finder.found.connect(found)
        # the offline game waits behind the dialog (its computers would play on); joined,
        # the table's own game follows; cancelled, the offline game goes on
        self.model.hold_computers(True)
        dialog.rejected.connect(lambda: self.model.hold_computers(False))
        dialog.accepted.connect(lambda: self._join_chosen(dialog))
        dialog.finished.connect(lambda _result: finder.close())
        self.join_dialog = dialog
        dialog.open()

    def _kept_name(self, link_text: str) -> str:
        """The name this player had at the table of ``link_text`` ("" for another link)."""
        from samba_desktop.qtmodel.hosted_table import LinkError, kept_name, parse_link

        try:
            link = parse_link(link_text)
        except LinkError:
            return ""
        return kept_name(link.token, self.session.base if self.session is not None
                         else None) or ""

    def _fill_name(self, dialog: JoinTableDialog, link_text: str) -> None:
        """A link of a table this player sat at: its name there, unless one was typed."""
        name = self._kept_name(link_text)
        if name and not dialog.name.isModified():
            dialog.name.setText(name)

    def _interfaces(self) -> list[str] | None:
        """Where tables are shown and looked for on the local network: the loopback only
        for a table hosted on the loopback (tests), else every interface."""
        return [self.bind] if self.bind.startswith("127.") else None

    def _join_chosen(self, dialog: JoinTableDialog) -> None:
        from samba_desktop.qtmodel.hosted_table import LinkError, parse_link

        try:
            link = parse_link(dialog.link.text())
        except LinkError:
            dialog.show_problem(_tr("That is not a table's link. A link looks like "
                                    "samba://host:port/… and comes from the host."))
            dialog.open()  # the dialog again, with what was typed
            return
        typed = dialog.typed_name()
        problem = self.join(link, typed or _tr("Guest"))
        if problem is not None:
            dialog.show_problem(problem)
            dialog.open()
        elif typed:
            self._remember(typed)

    def _table_name(self) -> str:
        """The name this player last sat down with at any table ("" for none yet)."""
        return self.session.preferences.table_name if self.session is not None else ""

    def _remember(self, name: str, shown: bool | None = None) -> None:
        """Keep the name sat down with (and whether the table hosted was shown on the local
        network) for the next Host a table… or Join a table…."""
        if self.session is None:
            return
        changes: dict[str, object] = {"table_name": name} if name else {}
        if shown is not None:
            changes["show_table"] = shown
        if changes:
            self.session.update_preferences(**changes)

    def join(self, link: Link, name: str) -> str | None:
        """Join the table of ``link`` as ``name``; None when seated, else why not."""
        from samba_desktop.qtmodel.hosted_table import (
            JoinRefused,
            TableSeat,
            keep_secret,
            kept_secret,
        )

        self.stop()
        base = self.session.base if self.session is not None else None
        secret = self._secrets.get(link.token) or kept_secret(link.token, base)
        seat = TableSeat(link, name, secret=secret)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            try:
                seat.join()
            except JoinRefused as refused:
                if secret is None or refused.code != "bad_secret":
                    raise
                # the seat kept for us is gone (we left it): a free seat, as anyone
                seat = TableSeat(link, name)
                seat.join()
        except JoinRefused as refused:
            return join_refused_message(refused.code)
        except (OSError, TimeoutError):
            return _tr("Could not reach the table at {address}. Check the link, and that the "
                       "host is still hosting it.").format(address=f"{link.host}:{link.port}")
        finally:
            QGuiApplication.restoreOverrideCursor()
        if seat.secret:
            self._secrets[link.token] = seat.secret
            keep_secret(link.token, seat.secret, base, name)
        self._last = (link, name)
        self.model.join_table(seat)
        return None

    # ------------------------------------------------------------------ leaving
    def leave_table(self) -> None:
        """Game ▸ Leave the table, once the player agrees: a computer takes the seat (the
        host's leaving ends the table); an offline game again."""
        if self.model.table_seat is None and self.hosting is None:
            return
        if not self._ask_leave():
            return
        self.model.leave_table(leave=self.hosting is None)
        self.stop(end=True)
        self._offline_game()

    def stop(self, end: bool = False) -> None:
        """Stop hosting (the table is saved and can be resumed; ``end``: the host ended it,
        so the next start does not offer it) and leave any table."""
        hosting, self.hosting = self.hosting, None
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.close()
        if hosting is not None:
            self.model.leave_table()
            if end:
                hosting.end()
            else:
                hosting.stop()
            self._offline_game()

    def _offline_game(self) -> None:
        if self.model.table_seat is None:
            self.model.new_game(self.session.table_config() if self.session is not None
                                else None)

    def _on_closed(self, reason: str) -> None:
        if reason == "left" or self.hosting is not None:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, _tr("Samba Desktop"),
                          _tr("The connection to the table has ended."), parent=self._parent)
        if reason == "replaced":
            box.setInformativeText(_tr("Your seat was taken back from another window or "
                                       "computer with your link."))
        else:
            box.setInformativeText(_tr("The host has left or the network is down. Your seat "
                                       "is kept: join again with the same link when the host "
                                       "is back."))
        box.setObjectName("TableClosedBox")
        box.setStyleSheet(style.DIALOG_SHEET)
        rejoin = box.addButton(_tr("Rejoin"), QMessageBox.ButtonRole.AcceptRole)
        rejoin.setObjectName("rejoin_button")
        offline = box.addButton(_tr("Play offline"), QMessageBox.ButtonRole.RejectRole)
        offline.setObjectName("offline_button")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.buttonClicked.connect(lambda button: self._after_closed(button is rejoin))
        self.closed_box = box
        box.open()

    def _after_closed(self, rejoin: bool) -> None:
        self.closed_box = None
        if rejoin and self._last is not None:
            link, name = self._last
            problem = self.join(link, name)
            if problem is None:
                return
            self._problem(_tr("Could not rejoin the table"), problem)
        self._offline_game()

    def _problem(self, title: str, text: str) -> None:
        from samba_desktop.ui.dialogs.messages import show_error

        show_error(self._parent, title, text)
