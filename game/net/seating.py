"""A client's side of a connection to a table, shared by the window's link and the headless
player: taking a seat, where a held seat's token is never sent (the server proves it holds
the seat before the client answers, game.net.protocol), and reading with deadlines, so a
server that accepts a connection but never answers is given up on instead of waited for.
"""
from __future__ import annotations

import asyncio
import hmac
import ssl
from typing import Any

from game.net.protocol import (
    MAX_LINE,
    ProtocolError,
    check_challenge,
    decode,
    encode,
    new_nonce,
    seat_key,
    seat_proof,
)
from game.net.tls import Untrusted

ANSWER_WITHIN = 10.0     # seconds a server may take to accept the connection and answer a hello or join
QUIET = 30.0             # seconds of silence before the client asks whether the server is still there


class Silent(ConnectionError):
    """Nothing came from the server in time."""


class Unproven(Exception):
    """The server could not prove it holds the seat (it answered the hello wrongly or not with a
    challenge): it is not the table's server, and it was told nothing."""


async def connect(host: str, port: int, within: float = ANSWER_WITHIN, tls: ssl.SSLContext | None = None
                  ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A connection to host:port, over TLS with `tls` (Untrusted when the server's certificate
    does not verify: nothing was sent to it)."""
    try:
        return await asyncio.wait_for(asyncio.open_connection(host, port, limit=MAX_LINE + 1, ssl=tls,
                                                              ssl_handshake_timeout=within if tls else None), within)
    except TimeoutError:
        raise ConnectionError(f"{host}:{port} did not accept the connection within {within:g} seconds") from None
    except ssl.SSLCertVerificationError as exc:
        raise Untrusted(f"{host}:{port}: its certificate does not verify ({exc.verify_message})") from None


async def receive(reader: asyncio.StreamReader, within: float | None) -> dict:
    """The next message (Silent when none came within `within` seconds)."""
    try:
        line = await asyncio.wait_for(reader.readuntil(b"\n"), within)
    except TimeoutError:
        raise Silent(f"the server did not answer within {within:g} seconds") from None
    except asyncio.LimitOverrunError:
        raise ProtocolError(f"the server sent a line longer than {MAX_LINE} bytes") from None
    return decode(line)


async def take_seat(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, code: str, name: str,
                    token: str, since: int, within: float = ANSWER_WITHIN) -> dict:
    """Join the table, proving the token when there is one; the server's answer to the join
    (a welcome, or an error with its reason: also an error answering the hello)."""
    answer: dict = {}
    if token:
        nonce = new_nonce()
        writer.write(encode("hello", code=code, name=name, nonce=nonce))
        msg = await receive(reader, within)
        if msg["type"] == "error":
            return msg
        try:
            server_nonce, proof = check_challenge(msg)
        except ProtocolError as exc:
            raise Unproven(str(exc)) from None
        key = seat_key(token)
        if not hmac.compare_digest(proof, seat_proof(key, "server", code, name, nonce, server_nonce)):
            raise Unproven("the server could not prove it holds the seat")
        answer = {"proof": seat_proof(key, "client", code, name, nonce, server_nonce), "since": since}
    writer.write(encode("join", code=code, name=name, **answer))
    return await receive(reader, within)


async def listen(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, quiet: float = QUIET,
                 within: float = ANSWER_WITHIN) -> dict:
    """The next message of a seated connection other than a pong: after `quiet` seconds of
    silence the server is pinged, and Silent when it does not answer in time."""
    while True:
        try:
            msg = await receive(reader, quiet)
        except Silent:
            writer.write(encode("ping"))
            msg = await receive(reader, within)
        if msg["type"] != "pong":
            return msg


async def request(host: str, port: int, kind: str, tls: ssl.SSLContext | None = None,
                  within: float = ANSWER_WITHIN, **fields: Any) -> dict[str, Any]:
    """One message to the server and its answer, on a connection of its own (a lobby's)."""
    reader, writer = await connect(host, port, within, tls)
    try:
        writer.write(encode(kind, **fields))
        return await receive(reader, within)
    except asyncio.IncompleteReadError:
        raise ConnectionError(f"{host}:{port} closed the connection without an answer") from None
    finally:
        writer.close()
