"""Shared test setup: Qt runs headless everywhere, in English whatever the machine's language."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The app follows the system language; the tests read English texts, so pin the locale
# before Qt starts (a German desktop would otherwise see German menus).
os.environ["LC_ALL"] = "C.UTF-8"
os.environ["LANG"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

# The app's entry points let the window's thread have the GIL back quickly from a computer
# thinking beside it (samba_desktop.__main__.tune_threads); the tests run the same way.
from samba_desktop.__main__ import tune_threads  # noqa: E402

tune_threads()
