"""`python main.py join HOST:PORT --code C --name NAME --agent LEVEL`: play a seat of a
server's table with a computer level, headless; print the game's result line at the end.
A refusal is bad input (exit 2, the server's reason); a server lost or silent is exit 1."""
from __future__ import annotations

import asyncio
import json
import sys

from game.ai.registry import PLAYERS
from game.cli.args import BadNumber, Parser, integer, positive_float
from game.cli.errors import UsageError, shown
from game.names import clean
from game.net.client import BACKOFF_CAP, JoinRefused, SeatClient
from game.net.protocol import CODE, ProtocolError, check_join
from game.net.seating import ANSWER_WITHIN

MAX_RETRIES = 100


def address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isascii() or not port.isdigit() or not 0 < int(port) < 65536:
        raise UsageError(f"join: expected HOST:PORT, got {text!r}")
    return host.strip("[]"), int(port)


def retries(text: str) -> int:
    v = integer(text)
    if not 0 <= v <= MAX_RETRIES:
        raise BadNumber(f"must be from 0 to {MAX_RETRIES}: {text!r}")
    return v


def main(argv: list[str]) -> int:
    parser = Parser(prog="join", description="Play a seat of a server's table with a computer level.")
    parser.add_argument("server", metavar="HOST:PORT")
    parser.add_argument("--code", required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--agent", default="greedy", help="the computer level that plays the seat")
    parser.add_argument("--retries", type=retries, default=5,
                        help=f"reconnections after a lost connection (at most {MAX_RETRIES}; the wait between "
                             f"two grows to {BACKOFF_CAP:g} seconds)")
    parser.add_argument("--timeout", type=positive_float, default=ANSWER_WITHIN,
                        help="seconds the server may take to answer")
    args = parser.parse_args(argv)
    host, port = address(args.server)
    if not CODE.fullmatch(args.code):
        raise UsageError("--code is not a table code")
    name = clean(args.name)
    if not name:
        raise UsageError("--name must hold a letter, digit or sign that shows")
    try:
        check_join({"type": "join", "code": args.code, "name": name})
    except ProtocolError as exc:
        raise UsageError(f"--name {shown(name)[:60]!r} is refused: {exc}") from None
    if not any(args.agent in levels for levels in PLAYERS.values()):
        raise UsageError(f"unknown agent {args.agent!r}")
    client = SeatClient(host, port, args.code, name, args.agent, retries=args.retries, within=args.timeout)
    try:
        result = asyncio.run(client.run())
    except JoinRefused as exc:
        raise UsageError(f"the server refused the seat: {exc}") from None
    except (ConnectionError, ProtocolError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(result), flush=True)
    return 0
