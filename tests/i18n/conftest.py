"""Every test here leaves the application in English, with the locale it found."""

import pytest
from PySide6.QtCore import QLocale


@pytest.fixture
def english_afterwards(qapp):
    """Run a test that installs translators; take them out and restore the locale after."""
    from samba_desktop.ui import i18n

    locale = QLocale()
    yield qapp
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)
