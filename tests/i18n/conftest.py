"""The translation tools live in packaging/ (not a package); and every test here leaves the
application in English, with the locale it found."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))


@pytest.fixture
def english_afterwards(qapp):
    """Run a test that installs translators; take them out and restore the locale after."""
    from samba_desktop.ui import i18n

    locale = QLocale()
    yield qapp
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)
