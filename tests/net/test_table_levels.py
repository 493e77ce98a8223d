"""A table offers its computer levels only (never a tournament reference), and each table plays
its computer moves in its own worker: tables whose moves never end do not hold up another."""
from __future__ import annotations

import asyncio
import threading

import pytest

from game.ai.registry import TOURNAMENT_ONLY, table_levels
from game.net.protocol import encode
from game.net.server import Server
from game.net.table import TableError, new_table
from tests.net.helpers import LIMIT, play, run
from tests.net.serving import KINDS, answer, connect, serving


@pytest.mark.parametrize("kind", KINDS)
def test_a_player_cannot_hand_their_seat_to_a_level_the_table_does_not_offer(kind):
    async def scenario():
        async with serving(kind) as (port, table, server):
            reader, writer = await connect(port)
            writer.write(encode("join", code=table.code, name="Ann"))
            seat = (await answer(reader))["seat"]
            await answer(reader)                                          # who sits where
            answers = []
            for level in (*sorted(TOURNAMENT_ONLY), "greedy"):
                writer.write(encode("hand", seat=seat, level=level))
                answers.append(await answer(reader))
            writer.close()
            return answers

    answers = asyncio.run(scenario())
    *refused, accepted = answers
    assert all(a["type"] == "error" and a["code"] == "unknown_level" for a in refused) and refused
    assert accepted["type"] == "seats" and "greedy" in {s["fill"] for s in accepted["seats"]}


def test_a_tournament_reference_cannot_sit_at_a_table_nor_fill_a_dropped_seat():
    with pytest.raises(TableError, match="mce"):
        new_table("kingdomino:2:remote,mce")
    table = new_table("kingdomino:2:remote,remote", 5)
    offered = table.computer_levels()
    assert offered == table_levels("kingdomino") and not set(offered) & TOURNAMENT_ONLY
    server = Server(log=lambda text: None)
    server.tables[table.code] = table
    table.seats[0].name = "Ann"
    server.hand_seat(table.code, 0, "mce")
    assert not table.seats[0].filled


class Stuck:
    """A computer level that thinks until released (a move that takes for ever)."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started: list[int] = []

    def __call__(self, *args):
        self.started.append(1)
        self.release.wait(LIMIT)
        raise RuntimeError("released")


def test_tables_whose_computer_moves_never_end_do_not_hold_up_another_tables_game():
    stuck = Stuck()
    crowd = 40                                   # more than any shared pool of worker threads

    async def during(server, victim):
        for _ in range(crowd):
            table = new_table("kingdomino:2:greedy,greedy", 3)
            table.match.question = lambda seat: stuck      # type: ignore[method-assign]
            await server.add_table(table)
        while len(stuck.started) < crowd:        # every stuck table is thinking, for ever
            await asyncio.sleep(0.01)

    try:
        result, clients, _ = run(play(during=during))
    finally:
        stuck.release.set()
    assert all(c == result for c in clients)
    assert len(stuck.started) == crowd


def test_a_searching_level_thinks_in_the_servers_processes_and_a_quick_one_in_its_tables_thread():
    from concurrent.futures import ThreadPoolExecutor
    from functools import partial
    from os import getpid

    from game.net.thinking import Thinkers

    async def where(thinkers: Thinkers, level: str) -> int:
        with ThreadPoolExecutor(1) as own:
            return await thinkers.move(level, partial(getpid), own)         # type: ignore[arg-type]

    async def main() -> list[int]:
        thinkers = Thinkers(1)
        try:
            return [await where(thinkers, level) for level in ("greedy", "random", "hard", "expert")]
        finally:
            thinkers.close()

    quick, also_quick, hard, expert = run(main())
    assert quick == also_quick == getpid() and hard == expert != getpid()


def test_a_table_of_a_searching_level_plays_to_its_end_through_the_servers_processes():
    result, clients, _ = run(play("duel:2:remote,easy", levels=("greedy",)))
    assert clients == [result] and result["seats"][1]["agent"] == "easy"
