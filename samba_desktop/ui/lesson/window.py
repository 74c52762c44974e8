"""Help ▸ Learn to play: the lesson's window, the real card table with the lesson's banner and
marks over it (`LessonWindow`), and `open_lesson`, which opens it over the main window.

The lesson's table is a `MainWindow` of its own around a `LessonModel`: the same table, drags,
keys, action bar and side panel as a game, with a Lesson menu instead of the Game menu. The
main window's game waits, hidden, untouched (its autosave is not the lesson's) and comes back
when the lesson is left. The progress (steps done) goes to the settings after each step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMenu, QWidget

from samba_desktop.engine import Phase
from samba_desktop.qtmodel import ChangeSet, Pace
from samba_desktop.qtmodel.lesson import (
    LESSON_STEPS,
    LessonModel,
    lesson_done_text,
    step_title,
)
from samba_desktop.qtmodel.sounds import SoundBoard
from samba_desktop.ui.lesson.banner import LessonBanner
from samba_desktop.ui.lesson.marks import ButtonMark, LessonMarks, MarksOverlay
from samba_desktop.ui.window.main_window import MainWindow, TableParts, build_table

if TYPE_CHECKING:
    from samba_desktop.qtmodel.session import SessionModel


def _tr(text: str) -> str:
    return QCoreApplication.translate("LessonWindow", text)


class LessonWindow(MainWindow):
    """The lesson's table (see the module docstring). ``left`` when it closes."""

    left = Signal()

    def __init__(self, model: LessonModel, table: TableParts,
                 session: SessionModel | None = None, parent: QWidget | None = None) -> None:
        super().__init__(model, table, None, parent)
        self.lesson = model
        self.lesson_session = session  # only for the progress: the game's files stay its own
        self.setWindowTitle(_tr("Learn to play \u2014 Samba Desktop"))
        self.tips.set_enabled(False)  # the lesson says what to do
        self.banner = LessonBanner(self.view)
        self.banner.avoid = self._banner_avoids
        self.banner.never_cover = self._banner_never_covers
        self.banner.show_button.clicked.connect(lambda _=False: self.trigger("hint"))
        self.banner.leave_button.clicked.connect(lambda _=False: self.close())
        self.marks = LessonMarks(model, self.scene, MarksOverlay(self.view),
                                 ButtonMark(self.action_bar),
                                 dict(self.action_bar.buttons))
        self.note = ""
        model.task_changed.connect(self._task_changed)
        model.progress_changed.connect(self._store_progress)
        model.rejected.connect(self._on_lesson_rejected)
        model.staging_changed.connect(self.show_task)
        self.scene.animations_done.connect(self.show_task)
        self.scene.selection_changed.connect(self._selection_changed)

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        super()._build_menus()
        bar = self.menuBar()
        first = bar.actions()[0].menu()
        if not isinstance(first, QMenu):
            return
        first.clear()  # the game's commands are not the lesson's
        first.setTitle(_tr("&Lesson"))
        self.add_action(_tr("Start this step &again"), self.restart_step, None, first)
        self.add_action(_tr("Start the lesson &over"), self.restart_lesson, None, first)
        first.addSeparator()
        self.add_action(_tr("&Leave the lesson"), self.close, "Ctrl+W", first)
        self.learn_action.setVisible(False)

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(_tr("Learn to play \u2014 Samba Desktop"))
        self.show_task()

    def show_lesson(self) -> None:
        """(Help ▸ Learn to play is the window itself.)"""

    # ------------------------------------------------------------------ the lesson
    def restart_step(self) -> None:
        self.note = ""
        self.lesson.restart(self.lesson.progress)

    def restart_lesson(self) -> None:
        self.note = ""
        self.lesson.restart(0)

    def show_task(self) -> None:
        """The banner and the marks for what the lesson waits for now."""
        model = self.lesson
        step = model.step
        if step is None:
            self.marks.clear()
            self.banner.show_step(_tr("Lesson complete"), _tr("You went out!"),
                                  lesson_done_text())
            self.banner.show_button.hide()
            return
        self.banner.show_button.show()
        number = _tr("Step {number} of {count}").format(number=model.progress + 1,
                                                         count=len(LESSON_STEPS))
        if model.waits_for_human():
            text = model.task_text()
        elif model.view.phase == Phase.ANSWER:
            text = _tr("Your partner thinks about your question\u2026")
        else:
            text = _tr("The others play their turns\u2026")
        self.marks.update() if not self.scene.is_animating() else self.marks.clear()
        self.banner.show_step(number, step_title(step), text, self.note)

    def _task_changed(self) -> None:
        self.note = ""
        self.show_task()

    def _selection_changed(self) -> None:
        if self.marks.items:
            self.show_task()

    def follow_change(self, change: ChangeSet) -> None:
        """The window's part of a change (`ChangeDispatcher`), then the lesson's: the marks go
        while the cards move and come back when they rest."""
        super().follow_change(change)
        if change.kind != "staging":
            self.marks.clear()  # the cards move: the marks come back when they rest
        QTimer.singleShot(0, self.show_task)

    def _on_lesson_rejected(self, message: str, key: str) -> None:
        self.note = message if key != "lesson" else _tr("Not quite: try the marked cards.")
        self.show_task()

    def _store_progress(self, progress: int) -> None:
        if self.lesson_session is not None:
            self.lesson_session.update_preferences(lesson_progress=progress)

    def _in_view(self, rects: list[QRectF]) -> list[QRect]:
        view = self.view
        return [view.mapFromScene(r).boundingRect().adjusted(-6, -6, 6, 6) for r in rects]

    def _banner_avoids(self) -> list[tuple[QRect, int]]:
        """The names, headers and hands (weight 1), the stock and the pile (5: a player
        watches them most)."""
        light = [*self.scene.keep_clear(),
                 *(item.sceneBoundingRect() for item in self.scene.cards_in("hand"))]
        heavy = [self.scene.stock_rect, self.scene.pile_rect]
        return [(r, 1) for r in self._in_view(light)] + [(r, 5) for r in self._in_view(heavy)]

    def _banner_never_covers(self) -> list[QRect]:
        return self._in_view(self.marks.rects())

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        if event.isAccepted():
            self.left.emit()


def open_lesson(main: MainWindow, pace: Pace | None = None) -> LessonWindow:
    """Open the lesson over ``main`` (which hides until the lesson is left), at the step the
    settings remember (from the start once it was finished)."""
    session = main.session
    progress = session.preferences.lesson_progress if session is not None else 0
    if progress >= len(LESSON_STEPS):
        progress = 0
    if pace is None:
        pace = main.model.pace if main.model.pace != Pace.INSTANT else Pace.FAST
    model = LessonModel(progress, pace=pace)
    table = build_table(model, main.renderer)
    # wired as the composition root wires a game's table (samba_desktop.__main__); its
    # changes reach the table through the window's dispatcher
    model.thinking_changed.connect(table.scene.set_thinking)
    model.hint_ready.connect(table.controller.follow_hint)
    table.scene.animations_done.connect(model.animations_done)
    table.scene.set_card_scale(main.scene.card_scale)
    table.scene.set_sort_mode(main.scene.sort_mode)
    window = LessonWindow(model, table, session)
    model.attach_view(True)
    board = main.sound_board
    if board is not None:
        window.sound_board = SoundBoard(model, board.sink, board.enabled, board.volume)
    window.setGeometry(main.geometry())
    if main.isMaximized():
        window.showMaximized()
    else:
        window.show()
    main.hide()

    def back() -> None:
        main.show()
        main.back_to_table()
        window.deleteLater()

    window.left.connect(back)
    model.start()
    window.show_task()
    window.back_to_table()
    return window
