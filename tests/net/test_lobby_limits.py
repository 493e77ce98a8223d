"""A lobby no few can fill: tables per address and per network, computer thinking per
address, a person at every table, abandoned tables no longer counted nor listed (their
players still come back), a listing that always fits in a line, spectators per address."""
from __future__ import annotations

import asyncio
import json

from game.net.connections import Limits
from game.net.lobby import LISTING_BYTES, Lobby, LobbyLimits, LobbyRefusal
from game.net.protocol import MAX_LINE, encode
from game.net.server import Server
from game.net.table import new_table
from tests.net.helpers import LIMIT, run
from tests.net.serving import answer, connect
from tests.net.test_lobby import ask
from tests.net.test_tokens import rejoin

TWO = "duel:2:remote,remote"


def refused(lobby: Lobby, address: str, spec: str = TWO) -> str:
    """The reason a create is refused ("" when it is made)."""
    try:
        lobby.create(address, spec, True)
    except LobbyRefusal as exc:
        return f"{exc.code}: {exc}"
    return ""


def test_a_network_of_addresses_holds_no_more_than_its_share():
    lobby = Lobby(LobbyLimits(per_address=3, per_network=6, tables=100))
    made = [refused(lobby, f"10.0.0.{i // 3 + 1}") for i in range(7)]
    assert made[:6] == [""] * 6 and "10.0.0.0/24" in made[6]
    assert refused(lobby, "10.0.1.1") == "" and refused(lobby, "2001:db8::1") == ""
    assert refused(lobby, "10.0.0.1").startswith("no_more_tables")


def test_every_lobby_table_has_a_person_and_computer_thinking_has_a_budget_per_address():
    lobby = Lobby(LobbyLimits(thinking=16))
    assert "at least one remote seat" in refused(lobby, "10.0.0.1", "queendomino:4:expert,expert,expert,expert")
    assert refused(lobby, "10.0.0.1", "kingdomino:4:remote,expert,expert,greedy") == ""       # 8 + 8 + 0
    assert "over its budget of 16" in refused(lobby, "10.0.0.1", "kingdomino:2:remote,easy")
    assert refused(lobby, "10.0.0.1", "kingdomino:2:remote,random") == ""                    # weighs nothing
    assert refused(lobby, "10.0.0.2", "kingdomino:2:remote,hard") == ""                      # another's budget


def test_the_listing_of_many_long_tables_fits_in_one_line_and_says_how_many_more():
    lobby = Lobby(LobbyLimits(per_address=500, per_network=500, tables=500))
    for i in range(120):
        table = lobby.create(f"10.{i}.0.1", "royal_wedding:8:" + ",".join(["remote"] * 8) + ":teams", True)
        for seat in table.seats[:7]:
            seat.name = "N" * 40
    tables, more = lobby.open_tables()
    line = encode("listing", tables=tables, more=more)
    assert len(line) <= LISTING_BYTES + 100 < MAX_LINE
    assert tables and more == 120 - len(tables) > 0


def test_a_table_every_person_left_stops_counting_and_leaves_the_listing_but_its_players_come_back():
    async def main():
        server = Server(log=lambda text: None, lobby=Lobby(LobbyLimits(per_address=1, abandoned=0.0)))
        _, port = await server.start("127.0.0.1", 0)
        try:
            code = (await ask(port, "create", table="kingdomino:3:remote,remote,greedy"))["code"]
            reader, writer = await connect(port)
            writer.write(encode("join", code=code, name="Ann"))
            welcome = await answer(reader)
            listed = (await ask(port, "tables"))["tables"]
            before = await ask(port, "create", table=TWO)                  # one table per address
            writer.close()
            while server.tables[code].seats[0].connected:
                await asyncio.sleep(0.01)
            gone = await ask(port, "tables")
            again = await ask(port, "create", table=TWO)                   # abandoned: no longer counted
            back = await rejoin(port, code, "Ann", welcome["token"])
            return listed, before, gone, again, back
        finally:
            await server.close()

    listed, before, gone, again, back = run(main())
    assert len(listed) == 1 and before["code"] == "no_more_tables"
    assert gone["tables"] == [] and again["type"] == "created"
    assert back["type"] == "welcome" and back["seat"] == 0


def test_one_address_cannot_take_every_spectators_place():
    async def main():
        server = Server(log=lambda text: None, limits=Limits(watchers=4, watchers_per_address=2))
        _, port = await server.start("127.0.0.1", 0)
        table = new_table(TWO, 5)
        await server.add_table(table)
        answers, held = [], []
        try:
            for local in ("127.0.0.1",) * 3 + ("127.0.0.2",):
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection("127.0.0.1", port, local_addr=(local, 0)), LIMIT)
                held.append(writer)                       # each spectator stays connected
                writer.write(encode("watch", code=table.code))
                answers.append(await answer(reader))
        finally:
            await server.close()
        return answers

    answers = run(main())
    assert [a["type"] for a in answers] == ["watching", "watching", "error", "watching"]
    assert answers[2]["code"] == "server_busy" and "others may watch" in answers[2]["reason"]


def test_a_number_in_a_table_text_is_ascii_digits_or_a_refusal_and_the_connection_stays():
    async def main():
        server = Server(log=lambda text: None, lobby=Lobby())
        _, port = await server.start("127.0.0.1", 0)
        try:
            reader, writer = await connect(port)
            writer.write(encode("create", table="kingdomino:²:remote,remote"))
            refusal = await answer(reader)
            writer.write(encode("ping"))
            return refusal, await answer(reader)
        finally:
            await server.close()

    refusal, pong = run(main())
    assert refusal["type"] == "error" and refusal["code"] == "bad_table" and "ASCII digits" in refusal["reason"]
    assert pong["type"] == "pong"
    assert json.dumps(refusal).count("²") <= 1
