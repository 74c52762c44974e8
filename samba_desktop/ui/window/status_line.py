"""The status line of the action bar: whose turn it is and what the player can do now, or a
short note ("Saved as …") for a few seconds.

It reads the table as the player sees it (`StatusSource`: the model's `PlayerView` and a few
facts of the table) and what the table's actions allow (`TableActions`: the controller).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from samba_desktop.engine import Card, Phase, PlayerView
from samba_desktop.ui import style
from samba_desktop.ui.window.action_bar import ActionBar


def _tr(text: str) -> str:
    # the texts keep the main window's translation context, where they were first written
    return QCoreApplication.translate("MainWindow", text)


class StatusSource(Protocol):
    """What the status line reads of the table (a `GameModel` has it): the player's view, the
    seats' names, the seat shown at the bottom, and the human's turn and first-meld staging."""

    @property
    def view(self) -> PlayerView: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def display_seat(self) -> int: ...

    @property
    def thinking_seat(self) -> int | None: ...

    @property
    def staging_active(self) -> bool: ...

    @property
    def staged_melds(self) -> list[tuple[Card, ...]]: ...

    @property
    def staging_value(self) -> int: ...

    @property
    def staging_minimum(self) -> int: ...

    def is_human_turn(self) -> bool: ...

    def seat_kind(self, seat: int) -> str | None: ...

    @property
    def in_lobby(self) -> bool: ...

    @property
    def hosts_table(self) -> bool: ...


class TableActions(Protocol):
    """What the table's actions allow now (a `TableController` has it)."""

    def available(self) -> dict[str, bool]: ...

    def default_action(self, available: dict[str, bool] | None = None) -> str | None: ...


class StatusLine(QObject):
    """Keeps ``bar``'s status, dot and buttons up to date (``refresh()``) and shows notes."""

    def __init__(self, table: StatusSource, actions: TableActions, bar: ActionBar,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.actions = actions
        self.bar = bar
        # a short note in place of the detail ("Saved as …"), gone after a few seconds
        self._note = ""
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self._note_expired)

    def show_note(self, text: str, msec: int = 5000) -> None:
        """A short note on the status line (in place of its detail) for a few seconds."""
        self._note = text
        self._note_timer.start(msec)
        self.refresh()

    def _note_expired(self) -> None:
        self._note = ""
        self.refresh()

    def refresh(self, *_signal_arguments: object) -> None:
        """Whose turn it is and what to do now; the bar's buttons as the table allows.

        Connected straight to the model's and the table's signals: their arguments are not
        needed (the table is read anew)."""
        table, v = self.table, self.table.view
        available = self.actions.available()
        answering = available.get("answer", False)
        self.bar.set_answer_mode(answering)
        if v.partner_of(table.display_seat) is None:
            self.bar.buttons["ask"].setVisible(False)  # nobody to ask
        primary = None
        names = table.names
        if table.in_lobby:  # a hosted table gathering its players: nobody moves yet
            head = _tr("Waiting for the game to start")
            detail = (_tr("Friends join with the link in the lobby; press Start there when "
                          "everyone is here.") if table.hosts_table else
                      _tr("The host starts the game when everyone is here."))
            dot = style.INK_FAINT
        elif not v.in_play:
            head = _tr("The hand is over") if v.phase == Phase.HAND_OVER else _tr("The game is over")
            if available.get("next_hand"):
                detail = _tr("Deal the next hand: Next hand (Enter). Game \u25b8 Hand summary "
                             "shows this hand's result again.")
                primary = "next_hand"
            elif v.phase == Phase.HAND_OVER:
                detail = _tr("See the score, then deal the next hand.")
            else:
                detail = _tr("Start a new game from the Game menu.")
            dot = style.INK_FAINT
        elif answering:
            asker = v.asker if v.asker is not None else v.turn
            head = _tr("{name} asks: \u201cMay I go out?\u201d").format(name=names[asker])
            detail = _tr("Answer yes (Y) or no (N). Your answer binds for this turn.")
            dot = style.GOLD
        elif table.is_human_turn():
            dot = style.GOLD
            head, detail = self._own_turn(v, available)
            # the yellow button: the hint just shown, taking the pile when the table says so
            primary = self.actions.default_action(available)
        else:
            seat = v.turn
            dot = style.side_colour(v.side_of(seat), v.side_of(table.display_seat), v.num_sides)
            head, detail = self._other_turn(seat, names[seat])
        if self._note:
            detail = self._note
        self.bar.set_dot(dot)
        self.bar.set_status(head, detail)
        self.bar.update_buttons(available, primary)

    def _other_turn(self, seat: int, name: str) -> tuple[str, str]:
        """(headline, detail) while another player is to move: a computer plays, a friend at
        a hosted table plays on their own computer (or is away, or not there yet)."""
        kind = self.table.seat_kind(seat)
        if kind == "human":
            return (_tr("Waiting for {name}").format(name=name),
                    _tr("{name} plays on their own computer.").format(name=name))
        if kind == "away":
            return (_tr("{name} is away").format(name=name),
                    _tr("Their seat is kept; a computer plays it if they do not come back "
                        "soon."))
        if kind == "open":
            return (_tr("Waiting for a friend to take this seat"),
                    _tr("The table goes on when someone joins with the link."))
        if self.table.thinking_seat == seat:
            head = _tr("{name} is thinking\u2026").format(name=name)
        else:
            head = _tr("{name} is playing").format(name=name)
        return head, _tr("Computer moves are shown one by one (View \u25b8 Computer speed).")

    def _own_turn(self, v: PlayerView, available: dict[str, bool]) -> tuple[str, str]:
        """(headline, detail) on the human's turn."""
        table = self.table
        if v.phase == Phase.DRAW:
            head = _tr("Your turn \u2014 draw or take the pile")
            if available.get("take_pile"):
                return head, _tr("Draw 2 from the stock, or take the pile with your pair.")
            return head, _tr("Click the stock or drag it to your hand to draw 2 cards.")
        head = _tr("Your turn \u2014 meld or discard")
        if table.staging_active and table.staged_melds:
            detail = _tr("First meld: {value} staged, {minimum} needed. Add more, "
                         "then Lay down (M).").format(
                value=table.staging_value, minimum=table.staging_minimum)
        elif table.staging_active:
            detail = _tr("Drag cards to your melds area to build your first meld "
                         "({minimum} needed), or discard.").format(
                minimum=table.staging_minimum)
        elif len(v.hand) == 1 and available.get("pass"):
            detail = _tr("One card left and you may not go out yet: pass.")
        else:
            detail = _tr("Drag cards to your melds; discard (double-click) to end the "
                         "turn.")
        return head, detail
