"""The lobby's headless commands (a server run with `serve --lobby`, docs/commands.md):
`tables HOST:PORT` prints the open public tables, one JSON line each; `host HOST:PORT --table
GAME:PLAYERS:SEATS[:VARIANTS] [--private]` makes a table and prints {"code": …}. A refusal is
bad input (exit 2, the server's reason); a server lost or silent is exit 1."""
from __future__ import annotations

import argparse
import asyncio
import json
import ssl
import sys
from typing import Any

from game.cli.args import Parser, positive_float
from game.cli.errors import UsageError
from game.cli.join import address
from game.net.client import refusal_reason
from game.net.protocol import ProtocolError
from game.net.seating import ANSWER_WITHIN, request
from game.net.table import TableError, new_table
from game.net.tls import SCHEME, Untrusted


def _parser(prog: str, description: str) -> Parser:
    parser = Parser(prog=prog, description=description)
    parser.add_argument("server", metavar="HOST:PORT", help=f"{SCHEME}HOST:PORT connects over TLS")
    parser.add_argument("--ca", default=None, metavar="FILE",
                        help="the authority that signed a TLS server's certificate (default: the system's)")
    parser.add_argument("--timeout", type=positive_float, default=ANSWER_WITHIN,
                        help="seconds the server may take to answer")
    return parser


def _ask(args: argparse.Namespace, command: str, kind: str, answer: str, **fields: Any) -> dict[str, Any] | None:
    """The server's answer of type `answer` (UsageError for a refusal; None, said on stderr,
    when the server is lost)."""
    host, port, tls = address(args.server, args.ca, command)
    try:
        msg = asyncio.run(request(host, port, kind, tls, args.timeout, **fields))
    except Untrusted as exc:
        raise UsageError(f"refused {exc}") from None
    except (ConnectionError, ssl.SSLError, ProtocolError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None
    if msg["type"] == "error":
        raise UsageError(f"the server refused: {refusal_reason(msg)}")
    if msg["type"] != answer:
        print(f"error: the server answered with {str(msg['type'])[:20]!r}", file=sys.stderr)
        return None
    return msg


def tables_main(argv: list[str]) -> int:
    args = _parser("tables", "List a lobby's open public tables.").parse_args(argv)
    msg = _ask(args, "tables", "tables", "listing")
    if msg is None:
        return 1
    if not isinstance(msg.get("tables"), list):
        print("error: the server's listing holds no tables", file=sys.stderr)
        return 1
    for table in msg["tables"]:
        print(json.dumps(table), flush=True)
    return 0


def host_main(argv: list[str]) -> int:
    parser = _parser("host", "Make a table on a lobby server and print its code.")
    parser.add_argument("--table", required=True, metavar="GAME:PLAYERS:SEATS[:VARIANTS]",
                        help="the table (a seat is remote or a computer level)")
    parser.add_argument("--private", action="store_true", help="not listed: reached by its code only")
    args = parser.parse_args(argv)
    try:
        new_table(args.table)
    except TableError as exc:
        raise UsageError(str(exc)) from None
    msg = _ask(args, "host", "create", "created", table=args.table, public=not args.private)
    if msg is None:
        return 1
    print(json.dumps({"code": str(msg.get("code"))[:64]}), flush=True)
    return 0
