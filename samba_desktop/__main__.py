"""Composition root: build the QApplication, wire the layers, show the main window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start Samba Desktop and return its exit code (``--self-test``: check the install)."""
    args = sys.argv if argv is None else argv
    if "--self-test" in args[1:]:
        from samba_desktop.selftest import run_self_test

        return run_self_test(args[1:])

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("Samba Desktop")
    app.setDesktopFileName("samba-desktop")
    window = build_main_window()
    window.show()
    window.start_or_resume()
    return app.exec()


def build_main_window(base_dir=None):
    """The main window with its game model and session (settings, saves, history).

    ``base_dir`` keeps all files under one folder (tests and the self-test).
    """
    from PySide6.QtWidgets import QApplication

    from samba_desktop.ai import create_player
    from samba_desktop.qtmodel import GameModel
    from samba_desktop.qtmodel.session import SessionModel
    from samba_desktop.ui import i18n
    from samba_desktop.ui.dialogs import actions
    from samba_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    if app is not None:  # the system's language for any message while loading the settings
        i18n.install_translators(app, "system")
    session = SessionModel(base=base_dir)
    actions.connect_messages(None, session)
    session.load()
    if app is not None:
        i18n.install_translators(app, session.language)
    model = GameModel(session.table_config(), player_factory=create_player, pace=session.pace)
    session.apply_to(model)
    session.attach(model)
    return MainWindow(model, session=session)


if __name__ == "__main__":
    sys.exit(main())
