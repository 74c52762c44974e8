"""The Linux side of packaging: which shared libraries ship, what the .deb depends on, the .deb.

Policy: the bundle carries Python, the PySide6/shiboken6 wheels' libraries (Qt, ICU) and
nothing from the system's library folders. Every system library the bundle needs becomes a
package in the .deb's Depends, found through ``SONAME_PACKAGES``; a needed library that is not in
that table stops the build, so the Depends never silently fall behind the bundle.

Reading ELF files uses ``objdump -p`` (binutils).
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import project

#: Folders whose libraries belong to the system (and so to Depends), never to the bundle.
SYSTEM_LIBRARY_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/")

#: Debian/Ubuntu package of each system library the bundle may need. Names valid on Debian 12
#: and Ubuntu 22.04 and later (where a library was renamed for 64-bit time, as libglib2.0-0t64,
#: the new package provides the old name).
SONAME_PACKAGES = {
    # C and C++ runtime (libc6 and libstdc++6 get versions from the symbols used)
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libutil.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6",
    "libresolv.so.2": "libc6",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    # Python's extension modules
    "libz.so.1": "zlib1g",
    "libbz2.so.1.0": "libbz2-1.0",
    "liblzma.so.5": "liblzma5",
    "libffi.so.8": "libffi8",
    "libsqlite3.so.0": "libsqlite3-0",
    "libexpat.so.1": "libexpat1",
    "libuuid.so.1": "libuuid1",
    "libmpdec.so.3": "libmpdec3",
    # OpenSSL, for hosted tables over wss:// (ssl) and the update check's HTTPS; Ubuntu 24.04's
    # libssl3t64 provides libssl3
    "libssl.so.3": "libssl3",
    # QtNetwork (the update check): Kerberos for HTTP's negotiate, Brotli for compressed replies
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libbrotlicommon.so.1": "libbrotli1",
    "libbrotlidec.so.1": "libbrotli1",
    "libcrypto.so.3": "libssl3",
    # Qt: core, fonts, X11/xcb, Wayland, OpenGL
    "libzstd.so.1": "libzstd1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libgmodule-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
}

#: Always in Depends: what Qt's xcb platform plugin and Qt itself load at run time, some by
#: dlopen (libdbus, xinerama), so they do not all show up as NEEDED entries.
BASE_DEPENDS = (
    "libdbus-1-3",
    "libegl1",
    "libfontconfig1",
    "libgl1",
    "libssl3",  # Qt's TLS plugin opens it for the update check's HTTPS
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-xinerama0",
    "libxcb-xkb1",
    "libxkbcommon-x11-0",
)

#: The newest GLIBCXX_3.4.N symbol version each GCC release's libstdc++6 provides.
GLIBCXX_TO_GCC = {26: "9", 27: "9.2", 28: "10", 29: "11", 30: "12", 31: "13", 32: "13.2", 33: "14"}

DEB_ARCHITECTURES = {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf"}


# --- reading ELF files ------------------------------------------------------------------------


@dataclass
class ElfInfo:
    """What the dynamic loader needs for one file: NEEDED sonames and symbol versions by library."""

    needed: list[str] = field(default_factory=list)
    versions: dict[str, set[str]] = field(default_factory=dict)


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as file:
            return file.read(4) == b"\x7fELF"
    except OSError:
        return False


def elf_info(path: str | Path) -> ElfInfo:
    """NEEDED entries and required symbol versions of an ELF file (``objdump -p``)."""
    output = subprocess.run(
        ["objdump", "-p", str(path)], check=True, capture_output=True, text=True
    ).stdout
    info = ElfInfo()
    library = None
    for line in output.splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == "NEEDED":
            info.needed.append(words[1])
        elif line.startswith("  required from "):
            library = line.split("required from ", 1)[1].rstrip(":")
            info.versions.setdefault(library, set())
        elif library and len(words) == 4 and words[0].startswith("0x"):
            info.versions[library].add(words[3])
        elif not line.startswith("    "):
            library = None
    return info


def is_system_library(source: str | Path) -> bool:
    """Whether a library comes from the system's library folders (not Python's, not a wheel's)."""
    resolved = os.path.realpath(source)
    name = os.path.basename(resolved)
    return resolved.startswith(SYSTEM_LIBRARY_DIRS) and not name.startswith("libpython")


# --- the bundle (called from the spec) ----------------------------------------------------------


def prune_binaries(
    binaries: list[tuple[str, str, str]], datas: list[tuple[str, str, str]]
) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """PyInstaller's binaries less the system's libraries and whatever nothing still needs.

    Roots are the Python extension modules, the Qt plugins and libpython; a shared library stays
    if a root needs it, directly or through other bundled libraries. Symlinks (in either list)
    stay only if their target does.
    """
    libraries = {}  # basename -> entry, bundled shared libraries only
    roots = []
    for entry in binaries:
        dest, source, kind = entry
        name = os.path.basename(dest)
        if kind == "EXTENSION" or "/plugins/" in dest or name.startswith("libpython"):
            roots.append(entry)
        elif kind == "BINARY" and not is_system_library(source):
            libraries[name] = entry
    kept: dict[str, tuple[str, str, str]] = {}
    pending = [entry[1] for entry in roots]
    while pending:
        for name in elf_info(pending.pop()).needed:
            if name in libraries and name not in kept:
                kept[name] = libraries[name]
                pending.append(libraries[name][1])
    kept_binaries = roots + list(kept.values())
    kept_dests = {entry[0] for entry in kept_binaries}

    def linked(entries):
        return [entry for entry in entries if entry[2] == "SYMLINK" and entry[1] in kept_dests]

    other_datas = [entry for entry in datas if entry[2] != "SYMLINK"]
    return kept_binaries + linked(binaries), other_datas + linked(datas)


# --- Depends ------------------------------------------------------------------------------------


def bundle_elf_files(bundle: Path) -> list[Path]:
    return [
        path
        for path in sorted(bundle.rglob("*"))
        if path.is_file() and not path.is_symlink() and is_elf(path)
    ]


def external_needs(bundle: Path) -> tuple[set[str], dict[str, set[str]]]:
    """Sonames the bundle needs from outside itself, and the symbol versions it asks of each."""
    provided = {path.name for path in bundle.rglob("*.so*")}
    needed: set[str] = set()
    versions: dict[str, set[str]] = {}
    for path in bundle_elf_files(bundle):
        info = elf_info(path)
        needed.update(name for name in info.needed if name not in provided)
        for library, names in info.versions.items():
            versions.setdefault(library, set()).update(names)
    return needed, versions


def _newest(names: Iterable[str], prefix: str) -> tuple[int, ...] | None:
    found = [
        tuple(int(part) for part in name[len(prefix) :].split("."))
        for name in names
        if re.fullmatch(re.escape(prefix) + r"[0-9.]+", name)
    ]
    return max(found) if found else None


def depends(bundle: Path) -> list[str]:
    """The Depends of the .deb for this bundle: one entry per package, sorted.

    Raises ``RuntimeError`` naming any needed library that ``SONAME_PACKAGES`` does not know.
    """
    needed, versions = external_needs(bundle)
    unknown = sorted(name for name in needed if name not in SONAME_PACKAGES)
    if unknown:
        raise RuntimeError(
            "the bundle needs system libraries packaging/deb.py does not map to a Debian "
            f"package: {', '.join(unknown)} (add them to SONAME_PACKAGES)"
        )
    packages = {SONAME_PACKAGES[name] for name in needed} | set(BASE_DEPENDS)
    constraints = {}
    glibc = _newest(set().union(*versions.values()) if versions else set(), "GLIBC_")
    if glibc:
        constraints["libc6"] = ".".join(map(str, glibc))
    glibcxx = _newest(versions.get("libstdc++.so.6", set()), "GLIBCXX_")
    if glibcxx and glibcxx >= (3, 4, 26):
        if glibcxx[2] not in GLIBCXX_TO_GCC:
            raise RuntimeError(f"which libstdc++6 provides GLIBCXX_{'.'.join(map(str, glibcxx))}?")
        constraints["libstdc++6"] = GLIBCXX_TO_GCC[glibcxx[2]]
    packages.add("libc6")
    return [
        f"{name} (>= {constraints[name]})" if name in constraints else name
        for name in sorted(packages)
    ]


# --- the package --------------------------------------------------------------------------------


def deb_architecture() -> str:
    machine = os.uname().machine
    return DEB_ARCHITECTURES.get(machine, machine)


def control_text(installed_kib: int, depends_list: list[str]) -> str:
    description = (
        "Samba is the three-deck member of the Canasta family: 162 cards, sequences that\n"
        "grow into sambas, canastas, red and black 3s, and partnerships at four and six\n"
        "players. Samba Desktop lets you play it offline against computer opponents, with\n"
        "a computer partner."
    )
    long = "\n".join(" " + line for line in description.splitlines())
    return (
        f"Package: {project.COMMAND}\n"
        f"Version: {project.version()}\n"
        f"Architecture: {deb_architecture()}\n"
        f"Maintainer: {project.MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends_list)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {project.HOMEPAGE}\n"
        f"Description: {project.SUMMARY}\n"
        f"{long}\n"
    )


def copyright_text() -> str:
    licence = (project.REPO / "LICENSE").read_text(encoding="utf-8")
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {project.APP_NAME}\n"
        f"Source: {project.HOMEPAGE}\n"
        "Comment: Third-party art and fonts are listed in\n"
        f" /opt/{project.COMMAND}/_internal/resources/CREDITS.md; their licences lie beside them.\n"
        "\n"
        "Files: *\n"
        f"Copyright: {project.COPYRIGHT.removeprefix('Copyright (c) ')}\n"
        "License: MIT\n"
        + "".join(f" {line}\n" if line.strip() else " .\n" for line in licence.splitlines())
        + "\n"
        f"Files: opt/{project.COMMAND}/_internal/resources/cards/svg-cards/*\n"
        "Copyright: David Bellot, Huub de Beer, desphilboy, Thomas Linard, rhorns\n"
        "License: LGPL-2.1+\n"
        " The full text is in resources/cards/svg-cards/LICENSE and\n"
        " /usr/share/common-licenses/LGPL-2.1.\n"
        "\n"
        f"Files: opt/{project.COMMAND}/_internal/resources/fonts/*\n"
        "Copyright: Bitstream, Inc.; Tavmjong Bah; DejaVu fonts team\n"
        "License: Bitstream-Vera and Arev\n"
        " The full text is in resources/fonts/LICENSE-DejaVu.txt.\n"
        "\n"
        f"Files: opt/{project.COMMAND}/_internal/PySide6/* opt/{project.COMMAND}/_internal/shiboken6/*\n"
        "Copyright: The Qt Company Ltd. and other contributors\n"
        "License: LGPL-3\n"
        " Qt for Python (PySide6) and Qt, used as shared libraries. See\n"
        " /usr/share/common-licenses/LGPL-3.\n"
        "\n"
        f"Files: opt/{project.COMMAND}/_internal/libpython* opt/{project.COMMAND}/_internal/base_library.zip\n"
        "Copyright: Python Software Foundation\n"
        "License: PSF-2.0\n"
        " The Python interpreter and standard library; see https://docs.python.org/3/license.html\n"
    )


def _copy_tree(source: Path, target: Path) -> None:
    shutil.copytree(source, target, symlinks=True)
    for path in [target, *target.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & stat.S_IXUSR
            path.chmod(0o755 if executable else 0o644)


def stage_tree(bundle: Path, icons: dict[str, Path], root: Path) -> None:
    """Lay out what a Linux package installs under ``root`` (the .deb's and the .rpm's files):
    the app in /opt/<command>, the /usr/bin launcher, the menu entry, icons, metadata, licence."""
    import make_icons  # packaging/make_icons.py

    linux = project.PACKAGING / "linux"
    app_dir = root / "opt" / project.COMMAND
    _copy_tree(bundle, app_dir)
    bin_dir = root / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / project.COMMAND).symlink_to(f"../../opt/{project.COMMAND}/{project.COMMAND}")
    share = root / "usr" / "share"
    _install(linux / project.DESKTOP_FILE, share / "applications" / project.DESKTOP_FILE)
    metainfo = f"{project.APP_ID}.metainfo.xml"
    _install(linux / metainfo, share / "metainfo" / metainfo)
    hicolor = share / "icons" / "hicolor"
    for size in make_icons.HICOLOR_SIZES:
        _install(
            make_icons.png_path(icons, size),
            hicolor / f"{size}x{size}" / "apps" / f"{project.ICON_NAME}.png",
        )
    _install(icons["svg"], hicolor / "scalable" / "apps" / f"{project.ICON_NAME}.svg")
    doc = share / "doc" / project.COMMAND
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    (doc / "copyright").chmod(0o644)
    for path in [share, *share.rglob("*"), bin_dir, root / "usr", root / "opt"]:
        if path.is_dir():
            path.chmod(0o755)
    root.chmod(0o755)


def build_deb(bundle: Path, icons: dict[str, Path], out_dir: Path, *, xz_level: int = 6) -> Path:
    """Package the PyInstaller one-folder bundle as ``<command>_<version>_<arch>.deb``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="samba-deb-", dir=out_dir) as work:
        root = Path(work) / "root"
        stage_tree(bundle, icons, root)
        control_dir = root / "DEBIAN"
        control_dir.mkdir()
        installed_kib = sum(
            (path.lstat().st_size + 1023) // 1024 for path in root.rglob("*") if not path.is_dir()
        )
        (control_dir / "control").write_text(
            control_text(installed_kib, depends(bundle)), encoding="utf-8"
        )
        control_dir.chmod(0o755)
        target = out_dir / f"{project.COMMAND}_{project.version()}_{deb_architecture()}.deb"
        subprocess.run(
            [
                "dpkg-deb",
                "--root-owner-group",
                "-Zxz",
                f"-z{xz_level}",
                "--build",
                str(root),
                str(target),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    return target


def _install(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(0o644)
