"""Replays from the score sheet and after a hand: the deal column, "Step through the hand",
"Replay this deal", and the Game menu's hand viewer."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from samba_desktop.qtmodel import GameModel
from samba_desktop.qtmodel.locale_format import date_time
from samba_desktop.qtmodel.replay import (
    HandArchive,
    HandReplay,
    ReplayError,
    SteppedHand,
    deal_label,
    open_hand_record,
    replay_deal,
)
from samba_desktop.ui import style
from samba_desktop.ui.dialogs.hand_viewer import HandViewer, open_hand_viewer
from samba_desktop.ui.style import field_style

if TYPE_CHECKING:
    from samba_desktop.ui.cards import CardRenderer


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreReplay", text)


def archive_of(model: GameModel) -> HandArchive:
    """The one `HandArchive` of ``model`` (made on first use; a child of the model)."""
    archive = model.findChild(HandArchive)
    if archive is None:
        archive = HandArchive(model, model)
    return archive


def _scores_before(model: GameModel, hand_number: int) -> list[int]:
    scores = [0] * model.view.num_sides
    for result in model.view.hand_results:
        if result.hand_number < hand_number:
            scores = [s + t for s, t in zip(scores, result.totals, strict=True)]
    return scores


def finished_hand_replay(model: GameModel, hand_number: int) -> SteppedHand | None:
    """The replay of a finished hand of the game on the table, if its moves are known (a hand
    at a friend's table: as this seat saw it, every hand laid open at the end)."""
    record = archive_of(model).record(hand_number)
    if record is None:
        return model.followed_hand(hand_number)
    try:
        return HandReplay(record)
    except ReplayError:
        return None


class DealControls(NamedTuple):
    """The score sheet's row below its table: the hand, "Step through", "Replay this deal"."""

    hand_choice: QComboBox
    step_button: QPushButton
    replay_button: QPushButton


def add_deal_column(dialog: QDialog, table: QTableWidget, box: QBoxLayout,
                    model: GameModel) -> DealControls | None:
    """Give the score sheet's ``table`` a "Deal" column and, above the last row of ``box``, the
    hand's replay buttons (returned; None before the first hand is over)."""
    results = model.view.hand_results
    archive = archive_of(model)
    column = table.columnCount()  # the last column: the score columns keep their places
    table.insertColumn(column)
    table.setHorizontalHeaderItem(column, QTableWidgetItem(_tr("Deal")))
    # the whole seed, never cut: hands of one game differ only in their last digits
    table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    for row, result in enumerate(results):
        hand = result.hand_number
        label = deal_label(archive.deal_seed(hand), hand)
        item = QTableWidgetItem(label)
        item.setForeground(style.INK_MUTED)
        if label:
            item.setToolTip(_tr("Deal {deal} (the deal seed and hand number): the same cards "
                                "come again with \u201cReplay this deal\u201d.").format(deal=label))
        table.setItem(row, column, item)
    if not results:
        table.setSpan(0, 0, 1, table.columnCount())
        return None
    buttons = QHBoxLayout()
    buttons.addWidget(QLabel(_tr("Hand:")))
    choice = QComboBox()
    choice.setObjectName("HandChoice")
    choice.setStyleSheet(field_style())  # the score sheet's own sheet styles no fields
    for result in results:
        choice.addItem(str(result.hand_number), result.hand_number)
    choice.setCurrentIndex(len(results) - 1)
    buttons.addWidget(choice)
    step = QPushButton(_tr("Step through the hand"))
    again = QPushButton(_tr("Replay this deal"))
    again.setEnabled(archive.deal_seed(results[-1].hand_number) is not None)
    buttons.addWidget(step)
    buttons.addWidget(again)
    buttons.addStretch(1)

    def update() -> None:
        step.setEnabled(finished_hand_replay(model, choice.currentData()) is not None)

    choice.currentIndexChanged.connect(lambda _=0: update())
    update()
    step.clicked.connect(lambda _=False: open_hand_viewer(
        dialog.parentWidget(), finished_hand_replay(model, choice.currentData()),
        table_model=model))
    again.clicked.connect(lambda _=False: ask_replay_deal(dialog, model, choice.currentData()))
    box.insertLayout(box.count() - 1, buttons)
    return DealControls(choice, step, again)


def ask_replay_deal(dialog: QDialog, model: GameModel, hand_number: int,
                    ask: bool = True) -> bool:
    """"Replay this deal": after the player agrees, the same cards at the same seats again."""
    seed = archive_of(model).deal_seed(hand_number)  # the finished hand's, from its record
    if seed is None:
        return False
    if ask:
        answer = QMessageBox.question(
            dialog, _tr("Replay this deal"),
            _tr("Deal hand {n} again with the same cards and seats? The game on the table "
                "ends.").format(n=hand_number))
        if answer != QMessageBox.StandardButton.Yes:
            return False
    replay_deal(model, seed, hand_number, _scores_before(model, hand_number))
    dialog.accept()
    return True


def add_viewer_button(dialog: QDialog, buttons: QBoxLayout, model: GameModel,
                      hand: int | None = None) -> QPushButton:
    """The hand-over dialog's "Step through the hand" button, second in its ``buttons`` row
    (for hand ``hand``, by default the hand on the table)."""
    button = QPushButton(_tr("Step through the hand"))
    button.setObjectName("StepThrough")
    hand = model.view.hand_number if hand is None else hand
    button.clicked.connect(lambda _=False: open_hand_viewer(
        dialog.parentWidget(), finished_hand_replay(model, hand), table_model=model))
    button.setEnabled(finished_hand_replay(model, hand) is not None)
    buttons.insertWidget(1, button)
    return button


def show_hand_viewer(parent: QWidget, model: GameModel, renderer: CardRenderer,
                     past_hands: list[tuple[int, int, Path]],
                     started: Mapping[int, datetime] | None = None) -> HandViewer:
    """Game ▸ Hand viewer: the last finished hand of this game, ``past_hands`` (kept beside
    the score history, listed by when their game began: ``started``), or a record file."""
    archive = archive_of(model)
    replay = None
    if archive.records:
        replay = finished_hand_replay(model, max(archive.records))
    viewer = open_hand_viewer(parent, replay, renderer, model)
    add_past_hands(viewer, past_hands, started)
    return viewer


def past_hand_label(game_id: int, hand: int, started: datetime | None) -> str:
    """How the "Past hands" list names a kept hand: by when its game began (the score
    history's game number when that is not known)."""
    if started is None:
        return _tr("game {g}, hand {n}").format(g=game_id, n=hand)
    return _tr("game of {when}, hand {n}").format(when=date_time(started), n=hand)


def add_past_hands(viewer: HandViewer, stored: list[tuple[int, int, Path]],
                   started: Mapping[int, datetime] | None = None) -> None:
    """A "Past hands" choice in the viewer: the hands kept beside the score history (each
    named by when its game began, ``started`` by history game id)."""
    if not stored:
        return
    started = started or {}
    row = QHBoxLayout()
    row.addWidget(QLabel(_tr("Past hands:")))
    viewer.past_hands = combo = QComboBox()
    combo.setStyleSheet(field_style())  # the viewer's own sheet styles no fields
    for game_id, hand, path in stored[:300]:
        combo.addItem(past_hand_label(game_id, hand, started.get(game_id)), str(path))
    combo.setPlaceholderText(_tr("Choose a hand"))
    combo.setCurrentIndex(-1)
    combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def chosen(index: int) -> None:
        if index < 0:
            return
        try:
            viewer.set_replay(open_hand_record(combo.itemData(index)), 0)
        except ReplayError as exc:
            viewer._problem(_tr("This hand cannot be shown"), str(exc))

    combo.currentIndexChanged.connect(chosen)
    row.addWidget(combo, 1)
    viewer.box.insertLayout(1, row)
    viewer.past_hands_added()


__all__ = ["DealControls", "add_deal_column", "add_past_hands", "add_viewer_button", "archive_of",
           "ask_replay_deal", "finished_hand_replay", "past_hand_label", "show_hand_viewer"]
