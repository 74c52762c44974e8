"""Settings ▸ Sound: the switch and the volume, as a player sets them, reach the table's sounds
and are kept."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QSlider, QTabWidget

from samba_desktop.__main__ import build_main_window
from samba_desktop.qtmodel.sounds import SoundEvent, SoundRecorder

from ..dialog_helpers import DialogAnswerer


def sound_page_answer(turn_off: bool, steps_down: int):
    def answer(dialog) -> None:
        tabs = dialog.findChild(QTabWidget)
        index = next(i for i in range(tabs.count()) if tabs.tabText(i) == "Sound")
        QTest.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton,
                         pos=tabs.tabBar().tabRect(index).center())
        assert tabs.currentIndex() == index
        switch = dialog.findChild(QCheckBox, "sound_on")
        slider = dialog.findChild(QSlider, "sound_volume")
        slider.setFocus()
        for _ in range(steps_down):
            QTest.keyClick(slider, Qt.Key.Key_PageDown)  # 10 a step
        if turn_off:
            switch.setFocus()
            QTest.keyClick(switch, Qt.Key.Key_Space)
            assert not slider.isEnabled()  # the volume waits until sounds are on again
        dialog.accept()
    return answer


def test_the_volume_and_the_switch_reach_the_sounds_and_are_kept(qtbot, tmp_path):
    window = build_main_window(tmp_path)
    qtbot.addWidget(window)
    window.show()
    window.model.start()
    board = window.sound_board
    assert board is not None and isinstance(board.sink, SoundRecorder)  # offscreen: no player
    assert (board.enabled, board.volume) == (True, 50)
    answerer = DialogAnswerer()
    answerer.plan(sound_page_answer(turn_off=False, steps_down=3))
    window.commands.edit_settings()
    assert window.session.preferences.sound_volume == 20 and board.volume == 20
    window.model.new_game()
    assert board.sink.played[-1][1] == 20 and board.sink.counts[SoundEvent.SHUFFLE] >= 1
    answerer.plan(sound_page_answer(turn_off=True, steps_down=0))
    window.commands.edit_settings()
    answerer.stop()
    assert window.session.preferences.sound_on is False and board.enabled is False
    played = len(board.sink.played)
    window.model.new_game()
    assert len(board.sink.played) == played  # off: nothing more
    # kept: a new start reads them back
    again = build_main_window(tmp_path)
    qtbot.addWidget(again)
    assert (again.sound_board.enabled, again.sound_board.volume) == (False, 20)
