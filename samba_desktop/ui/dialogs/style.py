"""The look of the dialogs: a style sheet that matches the table's dark green, and chart colours.

The sheet is complete on its own (a dialog looks right whether or not the application has a
style sheet) and sizes nothing: layouts decide the sizes, so longer translations fit.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF

#: One colour per side in charts; the human's side first (gold), as on the table.
SIDE_COLOURS = ("#f2c14e", "#5fb4e8", "#f08a6c", "#b39ddb", "#4dd0c1", "#f48fb1")
WON = QColor("#6cc28a")
LOST = QColor("#e57373")
DRAWN = QColor("#b0bec5")
CHART_BACKGROUND = QColor("#15281e")
CHART_GRID = QColor(255, 255, 255, 28)
CHART_AXIS = QColor("#5d7d6a")
CHART_TEXT = QColor("#b7cfc0")
CHART_TARGET = QColor("#f2c14e")


def side_colour(side: int, human_side: int | None, sides: int) -> QColor:
    """The colour of ``side``, counted from the human's side (gold)."""
    first = human_side or 0
    return QColor(SIDE_COLOURS[(side - first) % max(1, sides) % len(SIDE_COLOURS)])


#: combo boxes, spin boxes and line edits: light text on a dark field, with drawn arrows
_FIELD_STYLE = """
QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit {
    background: #0f1d16; color: #eef4ef; border: 1px solid #35574a; border-radius: 5px;
    padding: 3px 6px; selection-background-color: #2f6b4c; }
QComboBox:focus, QSpinBox:focus, QDoubleSpinBox:focus, QLineEdit:focus { border-color: #f2c14e; }
QComboBox:disabled, QSpinBox:disabled, QDoubleSpinBox:disabled, QLineEdit:disabled {
    color: #587364; border-color: #22382c; background: #13231b; }
QComboBox::drop-down { border: none; width: 20px; }
QComboBox::down-arrow { image: url("{down}"); width: 10px; height: 6px; }
QComboBox::down-arrow:disabled { image: url("{down_disabled}"); }
QSpinBox::up-button, QDoubleSpinBox::up-button { subcontrol-origin: border;
    subcontrol-position: top right; width: 18px; border: none; background: transparent; }
QSpinBox::down-button, QDoubleSpinBox::down-button { subcontrol-origin: border;
    subcontrol-position: bottom right; width: 18px; border: none; background: transparent; }
QSpinBox::up-button:hover, QDoubleSpinBox::up-button:hover,
QSpinBox::down-button:hover, QDoubleSpinBox::down-button:hover { background: #1f3a2c; }
QSpinBox::up-arrow, QDoubleSpinBox::up-arrow { image: url("{up}"); width: 10px; height: 6px; }
QSpinBox::down-arrow, QDoubleSpinBox::down-arrow { image: url("{down}"); width: 10px;
    height: 6px; }
QSpinBox::up-arrow:disabled, QDoubleSpinBox::up-arrow:disabled,
QSpinBox::up-arrow:off, QDoubleSpinBox::up-arrow:off { image: url("{up_disabled}"); }
QSpinBox::down-arrow:disabled, QDoubleSpinBox::down-arrow:disabled,
QSpinBox::down-arrow:off, QDoubleSpinBox::down-arrow:off { image: url("{down_disabled}"); }
QComboBox QAbstractItemView { background: #17291f; color: #eef4ef; border: 1px solid #35574a;
    selection-background-color: #2a4a37; outline: none; }
"""

_DIALOG_STYLE = _FIELD_STYLE + """
QDialog, QWidget#DialogPage { background: #12241b; }
QWidget { color: #e8f0ea; }
QLabel#Muted, QLabel#Hint { color: #9dbcaa; }
QLabel#Headline { font-size: 18px; font-weight: bold; color: #f4f1e6; }
QLabel#BigNumber { font-size: 24px; font-weight: bold; color: #f4f1e6; }
QLabel#BigCaption { color: #9dbcaa; }
QLabel#ColumnHead { color: #9dbcaa; font-weight: bold; }
QGroupBox { border: 1px solid #2c4637; border-radius: 8px; margin-top: 1.2em;
            padding: 10px 8px 8px 8px; background: #162b20; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px;
                   color: #cfe0d5; font-weight: bold; }
QTabWidget::pane { border: 1px solid #2c4637; border-radius: 6px; top: -1px;
                   background: #162b20; }
QTabBar::tab { background: #12241b; color: #b7cfc0; border: 1px solid #2c4637;
               border-bottom: none; padding: 6px 14px; margin-right: 2px;
               border-top-left-radius: 6px; border-top-right-radius: 6px; }
QTabBar::tab:selected { background: #162b20; color: #f4f1e6; font-weight: bold; }
QTabBar::tab:hover:!selected { background: #1c3327; }
QCheckBox { spacing: 8px; }
QCheckBox::indicator { width: 15px; height: 15px; border: 1px solid #4d7461;
                       border-radius: 3px; background: #0f1d16; }
QCheckBox::indicator:checked { background: #f2c14e; border-color: #f7d47f; }
QRadioButton { spacing: 8px; padding: 5px 8px; border: 1px solid transparent;
               border-radius: 6px; }
QRadioButton:hover { background: #1a3024; }
QRadioButton:checked { background: #2a4a37; border-color: #f2c14e; color: #fff6da;
                       font-weight: bold; }
QRadioButton::indicator { width: 14px; height: 14px; border: 1px solid #6d9480;
                          border-radius: 8px; background: #0f1d16; }
QRadioButton::indicator:checked { background: #f2c14e; border: 4px solid #0f1d16;
                                  width: 8px; height: 8px; border-radius: 8px; }
QPushButton { background: #1f3a2c; border: 1px solid #35574a; border-radius: 7px;
              padding: 6px 14px; color: #e8f0ea; font-weight: bold; }
QPushButton:hover { background: #28493a; }
QPushButton:pressed { background: #173024; }
QPushButton:disabled { background: #15271e; color: #587364; border-color: #22382c; }
QPushButton:default, QPushButton#Primary { background: #f2c14e; color: #2b2105;
                                           border-color: #f7d47f; }
QPushButton:default:hover, QPushButton#Primary:hover { background: #f6cd68; }
QFrame#Line { background: #2c4637; max-height: 1px; min-height: 1px; border: none; }
QFrame#StatBox { background: #1a2f24; border: 1px solid #27402f; border-radius: 8px; }
QScrollArea { border: none; background: transparent; }
QMessageBox QLabel#qt_msgbox_label { font-weight: bold; min-width: 24em; }
"""

_ARROW_INK = "#c9dcd0"
_ARROW_OFF = "#4f6a5b"
_arrow_folder: Path | None = None


def _arrow_images() -> dict[str, str]:
    """Small arrow images for combo and spin boxes, drawn once per run into a temporary folder.

    A style sheet can only draw arrows from image files; drawing them here keeps the light
    colour of the dark theme without shipping files. ``name@2x.png`` serves high-DPI screens.
    """
    global _arrow_folder
    if _arrow_folder is None:
        _arrow_folder = Path(tempfile.mkdtemp(prefix="samba-desktop-ui-"))
        atexit.register(shutil.rmtree, _arrow_folder, True)
        for name, up, colour in (
            ("up", True, _ARROW_INK),
            ("down", False, _ARROW_INK),
            ("up_disabled", True, _ARROW_OFF),
            ("down_disabled", False, _ARROW_OFF),
        ):
            for scale, suffix in ((1, ""), (2, "@2x")):
                _draw_arrow(up, QColor(colour), scale).save(
                    str(_arrow_folder / f"{name}{suffix}.png")
                )
    return {name: (_arrow_folder / f"{name}.png").as_posix()
            for name in ("up", "down", "up_disabled", "down_disabled")}


def _draw_arrow(up: bool, colour: QColor, scale: int) -> QImage:
    width, height = 10 * scale, 6 * scale
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if up:
        points = [QPointF(0, height), QPointF(width, height), QPointF(width / 2, 0)]
    else:
        points = [QPointF(0, 0), QPointF(width, 0), QPointF(width / 2, height)]
    painter.drawPolygon(QPolygonF(points))
    painter.end()
    return image


def field_style() -> str:
    """The style of combo boxes, spin boxes and line edits alone, for a field in a window whose
    sheet has none (needs a QGuiApplication: it draws the arrow images once)."""
    return _with_arrows(_FIELD_STYLE)


def dialog_style() -> str:
    """The dialogs' style sheet (needs a QGuiApplication: it draws the arrow images once)."""
    return _with_arrows(_DIALOG_STYLE)


def _with_arrows(sheet: str) -> str:
    for name, path in _arrow_images().items():
        sheet = sheet.replace("{" + name + "}", path)
    return sheet
