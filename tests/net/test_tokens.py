"""Seat tokens: a seat once taken is given back only to the connection that brings its token;
the host may hand a dropped seat to a computer level until its player returns."""
from __future__ import annotations

import asyncio

from game.net.protocol import MAX_LINE, decode, encode
from game.net.server import Server
from game.net.table import load_table, new_table, table_file
from tests.net.helpers import LIMIT, run


async def exchange(port: int, **join) -> dict:
    """Join with these fields; the server's first answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=MAX_LINE + 1)
    writer.write(encode("join", **join))
    try:
        return decode(await asyncio.wait_for(reader.readuntil(b"\n"), LIMIT))
    finally:
        writer.close()


async def seat_then_rejoin(folder=None) -> tuple[dict, dict, dict, dict, Server]:
    server = Server(folder, log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:2:remote,remote", 5)
    server.add_table(table)
    first = await exchange(port, code=table.code, name="Ann")
    bare = await exchange(port, code=table.code, name="Ann")
    wrong = await exchange(port, code=table.code, name="Ann", token="not-the-right-token")
    right = await exchange(port, code=table.code, name="Ann", token=first["token"])
    await server.close()
    return first, bare, wrong, right, server


def test_a_seat_is_given_a_token_and_a_rejoin_without_it_or_with_a_wrong_one_is_refused(tmp_path):
    first, bare, wrong, right, server = run(seat_then_rejoin(tmp_path))
    assert first["type"] == "welcome" and len(first["token"]) >= 16
    for refused in (bare, wrong):
        assert refused["type"] == "error" and "needs the seat's token" in refused["reason"]
        assert refused["code"] == "token_needed"
    assert right["type"] == "welcome" and right["seat"] == first["seat"] and right["token"] == first["token"]
    (code,) = server.tables
    assert load_table(table_file(tmp_path, code)).seats[0].token == first["token"]     # kept for a restart


def test_no_other_player_ever_sees_a_token():
    first, _, _, _, server = run(seat_then_rejoin())
    assert "token" not in str(first["seats"])


async def hand_over() -> tuple[list[str], dict]:
    logs: list[str] = []
    server = Server(log=logs.append)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:2:remote,greedy", 5)
    server.add_table(table)
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
