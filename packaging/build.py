"""Build Samba Desktop for the platform this runs on: the frozen app and, if asked, its installer.

    python packaging/build.py                  # icons + the PyInstaller one-folder app in dist/
    python packaging/build.py --self-test      # … then run the frozen app's --self-test
    python packaging/build.py --deb            # Linux: … and dist/installers/samba-desktop_<v>_<arch>.deb
    python packaging/build.py --rpm            # Linux: … and dist/installers/samba-desktop-<v>-1.<arch>.rpm
    python packaging/build.py --appimage       # Linux: … the AppDir and its squashfs in build/appimage/
    python packaging/build.py --appimage --appimage-runtime runtime-x86_64   # … and the .AppImage
    python packaging/build.py --dmg            # macOS: … and dist/installers/samba-desktop-<v>-macos-<arch>.dmg
    python packaging/build.py --setup-exe      # Windows: … and the Inno Setup installer (needs ISCC)
    python packaging/build.py --installer      # this platform's installers (Linux: .deb, .rpm, AppImage)
    python packaging/build.py --skip-pyinstaller --deb   # repackage the app already in dist/

Needs PyInstaller (``pip install -r packaging/requirements-build.txt``); --deb needs dpkg-deb and objdump,
--rpm rpmbuild, --appimage mksquashfs, --dmg hdiutil, --setup-exe Inno Setup 6. Generated files go under build/ and dist/ (both git-ignored).
The release workflow (.github/workflows/release.yml) runs exactly these commands.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_icons  # noqa: E402
import project  # noqa: E402
import sign  # noqa: E402

IS_WINDOWS = sys.platform == "win32"
IS_MACOS = sys.platform == "darwin"
IS_LINUX = sys.platform.startswith("linux")


def _log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def frozen_executable(dist: Path) -> Path:
    """The frozen program inside dist/ (inside the .app on macOS)."""
    if IS_MACOS:
        return dist / f"{project.APP_NAME}.app" / "Contents" / "MacOS" / project.COMMAND
    suffix = ".exe" if IS_WINDOWS else ""
    return dist / project.COMMAND / f"{project.COMMAND}{suffix}"


def compile_translations(out: Path) -> Path | None:
    """Compile resources/translations/*.ts that have no .qm beside them; the folder, or None."""
    sources = [
        ts
        for ts in sorted((project.RESOURCES / "translations").glob("*.ts"))
        if not ts.with_suffix(".qm").exists()
    ]
    if not sources:
        return None
    lrelease = shutil.which("pyside6-lrelease") or shutil.which(
        "pyside6-lrelease", path=str(Path(sys.executable).parent)
    )
    if lrelease is None:
        raise SystemExit("pyside6-lrelease (from PySide6) is needed to compile the translations")
    out.mkdir(parents=True, exist_ok=True)
    for ts in sources:
        subprocess.run(
            [lrelease, "-silent", str(ts), "-qm", str(out / f"{ts.stem}.qm")], check=True
        )
    _log(f"compiled {len(sources)} translations into {out}")
    return out


def run_pyinstaller(build_dir: Path, dist: Path, icons: dict[str, Path], qm_dir: Path | None):
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit(
            "PyInstaller is missing: pip install -r packaging/requirements-build.txt"
        ) from None
    env = dict(os.environ, SAMBA_ICON_DIR=str(icons["ico"].parent))
    if qm_dir is not None:
        env["SAMBA_QM_DIR"] = str(qm_dir)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "ERROR",  # its warnings (e.g. system libraries left to the .deb) go to warn-*.txt
        "--distpath",
        str(dist),
        "--workpath",
        str(build_dir / "pyinstaller"),
        str(project.PACKAGING / "samba_desktop.spec"),
    ]
    subprocess.run(command, check=True, env=env, cwd=project.REPO)
    _log(f"PyInstaller's warnings: {build_dir / 'pyinstaller' / 'samba_desktop'}/warn-*.txt")


def run_self_test(executable: Path) -> float:
    """Run the frozen app's --self-test offscreen; its duration in seconds. Exits on failure."""
    with tempfile.TemporaryDirectory(prefix="samba-build-") as folder:
        report = Path(folder) / "self-test.txt"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        started = time.perf_counter()
        result = subprocess.run(
            [str(executable), "--self-test", "--self-test-report", str(report)],
            env=env,
            stdout=subprocess.DEVNULL,  # the report file holds the same lines (and works
            stderr=subprocess.PIPE,  # for a windowed Windows program, which has no stdout)
            text=True,
            timeout=300,
        )
        elapsed = time.perf_counter() - started
        lines = report.read_text(encoding="utf-8") if report.exists() else "(no report)\n"
    print(lines, end="", flush=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        raise SystemExit(f"the frozen app's self-test failed (exit code {result.returncode})")
    return elapsed


def build_dmg(dist: Path, installers: Path) -> Path:
    app = dist / f"{project.APP_NAME}.app"
    target = installers / f"{project.COMMAND}-{project.version()}-macos-{platform.machine()}.dmg"
    with tempfile.TemporaryDirectory(prefix="samba-dmg-") as folder:
        staging = Path(folder) / project.APP_NAME
        staging.mkdir()
        subprocess.run(["ditto", str(app), str(staging / app.name)], check=True)
        (staging / "Applications").symlink_to("/Applications")
        run_with_retries(
            [
                "hdiutil",
                "create",
                "-volname",
                project.APP_NAME,
                "-srcfolder",
                str(staging),
                "-fs",
                "HFS+",
                "-format",
                "UDZO",
                "-ov",
                str(target),
            ]
        )
    return target


def run_with_retries(
    command: list[str], attempts: int = 5, pause: float = 10.0, sleep=time.sleep
) -> None:
    """Run a command, again after a pause when it fails: `hdiutil create` fails now and then on
    GitHub's macOS runners with "Resource busy" (actions/runner-images#7522)."""
    for attempt in range(1, attempts + 1):
        result = subprocess.run(command)
        if result.returncode == 0:
            return
        if attempt < attempts:
            _log(f"{command[0]} failed (exit code {result.returncode}): try {attempt + 1} "
                 f"of {attempts} in {pause:.0f} s")
            sleep(pause)
    raise SystemExit(f"{command[0]} failed {attempts} times (exit code {result.returncode})")


def iscc_from_registry() -> list[Path]:
    """ISCC.exe of every Inno Setup that Windows lists as installed (any version, any folder):
    its uninstall keys ("Inno Setup 6_is1", "Inno Setup 7_is1"...) name the install folder."""
    try:
        import winreg
    except ImportError:  # not Windows
        return []
    found = []
    uninstall = r"SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall"
    for hive in (winreg.HKEY_LOCAL_MACHINE, winreg.HKEY_CURRENT_USER):
        for view in (winreg.KEY_WOW64_32KEY, winreg.KEY_WOW64_64KEY):
            try:
                root = winreg.OpenKey(hive, uninstall, 0, winreg.KEY_READ | view)
            except OSError:
                continue
            with root:
                index = 0
                while True:
                    try:
                        name = winreg.EnumKey(root, index)
                    except OSError:
                        break
                    index += 1
                    if not (name.startswith("Inno Setup") and name.endswith("_is1")):
                        continue
                    try:
                        with winreg.OpenKey(root, name) as key:
                            folder = winreg.QueryValueEx(key, "InstallLocation")[0]
                    except OSError:
                        continue
                    candidate = Path(folder) / "ISCC.exe"
                    if candidate.is_file() and candidate not in found:
                        found.append(candidate)
    return found


def find_iscc() -> str:
    """Inno Setup's compiler: on PATH, from the registry, or in a Program Files "Inno Setup *"
    folder (the newest version first)."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    registered = iscc_from_registry()
    if registered:
        return str(registered[0])
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        folders = sorted(Path(base or "C:/Program Files (x86)").glob("Inno Setup*"), reverse=True)
        for folder in folders:
            if (folder / "ISCC.exe").is_file():
                return str(folder / "ISCC.exe")
    raise SystemExit("Inno Setup (ISCC.exe) is needed for --setup-exe: choco install innosetup")


def iscc_signing_arguments(signing: sign.Signing | None) -> list[str]:
    """ISCC's arguments that make Inno Setup sign the setup and its uninstaller with signtool
    (its SignTool directive); none without a certificate or with another tool (build.py then
    signs the finished setup itself)."""
    if signing is None or not sign.is_signtool(signing.tool):
        return []
    tool = " ".join(f"$q{arg}$q" for arg in sign.command(signing, Path("$f"), Path("$f"))[:-1])
    return ["/DSignTool=sambasign", f"/Ssambasign={tool} $f"]


def build_setup_exe(
    dist: Path, installers: Path, icons: dict[str, Path], signing: sign.Signing | None = None
) -> Path:
    name = f"{project.COMMAND}-{project.version()}-windows-x64-setup"
    subprocess.run(
        [
            find_iscc(),
            "/Q",
            *iscc_signing_arguments(signing),
            f"/DAppVersion={project.version()}",
            f"/DVersionNumbers={'.'.join(map(str, project.version_tuple()))}",
            f"/DSourceDir={dist / project.COMMAND}",
            f"/DIconFile={icons['ico']}",
            f"/DOutputDir={installers}",
            f"/DOutputBaseFilename={name}",
            str(project.PACKAGING / "windows" / "samba-desktop.iss"),
        ],
        check=True,
    )
    setup = installers / f"{name}.exe"
    if signing is not None and not iscc_signing_arguments(signing):
        sign.sign(setup, signing)
        _log(f"signed {setup.name} with {Path(signing.tool).name}")
    return setup


def _size(path: Path) -> str:
    if path.is_dir():
        total = sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    else:
        total = path.stat().st_size
    return f"{total / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Samba Desktop's frozen app and installers.")
    parser.add_argument("--skip-pyinstaller", action="store_true", help="reuse the app in dist/")
    parser.add_argument("--self-test", action="store_true", help="run the frozen app's self-test")
    parser.add_argument("--deb", action="store_true", help="Linux: build the .deb")
    parser.add_argument("--rpm", action="store_true", help="Linux: build the .rpm")
    parser.add_argument(
        "--appimage", action="store_true", help="Linux: the AppImage's AppDir and squashfs"
    )
    parser.add_argument(
        "--appimage-runtime",
        type=Path,
        help="with --appimage: the AppImage runtime (packaging/appimage.py pins it); makes the "
        ".AppImage",
    )
    parser.add_argument("--dmg", action="store_true", help="macOS: build the .dmg")
    parser.add_argument("--setup-exe", action="store_true", help="Windows: Inno Setup installer")
    parser.add_argument("--installer", action="store_true", help="this platform's installer")
    parser.add_argument("--build-dir", type=Path, default=project.REPO / "build")
    parser.add_argument("--dist", type=Path, default=project.REPO / "dist")
    args = parser.parse_args(argv)
    if args.installer:
        args.deb, args.dmg, args.setup_exe = IS_LINUX, IS_MACOS, IS_WINDOWS
        args.rpm = args.appimage = IS_LINUX
    if args.appimage_runtime:
        args.appimage = True
    for flag, ok, where in (
        (args.deb, IS_LINUX, "Linux"),
        (args.rpm, IS_LINUX, "Linux"),
        (args.appimage, IS_LINUX, "Linux"),
        (args.dmg, IS_MACOS, "macOS"),
        (args.setup_exe, IS_WINDOWS, "Windows"),
    ):
        if flag and not ok:
            parser.error(f"that installer is built on {where} only")
    build_dir, dist = args.build_dir.resolve(), args.dist.resolve()
    installers = dist / "installers"
    started = time.perf_counter()

    _log(f"{project.APP_NAME} {project.version()} on {sys.platform}")
    icons = make_icons.make_icons(build_dir / "icons")
    _log(f"icons rendered into {build_dir / 'icons'}")
    executable = frozen_executable(dist)
    if not args.skip_pyinstaller:
        qm_dir = compile_translations(build_dir / "translations")
        run_pyinstaller(build_dir, dist, icons, qm_dir)
        _log(f"frozen app: {dist / project.COMMAND} ({_size(dist / project.COMMAND)})")
    if not executable.is_file():
        raise SystemExit(f"no frozen app at {executable}: build without --skip-pyinstaller")
    signing = sign.settings() if IS_WINDOWS else None  # SAMBA_SIGN_PFX: see packaging/sign.py
    if signing is not None and not args.skip_pyinstaller:
        sign.sign(executable, signing)
        _log(f"signed {executable.name} with {Path(signing.tool).name}")
    if args.self_test:
        _log(f"self-test passed in {run_self_test(executable):.1f} s")

    made = []
    installers.mkdir(parents=True, exist_ok=True)
    if args.deb:
        import deb  # packaging/deb.py

        made.append(deb.build_deb(dist / project.COMMAND, icons, installers))
    if args.rpm:
        import rpm  # packaging/rpm.py

        made.append(rpm.build_rpm(dist / project.COMMAND, icons, installers))
    if args.appimage:
        import appimage  # packaging/appimage.py

        appdir = appimage.build_appdir(dist / project.COMMAND, icons, build_dir / "appimage" / "AppDir")
        payload = appimage.build_squashfs(appdir, build_dir / "appimage" / "payload.squashfs")
        _log(f"AppImage payload: {payload} ({_size(payload)})")
        if args.appimage_runtime:
            made.append(appimage.build_appimage(args.appimage_runtime, payload, installers))
    if args.dmg:
        made.append(build_dmg(dist, installers))
    if args.setup_exe:
        made.append(build_setup_exe(dist, installers, icons, signing))
    for path in made:
        _log(f"installer: {path} ({_size(path)})")
    _log(f"done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
