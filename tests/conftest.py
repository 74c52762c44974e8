"""Shared test setup: Qt runs headless everywhere, in English whatever the machine's language;
a failing computer decision raises instead of being replaced by a fallback move."""

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

# A computer player's failing decision (an exception, an illegal move) is logged and replaced by
# a legal fallback move in the app; under test it raises, in every test package.
from samba_desktop.ai.normal import STRICT_ENV  # noqa: E402

os.environ[STRICT_ENV] = "1"

# The tests play the tools' yardsticks (sparring, the frozen old levels) beside the app's levels,
# as the tournament does.
from tools.levels import register_yardsticks  # noqa: E402

register_yardsticks()
