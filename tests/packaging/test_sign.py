"""Signing the Windows app and setup: which tool, which arguments (no Windows needed)."""

import shutil
import subprocess
from pathlib import Path

import build
import pytest
import sign


@pytest.fixture
def pfx(tmp_path):
    path = tmp_path / "cert.pfx"
    path.write_bytes(b"not read here")
    return path


def test_nothing_is_signed_without_a_certificate():
    assert sign.settings({}) is None
    assert build.iscc_signing_arguments(None) == []


def test_a_certificate_that_is_not_there_stops_the_build(tmp_path):
    with pytest.raises(SystemExit, match="names no file"):
        sign.settings({"SAMBA_SIGN_PFX": str(tmp_path / "missing.pfx")})


def test_signtool_signs_in_place_with_sha256_and_a_timestamp(pfx):
    signing = sign.settings({
        "SAMBA_SIGN_PFX": str(pfx), "SAMBA_SIGN_PASSWORD": "secret",
        "SAMBA_SIGN_TIMESTAMP_URL": "http://timestamp.example", "SAMBA_SIGN_TOOL": "C:/Kits/signtool.exe",
    })
    args = sign.command(signing, Path("app.exe"), Path("app.exe"))
    assert args[:2] == ["C:/Kits/signtool.exe", "sign"]
    assert args[args.index("/f") + 1] == str(pfx) and args[args.index("/p") + 1] == "secret"
    assert args[args.index("/fd") + 1] == "sha256"
    assert args[args.index("/tr") + 1] == "http://timestamp.example"
    assert args[-1] == "app.exe"


def test_osslsigncode_writes_a_signed_copy_without_a_timestamp_unless_asked(pfx):
    signing = sign.settings({"SAMBA_SIGN_PFX": str(pfx), "SAMBA_SIGN_TOOL": "/usr/bin/osslsigncode"})
    args = sign.command(signing, Path("setup.exe"), Path("setup.exe.signed"))
    assert args[args.index("-pkcs12") + 1] == str(pfx) and args[args.index("-pass") + 1] == ""
    assert args[args.index("-h") + 1] == "sha256"
    assert "-ts" not in args
    assert args[-4:] == ["-in", "setup.exe", "-out", "setup.exe.signed"]


def test_inno_setup_signs_setup_and_uninstaller_when_signtool_is_the_tool(pfx):
    with_signtool = sign.Signing(pfx, "pw", None, "signtool.exe")
    define, tool = build.iscc_signing_arguments(with_signtool)
    assert define == "/DSignTool=sambasign"
    assert tool.startswith("/Ssambasign=$qsigntool.exe$q $qsign$q") and tool.endswith(" $f")
    # osslsigncode cannot run inside ISCC: build.py signs the finished setup instead
    assert build.iscc_signing_arguments(sign.Signing(pfx, "pw", None, "osslsigncode")) == []
    iss = (build.project.PACKAGING / "windows" / "samba-desktop.iss").read_text(encoding="utf-8")
    assert "SignTool={#SignTool}" in iss and "SignedUninstaller=yes" in iss


@pytest.mark.skipif(not (shutil.which("osslsigncode") and shutil.which("openssl")),
                    reason="needs osslsigncode and openssl")
def test_a_signature_made_with_a_throw_away_certificate_verifies_against_it(tmp_path):
    key, cert, pfx = tmp_path / "key.pem", tmp_path / "cert.pem", tmp_path / "cert.pfx"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", "/CN=Samba Desktop test signing", "-keyout", str(key), "-out",
                    str(cert), "-addext", "extendedKeyUsage=codeSigning"],
                   check=True, capture_output=True)
    subprocess.run(["openssl", "pkcs12", "-export", "-inkey", str(key), "-in", str(cert),
                    "-out", str(pfx), "-passout", "pass:pw"], check=True, capture_output=True)
    program = tmp_path / "program.exe"
    shutil.copy(_a_windows_program(), program)
    signing = sign.settings({"SAMBA_SIGN_PFX": str(pfx), "SAMBA_SIGN_PASSWORD": "pw",
                             "SAMBA_SIGN_TOOL": shutil.which("osslsigncode")})
    sign.sign(program, signing)
    assert "Samba Desktop test signing" in sign.verify(program, cert)
    other = tmp_path / "other.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", "/CN=Someone else", "-keyout", str(tmp_path / "k2.pem"), "-out",
                    str(other)], check=True, capture_output=True)
    with pytest.raises(SystemExit, match="does not verify"):
        sign.verify(program, other)


def _a_windows_program():
    """A small Windows program: the script launcher pip ships for Windows (distlib's t64.exe)."""
    import pip

    found = sorted(Path(pip.__file__).parent.glob("_vendor/distlib/t64.exe"))
    if not found:
        pytest.skip("this pip carries no Windows launcher")
    return found[0]
