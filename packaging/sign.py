"""Authenticode signing of the Windows app and its setup, when a certificate is given.

build.py signs the frozen ``samba-desktop.exe`` (before Inno Setup packs it) and the setup when
the environment names a code-signing certificate:

    SAMBA_SIGN_PFX            the certificate with its private key, a PKCS#12 file (.pfx/.p12)
    SAMBA_SIGN_PASSWORD       its password (may be empty)
    SAMBA_SIGN_TIMESTAMP_URL  optional: an RFC 3161 timestamp server (e.g. http://timestamp.digicert.com),
                              so the signature outlives the certificate
    SAMBA_SIGN_TOOL           optional: the program to sign with (signtool.exe or osslsigncode);
                              default signtool on Windows, osslsigncode elsewhere

Without SAMBA_SIGN_PFX nothing is signed. ``python packaging/sign.py FILE...`` signs files by hand
with the same settings; ``--verify CERT.pem`` checks files against a certificate (osslsigncode).
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

DESCRIPTION = "Samba Desktop"
URL = "https://github.com/sambadesktop/samba-desktop"


@dataclass(frozen=True)
class Signing:
    pfx: Path
    password: str
    timestamp_url: str | None
    tool: str


def settings(environ: os._Environ[str] | dict[str, str] = os.environ) -> Signing | None:
    """The signing settings from the environment; None when no certificate is given."""
    pfx = environ.get("SAMBA_SIGN_PFX")
    if not pfx:
        return None
    if not Path(pfx).is_file():
        raise SystemExit(f"SAMBA_SIGN_PFX names no file: {pfx}")
    tool = environ.get("SAMBA_SIGN_TOOL") or find_tool(sys.platform == "win32")
    return Signing(Path(pfx), environ.get("SAMBA_SIGN_PASSWORD", ""),
                   environ.get("SAMBA_SIGN_TIMESTAMP_URL") or None, tool)


def find_tool(windows: bool) -> str:
    """signtool on Windows (on PATH or in the newest Windows 10/11 SDK), else osslsigncode."""
    if windows:
        found = shutil.which("signtool")
        if found:
            return found
        kits = os.environ.get("PROGRAMFILES(X86)", "C:/Program Files (x86)")
        candidates = sorted(glob.glob(f"{kits}/Windows Kits/10/bin/10.*/x64/signtool.exe"))
        if candidates:
            return candidates[-1]
    found = shutil.which("osslsigncode")
    if found:
        return found
    raise SystemExit("SAMBA_SIGN_PFX is set but no signing tool was found: install signtool "
                     "(Windows SDK) or osslsigncode, or name one in SAMBA_SIGN_TOOL")


def is_signtool(tool: str) -> bool:
    return Path(tool).stem.lower() == "signtool"


def command(signing: Signing, path: Path, out: Path) -> list[str]:
    """The command that signs ``path`` into ``out`` (signtool signs in place: out == path)."""
    if is_signtool(signing.tool):
        args = [signing.tool, "sign", "/f", str(signing.pfx), "/p", signing.password,
                "/fd", "sha256", "/d", DESCRIPTION, "/du", URL]
        if signing.timestamp_url:
            args += ["/tr", signing.timestamp_url, "/td", "sha256"]
        return [*args, str(path)]
    args = [signing.tool, "sign", "-pkcs12", str(signing.pfx), "-pass", signing.password,
            "-h", "sha256", "-n", DESCRIPTION, "-i", URL]
    if signing.timestamp_url:
        args += ["-ts", signing.timestamp_url]
    return [*args, "-in", str(path), "-out", str(out)]


def sign(path: Path, signing: Signing) -> None:
    """Sign one file in place."""
    out = path.with_name(path.name + ".signed")
    args = command(signing, path, out)
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        shown = [("***" if arg == signing.password and arg else arg) for arg in args]
        raise SystemExit(f"signing {path.name} failed: {' '.join(shown)}\n"
                         f"{result.stdout}{result.stderr}")
    if "-out" in args:
        out.replace(path)


def verify(path: Path, certificate: Path) -> str:
    """Check the signature of ``path`` against a (self-signed or CA) certificate; its signer."""
    result = subprocess.run(["osslsigncode", "verify", "-ignore-crl", "-CAfile", str(certificate),
                             "-in", str(path)], capture_output=True, text=True)
    output = result.stdout + result.stderr
    if result.returncode != 0 or "Signature verification: ok" not in output:
        raise SystemExit(f"the signature of {path} does not verify against {certificate}:\n"
                         f"{output}")
    subject = next((line.split("Subject:", 1)[1].strip() for line in output.splitlines()
                    if "Subject:" in line), "?")
    return subject


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Sign (or verify) Windows programs.")
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--verify", type=Path, metavar="CERT.pem",
                        help="check the signatures against this certificate instead")
    args = parser.parse_args(argv)
    for path in args.files:
        if args.verify:
            print(f"{path}: signed by {verify(path, args.verify)}")
            continue
        signing = settings()
        if signing is None:
            parser.error("set SAMBA_SIGN_PFX (and SAMBA_SIGN_PASSWORD) to sign")
        sign(path, signing)
        print(f"{path}: signed with {signing.pfx.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
