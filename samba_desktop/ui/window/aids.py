"""Wiring of the player aids into the main window (one place, so the window needs one line).

The aids see the window only through `AidsHost`, a small public protocol (``MainWindow`` has
it): ``install_aids(host)`` at the start returns the window's `PlayerAids` (the window keeps it
as ``host.aids``), ``add_aid_actions(host, menu)`` while the menus are built,
``apply_aid_preferences(host, prefs)`` shows or hides each aid as the preferences say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRect
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from samba_desktop.qtmodel import GameModel
from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.ui.actions import Action, label, shortcut
from samba_desktop.ui.dialogs.score_replay import archive_of, show_hand_viewer
from samba_desktop.ui.panel.tips import TipBanner, TipController

if TYPE_CHECKING:  # passed in by the composition root; the views never import it to use it
    from samba_desktop.qtmodel.session import SessionModel
    from samba_desktop.ui.cards import CardRenderer
    from samba_desktop.ui.table.view import TableView


class ShowsReasons(Protocol):
    """A view that can show or hide the computers' reasons (the table's scene)."""

    def set_show_reasons(self, shown: bool) -> None: ...


class AidsPanel(ShowsReasons, Protocol):
    """The side panel as the aids see it: the samba outlook and the reasons in the log."""

    def set_outlook_shown(self, shown: bool) -> None: ...


class AidsHost(Protocol):
    """What the aids need of the window they live in: the table's model, the table's view (the
    tips show over it and keep clear of its cards), the card pictures, the session (None
    without one), the side panel and the scene to show reasons on, the aids themselves, and a
    way to add a menu entry."""

    @property
    def model(self) -> GameModel: ...

    @property
    def session(self) -> SessionModel | None: ...

    @property
    def renderer(self) -> CardRenderer: ...

    @property
    def view(self) -> TableView: ...

    @property
    def side_panel(self) -> AidsPanel: ...

    @property
    def scene(self) -> ShowsReasons: ...

    @property
    def aids(self) -> PlayerAids: ...

    def add_action(self, text: str, slot: Callable[[], object],
                   shortcut: str | QKeySequence | QKeySequence.StandardKey | None = None,
                   menu: QMenu | None = None, refocus: bool = True) -> QAction: ...


class PlayerAids:
    """The aids of one window: the beginner's tips (``tip_banner`` over the table and the
    ``tips`` controller) and the Game menu's ``hand_viewer_action`` (None until the menus are
    built; a new one each time they are)."""

    def __init__(self, tip_banner: TipBanner, tips: TipController) -> None:
        self.tip_banner = tip_banner
        self.tips = tips
        self.hand_viewer_action: QAction | None = None


def install_aids(host: AidsHost) -> PlayerAids:
    """At the window's start: keep the finished hands for the hand viewer and the score sheet;
    the beginner's tips over the table."""
    archive = archive_of(host.model)
    session = host.session
    if session is not None:
        archive.fallback = session.stored_hand  # hands of a resumed game, kept before
    view = host.view
    banner = TipBanner(view, view.parentWidget())  # over the table and the side panel

    def keep_clear() -> list[QRect]:
        return [view.mapFromScene(r).boundingRect() for r in view.table.keep_clear()]

    def cards() -> list[QRect]:
        return [view.mapFromScene(r).boundingRect() for r in view.table.card_areas()]

    banner.avoid = keep_clear
    banner.avoid_if_room = cards
    panel = host.side_panel
    banner.set_elsewhere(panel if isinstance(panel, QWidget) else None)
    tips = TipController(host.model, banner, view.window())  # a child of the window
    if session is not None:

        def remember(seen: set[str]) -> None:
            session.update_preferences(tips_seen=tuple(sorted(seen)))

        def switched_off() -> None:
            session.update_preferences(show_tips=False)

        tips.on_seen = remember
        tips.on_switched_off = switched_off
    return PlayerAids(banner, tips)


def add_aid_actions(host: AidsHost, game_menu: QMenu) -> None:
    """The Game menu's entries of the aids (called while the menus are built)."""

    def hand_viewer() -> None:
        session = host.session
        show_hand_viewer(host.view.window(), host.model, host.renderer,
                         session.stored_hands() if session is not None else [],
                         session.games_started() if session is not None else {})

    # its words from the table of actions (ui/actions.py)
    host.aids.hand_viewer_action = host.add_action(label(Action.HAND_VIEWER), hand_viewer,
                                                   shortcut(Action.HAND_VIEWER), game_menu)


def apply_aid_preferences(host: AidsHost, prefs: Preferences) -> None:
    """Switch the samba outlook, the reasons and the tips on or off for ``host``."""
    panel = host.side_panel
    panel.set_outlook_shown(prefs.show_outlook)
    tips = host.aids.tips
    tips.seen = set(prefs.tips_seen)
    tips.set_enabled(prefs.show_tips)
    panel.set_show_reasons(prefs.show_reasons)
    host.scene.set_show_reasons(prefs.show_reasons)
