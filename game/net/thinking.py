"""Where a server's computer seats think, and what their thinking weighs.

The quick levels (weight 0: random, greedy) think in their table's own thread: a move takes
a millisecond or two, less than handing it to another process would. The searching levels
think in one pool of worker processes, as many as the machine has cores, shared by every
table of the server: their seconds of search never hold the interpreter that sends the
other tables' moves (one process, threads or not, would: a few expert tables slowed an
honest game sixfold). What a level weighs also bounds what one address may start in a
lobby (game.net.lobby).
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Callable

from game.rules.actions import Action

# About how long a level's moves keep a processor busy, relative to each other (a search
# level thinks for seconds a move, greedy for milliseconds).
THINKING = {"random": 0, "greedy": 0, "easy": 1, "medium": 2, "hard": 4, "expert": 8}
UNKNOWN_WEIGHT = 8        # a level not in THINKING (a newer one) weighs as the heaviest


def weight(level: str) -> int:
    return THINKING.get(level, UNKNOWN_WEIGHT)


class Thinkers:
    """The server's pool of thinking processes, started at the first searching move."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or os.cpu_count() or 1
        self.pool: ProcessPoolExecutor | None = None

    def processes(self) -> ProcessPoolExecutor:
        if self.pool is None:
            self.pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))
        return self.pool

    async def move(self, level: str, question: Callable[[], Action], own: Executor) -> Action:
        """The move `question` works out: in `own` (the table's thread) for a quick level,
        in the shared processes for a searching one."""
        where = own if weight(level) == 0 else self.processes()
        return await asyncio.get_running_loop().run_in_executor(where, question)

    def close(self) -> None:
        """No new moves; the processes end once their move in hand is done."""
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
