"""Before the window opens on Linux: are the system libraries there that Qt's X11 platform
plugin needs? Without one (say ``libxcb-cursor0``, which many minimal installations lack) Qt
stops the program with its own "Could not load the Qt platform plugin" text; this says instead,
in the player's words, what is missing and how to install it.

Only the standard library and QtCore (for the translation) here: it runs before QApplication.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication


class SystemLibrary(NamedTuple):
    soname: str
    debian: str  # Debian and Ubuntu's package
    fedora: str  # Fedora's (and openSUSE's, mostly) package


# What Qt's xcb platform plugin (libqxcb.so and libQt6XcbQpa.so.6) loads from the system: the
#: .deb's Depends and the .rpm's Requires name the same (packaging/deb.py, packaging/rpm.py).
XCB_LIBRARIES = (
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    SystemLibrary("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    SystemLibrary("libEGL.so.1", "libegl1", "libglvnd-egl"),
    SystemLibrary("libGL.so.1", "libgl1", "libglvnd-glx"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("CommandLine", text)


def load_library(soname: str) -> None:
    """Load a shared library as Qt would (``OSError`` when the system has none by that name)."""
    ctypes.CDLL(soname)


def uses_xcb(environ: os._Environ[str] | dict[str, str], platform: str) -> bool:
    """Whether Qt will open its window through X11 (xcb) here."""
    if not platform.startswith("linux"):
        return False
    qpa = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip().lower()
    if qpa == "xcb":
        return True
    if qpa:
        return False  # wayland, offscreen...: not the xcb plugin
    # Qt takes Wayland in a Wayland session, X11 otherwise
    wayland = environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland"
    return not wayland and bool(environ.get("DISPLAY"))


def missing_libraries(load: Callable[[str], None] = load_library) -> list[SystemLibrary]:
    missing = []
    for library in XCB_LIBRARIES:
        try:
            load(library.soname)
        except OSError:
            missing.append(library)
    return missing


def missing_library_reason(environ: os._Environ[str] | dict[str, str] | None = None,
                           platform: str | None = None,
                           load: Callable[[str], None] | None = None) -> str | None:
    """Why the window cannot open (a system library Qt needs is missing), or None."""
    env = os.environ if environ is None else environ
    if not uses_xcb(env, sys.platform if platform is None else platform):
        return None
    missing = missing_libraries(load or load_library)
    if not missing:
        return None
    return _tr(
        "Samba Desktop cannot open its window: this system lacks libraries that Qt needs to "
        "draw windows ({libraries}). Install them and start it again. On Debian and Ubuntu: "
        "sudo apt install {debian}. On Fedora: sudo dnf install {fedora}."
    ).format(
        libraries=", ".join(library.soname for library in missing),
        debian=" ".join(dict.fromkeys(library.debian for library in missing)),
        fedora=" ".join(dict.fromkeys(library.fedora for library in missing)),
    )
