"""The one rule for a dropped player's seat, at every table however it was made: after the
server's wait any other seated player may let a computer play it; before, nobody; every
window is told the seconds left."""
from __future__ import annotations

import asyncio

from game.net.protocol import MAX_LINE, decode, encode
from game.net.server import Server
from game.net.stand_ins import public_seats, refused_hand
from game.net.table import new_table
from tests.net.helpers import LIMIT, run


def seated(spec: str = "kingdomino:3:remote,remote,greedy"):
    table = new_table(spec, 5)
    for seat, name in zip(table.seats, ("Ann", "Bea")):
        seat.name, seat.connected, seat.dropped = name, True, 100.0
    return table


def test_a_dropped_seat_is_told_with_its_seconds_left_and_nobody_elses_is():
    table = seated()
    table.seats[1].connected = False
    lines = public_seats(table, 60.0, 130.2)
    assert [line.get("hand_in") for line in lines] == [None, 30, None]
    assert public_seats(table, 60.0, 500.0)[1]["hand_in"] == 0
    table.seats[1].filled, table.seats[1].fill = True, "easy"          # someone plays for her
    assert "hand_in" not in public_seats(table, 60.0, 500.0)[1]


def test_who_may_hand_a_seat_on_and_when():
    table = seated()
    table.seats[1].connected = False
    assert refused_hand(table, 0, 1, "easy", 60.0, 130.0)[1] == "not_yet"     # still waited for
    assert refused_hand(table, 0, 1, "easy", 60.0, 160.0) is None             # Ann may now
    assert refused_hand(table, 0, 1, "nobody", 60.0, 160.0)[1] == "unknown_level"
    assert refused_hand(table, 0, 2, "easy", 60.0, 160.0)[1] == "not_away"   # a computer seat
    assert refused_hand(table, 0, 0, "easy", 60.0, 160.0)[1] == "not_your_seat"
    assert refused_hand(table, -1, 1, "easy", 60.0, 160.0)[1] == "not_your_seat"   # a spectator
    assert refused_hand(table, 2, 1, "easy", 60.0, 160.0)[1] == "not_your_seat"    # the server's own seat
    table.seats[0].connected = False                                         # Ann dropped too
    assert refused_hand(table, 0, 1, "easy", 60.0, 160.0)[1] == "not_your_seat"


async def line(reader) -> dict:
    return decode(await asyncio.wait_for(reader.readuntil(b"\n"), LIMIT))


async def until_type(reader, kind: str, also=lambda msg: True) -> dict:
    while True:
        msg = await line(reader)
        if msg["type"] == kind and also(msg):
            return msg


async def bea_drops(wait: float) -> tuple[dict, dict, dict | None]:
    """A table of three remote seats as a lobby makes it (no host, no fill level): Ann, Bea and
    Cy sit, Bea's connection goes, Ann asks for `easy` to play Bea's seat. (the seats Ann is
    told after Bea went, the answer to Ann's ask, the seats after it or None)."""
    server = Server(log=lambda text: None, seat_timeout=wait)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:3:remote,remote,remote", 5)
    await server.add_table(table)
    conns = [await asyncio.open_connection("127.0.0.1", port, limit=MAX_LINE + 1) for _ in range(3)]
    try:
        for (reader, writer), name in zip(conns, ("Ann", "Bea", "Cy")):
            writer.write(encode("join", code=table.code, name=name))
            await until_type(reader, "welcome")
        conns[1][1].transport.abort()
        ann, _ = conns[0]
        told = await until_type(ann, "seats", lambda m: m["seats"][1]["name"] == "Bea" and not m["seats"][1]["connected"])
        conns[0][1].write(encode("hand", seat=1, level="easy"))
        answer = await until_type(ann, "error") if wait else await until_type(ann, "seats")
        return told, answer, None if wait else answer
    finally:
        for _reader, writer in conns:
            writer.close()
        await server.close()


def test_at_a_table_nobody_hosts_a_seated_player_hands_a_dropped_seat_once_the_wait_is_over():
    told, answer, after = run(bea_drops(0.0))
    assert told["seats"][1]["hand_in"] == 0
    assert after is not None and after["seats"][1]["filled"] and after["seats"][1]["fill"] == "easy"


def test_before_the_wait_is_over_the_server_refuses_and_tells_the_seconds_left():
    told, answer, _after = run(bea_drops(600.0))
    assert 599 <= told["seats"][1]["hand_in"] <= 600
    assert answer["code"] == "not_yet"
