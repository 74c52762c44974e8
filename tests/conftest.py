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


import contextlib  # noqa: E402
import gc  # noqa: E402
import sys  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _tables_shut_down():
    """After each test, shut down the game models it left behind and deliver what their workers
    still had under way, while the models are alive. The app shuts a model down when its window
    closes; a test that only drops its model would leave a computer's late answer queued for a
    model the garbage collector may be tearing down in a later test (its attributes already
    gone: an AttributeError in that test's event loop)."""
    yield
    module = sys.modules.get("samba_desktop.qtmodel.game_model")
    if module is None:
        return
    models = [obj for obj in gc.get_objects() if isinstance(obj, module.GameModel)]
    if not models:
        return
    from PySide6.QtCore import QCoreApplication

    for model in models:
        with contextlib.suppress(RuntimeError):  # its Qt side is gone already
            model.shutdown()
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    del models
