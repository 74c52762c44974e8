"""Controls a player reads: dark fields with light text, and a choice that stands out."""

from __future__ import annotations

from collections import Counter

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QComboBox, QRadioButton

from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.ui.dialogs.score_dialogs import ScoreSheetDialog
from samba_desktop.ui.dialogs.welcome_dialog import WelcomeDialog
from tests.ui.dialogs.test_hand_viewer import viewer_with_a_past_hand, window_after_a_hand


def _luminance(c: QColor) -> float:
    def part(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * part(c.red()) + 0.7152 * part(c.green()) + 0.0722 * part(c.blue())


def _contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _pixels(image: QImage, left: float = 0.0, right: float = 1.0) -> list[QColor]:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    return [image.pixelColor(x, y) for x in range(int(w * left), int(w * right))
            for y in range(2, h - 2)]


def _background_and_ink(pixels: list[QColor]) -> tuple[QColor, float]:
    """The field's most common colour and the strongest contrast any pixel makes with it
    (its text's)."""
    counts = Counter(c.rgb() for c in pixels)
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    return background, max(_contrast(background, c) for c in pixels)


def test_the_score_sheets_hand_choice_is_light_text_on_a_dark_field(qtbot):
    window = window_after_a_hand(qtbot, players=2, seed=3)
    window._dialog.reject()
    sheet = ScoreSheetDialog(window.model, window)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    choice = sheet.findChild(QComboBox, "HandChoice")
    assert choice is not None and choice.currentText() == "1"
    # the text's part of the field (not the arrow)
    background, ink = _background_and_ink(_pixels(choice.grab().toImage(), 0.0, 0.6))
    assert _luminance(background) < 0.2, background.name()
    assert ink >= 4.5
    window.model.shutdown()


def test_the_hand_viewers_past_hands_are_light_text_on_a_dark_field(qtbot, tmp_path):
    from datetime import UTC, datetime

    window, viewer, _record = viewer_with_a_past_hand(qtbot, tmp_path, datetime.now(UTC))
    viewer.past_hands.setCurrentIndex(0)
    qtbot.waitExposed(viewer)
    background, ink = _background_and_ink(_pixels(viewer.past_hands.grab().toImage(), 0.0, 0.6))
    assert _luminance(background) < 0.2, background.name()
    assert ink >= 4.5
    window.model.shutdown()


def test_the_welcome_dialogs_chosen_table_stands_out_from_the_others(qtbot):
    dialog = WelcomeDialog(Preferences(players=4))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    buttons = dialog.findChildren(QRadioButton)
    chosen = [b for b in buttons if b.isChecked()]
    assert len(chosen) == 1 and chosen[0].objectName() == "players4"
    others = [b for b in buttons if not b.isChecked()]

    def fill(button: QRadioButton) -> QColor:
        background, _ink = _background_and_ink(_pixels(button.grab().toImage(), 0.5, 1.0))
        return background

    dialog_fill = fill(others[0])
    assert all(fill(b) == dialog_fill for b in others)
    # the chosen line has a fill of its own, plainly lighter than the dialog's
    assert _contrast(fill(chosen[0]), dialog_fill) >= 1.3
    # a click moves the highlight with the choice
    others[0].click()
    assert fill(others[0]) != dialog_fill and fill(chosen[0]) == dialog_fill
