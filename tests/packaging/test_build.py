"""The Linux build end to end: PyInstaller bundle, its self-test, the .deb, the .rpm and the
AppImage's payload, each installed (or unpacked) and its app self-tested.

Slow (about three minutes on two cores): it runs `python packaging/build.py --deb --rpm
--appimage` into a temporary folder once for the module (one PyInstaller run for the three),
then checks what a player would get.
"""

import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import project
import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .deb is built on Linux"),
]

MAX_DEB_BYTES = 45 * 1024 * 1024
#: the .rpm's zstd -12 packs less tightly than the .deb's xz (packaging/rpm.py says why)
MAX_RPM_BYTES = 55 * 1024 * 1024
XCB_DEPENDS = [
    "libxcb-cursor0",
    "libxkbcommon-x11-0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-xinerama0",
    "libxcb-xkb1",
    "libegl1",
    "libgl1",
    "libfontconfig1",
    "libdbus-1-3",
]


@dataclass
class Build:
    dist: Path
    seconds: float

    @property
    def bundle(self) -> Path:
        return self.dist / project.COMMAND

    @property
    def deb(self) -> Path:
        (found,) = (self.dist / "installers").glob("*.deb")
        return found

    @property
    def rpm(self) -> Path:
        (found,) = (self.dist / "installers").glob("*.rpm")
        return found

    @property
    def squashfs(self) -> Path:
        return self.dist.parent / "build" / "appimage" / "payload.squashfs"


def ensure_pyinstaller() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        requirements = project.PACKAGING / "requirements-build.txt"
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "-r", str(requirements)], check=True
        )


@pytest.fixture(scope="module")
def build(tmp_path_factory) -> Build:
    for tool in ("dpkg-deb", "objdump", "rpmbuild", "mksquashfs"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is needed to build the Linux packages")
    ensure_pyinstaller()
    root = tmp_path_factory.mktemp("samba-build")
    started = time.perf_counter()
    result = subprocess.run(
        [
            sys.executable,
            str(project.PACKAGING / "build.py"),
            "--deb",
            "--rpm",
            "--appimage",
            "--build-dir",
            str(root / "build"),
            "--dist",
            str(root / "dist"),
        ],
        cwd=project.REPO,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-5000:]
    return Build(root / "dist", time.perf_counter() - started)


def run_self_test(executable: Path, home: Path) -> str:
    """Run ``executable --self-test`` as a player's machine would: no Python setup around it."""
    home.mkdir(exist_ok=True)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [str(executable), "--self-test"], env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    return result.stdout


def test_the_frozen_app_passes_its_self_test_from_its_own_resources(build, tmp_path):
    output = run_self_test(build.bundle / project.COMMAND, tmp_path / "home")
    assert ", frozen" in output
    assert f"resources: {build.bundle / '_internal' / 'resources'} " in output


def test_the_bundle_carries_the_resources_with_their_licences(build):
    resources = build.bundle / "_internal" / "resources"
    for name in (
        "CREDITS.md",
        "cards/svg-cards/svg-cards.svg",
        "cards/svg-cards/LICENSE",
        "fonts/DejaVuSans.ttf",
        "fonts/LICENSE-DejaVu.txt",
        "icons/samba-desktop.svg",
    ):
        assert (resources / name).is_file(), name


def test_the_bundle_holds_only_the_qt_the_app_uses(build):
    pyside = build.bundle / "_internal" / "PySide6"
    modules = {path.name.split(".")[0] for path in pyside.glob("Qt*.abi3.so")}
    assert modules == set(project.QT_MODULES)
    libraries = {path.name for path in build.bundle.rglob("libQt6*")}
    for unused in ("Qml", "Quick", "Pdf", "Multimedia", "WebEngineCore", "3DCore"):
        assert f"libQt6{unused}.so.6" not in libraries, unused
    plugins = pyside / "Qt" / "plugins"
    platforms = {path.name for path in (plugins / "platforms").iterdir()}
    assert {"libqxcb.so", "libqwayland.so", "libqoffscreen.so"} <= platforms
    assert not platforms & {"libqeglfs.so", "libqvnc.so", "libqlinuxfb.so"}
    assert not (plugins / "qmltooling").exists()
    # the update check's HTTPS: the OpenSSL backend only (the system's libssl3 is a Depends)
    assert {path.name for path in (plugins / "tls").iterdir()} == {"libqopensslbackend.so"}
    translations = {path.name for path in (pyside / "Qt" / "translations").iterdir()}
    assert "qtbase_de.qm" in translations
    assert not [name for name in translations if name.startswith(("qtdeclarative", "qt_help"))]


def bundled_modules(executable: Path) -> set[str]:
    """The Python modules in the frozen app's archive (the PYZ inside the executable)."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable))
    (pyz,) = [name for name in archive.toc if name.startswith("PYZ")]
    return set(archive.open_embedded_archive(pyz).toc)


def test_the_bundle_holds_the_app_without_the_development_tools(build):
    modules = bundled_modules(build.bundle / project.COMMAND)
    assert {"samba_desktop.ai.hard", "samba_desktop.selftest", "samba_desktop.ui.window.main_window"} <= (
        modules
    )
    tools = sorted(name for name in modules if name == "tools" or name.startswith("tools."))
    assert not tools
    # the sparring yardstick (registered by tools/levels.py) and the tools' own libraries
    assert not modules & {"samba_desktop.ai.sparring", "cma", "numpy", "scipy"}


def test_system_libraries_are_left_to_the_debs_depends(build):
    bundled = {path.name for path in build.bundle.rglob("*.so*")}
    for system in ("libstdc++.so.6", "libX11.so.6", "libxcb.so.1", "libglib-2.0.so.0"):
        assert system not in bundled, system
    assert "libpython3.11.so.1.0" in bundled or any(n.startswith("libpython") for n in bundled)


def deb_field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "--field", str(deb), name], check=True, capture_output=True, text=True
    ).stdout.strip()


def test_the_deb_is_small_and_depends_on_what_qts_xcb_plugin_loads(build):
    size = build.deb.stat().st_size
    assert size < MAX_DEB_BYTES, f"{size / 1e6:.1f} MB"
    assert deb_field(build.deb, "Package") == project.COMMAND
    assert deb_field(build.deb, "Version") == project.version()
    depends = {item.split(" (")[0] for item in deb_field(build.deb, "Depends").split(", ")}
    assert set(XCB_DEPENDS) <= depends
    assert deb_field(build.deb, "Depends").count("libc6 (>= 2.") == 1


def test_the_deb_installs_a_launcher_a_menu_entry_icons_and_metadata(build):
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(build.deb)], check=True, capture_output=True, text=True
    ).stdout.splitlines()
    paths = {line.split()[5].removeprefix("."): line for line in listing}
    launcher = paths[f"/usr/bin/{project.COMMAND}"]
    assert (
        launcher.startswith("l") and f"-> ../../opt/{project.COMMAND}/{project.COMMAND}" in launcher
    )
    assert paths[f"/opt/{project.COMMAND}/{project.COMMAND}"].startswith("-rwxr-xr-x root/root")
    assert f"/usr/share/applications/{project.DESKTOP_FILE}" in paths
    assert f"/usr/share/metainfo/{project.APP_ID}.metainfo.xml" in paths
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/{project.ICON_NAME}.png" in paths
    assert f"/usr/share/icons/hicolor/scalable/apps/{project.ICON_NAME}.svg" in paths
    assert f"/usr/share/doc/{project.COMMAND}/copyright" in paths


def test_the_app_installed_from_the_deb_passes_its_self_test(build, tmp_path):
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(build.deb), str(root)], check=True)
    output = run_self_test(root / "usr" / "bin" / project.COMMAND, tmp_path / "home")
    assert f"resources: {root / 'opt' / project.COMMAND / '_internal' / 'resources'} " in output


def rpm_query(rpm: Path, *options: str) -> list[str]:
    return subprocess.run(
        ["rpm", "-qp", *options, str(rpm)], check=True, capture_output=True, text=True
    ).stdout.splitlines()


def test_the_rpm_requires_system_libraries_by_soname(build):
    assert build.rpm.name == f"{project.COMMAND}-{project.version()}-1.x86_64.rpm" or (
        build.rpm.name.startswith(f"{project.COMMAND}-{project.version()}-1.")
    )
    assert build.rpm.stat().st_size < MAX_RPM_BYTES, f"{build.rpm.stat().st_size / 1e6:.1f} MB"
    requires = set(rpm_query(build.rpm, "--requires"))
    for soname in ("libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libEGL.so.1",
                   "libfontconfig.so.1", "libdbus-1.so.3", "libX11.so.6"):
        assert f"{soname}()(64bit)" in requires, soname
    assert [item for item in requires if item.startswith("libc.so.6(GLIBC_2.")]
    assert not [item for item in requires if "Qt6" in item or "python" in item], requires
    assert "rpmlib(PayloadIsZstd) <= 5.4.18-1" in requires


def test_the_rpm_installs_a_launcher_a_menu_entry_icons_and_metadata(build):
    files = set(rpm_query(build.rpm, "--list"))
    assert f"/usr/bin/{project.COMMAND}" in files
    assert f"/opt/{project.COMMAND}/{project.COMMAND}" in files
    assert f"/usr/share/applications/{project.DESKTOP_FILE}" in files
    assert f"/usr/share/metainfo/{project.APP_ID}.metainfo.xml" in files
    assert f"/usr/share/icons/hicolor/256x256/apps/{project.ICON_NAME}.png" in files
    assert f"/usr/share/doc/{project.COMMAND}/copyright" in files


def test_the_app_installed_from_the_rpm_passes_its_self_test(build, tmp_path):
    """rpm -i into a root of its own (--nodeps: this Debian machine's libraries are not in an
    rpm database), then the installed command's self-test."""
    root = tmp_path / "root"
    root.mkdir()
    subprocess.run(
        ["rpm", "-i", "--nodeps", "--noscripts", "--root", str(root),
         "--dbpath", str(root / "var" / "lib" / "rpm"), str(build.rpm)],
        check=True, capture_output=True,
    )
    output = run_self_test(root / "usr" / "bin" / project.COMMAND, tmp_path / "home")
    assert f"resources: {root / 'opt' / project.COMMAND / '_internal' / 'resources'} " in output


def test_the_appimage_payload_runs_from_its_apprun(build, tmp_path):
    """The squashfs the .AppImage carries, extracted as the runtime would mount it: AppRun
    starts the app, and the top holds the desktop entry, the icon and .DirIcon."""
    if shutil.which("unsquashfs") is None:
        pytest.skip("unsquashfs (squashfs-tools)")
    appdir = tmp_path / "squashfs-root"
    subprocess.run(
        ["unsquashfs", "-q", "-d", str(appdir), str(build.squashfs)], check=True,
        capture_output=True,
    )
    for name in ("AppRun", project.DESKTOP_FILE, f"{project.ICON_NAME}.png", ".DirIcon"):
        assert (appdir / name).exists(), name
    assert (appdir / "usr" / "share" / "metainfo" / f"{project.APP_ID}.appdata.xml").is_file()
    output = run_self_test(appdir / "AppRun", tmp_path / "home")
    assert ", frozen" in output
    assert f"resources: {appdir / 'opt' / project.COMMAND / '_internal' / 'resources'} " in output
