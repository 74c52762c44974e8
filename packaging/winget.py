"""The winget manifests of a release's Windows setup (schema 1.6.0: version, installer and
default-locale files), for submitting to github.com/microsoft/winget-pkgs.

    python3 packaging/winget.py dist/installers/samba-desktop-<v>-windows-x64-setup.exe --out DIR

The release workflow runs it on the setup it publishes and attaches the three files; the
installer's URL is the release asset's, its SHA-256 that of the file given. A maintainer submits
them with ``wingetcreate submit`` (or a pull request to winget-pkgs).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import project  # noqa: E402

PACKAGE_ID = "SambaDesktop.SambaDesktop"
MANIFEST_VERSION = "1.6.0"
SCHEMA = "https://aka.ms/winget-manifest.{kind}.1.6.0.schema.json"


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest().upper()


def installer_url(setup_name: str, version: str) -> str:
    return f"{project.RELEASES_URL}/download/v{version}/{setup_name}"


def manifests(setup: Path, version: str | None = None) -> dict[str, str]:
    """File name -> YAML text of the three manifests."""
    version = version or project.version()
    head = f"PackageIdentifier: {PACKAGE_ID}\nPackageVersion: {version}\n"
    tail = f"ManifestVersion: {MANIFEST_VERSION}\n"
    return {
        f"{PACKAGE_ID}.yaml": (
            f"# yaml-language-server: $schema={SCHEMA.format(kind='version')}\n"
            f"{head}DefaultLocale: en-US\nManifestType: version\n{tail}"
        ),
        f"{PACKAGE_ID}.installer.yaml": (
            f"# yaml-language-server: $schema={SCHEMA.format(kind='installer')}\n"
            f"{head}"
            "InstallerType: inno\n"
            "MinimumOSVersion: 10.0.17763.0\n"  # the setup's MinVersion (Qt 6.11's floor)
            "UpgradeBehavior: install\n"
            "Installers:\n"
            "  - Architecture: x64\n"
            "    Scope: user\n"
            f"    InstallerUrl: {installer_url(setup.name, version)}\n"
            f"    InstallerSha256: {sha256(setup)}\n"
            "    InstallerSwitches:\n"
            "      Custom: /CURRENTUSER\n"
            "  - Architecture: x64\n"
            "    Scope: machine\n"
            f"    InstallerUrl: {installer_url(setup.name, version)}\n"
            f"    InstallerSha256: {sha256(setup)}\n"
            "    InstallerSwitches:\n"
            "      Custom: /ALLUSERS\n"
            f"ManifestType: installer\n{tail}"
        ),
        f"{PACKAGE_ID}.locale.en-US.yaml": (
            f"# yaml-language-server: $schema={SCHEMA.format(kind='defaultLocale')}\n"
            f"{head}"
            "PackageLocale: en-US\n"
            f"Publisher: {project.PUBLISHER}\n"
            f"PublisherUrl: {project.HOMEPAGE}\n"
            f"PublisherSupportUrl: {project.HOMEPAGE}/issues\n"
            f"PackageName: {project.APP_NAME}\n"
            f"PackageUrl: {project.HOMEPAGE}\n"
            "License: MIT\n"
            f"LicenseUrl: {project.HOMEPAGE}/blob/main/LICENSE\n"
            f"Copyright: {project.COPYRIGHT}\n"
            f"ShortDescription: {project.SUMMARY}\n"
            "Description: >-\n"
            "  Samba is the three-deck member of the Canasta family. Samba Desktop lets you play\n"
            "  it offline against computer opponents, with a computer partner, in English,\n"
            "  German, Swedish, Norwegian and Czech.\n"
            "Tags:\n  - canasta\n  - card-game\n  - samba\n"
            f"ReleaseNotesUrl: {project.RELEASES_URL}/tag/v{version}\n"
            f"ManifestType: defaultLocale\n{tail}"
        ),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the winget manifests of a setup.exe.")
    parser.add_argument("setup", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--version", help="default: pyproject.toml's")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, text in manifests(args.setup, args.version).items():
        (args.out / name).write_text(text, encoding="utf-8")
        print(args.out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
