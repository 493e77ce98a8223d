"""serve --cert/--key serves over TLS; a client reaches it at tls://HOST:PORT, checks its
certificate against --ca (or the system's authorities) and refuses one that does not verify
before sending anything."""
from __future__ import annotations

import asyncio

import pytest

from game.cli.errors import guarded
from game.cli.join import main as join_main
from game.net.client import SeatClient
from game.net.seating import connect
from game.net.server import Limits, Server
from game.net.table import new_table
from game.net.tls import Untrusted, client_context, parse_address, server_context
from tests.net.authority import Authority, make_authority
from tests.net.helpers import LIMIT, SEED, run
from tests.net.threaded import threaded_server


@pytest.fixture(scope="module")
def authority(tmp_path_factory) -> Authority:
    return make_authority(tmp_path_factory.mktemp("tls") / "ca")


@pytest.fixture(scope="module")
def stranger(tmp_path_factory) -> Authority:
    """Another authority: its server certificate does not verify against `authority`."""
    return make_authority(tmp_path_factory.mktemp("tls") / "other", "Stranger")


def tls_server(cert: Authority):
    return threaded_server(tls=server_context(str(cert.cert), str(cert.key)))


def test_a_game_is_played_over_tls_with_the_certificate_checked(authority):
    async def main() -> tuple[dict, list]:
        server = Server(log=lambda text: None)
        _, port = await server.start("127.0.0.1", 0, server_context(str(authority.cert), str(authority.key)))
        table = new_table("kingdomino:2:remote,remote", SEED)
        await server.add_table(table)
        clients = [SeatClient("127.0.0.1", port, table.code, f"p{i}", "greedy", tls=client_context(str(authority.ca)))
                   for i in range(2)]
        try:
            results = await asyncio.wait_for(asyncio.gather(*(c.run() for c in clients)), LIMIT)
        finally:
            await server.close()
        return table.result(), results

    expected, results = run(main())
    assert results == [expected, expected] and expected["seats"][0]["name"] == "p0"


def test_a_plain_connection_to_a_tls_server_is_never_welcomed(authority):
    async def main() -> bytes:
        server = Server(log=lambda text: None)
        _, port = await server.start("127.0.0.1", 0, server_context(str(authority.cert), str(authority.key)))
        table = new_table("duel:2:remote,greedy", SEED)
        await server.add_table(table)
        try:
            reader, writer = await connect("127.0.0.1", port)
            writer.write(b'{"v":2,"type":"join","code":"' + table.code.encode() + b'","name":"eve"}\n')
            heard = await asyncio.wait_for(reader.read(), LIMIT)      # the server hangs up on it
            writer.close()
            return heard
        finally:
            await server.close()

    heard = run(main())
    assert b"welcome" not in heard and b"token" not in heard


def test_join_plays_over_tls_with_a_private_authority(authority, capsys):
    with tls_server(authority) as (port, table, _):
        assert guarded(join_main, [f"tls://127.0.0.1:{port}", "--code", table.code, "--name", "Ann",
                                   "--ca", str(authority.ca)]) == 0
    assert '"name": "Ann"' in capsys.readouterr().out


@pytest.mark.parametrize("trust", ["system", "private"])
def test_join_refuses_a_server_whose_certificate_does_not_verify(trust, authority, stranger, capsys):
    ca = [] if trust == "system" else ["--ca", str(authority.ca)]
    with tls_server(stranger) as (port, table, logs):
        assert guarded(join_main, [f"tls://127.0.0.1:{port}", "--code", table.code, "--name", "Ann", *ca]) == 2
    err = capsys.readouterr().err
    assert "certificate does not verify" in err and err.count("\n") == 1
    assert not any("sits at" in line for line in logs)           # never seated: the join was not sent


def test_a_certificate_for_another_name_does_not_verify(authority):
    async def main() -> None:
        server = Server(log=lambda text: None)
        _, port = await server.start("127.0.0.2", 0, server_context(str(authority.cert), str(authority.key)))
        try:
            await connect("127.0.0.2", port, LIMIT, client_context(str(authority.ca)))
        finally:
            await server.close()

    with pytest.raises(Untrusted, match="certificate does not verify"):
        run(main())


@pytest.mark.parametrize("argv,words", [
    (["tls://127.0.0.1", "--code", "abcdEFGH1234", "--name", "a"], "tls://HOST:PORT"),
    (["127.0.0.1:5000", "--code", "abcdEFGH1234", "--name", "a", "--ca", "x.pem"], "--ca needs"),
    (["tls://127.0.0.1:5000", "--code", "abcdEFGH1234", "--name", "a", "--ca", "/no/such.pem"], "no such file"),
])
def test_join_refuses_bad_tls_options(argv, words, capsys):
    assert guarded(join_main, argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_serve_refuses_unusable_certificate_files(authority, tmp_path, capsys):
    from game.cli.serve import main as serve_main
    for argv, words in ((["--cert", str(authority.cert)], "go together"),
                        (["--cert", str(authority.cert), "--key", str(tmp_path / "none.key")], "no such file"),
                        (["--cert", str(authority.ca), "--key", str(authority.key)], "cannot be used")):
        assert guarded(serve_main, ["--data", str(tmp_path), *argv]) == 2
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1


def test_an_address_asks_for_tls_with_its_scheme():
    assert parse_address("tls://example.org:443") == ("example.org", 443, True)
    assert parse_address("[::1]:5000") == ("::1", 5000, False)


def test_connections_waiting_for_their_tls_handshake_are_capped_and_timed_like_any(authority):
    async def main(logs: list[str]) -> list[bytes]:
        server = Server(log=logs.append, limits=Limits(per_address=2, join_within=0.3))
        _, port = await server.start("127.0.0.1", 0, server_context(str(authority.cert), str(authority.key)))
        try:
            idle = [await asyncio.open_connection("127.0.0.1", port) for _ in range(3)]   # no handshake ever
            plain = await asyncio.open_connection("127.0.0.1", port + 0)
            heard = [await asyncio.wait_for(reader.read(), LIMIT) for reader, _ in idle]
            for _, writer in idle:
                writer.close()
            return heard + [await asyncio.wait_for(plain[0].read(), LIMIT)]
        finally:
            await server.close()

    logs: list[str] = []
    assert run(main(logs)) == [b""] * 4                   # nothing in clear: refused or timed out, closed
    text = "\n".join(logs)
    assert "more than 2 connections from this address" in text and "no TLS handshake within 0.3 seconds" in text


def test_a_client_gone_as_its_tls_handshake_ends_is_forgotten_and_the_server_still_closes(authority, monkeypatch):
    """When a client leaves the moment its handshake ends, asyncio's start_tls gives the
    server's writer no transport back (seen in CI: the server's shutdown then failed on that
    connection). The server ends it like any lost connection and closes cleanly."""
    start_tls = asyncio.StreamWriter.start_tls

    async def gone(self, *args, **kwargs):
        await start_tls(self, *args, **kwargs)
        self.transport.abort()              # the client is gone…
        self._transport = None              # …and asyncio hands back no transport

    monkeypatch.setattr(asyncio.StreamWriter, "start_tls", gone)

    async def main(errors: list) -> tuple[bytes, int]:
        asyncio.get_running_loop().set_exception_handler(lambda loop, context: errors.append(context))
        server = Server(log=lambda text: None)
        _, port = await server.start("127.0.0.1", 0, server_context(str(authority.cert), str(authority.key)))
        try:
            reader, writer = await connect("127.0.0.1", port, tls=client_context(str(authority.ca)))
            heard = await asyncio.wait_for(reader.read(), LIMIT)
            writer.close()
            if server.gate.handlers:            # the server's handler for it ends
                await asyncio.wait(server.gate.handlers, timeout=LIMIT)
            return heard, len(server.gate.clients)
        finally:
            await server.close()

    errors: list = []
    assert run(main(errors)) == (b"", 0)
    assert not [e for e in errors if "exception" in e], errors
