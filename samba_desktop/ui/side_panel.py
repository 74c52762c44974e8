"""The panel beside the table: scores and target, this hand's progress, and recent moves."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.qtmodel import GameModel, LogEntry
from samba_desktop.qtmodel.locale_format import number
from samba_desktop.ui import style
from samba_desktop.ui.outlook_panel import AidDock, OutlookPanel
from samba_desktop.ui.reason_view import entry_tooltip


def _tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


def _dot_icon(colour: QColor, size: int = 10) -> QIcon:
    pm = QPixmap(size * 2, size * 2)
    pm.setDevicePixelRatio(2.0)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3))
    p.end()
    return QIcon(pm)


def _card(title: str = "", extra: str | None = None) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame()
    frame.setObjectName("Card")
    box = QVBoxLayout(frame)
    box.setContentsMargins(12, 10, 12, 10)
    box.setSpacing(6)
    if title:
        head = QHBoxLayout()
        t = QLabel(title)
        t.setObjectName("CardTitle")
        frame.title_label = t  # type: ignore[attr-defined]
        head.addWidget(t)
        head.addStretch(1)
        if extra is not None:
            e = QLabel(extra)
            e.setObjectName("Muted")
            e.setStyleSheet("font-size: 11px;")
            head.addWidget(e)
            frame.extra_label = e  # type: ignore[attr-defined]
        box.addLayout(head)
    return frame, box


class SidePanel(QWidget):
    """Scores, this hand's progress for the human's side, and the recent-moves log."""

    score_sheet_requested = Signal()

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("SidePanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.setSpacing(10)
        # title row
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("Title")
        head.addWidget(self.title)
        head.addStretch(1)
        self.hand_chip = QLabel()
        self.hand_chip.setObjectName("HandChip")
        head.addWidget(self.hand_chip)
        outer.addLayout(head)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("Muted")
        self.turn_label.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.turn_label)
        # scores
        self.score_card, box = _card(" ", "")
        self.score_grid = QGridLayout()
        self.score_grid.setHorizontalSpacing(8)
        self.score_grid.setVerticalSpacing(2)
        box.addLayout(self.score_grid)
        self.sheet_button = sheet = QPushButton()
        sheet.setStyleSheet("font-size: 11px; padding: 3px 8px;")
        sheet.setCursor(Qt.CursorShape.PointingHandCursor)
        sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        sheet.clicked.connect(self.score_sheet_requested)
        box.addWidget(sheet, 0, Qt.AlignmentFlag.AlignRight)
        outer.addWidget(self.score_card)
        # this hand
        self.hand_card, self.hand_box = _card(" ")
        self.hand_lines = QLabel()
        self.hand_lines.setTextFormat(Qt.TextFormat.RichText)
        self.hand_lines.setWordWrap(True)
        self.hand_box.addWidget(self.hand_lines)
        outer.addWidget(self.hand_card)
        # others
        self.others = QLabel()
        self.others.setTextFormat(Qt.TextFormat.RichText)
        self.others.setWordWrap(True)
        self.others_card, obox = _card()
        obox.addWidget(self.others)
        outer.addWidget(self.others_card)
        # the samba outlook (player aid; switchable off in Settings), docked with the moves
        self.outlook = OutlookPanel(model)
        # recent moves
        self.log_card, lbox = _card(" ")
        self.log = QListWidget()
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setIconSize(QSize(10, 10))
        self.log.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        lbox.addWidget(self.log, 1)
        # the newest line stays in sight when lines are added or rewrapped (a resize, a new
        # language), unless the player has scrolled up to read older ones
        self._log_follows = True
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(self._log_range_changed)
        bar.valueChanged.connect(self._log_scrolled)
        self.aid_dock = AidDock(self.outlook, self.log_card)  # tabs in a short window
        outer.addWidget(self.aid_dock, 1)
        self._score_rows: list[tuple[QLabel, QLabel, QLabel, QProgressBar]] = []
        self.show_reasons = True  # a computer move's reason on hover (Settings: Aids)
        model.log_added.connect(self.add_log)
        model.changed.connect(self._on_changed)
        self._fixed_texts()
        self.reload_log()

    # ------------------------------------------------------------------ refreshing
    def _fixed_texts(self) -> None:
        self.title.setText(_tr("Samba"))
        self.score_card.title_label.setText(_tr("SCORE"))
        self.log_card.title_label.setText(_tr("RECENT MOVES"))
        self.sheet_button.setText(_tr("Score sheet"))

    def retranslate(self) -> None:
        """Put every text of the panel in the current language, the old log lines too."""
        self._fixed_texts()
        self.refresh()
        self.reload_log()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.aid_dock.set_window_height(self.window().height())
        self.refresh()

    def colour_of(self, side: int | None) -> QColor:
        v = self.model.view
        if side is None:
            return style.INK_FAINT
        return style.side_colour(side, v.side_of(self.model.display_seat), v.num_sides)

    def refresh(self) -> None:
        v = self.model.view
        self.hand_chip.setText(_tr("Hand {n}").format(n=v.hand_number))
        self.score_card.extra_label.setText(
            _tr("target {n}").format(n=number(v.rules.target_score)))
        self._refresh_scores()
        self._refresh_hand()
        self._refresh_turn()
        self.outlook.refresh()

    def _refresh_turn(self) -> None:
        model, v = self.model, self.model.view
        if v.phase in ("hand_over", "game_over"):
            text = _tr("The hand is over") if v.phase == "hand_over" else _tr("The game is over")
            self.turn_label.setText(text)
            return
        seat = v.turn
        colour = self.colour_of(v.side_of(seat))
        if seat == model.human_seat:
            who = _tr("Your turn") if v.phase != "answer" else _tr("Your answer, please")
        else:
            who = _tr("{name} to play").format(name=html.escape(model.names[seat]))
        self.turn_label.setText(f"<span style='color:{colour.name()}'>\u25cf</span> "
                                f"<span style='color:#dfe9e2; font-weight:bold'>{who}</span>")

    def _refresh_scores(self) -> None:
        model, v = self.model, self.model.view
        names = model.side_names()
        human_side = v.side_of(model.display_seat)
        order = [(human_side + k) % v.num_sides for k in range(v.num_sides)]
        if len(self._score_rows) != len(order):
            while self.score_grid.count():
                w = self.score_grid.takeAt(0).widget()
                if w is not None:
                    w.deleteLater()
            self._score_rows = []
            for row in range(len(order)):
                dot, name, value = QLabel(), QLabel(), QLabel()
                dot.setFixedSize(10, 10)
                name.setObjectName("ScoreName")
                name.setTextFormat(Qt.TextFormat.RichText)
                value.setObjectName("ScoreValue")
                value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                bar = QProgressBar()
                bar.setTextVisible(False)
                bar.setMaximumHeight(5)
                self.score_grid.addWidget(dot, row * 2, 0, Qt.AlignmentFlag.AlignVCenter)
                self.score_grid.addWidget(name, row * 2, 1)
                self.score_grid.addWidget(value, row * 2, 2)
                self.score_grid.addWidget(bar, row * 2 + 1, 1, 1, 2)
                self._score_rows.append((dot, name, value, bar))
        scores = v.scores
        target = v.rules.target_score
        for (dot, name, value, bar), side in zip(self._score_rows, order, strict=True):
            colour = self.colour_of(side)
            dot.setStyleSheet(f"background: {colour.name()}; border-radius: 5px;")
            members = [model.names[s] for s in model.side_members(side)]
            if side == human_side and model.human_seat is not None and len(members) > 1:
                members[0] = _tr("You")
            sub = " & ".join(html.escape(m) for m in members) if len(members) > 1 else ""
            if " & ".join(members) == names[side] or self.width() < 260:
                sub = ""
            name.setText(f"{html.escape(names[side])} <span style='color:#8fb09c; "
                         f"font-size:11px; font-weight:normal'>{sub}</span>")
            value.setText(number(scores[side]))
            bar.setRange(0, 1000)
            bar.setValue(max(0, min(1000, int(1000 * scores[side] / max(1, target)))))
            bar.setStyleSheet("QProgressBar::chunk { background: " + colour.name()
                              + "; border-radius: 2px; }")

    def _muted(self, text: str) -> str:
        """A muted remark after a line, left out when the panel is narrow."""
        if self.width() < 260 or not text:
            return ""
        return f" <span style='color:#8fb09c'>{text}</span>"

    def _refresh_hand(self) -> None:
        model, v = self.model, self.model.view
        side = v.side_of(model.display_seat)
        names = model.side_names()
        lines = []
        tick = "<span style='color:#7ddc8f'>\u2714</span>"
        wait = "<span style='color:#f2c14e'>\u25cb</span>"
        info = "<span style='color:#8fb09c'>\u2139</span>"
        minimum = v.initial_minimum(side)
        if v.has_melded(side):
            done = _tr("First meld done")
            lines.append(f"{tick} <b>{done}</b>"
                         + self._muted(_tr("needed {n}").format(n=number(minimum))))
        else:
            staged = model.staging_value if model.staging_active else 0
            extra = _tr("staged {v}").format(v=number(staged)) if staged else ""
            first = _tr("First meld: {n}").format(n=number(minimum))
            lines.append(f"{wait} <b>{first}</b>" + self._muted(extra))
        melds = v.melds(side)
        sevens = sum(1 for m in melds if m.is_seven)
        met = v.requirement_met(side)
        progress = _tr("7-card melds {n}/2").format(n=sevens)
        lines.append(f"{tick if met else wait} <b>{progress}</b>"
                     + self._muted(_tr("you may go out") if met else _tr("needed to go out")))
        red = _tr("Red 3s laid: {n}").format(n=v.red_threes(side))
        lines.append(f"{info} <b>{red}</b>")
        table = sum(c.value for m in melds for c in m.cards)
        on_table = _tr("On the table: {n}").format(n=number(table))
        lines.append(f"{info} <b>{on_table}</b>")
        title = _tr("{side} \u00b7 THIS HAND").format(side=names[side].upper())
        self.hand_card.findChild(QLabel, "CardTitle").setText(title)
        self.hand_card.setToolTip(_tr("Your side needs two 7-card melds (canastas or sambas) "
                                      "to go out; laid red 3s count +100 each once it has them."))
        self.hand_lines.setText("<div style='line-height:135%'>" + "<br>".join(lines) + "</div>")
        others = []
        for k in range(1, v.num_sides):
            s = (side + k) % v.num_sides
            colour = self.colour_of(s)
            ms = v.melds(s)
            sev = sum(1 for m in ms if m.is_seven)
            first = _tr("melded") if v.has_melded(s) else _tr("not melded yet")
            detail = _tr("{first} \u00b7 7-card melds {n}/2 \u00b7 red 3s {r}").format(
                first=first, n=sev, r=v.red_threes(s))
            others.append(f"<span style='color:{colour.name()}'>\u25cf</span> "
                          f"<b>{html.escape(names[s])}</b><br>"
                          f"<span style='color:#9dbcaa; font-size:11px'>{detail}</span>")
        self.others.setText("<div style='line-height:125%'>" + "<br>".join(others) + "</div>")
        self.others_card.setVisible(bool(others))

    # ------------------------------------------------------------------ the log
    def _on_changed(self, change) -> None:
        if change.kind == "undo":  # the moves taken back are gone from the model's log
            self.reload_log()

    def _log_range_changed(self, _low: int, high: int) -> None:
        if self._log_follows:
            self.log.verticalScrollBar().setValue(high)

    def _log_scrolled(self, value: int) -> None:
        self._log_follows = value >= self.log.verticalScrollBar().maximum()

    def reload_log(self) -> None:
        """Show the model's log again, each line written anew in the current language."""
        self.log.clear()
        for entry in self.model.recent_moves[-150:]:
            self.add_log(entry)

    def add_log(self, entry: LogEntry) -> None:
        text = entry.text
        item = QListWidgetItem(text)
        if entry.kind == "hand":
            item.setForeground(style.INK_MUTED)
            font = style.font(11, bold=True)
            item.setFont(font)
            item.setText(f"\u2014 {text} \u2014")
        else:
            item.setIcon(_dot_icon(self.colour_of(entry.side)))
            if entry.kind == "out":
                item.setForeground(style.GOLD)
            item.setToolTip(entry_tooltip(entry, self.show_reasons))
        self.log.addItem(item)
        while self.log.count() > 200:
            self.log.takeItem(0)
        self._log_follows = True
        self.log.scrollToBottom()
