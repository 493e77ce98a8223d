"""A seat on the server's side: the seat a joining player's name sits in, the proof that takes
a held seat back, and the welcome that seats a connection (game.net.server decides who may
sit; game.net.seating is the client's side of the same steps)."""
from __future__ import annotations

import secrets
from typing import Any

from game.names import joining_name
from game.net.connections import Conn, Limits
from game.net.protocol import HISTORY, encode, seat_proof
from game.net.table import REMOTE, Table, turn
from game.rules.actions import action_to_dict
from game.rules.registry import public_view
from game.rules.replay import replay


def seat_name(table: Table, name: str) -> str:
    """The seat a player joining under `name` sits in or takes back (the one rule for names);
    the proofs of a rejoin are made over the name as the player sent it."""
    return joining_name(name, [s.name for s in table.seats], [s.name for s in table.seats if s.kind == REMOTE])


def proved(conn: Conn, key: str, code: str, name: str, proof: str) -> bool:
    """The join answers this connection's challenge for the seat (each challenge answers once)."""
    challenge, conn.challenge = conn.challenge, None
    return (bool(proof) and challenge is not None and challenge[:2] == (code, name)
            and secrets.compare_digest(proof, seat_proof(key, "client", *challenge)))


def welcome(conn: Conn, table: Table, since: int, token: str, seats: list[dict[str, Any]], watchers: list[str],
            limits: Limits) -> None:
    """Seat the connection: the table as it stands, or, for a player back with their token,
    as it stood when they left (at most HISTORY actions back) and every update since, so
    their window shows and logs the moves they missed. `token`: the seat's, when it is new."""
    first = max(since, table.n - HISTORY) if 0 <= since < table.n else table.n
    state = replay(table.record, first) if first < table.n else table.state
    conn.send(encode("welcome", seat=conn.seat, token=token, seats=seats,
                     watchers=watchers, n=first, now=table.n, view=public_view(state),
                     to_act=turn(table.rules, state)), limits)
    for n, by, action in table.history(state, first):
        conn.send(encode("update", n=n, by=by, action=action_to_dict(action), view=public_view(state),
                         to_act=turn(table.rules, state)), limits)
