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


def _run_without(soname: str, language: str = "C") -> subprocess.CompletedProcess[str]:
    """Start the app with a display but as if the system lacked the library ``soname``."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    env.update(PYTHONPATH=str(ROOT), DISPLAY=":99999", LANGUAGE=language, LC_ALL="C.UTF-8")
    code = (
        "import sys, samba_desktop.system_libraries as libs\n"
        "real = libs.load_library\n"
        "def load(name):\n"
        f"    if name == {soname!r}: raise OSError(name + ': cannot open shared object file')\n"
        "    real(name)\n"
        "libs.load_library = load\n"
        "from samba_desktop.__main__ import main\n"
        "rc = main(sys.argv)\n"
        "print('widgets loaded' if 'PySide6.QtWidgets' in sys.modules else 'no widgets')\n"
        "sys.exit(rc)\n"
    )
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=60, check=False)


def test_a_missing_system_library_is_named_with_the_package_to_install():
    done = _run_without("libxcb-cursor.so.0")
    assert done.returncode == 1
    assert "cannot open its window" in done.stderr
    assert "libxcb-cursor.so.0" in done.stderr
    assert "sudo apt install libxcb-cursor0" in done.stderr
    assert "sudo dnf install xcb-util-cursor" in done.stderr
    assert "Could not load the Qt platform plugin" not in done.stderr
    assert done.stdout.rstrip().endswith("no widgets")


def test_the_xcb_libraries_matter_only_where_qt_uses_x11():
    from samba_desktop.system_libraries import missing_library_reason, uses_xcb

    assert uses_xcb({"DISPLAY": ":0"}, "linux")
    assert uses_xcb({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w"}, "linux")
    assert not uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "w", "XDG_SESSION_TYPE": "wayland"},
                        "linux")
    assert not uses_xcb({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "linux")
    assert not uses_xcb({"DISPLAY": ":0"}, "win32")

    def nothing(name: str) -> None:
        raise OSError(name)

    assert missing_library_reason({"DISPLAY": ":0"}, "darwin", nothing) is None
    reason = missing_library_reason({"DISPLAY": ":0"}, "linux", nothing)
    assert reason is not None and "libxcb-cursor0" in reason and "libEGL.so.1" in reason
    assert missing_library_reason({"DISPLAY": ":0"}, "linux", lambda name: None) is None


_START_WITHOUT_A_LOOP = """
import sys
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
QApplication.exec = staticmethod(lambda *a: 0)  # the window is made and shown, then main ends
QDialog.exec = lambda self, *a: 0  # the welcome and any question: closed as if with Esc
QMessageBox.exec = lambda self, *a: 0
from samba_desktop.__main__ import main
main(["samba-desktop"])
print(sorted(n for n in sys.modules if n.startswith(("samba_desktop.net", "websockets",
                                                     "zeroconf"))))
"""


def test_an_ordinary_start_does_not_load_the_network_floor(tmp_path):
    """Playing offline is the default: the window opens without the WebSocket host, asyncio's
    client or zeroconf (they cost the start about 0.16 CPU-seconds); a table to host again or
    a link loads them when it is there."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               **{k: str(tmp_path / k) for k in ("XDG_DATA_HOME", "XDG_CONFIG_HOME",
                                                 "XDG_STATE_HOME", "XDG_CACHE_HOME")})
    done = subprocess.run([sys.executable, "-c", _START_WITHOUT_A_LOOP], capture_output=True,
                          text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]", done.stdout
