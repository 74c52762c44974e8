"""The panel beside the table: scores and target, this hand's progress, and recent moves.

The top of the panel (title, turn, scores, this hand) always shows. Below it sit the panel's
sections (the other sides' progress, the recent moves, and any section added with
``SidePanel.sections.add_section``): one above the other while the panel is tall enough, folded
into tabs (one section at a time) when it is short, so that the window opens on a small laptop
screen with any number of players (TABLE.md, "Small windows")."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.engine import Phase
from samba_desktop.qtmodel import ChangeSet, GameModel, LogEntry
from samba_desktop.qtmodel.locale_format import number
from samba_desktop.qtmodel.texts import sevens_template
from samba_desktop.ui import style
from samba_desktop.ui.panel.chat import ChatBox
from samba_desktop.ui.panel.outlook import OutlookPanel
from samba_desktop.ui.panel.reasons import entry_tooltip


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


class PanelCard(QFrame):
    """One card of the panel: a frame with, if it has a title, its ``title_label`` (and an
    ``extra_label`` at the right); ``wanted_height``, when set, is the height it asks for as a
    section (`section_height`)."""

    def __init__(self) -> None:
        super().__init__()
        self.title_label: QLabel | None = None
        self.extra_label: QLabel | None = None
        self.wanted_height: int | None = None

    def set_title(self, text: str) -> None:
        if self.title_label is not None:
            self.title_label.setText(text)

    def set_extra(self, text: str) -> None:
        if self.extra_label is not None:
            self.extra_label.setText(text)


def _card(title: str = "", extra: str | None = None) -> tuple[PanelCard, QVBoxLayout]:
    frame = PanelCard()
    frame.setObjectName("Card")
    box = QVBoxLayout(frame)
    box.setContentsMargins(12, 10, 12, 10)
    box.setSpacing(6)
    if title:
        head = QHBoxLayout()
        t = QLabel(title)
        t.setObjectName("CardTitle")
        frame.title_label = t
        head.addWidget(t)
        head.addStretch(1)
        if extra is not None:
            e = QLabel(extra)
            e.setObjectName("Muted")
            e.setStyleSheet("font-size: 11px;")
            head.addWidget(e)
            frame.extra_label = e
        box.addLayout(head)
    return frame, box


def split_count(template: str) -> tuple[str, str]:
    """Split a translated line such as ``"Sjukortsmälningar {n}/2"`` into its words and the
    word(s) carrying the count (``"{n}/2"``), so that the count can stand in a column of its
    own and never wraps away from its label."""
    words = template.split()
    label = [w for w in words if "{" not in w]
    count = [w for w in words if "{" in w]
    if not count or not label:
        return template, ""
    return " ".join(label), " ".join(count)


class SectionDock(QWidget):
    """Named sections one above the other, or folded into tabs that show one at a time.

    ``add_section(key, widget, title)`` adds one (at ``index``, by default the end); a section
    switched off with ``set_section_enabled`` is hidden and has no tab. The side panel folds the
    dock (``set_folded``) when its sections do not fit under the panel's top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folded = False
        self._keys: list[str] = []
        self._widgets: dict[str, QWidget] = {}
        self._titles: dict[str, str] = {}
        self._tips: dict[str, str] = {}
        self._stretch: dict[str, int] = {}
        self._enabled: dict[str, bool] = {}
        self._current: str | None = None
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(10)
        # the tabs: a row of buttons, one per section switched on, shown when folded
        self.tabs = QWidget()
        self.tabs.setObjectName("SectionTabs")
        self._tab_row = QHBoxLayout(self.tabs)
        self._tab_row.setContentsMargins(0, 0, 0, 0)
        self._tab_row.setSpacing(2)
        self._buttons: dict[str, QPushButton] = {}
        self.box.addWidget(self.tabs)
        self.tabs.hide()
        self.box.addStretch(0)  # takes the room a section that does not grow leaves
        # the dock may be made as short as its folded form: the window can always shrink, and
        # the side panel then folds the sections (fit_sections)
        self.box.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        keys = self.section_keys()
        if not keys:
            return hint
        tallest = max(self._widgets[k].minimumSizeHint().height() for k in keys)
        folded = self.tabs.sizeHint().height() + self.box.spacing() + tallest
        return QSize(hint.width(), min(hint.height(), folded))

    # the sections
    def add_section(self, key: str, widget: QWidget, title: str = "", stretch: int = 0,
                    index: int | None = None) -> None:
        index = len(self._keys) if index is None else max(0, min(index, len(self._keys)))
        self._keys.insert(index, key)
        self._widgets[key] = widget
        self._titles[key] = title
        self._tips[key] = ""
        self._stretch[key] = stretch
        self._enabled[key] = True
        self.box.insertWidget(index + 1, widget, stretch)  # after the tabs
        tab = QPushButton()
        tab.setCheckable(True)
        tab.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tab.setCursor(Qt.CursorShape.PointingHandCursor)
        tab.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        tab.setStyleSheet("QPushButton { font-size: 11px; padding: 3px 2px; }"
                          "QPushButton:checked { background: " + style.SELECTED_FILL + "; color: "
                          + style.GOLD.name() + "; }")
        tab.clicked.connect(lambda _checked=False, k=key: self.show_section(k))
        self._buttons[key] = tab
        self._tab_row.insertWidget(index, tab, 1)
        self._apply()

    def tab(self, key: str) -> QPushButton:
        """The button that shows a section when the dock is folded."""
        return self._buttons[key]

    def section(self, key: str) -> QWidget:
        return self._widgets[key]

    def section_keys(self) -> list[str]:
        """The sections switched on, top to bottom (tabs left to right)."""
        return [k for k in self._keys if self._enabled[k]]

    def set_title(self, key: str, title: str, tip: str = "") -> None:
        self._titles[key] = title
        self._tips[key] = tip
        self._apply()

    def set_section_enabled(self, key: str, enabled: bool) -> None:
        self._enabled[key] = enabled
        self._apply()

    def show_section(self, key: str) -> None:
        """Bring a section into sight: its tab when folded."""
        self._current = key
        self._apply()

    def current(self) -> str | None:
        keys = self.section_keys()
        if self._current in keys:
            return self._current
        return keys[-1] if keys else None

    def set_folded(self, folded: bool) -> None:
        if folded != self.folded:
            self.folded = folded
            self._apply()

    def unfolded_height(self, width: int) -> int:
        """The height the switched-on sections want one above the other at ``width``."""
        keys = self.section_keys()
        total = self.box.spacing() * max(0, len(keys) - 1)
        for key in keys:
            total += section_height(self._widgets[key], width)
        return total

    # showing them
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._name_tabs()

    def _name_tabs(self) -> None:
        """Each tab's title: whole when the titles fit the row side by side (each tab at least
        as wide as its title), else shortened with "…" (whole on hover)."""
        keys = self.section_keys()
        spacing = self._tab_row.spacing()
        wanted = {k: self._buttons[k].fontMetrics().horizontalAdvance(self._titles[k]) + 8
                  for k in keys}
        fits = sum(wanted.values()) + spacing * max(0, len(keys) - 1) <= self.tabs.width()
        for key, tab in self._buttons.items():
            tab.setMinimumWidth(wanted[key] if fits and key in wanted else 0)
        self._tab_row.activate()  # the tabs' widths now, for shortening their titles
        for key, tab in self._buttons.items():
            title = self._titles[key]
            if not fits:
                room = max(12, tab.width() - 8)
                title = tab.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight, room)
            tab.setText(title)
            tab.setToolTip(self._tips[key] or self._titles[key])

    def _apply(self) -> None:
        keys = self.section_keys()
        current = self.current()
        folded = self.folded and len(keys) > 1
        for key, tab in self._buttons.items():
            tab.setVisible(folded and key in keys)
            tab.setChecked(key == current)
        self._name_tabs()
        self.tabs.setVisible(folded)
        for key in self._keys:
            widget = self._widgets[key]
            shown = self._enabled[key] and (not folded or key == current)
            widget.setVisible(shown)
            # a folded section takes the room left, whatever its own stretch
            stretch = (1 if folded else self._stretch[key]) if shown else 0
            self.box.setStretchFactor(widget, stretch)
            title = widget.title_label if isinstance(widget, PanelCard | OutlookPanel) else None
            if title is not None:  # the tab names a folded section
                title.setVisible(not folded)


def section_height(widget: QWidget, width: int) -> int:
    """The height a panel section wants at ``width``."""
    wanted = widget.wanted_height if isinstance(widget, PanelCard) else None
    if wanted is not None:
        return int(wanted)
    hint = widget.heightForWidth(width) if widget.hasHeightForWidth() else -1
    if hint < 0:
        hint = widget.sizeHint().height()
    return max(hint, widget.minimumHeight(), widget.minimumSizeHint().height())


class _CountLines(QWidget):
    """The lines of the "this hand" card: a mark, the words (wrapping if they must), and the
    count in a column of its own on the first line, so that "0/2" never ends up alone."""

    def __init__(self, rows: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(3)
        grid.setColumnStretch(1, 1)
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []
        self._spans: dict[int, int] = {}
        top = Qt.AlignmentFlag.AlignTop
        for row in range(rows):
            mark, words, count = QLabel(), QLabel(), QLabel()
            mark.setTextFormat(Qt.TextFormat.RichText)
            words.setTextFormat(Qt.TextFormat.RichText)
            words.setWordWrap(True)
            words.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            count.setTextFormat(Qt.TextFormat.PlainText)
            count.setObjectName("LineCount")
            count.setStyleSheet("font-weight: bold;")
            grid.addWidget(mark, row, 0, top)
            grid.addWidget(words, row, 1, top)
            grid.addWidget(count, row, 2, top | Qt.AlignmentFlag.AlignRight)
            self.rows.append((mark, words, count))

    def set_line(self, row: int, mark: str, words: str, remark: str, count: str) -> None:
        m, w, c = self.rows[row]
        m.setText(mark)
        c.setText(count)
        c.setVisible(bool(count))
        span = 1 if count else 2  # a line without a count has the count's column too
        grid = self.layout()
        assert isinstance(grid, QGridLayout)
        if self._spans.get(row) != span:
            self._spans[row] = span
            grid.removeWidget(w)
            grid.addWidget(w, row, 1, 1, span, Qt.AlignmentFlag.AlignTop)
        # the words in bold while their longest one fits the column, else plain, else smaller
        room = self.width() - self._fixed_width(row, bool(count))
        font = QFont(w.font())
        for bold, size in ((True, 0), (False, 0), (False, 11), (False, 10)):
            font.setBold(bold)
            if size:
                font.setPixelSize(size)
            longest = max((QFontMetrics(font).horizontalAdvance(x) for x in words.split()),
                          default=0)
            if longest <= room:
                break
        weight = "bold" if font.bold() else "normal"
        size_css = f"font-size:{font.pixelSize()}px; " if font.pixelSize() > 0 and \
            font.pixelSize() != w.font().pixelSize() else ""
        w.setText(f"<span style='{size_css}font-weight:{weight}'>{html.escape(words)}</span>"
                  + remark)
        w.setToolTip("")

    def _fixed_width(self, row: int, with_count: bool) -> int:
        """The room beside the words: the mark, and the widest count when there is one."""
        grid = self.layout()
        assert isinstance(grid, QGridLayout)
        width = self.rows[row][0].sizeHint().width() + grid.horizontalSpacing()
        if with_count:
            counts = [c.sizeHint().width() for _m, _w, c in self.rows if c.text()]
            width += max(counts, default=0) + grid.horizontalSpacing()
        return width

    def line(self, row: int) -> tuple[QLabel, QLabel, QLabel]:
        return self.rows[row]


class _LinesScroll(QScrollArea):
    """Scrolls a word-wrapping label when short of room; asks for all of its lines."""

    def sizeHint(self) -> QSize:
        label = self.widget()
        width = max(60, self.viewport().width())
        return QSize(width, label.heightForWidth(width) + 2 if label is not None else 40)



def heading_text(text: str, metrics: QFontMetrics, room: int) -> str:
    """A hand's heading in the recent moves ("— Hand 2 —", "— New game — hand 1 —"): the
    dashes and words kept together; when that is wider than ``room``, its parts on lines of
    their own ("— New game —" / "hand 1"), never a word or a dash alone."""
    one = f"\u2014\u00a0{text}\u00a0\u2014"
    parts = re.split(" [\u2013\u2014] ", text)
    if len(parts) == 1 or metrics.horizontalAdvance(one) <= room:
        return one
    return "\n".join([f"\u2014\u00a0{parts[0]}\u00a0\u2014", *parts[1:]])

class SidePanel(QWidget):
    """Scores, this hand's progress for the human's side, and the recent-moves log."""

    score_sheet_requested = Signal()

    # the height the recent moves want before the sections fold into tabs (about six lines)
    LOG_WANTED = 150

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
        self.hand_lines = _CountLines(4)
        self.hand_box.addWidget(self.hand_lines)
        outer.addWidget(self.hand_card)
        self.top_widgets: list[QWidget] = [self.score_card, self.hand_card]
        # the sections under the top: the other sides, the recent moves (more may be added)
        self.sections = SectionDock()
        outer.addWidget(self.sections, 1)
        # a hosted table's chat (hidden at an offline table)
        self.chat = ChatBox(model)
        outer.addWidget(self.chat)
        # others
        self.others = QLabel()
        self.others.setTextFormat(Qt.TextFormat.RichText)
        self.others.setWordWrap(True)
        self.others.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.others_card, obox = _card()
        self.others_scroll = _LinesScroll()
        self.others_scroll.setMinimumHeight(40)
        self.others_scroll.setWidgetResizable(True)
        self.others_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.others_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.others_scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget"
                                         " { background: transparent; }")
        self.others_scroll.setWidget(self.others)
        obox.addWidget(self.others_scroll)
        self.sections.add_section("others", self.others_card)
        # recent moves
        self.log_card, lbox = _card(" ")
        self.log = QListWidget()
        self._log_width = 0  # the lines' width when the log was last filled
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setIconSize(QSize(10, 10))
        self.log.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.log.setMinimumHeight(48)
        lbox.addWidget(self.log, 1)
        # the newest line stays in sight when lines are added or rewrapped (a resize, a new
        # language), unless the player has scrolled up to read older ones
        self._log_follows = True
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(self._log_range_changed)
        bar.valueChanged.connect(self._log_scrolled)
        # the list is scrolled to a new line in the next turn of the event loop: scrolling
        # lays out the whole list at once (2 ms), in the same stall as the table's refresh
        self._log_scroll = QTimer(self)
        self._log_scroll.setSingleShot(True)
        self._log_scroll.timeout.connect(self.log.scrollToBottom)
        self.log_card.wanted_height = self.LOG_WANTED
        self.sections.add_section("moves", self.log_card, stretch=1)
        # the samba outlook (a player aid, switchable off in Settings): tabs Opponents ·
        # Outlook · Moves when the panel is short
        self.outlook = OutlookPanel(model)
        self.outlook.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.sections.add_section("outlook", self.outlook, index=1)
        self.show_reasons = True  # a computer move's reason on hover (Settings: Aids)
        self._score_rows: list[tuple[QLabel, QLabel, QLabel, QProgressBar]] = []
        model.log_added.connect(self.add_log)  # (its changes come from the window's dispatcher)
        self._fixed_texts()
        self.reload_log()

    # ------------------------------------------------------------------ refreshing
    def _fixed_texts(self) -> None:
        self.title.setText(_tr("Samba"))
        self.score_card.set_title(_tr("SCORE"))
        self.log_card.set_title(_tr("RECENT MOVES"))
        self.sheet_button.setText(_tr("Score sheet"))
        self.sections.set_title("others", _tr("Opponents"),
                                _tr("How the other sides stand in this hand"))
        self.sections.set_title("moves", _tr("Moves"), _tr("Recent moves"))
        self.sections.set_title("outlook",
                                QCoreApplication.translate("OutlookPanel", "Outlook"),
                                QCoreApplication.translate("OutlookPanel", "Samba outlook"))

    def retranslate(self) -> None:
        """Put every text of the panel in the current language, the old log lines too."""
        self._fixed_texts()
        self.refresh()
        self.reload_log()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refresh()
        if self._log_width != self._log_room():
            self.reload_log()  # the hands' headings break (or not) for the new width

    def _log_room(self) -> int:
        """The width a line of the recent moves has."""
        return self.log.viewport().width() - 14

    def fit_sections(self) -> None:
        """Fold the sections into tabs when they do not fit one above the other under the
        panel's top; unfold them when they do."""
        outer = self.layout()
        assert outer is not None
        margins = outer.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        top = 0
        for k in range(outer.count()):
            item = outer.itemAt(k)
            if item is None:
                continue
            widget = item.widget()
            if widget is self.sections:
                break
            if widget is not None and widget.isHidden():
                continue
            if item.hasHeightForWidth():
                top += item.heightForWidth(width)
            else:
                top += item.sizeHint().height()
            top += outer.spacing()
        room = self.height() - margins.top() - margins.bottom() - top
        self.sections.set_folded(self.sections.unfolded_height(width) > room)

    def colour_of(self, side: int | None) -> QColor:
        v = self.model.view
        if side is None:
            return style.INK_FAINT
        return style.side_colour(side, v.side_of(self.model.display_seat), v.num_sides)

    def refresh(self) -> None:
        v = self.model.view
        self.hand_chip.setText(_tr("Hand {n}").format(n=v.hand_number))
        self.score_card.set_extra(
            _tr("target {n}").format(n=number(v.rules.target_score)))
        self._refresh_scores()
        self._refresh_hand()
        self._refresh_turn()
        self.outlook.refresh()
        self.fit_sections()

    def _refresh_turn(self) -> None:
        model, v = self.model, self.model.view
        if not v.in_play:
            text = _tr("The hand is over") if v.phase == Phase.HAND_OVER else _tr("The game is over")
            self.turn_label.setText(text)
            return
        seat = v.turn
        colour = self.colour_of(v.side_of(seat))
        if model.in_lobby:  # a hosted table's lobby: dealt, but nobody plays yet
            self.turn_label.setText(_tr("Waiting for the game to start"))
            return
        if seat == model.human_seat:
            who = _tr("Your turn") if v.phase != Phase.ANSWER else _tr("Your answer, please")
        else:
            who = _tr("{name} to play").format(name=html.escape(model.names[seat]))
        self.turn_label.setText(f"<span style='color:{colour.name()}'>\u25cf</span> "
                                f"<span style='color:{style.LIGHT_TEXT}; font-weight:bold'>{who}</span>")

    def _refresh_scores(self) -> None:
        model, v = self.model, self.model.view
        names = model.side_names()
        human_side = v.side_of(model.display_seat)
        order = [(human_side + k) % v.num_sides for k in range(v.num_sides)]
        if len(self._score_rows) != len(order):
            while self.score_grid.count():
                item = self.score_grid.takeAt(0)
                w = item.widget() if item is not None else None
                if w is not None:
                    w.deleteLater()
            self._score_rows = []
            for row in range(len(order)):
                dot, name, value = QLabel(), QLabel(), QLabel()
                dot.setFixedSize(10, 10)
                name.setObjectName("ScoreName")
                name.setTextFormat(Qt.TextFormat.RichText)
                name.setWordWrap(True)  # a long side name wraps, never cut mid-word
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
            name.setText(f"{html.escape(names[side])} <span style='color:{style.MUTED_TEXT}; "
                         f"font-size:11px; font-weight:normal'>{sub}</span>")
            name.setToolTip(" & ".join(members) if len(members) > 1 else names[side])
            value.setText(number(scores[side]))
            bar.setRange(0, 1000)
            bar.setValue(max(0, min(1000, int(1000 * scores[side] / max(1, target)))))
            bar.setStyleSheet("QProgressBar::chunk { background: " + colour.name()
                              + "; border-radius: 2px; }")

    def _muted(self, text: str) -> str:
        """A muted remark after a line, left out when the panel is narrow."""
        if self.width() < 260 or not text:
            return ""
        return f" <span style='color:{style.MUTED_TEXT}'>{text}</span>"

    def _refresh_hand(self) -> None:
        model, v = self.model, self.model.view
        side = v.side_of(model.display_seat)
        names = model.side_names()
        tick = f"<span style='color:{style.TICK_GREEN}'>\u2714</span>"
        wait = f"<span style='color:{style.GOLD.name()}'>\u25cb</span>"
        info = f"<span style='color:{style.MUTED_TEXT}'>\u2139</span>"
        rows = self.hand_lines
        minimum = v.initial_minimum(side)
        if v.has_melded(side):
            rows.set_line(0, tick, _tr("First meld done"),
                          self._muted(_tr("needed {n}").format(n=number(minimum))), "")
        else:
            staged = model.staging_value if model.staging_active else 0
            extra = _tr("staged {v}").format(v=number(staged)) if staged else ""
            words, count = split_count(_tr("First meld: {n}"))
            rows.set_line(0, wait, words, self._muted(extra), count.format(n=number(minimum)))
        melds = v.melds(side)
        sevens = sum(1 for m in melds if m.is_seven)
        met = v.requirement_met(side)
        words, count = split_count(_tr("7-card melds {n}/2"))
        rows.set_line(1, tick if met else wait, words,
                      self._muted(_tr("you may go out") if met else _tr("needed to go out")),
                      sevens_template(count, sevens).format(n=sevens))
        words, count = split_count(_tr("Red 3s laid: {n}"))
        rows.set_line(2, info, words, "", count.format(n=v.red_threes(side)))
        table = sum(c.value for m in melds for c in m.cards)
        words, count = split_count(_tr("On the table: {n}"))
        rows.set_line(3, info, words, "", count.format(n=number(table)))
        title = _tr("{side} \u00b7 THIS HAND").format(side=names[side].upper())
        self.hand_card.set_title(title)
        self.hand_card.setToolTip(_tr("Your side needs two 7-card melds (canastas or sambas) "
                                      "to go out; laid red 3s count +100 each once it has them."))
        others = []
        for k in range(1, v.num_sides):
            s = (side + k) % v.num_sides
            colour = self.colour_of(s)
            ms = v.melds(s)
            sev = sum(1 for m in ms if m.is_seven)
            first = _tr("melded") if v.has_melded(s) else _tr("not melded yet")
            detail = sevens_template(_tr("{first} \u00b7 7-card melds {n}/2 \u00b7 red 3s {r}"),
                                     sev).format(first=first, n=sev, r=v.red_threes(s))
            others.append(f"<span style='color:{colour.name()}'>\u25cf</span> "
                          f"<b>{html.escape(names[s])}</b><br>"
                          f"<span style='color:{style.DETAIL_TEXT}; font-size:11px'>{detail}</span>")
        self.others.setText("<div style='line-height:125%'>" + "<br>".join(others) + "</div>")
        self.sections.set_section_enabled("others", bool(others))
        # one above the other, the card is as tall as its lines; in a tab it scrolls
        self.others_card.wanted_height = (
            self.others.heightForWidth(max(60, self.others_width())) + 20 + 2)

    def others_width(self) -> int:
        outer = self.layout()
        assert outer is not None
        m = outer.contentsMargins()
        return self.width() - m.left() - m.right() - 24

    # ------------------------------------------------------------------ the log
    def follow_change(self, change: ChangeSet) -> None:
        """A change of the table (handed over by the window's `ChangeDispatcher`, after the
        table's own refresh): the recent moves lose the lines of moves taken back."""
        if change.kind == "undo":  # the moves taken back are gone from the model's log
            self.reload_log()

    def _log_range_changed(self, _low: int, high: int) -> None:
        if self._log_follows:
            self.log.verticalScrollBar().setValue(high)

    def _log_scrolled(self, value: int) -> None:
        self._log_follows = value >= self.log.verticalScrollBar().maximum()

    def set_outlook_shown(self, shown: bool) -> None:
        """Show or hide the samba outlook (a player aid, Settings ▸ Aids)."""
        self.sections.set_section_enabled("outlook", shown)

    def set_show_reasons(self, shown: bool) -> None:
        """Whether a computer move's reason shows on hover in the recent moves (Settings ▸
        Aids): the log is written again when that changes."""
        if self.show_reasons != shown:
            self.show_reasons = shown
            self.reload_log()

    def reload_log(self) -> None:
        """Show the model's log again, each line written anew in the current language."""
        self._log_width = self._log_room()
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
            item.setText(heading_text(text, QFontMetrics(font), self._log_room()))
        else:
            item.setIcon(_dot_icon(self.colour_of(entry.side)))
            if entry.kind == "out":
                item.setForeground(style.GOLD)
            item.setToolTip(entry_tooltip(entry, self.show_reasons))
        self.log.addItem(item)
        while self.log.count() > 200:
            self.log.takeItem(0)
        self._log_follows = True
        self._log_scroll.start(0)
