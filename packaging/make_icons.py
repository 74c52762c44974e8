"""Render the application icon from its vector source into PNG, ICO and ICNS files.

    python packaging/make_icons.py [--out build/icons]

Writes ``png/samba-desktop-<N>.png`` for N in 16…1024, ``samba-desktop.ico`` (Windows: 16…256)
and ``samba-desktop.icns`` (macOS: 16…1024, with the @2x variants). Qt's QSvgRenderer draws the
PNGs; the ICO and ICNS containers are written here in pure Python (both formats embed PNG data
as it is, which every Windows since Vista and every macOS since 10.7 reads). Generated files
belong under build/, never in git.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ICON_SVG = REPO / "resources" / "icons" / "samba-desktop.svg"
ICON_NAME = "samba-desktop"

#: Every size rendered. 1024 only feeds the ICNS "512@2x" slot.
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512, 1024)
#: The hicolor theme sizes installed on Linux (plus the scalable SVG).
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: The sizes Windows picks from (Explorer, taskbar, Start menu, installer).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS slot -> pixel size of the PNG in it (the icp4/icp5 and @2x slots hold PNG since 10.7).
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,  # 512@2x
    b"ic11": 32,  # 16@2x
    b"ic12": 64,  # 32@2x
    b"ic13": 256,  # 128@2x
    b"ic14": 512,  # 256@2x
}

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG image, read from its IHDR chunk."""
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    return struct.unpack(">II", data[16:24])


def ico_bytes(pngs: Iterable[bytes]) -> bytes:
    """An ICO file holding these PNG images (each at most 256 x 256), in the given order."""
    images = list(pngs)
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(images)
    entries = []
    for data in images:
        width, height = png_size(data)
        if not (1 <= width <= 256 and 1 <= height <= 256):
            raise ValueError(f"an ICO image is at most 256 x 256, not {width} x {height}")
        entries.append(
            struct.pack(
                "<BBBBHHII",
                width % 256,  # 0 means 256
                height % 256,
                0,  # no palette
                0,  # reserved
                1,  # colour planes
                32,  # bits per pixel
                len(data),
                offset,
            )
        )
        offset += len(data)
    return header + b"".join(entries) + b"".join(images)


def icns_bytes(pngs_by_type: Mapping[bytes, bytes]) -> bytes:
    """An ICNS file holding one PNG per slot type (``b"ic07"`` …), checked against ICNS_TYPES."""
    chunks = []
    for kind, data in pngs_by_type.items():
        expected = ICNS_TYPES.get(kind)
        if expected is None:
            raise ValueError(f"unknown ICNS slot {kind!r}")
        if png_size(data) != (expected, expected):
            raise ValueError(f"ICNS slot {kind.decode()} needs {expected} x {expected} pixels")
        chunks.append(kind + struct.pack(">I", 8 + len(data)) + data)
    body = b"".join(chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_pngs(svg: Path = ICON_SVG, sizes: Iterable[int] = PNG_SIZES) -> dict[int, bytes]:
    """Render the SVG at each size into PNG bytes with Qt (needs no display)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise RuntimeError(f"Qt could not read the icon {svg}")
    result = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        array = QByteArray()
        buffer = QBuffer(array)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
            raise RuntimeError(f"Qt could not write a {size} px PNG")
        buffer.close()
        result[size] = bytes(array.data())
    return result


def make_icons(out: Path, svg: Path = ICON_SVG) -> dict[str, Path]:
    """Write the PNGs, the ICO and the ICNS under ``out``; return their paths by kind."""
    pngs = render_pngs(svg)
    png_dir = out / "png"
    png_dir.mkdir(parents=True, exist_ok=True)
    for size, data in pngs.items():
        (png_dir / f"{ICON_NAME}-{size}.png").write_bytes(data)
    ico = out / f"{ICON_NAME}.ico"
    ico.write_bytes(ico_bytes(pngs[size] for size in ICO_SIZES))
    icns = out / f"{ICON_NAME}.icns"
    icns.write_bytes(icns_bytes({kind: pngs[size] for kind, size in ICNS_TYPES.items()}))
    return {"png_dir": png_dir, "ico": ico, "icns": icns, "svg": svg}


def png_path(icons: Mapping[str, Path], size: int) -> Path:
    """The rendered PNG of one size."""
    return icons["png_dir"] / f"{ICON_NAME}-{size}.png"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "build" / "icons")
    args = parser.parse_args(argv)
    made = make_icons(args.out)
    print(f"icons written to {args.out}: {made['ico'].name}, {made['icns'].name}, png/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
