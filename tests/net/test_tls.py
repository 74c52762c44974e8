"""``wss://``: a table served with its own certificate (``serve --certificate --key``)."""

from __future__ import annotations

import shutil
import ssl
import subprocess

import pytest

from samba_desktop.net import JoinRefused, TableClient
from samba_desktop.net.link import Link

from .helpers import run
from .test_serve import GUARD, served  # noqa: F401 - the fixture

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl")


@pytest.fixture
def certificate(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True,
                   timeout=GUARD)
    return cert, key


def test_a_table_with_a_certificate_is_joined_over_tls_only(served, certificate):  # noqa: F811
    cert, key = certificate
    child = served("--players", "2", "--certificate", str(cert), "--key", str(key))
    trusted = ssl.create_default_context(cafile=str(cert))

    async def main():
        client = TableClient(child.link, "Anna", ssl_context=trusted)
        welcome = await client.connect(GUARD)
        assert welcome["seat"] == 0 and client.view is not None
        await client.close()
        # the same link without TLS gets nowhere, and neither does a client that does not
        # trust the certificate
        with pytest.raises(OSError):
            await TableClient(child.link, "Bruno").connect(GUARD)
        with pytest.raises((OSError, JoinRefused)):
            await TableClient(Link(child.link.host, child.link.port, child.link.token, True),
                              "Carl").connect(GUARD)

    run(main)
