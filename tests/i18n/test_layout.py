"""Long words fit: in German (the longest words), Swedish, Norwegian and Czech, no button or
label of the main window, the action bar or the dialogs cuts its text, at 1024×700 and 1920×1080."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.qtmodel.session import SessionModel
from samba_desktop.ui import i18n
from samba_desktop.ui.dialogs.help_dialogs import RulesDialog, ShortcutsDialog
from samba_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from samba_desktop.ui.dialogs.score_dialogs import GameOverDialog, HandOverDialog, ScoreSheetDialog
from samba_desktop.ui.dialogs.settings_dialog import SettingsDialog
from samba_desktop.ui.dialogs.statistics_window import StatisticsWindow
from tests.ui.dialogs.test_dialogs import _finished_model
from tests.ui.table_helpers import make_window, settle

LANGUAGES = ("de", "sv", "nb", "cs")
SIZES = ((1024, 700), (1920, 1080))


def _text_width(label: QLabel) -> float:
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and "<" in text and ">" in text)
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        return doc.idealWidth()
    return max(label.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))


def cut_texts(root: QWidget) -> list[str]:
    """Every visible button or one-line label under ``root`` too narrow for its text."""
    cut = []
    for button in root.findChildren(QPushButton):
        text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        if not button.isVisible() or not text:
            continue
        if (button.fontMetrics().horizontalAdvance(text) > button.width()
                or button.width() < button.sizeHint().width()):
            cut.append(f"button {text!r}: {button.width()} < {button.sizeHint().width()}")
    for label in root.findChildren(QLabel):
        if not label.isVisible() or not label.text() or label.pixmap() is not None:
            continue
        if label.wordWrap():  # wraps at spaces: each word must fit
            doc_text = QTextDocument()
            doc_text.setHtml(label.text())
            words = doc_text.toPlainText().split()
            widest = max((label.fontMetrics().horizontalAdvance(w) for w in words), default=0)
            if widest > label.contentsRect().width():
                cut.append(f"label {label.text()[:40]!r}: a word is wider than {label.width()}")
            continue
        if _text_width(label) > label.contentsRect().width() + 1:
            cut.append(f"label {label.text()[:60]!r}: {_text_width(label):.0f} > "
                       f"{label.contentsRect().width()}")
    return cut


def _shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    QApplication.processEvents()
    return widget


@pytest.fixture(params=LANGUAGES)
def language(request, english_afterwards):
    i18n.install_translators(english_afterwards, request.param)
    return request.param


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_main_window_shows_every_text_whole(qtbot, language, size):
    window = make_window(qtbot, size=size)
    window.trigger("draw")  # the meld phase: every play button is shown
    settle(qtbot, window)
    window.resize(*size)
    QApplication.processEvents()
    assert cut_texts(window) == []
    window.close()


def test_the_dialogs_show_every_text_whole(qtbot, language, tmp_path):
    model = _finished_model()
    result = model.game.hand_result()
    session = SessionModel(base=tmp_path)
    session.load()
    settings = SettingsDialog(Preferences())
    dialogs = [
        HandOverDialog(model, result), GameOverDialog(model, 0), ScoreSheetDialog(model),
        settings, NewGameDialog(Preferences().with_players(6)), RulesDialog(
            make_window(qtbot).renderer), ShortcutsDialog(), StatisticsWindow(session),
    ]
    for dialog in dialogs:
        _shown(qtbot, dialog)
        assert cut_texts(dialog) == [], type(dialog).__name__
    settings.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    assert cut_texts(settings) == []
    session.close()
