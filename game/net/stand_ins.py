"""Who may let a computer play a dropped player's seat, and when: one rule for every table,
however it was made (hosted from a window, made in a lobby, `serve --table`).

Once a seated player's connection has been gone for the server's wait (`serve --seat-timeout`,
or the hosting window's Settings), any other player seated and connected at the table may
let a computer level of the table play the seat until its player returns. The server tells
every window, with the seats, how many seconds are left (`hand_in`), so each shows the
same countdown and offers the choice at the same time; the server checks it again when the
choice arrives.
"""
from __future__ import annotations

import math

from game.net.table import REMOTE, SeatInfo, Table


def hand_in(seat: SeatInfo, wait: float, now: float) -> float | None:
    """Seconds until a computer may be handed the seat (0: it may now); None when its player
    is not a dropped one that nobody plays for."""
    if seat.kind != REMOTE or not seat.name or seat.connected or seat.filled:
        return None
    return max(0.0, seat.dropped + wait - now)


def public_seats(table: Table, wait: float, now: float) -> list[dict]:
    """The seats as every window is told them, a dropped one with its whole seconds left."""
    out = []
    for seat in table.seats:
        line = seat.public()
        left = hand_in(seat, wait, now)
        if left is not None:
            line["hand_in"] = math.ceil(left)
        out.append(line)
    return out


def refused_hand(table: Table, by: int, seat: int, level: str, wait: float, now: float) -> tuple[str, str] | None:
    """Why the player at seat `by` may not let `level` play seat `seat` now, as (reason, code);
    None when they may."""
    if not 0 <= seat < len(table.seats) or seat == by:
        return "that seat is not yours", "not_your_seat"
    if level not in table.computer_levels():
        return f"no computer level {level[:20]!r} for this game", "unknown_level"
    if not 0 <= by < len(table.seats) or table.seats[by].kind != REMOTE or not table.seats[by].connected:
        return "only a player seated at the table may hand a dropped seat on", "not_your_seat"
    left = hand_in(table.seats[seat], wait, now)
    if left is None:
        return "that seat's player is not away", "not_away"
    if left > 0:
        return f"that seat's player is waited for {math.ceil(left)} s more", "not_yet"
    return None
