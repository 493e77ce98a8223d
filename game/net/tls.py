"""Encryption of a connection (TLS): the server's context from its certificate and key files,
a client's from the system's authorities or a private one, and the addresses that ask for it.

An address written tls://HOST:PORT is reached over TLS and its certificate is checked (its
name and its authority); HOST:PORT is plain TCP, as on a local network. A certificate that
does not verify is refused before anything is sent: seat tokens, proofs and codes never
cross the network in clear or to a server that is not the one named.
"""
from __future__ import annotations

import ssl

SCHEME = "tls://"


class Untrusted(Exception):
    """The server's certificate does not verify (its one-line reason); never retried."""


class BadAddress(ValueError):
    """An address that is not HOST:PORT or tls://HOST:PORT."""


def parse_address(text: str) -> tuple[str, int, bool]:
    """(host, port, tls) of HOST:PORT or tls://HOST:PORT (an IPv6 host in brackets)."""
    tls = text.lower().startswith(SCHEME)
    rest = text[len(SCHEME):] if tls else text
    host, sep, port = rest.rpartition(":")
    if not sep or not host or "/" in host or not port.isascii() or not port.isdigit() or not 0 < int(port) < 65536:
        raise BadAddress(f"expected HOST:PORT or {SCHEME}HOST:PORT, got {text!r}")
    return host.strip("[]"), int(port), tls


def server_context(cert: str, key: str) -> ssl.SSLContext:
    """The server's context (TLS 1.2 at least); ValueError with a one-line reason when the
    files cannot be read or do not belong together."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except FileNotFoundError as exc:
        raise ValueError(f"no such file: {exc.filename}") from None
    except ssl.SSLError as exc:
        raise ValueError(f"the certificate and key cannot be used: {exc.reason or exc}") from None
    except OSError as exc:
        raise ValueError(f"cannot read the certificate or key: {exc.strerror or exc}") from None
    return context


def client_context(ca: str | None = None) -> ssl.SSLContext:
    """A client's context that checks the server's certificate and name: against the
    authority in the file `ca`, or the system's trusted ones; ValueError when `ca` is unusable."""
    context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH, cafile=None)
    if ca is not None:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)           # this authority alone
        try:
            context.load_verify_locations(cafile=ca)
        except FileNotFoundError:
            raise ValueError(f"no such file: {ca}") from None
        except (ssl.SSLError, OSError) as exc:
            raise ValueError(f"cannot use {ca} as an authority: {getattr(exc, 'reason', None) or exc}") from None
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context
