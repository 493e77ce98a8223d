"""`python main.py join HOST:PORT --code C --name NAME --agent LEVEL`: play a seat of a
server's table with a computer level, headless; print the game's result line at the end."""
from __future__ import annotations

import asyncio
import json
import sys

from game.ai.registry import PLAYERS
from game.cli.args import Parser, positive_int
from game.cli.errors import UsageError
from game.net.client import JoinRefused, SeatClient
from game.net.protocol import CODE, ProtocolError


def address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isascii() or not port.isdigit() or not 0 < int(port) < 65536:
        raise UsageError(f"join: expected HOST:PORT, got {text!r}")
    return host.strip("[]"), int(port)


def main(argv: list[str]) -> int:
    parser = Parser(prog="join", description="Play a seat of a server's table with a computer level.")
    parser.add_argument("server", metavar="HOST:PORT", help="the server's address, as serve prints it")
    parser.add_argument("--code", required=True, help="the table's code, as serve prints it")
    parser.add_argument("--name", required=True, help="the player's name at the table (the same name takes a seat back)")
    parser.add_argument("--agent", default="greedy", help="the computer level that plays the seat")
    parser.add_argument("--retries", type=positive_int, default=5, help="reconnections after a lost connection")
    args = parser.parse_args(argv)
    host, port = address(args.server)
    if not CODE.fullmatch(args.code):
        raise UsageError("--code is not a table code")
    if not any(args.agent in levels for levels in PLAYERS.values()):
        raise UsageError(f"unknown agent {args.agent!r}")
    client = SeatClient(host, port, args.code, args.name, args.agent, retries=args.retries)
    try:
        result = asyncio.run(client.run())
    except JoinRefused as exc:
        raise UsageError(f"the server refused the seat: {exc}") from None
    except (ConnectionError, ProtocolError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(result), flush=True)
    return 0
