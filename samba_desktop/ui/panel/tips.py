"""Tips for beginners on the table: a small banner over the table, each tip shown once.

`TipController` follows the game (the window's dispatcher hands it each change); when it is the human's turn and a tip applies that was not
shown yet (`qtmodel.aids.applicable_tips`), the `TipBanner` shows it. "Got it" dismisses it;
"No more tips" switches them all off (as Settings ▸ Aids does). The help lists every tip
(`tips_section_html`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from samba_desktop.qtmodel import ChangeSet, GameModel
from samba_desktop.qtmodel.aids import applicable_tips, tip_keys
from samba_desktop.ui import style


def _tr(text: str) -> str:
    return QCoreApplication.translate("Tips", text)


def tip_texts() -> dict[str, tuple[str, str]]:
    """Each tip's title and text, in the player's language."""
    return {
        "samba_in_reach": (
            _tr("A samba is in reach"),
            _tr("Your side's sequence lacks only a few cards of a samba, worth 1,500. Keep the "
                "cards that fit it, and watch the samba outlook: once all three copies of a "
                "missing card are gone, that samba is lost.")),
        "block_with_black_three": (
            _tr("Block the big pile"),
            _tr("The discard pile is big. A black 3 on top blocks it: the next player cannot "
                "take it. Discard your black 3 now if you do not want to give the pile away.")),
        "red_three_in_hand": (
            _tr("Lay your red 3"),
            _tr("A laid red 3 counts 100 for your side (all six together 1,000) if your side "
                "has its two 7-card melds when the hand ends; without them each laid red 3 "
                "counts \u2212100. A red 3 still in your hand at the end costs 750. Lay it with "
                "the Red 3 button.")),
        "wild_cards_wasted": (
            _tr("Wild cards spent in vain"),
            _tr("Too few cards of that rank are left for one of your groups with wild cards "
                "ever to reach seven cards. Keep wild cards for melds that can still become "
                "canastas or for blocking the pile.")),
        "may_go_out": (
            _tr("Your side may go out"),
            _tr("Your side has its two 7-card melds. Going out ends the hand and earns 200: "
                "do it when your side is ahead on this hand. With a partner you may ask first "
                "(Ask partner).")),
    }


def tips_section_html() -> str:
    """The help's list of every tip."""
    texts = tip_texts()
    items = "".join(f"<li><b>{html.escape(texts[k][0])}</b> \u2014 {html.escape(texts[k][1])}"
                    "</li>" for k in tip_keys())
    intro = _tr("Beginners see each of these tips once, when it fits the game; switch them on "
                "again or off in Settings \u25b8 Aids.")
    heading = _tr("Tips for beginners")
    return (f"<h2>{html.escape(heading)}</h2>"
            f"<p class='note'>{html.escape(intro)}</p><ul>{items}</ul>")


def _span(first: int, last: int) -> tuple[int, int]:
    """A rectangle's side from ``first`` to ``last`` as `QRect.intersects` reads it (a side
    given backwards is turned round; one of no length still meets what lies across it)."""
    return (last + 1, first - 1) if last < first - 1 else (first, last)


def _edges(keep: list[QRect]) -> list[tuple[int, int, int, int]]:
    """The rectangles of ``keep``, as (left, right, top, bottom) as `QRect.intersects` reads
    them (a null one meets nothing)."""
    return [(*_span(r.left(), r.right()), *_span(r.top(), r.bottom()))
            for r in keep if not r.isNull()]


def _rows(host: QWidget, size: QSize, keep: list[QRect]
          ) -> Iterator[tuple[int, list[int], list[tuple[int, int, int]]]]:
    """Where a banner of ``size`` may lie on ``host``, from the top right, row by row: each
    row's top, its places from the right, and the parts of ``keep`` that the band of the row
    (the banner with a 4 px margin) meets, as (left, right, height met). A place is tried
    against its own row's parts only: a crowded table has hundreds of cards, and a big window
    thousands of places."""
    edges = _edges(keep)
    right = host.width() - size.width() - 12
    xs = list(range(right, 3, -12))
    for y in range(10, max(11, host.height() - size.height() - 4), 8):
        top, bottom = y - 4, y + size.height() + 3
        band = [(left, r_right, min(bottom, r_bottom) - max(top, r_top) + 1)
                for left, r_right, r_top, r_bottom in edges
                if top <= r_bottom and r_top <= bottom]
        yield y, xs, band


def _free_spot(host: QWidget, size: QSize, keep: list[QRect]) -> QPoint | None:
    """The top-right-most place on ``host`` for a banner of ``size`` that covers nothing in
    ``keep`` (with a 4 px margin); None when there is none."""
    if size.width() > host.width() - 8 or size.height() > host.height() - 8:
        return None
    width = size.width()
    for y, xs, band in _rows(host, size, keep):
        for x in xs:
            left, right = x - 4, x + width + 3
            if not any(left <= r_right and r_left <= right for r_left, r_right, _h in band):
                return QPoint(x, y)
    return None


def _least_covering(host: QWidget, size: QSize, keep: list[QRect]) -> QPoint:
    """The place on ``host`` where a banner of ``size`` covers least of ``keep``."""
    best, least = QPoint(max(4, host.width() - size.width() - 12), 10), None
    width = size.width()
    for y, xs, band in _rows(host, size, keep):
        for x in xs:
            left, right = x - 4, x + width + 3
            covered = sum(max(0, min(right, r_right) - max(left, r_left) + 1) * height
                          for r_left, r_right, height in band)
            if least is None or covered < least:
                best, least = QPoint(x, y), covered
                if covered == 0:
                    return best
    return best


class TipBanner(QFrame):
    """A dismissable tip in free space over the table (``host``); where the table has no room
    that covers no cards, over the lower part of ``elsewhere`` (the side panel).

    ``parent`` (the host's own by default) holds both the table and ``elsewhere``."""

    def __init__(self, host: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else host)
        self._host = host  # the table view it floats over
        self.setObjectName("TipBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            f"#TipBanner {{ background: {style.GOLD_DARK.name()}; border: 1px solid {style.GOLD.name()};"
            " border-radius: 10px; }"
            f"#TipTitle {{ color: {style.GOLD.name()}; font-weight: bold; font-size: 13px; }}"
            f"#TipText {{ color: {style.BRIGHT_TEXT}; font-size: 12px; }}"
            "QPushButton { padding: 3px 10px; font-size: 11px; }")
        self._box = box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("TipTitle")
        self.title.setWordWrap(True)  # a long title in a narrow place wraps, never cut
        self.text = QLabel()
        self.text.setObjectName("TipText")
        self.text.setWordWrap(True)
        box.addWidget(self.title)
        box.addWidget(self.text)
        # the buttons side by side, or one above the other where the banner is too narrow for
        # both (the side panel at 1024 px in German)
        self._buttons = row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        row.addStretch(1)
        self.off_button = QPushButton()
        self.ok_button = QPushButton()
        for button in (self.off_button, self.ok_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            row.addWidget(button)
        box.addLayout(row)
        self.key: str | None = None
        # what the banner must not cover, in its host's coordinates (names, scores, headers)
        self.avoid: Callable[[], list[QRect]] | None = None
        # what it had better not cover (the cards), in its host's coordinates
        self.avoid_if_room: Callable[[], list[QRect]] | None = None
        # where it goes when the table has no room that covers no cards (the side panel)
        self.elsewhere: QWidget | None = None
        self.placed_over: QWidget = host  # where it was placed last: the host or elsewhere
        self.ok_button.clicked.connect(lambda _=False: self.dismiss())
        self._texts()
        self.hide()
        host.installEventFilter(self)

    def _texts(self) -> None:
        self.ok_button.setText(_tr("Got it"))
        self.off_button.setText(_tr("No more tips"))
        if self.key is not None:
            self.show_tip(self.key)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._texts()
        super().changeEvent(event)

    def show_tip(self, key: str) -> None:
        title, text = tip_texts()[key]
        self.key = key
        self.title.setText("\u2139 " + title)
        self.text.setText(text)
        self._place()
        self.show()
        self.raise_()
        QTimer.singleShot(0, self, self.place_again)  # measured again, as shown on the screen

    def place_again(self) -> None:
        """Find the banner's place again (the cards on the table have moved)."""
        if self.isVisible():
            self._place()

    def dismiss(self) -> None:
        self.key = None
        self.hide()

    def _size_for(self, width: int) -> QSize:
        layout = self._box
        for widget in (self, self.title, self.text, self.ok_button, self.off_button):
            widget.ensurePolished()  # measured in the style sheet's fonts
        margins = layout.contentsMargins()
        side_by_side = (self.off_button.sizeHint().width() + self.ok_button.sizeHint().width()
                        + self._buttons.spacing() + margins.left() + margins.right() + 2)
        self._buttons.setDirection(QBoxLayout.Direction.LeftToRight if side_by_side <= width
                                   else QBoxLayout.Direction.TopToBottom)
        self.setFixedWidth(width)
        layout.activate()
        # the whole banner's height for this width, its frame's border included
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else \
            layout.totalSizeHint().height()
        return QSize(width, max(height, layout.totalMinimumSize().height()))

    def _place(self) -> None:
        """In free space on the table: covering neither names, scores, headers nor cards; if
        there is none, over the bottom of ``elsewhere``; if that is not there either, where
        it covers the fewest names, scores and headers."""
        host = self._host
        keep = self.avoid() if self.avoid is not None else []
        cards = self.avoid_if_room() if self.avoid_if_room is not None else []
        widest = max(240, min(420, host.width() - 24))
        for width in sorted({widest, min(widest, 340), min(widest, 270)}, reverse=True):
            size = self._size_for(width)
            spot = _free_spot(host, size, keep + cards)
            if spot is not None:
                self._put(QRect(spot, size), host)
                return
        other = self.elsewhere
        if other is not None and other.isVisible() and other.width() > 120:
            size = self._size_for(other.width() - 16)
            self._put(QRect(QPoint(8, other.height() - size.height() - 8), size), other)
            return
        size = self._size_for(widest)
        self._put(QRect(_least_covering(host, size, keep), size), host)

    def _put(self, rect: QRect, on: QWidget) -> None:
        """Place the banner at ``rect`` of widget ``on`` (the host or ``elsewhere``)."""
        self.setFixedSize(rect.size())
        parent = self.parentWidget()
        corner = rect.topLeft() if parent is on or parent is None else \
            on.mapTo(parent, rect.topLeft())
        self.move(corner)
        self.placed_over = on

    def set_elsewhere(self, widget: QWidget | None) -> None:
        """Where the banner goes when the table has no room (its size is followed too)."""
        if self.elsewhere is not None:
            self.elsewhere.removeEventFilter(self)
        self.elsewhere = widget
        if widget is not None:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self._host or watched is self.elsewhere) \
                and event.type() == QEvent.Type.Resize and self.isVisible():
            # the window's parts are resized one after the other: place it once all are
            QTimer.singleShot(0, self, self.place_again)
        return False


class TipController(QObject):
    """Shows each applicable tip once (see the module docstring)."""

    def __init__(self, model: GameModel, banner: TipBanner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.banner = banner
        self.enabled = True
        self.seen: set[str] = set()
        self.on_seen: Callable[[set[str]], None] | None = None
        self.on_switched_off: Callable[[], None] | None = None
        # (the model's changes come from the window's dispatcher: `follow_change`,
        # `follow_turn`)
        banner.off_button.clicked.connect(self.switch_off)

    def follow_change(self, change: ChangeSet) -> None:
        """A change of the table (handed over by the window's `ChangeDispatcher`, after the
        table laid it out): a tip about the last hand goes, one that fits now shows."""
        if change.kind in ("new_hand", "new_game"):
            self.banner.dismiss()  # a tip is about this hand's position
        self.check()
        # once the table has laid out the change, the tip moves out of the cards' way
        QTimer.singleShot(0, self.banner, self.banner.place_again)

    def follow_turn(self) -> None:
        """A new turn or phase (from the window's `ChangeDispatcher`): a tip that fits now."""
        self.check()

    def still_applies(self) -> bool:
        """Whether the tip on show (if any) fits the position on the table now."""
        key = self.banner.key
        model = self.model
        return key is not None and model.human_seat is not None \
            and key in applicable_tips(model.view)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if not enabled:
            self.banner.dismiss()

    def switch_off(self) -> None:
        self.set_enabled(False)
        if self.on_switched_off is not None:
            self.on_switched_off()

    def check(self) -> str | None:
        """Show the first tip that applies now and was not shown yet; its key, or None."""
        model = self.model
        if self.banner.key is not None and not self.still_applies():
            self.banner.dismiss()  # it no longer fits the game: it goes by itself
        if not self.enabled or model.human_seat is None or not model.is_human_turn():
            return None
        for key in applicable_tips(model.view):
            if key not in self.seen:
                self.seen.add(key)
                self.banner.show_tip(key)
                if self.on_seen is not None:
                    self.on_seen(set(self.seen))
                return key
        return None
