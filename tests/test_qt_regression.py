"""PySide6-Essentials 6.12.0 on CPython 3.11 drops a reference to None on every Qt call that
returns nothing, which kills the interpreter ("Fatal Python error: none_dealloc") after a few
thousand calls. pyproject.toml pins it below 6.12 on 3.11; this test makes sure the installed
binding survives a long run of void calls in one process."""

import subprocess
import sys

SCRIPT = """
from PySide6.QtCore import QObject, QPoint
obj = QObject()
p = QPoint()
for i in range(200_000):
    obj.setObjectName("x")   # returns None
    p.setX(i)                # returns None
print("ok")
"""


def test_two_hundred_thousand_void_qt_calls_do_not_crash_the_interpreter():
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
