"""The one listener of a table's changes in the views: `ChangeDispatcher`.

The model says what changed (``changed``, ``turn_changed``, ``hand_over``, ``game_over``); the
dispatcher hands each of them to the parts of the window that show it, in the order written in
`ChangeDispatcher.changed`, and none of those parts subscribes on its own. The order matters: the
table lays the change out first (its cards start moving, and the tips and the lesson's marks
keep clear of where they go); the side panel's recent moves and the tips follow; then the
window's own part (a new game's earlier hands, the end-of-hand summary no longer pending, the
lesson's marks); last the side panel's figures and the status line, which read all of that.

Each part decides what the change makes stale (as Anki's screens do with its change sets); the
parts are seen through small protocols (`ChangeViews`), so this module imports no window.
The model floor follows the table on its own (the autosave and the score history, the coach,
the sounds): those are not views.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer, SignalInstance

from samba_desktop.engine import HandResult
from samba_desktop.qtmodel import ChangeSet


class ChangeSource(Protocol):
    """The model's signals of change (a `GameModel` has them; a renamed one fails mypy here)."""

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def turn_changed(self) -> SignalInstance: ...

    @property
    def hand_over(self) -> SignalInstance: ...

    @property
    def game_over(self) -> SignalInstance: ...


class ShowsChanges(Protocol):
    """The card table: lays a change out (``None``: everything anew)."""

    def refresh(self, change: ChangeSet | None = None, animate: bool = True,
                duration: int | None = None, move_cards: bool = True) -> None: ...


class FollowsChanges(Protocol):
    """A part that decides for itself what a change makes stale (the side panel's recent
    moves, the tips)."""

    def follow_change(self, change: ChangeSet) -> None: ...


class FollowsTurns(FollowsChanges, Protocol):
    """The tips: they look again at each change and each new turn."""

    def follow_turn(self) -> None: ...


class Refreshes(Protocol):
    """The side panel's figures and the status line: read the table anew."""

    def refresh(self) -> None: ...


class PanelView(FollowsChanges, Refreshes, Protocol):
    """The side panel: its recent moves follow the changes, its figures are read anew."""


class ChangeViews(Protocol):
    """The window as the dispatcher sees it: its parts, and its own part of each change (a new
    game, the end of a hand or game; the lesson's window adds its marks)."""

    @property
    def scene(self) -> ShowsChanges: ...

    @property
    def side_panel(self) -> PanelView: ...

    @property
    def tips(self) -> FollowsTurns: ...

    @property
    def status(self) -> Refreshes: ...

    def follow_change(self, change: ChangeSet) -> None: ...

    def follow_hand_over(self, result: HandResult) -> None: ...

    def follow_game_over(self, winner: int | None) -> None: ...


class ChangeDispatcher(QObject):
    """Hands each of ``model``'s changes to ``views`` (a window's parts) in one order (see the
    module docstring). A child of the window: Qt drops its connections when the window goes,
    while a model that outlives the window (its worker still answering) would otherwise call
    into deleted widgets."""

    def __init__(self, model: ChangeSource, views: ChangeViews, parent: QObject) -> None:
        super().__init__(parent)
        self.views = views
        # After a computer's move the side panel is brought up to date in the next turn of
        # the event loop: the table's refresh and the panel's are then two short slices of
        # the window's thread instead of one long stall.
        self._panel_timer = QTimer(self)
        self._panel_timer.setSingleShot(True)
        self._panel_timer.timeout.connect(self._refresh_panel)
        model.changed.connect(self.changed)
        model.turn_changed.connect(self.turn_changed)
        model.hand_over.connect(self.hand_over)
        model.game_over.connect(self.game_over)

    def changed(self, change: ChangeSet) -> None:
        """One change of the table, to each view in turn."""
        views = self.views
        views.scene.refresh(change)  # 1. the table: its cards start moving
        views.side_panel.follow_change(change)  # 2. the recent moves (undo takes lines back)
        views.tips.follow_change(change)  # 3. a tip that no longer fits goes, one that fits shows
        views.follow_change(change)  # 4. the window's own part (a new game; the lesson's marks)
        # 5. the side panel's figures and the status line: a computer's move and a new deal
        # bring the panel up to date in the next slice (a deal refreshes every card at once)
        self.refresh(soon=(change.kind == "move" and not change.human)
                     or change.kind == "new_hand")

    def turn_changed(self, _seat: int, _phase: str) -> None:
        """A new turn or phase: the tips look again, then the panel and the status line."""
        self.views.tips.follow_turn()
        self.refresh(soon=self._panel_timer.isActive())

    def hand_over(self, result: HandResult) -> None:
        self.views.follow_hand_over(result)

    def game_over(self, winner: int | None) -> None:
        self.views.follow_game_over(winner)

    def refresh(self, soon: bool = False) -> None:
        """Bring the side panel and the status line up to date; with ``soon`` the side panel
        in the next turn of the event loop."""
        if soon:
            self._panel_timer.start(0)
        else:
            self._panel_timer.stop()
            self._refresh_panel()
        self.views.status.refresh()

    def _refresh_panel(self) -> None:
        self.views.side_panel.refresh()

