"""Spectators: anyone with the code watches a table live, from its first action, on the public
view only (never a token, never the seed before the end); the players see who watches; a
table takes a bounded number of them, and a spectator cannot play."""
from __future__ import annotations

import asyncio
import json
import threading

from game.cli.errors import guarded
from game.cli.watch import main as watch_main
from game.net.client import SeatClient
from game.net.protocol import encode
from game.net.server import Limits, Server
from game.net.table import new_table
from game.net.tls import client_context, server_context
from game.net.watcher import watch
from game.rules.actions import action_to_dict
from tests.net.authority import make_authority
from tests.net.helpers import LIMIT, SEED, run
from tests.net.serving import answer, connect
from tests.net.threaded import threaded_server


async def raw_watch(port: int, code: str, **name: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await connect(port)
    writer.write(encode("watch", code=code, **name))
    return reader, writer


async def until(reader: asyncio.StreamReader, kind: str, lines: list[bytes] | None = None) -> dict:
    """The next message of this kind (every line read kept in `lines`)."""
    while True:
        line = await asyncio.wait_for(reader.readuntil(b"\n"), LIMIT)
        if lines is not None:
            lines.append(line)
        msg = json.loads(line)
        if msg["type"] == kind:
            return msg


def test_a_spectator_sees_every_action_and_the_result_but_no_token_nor_the_seed_before_the_end():
    async def main():
        server = Server(log=lambda text: None)
        _, port = await server.start("127.0.0.1", 0)
        table = new_table("kingdomino:2:remote,remote", SEED)
        await server.add_table(table)
        lines: list[bytes] = []
        reader, writer = await raw_watch(port, table.code)
        watching = await until(reader, "watching", lines)
        seen: list[dict] = []
        late: list[dict] = []
        players = [SeatClient("127.0.0.1", port, table.code, f"p{i}", "greedy") for i in range(2)]
        try:
            results = await asyncio.wait_for(asyncio.gather(*(p.run() for p in players),
                                                            watch("127.0.0.1", port, table.code, seen.append)), LIMIT)
            over = await until(reader, "over", lines)
            results.append(await asyncio.wait_for(watch("127.0.0.1", port, table.code, late.append), LIMIT))
        finally:
            writer.close()
            await server.close()
        return table, watching, lines, over, results, seen, late, [p.token for p in players]

    table, watching, lines, over, results, seen, late, tokens = run(main())
    assert watching["n"] == 0 and watching["watchers"] == ["Spectator"] and "token" not in json.dumps(watching["seats"])
    assert all(r == table.result() for r in results) and over["result"] == table.result()
    actions = [{"n": i + 1, "action": action_to_dict(a)} for i, a in enumerate(table.record.actions)]
    assert [{"n": a["n"], "action": a["action"]} for a in seen] == actions
    assert {a["by"] for a in seen} == {0, 1}
    assert late == []                          # after the end: the result line only
    before_end = b"".join(lines[:-1])
    assert all(t and t.encode() not in before_end for t in tokens)
    assert str(table.record.seed).encode() not in before_end and str(table.record.seed).encode() in lines[-1]


def test_the_players_see_who_watches_by_names_cleaned_that_never_pass_for_a_player():
    async def main() -> list[list[str]]:
        server = Server(log=lambda text: None)
        _, port = await server.start("127.0.0.1", 0)
        table = new_table("kingdomino:2:remote,remote", SEED)
        await server.add_table(table)
        reader, writer = await connect(port)
        writer.write(encode("join", code=table.code, name="Ann"))
        counts = [(await until(reader, "welcome"))["watchers"], (await until(reader, "seats"))["watchers"]]
        try:
            w1 = await raw_watch(port, table.code, name=" Zoe  Lee ")
            w2 = await raw_watch(port, table.code, name="\u0410nn")       # a Cyrillic А: looks like Ann
            w3 = await raw_watch(port, table.code)                         # no name
            counts += [(await until(reader, "seats"))["watchers"] for _ in range(3)]
            w1[1].close()
            counts.append((await until(reader, "seats"))["watchers"])
            w2[1].close()
            w3[1].close()
            writer.close()
        finally:
            await server.close()
        return counts

    assert run(main()) == [[], [], ["Zoe Lee"], ["Zoe Lee", "\u0410nn 2"], ["Zoe Lee", "\u0410nn 2", "Spectator"],
                           ["\u0410nn 2", "Spectator"]]


def test_spectators_are_bounded_per_table_may_not_play_and_a_wrong_code_counts_as_a_guess():
    async def main():
        server = Server(log=lambda text: None, limits=Limits(watchers=2))
        _, port = await server.start("127.0.0.1", 0)
        table = new_table("kingdomino:2:remote,remote", SEED)
        await server.add_table(table)
        try:
            first = await raw_watch(port, table.code)
            await until(first[0], "watching")
            first[1].write(encode("act", seat=0, n=0, action={"type": "choose", "number": 1}))
            acted = await until(first[0], "error")
            first[1].write(encode("join", code=table.code, name="Eve"))
            sat = await until(first[0], "error")
            second = await raw_watch(port, table.code)
            await until(second[0], "watching")
            third = await raw_watch(port, table.code)
            refused = await answer(third[0])
            hung_up = await asyncio.wait_for(third[0].read(), LIMIT)
            wrong = await raw_watch(port, "wrongcode0000")
            unknown = await answer(wrong[0])
            for _, w in (first, second, third, wrong):
                w.close()
            return acted, sat, refused, hung_up, unknown, dict(server.guesses.failures), table.n
        finally:
            await server.close()

    acted, sat, refused, hung_up, unknown, failures, n = run(main())
    assert (acted["code"], sat["code"], refused["code"], unknown["code"]) == (
        "not_your_seat", "already_seated", "server_busy", "no_table")
    assert hung_up == b"" and n == 0 and len(failures["127.0.0.1"]) == 1


def test_watch_prints_every_action_then_the_result_over_tls(tmp_path, capsys):
    authority = make_authority(tmp_path / "ca")
    context = server_context(str(authority.cert), str(authority.key))
    watching, codes = threading.Event(), []

    def heard(text: str) -> None:
        if "a spectator" in text:
            watching.set()

    with threaded_server("duel:2:remote,greedy", tls=context, heard=heard) as (port, table, _):
        where = [f"tls://127.0.0.1:{port}", "--code", table.code, "--ca", str(authority.ca)]
        spectator = threading.Thread(target=lambda: codes.append(guarded(watch_main, where)))
        spectator.start()
        assert watching.wait(LIMIT)                  # the game begins once the spectator watches
        player = SeatClient("127.0.0.1", port, table.code, "Ann", "greedy", tls=client_context(str(authority.ca)))
        asyncio.run(player.run())
        spectator.join(LIMIT)
    assert codes == [0]
    lines = [json.loads(text) for text in capsys.readouterr().out.splitlines()]
    assert [line["action"] for line in lines[:-1]] == [action_to_dict(a) for a in table.record.actions]
    assert lines[-1] == table.result()


def test_watch_refuses_a_wrong_code_with_one_line(capsys):
    with threaded_server() as (port, _, _):
        assert guarded(watch_main, [f"127.0.0.1:{port}", "--code", "wrongcode0000"]) == 2
    err = capsys.readouterr().err
    assert "no table has this code" in err and err.count("\n") == 1


def test_watch_reads_a_code_as_join_does_in_any_case_with_its_dash(monkeypatch, capsys):
    asked = []

    async def fake_watch(host, port, code, out, tls, within, name):
        asked.append(code)
        return {"result": "over"}
    monkeypatch.setattr("game.cli.watch.watch", fake_watch)
    assert guarded(watch_main, ["127.0.0.1:5000", "--code", "kdm7-q4xp"]) == 0
    assert asked == ["KDM7Q4XP"]
