"""Write packaging/requirements-release.txt: every package the release workflow installs, pinned
with the SHA-256 of the wheel each of its three runners downloads.

    python3 packaging/lock_release.py            # rewrite the file (asks the package index)
    python3 packaging/lock_release.py --check    # only check it covers pyproject.toml

Run it after changing the app's dependencies (pyproject.toml) or packaging/requirements-build.txt;
the release jobs install with ``pip install --require-hashes`` and then the app itself with
``--no-deps --no-build-isolation``, so nothing unpinned is downloaded. It resolves with pip's own
resolver (``pip install --dry-run --report``) for each runner's platform and Python, as wheels
only, and keeps the versions of packaging/windows/wine-requirements.txt where both name one (the
Wine check builds what the Windows release job builds).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import project  # noqa: E402

LOCK = project.PACKAGING / "requirements-release.txt"
WINE_LOCK = project.PACKAGING / "windows" / "wine-requirements.txt"
PYTHON = "3.11"
#: The release runners (release.yml): Ubuntu 22.04 (glibc 2.35), Windows x64, macOS 14 arm64.
PLATFORMS = {
    'sys_platform == "linux"': [f"manylinux_2_{minor}_x86_64" for minor in range(35, 16, -1)]
    + ["manylinux2014_x86_64", "manylinux2010_x86_64", "manylinux1_x86_64"],
    'sys_platform == "win32"': ["win_amd64"],
    'sys_platform == "darwin"': ["macosx_14_0_arm64", "macosx_13_0_arm64", "macosx_11_0_arm64",
                                 "macosx_10_13_universal2", "macosx_10_9_universal2"],
}
#: Requirements pip's resolver misses when it resolves for another platform than its own (it
#: evaluates environment markers for the machine it runs on): PyInstaller's platform-only ones.
PLATFORM_ONLY = {
    'sys_platform == "linux"': [],
    'sys_platform == "win32"': ["pefile>=2022.5.30",
                                "pywin32-ctypes>=0.2.1"],
    'sys_platform == "darwin"': ["macholib>=1.8"],
}
#: The build backend's packages (pyproject.toml [build-system]), installed for
#: --no-build-isolation.
BUILD_BACKEND = ["setuptools", "wheel"]


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def wanted() -> list[str]:
    """The requirements to resolve: the app's (for Python 3.11), the build tools', the backend's."""
    with (project.REPO / "pyproject.toml").open("rb") as file:
        dependencies = tomllib.load(file)["project"]["dependencies"]
    from packaging.markers import Marker
    from packaging.requirements import Requirement

    found = []
    for text in dependencies:
        requirement = Requirement(text)
        if requirement.marker is None or Marker(str(requirement.marker)).evaluate(
            {"python_version": PYTHON, "python_full_version": f"{PYTHON}.9"}
        ):
            requirement.marker = None
            found.append(str(requirement))
    build = project.PACKAGING / "requirements-build.txt"
    found += [line.split("#")[0].strip() for line in build.read_text().splitlines()
              if line.split("#")[0].strip()]
    return found + BUILD_BACKEND


def wine_pins() -> dict[str, str]:
    pins = {}
    for line in WINE_LOCK.read_text().splitlines():
        match = re.match(r"([A-Za-z0-9_.-]+)==(\S+)", line)
        if match:
            pins[normalize(match.group(1))] = match.group(2)
    return pins


def resolve(requirements: list[str], platforms: list[str]) -> dict[str, tuple[str, str]]:
    """name -> (version, sha256) of what pip would install on that platform, at the Wine
    check's versions where it names the package."""
    with tempfile.TemporaryDirectory() as folder:
        constraints = Path(folder) / "constraints.txt"
        constraints.write_text("".join(f"{name}=={version}\n" for name, version in
                                       wine_pins().items() if name != "pip"))
        command = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed",
                   "--quiet", "--only-binary", ":all:", "--python-version", PYTHON,
                   "--implementation", "cp", "--target", str(Path(folder) / "t"), "--report", "-",
                   "-c", str(constraints)]
        for tag in platforms:
            command += ["--platform", tag]
        result = subprocess.run(command + requirements, capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"pip could not resolve for {platforms[0]}:\n{result.stderr}")
        report = json.loads(result.stdout)
    found = {}
    for item in report["install"]:
        metadata = item["metadata"]
        digest = item["download_info"]["archive_info"]["hashes"]["sha256"]
        found[normalize(metadata["name"])] = (metadata["version"], digest)
    return found


def lock_text() -> str:
    requirements = wanted()
    per_platform = {marker: resolve(requirements + PLATFORM_ONLY[marker], tags)
                    for marker, tags in PLATFORMS.items()}
    names = sorted(set().union(*per_platform.values()))
    lines = [
        "# Written by `python3 packaging/lock_release.py`: do not edit by hand. What the release",
        "# workflow installs (pip install --require-hashes -r this file), with the hash of each",
        "# runner's wheel; the versions agree with packaging/windows/wine-requirements.txt.",
    ]
    for name in names:
        where = [marker for marker, found in per_platform.items() if name in found]
        versions = {per_platform[marker][name][0] for marker in where}
        if len(versions) != 1:
            raise SystemExit(f"{name} resolves to different versions per platform: {versions}")
        hashes = sorted({per_platform[marker][name][1] for marker in where})
        marker = "" if len(where) == len(PLATFORMS) else " ; " + " or ".join(where)
        lines.append(f"{name}=={versions.pop()}{marker} \\")
        lines += [f"    --hash=sha256:{digest} \\" for digest in hashes[:-1]]
        lines.append(f"    --hash=sha256:{hashes[-1]}")
    return "\n".join(lines) + "\n"


def locked_names() -> set[str]:
    return {normalize(match.group(1)) for match in
            re.finditer(r"^([A-Za-z0-9_.-]+)==", LOCK.read_text(), re.MULTILINE)}


def missing() -> list[str]:
    """Requirements of pyproject.toml and requirements-build.txt the lock does not pin."""
    names = locked_names()
    return [r for r in wanted() if normalize(re.split(r"[<>=!~;\[ ]", r)[0]) not in names]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; ask no index")
    args = parser.parse_args(argv)
    if args.check:
        gaps = missing()
        if gaps:
            print(f"{LOCK.name} lacks {', '.join(gaps)}: run packaging/lock_release.py")
            return 1
        return 0
    LOCK.write_text(lock_text(), encoding="utf-8")
    print(f"wrote {LOCK}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
