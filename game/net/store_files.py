"""Tables kept as files: one save file a table (CODE.json, the game's own format with the
hashes of the seats' tokens), written whole and atomically after each change. The window's
hosted tables live so (the Online scene lists them); `serve` keeps its tables in a database
(game.net.store_sql) and imports a folder of such files once (import_folder).
"""
from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any, Callable

from game import saves
from game.net.store import Kept, StoreRefused
from game.net.store_sql import SqlStore, one_line
from game.net.table import Table, TableError, load_table, table_file

IMPORTED = "imported"        # where import_folder moves the files it imported (never deleted)


class FileStore:
    """game.net.store.Store on a folder of table files."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.skipped: list[str] = []

    async def _write(self, table: Table) -> None:
        try:
            await asyncio.to_thread(saves.write, table_file(self.folder, table.code), table.saved())
        except (saves.SaveError, OSError) as exc:
            raise StoreRefused(f"cannot write the table's file: {one_line(exc)}") from None

    async def create(self, table: Table, maker: str, made: float) -> None:
        """Written (a table the window resumes from its own file is written over by itself)."""
        await self._write(table)

    async def seat(self, table: Table, index: int) -> None:
        await self._write(table)

    async def action(self, table: Table, n: int) -> None:
        await self._write(table)

    async def finish(self, table: Table, result: dict[str, Any]) -> None:
        pass                                     # the last action's write holds the end

    async def set_aside(self, table: Table) -> None:
        """Moved to `unclaimed/` (never deleted; never reopened)."""
        path = table_file(self.folder, table.code)
        try:
            (self.folder / "unclaimed").mkdir(exist_ok=True)
            os.replace(path, self.folder / "unclaimed" / path.name)
        except OSError as exc:
            raise StoreRefused(f"its file could not be set aside: {one_line(exc)}") from None

    async def away(self, table: Table, since: float | None) -> None:
        pass

    async def result(self, code: str) -> dict[str, Any] | None:
        path = table_file(self.folder, code)
        if not path.is_file():
            return None
        try:
            table = await asyncio.to_thread(load_table, path)
        except TableError:
            return None
        return table.result() if table.over() else None

    async def unfinished(self) -> list[Kept]:
        """Every unfinished table of the folder; a file that cannot be read is left as it is
        (the reason in `skipped`, for the log)."""
        self.skipped = []
        if not self.folder.is_dir():
            return []
        saves.tidy(self.folder)
        kept = []
        for path in sorted(self.folder.glob("*.json")):
            if path.name.startswith("."):
                continue
            try:
                table = load_table(path)
            except TableError as exc:
                self.skipped.append(f"table file skipped: {exc}")
                continue
            if not table.over():
                kept.append(Kept(table))
        return kept

    async def close(self) -> None:
        pass


def table_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.json") if not p.name.startswith(".") and p.is_file())


async def import_folder(folder: Path, store: SqlStore, log: Callable[[str], None]) -> int:
    """The table files an older `serve` left in `folder`, copied into the database once, each
    file then moved to `imported/` with its backup and tokens file (nothing deleted); a file
    that cannot be read stays where it is, said in the log. How many were imported."""
    if not folder.is_dir() or not table_files(folder):
        return 0
    saves.tidy(folder)
    count = 0
    for path in table_files(folder):
        try:
            table = await asyncio.to_thread(load_table, path)
        except TableError as exc:
            log(f"table file not imported, left as it is: {exc}")
            continue
        if await store.adopt(table):
            count += 1
        else:
            log(f"table file {path.name}: its code is in the database already; the file is moved aside")
        moved_aside(folder, path, log)
    if count:
        log(f"imported {count} table files into the database; the files are in {folder / IMPORTED}")
    return count


def moved_aside(folder: Path, path: Path, log: Callable[[str], None]) -> None:
    aside = folder / IMPORTED
    for part in (path, saves.backup_path(path), path.with_suffix(".tokens")):
        if not part.exists():
            continue
        try:
            aside.mkdir(exist_ok=True)
            target = aside / part.name
            if target.exists():
                target = aside / f"{part.name}.{os.getpid()}"
            os.replace(part, target)
        except OSError as exc:
            log(f"{part.name}: imported, but could not be moved to {aside}: {exc.strerror or exc}")
