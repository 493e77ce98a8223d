"""serve --lobby: players list the open public tables and make their own, public or private;
the limits on making tables never keep out a player who has a table's code (the hostile
messages against a lobby server: test_hostile)."""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import pytest

from game.cli.errors import guarded
from game.cli.join import main as join_main
from game.cli.lobby_cmds import host_main, tables_main
from game.cli.watch import main as watch_main
from game.net.lobby import Lobby, LobbyLimits
from game.net.protocol import encode
from game.net.server import Server
from game.net.store_files import FileStore
from game.net.tls import server_context
from tests.net.authority import make_authority
from tests.net.helpers import LIMIT, run
from tests.net.serving import answer, connect
from tests.net.test_restart import ROOT
from tests.net.threaded import threaded_server


async def ask(port: int, kind: str, **fields) -> dict:
    reader, writer = await connect(port)
    writer.write(encode(kind, **fields))
    try:
        return await answer(reader)
    finally:
        writer.close()


def lobby_server(limits: LobbyLimits = LobbyLimits()) -> Server:
    return Server(log=lambda text: None, lobby=Lobby(limits))


def test_public_tables_are_listed_until_full_and_a_private_one_is_reached_by_its_code_only():
    async def main():
        server = lobby_server()
        _, port = await server.start("127.0.0.1", 0)
        try:
            public = (await ask(port, "create", table="kingdomino:3:remote,remote,greedy:harmony"))["code"]
            private = (await ask(port, "create", table="duel:2:remote,greedy", public=False))["code"]
            before = (await ask(port, "tables"))["tables"]
            reader, writer = await connect(port)
            writer.write(encode("join", code=public, name="Ann"))
            await answer(reader)
            waiting = (await ask(port, "tables"))["tables"]
            sat = [await ask(port, "join", code=code, name="Bo") for code in (public, private)]
            after = (await ask(port, "tables"))["tables"]
            writer.close()
            return public, private, before, waiting, sat, after
        finally:
            await server.close()

    public, private, before, waiting, sat, after = run(main())
    assert before == [{"code": public, "game": "kingdomino", "players": 3, "variants": ["harmony"],
                       "seats": ["remote", "remote", "greedy"], "waiting": [], "free": 2}]
    assert waiting[0]["waiting"] == ["Ann"] and waiting[0]["free"] == 1
    assert [msg["type"] for msg in sat] == ["welcome", "welcome"] and after == []
    assert private not in json.dumps([before, waiting])


def test_one_address_makes_a_bounded_number_of_tables_yet_the_right_code_always_gets_in():
    async def main():
        server = lobby_server(LobbyLimits(per_address=2))
        _, port = await server.start("127.0.0.1", 0)
        try:
            made = [await ask(port, "create", table="kingdomino:2:remote,remote", public=False) for _ in range(3)]
            joined = await ask(port, "join", code=made[0]["code"], name="Ann")
            watched = await ask(port, "watch", code=made[1]["code"])
            return made, joined, watched, len(server.tables)
        finally:
            await server.close()

    made, joined, watched, tables = run(main())
    assert [m["type"] for m in made] == ["created", "created", "error"] and made[2]["code"] == "no_more_tables"
    assert joined["type"] == "welcome" and watched["type"] == "watching" and tables == 2


@pytest.mark.parametrize("fields,code", [
    ({"table": "chess:2:remote,remote"}, "bad_table"),
    ({"table": "kingdomino:2:remote,mce"}, "bad_table"),           # a level no table offers
    ({"table": "kingdomino:2:remote,genius"}, "bad_table"),
    ({"table": "kingdomino:2:remote,remote", "public": "yes"}, "dropped"),
    ({"table": "x" * 300}, "dropped"),
])
def test_a_table_the_lobby_cannot_make_is_refused_with_its_code(fields, code):
    async def main():
        server = lobby_server()
        _, port = await server.start("127.0.0.1", 0)
        try:
            return await ask(port, "create", **fields), server.tables
        finally:
            await server.close()

    msg, tables = run(main())
    assert msg["type"] == "error" and msg["code"] == code and not tables


def test_a_server_without_a_lobby_takes_no_lobby_messages():
    async def main():
        server = Server(log=lambda text: None)
        _, port = await server.start("127.0.0.1", 0)
        try:
            return [await ask(port, kind, table="duel:2:remote,greedy") for kind in ("tables", "create")]
        finally:
            await server.close()

    assert [(m["type"], m["code"]) for m in run(main())] == [("error", "dropped")] * 2


def test_host_tables_join_and_watch_meet_on_a_lobby_over_tls(tmp_path, capsys):
    authority = make_authority(tmp_path / "ca")
    tls = ["--ca", str(authority.ca)]
    with threaded_server(tls=server_context(str(authority.cert), str(authority.key)), lobby=Lobby()) as (port, _, _):
        where = f"tls://127.0.0.1:{port}"
        assert guarded(host_main, [where, "--table", "duel:2:remote,greedy", *tls]) == 0
        code = json.loads(capsys.readouterr().out)["code"]
        assert guarded(tables_main, [where, *tls]) == 0
        listed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert [t["code"] for t in listed] == [code]
        assert guarded(join_main, [where, "--code", code, "--name", "Ann", *tls]) == 0
        result = json.loads(capsys.readouterr().out)
        assert guarded(watch_main, [where, "--code", code, *tls]) == 0
        watched = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert guarded(tables_main, [where, *tls]) == 0 and capsys.readouterr().out == ""
    assert watched == [result] and result["seats"][0]["name"] == "Ann"     # over: its result line only


@pytest.mark.parametrize("argv,words", [
    (["127.0.0.1:5000", "--table", "chess:2:remote,remote"], "unknown game"),
    (["127.0.0.1", "--table", "duel:2:remote,greedy"], "HOST:PORT"),
])
def test_host_refuses_bad_input_with_one_line(argv, words, capsys):
    assert guarded(host_main, argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_host_reports_the_refusal_of_a_server_without_a_lobby(capsys):
    with threaded_server() as (port, _, _):                       # no lobby: the server hangs up
        assert guarded(host_main, [f"127.0.0.1:{port}", "--table", "duel:2:remote,greedy"]) == 2
        err = capsys.readouterr().err
    assert "unknown message type" in err and err.count("\n") == 1


def test_serve_lobby_prints_where_it_listens_and_hosts_tables(tmp_path, capsys):
    serve = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "serve", "--lobby", "--data", str(tmp_path)],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    try:
        assert serve.stdout is not None
        head = json.loads(serve.stdout.readline())
        assert head["lobby"] is True and head["tls"] is False
        assert guarded(host_main, [f"127.0.0.1:{head['port']}", "--table", "duel:2:remote,greedy"]) == 0
        code = json.loads(capsys.readouterr().out)["code"]
        assert guarded(tables_main, [f"127.0.0.1:{head['port']}"]) == 0
        assert json.loads(capsys.readouterr().out)["code"] == code
    finally:
        serve.terminate()
        serve.wait(LIMIT)


def test_a_table_left_waiting_too_long_is_closed_its_file_set_aside_and_no_longer_counted(tmp_path):
    async def main():
        server = Server(FileStore(tmp_path), log=lambda text: None, lobby=Lobby(LobbyLimits(per_address=1, unclaimed=0.0)))
        _, port = await server.start("127.0.0.1", 0)
        try:
            code = (await ask(port, "create", table="kingdomino:2:remote,remote"))["code"]
            reader, writer = await connect(port)
            writer.write(encode("join", code=code, name="Ann"))
            await answer(reader)
            listed = await ask(port, "tables")              # the table waited too long: closed
            told = await until_error(reader)
            writer.close()
            again = await ask(port, "create", table="duel:2:remote,greedy")
            return code, listed, told, again, set(server.tables)
        finally:
            await server.close()

    code, listed, told, again, tables = run(main())
    assert listed["tables"] == [] and told["code"] == "dropped" and "not all taken" in told["reason"]
    assert again["type"] == "created" and tables == {again["code"]}
    assert (tmp_path / "unclaimed" / f"{code}.json").is_file() and not (tmp_path / f"{code}.json").exists()


async def until_error(reader: asyncio.StreamReader) -> dict:
    while True:
        msg = await answer(reader)
        if msg["type"] == "error":
            return msg


def test_a_restarted_lobby_lists_the_open_public_tables_it_reopened_and_keeps_private_ones_code_only(
        tmp_path, capsys):
    def lobby_process() -> tuple[subprocess.Popen, str]:
        serve = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "serve", "--lobby", "--data", str(tmp_path)],
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
        assert serve.stdout is not None
        return serve, f"127.0.0.1:{json.loads(serve.stdout.readline())['port']}"

    def made(where: str, *extra: str) -> str:
        assert guarded(host_main, [where, "--table", "duel:2:remote,greedy", *extra]) == 0
        return json.loads(capsys.readouterr().out)["code"]

    first, where = lobby_process()
    try:
        public, private = made(where), made(where, "--private")
        assert guarded(join_main, [where, "--code", made(where), "--name", "Ann"]) == 0      # played to its end
        capsys.readouterr()
    finally:
        first.kill()                                    # no clean shutdown
        first.wait(LIMIT)
    again, where = lobby_process()
    try:
        assert guarded(tables_main, [where]) == 0
        listed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        private_joined = run(ask(int(where.split(":")[1]), "join", code=private, name="Bo"))
    finally:
        again.terminate()
        again.wait(LIMIT)
    assert [(t["code"], t["free"]) for t in listed] == [(public, 1)]
    assert private_joined["type"] == "welcome"          # reached by its code
