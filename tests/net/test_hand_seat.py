"""A player lets a computer level play their own seat for a while and takes it back: the
server plays it with that level meanwhile and never after. Loopback, every wait a queue's
get bounded by LIMIT (a passing run never reaches it)."""
from __future__ import annotations

import asyncio
import threading

from game.net.link import Chair, Link
from game.net.server import Server
from game.net.table import new_table
from game.rules.registry import sampled_state
from game.rules.rng import Rng
from tests.net.helpers import LIMIT, SEED


class Served:
    """A server in its own thread (the window's way) with one table."""

    def __init__(self, spec: str) -> None:
        self.table = new_table(spec, SEED)
        self.ready = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)
        self.thread.start()
        assert self.ready.wait(LIMIT)

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.stop = asyncio.Event()
        self.server = Server(None, log=lambda text: None)
        _, self.port = await self.server.start("127.0.0.1", 0)
        await self.server.add_table(self.table)
        self.ready.set()
        await self.stop.wait()
        await self.server.close()

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.stop.set)
        self.thread.join(LIMIT)


def next_message(link: Link) -> tuple[int, dict]:
    return link.inbox.get(timeout=LIMIT)


def test_both_seats_handed_to_computers_are_played_by_the_server_to_the_end():
    served = Served("queendomino:2:remote,remote")
    link = Link("127.0.0.1", served.port, served.table.code, [Chair("Ann"), Chair("Bob")]).start()
    try:
        seats, by, over, fills = {}, set(), [], set()
        while len(over) < 2:
            index, msg = next_message(link)
            if msg["type"] == "welcome":
                seats[index] = msg["seat"]
                link.hand(index, msg["seat"], "greedy")
            elif msg["type"] == "seats":
                fills |= {(i, s["fill"]) for i, s in enumerate(msg["seats"]) if s["filled"]}
            elif msg["type"] == "update":
                by.add(msg["by"])
            elif msg["type"] == "over":
                over.append(msg["result"])
            assert msg["type"] not in ("error", "lost"), msg
        assert fills == {(0, "greedy"), (1, "greedy")}
        assert by >= {0, 1}
        assert over[0] == over[1] and [s["name"] for s in over[0]["seats"]] == ["Ann", "Bob"]
        assert served.table.over()
    finally:
        link.close()
        served.close()


def test_a_seat_taken_back_is_never_played_by_the_server_again():
    served = Served("queendomino:2:remote,greedy")
    link = Link("127.0.0.1", served.port, served.table.code, [Chair("Ann")]).start()
    try:
        computer_moves, back, mine_sent, mine_seen, n, view = 0, False, 0, 0, 0, None
        while True:
            _, msg = next_message(link)
            assert msg["type"] not in ("error", "lost"), msg
            if msg["type"] == "welcome":
                link.hand(0, 0, "easy")
            elif msg["type"] == "seats" and back:
                assert not msg["seats"][0]["filled"]
            elif msg["type"] == "seats" and msg["seats"][0]["filled"]:
                assert msg["seats"][0]["fill"] == "easy"
            elif msg["type"] == "seats" and computer_moves:
                back = True                   # from here on, seat 0's moves are the ones sent here
            elif msg["type"] == "update" and msg["by"] == 0:
                if back:
                    mine_seen += 1
                else:
                    computer_moves += 1
                    if computer_moves == 2:
                        link.hand(0, 0, "")
            elif msg["type"] == "over":
                break
            if msg["type"] in ("welcome", "update"):
                n, view = msg["n"], msg["view"]
            state = sampled_state(view, Rng.from_seed(f"test:{n}")) if view else None
            if back and state is not None and state.current_player() == 0 and mine_sent == mine_seen:
                action = served.table.rules.legal_actions(state)[0]
                link.act(0, 0, n, action)
                mine_sent += 1
        assert computer_moves >= 2 and back
        assert mine_sent == mine_seen > 5        # every later move of seat 0 was sent from here
        assert served.table.over()
    finally:
        link.close()
        served.close()
