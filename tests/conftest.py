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
import weakref  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _tables_made():
    """Every game model made while the tests run, held weakly, for `_tables_shut_down`."""
    from samba_desktop.qtmodel.game_model import GameModel

    made = weakref.WeakSet()
    init = GameModel.__init__

    def init_and_note(self, *args, **kwargs):
        init(self, *args, **kwargs)
        made.add(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(GameModel, "__init__", init_and_note)
        yield made


@pytest.fixture(autouse=True)
def _tables_shut_down(_tables_made):
    """After each test, shut down the game models it made that are still alive and deliver what
    their workers still had under way, so that no computer's late answer arrives in a later test.

    A model let go of is freed at once by reference counting (its helpers hold it weakly:
    qtmodel/weak.py), and freeing it waits for its worker and drops the answers queued for it.
    One still alive (a test's window or session holds it, or it is kept in some cycle of the
    views for the garbage collector) is shut down here, as the app does when its window closes;
    else its computers' answers could come in during a later test, maybe while the garbage
    collector tears the model down (its attributes already gone: an AttributeError in that
    test's event loop). Only this test's models are looked at: a scan of every object on the
    heap (``gc.get_objects()``) after each test made the whole suite a third slower or more."""
    yield
    models = list(_tables_made)
    _tables_made.clear()
    if not models:
        return
    from PySide6.QtCore import QCoreApplication

    for model in models:
        with contextlib.suppress(RuntimeError):  # its Qt side is gone already
            model.shutdown()
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
