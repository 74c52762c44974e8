"""Colours, fonts and the style sheet of the table and its panels (one place to tune the look)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

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

#: One colour per side; the human's side is always the first (gold).
SIDE_COLOURS = [QColor("#f2c14e"), QColor("#5fb4e8"), QColor("#f08a6c"), QColor("#b39ddb"),
                QColor("#4dd0c1"), QColor("#f48fb1")]


def side_colour(side: int, human_side: int, num_sides: int) -> QColor:
    """The colour of ``side``, counted from the human's side."""
    return SIDE_COLOURS[(side - human_side) % num_sides % len(SIDE_COLOURS)]


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
