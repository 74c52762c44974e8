"""The look of the app in one place: colours, fonts, and the style sheets of the table, its
panels, the window and the dialogs (tune the look here).

The dialogs' sheet is complete on its own (a dialog looks right whether or not the application
has a style sheet) and sizes nothing: layouts decide the sizes, so longer translations fit.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPolygonF

from samba_desktop.ui.assets import UI_FONT_FAMILY

FELT_CENTRE = QColor("#2f7d55")
FELT_EDGE = QColor("#1b5538")
FELT_LINE = QColor(255, 255, 255, 16)
PANEL_FILL = QColor(8, 40, 26, 70)
PANEL_EDGE = QColor(255, 255, 255, 26)
PANEL_DARK = QColor("#14291f")
INK = QColor("#eef4ef")
INK_MUTED = QColor("#a8c5b4")
INK_FAINT = QColor("#7fa08d")
GOLD = QColor("#f2c14e")
GOLD_DARK = QColor("#3a2e0c")
ERROR = QColor("#ff8a80")
ERROR_FILL = QColor("#4a1512")
RED_SUIT_ON_DARK = "#ff7b73"
BADGE_PURE = QColor("#f2c14e")
BADGE_MIXED = QColor("#dfe6e2")
BADGE_SAMBA = QColor("#c2185b")
BADGE_BOLIVIA = QColor("#7e57c2")

# Colours given as text (a style sheet's, a rich text's, or to make a QColor of where drawn).
#: the card art: ink, suits (the four-colour deck's clubs and diamonds), joker, gold, paper, backs
CARD_INK = "#1b1b1b"
CARD_RED = "#c62828"
CARD_CLUBS = "#1e7b34"
CARD_DIAMONDS = "#1f5bb8"
CARD_JOKER_INK = "#5b2a86"
CARD_GOLD = "#e0a82e"
CARD_GOLD_EDGE = "#8a6212"
CARD_WHITE = "#fefefd"
CARD_EDGE = "#8c8c8c"
CARD_BACK_RED = "#8e1f2f"
CARD_BACK_BLUE = "#1d4f7a"
#: text on the dark green
BRIGHT_TEXT = "#f1f5f2"
LIGHT_TEXT = "#dfe9e2"
SOFT_TEXT = "#cfe0d5"
DETAIL_TEXT = "#9dbcaa"
MUTED_TEXT = "#8fb09c"
TICK_GREEN = "#7ddc8f"
STAR_OFF = "#5d7a69"
ERROR_TEXT = "#ffd9d4"
WINDOW_BACKGROUND = "#12241b"
SELECTED_FILL = "#2a4a37"
#: on gold and on light chips
GOLD_INK = "#2b2105"
GOLD_HOVER = "#f6cd68"
DARK_INK = "#1f2a24"
WHITE = "#ffffff"
CHIP_LIGHT = "#e9efe9"
RED_SUIT_ON_LIGHT = "#a3160c"
#: the lesson's marks and banner: a cyan that no other sign on the felt uses
LESSON_MARK = "#5ee0f5"
LESSON_BANNER_SHEET = (
    f"#LessonBanner {{ background: rgba(12, 40, 48, 235); border: 2px solid {LESSON_MARK};"
    " border-radius: 10px; }"
    f"#LessonStep {{ color: {LESSON_MARK}; font-weight: bold; font-size: 12px; }}"
    f"#LessonTitle {{ color: {WHITE}; font-weight: bold; font-size: 15px; }}"
    "#LessonText { color: #eef6f4; font-size: 13px; }"
    "#LessonNote { color: #ffd27a; font-size: 12px; }"
    "QPushButton { padding: 3px 10px; font-size: 12px; }")
#: the hosted table's chat lines, and a join dialog's problem
CHAT_SHEET = ("QListWidget { background: rgba(0,0,0,60); color: #f4f1e8; "
              "border: none; border-radius: 6px; }")
PROBLEM_SHEET = "color: #ff8a80;"  # on the dialogs' dark background (ERROR)
#: the action bar's key captions: on the gold button, enabled, disabled
KEY_ON_GOLD = "#4a3a0c"
KEY_INK = "#b9cfc1"
KEY_OFF = "#4c6457"
#: the table's items: counters, count badges, a seat's initial, message bubbles, drop zones
COUNTER_FILL = "#15251c"
COUNT_BADGE_FILL = "#eef3ee"
COUNT_FILL = "#2d6fa3"
COUNT_INK = "#eaf4fb"
INITIAL_INK = "#1a1a1a"
BUBBLE_FILL = "#10241a"
BLOCKED_FILL = "#6b1f1a"
PILE_TEXT = "#cfe9d8"
DROP_ZONE_EDGE = "#7fd3ff"
#: the samba outlook's chips
OUTLOOK_CHIP = "#e9f1ec"
OUTLOOK_DASH = "#4d6a5a"
OUTLOOK_FAINT = "#6f8b7b"
OUTLOOK_LINE = "#8aa797"
#: the coach's grades
GRADE_MISTAKE = "#f0944d"
GRADE_BLUNDER = "#ff6f61"
#: the help's headings and notes (dark on the light page)
HELP_HEADING = "#1d4d36"
HELP_NOTE = "#58695f"

#: One colour per side, on the table and in charts; the human's side is always the first (gold).
SIDE_COLOURS = ("#f2c14e", "#5fb4e8", "#f08a6c", "#b39ddb", "#4dd0c1", "#f48fb1")


def side_colour(side: int, human_side: int | None, num_sides: int) -> QColor:
    """The colour of ``side``, counted from the human's side (gold)."""
    first = human_side or 0
    return QColor(SIDE_COLOURS[(side - first) % max(1, num_sides) % len(SIDE_COLOURS)])


def font(pixel_size: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(UI_FONT_FAMILY)
    f.setPixelSize(max(7, round(pixel_size)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


# The app's look is scoped to its own widgets: Qt's file dialogs and the system's message
# boxes are children of the main window too, and a sheet on the whole window (``QWidget {
# color: ... }``, ``QDialog { background: ... }``) turned their text light grey on white.
#: The main window itself (no descendant selectors: nothing cascades into Qt's dialogs).
WINDOW_SHEET = """
QMainWindow { background: #12241b; }
QToolTip { background: #1d3327; color: #eef4ef; border: 1px solid #3c5a48; padding: 4px; }
"""

#: The menu bar and its menus (set on the menu bar; its menus are its children).
MENU_SHEET = """
QMenuBar { background: #0f1f17; color: #dfe9e2; border-bottom: 1px solid #22382c; }
QMenuBar::item { padding: 4px 10px; background: transparent; }
QMenuBar::item:selected { background: #24402f; border-radius: 4px; }
QMenu { background: #17291f; color: #e8f0ea; border: 1px solid #2c4637; padding: 4px; }
QMenu::item { padding: 5px 22px 5px 22px; border-radius: 4px; }
QMenu::item:selected { background: #2a4a37; }
QMenu::item:disabled { color: #6d8577; }
QMenu::separator { height: 1px; background: #2c4637; margin: 4px 8px; }
"""

_COMMON = """
QWidget { font-family: "DejaVu Sans"; color: #e8f0ea; }
QToolTip { background: #1d3327; color: #eef4ef; border: 1px solid #3c5a48; padding: 4px; }
QScrollBar:vertical { background: transparent; width: 8px; }
QScrollBar::handle:vertical { background: #2f4a3b; border-radius: 4px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; }
#Muted { color: #8fb09c; }
QPushButton { background: #1f3a2c; border: 1px solid #35574a; border-radius: 7px;
              padding: 6px 12px; color: #e8f0ea; font-size: 13px; font-weight: bold; }
QPushButton:hover { background: #28493a; }
QPushButton:pressed { background: #173024; }
QPushButton:disabled { background: #15271e; color: #587364; border-color: #22382c; }
QPushButton#Primary { background: #f2c14e; color: #2b2105; border-color: #f7d47f; }
QPushButton#Primary:hover { background: #f6cd68; }
QPushButton#Primary:disabled { background: #15271e; color: #587364; border-color: #22382c; }
"""

#: The table, the side panel and the action bar (set on the window's central widget).
TABLE_SHEET = _COMMON + """
#SidePanel { background: #12241b; border-left: 1px solid #23392d; }
#Card { background: #1a2f24; border: 1px solid #27402f; border-radius: 10px; }
#CardTitle { color: #8fb09c; font-size: 11px; font-weight: bold; letter-spacing: 1px; }
#Title { font-family: "DejaVu Serif"; font-size: 22px; font-weight: bold; color: #f4f1e6; }
#HandChip { background: #203a2c; border: 1px solid #33523f; border-radius: 9px;
            padding: 2px 9px; color: #dfe9e2; font-size: 11px; font-weight: bold; }
#ScoreName { font-size: 13px; font-weight: bold; }
#ScoreValue { font-size: 16px; font-weight: bold; }
#Members { color: #8fb09c; font-size: 11px; }
QProgressBar { background: #0f1d16; border: none; border-radius: 3px; max-height: 6px; }
QListWidget { background: transparent; border: none; font-size: 12px; }
QListWidget::item { padding: 2px 2px; border-radius: 4px; }
QListWidget::item:selected { background: transparent; }

#ActionBar { background: #10211a; border-top: 1px solid #23392d; }
#Status { font-size: 14px; font-weight: bold; color: #f1f5f2; }
#StatusDetail { font-size: 12px; color: #9dbcaa; }
"""

#: The table's own dialogs (score sheet, end of hand and game, rules, shortcuts, about): each
#: sets it on itself.
DIALOG_SHEET = _COMMON + """
QDialog, QMessageBox { background: #12241b; }
QTableWidget { background: #15281e; border: 1px solid #27402f; gridline-color: #24392d;
               font-size: 13px; }
QHeaderView::section { background: #1c3327; color: #b7cfc0; border: none;
                       border-bottom: 1px solid #2c4637; padding: 5px; font-weight: bold; }
QTextBrowser { background: #f7f5ee; color: #1f2a24; border: none; border-radius: 6px; }
QLabel#DialogHeadline { font-family: "DejaVu Serif"; font-size: 20px; font-weight: bold; }
"""

#: Everything together (what the window looked like as one sheet).
STYLE_SHEET = WINDOW_SHEET + MENU_SHEET + TABLE_SHEET + DIALOG_SHEET


# ------------------------------------------------------------------ the dialogs and charts
WON = QColor("#6cc28a")
LOST = QColor("#e57373")
DRAWN = QColor("#b0bec5")
CHART_BACKGROUND = QColor("#15281e")
CHART_GRID = QColor(255, 255, 255, 28)
CHART_AXIS = QColor("#5d7d6a")
CHART_TEXT = QColor("#b7cfc0")
CHART_TARGET = QColor("#f2c14e")



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
QListWidget { background: #17291f; border: 1px solid #35574a; border-radius: 6px; }
QListWidget::item { padding: 3px 4px; }
QListWidget::item:selected { background: #2a4a37; color: #f4f1e6; }
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
