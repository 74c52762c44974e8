"""The main window: the card table, the action bar, the side panel, menus and dialogs."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.engine import Card, Discard, Extend, HandResult, Meld, Phase, TakePile
from samba_desktop.qtmodel import ChangeSet, GameModel, Pace
from samba_desktop.qtmodel.texts import cards_label
from samba_desktop.ui import i18n, style
from samba_desktop.ui.actions import (
    SPECS,
    Action,
    find,
    label,
    play_menu_groups,
    shortcut,
)
from samba_desktop.ui.assets import register_fonts, resources_dir
from samba_desktop.ui.cards import LARGE_INDEX, THEMES, CardRenderer
from samba_desktop.ui.dialogs.help_dialogs import (
    RulesDialog,
    ShortcutsDialog,
    about_html,
    fit_to_screen,
)
from samba_desktop.ui.dialogs.score_dialogs import GameOverDialog, HandOverDialog, ScoreSheetDialog
from samba_desktop.ui.panel.reasons import hint_reason_html
from samba_desktop.ui.panel.side_panel import SidePanel
from samba_desktop.ui.panel.tips import TipBanner, TipController
from samba_desktop.ui.table.controller import TableController
from samba_desktop.ui.table.layout import CARD_SCALES
from samba_desktop.ui.table.scene import TableScene, cards_html
from samba_desktop.ui.table.view import TableView
from samba_desktop.ui.window.action_bar import ActionBar
from samba_desktop.ui.window.aids import (
    PlayerAids,
    add_aid_actions,
    apply_aid_preferences,
    install_aids,
)
from samba_desktop.ui.window.dispatch import ChangeDispatcher
from samba_desktop.ui.window.game_commands import GameCommands
from samba_desktop.ui.window.status_line import StatusLine
from samba_desktop.ui.window.table_commands import TableCommands
from samba_desktop.ui.window.update_notice import UpdateNotice

if TYPE_CHECKING:  # passed in by the composition root; the views never import it to use it
    from samba_desktop.qtmodel.preferences import Preferences
    from samba_desktop.qtmodel.session import SessionModel
    from samba_desktop.qtmodel.sounds import SoundBoard


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def hint_cards(move: object) -> list[Card]:
    """The cards of the hand a hinted move plays (selected on the table)."""
    match move:
        case Meld(melds=melds):
            return [card for meld in melds for card in meld]
        case TakePile(cards=cards) | Extend(cards=cards):
            return list(cards)
        case Discard(card=card):
            return [card]
    return []


class TableParts(NamedTuple):
    """The card table, built and wired to the model by the composition root
    (``samba_desktop.__main__.compose_window``); the window lays it out."""

    scene: TableScene
    controller: TableController
    view: TableView
    renderer: CardRenderer


def build_table(model: GameModel, renderer: CardRenderer | None = None) -> TableParts:
    """The card table of ``model`` (scene, controller, view), in the application's font, not
    yet wired to the model: the composition root does that."""
    register_fonts()
    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.setFont(style.font(13))
    renderer = renderer or CardRenderer(LARGE_INDEX)
    scene = TableScene(model, renderer)
    controller = TableController(model, scene)
    return TableParts(scene, controller, TableView(scene, controller), renderer)


class MainWindow(QMainWindow):
    """Samba Desktop's window around one `GameModel` and its card table (`TableParts`).

    The composition root (``samba_desktop.__main__.compose_window``) builds the table and wires
    it, the model and the session to each other; the window lays the table out beside the
    action bar and the side panel, builds the menus and keys, and shows the end of a hand.
    The model's changes reach the table, the side panel, the tips, the window and the status
    line through one dispatcher, in one order (``changes``, `ChangeDispatcher`).
    Its features are small parts of their own: ``status`` (`StatusLine`, over the player's
    view), ``commands`` (`GameCommands`: start, new game, files, statistics, settings) and
    ``aids`` (ui/window/aids.py, which sees the window as an `AidsHost`). ``session`` (a
    ``qtmodel.session.SessionModel``) adds settings, saved games, the recent-files list and
    statistics to the Game menu; its preferences come to the window one way
    (``apply_preferences``), and what the player changes here goes to the session.
    """

    def __init__(self, model: GameModel, table: TableParts, session: SessionModel | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = model
        self.renderer = table.renderer
        self.setWindowTitle(_tr("Samba Desktop"))
        icon = resources_dir() / "icons" / "samba-desktop.svg"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.setStyleSheet(style.WINDOW_SHEET)
        self.menuBar().setStyleSheet(style.MENU_SHEET)
        # the table (keep Python references to the scene and everything around it)
        self.scene = table.scene
        self.scene.setParent(self)
        self.controller = table.controller
        self.controller.setParent(self)
        self.view = table.view
        self.action_bar = ActionBar()
        self.side_panel = SidePanel(model)
        centre = QWidget()
        row = QHBoxLayout(centre)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.view, 1)
        left.addWidget(self.action_bar)
        row.addLayout(left, 1)
        row.addWidget(self.side_panel)
        centre.setObjectName("Table")
        centre.setStyleSheet(style.TABLE_SHEET)
        self.setCentralWidget(centre)
        self.recent_menu: QMenu | None = None  # Game ▸ Open recent, with a session
        self.aids: PlayerAids = install_aids(self)  # the player aids (ui/window/aids.py)
        self._dialog: QDialog | None = None
        self.sound_board: SoundBoard | None = None  # the table's sounds (composition root)
        self.lesson_window: QMainWindow | None = None  # Help ▸ Learn to play, while open
        # opens the lesson over this window (ui.lesson.window.open_lesson, given by the
        # composition root: the lesson is a window above this one)
        self.lesson_opener: Callable[[MainWindow], QMainWindow] | None = None
        self._end: tuple[HandResult | None, bool, int | None] | None = None
        self._closed = False  # closed for good: no summary opens over a closed window
        # whose turn it is and what to do, on the action bar (a note there for a few seconds)
        self.status = StatusLine(model, self.controller, self.action_bar, self)
        # the Game menu's commands: start, new game, files, statistics, settings
        self.commands = GameCommands(model, session, self, self.show_rules,
                                     self.status.show_note, self.back_to_table)
        self.commands.on_lesson = self.show_lesson  # the welcome offers the lesson
        # Host a table…, Join a table…, Leave the table: playing with friends
        self.table_commands = TableCommands(model, session, self)
        self._build_menus()
        self._build_play_actions()
        # the model's changes (a move, a new turn, the end of a hand) go to the table, the side
        # panel, the tips, the window and the status line in one order (ui/window/dispatch.py)
        self.changes = ChangeDispatcher(model, self, self)
        # what else the window shows of the model. Bound methods, not lambdas: Qt drops them
        # when the window goes, while a model that outlives it (its worker still answering)
        # would call into deleted widgets
        model.rejected.connect(self._on_rejected)
        model.thinking_changed.connect(self.status.refresh)
        model.question_asked.connect(self.status.refresh)
        model.undo_changed.connect(self.status.refresh)
        model.partner_answered.connect(self._on_answer)
        model.hint_ready.connect(self._on_hint)
        model.pace_changed.connect(self._on_pace_changed)
        self.scene.animations_done.connect(self._on_animations_done)
        self.scene.selection_changed.connect(self.status.refresh)
        self.action_bar.triggered.connect(self.trigger)
        self.side_panel.score_sheet_requested.connect(self.show_score_sheet)
        if session is not None:
            session.preferences_changed.connect(self.apply_preferences)
            session.recent_files_changed.connect(self._rebuild_recent_menu)
            self.apply_preferences(session.preferences)
        # the opt-in update check (Settings ▸ Aids): a note when a newer version is out
        self.updates = UpdateNotice(session, self.status, self)
        self._place_on_screen()
        self.changes.refresh()

    # ------------------------------------------------------------------ the player aids
    @property
    def tips(self) -> TipController:
        """The beginner's tips (``aids.tips``)."""
        return self.aids.tips

    @property
    def tip_banner(self) -> TipBanner:
        """The banner showing a tip over the table (``aids.tip_banner``)."""
        return self.aids.tip_banner

    @property
    def hand_viewer_action(self) -> QAction | None:
        """Game ▸ Hand viewer… (``aids.hand_viewer_action``)."""
        return self.aids.hand_viewer_action

    # ------------------------------------------------------------------ menus and actions
    def add_action(self, text: str, slot: Callable[[], object],
                   shortcut: str | QKeySequence | QKeySequence.StandardKey | None = None,
                   menu: QMenu | None = None, refocus: bool = True) -> QAction:
        """An action of the window running ``slot()``, in ``menu`` if given; with ``refocus``
        the keyboard is back at the table afterwards (after a dialog, Ctrl+T or Ctrl+Q work at
        once)."""
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

        # ``triggered`` passes ``checked``: never let it reach the slot as its first argument
        # (Open… once received False as the path to open).
        def run(_checked: bool = False) -> None:
            slot()
            if refocus:
                self.back_to_table()

        action.triggered.connect(run)
        if menu is not None:
            menu.addAction(action)
        else:
            self.addAction(action)
        return action

    def add_command(self, action: Action, menu: QMenu | None, text: str | None = None,
                    refocus: bool = True) -> QAction:
        """``action``'s menu entry with its words, key and command from the table of actions
        (``ActionSpec.command``, run on this window)."""
        command = SPECS[action].command
        if command is None:
            raise ValueError(f"{action} is not a command of the window")
        return self.add_action(label(action) if text is None else text,
                               partial(command, self), shortcut(action), menu, refocus)

    # the commands of the menus the table of actions names (`WindowActions`)
    def new_game(self) -> None:
        self.commands.new_game()

    def open_game(self) -> None:
        self.commands.open_game()

    def save_game_as(self) -> None:
        self.commands.save_game_as()

    def leave_table(self) -> None:
        self.table_commands.leave_table()

    def show_statistics(self) -> None:
        self.commands.show_statistics()

    def edit_settings(self) -> None:
        self.commands.edit_settings()

    def quit(self) -> None:
        self.close()

    def host_table(self) -> None:
        if self.commands.may_leave_game(_tr("Host a table")):
            self.table_commands.host_table()

    def join_table(self, link: str = "") -> None:
        if self.model.table_seat is not None or self.commands.may_leave_game(
                _tr("Join a table")):
            self.table_commands.join_table(link)

    def _table_actions(self, *_args: object) -> None:
        self.leave_action.setEnabled(self.model.table_seat is not None)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(_tr("&Game"))
        # each command's words and key come from the table of actions (ui/actions.py)
        self.add_command(Action.NEW_GAME, game,
                         text=None if self.session else _tr("&New game"))
        if self.session is not None:
            self.add_command(Action.OPEN, game)
            self.recent_menu = game.addMenu(_tr("Open &recent"))
            self._rebuild_recent_menu()
            self.add_command(Action.SAVE_AS, game)
            game.addSeparator()
        self.host_action = self.add_command(Action.HOST_TABLE, game)
        self.join_action = self.add_command(Action.JOIN_TABLE, game, refocus=False)
        self.leave_action = self.add_command(Action.LEAVE_TABLE, game)
        self.leave_action.setEnabled(False)
        self.model.table_seats_changed.connect(self._table_actions)
        self.model.table_closed.connect(self._table_actions)
        game.addSeparator()
        self.add_command(Action.SCORE_SHEET, game)
        self.add_command(Action.HAND_SUMMARY, game)
        add_aid_actions(self, game)  # the player aids (ui/window/aids.py)
        if self.session is not None:
            self.add_command(Action.STATISTICS, game, refocus=False)
            game.addSeparator()
            self.add_command(Action.SETTINGS, game)
        game.addSeparator()
        self.add_command(Action.QUIT, game)
        # the table's actions with their keys (filled by `_fill_play_menu`)
        self.play_menu = bar.addMenu(_tr("&Play"))
        self.play_menu.aboutToShow.connect(self._play_menu_showing)
        self.play_menu.aboutToHide.connect(self._play_menu_hidden)
        view = bar.addMenu(_tr("&View"))
        sort_group = QActionGroup(self)
        self.sort_actions: dict[str, QAction] = {}
        for mode, text in (("suit", _tr("Sort hand by &suit")), ("rank", _tr("Sort hand by &rank"))):
            a = self.add_action(text, partial(self.set_sort, mode), None, view)
            a.setCheckable(True)
            a.setChecked(mode == self.scene.sort_mode)
            sort_group.addAction(a)
            self.sort_actions[mode] = a
        view.addSeparator()
        speed = view.addMenu(_tr("Computer s&peed"))
        self.pace_actions: dict[Pace, QAction] = {}
        speed_group = QActionGroup(self)
        for pace, text in ((Pace.INSTANT, _tr("Instant")), (Pace.FAST, _tr("Fast")),
                           (Pace.NORMAL, _tr("Normal")), (Pace.SLOW, _tr("Slow"))):
            a = self.add_action(text, partial(self.set_pace, pace), None, speed)
            a.setCheckable(True)
            a.setChecked(pace == self.model.pace)
            speed_group.addAction(a)
            self.pace_actions[pace] = a
        help_menu = bar.addMenu(_tr("&Help"))
        self.add_command(Action.RULES, help_menu)
        self.add_command(Action.SHORTCUTS, help_menu)
        self.learn_action = self.add_command(Action.LEARN_TO_PLAY, help_menu, refocus=False)
        help_menu.addSeparator()
        self.add_command(Action.ABOUT, help_menu)

    def _build_play_actions(self) -> None:
        # the bar's actions with their keys (the table of actions: ui/actions.py)
        self.play_actions: dict[str, QAction] = {}
        for name in self.action_bar.buttons:
            action = Action(name)
            # Enter is the table's own key (it plays the yellow button, which "Next hand" is
            # while a hand is over): as the menu entry's shortcut it would take Enter away
            key = None if action == Action.NEXT_HAND else shortcut(action)
            self.play_actions[name] = self.add_action(label(action), partial(self.trigger, action),
                                                      key)
        self.sort_toggle_action = self.add_command(Action.SORT, None)
        self._fill_play_menu()

    def _fill_play_menu(self) -> None:
        """The Play menu: what the action bar does, with the same keys, for a player who looks
        for them in a menu; then sorting the hand."""
        menu = self.play_menu
        menu.clear()
        for group in play_menu_groups():
            for name in group:
                menu.addAction(self.play_actions[name])
            menu.addSeparator()
        menu.addAction(self.sort_toggle_action)

    def _play_menu_showing(self) -> None:
        """While the Play menu is open its entries are enabled as the bar's buttons are."""
        for name, action in self.play_actions.items():
            button = self.action_bar.buttons[name]
            action.setEnabled(button.isEnabled() and not button.isHidden())

    def _play_menu_hidden(self) -> None:
        # the keys stay live (a key for what cannot be done now says why on the status line)
        for action in self.play_actions.values():
            action.setEnabled(True)

    def trigger(self, name: str) -> None:
        """Run one of the action bar's actions by name ("draw", "meld", "yes", ...): the
        controller does what the table of actions says (``ActionSpec.run``)."""
        if self.view.is_dragging():
            return
        action = find(name)
        spec = SPECS[action] if action is not None else None
        if spec is not None and spec.run is not None:
            spec.run(self.controller)
        self.status.refresh()

    def set_sort(self, mode: str) -> None:
        self.scene.set_sort_mode(mode)
        self.sort_actions[mode].setChecked(True)
        if self.session is not None:
            self.session.update_preferences(hand_sort=mode)

    def set_pace(self, pace: Pace) -> None:
        """View ▸ Computer speed: with a session the choice goes to the settings, which give
        the model its pace (wired by the composition root); without one, to the model."""
        if self.session is not None:
            self.session.remember_pace(pace)
        else:
            self.model.set_pace(pace)

    def _on_pace_changed(self, pace: Pace) -> None:
        action = self.pace_actions.get(pace)
        if action is not None:
            action.setChecked(True)

    def apply_preferences(self, prefs: Preferences) -> None:
        """Show the table as the player's preferences say (language, deck, card size, sort,
        aids); the model takes its pace and thinking time from them itself
        (``GameModel.follow_preferences``, wired by the composition root)."""
        app = QApplication.instance()
        if app is not None:
            i18n.switch_language(app, prefs.language)  # windows retranslate on LanguageChange
        theme = THEMES.get(prefs.deck)
        if theme is not None and theme != self.renderer.theme:
            self.renderer = CardRenderer(theme)
            self.scene.set_renderer(self.renderer)
        self.scene.set_card_scale(CARD_SCALES.get(prefs.card_size, 1.0))
        if prefs.hand_sort in self.sort_actions:
            self.scene.set_sort_mode(prefs.hand_sort)
            self.sort_actions[prefs.hand_sort].setChecked(True)
        apply_aid_preferences(self, prefs)  # the player aids (ui/window/aids.py)

    def toggle_sort(self) -> None:
        self.set_sort("rank" if self.scene.sort_mode == "suit" else "suit")

    # ------------------------------------------------------------------ model events
    def follow_change(self, change: ChangeSet) -> None:
        """The window's own part of a change (`ChangeDispatcher` hands it over after the
        table, the recent moves and the tips, before the side panel and the status line): a
        new game's earlier hands in the recent moves, and no end of a hand waiting."""
        if change.kind in ("new_game",):
            if self.session is not None:  # a saved game's earlier hands, as they were kept
                self.model.add_past_hands(self.session.stored_hand)
            self.side_panel.reload_log()
            self._end = None

    def _on_rejected(self, message: str, key: str) -> None:
        # the refusal is about the table as it stood: it goes with the next move made
        self.scene.show_message(html.escape(message), "error", until_move=True)
        #: the action bar's heading when a move is refused; the reason is shown beside it
        self.action_bar.set_status(_tr("Not allowed"), message)

    def _on_answer(self, seat: int, yes: bool) -> None:
        name = self.model.names[seat]
        text = _tr("{name} says: yes, go out!") if yes else _tr("{name} says: no, not yet.")
        text = text.format(name=name)
        if yes and seat != self.model.human_seat and self.model.going_out_impossible():
            text += " " + _tr("But your hand cannot be emptied this turn: play on and "
                              "discard as usual.")
        self.scene.show_message(html.escape(text), "hint", 8000 if yes else 4000)

    def _on_hint(self, move: object, text: str) -> None:
        # (the controller has staged and selected it: one action plays it)
        cards = hint_cards(move)
        shown = html.escape(text)
        if cards:
            shown = shown.replace(html.escape(cards_label(cards)), cards_html(cards))
        if self.scene.show_reasons:
            shown += hint_reason_html(self.model.hint_reason)
        # until the player makes a move (or for a good while): then it no longer applies
        self.scene.show_message(_tr("Hint: ") + shown, "hint", 20000, until_move=True)
        self.status.refresh()

    def follow_hand_over(self, result: HandResult) -> None:
        """A hand is over (`ChangeDispatcher`): its summary once the table's cards rest."""
        self._end = (result, self.model.view.phase == Phase.GAME_OVER, None)
        QTimer.singleShot(0, self._maybe_show_end)

    def follow_game_over(self, winner: int | None) -> None:
        """The game is over (`ChangeDispatcher`): its result after the hand's summary."""
        if self._end is not None:
            self._end = (self._end[0], True, winner)
        else:
            self._end = (None, True, winner)
        QTimer.singleShot(0, self._maybe_show_end)

    def _on_animations_done(self) -> None:
        # (the model heard it first: the composition root wires the table to it)
        if self._end is not None:
            QTimer.singleShot(0, self._maybe_show_end)

    def _maybe_show_end(self) -> None:
        if (self._end is None or self._dialog is not None or self._closed
                or self.scene.is_animating()):
            return
        result, over, winner = self._end
        self._end = None
        if result is not None:
            dialog = HandOverDialog(self.model, result, game_over=over, parent=self)
            if over:
                dialog.accepted.connect(lambda: self._show_game_over(self.model.view.winner))
            else:
                dialog.accepted.connect(partial(self._deal_after, dialog))
            self._open(dialog)
        elif over:
            self._show_game_over(winner)

    def _show_game_over(self, winner: int | None) -> None:
        dialog = GameOverDialog(self.model, winner, self)
        dialog.accepted.connect(self.commands.new_game)
        self._open(dialog)

    def show_hand_summary(self) -> None:
        """Game ▸ Hand summary: the last finished hand's summary again; while that hand is
        over, its button deals the next hand (or shows the game's result), as at first."""
        v = self.model.view
        if not v.hand_results:
            self.status.show_note(_tr("No hand is finished yet."))
            return
        if self._dialog is not None:
            return
        result = v.hand_results[-1]
        over = v.phase == Phase.GAME_OVER
        dialog = HandOverDialog(self.model, result, game_over=over, parent=self,
                                pending=v.phase == Phase.HAND_OVER)
        if over:
            dialog.accepted.connect(lambda: self._show_game_over(self.model.view.winner))
        elif dialog.pending:
            dialog.accepted.connect(partial(self._deal_after, dialog))
        self._open(dialog)

    def _deal_after(self, dialog: HandOverDialog) -> None:
        """The summary's "Next hand": it was seen, so the next hand is dealt."""
        self.controller.summary_seen = dialog.hand_number
        self.trigger("next_hand")

    def _open(self, dialog: QDialog) -> None:
        self._dialog = dialog
        dialog.finished.connect(lambda *_: self._dialog_closed(dialog))
        # Ctrl+Q quits from the dialog too (the window's own keys wait while it is open)
        quit_action = QAction(dialog)
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        quit_action.triggered.connect(lambda _=False: self._quit_from(dialog))
        dialog.addAction(quit_action)
        dialog.open()

    def _quit_from(self, dialog: QDialog) -> None:
        dialog.reject()
        self.close()

    def _dialog_closed(self, dialog: QDialog) -> None:
        if self._dialog is dialog:
            self._dialog = None
        if isinstance(dialog, HandOverDialog):
            # however it was closed, the player has seen it: Enter and "Next hand" deal now
            self.controller.summary_seen = dialog.hand_number
            self.status.refresh()
        dialog.deleteLater()
        self.back_to_table()

    def back_to_table(self) -> None:
        """Give the keyboard back to the table once no dialog is open (the window's shortcuts
        only work while it is the active window)."""
        if not self.isVisible() or QApplication.activeModalWidget() is not None:
            return
        self.activateWindow()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ commands
    def _rebuild_recent_menu(self) -> None:
        self.commands.fill_recent_menu(self.recent_menu)

    def show_score_sheet(self) -> None:
        self._exec(ScoreSheetDialog(self.model, self))

    def show_rules(self) -> None:
        self._exec(RulesDialog(self.renderer, self))

    def show_lesson(self) -> None:
        """Help ▸ Learn to play: the guided first hand (ui/lesson), over this window."""
        if self.lesson_opener is not None:
            self.lesson_window = self.lesson_opener(self)

    def show_shortcuts(self) -> None:
        self._exec(ShortcutsDialog(self))

    @staticmethod
    def _exec(dialog: QDialog) -> None:
        """Show a modal dialog and free it afterwards (a child of the window otherwise stays
        until the window goes)."""
        dialog.exec()
        dialog.deleteLater()

    def show_about(self) -> None:
        box = QMessageBox(QMessageBox.Icon.NoIcon, _tr("About Samba Desktop"),
                          about_html(self.updates.newer), QMessageBox.StandardButton.Ok, self)
        box.setObjectName("AboutBox")
        box.setStyleSheet(style.DIALOG_SHEET)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)  # the link
        icon = self.windowIcon()
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(64, 64))
        box.exec()
        box.deleteLater()

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text of the window in the current language (Qt calls this through
        ``changeEvent`` after ``i18n.switch_language``); the game is not touched."""
        self.setWindowTitle(_tr("Samba Desktop"))
        bar = self.menuBar()
        kept = [*self.play_actions.values(), self.sort_toggle_action]
        old_menus = [m for a in bar.actions() if isinstance(m := a.menu(), QMenu)]
        bar.clear()
        while old_menus:  # the menus and their actions go; the play actions stay
            menu = old_menus.pop()
            for action in menu.actions():
                submenu = action.menu()
                if isinstance(submenu, QMenu):
                    old_menus.append(submenu)
                elif action.parent() is self and action not in kept:
                    action.deleteLater()
            menu.deleteLater()
        for group in self.findChildren(QActionGroup):
            group.deleteLater()
        self._build_menus()
        self.action_bar.retranslate()
        for name, action in self.play_actions.items():
            action.setText(label(Action(name)))
        self.sort_toggle_action.setText(label(Action.SORT))
        self._fill_play_menu()
        self.scene.retranslate()
        self.changes.refresh()
        self.commands.reopen_statistics()

    # ------------------------------------------------------------------ window
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = self.width()
        panel = int(max(210, min(330, width * 0.2)))
        self.side_panel.setFixedWidth(panel)

    def _place_on_screen(self) -> None:
        """Open where the player left the window, if that place is still on a screen (no larger
        than that screen leaves room for); else fill the screen it opens on (less the window
        manager's title bar and borders)."""
        place, maximized = self.session.window if self.session is not None else (None, False)
        if place is not None:
            rect = QRect(*place)
            screen = QGuiApplication.screenAt(rect.center())
            if screen is not None:
                room = screen.availableGeometry()
                rect.setWidth(min(rect.width(), room.width()))
                rect.setHeight(min(rect.height(), room.height()))
                rect.moveLeft(max(room.left(), min(rect.left(), room.right() + 1 - rect.width())))
                rect.moveTop(max(room.top(), min(rect.top(), room.bottom() + 1 - rect.height())))
                self.setGeometry(rect)
                if maximized:
                    self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
                return
        screen = QGuiApplication.primaryScreen()
        if screen is None:
            fit_to_screen(self, 1280, 800, None)
            return
        room = screen.availableGeometry()
        frame_w, frame_h = 16, 40  # the window manager's borders and title bar
        self.resize(room.width() - frame_w, room.height() - frame_h)
        self.move(room.left() + frame_w // 2, room.top())

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.session is not None:
            maximized = self.isMaximized()
            g = self.normalGeometry() if maximized else self.geometry()
            if g.isValid():
                self.session.remember_window((g.x(), g.y(), g.width(), g.height()), maximized)
        self._closed = True
        self.table_commands.stop()
        self.model.leave_table()
        self.model.shutdown()
        if self.session is not None:
            self.session.close()
        super().closeEvent(event)
