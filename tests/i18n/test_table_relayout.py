"""After a language switch the table is laid out for the new words at once."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from samba_desktop.ui import i18n
from samba_desktop.ui.table.items.decor import Caption, Label
from tests.ui.table.test_table_readability import crowded_game
from tests.ui.table_helpers import make_window, settle


def _words(window) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Every word on the table's panels, where it lies."""
    out = []
    for item in window.scene.items():
        if isinstance(item, (Label, Caption)):
            r = item.sceneBoundingRect()
            out.append((item.text(),
                        (round(r.x(), 1), round(r.y(), 1), round(r.width(), 1),
                         round(r.height(), 1))))
    return sorted(out)


def test_the_table_is_laid_out_for_the_new_language_at_once(qtbot, english_afterwards):
    i18n.install_translators(english_afterwards, "en")
    window = make_window(qtbot, crowded_game(4), players=4, size=(1920, 1080))
    settle(qtbot, window)
    i18n.switch_language(english_afterwards, "de")
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    settle(qtbot, window)
    switched = _words(window)
    assert any(text.startswith("Rote") for text, _rect in switched)  # the red 3s' caption
    window.scene.refresh(None, animate=False)  # what the next move would lay out
    assert _words(window) == switched
    window.model.shutdown()



def test_meld_badges_never_run_into_each_other_in_german(qtbot, english_afterwards):
    from samba_desktop.ai import create_player
    from samba_desktop.engine import Game, Rules
    from samba_desktop.ui.table.items.decor import Badge

    game = Game.new(Rules(players=6), seed=3)  # late in a hand, two mixed canastas side by side
    players = [create_player("normal", seed=seat) for seat in range(6)]
    for _move in range(91):
        game.apply(players[game.turn].choose(game.view(game.turn)))
    assert game.turn == 0 and game.phase == "draw"
    i18n.install_translators(english_afterwards, "de")
    window = make_window(qtbot, game, players=6, size=(1920, 1080))
    settle(qtbot, window)
    badges = [item.sceneBoundingRect() for item in window.scene.items()
              if isinstance(item, Badge)]
    assert len(badges) >= 2
    for k, one in enumerate(badges):
        for other in badges[k + 1:]:
            assert not one.intersects(other), (one, other)
    window.model.shutdown()
