"""The Flatpak manifest and the winget manifests: what Flathub and winget-pkgs check first."""

import re
import shutil
import subprocess

import project
import pytest
import winget

yaml = pytest.importorskip("yaml")

FLATPAK = project.PACKAGING / "flatpak" / f"{project.APP_ID}.yml"


def flatpak() -> dict:
    return yaml.safe_load(FLATPAK.read_text(encoding="utf-8"))


def test_the_flatpak_builds_the_app_id_from_source_with_its_files_named_by_it():
    manifest = flatpak()
    assert manifest["id"] == project.APP_ID
    assert manifest["command"] == project.COMMAND  # pyproject.toml's gui-script
    (app,) = [module for module in manifest["modules"] if module["name"] == project.COMMAND]
    assert any(source["type"] in ("dir", "git") for source in app["sources"])
    commands = "\n".join(app["build-commands"])
    assert "pip3 install" in commands and "--no-deps" in commands
    for installed, source in (
        ("share/applications/${FLATPAK_ID}.desktop", "packaging/linux/${FLATPAK_ID}.desktop"),
        ("share/metainfo/${FLATPAK_ID}.metainfo.xml", "packaging/linux/${FLATPAK_ID}.metainfo.xml"),
        ("share/icons/hicolor/scalable/apps/${FLATPAK_ID}.svg", "resources/icons/"),
    ):
        assert installed in commands and source in commands, installed
        if source.startswith("packaging/"):
            assert (project.REPO / source.replace("${FLATPAK_ID}", project.APP_ID)).is_file()
    assert (project.REPO / "resources" / "icons" / f"{project.COMMAND}.svg").is_file()
    # every downloaded source is pinned by checksum
    for module in manifest["modules"]:
        for source in module["sources"]:
            if "url" in source:
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source["url"]


def test_the_flatpak_asks_for_no_network_and_no_files():
    finish = flatpak()["finish-args"]
    assert "--share=network" not in finish
    assert not [arg for arg in finish if arg.startswith("--filesystem")]


def test_the_desktop_entry_and_metainfo_name_the_icon_and_launchable_by_the_app_id():
    desktop = (project.PACKAGING / "linux" / project.DESKTOP_FILE).read_text()
    assert f"\nIcon={project.APP_ID}\n" in desktop
    metainfo = (project.PACKAGING / "linux" / f"{project.APP_ID}.metainfo.xml").read_text()
    assert f'<launchable type="desktop-id">{project.APP_ID}.desktop</launchable>' in metainfo
    screenshots = re.findall(r"<image[^>]*>(https://[^<]+\.png)</image>", metainfo)
    assert screenshots, "Flathub wants screenshots"
    for url in screenshots:  # the repository's own file, at the address the metadata gives
        path = url.split("/main/", 1)[1]
        assert (project.REPO / path).is_file(), path


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli (appstream)")
def test_the_metainfo_passes_appstreamcli_as_flathub_runs_it():
    metainfo = project.PACKAGING / "linux" / f"{project.APP_ID}.metainfo.xml"
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--explain", str(metainfo)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_the_winget_manifests_name_the_setup_by_its_url_and_hash(tmp_path):
    setup = tmp_path / f"{project.COMMAND}-9.8.7-windows-x64-setup.exe"
    setup.write_bytes(b"MZ fake setup")
    written = winget.main([str(setup), "--out", str(tmp_path / "out"), "--version", "9.8.7"])
    assert written == 0
    files = {path.name: yaml.safe_load(path.read_text()) for path in (tmp_path / "out").iterdir()}
    assert set(files) == {f"{winget.PACKAGE_ID}.yaml", f"{winget.PACKAGE_ID}.installer.yaml",
                          f"{winget.PACKAGE_ID}.locale.en-US.yaml"}
    for document in files.values():
        assert document["PackageIdentifier"] == winget.PACKAGE_ID
        assert str(document["PackageVersion"]) == "9.8.7"
        assert document["ManifestVersion"] == "1.6.0"
    installer = files[f"{winget.PACKAGE_ID}.installer.yaml"]
    assert installer["InstallerType"] == "inno"
    import hashlib

    digest = hashlib.sha256(b"MZ fake setup").hexdigest().upper()
    for entry in installer["Installers"]:
        assert entry["InstallerSha256"] == digest
        assert entry["InstallerUrl"] == (
            f"{project.RELEASES_URL}/download/v9.8.7/{setup.name}"
        )
    iss = (project.PACKAGING / "windows" / "samba-desktop.iss").read_text()
    assert "MinVersion=10.0.17763" in iss and installer["MinimumOSVersion"] == "10.0.17763.0"
    locale = files[f"{winget.PACKAGE_ID}.locale.en-US.yaml"]
    assert locale["PackageName"] == project.APP_NAME and locale["License"] == "MIT"
