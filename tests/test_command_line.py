"""``samba-desktop --help`` and ``--version`` answer on the command line; without a display the
program says so plainly instead of failing inside Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from samba_desktop import __version__
from samba_desktop.__main__ import no_display_reason

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str, display: bool = False) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    if display:
        env["DISPLAY"] = ":99999"
    code = ("import sys; from samba_desktop.__main__ import main; rc = main(sys.argv); "
            "print('widgets loaded' if 'PySide6.QtWidgets' in sys.modules else 'no widgets'); "
            "sys.exit(rc)")
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=env, timeout=60, check=False)


def test_help_is_printed_without_starting_the_window():
    done = _run("--help")
    assert done.returncode == 0, done.stderr
    assert "usage: samba-desktop" in done.stdout
    for option in ("--version", "--self-test", "--help"):
        assert option in done.stdout
    assert done.stdout.rstrip().endswith("no widgets")


def test_version_is_printed():
    done = _run("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == f"samba-desktop {__version__}"
    assert done.stdout.rstrip().endswith("no widgets")


def test_without_a_display_it_says_so():
    done = _run()
    assert done.returncode == 1
    assert "there is no display" in done.stderr
    assert "xcb" not in done.stderr.lower()
    assert done.stdout.rstrip().endswith("no widgets")


def test_which_environments_have_a_display():
    assert no_display_reason({}, "linux") is not None
    assert no_display_reason({"DISPLAY": ":0"}, "linux") is None
    assert no_display_reason({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert no_display_reason({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert no_display_reason({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, "linux") is not None
    assert no_display_reason({}, "win32") is None
    assert no_display_reason({}, "darwin") is None
