"""A spectator's side of a table: it asks to watch with the table's code and receives what
every player sees in public (each action, the public view, who sits where), never a token,
a player's secret or, before the end, the seed."""
from __future__ import annotations

import asyncio
import ssl
from typing import Callable

from game.net.client import JoinRefused, refusal_reason
from game.net.protocol import ProtocolError, encode
from game.net.seating import ANSWER_WITHIN, QUIET, connect, listen, receive


def _played(msg: dict) -> dict:
    """{n, by, action} of a played or update message, its fields checked."""
    n, by, action = msg.get("n"), msg.get("by"), msg.get("action")
    if type(n) is not int or not (by is None or type(by) is int) or not isinstance(action, dict):
        raise ProtocolError(f"{msg['type']} needs n, by and action")
    return {"n": n, "by": by, "action": action}


async def watch(host: str, port: int, code: str, emit: Callable[[dict], None], tls: ssl.SSLContext | None = None,
                within: float = ANSWER_WITHIN, quiet: float = QUIET,
                watching: Callable[[], None] = lambda: None, name: str = "") -> dict:
    """Watch the table to the end of its game: emit({n, by, action}) for every action, from
    the first, in order (`watching()` once the actions so far are in); the game's result line
    (the only thing a game already over when this came gives).
    The players see `name` among the spectators. JoinRefused when the server will not let this
    connection watch; ConnectionError when the server is lost."""
    reader, writer = await connect(host, port, within, tls)
    try:
        writer.write(encode("watch", code=code, name=name))
        msg, seen = await receive(reader, within), 0
        while True:
            kind = msg["type"]
            if kind == "error" and msg.get("code") == "game_over" and isinstance(msg.get("result"), dict):
                return msg["result"]             # over before this spectator came: its result only
            if kind == "error":
                raise JoinRefused(refusal_reason(msg))
            if kind == "watching":
                watching()
            elif kind in ("played", "update"):
                action = _played(msg)
                if action["n"] > seen:
                    seen = action["n"]
                    emit(action)
            elif kind == "over":
                if not isinstance(msg.get("result"), dict):
                    raise ProtocolError("over.result must be an object")
                return msg["result"]
            msg = await listen(reader, writer, quiet, within)
    except asyncio.IncompleteReadError:
        raise ConnectionError(f"{host}:{port} closed the connection before the game's end") from None
    finally:
        writer.close()
