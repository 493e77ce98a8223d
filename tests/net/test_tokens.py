"""Seat tokens: a seat once taken is given back only to the connection that proves it holds
its token, which travels once (the first welcome) and is never sent to a server that did not
prove it holds the seat; the host may hand a dropped seat to a computer level until its
player returns."""
from __future__ import annotations

import asyncio

import pytest

from game.net.client import JoinRefused, SeatClient
from game.net.protocol import MAX_LINE, decode, encode, seat_key, seat_proof
from game.net.seating import Unproven, receive, take_seat
from game.net.server import Server
from game.net.store_files import FileStore
from game.net.table import load_table, new_table, table_file
from tests.net.helpers import LIMIT, Impostor, run


class Tap:
    """A writer that keeps what it sends."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self.writer, self.sent = writer, bytearray()

    def write(self, data: bytes) -> None:
        self.sent += data
        self.writer.write(data)


async def exchange(port: int, **join) -> dict:
    """Join with these fields; the server's first answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=MAX_LINE + 1)
    writer.write(encode("join", **join))
    try:
        return decode(await asyncio.wait_for(reader.readuntil(b"\n"), LIMIT))
    finally:
        writer.close()


async def rejoin(port: int, code: str, name: str, token: str, sent: bytearray | None = None) -> dict:
    """Take the seat back as a client does (the server proves first, then the client); the
    server's answer to the join. `sent` keeps every byte the client sent."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=MAX_LINE + 1)
    tap = Tap(writer)
    try:
        return await take_seat(reader, tap, code, name, token, -1, LIMIT)
    finally:
        if sent is not None:
            sent += tap.sent
        writer.close()


async def seat_then_rejoin(folder=None) -> tuple[dict, dict, dict, dict, Server, bytes]:
    server = Server(FileStore(folder) if folder is not None else None, log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:2:remote,remote", 5)
    await server.add_table(table)
    first = await exchange(port, code=table.code, name="Ann")
    bare = await exchange(port, code=table.code, name="Ann")
    sent = bytearray()
    with pytest.raises(Unproven):                    # a wrong token: the server's proof does not hold
        await rejoin(port, table.code, "Ann", "not-the-right-token")
    right = await rejoin(port, table.code, "Ann", first["token"], sent)
    replayed = await exchange(port, code=table.code, name="Ann", proof=decode(sent.splitlines()[-1])["proof"])
    await server.close()
    return first, bare, replayed, right, server, bytes(sent)


def test_a_seat_is_given_a_token_and_a_rejoin_without_it_or_with_a_replayed_proof_is_refused(tmp_path):
    first, bare, replayed, right, server, _ = run(seat_then_rejoin(tmp_path))
    assert first["type"] == "welcome" and len(first["token"]) >= 16
    for refused in (bare, replayed):
        assert refused["type"] == "error" and "needs the seat's token" in refused["reason"]
        assert refused["code"] == "token_needed"
    assert right["type"] == "welcome" and right["seat"] == first["seat"]
    (code,) = server.tables
    assert load_table(table_file(tmp_path, code)).seats[0].key == seat_key(first["token"])    # kept for a restart


def test_a_token_travels_once_taking_the_seat_back_proves_it_without_sending_it():
    first, _, _, right, _, sent = run(seat_then_rejoin())
    assert first["token"] and right["token"] == ""                # the server does not send it again
    assert first["token"].encode() not in sent and b"proof" in sent


async def wrong_client_proof() -> tuple[dict, dict]:
    """A client that heard the server's proof but holds no token: its answer is refused."""
    server = Server(log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:2:remote,remote", 5)
    await server.add_table(table)
    await exchange(port, code=table.code, name="Ann")
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=MAX_LINE + 1)
    writer.write(encode("hello", code=table.code, name="Ann", nonce="n0nce-0f-Mallory"))
    challenge = await receive(reader, LIMIT)
    guess = seat_proof("a-guessed-token-16", "client", table.code, "Ann", "n0nce-0f-Mallory", challenge["nonce"])
    writer.write(encode("join", code=table.code, name="Ann", proof=guess))
    answer = await receive(reader, LIMIT)
    writer.write(encode("hello", code=table.code, name="Nobody", nonce="n0nce-0f-Mallory"))
    nobody = await receive(reader, LIMIT)
    writer.close()
    await server.close()
    return answer, nobody


def test_a_proof_made_without_the_token_is_refused_and_a_seat_nobody_holds_has_no_challenge():
    answer, nobody = run(wrong_client_proof())
    assert answer["type"] == "error" and answer["code"] == "token_needed"
    assert nobody["type"] == "error" and nobody["code"] == "not_held"


async def to_impostor(impostor: Impostor) -> Exception | dict:
    client = SeatClient("127.0.0.1", impostor.port, "abcdEFGH1234", "Ann", "greedy", retries=0, within=LIMIT)
    client.token = "t0ken-0f-Ann-16ch"           # a seat held at the real table
    try:
        return await client.run()
    except JoinRefused as exc:
        return exc


def test_a_client_never_sends_its_token_to_a_server_that_cannot_prove_it_holds_the_seat():
    impostor = Impostor()
    try:
        outcome = run(to_impostor(impostor))
        heard = impostor.heard()
    finally:
        impostor.close()
    assert isinstance(outcome, JoinRefused) and "could not prove" in str(outcome)
    assert b"t0ken-0f-Ann-16ch" not in heard and b"hello" in heard and b"join" not in heard


def test_no_other_player_ever_sees_a_token():
    first, _, _, _, _, _ = run(seat_then_rejoin())
    assert "token" not in str(first["seats"])


async def hand_over() -> tuple[list[str], dict]:
    logs: list[str] = []
    server = Server(log=logs.append)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:2:remote,greedy", 5)
    await server.add_table(table)
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=MAX_LINE + 1)
    writer.write(encode("join", code=table.code, name="Ann"))
    welcome = decode(await asyncio.wait_for(reader.readuntil(b"\n"), LIMIT))
    writer.transport.abort()                        # Ann drops before her first move
    await asyncio.wait_for(_until(lambda: not table.seats[0].connected), LIMIT)
    server.hand_seat(table.code, welcome["seat"], "random")
    await asyncio.wait_for(_until(table.over), LIMIT)
    await server.close()
    return logs, table.seats[0].public()


async def _until(done) -> None:
    while not done():
        await asyncio.sleep(0)


def test_the_host_hands_a_dropped_seat_to_a_computer_level_and_the_game_goes_on():
    logs, seat = run(hand_over())
    assert any("seat 1 is played by random until Ann returns" in line for line in logs)
    assert seat["filled"] and seat["fill"] == "random"
