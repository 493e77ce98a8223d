"""The server seats a joining player under the one rule for names: a name that draws as
nothing gets a plain one, a name that passes for a seated player's is numbered, and the
same name brought back with its token finds its seat again."""
from __future__ import annotations

from game.net.server import Server
from game.net.table import new_table
from tests.net.helpers import run
from tests.net.test_tokens import exchange, rejoin


async def three_join() -> tuple[list[dict], dict]:
    server = Server(log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:4:remote,remote,remote,greedy", 5)
    await server.add_table(table)
    try:
        welcomes = [await exchange(port, code=table.code, name=name) for name in ("Ann", "Аnn", "\ufe0f\u034f")]
        back = await rejoin(port, table.code, "Аnn", welcomes[1]["token"])
    finally:
        await server.close()
    return welcomes, back


def test_a_name_that_draws_as_nothing_or_passes_for_anothers_is_seated_under_a_clear_one():
    welcomes, back = run(three_join())
    assert [w["type"] for w in welcomes] == ["welcome"] * 3
    names = [s["name"] for s in welcomes[-1]["seats"]]
    assert names[:3] == ["Ann", "Аnn 2", "Player"]
    assert back["type"] == "welcome" and back["seat"] == welcomes[1]["seat"]
