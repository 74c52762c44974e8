"""Composition root: build the QApplication, wire the layers, show the main window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start Samba Desktop and return its exit code."""
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("main", "Samba Desktop"))
    window.setCentralWidget(QLabel(QApplication.translate("main", "Samba Desktop")))
    window.resize(1024, 720)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
