"""The hand viewer: a hand's table at every move, with first / back / forward / last.

A window of its own, read-only: each seat's hand (the viewer's own face up; every hand face up
once the hand is over, or all along with "Show all hands"), each side's melds and red 3s, the
stock and the discard pile, the move that led here and the computer's reason for it. Keys:
Home, ←, →, End. "Export…" writes the hand as a text record; "Open…" reads one.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QRect,
    QRectF,
    QSize,
    QStandardPaths,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.engine import Discard, Extend, Game, Meld, Move, TakePile
from samba_desktop.qtmodel import GameModel
from samba_desktop.qtmodel.locale_format import number
from samba_desktop.qtmodel.replay import (
    HAND_RECORD_SUFFIX,
    ReplayError,
    SteppedHand,
    config_of,
    deal_label,
    export_hand,
    open_hand_record,
    replay_deal,
)
from samba_desktop.qtmodel.texts import meld_label
from samba_desktop.ui import style
from samba_desktop.ui.actions import Action, bindings, key_of, spec
from samba_desktop.ui.cards import LARGE_INDEX, CardRenderer
from samba_desktop.ui.dialogs.review_view import add_review_marks
from samba_desktop.ui.table.order import meld_cards


def _tr(text: str) -> str:
    return QCoreApplication.translate("HandViewer", text)


class TableSnapshot(QWidget):
    """Paints one position of a replayed hand (see the module docstring)."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.game: Game | None = None
        self.names: list[str] = []
        self.own_seat = 0
        self.face_up = False
        # the coach's better move at this position (ui/review_view.py): its cards are lifted
        # and outlined in the hand of the seat to move, with ``better_text`` above them
        self.better: Move | None = None
        self.better_text = ""
        self.setMinimumWidth(420)

    def mark_better(self, move: Move | None, text: str) -> None:
        """Draw ``move`` (None: none) as the better move on the table shown, ``text`` naming it."""
        self.better, self.better_text = move, text if move is not None else ""
        if self.game is not None:
            self.show_game(self.game, self.names, self.own_seat, self.face_up)

    def show_game(self, game: Game, names: list[str], own_seat: int, face_up: bool) -> None:
        self.game, self.names, self.own_seat, self.face_up = game, names, own_seat, face_up
        self.setMinimumHeight(int(self._paint(None, self.width())))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(900, int(self._paint(None, 900)) if self.game else 400)

    def card_width(self, width: float) -> float:
        return max(32.0, min(56.0, width / 22))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), style.FELT_EDGE)
        height = self._paint(p, self.width())
        p.end()
        if abs(height - self.minimumHeight()) > 1:
            self.setMinimumHeight(int(height))

    def summary(self) -> str:
        """The line above the table: the stock, the pile and the scores (as the locale writes
        numbers)."""
        g = self.game
        if g is None:
            return ""
        stock = QCoreApplication.translate(
            "HandViewer", "Stock: {n} \u00b7 discard pile: %n card(s)", "", len(g.discard_pile))
        return stock.format(n=g.stock_size) + "   " + _tr("Scores: {s}").format(
            s=" \u00b7 ".join(number(s) for s in g.scores))

    def visible_hand(self, seat: int) -> bool:
        """Whether ``seat``'s cards are shown face up."""
        return self.face_up or seat == self.own_seat

    def _paint(self, p: QPainter | None, width: float) -> float:
        """Draw (or, without a painter, only measure) the position; returns the height used."""
        g = self.game
        if g is None:
            return 0.0
        cw = self.card_width(width)
        ch = self.renderer.card_height(cw)
        margin, y = 12.0, 10.0
        fm = QFontMetricsF(style.font(13, bold=True))
        line = fm.height() + 4
        dpr = self.devicePixelRatioF() if p is not None else 1.0

        def text(x: float, y0: float, w: float, s: str, size: float = 13, bold: bool = True,
                 colour: QColor = style.INK) -> None:
            if p is None:
                return
            p.setFont(style.font(size, bold=bold))
            p.setPen(colour)
            shown = QFontMetricsF(p.font()).elidedText(s, Qt.TextElideMode.ElideRight, w)
            p.drawText(QRectF(x, y0, w, line), Qt.AlignmentFlag.AlignLeft
                       | Qt.AlignmentFlag.AlignVCenter, shown)

        def card(x: float, y0: float, code: str | None) -> None:
            if p is None:
                return
            pm = self.renderer.back_pixmap(cw, dpr) if code is None else \
                self.renderer.pixmap(code, cw, dpr)
            p.drawPixmap(QRectF(x, y0, cw, ch), pm, QRectF(pm.rect()))

        def fan(cards: Sequence[str | None], x: float, y0: float, step: float, limit: float,
                marked: Sequence[str] = (), lift: float = 0.0) -> float:
            """Cards in a row from ``x``, wrapping at ``limit``; returns the bottom. The cards
            of ``marked`` are lifted by ``lift`` and outlined (the coach's better move)."""
            bottom = y0 + ch
            left = list(marked)
            for c in cards:
                if x + cw > limit:
                    x, y0 = margin + 16, y0 + ch * 0.55
                    bottom = y0 + ch
                if c is not None and c in left:
                    left.remove(c)
                    card(x, y0 - lift, c)
                    if p is not None:
                        p.setPen(QPen(style.GOLD, 3))
                        p.setBrush(Qt.BrushStyle.NoBrush)
                        p.drawRoundedRect(QRectF(x - 1, y0 - lift - 1, cw + 2, ch + 2), 5, 5)
                else:
                    card(x, y0, c)
                x += step
            return bottom

        # the middle: stock, pile, scores
        pile = g.discard_pile
        text(margin, y, width - 2 * margin, self.summary(), 13, True, style.INK_MUTED)
        y += line
        if pile:
            fan([str(c) for c in pile[-8:]], margin, y, cw * 0.32, width - margin)
        y += ch + 10
        sides = g.num_sides
        for side in range(sides):
            seats = g.seats_of(side)
            colour = style.side_colour(side, g.side_of(self.own_seat), sides)
            if p is not None:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(0, 0, 0, 50))
            top = y
            names = " & ".join(self.names[s] for s in seats)
            red = g.red_threes(side)
            head = names + ("   " + _tr("red 3s: {n}").format(n=red) if red else "")
            text(margin, y, width - 2 * margin, head, 13, True, colour)
            y += line
            melds = g.melds(side)
            x = margin
            row_bottom = y
            for meld in melds:
                cards = [str(c) for c in meld_cards(meld)]  # a natural on top, as on the table
                need = cw + cw * 0.22 * (len(cards) - 1)
                if x + need > width - margin and x > margin:
                    x, y = margin, row_bottom + 16
                bottom = fan(cards, x, y, cw * 0.22, width - margin)
                text(x, bottom, need + 20, meld_label(meld.cards, meld.kind), 10, False,
                     style.INK_MUTED)
                row_bottom = max(row_bottom, bottom)
                x += need + cw * 0.45
            if melds:
                y = row_bottom + 16
            for seat in seats:
                hand = g.hand(seat)
                size = g.hand_size(seat)  # (a hand seen at a friend's table: only its size)
                label = QCoreApplication.translate("HandViewer", "{name}: %n card(s)", "",
                                                   size).format(name=self.names[seat])
                text(margin + 8, y, width - 2 * margin, label, 12, True, style.INK)
                y += line
                shown: list[str | None]
                if self.visible_hand(seat) and len(hand) == size:
                    shown = [str(c) for c in sorted(hand, key=lambda c: (c.suit, c.code))]
                else:
                    shown = [None] * min(size, 12)  # backs only
                marked = better_cards(self.better) if seat == g.turn and self.better_text else []
                if marked:
                    text(margin + 16, y, width - 2 * margin, self.better_text, 12, True,
                         style.GOLD)
                    y += line
                    lift = ch * 0.12
                    bottom = fan(shown, margin + 16, y + lift, cw * 0.42, width - margin,
                                 marked=marked, lift=lift)
                    y = bottom + 6
                else:
                    y = fan(shown, margin + 16, y, cw * 0.42, width - margin) + 6 if size else y
            if p is not None:
                p.setPen(QColor(255, 255, 255, 30))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(margin / 2, top - 2, width - margin, y - top + 4), 8, 8)
            y += 12
        return y


def better_cards(move: Move | None) -> list[str]:
    """The cards of the hand that ``move`` plays (its text forms), for the snapshot's marks."""
    if isinstance(move, Discard):
        return [str(move.card)]
    if isinstance(move, Meld):
        return [str(c) for m in move.melds for c in m]
    if isinstance(move, Extend):
        return [str(c) for c in move.cards]
    if isinstance(move, TakePile):
        return [str(c) for c in move.cards] + [str(c) for m in move.extra_melds for c in m]
    return []


class HandViewer(QWidget):
    """The hand viewer window (see the module docstring)."""

    # the step shown (after every `go`): the review marks follow it (ui/dialogs/review_view.py)
    shown = Signal(int)

    def __init__(self, replay: SteppedHand | None = None, renderer: CardRenderer | None = None,
                 parent: QWidget | None = None, table_model: GameModel | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("HandViewer")
        self.setWindowTitle(_tr("Hand viewer"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # the app's look on the viewer's own widgets only (the body), not on the window: Qt's
        # file dialogs and message boxes opened over it are its children and keep their colours
        self.setStyleSheet(f"#HandViewer {{ background: {style.WINDOW_BACKGROUND}; }}")
        body = QWidget(self)
        body.setObjectName("HandViewerBody")
        body.setStyleSheet(style.TABLE_SHEET + style.DIALOG_SHEET)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(body)
        self.renderer = renderer or CardRenderer(LARGE_INDEX)
        self.replay: SteppedHand | None = None
        self.step = 0
        # the game model of the table this viewer belongs to ("Play this deal"; None alone)
        self.table_model = table_model
        self.past_hands: QComboBox | None = None  # "Past hands" (`score_replay.add_past_hands`)
        self.last_problem: tuple[str, str] | None = None
        box = QVBoxLayout(body)
        box.setContentsMargins(10, 8, 10, 8)
        self.title = QLabel()
        self.title.setObjectName("Title")
        self.title.setStyleSheet("font-size: 17px;")
        box.addWidget(self.title)
        self.snapshot = TableSnapshot(self.renderer)
        # not ``self.scroll``: that is QWidget.scroll()
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.snapshot)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        box.addWidget(self.scroll_area, 1)
        self.box = box
        self.move_label = QLabel()
        self.move_label.setObjectName("Status")
        self.move_label.setWordWrap(True)
        box.addWidget(self.move_label)
        self.reason_label = QLabel()
        self.reason_label.setObjectName("StatusDetail")
        self.reason_label.setWordWrap(True)
        box.addWidget(self.reason_label)
        # two rows, so that the window fits a laptop's screen: stepping, and what to do with
        # the hand
        row = QHBoxLayout()
        self.first_button = QPushButton()
        self.back_button = QPushButton()
        self.forward_button = QPushButton()
        self.last_button = QPushButton()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for button, target in ((self.first_button, lambda: 0),
                               (self.back_button, lambda: self.step - 1),
                               (self.forward_button, lambda: self.step + 1),
                               (self.last_button, lambda: self._steps())):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, t=target: self.go(t()))
            row.addWidget(button)
        row.addWidget(self.slider, 1)
        self.slider.valueChanged.connect(self.go)
        self.all_hands = QCheckBox()
        self.all_hands.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.all_hands.toggled.connect(lambda _=False: self.go(self.step))
        self.export_button = QPushButton()
        self.export_button.clicked.connect(lambda _=False: self.export())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(lambda _=False: self.open_file())
        self.play_button = QPushButton()
        self.play_button.clicked.connect(lambda _=False: self.play_deal())
        self.play_button.setVisible(table_model is not None)
        box.addLayout(row)
        self.tools = QHBoxLayout()
        self.tools.addWidget(self.all_hands)
        self.tools.addStretch(1)
        for button in (self.play_button, self.export_button, self.open_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.tools.addWidget(button)
        box.addLayout(self.tools)
        # Esc and Ctrl+W (the platform's Close) close the window
        closing = {binding for key in spec(Action.VIEWER_CLOSE).keys for binding in bindings(key)}
        for keys in closing:
            QShortcut(keys, self, self.close, Qt.ShortcutContext.WindowShortcut)
        self.review_marks = add_review_marks(self)  # the coach's marks (ui/dialogs/review_view.py)
        self.resize(1000, 720)
        self._retranslate()
        if replay is not None:
            self.set_replay(replay)
        else:
            self._refresh()

    def _retranslate(self) -> None:
        """The window's texts in the current language (again after a language switch)."""
        self.setWindowTitle(_tr("Hand viewer"))
        self.first_button.setText("\u25c0\u25c0 " + _tr("First"))
        self.back_button.setText("\u25c0 " + _tr("Back"))
        self.forward_button.setText(_tr("Forward") + " \u25b6")
        self.last_button.setText(_tr("Last") + " \u25b6\u25b6")
        self.all_hands.setText(_tr("Show all hands"))
        self.export_button.setText(_tr("Export\u2026"))
        self.open_button.setText(_tr("Open\u2026"))
        self.play_button.setText(_tr("Play this deal"))
        self.play_button.setToolTip(_tr("Deal these cards again at the table, with the same "
                                        "seats, and play the hand yourself."))

    def changeEvent(self, event: QEvent) -> None:
        """After a language switch the moves, names and reasons are shown in the new one."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._refresh()

    def fit_to_screen(self, over: QWidget | None = None) -> None:
        """At most 1000×720, no bigger than the screen it opens on (that of ``over``, the
        window it belongs to), centred over ``over`` and wholly on that screen."""
        screen = (over.screen() if over is not None else None) or self.screen()
        room = screen.availableGeometry()
        # the window manager's frame (title bar, borders) around the window, once it has one
        frame_w = max(0, self.frameGeometry().width() - self.width()) or 8
        frame_h = max(0, self.frameGeometry().height() - self.height()) or 36
        width = min(1000, room.width() - frame_w)
        height = min(720, room.height() - frame_h)
        self.resize(max(width, self.minimumSizeHint().width()), height)
        centre = over.frameGeometry().center() if over is not None else room.center()
        outer = QRect(0, 0, self.width() + frame_w, self.height() + frame_h)
        outer.moveCenter(centre)
        outer.moveLeft(max(room.left(), min(outer.left(), room.right() + 1 - outer.width())))
        outer.moveTop(max(room.top(), min(outer.top(), room.bottom() + 1 - outer.height())))
        self.move(outer.topLeft())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Home, ←, →, End step through the hand (their keys: the table of actions)."""
        back, forward = (key_of(k) for k in spec(Action.VIEWER_STEP).keys)
        first, last = (key_of(k) for k in spec(Action.VIEWER_ENDS).keys)
        moves: dict[Qt.Key, Callable[[], int]] = {
                 first: lambda: 0, last: self._steps,
                 back: lambda: self.step - 1, forward: lambda: self.step + 1}
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self.go(target())
        event.accept()

    def _steps(self) -> int:
        return self.replay.steps if self.replay is not None else 0

    def set_replay(self, replay: SteppedHand, step: int | None = None) -> None:
        """Show ``replay`` (at its last step, unless ``step`` is given)."""
        self.replay = replay
        self.own_seat = replay.own_seat or 0
        self.slider.blockSignals(True)
        self.slider.setRange(0, replay.steps)
        self.slider.blockSignals(False)
        self.step = -1
        self.go(replay.steps if step is None else step)

    def past_hands_added(self) -> None:
        """The "Past hands" list is in place (`past_hands`): an empty viewer points at it."""
        if self.replay is None:
            self._refresh()

    def go(self, step: int) -> None:
        """Show the table after ``step`` moves (clamped to the hand)."""
        step = max(0, min(int(step), self._steps()))
        self.step = step
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self._refresh()
        self.shown.emit(step)

    def _refresh(self) -> None:
        replay, step = self.replay, self.step
        for button, on in ((self.first_button, step > 0), (self.back_button, step > 0),
                           (self.forward_button, replay is not None and step < replay.steps),
                           (self.last_button, replay is not None and step < replay.steps)):
            button.setEnabled(on)
        # a hand seen at a friend's table has no record: it cannot be dealt again here
        self.export_button.setEnabled(replay is not None and replay.record is not None)
        self.play_button.setEnabled(replay is not None and replay.record is not None)
        if replay is None:
            self.title.setText(_tr("Hand viewer"))
            self.move_label.setText(
                _tr("Choose one of your past hands above, or open a hand record.")
                if self.past_hands is not None and self.past_hands.count() else
                _tr("Open a hand record to step through it."))
            self.reason_label.setText("")
            return
        if replay.seed is not None:
            self.title.setText(_tr("Hand {n} \u00b7 deal {deal}").format(
                n=replay.hand_number, deal=deal_label(replay.seed, replay.hand_number)))
        else:
            self.title.setText(_tr("Hand {n}").format(n=replay.hand_number))
        game = replay.game_at(step)
        over = not game.in_play
        self.snapshot.show_game(game, replay.names, self.own_seat,
                                over or self.all_hands.isChecked())
        if step == 0:
            moved = _tr("The deal (move 0 of {n})").format(n=replay.steps)
        else:
            moved = _tr("Move {i} of {n}: {move}").format(i=step, n=replay.steps,
                                                         move=replay.text_at(step))
        if over and step == replay.steps:
            moved += " \u2014 " + _tr("the hand is over: every hand is face up")
        self.move_label.setText(moved)
        reason = replay.reason_at(step)
        self.reason_label.setText(_tr("Why: {reason}").format(reason=reason) if reason else "")

    def mark_better(self, move: Move | None, text: str = "") -> None:
        """Draw the coach's better move ``move`` (None: none) on the table shown, ``text``
        saying it (the review row does: ui/review_view.py)."""
        self.snapshot.mark_better(move, text)

    def play_deal(self, ask: bool = True) -> bool:
        """Start the shown hand's deal again at the table, with its seats and scores."""
        model = self.table_model
        record = self.replay.record if self.replay is not None else None
        if model is None or record is None:
            return False
        if ask:
            answer = QMessageBox.question(
                self, _tr("Play this deal"),
                _tr("Deal these cards again at the table? The game on the table ends."))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            replay_deal(model, record.seed, record.hand_number, record.scores, config_of(record))
        except (ValueError, TypeError, OverflowError) as exc:  # the game on the table stays
            self._problem(_tr("This deal cannot be played"), str(exc))
            return False
        self.close()
        return True

    # ------------------------------------------------------------------ files
    def export(self, path: str | None = None) -> bool:
        """Write the hand as a text record (asks where, unless ``path`` is given)."""
        record = self.replay.record if self.replay is not None else None
        if record is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, _tr("Export the hand"), os.path.join(
                    documents_folder(), f"samba-hand-{record.hand_number}"
                    f"{HAND_RECORD_SUFFIX}"), _tr("Samba hand records (*{suffix})").format(
                    suffix=HAND_RECORD_SUFFIX))
            if not path:
                return False
        try:
            export_hand(record, path)
        except ReplayError as exc:
            self._problem(_tr("The hand could not be exported"), str(exc))
            return False
        return True

    def open_file(self, path: str | None = None) -> bool:
        """Read a hand record into the viewer (asks which, unless ``path`` is given)."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, _tr("Open a hand record"), documents_folder(), _tr("Samba hand records (*{suffix})").format(
                    suffix=HAND_RECORD_SUFFIX) + ";;" + _tr("All files (*)"))
            if not path:
                return False
        try:
            replay = open_hand_record(path)
        except ReplayError as exc:
            self._problem(_tr("This hand record cannot be opened"), str(exc))
            return False
        self.set_replay(replay, 0)
        return True

    def _problem(self, title: str, message: str) -> None:
        self.last_problem = (title, message)
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("HandViewerProblem")
        box.open()


def documents_folder() -> str:
    """Where the viewer's file dialogs start: the player's Documents (else the home folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if not folder or not os.path.isdir(folder):
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)
    return folder


def open_hand_viewer(parent: QWidget | None, replay: SteppedHand | None,
                     renderer: CardRenderer | None = None,
                     table_model: GameModel | None = None) -> HandViewer:
    """Show ``replay`` in a new hand viewer window, in front and fitted to the screen (the
    caller need not keep it); with ``table_model`` (the table's game model) it can deal the hand
    again there. Opened from a modal dialog (the end of a hand, the score sheet) it is modal
    too, so that it takes clicks and keys at once; the dialog is there again once it closes."""
    viewer = HandViewer(replay, renderer, parent, table_model)
    if QApplication.activeModalWidget() is not None:
        viewer.setWindowModality(Qt.WindowModality.ApplicationModal)
    viewer.fit_to_screen(parent.window() if parent is not None else None)
    viewer.show()
    viewer.raise_()
    viewer.activateWindow()
    return viewer
