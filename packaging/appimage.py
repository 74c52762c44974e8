"""The AppImage: one file that runs on most Linux distributions without installing.

An AppImage is a small runtime program followed by a squashfs of an AppDir. This module builds
the AppDir from the PyInstaller bundle (``AppRun``, the desktop entry, the icon and the AppStream
metadata at the places AppImage tools and software centres look), its squashfs (``mksquashfs``,
zstd), and, given the runtime, the ``.AppImage`` with its update information written into the
runtime's ``.upd_info`` section (so AppImageUpdate and AppImageLauncher find newer releases).

The runtime (github.com/AppImage/type2-runtime, statically linked, needs no FUSE library) is not
in any package registry: the release workflow downloads the version pinned below and checks its
checksum; CI builds and self-tests the AppDir and the squashfs, which are all the rest.
"""

from __future__ import annotations

import platform
import shutil
import subprocess
import tempfile
from pathlib import Path

import deb
import project

#: The pinned runtime (release 20251108 of AppImage/type2-runtime): its URL and SHA-256.
RUNTIME_RELEASE = "20251108"
RUNTIME_URL = (
    f"https://github.com/AppImage/type2-runtime/releases/download/{RUNTIME_RELEASE}/runtime-x86_64"
)
RUNTIME_SHA256 = "2fca8b443c92510f1483a883f60061ad09b46b978b2631c807cd873a47ec260d"
#: The runtime's ELF section that holds the update information (1024 bytes, zero-padded).
UPDATE_SECTION = ".upd_info"
#: A newer release is the one GitHub calls latest; its .zsync file lies beside the AppImage.
UPDATE_INFORMATION = (
    "gh-releases-zsync|sambadesktop|samba-desktop|latest|Samba_Desktop-*-{arch}.AppImage.zsync"
)


def appimage_name(arch: str | None = None) -> str:
    return f"Samba_Desktop-{project.version()}-{arch or platform.machine()}.AppImage"


def build_appdir(bundle: Path, icons: dict[str, Path], appdir: Path) -> Path:
    """The AppDir: the .deb's tree (the app in opt/, usr/share) plus what the runtime and
    AppImage tools read at its top: AppRun, the desktop entry, the icon and .DirIcon."""
    if appdir.exists():
        shutil.rmtree(appdir)
    deb.stage_tree(bundle, icons, appdir)
    # a relative link: the runtime starts AppRun inside the mounted image, wherever that is
    (appdir / "AppRun").symlink_to(f"opt/{project.COMMAND}/{project.COMMAND}")
    share = appdir / "usr" / "share"
    (appdir / project.DESKTOP_FILE).symlink_to(f"usr/share/applications/{project.DESKTOP_FILE}")
    icon = f"usr/share/icons/hicolor/256x256/apps/{project.ICON_NAME}.png"
    assert (appdir / icon).is_file(), icon
    (appdir / f"{project.ICON_NAME}.png").symlink_to(icon)
    (appdir / ".DirIcon").symlink_to(icon)
    # appimagetool and AppImageHub read the metadata under its older name too
    metainfo = share / "metainfo" / f"{project.APP_ID}.metainfo.xml"
    (share / "metainfo" / f"{project.APP_ID}.appdata.xml").symlink_to(metainfo.name)
    return appdir


def build_squashfs(appdir: Path, target: Path) -> Path:
    """The AppImage's payload: the AppDir as a squashfs (zstd, files owned by root)."""
    if shutil.which("mksquashfs") is None:
        raise SystemExit("mksquashfs is needed for --appimage (apt install squashfs-tools)")
    target.unlink(missing_ok=True)
    subprocess.run(
        [
            "mksquashfs",
            str(appdir),
            str(target),
            "-root-owned",
            "-noappend",
            "-no-progress",
            "-quiet",
            "-comp",
            "zstd",
            "-b",
            "1M",
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return target


def section_span(elf: Path, name: str) -> tuple[int, int]:
    """The file offset and size of an ELF section (``objdump -h``)."""
    output = subprocess.run(
        ["objdump", "-h", str(elf)], check=True, capture_output=True, text=True
    ).stdout
    for line in output.splitlines():
        words = line.split()
        if len(words) >= 6 and words[1] == name:
            return int(words[5], 16), int(words[2], 16)
    raise SystemExit(f"{elf} has no {name} section: is it an AppImage type 2 runtime?")


def write_update_information(runtime: Path, information: str) -> None:
    """Write the update information into the runtime's .upd_info section, zero-padded."""
    offset, size = section_span(runtime, UPDATE_SECTION)
    data = information.encode("ascii")
    if len(data) >= size:
        raise SystemExit(f"the update information is longer than {size - 1} bytes")
    with runtime.open("r+b") as file:
        file.seek(offset)
        file.write(data.ljust(size, b"\0"))


def build_appimage(runtime: Path, squashfs: Path, out_dir: Path, arch: str | None = None) -> Path:
    """runtime (with the update information) + squashfs = the .AppImage, executable."""
    arch = arch or platform.machine()
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / appimage_name(arch)
    with tempfile.TemporaryDirectory(prefix="samba-appimage-") as work:
        head = Path(work) / "runtime"
        shutil.copyfile(runtime, head)
        write_update_information(head, UPDATE_INFORMATION.format(arch=arch))
        with target.open("wb") as out:
            for part in (head, squashfs):
                with part.open("rb") as source:
                    shutil.copyfileobj(source, out)
    target.chmod(0o755)
    return target


def fetch_runtime(target: Path) -> Path:
    """Download the pinned runtime (the release workflow does; CI has no internet) and check
    its SHA-256; a mismatch stops with both digests and leaves no file behind."""
    import hashlib
    import urllib.request

    with urllib.request.urlopen(RUNTIME_URL, timeout=60) as response:  # noqa: S310 - pinned https
        data = response.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != RUNTIME_SHA256:
        raise SystemExit(f"{RUNTIME_URL}: SHA-256 {digest}, expected {RUNTIME_SHA256}")
    target.write_bytes(data)
    target.chmod(0o755)
    return target


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="Fetch the pinned AppImage runtime.")
    parser.add_argument("fetch_runtime", metavar="FILE", type=Path, help="where to write it")
    print(fetch_runtime(parser.parse_args().fetch_runtime))
