"""The lesson's marks on the real card table: a bright frame around each card the awaited move
plays, around the place to drop them (the stock, the pile, a meld, the new-meld area) and
around the action bar's button that plays it. They never take a click: the table underneath
works as always."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from samba_desktop.engine import (
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Move,
    TakePile,
)
from samba_desktop.qtmodel.lesson import LessonModel, same_move
from samba_desktop.ui import style
from samba_desktop.ui.table.scene import TableScene
from samba_desktop.ui.table.types import TableCard, Target, TargetKind

MARK = QColor(style.LESSON_MARK)


class MarksOverlay(QWidget):
    """Frames painted over the table view's viewport (its child, the viewport's size): solid
    round a card, dashed round a place. It takes no click and is no item of the scene, so the
    table's hit tests and its count of cards never see it."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view.viewport())
        self._view = view
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.frames: list[tuple[QRectF, bool]] = []
        """(scene rect, dashed) of each frame."""
        view.viewport().installEventFilter(self)
        self._fit()

    def _fit(self) -> None:
        self.setGeometry(self._view.viewport().rect())
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def set_frames(self, frames: list[tuple[QRectF, bool]]) -> None:
        self.frames = frames
        self._fit()
        self.setVisible(bool(frames))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(MARK)
        glow.setAlpha(70)
        for rect, dashed in self.frames:
            shown = QRectF(self._view.mapFromScene(rect).boundingRect()).adjusted(-2, -2, 2, 2)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(glow, 7.0))
            painter.drawRoundedRect(shown, 8, 8)
            pen = QPen(MARK, 2.5)
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(shown, 8, 8)
        painter.end()


class ButtonMark(QFrame):
    """A frame over a button of the action bar (it lets every click through)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("LessonButtonMark")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setStyleSheet(f"#LessonButtonMark {{ border: 3px solid {MARK.name()}; "
                           "border-radius: 8px; background: transparent; }")
        self.hide()

    def cover(self, button: QWidget | None) -> None:
        parent = self.parentWidget()
        if button is None or not button.isVisible() or parent is None:
            self.hide()
            return
        top_left = button.mapTo(parent, button.rect().topLeft())
        self.setGeometry(top_left.x() - 3, top_left.y() - 3, button.width() + 6,
                         button.height() + 6)
        self.show()
        self.raise_()


def target_for(model: LessonModel, move: Move, targets: Iterable[Target]) -> Target | None:
    """Where the awaited ``move``'s cards go on the table now."""
    kinds: tuple[TargetKind, ...]
    data: int | None = None
    match move:
        case Draw():
            kinds = (TargetKind.STOCK,)
        case Discard() | TakePile():
            kinds = (TargetKind.PILE,)
        case Extend(meld_id=meld_id):
            kinds, data = (TargetKind.MELD,), meld_id
        case Meld():
            if model.staging_active:
                if model.staged_melds and same_move(Meld(tuple(model.staged_melds)), move):
                    return None  # staged: the Meld button lays it
                kinds = (TargetKind.NEW_STAGE,)
            else:
                kinds = (TargetKind.NEW_MELD,)
        case _:
            return None
    for target in targets:
        if target.kind in kinds and (data is None or target.data == data):
            return target
    return None


def button_for(model: LessonModel, move: Move) -> str | None:
    """The action bar's button that plays the awaited ``move`` (by its name)."""
    match move:
        case LayRedThree():
            return "red_three"
        case AskPartner():
            return "ask"
        case Meld() if model.staging_active and model.staged_melds \
                and same_move(Meld(tuple(model.staged_melds)), move):
            return "meld"
    return None


def cards_of(move: Move) -> list[Card]:
    match move:
        case LayRedThree():
            return []
        case Meld(melds=melds):
            return [card for meld in melds for card in meld]
        case Extend(cards=cards) | TakePile(cards=cards):
            return list(cards)
        case Discard(card=card):
            return [card]
    return []


def marked_items(scene: TableScene, cards: Iterable[Card], red_three: bool) -> list[TableCard]:
    """The hand's cards to mark: one item per card asked for (a red 3 for a red-3 move)."""
    wanted = [str(card) for card in cards]
    out: list[TableCard] = []
    for item in scene.hand_cards():
        text = item.card_text
        if text in wanted:
            wanted.remove(text)
            out.append(item)
        elif red_three and text in ("3H", "3D") and not out:
            out.append(item)
    return out


def visible_part(scene: TableScene, item: TableCard) -> QRectF:
    """The part of a hand card that the next card of the fan leaves visible (scene)."""
    rect = item.mapRectToScene(item.card_rect())
    hand = scene.hand_cards()
    index = hand.index(item) if item in hand else -1
    if 0 <= index < len(hand) - 1:
        right = hand[index + 1].mapRectToScene(hand[index + 1].card_rect()).left()
        if rect.left() < right < rect.right():
            rect.setRight(right - 1)
    return rect


class LessonMarks:
    """The marks of the awaited move on ``scene`` (and over the action bar's buttons)."""

    def __init__(self, model: LessonModel, scene: TableScene, overlay: MarksOverlay,
                 button_mark: ButtonMark, buttons: dict[str, QWidget]) -> None:
        self.model = model
        self.scene = scene
        self.overlay = overlay
        self.button_mark = button_mark
        self.buttons = buttons
        self.marked_cards: list[TableCard] = []
        self.target: Target | None = None
        self.button: str | None = None

    @property
    def items(self) -> list[tuple[QRectF, bool]]:
        """The frames shown: (scene rect, dashed)."""
        return self.overlay.frames

    def clear(self) -> None:
        self.overlay.set_frames([])
        self.marked_cards = []
        self.target = None
        self.button = None
        self.button_mark.hide()

    def update(self) -> None:
        """Mark what the awaited move needs, as the table is laid out now."""
        self.clear()
        model = self.model
        task = model.task
        if task is None or not model.waits_for_human():
            return
        move = task.move
        staged = set(map(str, (c for meld in model.staged_melds for c in meld)))
        cards = [c for c in cards_of(move) if not (isinstance(move, Meld) and str(c) in staged)]
        self.marked_cards = marked_items(self.scene, cards, isinstance(move, LayRedThree))
        frames = [(visible_part(self.scene, item), False) for item in self.marked_cards]
        self.target = target_for(model, move, self.scene.targets)
        if self.target is not None:
            frames.append((self.target.rect, True))
        self.overlay.set_frames(frames)
        self.button = button_for(model, move)
        self.button_mark.cover(self.buttons.get(self.button) if self.button else None)

    def rects(self) -> list[QRectF]:
        """What the marks frame, in scene coordinates (the banner keeps clear of them)."""
        return [rect for rect, _dashed in self.items]
