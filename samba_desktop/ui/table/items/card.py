"""CardItem: one card on the table's QGraphicsScene.

The item knows its card's text form ("TH", "JK", …) and whether it lies face up; it knows no
rules. It draws itself from a CardRenderer's cached pixmaps, at the resolution of the screen (or
zoomed view) it is painted on, shows a hover highlight, shows a "selected" card lifted with a gold
outline, and moves itself with ``animate``.

>>> item = CardItem("TH", CardRenderer(FOUR_COLOUR), width=90)      # doctest: +SKIP
>>> item.animation_finished.connect(on_done)
>>> item.animate(QPointF(300, 200), z=12, duration_ms=250)
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from samba_desktop.ui import style
from samba_desktop.ui.cards import BACK, CardRenderer, is_card_text

#: How far a selected card rises, as a fraction of its height.
LIFT_FRACTION = 0.16
_SELECTED_OUTLINE = QColor(style.GOLD)
_HOVER_OUTLINE = QColor(255, 255, 255, 190)
_SHADOW = QColor(0, 0, 0, 55)
_MARGIN = 4.0  # room around the card for the outline and the shadow


class CardItem(QGraphicsObject):
    """One card, face up or down; ``pos()`` is the top-left corner of the card at rest.

    Selection here is the card's own "chosen for the next move" state (``set_selected``), drawn
    as a lift and a gold outline; Qt's item-selection flag is not used.
    """

    animation_finished = Signal()
    """Emitted when a move started by ``animate`` ends (at once for a duration of 0). A move that
    is replaced by a newer ``animate`` call before it ends is dropped without the signal."""

    def __init__(
        self,
        card_text: str,
        renderer: CardRenderer,
        width: float = 80.0,
        face_up: bool = True,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        _check_card_text(card_text)
        self._card_text = card_text
        self._renderer = renderer
        self._width = float(width)
        self._face_up = face_up
        self._selected = False
        self._hovered = False
        # Qt asks for the bounding rectangle hundreds of times a second while cards fly (each
        # a call into Python that must wait for the GIL): compute it once per shape change
        self._bounds: QRectF | None = None
        # made on the first move: most cards of a table are made and dropped again (the
        # stock's layers, each refresh) or never fly, and an animation is a QObject with a
        # connection, a third of the cost of making a card
        self._animation: QPropertyAnimation | None = None
        self._shown: tuple[str, bool] | None = None  # the old face while a flip is half done
        self._flip: QVariantAnimation | None = None
        self._turn: QPropertyAnimation | None = None
        self.setAcceptHoverEvents(True)
        # Qt keeps what paint() drew (shadow, face, outline) as a pixmap in device pixels and
        # blits it while the card moves: repainting the table calls no Python for a card that
        # did not change, which keeps the GUI thread free of a computer thinking beside it.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- what the card is -------------------------------------------------------------------

    @property
    def card_text(self) -> str:
        """The card's text form, e.g. "TH"; "back" for a card whose face is unknown."""
        return self._card_text

    def set_card_text(self, card_text: str) -> None:
        """Show another card (for instance when a face-down card becomes known)."""
        _check_card_text(card_text)
        if card_text != self._card_text:
            self._card_text = card_text
            self.update()

    @property
    def face_up(self) -> bool:
        """Whether the face shows (a card whose text is "back" always shows its back)."""
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        """Turn the card face up or face down."""
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    # --- how it is shown ----------------------------------------------------------------------

    @property
    def selected(self) -> bool:
        """Whether the card is chosen (lifted, gold outline)."""
        return self._selected

    def set_selected(self, selected: bool) -> None:
        """Lift and outline the card, or put it back down."""
        if selected != self._selected:
            self.prepareGeometryChange()
            self._selected = selected
            self._bounds = None
            self.update()

    @property
    def hovered(self) -> bool:
        """Whether the mouse is over the card."""
        return self._hovered

    @property
    def renderer(self) -> CardRenderer:
        """The renderer (and so the theme) the card is drawn with."""
        return self._renderer

    def set_renderer(self, renderer: CardRenderer) -> None:
        """Draw the card with another renderer, e.g. after the player changed the card theme."""
        self.prepareGeometryChange()
        self._renderer = renderer
        self._bounds = None
        self.update()

    @property
    def card_width(self) -> float:
        """The card's width in scene units."""
        return self._width

    def look(self) -> tuple[object, ...]:
        """What the card paints and answers, as a frozen value (as `Decor.look`): its face,
        size, lift and hover, the deck it is drawn with, its place and Qt state."""
        return (type(self), self._card_text, self._face_up, self._width, self._selected,
                self._hovered, id(self._renderer), self.pos().toTuple(), self.zValue(),
                self.rotation(), self.scale(), self.opacity(), self.isVisible(), self.toolTip(),
                self.acceptHoverEvents(), self.transformOriginPoint().toTuple())

    @property
    def card_height(self) -> float:
        """The card's height in scene units (from the theme's aspect ratio)."""
        return self._renderer.card_height(self._width)

    def set_card_size(self, width: float) -> None:
        """Resize the card to ``width`` (its height follows the theme) and fetch its pixmap."""
        if width <= 0:
            raise ValueError("card width must be positive")
        if width != self._width:
            self.prepareGeometryChange()
            self._width = float(width)
            self._bounds = None
            self.current_pixmap()
            self.update()

    def card_rect(self) -> QRectF:
        """Where the card lies in item coordinates, ignoring the lift of a selected card."""
        return QRectF(0.0, 0.0, self._width, self.card_height)

    def current_pixmap(self, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The renderer's pixmap for what the card shows now (its face or its back)."""
        text, face_up = self._shown if self._shown is not None else (self._card_text,
                                                                     self._face_up)
        shown = text if face_up else BACK
        return self._renderer.pixmap(shown, self._width, device_pixel_ratio)

    # --- turning over and around ------------------------------------------------------------

    def turn_to(self, card_text: str, face_up: bool, duration_ms: int) -> None:
        """Show ``card_text`` (face up or down), turning the card over in ``duration_ms``: it
        narrows to its edge and widens again with the other side. The new face and side are
        the card's state at once; only the picture follows."""
        _check_card_text(card_text)
        before = (self._card_text, self._face_up)
        shown_before = (before[0] if before[1] else BACK)
        self._card_text, self._face_up = card_text, face_up
        shown_after = card_text if face_up else BACK
        if self._flip is not None:
            self._flip.stop()
            self._end_flip()
        if duration_ms <= 0 or shown_before == shown_after:
            self.update()
            return
        self._shown = before
        flip = QVariantAnimation(self)
        flip.setStartValue(0.0)
        flip.setEndValue(1.0)
        flip.setDuration(int(duration_ms))
        flip.valueChanged.connect(self._flip_step)
        flip.finished.connect(self._end_flip)
        self._flip = flip
        flip.start()

    def _flip_step(self, t: float) -> None:
        if t >= 0.5 and self._shown is not None:
            self._shown = None
        sx = max(0.04, abs(1.0 - 2.0 * float(t)))
        cx = self._width / 2
        self.setTransform(QTransform().translate(cx, 0).scale(sx, 1.0).translate(-cx, 0))

    def _end_flip(self) -> None:
        self._shown = None
        self._flip = None
        self.setTransform(QTransform())
        self.update()

    def is_turning(self) -> bool:
        """Whether a flip or a rotation is under way."""
        running = QAbstractAnimation.State.Running
        return (self._flip is not None and self._flip.state() == running) or \
            (self._turn is not None and self._turn.state() == running)

    def rotate_to(self, angle: float, duration_ms: int) -> None:
        """Turn the card about its centre to ``angle`` degrees in ``duration_ms``."""
        if self._turn is not None:
            self._turn.stop()
        self.setTransformOriginPoint(self._width / 2, self.card_height / 2)
        if duration_ms <= 0 or self.rotation() == angle:
            self.setRotation(angle)
            return
        turn = QPropertyAnimation(self, b"rotation", self)
        turn.setEasingCurve(QEasingCurve.Type.OutCubic)
        turn.setDuration(int(duration_ms))
        turn.setStartValue(self.rotation())
        turn.setEndValue(float(angle))
        self._turn = turn
        turn.start()

    # --- moving -------------------------------------------------------------------------------

    def animate(self, pos: QPointF, z: float, duration_ms: int) -> None:
        """Move to ``pos`` over ``duration_ms`` (0: at once) and take stacking order ``z`` now.

        Emits ``animation_finished`` when the card arrives; for a duration of 0 that happens
        before this method returns.
        """
        self.stop_animation()
        self.setZValue(z)
        if duration_ms <= 0:
            self.setPos(pos)
            self.animation_finished.emit()
            return
        animation = self._animation
        if animation is None:
            animation = self._animation = QPropertyAnimation(self, b"pos", self)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            animation.finished.connect(self.animation_finished)
        animation.setDuration(int(duration_ms))
        animation.setStartValue(self.pos())
        animation.setEndValue(QPointF(pos))
        animation.start()

    def is_animating(self) -> bool:
        """Whether a move started by ``animate`` is still under way."""
        return self._animation is not None and \
            self._animation.state() == QAbstractAnimation.State.Running

    def stop_animation(self) -> None:
        """Stop where the card is now, without ``animation_finished``."""
        if self._animation is not None:
            self._animation.stop()

    # --- QGraphicsItem ------------------------------------------------------------------------

    def _lift(self) -> float:
        return self.card_height * LIFT_FRACTION if self._selected else 0.0

    def _shown_rect(self) -> QRectF:
        return self.card_rect().translated(0.0, -self._lift())

    def boundingRect(self) -> QRectF:
        if self._bounds is None:
            self._bounds = self._shown_rect().adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN)
        return QRectF(self._bounds)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        radius = self._width * 0.065
        path.addRoundedRect(self._shown_rect(), radius, radius)
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self._shown_rect()
        radius = self._width * 0.065
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)

        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_SHADOW)
        painter.drawRoundedRect(rect.translated(1.0, 1.6), radius, radius)

        pixmap = self.current_pixmap(_resolution(painter, option))
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

        outline = None
        if self._selected:
            outline = QPen(_SELECTED_OUTLINE, 3.0)
        elif self._hovered:
            outline = QPen(_HOVER_OUTLINE, 2.0)
        if outline is not None:
            painter.setPen(outline)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            grow = outline.widthF() / 2
            painter.drawRoundedRect(
                rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
            )

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)


def _check_card_text(card_text: str) -> None:
    if not is_card_text(card_text):
        raise ValueError(f"not a card: {card_text!r}")


def _resolution(painter: QPainter, option: QStyleOptionGraphicsItem) -> float:
    """Device pixels per scene unit here: the screen's ratio times the view's zoom, rounded to a
    quarter so that a zoom animation does not fill the cache with near-identical pixmaps."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    zoom = option.levelOfDetailFromTransform(painter.worldTransform())
    return max(0.25, round(ratio * zoom * 4) / 4)
