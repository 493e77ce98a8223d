"""`python main.py join HOST:PORT --code C --name NAME --agent LEVEL`: play a seat of a
server's table with a computer level, headless; print the game's result line at the end.
A refusal is bad input (exit 2, the server's reason); a server lost or silent is exit 1."""
from __future__ import annotations

import asyncio
import json
import ssl
import sys

from game.ai.registry import PLAYERS
from game.cli.args import BadNumber, Parser, integer, positive_float
from game.cli.errors import UsageError, shown
from game.names import clean
from game.net.client import BACKOFF_CAP, JoinRefused, SeatClient
from game.net.join_code import plain
from game.net.protocol import CODE, ProtocolError, check_join
from game.net.seating import ANSWER_WITHIN
from game.net.tls import SCHEME, BadAddress, Untrusted, client_context, parse_address

MAX_RETRIES = 100


def address(text: str, ca: str | None, command: str = "join") -> tuple[str, int, ssl.SSLContext | None]:
    """(host, port, TLS context or None) of a command's HOST:PORT or tls://HOST:PORT and --ca."""
    try:
        host, port, tls = parse_address(text)
    except BadAddress as exc:
        raise UsageError(f"{command}: {exc}") from None
    if ca is not None and not tls:
        raise UsageError(f"--ca needs a {SCHEME}HOST:PORT address")
    try:
        return host, port, client_context(ca) if tls else None
    except ValueError as exc:
        raise UsageError(f"--ca: {exc}") from None


def retries(text: str) -> int:
    v = integer(text)
    if not 0 <= v <= MAX_RETRIES:
        raise BadNumber(f"must be from 0 to {MAX_RETRIES}: {text!r}")
    return v


def main(argv: list[str]) -> int:
    parser = Parser(prog="join", description="Play a seat of a server's table with a computer level.")
    parser.add_argument("server", metavar="HOST:PORT",
                        help=f"the server's address, as serve prints it ({SCHEME}HOST:PORT connects over TLS)")
    parser.add_argument("--ca", default=None, metavar="FILE",
                        help="the authority that signed a TLS server's certificate (default: the system's)")
    parser.add_argument("--code", required=True, help="the table's code, as serve prints it")
    parser.add_argument("--name", required=True, help="the player's name at the table (the same name takes a seat back)")
    parser.add_argument("--agent", default="greedy", help="the computer level that plays the seat")
    parser.add_argument("--retries", type=retries, default=5,
                        help=f"reconnections after a lost connection (at most {MAX_RETRIES}; the wait between "
                             f"two grows to {BACKOFF_CAP:g} seconds)")
    parser.add_argument("--timeout", type=positive_float, default=ANSWER_WITHIN,
                        help="seconds the server may take to answer")
    args = parser.parse_args(argv)
    host, port, tls = address(args.server, args.ca)
    args.code = plain(args.code)
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
    client = SeatClient(host, port, args.code, name, args.agent, retries=args.retries, within=args.timeout,
                        tls=tls)
    try:
        result = asyncio.run(client.run())
    except JoinRefused as exc:
        raise UsageError(f"the server refused the seat: {exc}") from None
    except Untrusted as exc:
        raise UsageError(f"refused {exc}") from None
    except (ConnectionError, ProtocolError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(result), flush=True)
    return 0
