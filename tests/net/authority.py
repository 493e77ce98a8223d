"""A certificate authority made for the TLS tests, with the `openssl` command line (the
`cryptography` package is not among the project's packages): an authority and a server
certificate it signs for 127.0.0.1 and localhost, valid for a day."""
from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.net.helpers import LIMIT

KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
SERVER_EXTENSIONS = """basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature
extendedKeyUsage=serverAuth
subjectAltName=IP:127.0.0.1,DNS:localhost
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid
"""


@dataclass(frozen=True)
class Authority:
    ca: Path           # the authority's certificate: what a client trusts (--ca)
    cert: Path         # the server's certificate, signed by it ...
    key: Path          # ... and its key


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=LIMIT)


def make_authority(folder: Path, name: str = "Test") -> Authority:
    if shutil.which("openssl") is None:
        pytest.skip("the TLS tests make their certificates with the openssl command, which is not installed")
    folder.mkdir(parents=True, exist_ok=True)
    _openssl("req", "-x509", *KEY, "-keyout", "ca.key", "-out", "ca.pem", "-days", "1", "-subj", f"/CN={name} CA",
             "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
             cwd=folder)
    _openssl("req", *KEY, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost", cwd=folder)
    (folder / "server.ext").write_text(SERVER_EXTENSIONS)
    _openssl("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
             "-out", "server.pem", "-days", "1", "-extfile", "server.ext", cwd=folder)
    return Authority(folder / "ca.pem", folder / "server.pem", folder / "server.key")
