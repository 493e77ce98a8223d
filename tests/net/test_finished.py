"""A finished table leaves the server's memory; its code is then told the game is over, with
its result line, also by a server started again from the same folder (the file stays)."""
from __future__ import annotations

import asyncio

from game.net.client import SeatClient
from game.net.server import Server
from game.net.store_files import FileStore
from game.net.table import new_table, table_file
from game.net.watcher import watch
from tests.net.helpers import LIMIT, SEED, run, strip_clocks
from tests.net.test_lobby import ask


async def ended_then_asked(folder):
    server = Server(FileStore(folder), log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("duel:2:remote,greedy", SEED)
    await server.add_table(table)
    driver = server.drivers[table.code]
    try:
        result = await asyncio.wait_for(SeatClient("127.0.0.1", port, table.code, "Ann", "greedy").run(), LIMIT)
        await driver                       # the table's task is over: it has left the server
        left = [table.code in held for held in (server.tables, server.conns, server.watchers.by_table, server.wakes,
                                                server.drivers)]
        told = [await ask(port, "join", code=table.code, name="Bo"),
                await ask(port, "hello", code=table.code, name="Ann", nonce="n0nce-0f-a-client"),
                await ask(port, "watch", code=table.code)]
        watched = await watch("127.0.0.1", port, table.code, lambda action: None)
    finally:
        await server.close()
    again = Server(FileStore(folder), log=lambda text: None)           # a restart: the result comes from the file
    _, port = await again.start("127.0.0.1", 0)
    try:
        reopened = await again.reopen()
        restarted = await ask(port, "join", code=table.code, name="Bo")
    finally:
        await again.close()
    return table.code, result, left, told, watched, reopened, restarted, dict(server.guesses.failures)


def test_a_finished_table_leaves_the_server_and_its_code_says_the_game_is_over_with_its_result(tmp_path):
    code, result, left, told, watched, reopened, restarted, failures = run(ended_then_asked(tmp_path))
    assert left == [False] * 5
    for msg in told + [restarted]:
        assert (msg["type"], msg["code"], msg["reason"]) == ("error", "game_over", "this game is over")
        assert strip_clocks(msg["result"]) == strip_clocks(result)
    assert [msg["result"] for msg in told] == [result] * 3 and watched == result
    assert reopened == [] and failures == {}              # the right code: never counted as a guess
    assert table_file(tmp_path, code).is_file()             # the file stays


def test_a_game_over_waits_for_a_player_away_at_its_end_who_comes_back_for_the_result():
    async def main():
        server = Server(log=lambda text: None, seat_timeout=0.0, fill_dropped="random")
        _, port = await server.start("127.0.0.1", 0)
        table = new_table("duel:2:remote,remote", SEED)
        await server.add_table(table)
        driver = server.drivers[table.code]

        def leave(client, way, msg):
            if way == "received" and msg.get("n", 0) >= 6:
                client.writer.transport.abort()        # gone for good: the server plays the seat

        away = SeatClient("127.0.0.1", port, table.code, "Ann", "greedy", retries=0, observe=leave)
        stays = SeatClient("127.0.0.1", port, table.code, "Bo", "greedy")
        try:
            gone, result = await asyncio.wait_for(asyncio.gather(away.run(), stays.run(), return_exceptions=True),
                                                  LIMIT)
            await driver
            lingering = table.code in server.tables and table.code in server.lingering
            back = SeatClient("127.0.0.1", port, table.code, "Ann", "greedy")
            back.token = away.token
            again = await asyncio.wait_for(back.run(), LIMIT)
            return gone, result, lingering, again, server.lingering, table.code in server.tables
        finally:
            await server.close()

    gone, result, lingering, again, still, kept = run(main())
    assert isinstance(gone, ConnectionError) and lingering
    assert again == result and still == {} and not kept
