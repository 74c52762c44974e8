"""The card table's view: felt, scaling with the window, and every mouse and key gesture.

Drags move the cards' items inside the scene with plain mouse events (no QDrag), so they work
the same under QTest: press on a card, move a few pixels and the drag starts, release with the
cards over a target (of those they cover, the one that takes them and that they cover most) and
the controller acts; a refused drop sends the cards back.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPixmapCache, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from samba_desktop.engine import Card, Phase
from samba_desktop.ui.table.controller import Drag, TableController
from samba_desktop.ui.table.items.decor import Decor, felt_brush
from samba_desktop.ui.table.scene import TableCard, TableScene, Target
from samba_desktop.ui.table.types import PILE, STOCK, DragKind, InMeld, InStage, TargetKind


class TableView(QGraphicsView):
    """Shows a `TableScene` at 1:1 (the scene is laid out to the viewport's size)."""

    def __init__(self, scene: TableScene, controller: TableController,
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.controller = controller
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        # the felt's gradient is drawn once per size, then copied: every repaint of a moving
        # card would otherwise fill its rectangle with the radial gradient again
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(560, 420)
        self._press: tuple[QPointF, object, Qt.KeyboardModifier] | None = None
        self._drag: Drag | None = None
        self._offsets: list[QPointF] = []
        self._lit: list[Target] = []
        self._ghost: TableCard | None = None
        self._ignore_release = False
        self._anchor: int | None = None

    # ------------------------------------------------------------------ painting and size
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, felt_brush(QRectF(self.sceneRect())))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height())
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetCachedContent()  # the felt's gradient follows the table's size
        _make_room_for_pictures(size.width(), size.height(), self.devicePixelRatioF())

    # ------------------------------------------------------------------ hit testing
    def _hit(self, view_pos: QPoint) -> object:
        """The card or clickable chip under the mouse (topmost), or None."""
        for item in self.items(view_pos):
            if isinstance(item, TableCard):
                return item
            if isinstance(item, Decor) and item.action:
                return item
        return None

    # ------------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.table.clear_selection()
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._ignore_release = False
        self._press = (self.mapToScene(event.position().toPoint()),
                       self._hit(event.position().toPoint()), event.modifiers())
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = self.mapToScene(event.position().toPoint())
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if self._drag is None:
                start = self._press[0]
                if (pos - start).manhattanLength() >= QApplication.startDragDistance():
                    self._start_drag(start)
            if self._drag is not None:
                self._move_drag(pos)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        pos = self.mapToScene(event.position().toPoint())
        press, self._press = self._press, None
        if self._drag is not None:
            self._finish_drag(pos)
        elif self._ignore_release:
            self._ignore_release = False
        elif press is not None:
            self._click(press[1], pos, press[2])
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        hit = self._hit(event.position().toPoint())
        if not (isinstance(hit, TableCard) and hit in self.table.hand_cards()):
            # a quick second click elsewhere is just a click (or the start of a drag)
            self.mousePressEvent(event)
            return
        self._press = None
        self._ignore_release = True
        card = hit.card()
        if card is not None:
            self.controller.discard(card)
        event.accept()

    # ------------------------------------------------------------------ clicks
    def _click(self, hit: object, pos: QPointF, modifiers: Qt.KeyboardModifier) -> None:
        table, controller = self.table, self.controller
        if isinstance(hit, Decor):
            if hit.action in ("new_stage", "new_meld"):
                controller.click(table.target_at(pos, {hit.action}))
            else:
                controller.click(None, hit.action, hit.action_data)
            return
        if isinstance(hit, TableCard):
            hand = table.hand_cards()
            if hit in hand:
                self._select(hit, hand, modifiers)
                return
            region = hit.region
            if region == STOCK:
                controller.click(table.target_at(pos, {TargetKind.STOCK})
                                 or Target(TargetKind.STOCK, QRectF()))
                return
            if region == PILE:
                controller.click(Target(TargetKind.PILE, QRectF()))
                return
            if isinstance(region, InStage):
                controller.click(Target(TargetKind.STAGE, QRectF(), region.stage))
                return
        controller.click(table.target_at(pos))

    def _select(self, item: TableCard, hand: list[TableCard],
                modifiers: Qt.KeyboardModifier) -> None:
        index = hand.index(item)
        if modifiers & Qt.KeyboardModifier.ShiftModifier and self._anchor is not None \
                and self._anchor < len(hand):
            lo, hi = sorted((self._anchor, index))
            for k, other in enumerate(hand):
                if lo <= k <= hi:
                    other.set_selected(True)
            self.table.set_selected(item, True)
        else:
            self.table.set_selected(item, not item.selected)
            self._anchor = index
        self.table.set_focus_index(-1)

    # ------------------------------------------------------------------ dragging
    def _start_drag(self, start: QPointF) -> None:
        hit = self._press[1] if self._press else None
        table = self.table
        drag: Drag | None = None
        if isinstance(hit, TableCard):
            hand = table.hand_cards()
            region = hit.region
            if hit in hand:
                items = [c for c in hand if c.selected] if hit.selected else [hit]
                drag = Drag(DragKind.HAND, items, _faces(items))
            elif isinstance(region, InStage):
                items = table.items_of_stage(region.stage)
                drag = Drag(DragKind.STAGE, items, _faces(items), region.stage)
            elif region == STOCK:
                ghost = TableCard("back", table.renderer, hit.card_width, False)
                ghost.setPos(hit.pos())
                table.addItem(ghost)
                self._ghost = ghost
                drag = Drag(DragKind.STOCK, [ghost])
            elif region == PILE:
                top = table.pile_top()
                if top is not None:
                    drag = Drag(DragKind.PILE, [top], _faces([top]))
            elif isinstance(region, InMeld):
                model = self.controller.model
                v = model.view
                own = v.side_of(model.display_seat)
                if region.side == own and v.phase == Phase.MELD and model.is_human_turn():
                    items = table.items_of_meld(region.meld_id)
                    drag = Drag(DragKind.MELD, items, _faces(items), region.meld_id)
        if drag is None or not drag.items:
            self._press = None
            return
        self._drag = drag
        self._offsets = self._drag_offsets(drag, start)
        for k, item in enumerate(drag.items):
            item.stop_animation()
            item.setZValue(3000 + k)
        self._lit = [t for t in table.targets if self.controller.accepts(drag, t)]
        table.light(self._lit)

    def _drag_offsets(self, drag: Drag, start: QPointF) -> list[QPointF]:
        """Where each dragged card sits relative to the mouse: a meld or a staged meld keeps its
        shape; cards picked from all over the hand gather into a small fan."""
        pressed = self._press[1] if self._press else None
        items = drag.items
        if drag.kind != DragKind.HAND or len(items) == 1:
            return [item.pos() - start for item in items]
        anchor = pressed if pressed in items else items[0]
        base = anchor.pos() - start
        step = anchor.card_width * 0.3
        k0 = items.index(anchor)
        return [base + QPointF((k - k0) * step, 0) for k in range(len(items))]

    def _move_drag(self, pos: QPointF) -> None:
        assert self._drag is not None
        for item, offset in zip(self._drag.items, self._offsets, strict=True):
            item.setPos(pos + offset)

    def _finish_drag(self, pos: QPointF) -> None:
        drag, self._drag = self._drag, None
        if drag is None:
            return
        table = self.table
        table.unlight()
        self._lit = []
        kinds = self.controller.drop_kinds(drag)
        covered, least = _covered(drag.items)
        target = self.controller.drop_target(drag, table.overlaps(covered, kinds, least),
                                             table.target_at(pos, kinds))
        accepted = False
        if target is not None and not (drag.kind == DragKind.HAND
                                       and target.kind == TargetKind.HAND):
            accepted = self.controller.drop(drag, target)
        if self._ghost is not None:
            table.removeItem(self._ghost)
            self._ghost = None
        if not accepted:
            table.snap_back([i for i in drag.items if i.scene() is table])

    def is_dragging(self) -> bool:
        return self._drag is not None

    # ------------------------------------------------------------------ keyboard
    def keyPressEvent(self, event: QKeyEvent) -> None:
        table = self.table
        hand = table.hand_cards()
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            if not hand:
                return
            i = table.focus_index
            if key == Qt.Key.Key_Left:
                i = len(hand) - 1 if i < 0 else max(0, i - 1)
            elif key == Qt.Key.Key_Right:
                i = 0 if i < 0 else min(len(hand) - 1, i + 1)
            elif key == Qt.Key.Key_Home:
                i = 0
            else:
                i = len(hand) - 1
            table.set_focus_index(i)
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                table.set_selected(hand[i], True)
            return
        if key == Qt.Key.Key_Space and 0 <= table.focus_index < len(hand):
            item = hand[table.focus_index]
            table.set_selected(item, not item.selected)
            table.set_focus_index(table.focus_index)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.controller.enter()
            return
        if key == Qt.Key.Key_Escape:
            table.clear_selection()
            table.set_focus_index(-1)
            return
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.controller.discard()
            return
        super().keyPressEvent(event)


#: how many screenfuls of pictures Qt's pixmap cache may hold (cards and decorations together
#: cover about one screenful; the rest is headroom, as pictures are a little larger than items)
_PICTURE_SCREENS = 3


def _make_room_for_pictures(width: int, height: int, device_pixel_ratio: float) -> None:
    """Let Qt's pixmap cache, where the table's items keep their pictures, hold the whole table
    at this size and resolution: a cache that is too small drops pictures and redraws them on
    every frame (on a 2x screen the default 10 MiB is half a table)."""
    need_kib = int(width * height * device_pixel_ratio ** 2 * 4 * _PICTURE_SCREENS / 1024)
    if need_kib > QPixmapCache.cacheLimit():
        QPixmapCache.setCacheLimit(need_kib)


#: how much of one card must lie over a target for a drop to land there (less is a slip)
_LEAST_OVERLAP = 0.25


def _covered(items: list[TableCard]) -> tuple[QRectF, float]:
    """Where dragged cards lie (their united rectangle on the table), and how much of it must
    cover a target for them to land there."""
    rect = QRectF()
    least = 0.0
    for item in items:
        shown = item.mapRectToScene(item.shape().boundingRect())
        rect = rect.united(shown)
        least = max(least, shown.width() * shown.height() * _LEAST_OVERLAP)
    return rect, least


def _faces(items: list[TableCard]) -> list[Card]:
    """The engine cards that face-up items show."""
    return [card for item in items if (card := item.card()) is not None]
