"""The .rpm for Fedora, openSUSE and other RPM distributions, from the PyInstaller bundle.

The same files as the .deb (packaging/deb.py): the app in /opt/samba-desktop, the command
/usr/bin/samba-desktop, the menu entry, the hicolor icons and the AppStream metadata. Its
``Requires`` name system libraries by soname (``libxcb-cursor.so.0()(64bit)``), as RPM
distributions resolve them, not by a distribution's package names: every library the bundle
needs from outside itself (read with ``objdump``), those Qt's xcb plugin opens by ``dlopen``, and
glibc at the newest symbol version the bundle uses. Built with ``rpmbuild`` (packaged by Debian
and Ubuntu too), compressed with zstd.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import deb  # packaging/deb.py: the bundle's needs and the shared file layout
import project

#: Sonames of what Qt loads at run time without a NEEDED entry (the .deb's BASE_DEPENDS).
BASE_SONAMES = (
    "libEGL.so.1",
    "libGL.so.1",
    "libdbus-1.so.3",
    "libfontconfig.so.1",
    "libssl.so.3",
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-image.so.0",
    "libxcb-keysyms.so.1",
    "libxcb-randr.so.0",
    "libxcb-render-util.so.0",
    "libxcb-shape.so.0",
    "libxcb-xinerama.so.0",
    "libxcb-xkb.so.1",
    "libxkbcommon-x11.so.0",
)

#: rpm's architecture names.
RPM_ARCHITECTURES = {"x86_64": "x86_64", "aarch64": "aarch64", "armv7l": "armv7hl"}
#: Which architectures mark their sonames "(64bit)" in Requires/Provides.
SIXTY_FOUR_BIT = {"x86_64", "aarch64"}


def rpm_architecture() -> str:
    machine = os.uname().machine
    return RPM_ARCHITECTURES.get(machine, machine)


def requires(bundle: Path, architecture: str | None = None) -> list[str]:
    """The package's Requires for this bundle: one capability per system library, sorted."""
    architecture = architecture or rpm_architecture()
    mark = "()(64bit)" if architecture in SIXTY_FOUR_BIT else ""
    needed, versions = deb.external_needs(bundle)
    needed |= set(BASE_SONAMES)
    # the dynamic loader is named by its path, not a capability of its own
    needed = {name for name in needed if not name.startswith("ld-linux")}
    found = sorted(f"{name}{mark}" for name in needed)
    glibc = deb._newest(set().union(*versions.values()) if versions else set(), "GLIBC_")
    if glibc:
        found.append(f"libc.so.6(GLIBC_{'.'.join(map(str, glibc))}){mark.removeprefix('()')}")
    return found


def spec_text(stage: Path, requires_list: list[str]) -> str:
    """The rpmbuild spec: the staged tree copied as it is, no scripts, no automatic deps."""
    description = (
        "Samba is the three-deck member of the Canasta family: 162 cards, sequences that "
        "grow into sambas, canastas, red and black 3s, and partnerships at four and six "
        "players. Samba Desktop lets you play it offline against computer opponents, with "
        "a computer partner."
    )
    return "\n".join(
        [
            # the bundle is stripped and carries its own libraries: no debuginfo, no brp
            # scripts (strip, bytecompile, rpath checks), no automatic Requires/Provides
            "%global debug_package %{nil}",
            "%global __os_install_post %{nil}",
            "%global _build_id_links none",
            "%global _binary_payload w12T0.zstdio",  # zstd -12, all cores: 15 s; -19 took 109 s here for 12% less
            f"Name: {project.COMMAND}",
            f"Version: {project.version()}",
            "Release: 1",
            f"Summary: {project.SUMMARY}",
            "License: MIT AND LGPL-2.1-or-later AND LGPL-3.0-only AND PSF-2.0 AND Bitstream-Vera",
            f"URL: {project.HOMEPAGE}",
            f"Packager: {project.MAINTAINER}",
            "Group: Amusements/Games",
            "AutoReqProv: no",
            *[f"Requires: {item}" for item in requires_list],
            "",
            "%description",
            description,
            "",
            "%install",
            "mkdir -p %{buildroot}",
            f"cp -a '{stage}'/. %{{buildroot}}/",
            "",
            "%files",
            f"/opt/{project.COMMAND}",
            f"/usr/bin/{project.COMMAND}",
            f"/usr/share/applications/{project.DESKTOP_FILE}",
            f"/usr/share/metainfo/{project.APP_ID}.metainfo.xml",
            "/usr/share/icons/hicolor/*/apps/*",
            f"%doc /usr/share/doc/{project.COMMAND}",
            "",
        ]
    )


def build_rpm(bundle: Path, icons: dict[str, Path], out_dir: Path) -> Path:
    """Package the PyInstaller one-folder bundle as ``<command>-<version>-1.<arch>.rpm``."""
    if shutil.which("rpmbuild") is None:
        raise SystemExit("rpmbuild is needed for --rpm (Debian and Ubuntu: apt install rpm)")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="samba-rpm-", dir=out_dir) as work:
        top = Path(work)
        stage = top / "stage"
        deb.stage_tree(bundle, icons, stage)
        spec = top / f"{project.COMMAND}.spec"
        spec.write_text(spec_text(stage, requires(bundle)), encoding="utf-8")
        subprocess.run(
            [
                "rpmbuild",
                "-bb",
                "--quiet",
                "--target",
                rpm_architecture(),
                "--define",
                f"_topdir {top / 'rpmbuild'}",
                "--define",
                "_rpmdir %{_topdir}/RPMS",
                "--define",
                "_build_name_fmt %%{NAME}-%%{VERSION}-%%{RELEASE}.%%{ARCH}.rpm",
                str(spec),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        (built,) = (top / "rpmbuild" / "RPMS").glob("*.rpm")
        target = out_dir / built.name
        shutil.move(built, target)
    return target
