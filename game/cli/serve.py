"""`python main.py serve`: a headless game server (docs/commands.md).

With --table it creates tables at start and prints, first, one JSON line per table with
its join code, host and port (port 0 picks a free port; the real one is printed). Every
table is kept in a database (SQLite in the data folder, or PostgreSQL with --database),
each change committed before any client is told of it, and the unfinished tables found
there are reopened at start, so a table survives a server restart. Each finished game
prints its result line.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path

from game.cli.args import INTEGER, Parser, integer, positive_float, positive_int
from game.cli.errors import UsageError
from game.net.lobby import Lobby
from game.net.protocol import echoed
from game.net.server import Limits, Server
from game.net.store import StoreRefused
from game.net.store_files import import_folder
from game.net.store_sql import SqlStore, open_store
from game.net.table import Table, TableError, new_table, seeds_key, table_seed
from game.net.tls import server_context
from game.saves import saves_dir

MAX_TABLES = 200
SAFE_SEED_DIGITS = 15      # a --seed this long is out of reach of guessing (each guess costs a PBKDF2)
SWITCH = 0.0005    # seconds a thread holds the interpreter before another may run (Python's default: 0.005)


def data_folder(text: str | None) -> Path:
    """--data, or "server" beside the player's saves folder."""
    folder = Path(text) if text else saves_dir().parent / "server"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"--data: cannot use {folder}: {exc.strerror or exc}") from None
    if not os.access(folder, os.W_OK):
        raise UsageError(f"--data: cannot write in {folder}")
    return folder


def parse(argv: list[str]) -> tuple[argparse.Namespace, list[Table]]:
    parser = Parser(prog="serve", description="Run a headless game server.")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=integer, default=0, help="the port (default 0: a free one, printed)")
    parser.add_argument("--table", action="append", default=[], metavar="GAME:PLAYERS:SEATS[:VARIANTS]",
                        help="a table to open (a seat is remote or a computer level)")
    parser.add_argument("--data", default=None, help="the folder of the server's database (SQLite) and log")
    parser.add_argument("--database", default=None, metavar="postgresql://…",
                        help="keep the tables in this PostgreSQL database instead (needs psycopg)")
    parser.add_argument("--seed", default=None,
                        help="makes the tables' seeds repeatable: each derived from S by a keyed hash")
    parser.add_argument("--seat-timeout", type=positive_float, default=60.0,
                        help="seconds a dropped player is waited for: then the other players may let a "
                             "computer play their seat (or --fill-dropped plays it)")
    parser.add_argument("--fill-dropped", default=None, metavar="LEVEL",
                        help="a computer level that plays a dropped player's seat until they return")
    parser.add_argument("--max-per-address", type=positive_int, default=Limits.per_address,
                        help="connections open at once from one address")
    parser.add_argument("--cert", default=None, metavar="FILE", help="serve over TLS with this certificate (PEM) ...")
    parser.add_argument("--key", default=None, metavar="FILE", help="... and its private key (PEM)")
    parser.add_argument("--lobby", action="store_true",
                        help="players list the open public tables and make tables of their own")
    parser.add_argument("--exit-when-done", action="store_true", help="stop once every table's game is over")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port must be from 0 to 65535, got {args.port}")
    if len(args.table) > MAX_TABLES:
        raise UsageError(f"at most {MAX_TABLES} --table options")
    if args.seed is not None and not INTEGER.fullmatch(args.seed):
        raise UsageError(f"--seed must be a whole number of at most 30 ASCII digits, got {echoed(args.seed)}")
    if args.seed is not None and len(args.seed.lstrip("-")) < SAFE_SEED_DIGITS:
        print(f"warning: --seed {args.seed} is short enough to be found from a finished game's seed, and with it "
              f"every table's; pick one of {SAFE_SEED_DIGITS} digits or more, e.g. "
              "python -c 'import secrets; print(secrets.randbits(63))'", file=sys.stderr, flush=True)
    if args.database is not None and not args.database.startswith(("postgresql://", "postgres://")):
        raise UsageError(f"--database must be a postgresql:// address, got {echoed(args.database)}")
    if args.lobby and args.exit_when_done:
        raise UsageError("--lobby and --exit-when-done do not go together (players make tables at any time)")
    if (args.cert is None) != (args.key is None):
        raise UsageError("--cert and --key go together")
    args.tls = None
    if args.cert is not None:
        try:
            args.tls = server_context(args.cert, args.key)
        except ValueError as exc:
            raise UsageError(f"--cert/--key: {exc}") from None
    tables: list[Table] = []
    key = None if args.seed is None else seeds_key(str(int(args.seed)))
    for i, spec in enumerate(args.table):
        try:
            tables.append(new_table(spec, None if key is None else table_seed(key, i)))
        except TableError as exc:
            raise UsageError(str(exc)) from None
    if args.fill_dropped is not None:
        for t in tables:
            if args.fill_dropped not in t.computer_levels():
                raise UsageError(f"--fill-dropped: {t.record.config.game} has no level {args.fill_dropped!r}")
    return args, tables


async def database(args: argparse.Namespace, folder: Path) -> SqlStore:
    """The server's database, with the table files of an older version imported once."""
    try:
        store = await open_store(folder, args.database)
    except StoreRefused as exc:
        raise UsageError(f"{'--database' if args.database else '--data'}: {exc}") from None
    try:
        await import_folder(folder, store, log_stderr)
    except StoreRefused as exc:
        await store.close()
        raise UsageError(f"--data: the table files of {folder} could not be imported: {exc}") from None
    return store


def log_stderr(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


async def run(args: argparse.Namespace, tables: list[Table]) -> int:
    def over(table: Table) -> None:
        print(json.dumps({"code": table.code, "result": table.result()}), flush=True)

    store = await database(args, data_folder(args.data))
    server = Server(store, args.seat_timeout, args.fill_dropped,
                    limits=Limits(per_address=args.max_per_address), on_over=over,
                    lobby=Lobby() if args.lobby else None)
    try:
        host, port = await server.start(args.host, args.port, args.tls)
    except OSError as exc:
        await server.close()
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    reopened = await server.reopen()
    for table in tables:
        try:
            await server.add_table(table)     # announced below once committed: a server killed
        except StoreRefused as exc:           # right after still reopens it
            await server.close()
            raise UsageError(f"--table: the database refused the new table: {exc}") from None
    if args.lobby:                            # where players find the lobby (port 0: the one picked)
        print(json.dumps({"lobby": True, "host": host, "port": port, "tls": args.tls is not None}), flush=True)
    for table in tables + reopened:
        print(json.dumps({"code": table.code, "host": host, "port": port, "tls": args.tls is not None}), flush=True)
    try:
        if args.exit_when_done:
            if server.tables:
                await server.done.wait()
        else:
            await asyncio.Event().wait()
    finally:
        await server.close()
    return 0


def main(argv: list[str]) -> int:
    args, tables = parse(argv)
    # the tables' computer players think in worker threads; the loop that sends each move to
    # every client gets the interpreter back ten times sooner (bench net: a lower p99 in 4 of 4
    # paired runs with 20 tables)
    sys.setswitchinterval(SWITCH)
    return asyncio.run(run(args, tables))
