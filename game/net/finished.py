"""The games a server has finished. Their tables leave its memory once the result is sent;
their result lines stay, the last KEPT in memory and every one in its table's file (a
restarted server reads it from there), so a code that comes late is told the game is over
and how it ended instead of that no table has it."""
from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from game.net.table import TableError, load_table, table_file

KEPT = 1000          # result lines kept in memory (about a kilobyte each)


class Finished:
    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.results: OrderedDict[str, dict] = OrderedDict()

    def add(self, code: str, result: dict) -> None:
        self.results[code] = result
        self.results.move_to_end(code)
        while len(self.results) > KEPT:
            self.results.popitem(last=False)

    def result(self, code: str) -> dict | None:
        """The result line of the finished game `code`; None when no game of this code ended here."""
        if code in self.results:
            self.results.move_to_end(code)
            return self.results[code]
        path = None if self.folder is None else table_file(self.folder, code)
        if path is None or not path.is_file():
            return None
        try:
            table = load_table(path)
        except TableError:
            return None
        if not table.over():
            return None
        self.add(code, table.result())
        return self.results[code]
