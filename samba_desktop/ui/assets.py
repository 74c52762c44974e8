"""Where the bundled resources live, and registering the bundled fonts with Qt.

>>> resources_dir() / "cards" / "svg-cards" / "svg-cards.svg"   # doctest: +SKIP
PosixPath('/…/resources/cards/svg-cards/svg-cards.svg')
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QFontDatabase

#: The family every view uses, so screenshots look the same on every machine.
UI_FONT_FAMILY = "DejaVu Sans"

_FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf")
_registered_family: str | None = None


def resources_dir() -> Path:
    """The resources/ folder: beside the package in a source tree, or inside a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)  # set by PyInstaller's bootloader
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def font_files() -> list[Path]:
    """The bundled font files (DejaVu Sans, Sans Bold, and Serif Bold used by the classic deck)."""
    fonts = resources_dir() / "fonts"
    return [fonts / name for name in _FONT_FILES]


def register_fonts() -> str:
    """Register the bundled fonts with Qt once and return the UI family name ("DejaVu Sans").

    Needs a QGuiApplication. Calling it again does nothing more. Raises FileNotFoundError when a
    bundled font is missing and RuntimeError when Qt refuses one.
    """
    global _registered_family
    if _registered_family is not None:
        return _registered_family
    for path in font_files():
        if not path.is_file():
            raise FileNotFoundError(f"bundled font missing: {path}")
        if QFontDatabase.addApplicationFont(str(path)) < 0:
            raise RuntimeError(f"Qt could not load the bundled font {path}")
    _registered_family = UI_FONT_FAMILY
    return _registered_family
