"""`serve --seed S` gives its tables repeatable seeds that tell nothing about each other (a
keyed hash of S, not S + i), and no seed reaches a client before its own game is over, from
`serve` or from the window's own server."""
from __future__ import annotations

import asyncio
import json

from game.cli import serve
from game.net.client import SeatClient
from tests.net.helpers import LIMIT, Recorder
from tests.net.serving import serving

SPEC = "kingdomino:2:remote,greedy"


def seeds(seed: int, tables: int = 3) -> list[int]:
    _, made = serve.parse([arg for _ in range(tables) for arg in ("--table", SPEC)] + ["--seed", str(seed)])
    return [t.record.seed for t in made]


def test_serve_seed_gives_each_table_a_repeatable_seed_unrelated_to_the_others():
    first, again, next_seed = seeds(41), seeds(41), seeds(42)
    assert first == again                                     # the same S, the same games
    assert len(set(first + next_seed)) == 6
    assert 41 not in first and first[1] != first[0] + 1
    assert next_seed[0] != first[1]                           # not S + i: S + 1's first is not S's second
    assert all(0 <= s < 1 << 63 for s in first)


def test_no_message_from_the_window_server_carries_the_seed_before_the_game_is_over():
    recorder = Recorder()

    async def scenario():
        async with serving("window", spec=SPEC) as (port, table, _):
            client = SeatClient("127.0.0.1", port, table.code, "Ann", "greedy", retries=0, observe=recorder)
            result = await asyncio.wait_for(client.run(), LIMIT)
            return table.record.seed, result

    seed, result = asyncio.run(scenario())
    before_end = [json.dumps(m) for _, m in recorder.lines if m["type"] != "over"]
    assert len(before_end) > 20 and result["seed"] == seed
    assert not any(str(seed) in text or '"seed"' in text for text in before_end)
