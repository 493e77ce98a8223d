"""Where a server's computer seats think, and what their thinking weighs.

The quick levels (weight 0: random, greedy) think in their table's own thread: a move takes
a millisecond or two, less than handing it to another process would. The searching levels
think in the program's process pool (game/ai/pool.py), one worker per core but one (left to
the server's loop), at a lower priority, shared by every table of the server: their seconds of search never
hold the interpreter that sends the other tables' moves (one process, threads or not,
would: a few expert tables slowed an honest game sixfold), and a busy processor serves the
server first. What a level weighs also bounds what one address may start in a
lobby (game.net.lobby).
"""
from __future__ import annotations

import asyncio
from concurrent.futures import Executor
from typing import Callable, TypeVar

from game.ai.pool import Pool, configure

A = TypeVar("A")        # the action of the table's family

# About how long a level's moves keep a processor busy, relative to each other (a search
# level thinks for seconds a move, greedy for milliseconds).
THINKING = {"random": 0, "greedy": 0, "easy": 1, "medium": 2, "hard": 4, "expert": 8}
UNKNOWN_WEIGHT = 8        # a level not in THINKING (a newer one) weighs as the heaviest


def weight(level: str) -> int:
    return THINKING.get(level, UNKNOWN_WEIGHT)


class Thinkers:
    """The server's searching seats think in the process pool (game/ai/pool.py), started at
    the first searching move: one worker per core but the one the server's loop needs, each
    at a lower priority than the server."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers
        self.pool: Pool | None = None

    def processes(self) -> Executor:
        if self.pool is None:
            self.pool = configure(self.workers)
        return self.pool.executor()

    async def move(self, level: str, question: Callable[[], A], own: Executor) -> A:
        """The move `question` works out: in `own` (the table's thread) for a quick level,
        in the shared processes for a searching one."""
        where = own if weight(level) == 0 else self.processes()
        return await asyncio.get_running_loop().run_in_executor(where, question)

    def close(self) -> None:
        """No new moves; returns once the processes have ended (after their move in hand), so a
        stopped server leaves nothing running. It blocks: the server calls it off its loop."""
        if self.pool is not None:
            self.pool.close(wait=True)
