"""The Linux desktop entry, the AppStream metainfo and the .deb control data."""

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET

import deb
import project
import pytest

LINUX = project.PACKAGING / "linux"
DESKTOP = LINUX / project.DESKTOP_FILE
METAINFO = LINUX / f"{project.APP_ID}.metainfo.xml"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


def test_desktop_entry_starts_the_installed_command_with_the_installed_icon():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == project.APP_NAME
    assert entry["Exec"].split()[0] == project.COMMAND
    assert entry["Icon"] == project.ICON_NAME == project.APP_ID  # hicolor/*/apps/<app id>.*
    assert entry["Terminal"] == "false"
    categories = entry["Categories"]
    assert categories.endswith(";") and {"Game", "CardGame"} <= set(categories.split(";"))


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_entry_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_metainfo_names_the_app_its_desktop_entry_and_the_current_release():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == project.APP_ID
    assert root.findtext("name") == project.APP_NAME
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == project.DESKTOP_FILE
    assert root.findtext("metadata_license") and root.findtext("project_license") == "MIT"
    assert root.find("content_rating") is not None
    assert root.find("provides/binary").text == project.COMMAND
    newest = root.find("releases/release")
    assert newest is not None, "list the releases, newest first"
    assert newest.get("version") == project.version(), (
        "pyproject.toml's version has no <release> in the metainfo: add one, newest first"
    )


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli (appstream)")
def test_metainfo_passes_appstreamcli_validate():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_control_file_is_well_formed():
    text = deb.control_text(1234, ["libc6 (>= 2.35)", "libxcb-cursor0"])
    fields = {}
    for line in text.splitlines():
        if line.startswith(" "):
            assert line.strip(), "an empty continuation line must be written ' .'"
            continue
        name, value = line.split(": ", 1)
        fields[name] = value
    assert fields["Package"] == project.COMMAND
    assert fields["Version"] == project.version()
    assert fields["Installed-Size"] == "1234"
    assert fields["Depends"] == "libc6 (>= 2.35), libxcb-cursor0"
    assert fields["Section"] == "games" and fields["Architecture"]
    assert text.endswith("\n")


def test_every_base_dependency_is_a_known_debian_package_name():
    known = set(deb.SONAME_PACKAGES.values())
    assert set(deb.BASE_DEPENDS) <= known
    for package in known:
        assert package == package.lower() and " " not in package


def test_libraries_from_python_or_wheels_are_bundled_and_system_ones_are_not():
    assert deb.is_system_library("/usr/lib/x86_64-linux-gnu/libxcb.so.1")
    assert deb.is_system_library("/lib/x86_64-linux-gnu/libstdc++.so.6")
    assert not deb.is_system_library("/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0")
    assert not deb.is_system_library(
        "/opt/venv/lib/python3.11/site-packages/PySide6/Qt/lib/libQt6Core.so.6"
    )
