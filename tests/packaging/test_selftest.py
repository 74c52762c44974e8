"""`samba-desktop --self-test`, run from the source tree (the frozen build runs it in test_build)."""

import os
import subprocess
import sys

import project

from samba_desktop import selftest
from samba_desktop.ui import assets

XDG = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


def test_self_test_passes_and_reports_each_check(tmp_path, capsys):
    before = {name: os.environ.get(name) for name in XDG}
    report = tmp_path / "report.txt"
    assert selftest.run_self_test(["--self-test", "--self-test-report", str(report)]) == 0
    printed = capsys.readouterr().out.splitlines()
    for check in ("resources", "qt", "main window", "computer players", "save and load"):
        assert any(line.startswith(f"ok    {check}:") for line in printed), check
    assert printed[-1].startswith("self-test passed: 7 checks")
    assert report.read_text(encoding="utf-8").splitlines() == printed
    assert {name: os.environ.get(name) for name in XDG} == before, "environment restored"


def test_self_test_fails_with_a_message_when_the_resources_are_missing(
    tmp_path, monkeypatch, capsys
):
    monkeypatch.setattr(assets, "resources_dir", lambda: tmp_path)
    assert selftest.run_self_test(["--self-test"]) == 1
    printed = capsys.readouterr().out
    assert "FAIL  resources: SelfTestError: missing from" in printed
    assert "svg-cards.svg" in printed
    assert printed.rstrip().endswith("self-test FAILED at 'resources'")


def test_the_frozen_entry_script_dispatches_self_test():
    result = subprocess.run(
        [sys.executable, str(project.PACKAGING / "entry.py"), "--self-test"],
        cwd=project.REPO,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(project.REPO)),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout


def test_self_test_fails_when_a_sound_is_missing(tmp_path, monkeypatch, capsys):
    import shutil

    copy = tmp_path / "resources"
    shutil.copytree(assets.resources_dir(), copy)
    (copy / "sounds" / "draw.wav").unlink()
    monkeypatch.setattr(assets, "resources_dir", lambda: copy)
    assert selftest.run_self_test(["--self-test"]) == 1
    printed = capsys.readouterr().out
    assert "FAIL  resources: SelfTestError: missing from" in printed and "draw.wav" in printed
