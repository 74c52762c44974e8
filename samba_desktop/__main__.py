"""Composition root: build the QApplication, wire the layers, show the main window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start Samba Desktop with a new four-player game and return its exit code."""
    from PySide6.QtWidgets import QApplication

    from samba_desktop.ai import create_player
    from samba_desktop.qtmodel import GameModel, TableConfig
    from samba_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("Samba Desktop")
    model = GameModel(TableConfig.default(players=4, level="normal"),
                      player_factory=create_player)
    window = MainWindow(model)
    window.show()
    model.start()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
