"""The release workflow installs pinned, hashed packages that agree with the Wine check's."""

import re

import lock_release
import project


def entries() -> dict[str, tuple[str, list[str]]]:
    """name -> (version, hashes) of packaging/requirements-release.txt."""
    text = lock_release.LOCK.read_text(encoding="utf-8").replace("\\\n", " ")
    found = {}
    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            continue
        match = re.match(r"([A-Za-z0-9_.-]+)==(\S+)", line)
        assert match, line
        found[lock_release.normalize(match.group(1))] = (
            match.group(2), re.findall(r"--hash=sha256:([0-9a-f]{64})", line)
        )
    return found


def test_every_release_requirement_is_pinned_with_a_hash():
    assert lock_release.missing() == [], "run python3 packaging/lock_release.py"
    for name, (version, hashes) in entries().items():
        assert re.fullmatch(r"[0-9][0-9A-Za-z.+]*", version), name
        assert hashes, f"{name} has no hash"


def test_the_release_builds_with_the_wine_checks_versions():
    locked = entries()
    for name, version in lock_release.wine_pins().items():
        if name in locked:
            assert locked[name][0] == version, name
    # the packages of the Windows build are all in both
    assert {"pyinstaller", "pyside6-essentials", "shiboken6", "pefile", "pywin32-ctypes"} <= (
        locked.keys() & lock_release.wine_pins().keys()
    )


def test_the_release_workflow_installs_only_the_hashed_packages():
    workflow = (project.REPO / ".github" / "workflows" / "release.yml").read_text()
    assert "pip install --require-hashes -r packaging/requirements-release.txt" in workflow
    assert "pip install --no-deps --no-build-isolation -e ." in workflow
    installs = re.findall(r"python -m pip install [^\n]*", workflow)
    assert all("--require-hashes" in line or "--no-deps" in line for line in installs), installs
