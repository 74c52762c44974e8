"""The AppImage's last step, done by the release workflow with the downloaded runtime: the
update information written into the runtime's .upd_info section, then runtime + payload."""

import shutil
import subprocess
from pathlib import Path

import appimage
import pytest

pytestmark = pytest.mark.skipif(
    shutil.which("objcopy") is None or shutil.which("objdump") is None, reason="binutils"
)


def fake_runtime(folder: Path) -> Path:
    """An ELF program with an empty 1024-byte .upd_info section, as the real runtime has."""
    zeros = folder / "zeros"
    zeros.write_bytes(b"\0" * 1024)
    runtime = folder / "runtime"
    subprocess.run(
        ["objcopy", "--add-section", f".upd_info={zeros}", shutil.which("true"), str(runtime)],
        check=True,
    )
    return runtime


def section(elf: Path, name: str) -> bytes:
    offset, size = appimage.section_span(elf, name)
    return elf.read_bytes()[offset : offset + size]


def test_the_appimage_is_the_runtime_with_its_update_information_then_the_payload(tmp_path):
    runtime = fake_runtime(tmp_path)
    payload = tmp_path / "payload.squashfs"
    payload.write_bytes(b"hsqs" + bytes(range(256)) * 8)
    image = appimage.build_appimage(runtime, payload, tmp_path / "out", arch="x86_64")
    assert image.name.endswith("-x86_64.AppImage")
    data = image.read_bytes()
    size = runtime.stat().st_size
    assert data[size:] == payload.read_bytes()
    head = tmp_path / "head"
    head.write_bytes(data[:size])
    information = section(head, ".upd_info").rstrip(b"\0").decode()
    assert information == (
        "gh-releases-zsync|sambadesktop|samba-desktop|latest|Samba_Desktop-*-x86_64.AppImage.zsync"
    )
    assert section(runtime, ".upd_info") == b"\0" * 1024, "the downloaded runtime stays as it is"
    assert image.stat().st_mode & 0o111


def test_a_program_without_the_section_is_refused(tmp_path):
    with pytest.raises(SystemExit, match="no .upd_info section"):
        appimage.build_appimage(
            Path(shutil.which("true")), tmp_path / "p", tmp_path / "out", arch="x86_64"
        )
