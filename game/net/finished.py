"""The games a server has finished. Their tables leave its memory once the result is sent;
their result lines stay, the last KEPT in memory and every one in the server's store (a
restarted server reads it from there), so a code that comes late is told the game is over
and how it ended instead of that no table has it."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

from game.net.store import Store, StoreRefused

KEPT = 1000          # result lines kept in memory (about a kilobyte each)


class Finished:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.results: OrderedDict[str, dict[str, Any]] = OrderedDict()

    def add(self, code: str, result: dict[str, Any]) -> None:
        self.results[code] = result
        self.results.move_to_end(code)
        while len(self.results) > KEPT:
            self.results.popitem(last=False)

    async def result(self, code: str) -> dict[str, Any] | None:
        """The result line of the finished game `code`; None when no game of this code ended here."""
        if code in self.results:
            self.results.move_to_end(code)
            return self.results[code]
        try:
            result = await self.store.result(code)
        except StoreRefused:
            return None
        if result is not None:
            self.add(code, result)
        return result
