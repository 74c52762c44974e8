"""Names and numbers every packaging script shares: the spec, build.py and the tests.

The version comes from pyproject.toml, so a release changes one line there.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
RESOURCES = REPO / "resources"

#: Shown to players (menus, Finder, the installer).
APP_NAME = "Samba Desktop"
#: The command, the frozen executable, the .deb package and the folder under /opt.
COMMAND = "samba-desktop"
#: Reverse-DNS id: the AppStream id and the macOS bundle identifier.
APP_ID = "io.github.sambadesktop.SambaDesktop"
#: The desktop entry's file name and the icon's name in the icon theme are the app id, as
#: Flathub requires and AppStream recommends; Qt's desktop file name (the Wayland app id,
#: samba_desktop.__main__) is the same.
DESKTOP_FILE = f"{APP_ID}.desktop"
ICON_NAME = APP_ID
#: Where players find the releases (Help > About links here; the update check asks its API).
RELEASES_URL = "https://github.com/sambadesktop/samba-desktop/releases"
SUMMARY = "Samba, the three-deck Canasta card game"
PUBLISHER = "The Samba Desktop developers"
#: The .deb's Maintainer field (an address the project answers at).
MAINTAINER = f"{PUBLISHER} <samba-desktop@users.noreply.github.com>"
HOMEPAGE = "https://github.com/sambadesktop/samba-desktop"
COPYRIGHT = "Copyright (c) 2026 The Samba Desktop developers"

#: The Qt modules the app imports; the frozen app carries no other (tests/packaging checks this
#: against the sources).
#: QtNetwork: the local socket of a second start (qtmodel/single_instance.py) and the opt-in
#: update check (qtmodel/updates.py).
QT_MODULES = frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtNetwork"})
#: The app's languages besides English (samba_desktop.ui.i18n.LANGUAGES): the bundle keeps Qt's
#: qtbase_<lang>.qm for these only (tests/packaging checks the two lists agree).
TRANSLATED_LANGUAGES = ("de", "sv", "nb", "cs")


def version() -> str:
    """The project's version from pyproject.toml ("0.1.0")."""
    with (REPO / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)["project"]["version"]


def version_tuple() -> tuple[int, int, int, int]:
    """The version as four numbers, as Windows version resources want it."""
    numbers = [int(re.match(r"\d*", part).group() or 0) for part in version().split(".")[:4]]
    return (*numbers, 0, 0, 0, 0)[:4]  # type: ignore[return-value]
