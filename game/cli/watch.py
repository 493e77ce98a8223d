"""`python main.py watch HOST:PORT --code C`: follow a served table's game as a spectator,
headless: one JSON line per action as it is played (from the first), then the game's result
line. A refusal is bad input (exit 2, the server's reason); a server lost or silent is exit 1."""
from __future__ import annotations

import asyncio
import json
import ssl
import sys

from game.cli.args import Parser, positive_float
from game.cli.errors import UsageError
from game.cli.join import address
from game.names import clean
from game.net.client import JoinRefused
from game.net.join_code import plain
from game.net.protocol import CODE, ProtocolError
from game.net.seating import ANSWER_WITHIN
from game.net.tls import SCHEME, Untrusted
from game.net.watcher import watch


def _print(line: dict) -> None:
    print(json.dumps(line), flush=True)


def main(argv: list[str]) -> int:
    parser = Parser(prog="watch", description="Follow a served table's game as a spectator.")
    parser.add_argument("server", metavar="HOST:PORT", help=f"{SCHEME}HOST:PORT connects over TLS")
    parser.add_argument("--code", required=True, help="the table's code, as serve or host prints it")
    parser.add_argument("--name", default="", help="the name the players see among the spectators")
    parser.add_argument("--ca", default=None, metavar="FILE",
                        help="the authority that signed a TLS server's certificate (default: the system's)")
    parser.add_argument("--timeout", type=positive_float, default=ANSWER_WITHIN,
                        help="seconds the server may take to answer")
    args = parser.parse_args(argv)
    host, port, tls = address(args.server, args.ca, "watch")
    args.code = plain(args.code)         # read as join reads it: any case, the dash ignored
    if not CODE.fullmatch(args.code):
        raise UsageError("--code is not a table code")
    args.name = clean(args.name)         # as the server shows it (at most 40 characters); "": its default
    try:
        result = asyncio.run(watch(host, port, args.code, _print, tls, args.timeout, name=args.name))
    except JoinRefused as exc:
        raise UsageError(f"the server refused to let this connection watch: {exc}") from None
    except Untrusted as exc:
        raise UsageError(f"refused {exc}") from None
    except (ConnectionError, ssl.SSLError, ProtocolError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    _print(result)
    return 0
