"""The application icon: PNGs rendered from the SVG, and valid ICO and ICNS containers."""

import struct
import subprocess
import sys
import zlib

import make_icons
import pytest


def tiny_png(width: int, height: int) -> bytes:
    """A valid, fully transparent RGBA PNG of the given size."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    rows = b"".join(b"\0" + b"\0\0\0\0" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        make_icons.PNG_SIGNATURE
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def read_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, image bytes) of each entry, checking the header and the directory."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    entries = []
    for index in range(count):
        width, height, colours, zero, planes, bits, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert (colours, zero, planes, bits) == (0, 0, 1, 32)
        assert offset >= 6 + 16 * count and offset + size <= len(data)
        entries.append((width or 256, height or 256, data[offset : offset + size]))
    return entries


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """Slot type -> payload, checking the magic and that the chunk lengths add up."""
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    slots, position = {}, 8
    while position < len(data):
        kind, length = (
            data[position : position + 4],
            struct.unpack(">I", data[position + 4 : position + 8])[0],
        )
        assert length > 8 and position + length <= len(data)
        slots[kind] = data[position + 8 : position + length]
        position += length
    assert position == len(data)
    return slots


def test_ico_directory_points_at_each_png_and_says_its_size():
    images = [tiny_png(16, 16), tiny_png(48, 48), tiny_png(256, 256)]
    entries = read_ico(make_icons.ico_bytes(images))
    assert [(w, h) for w, h, _ in entries] == [(16, 16), (48, 48), (256, 256)]
    assert [data for _, _, data in entries] == images


def test_ico_refuses_images_larger_than_256():
    with pytest.raises(ValueError, match="256"):
        make_icons.ico_bytes([tiny_png(512, 512)])


def test_icns_holds_each_slot_with_a_png_of_the_slot_size():
    pngs = {kind: tiny_png(size, size) for kind, size in make_icons.ICNS_TYPES.items()}
    assert read_icns(make_icons.icns_bytes(pngs)) == pngs


def test_icns_refuses_a_png_of_the_wrong_size():
    with pytest.raises(ValueError, match="ic07"):
        make_icons.icns_bytes({b"ic07": tiny_png(64, 64)})


def test_make_icons_renders_every_size_from_the_svg(tmp_path):
    # A separate process: rendering needs a QGuiApplication, which must not be this test
    # process's application (the UI tests need a QApplication).
    subprocess.run(
        [sys.executable, str(make_icons.__file__), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    for size in make_icons.PNG_SIZES:
        data = (tmp_path / "png" / f"samba-desktop-{size}.png").read_bytes()
        assert make_icons.png_size(data) == (size, size)
        assert len(data) > 300, "an empty image compresses to almost nothing"
    ico = read_ico((tmp_path / "samba-desktop.ico").read_bytes())
    assert sorted(w for w, _, _ in ico) == sorted(make_icons.ICO_SIZES)
    for width, height, data in ico:
        assert make_icons.png_size(data) == (width, height)
    icns = read_icns((tmp_path / "samba-desktop.icns").read_bytes())
    assert set(icns) == set(make_icons.ICNS_TYPES)
    for kind, data in icns.items():
        size = make_icons.ICNS_TYPES[kind]
        assert make_icons.png_size(data) == (size, size)
