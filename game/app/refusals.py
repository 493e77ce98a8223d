"""The server's refusals in the player's language: the server sends a code with its English
reason (game.net.protocol.REFUSALS); a code this version knows is worded here, any other
(a newer server's) is shown in the server's English."""
from __future__ import annotations

from game.i18n import N_, _

WORDS = {
    "already_seated": N_("this window already sits at that table"),
    "no_table": N_("no table has this code at that address"),
    "token_needed": N_("someone of this name sits there already; taking the seat back needs its token, "
                       "which only their computer holds"),
    "table_full": N_("every seat of that table is taken"),
    "join_first": N_("the server has not seated this window yet"),
    "not_your_seat": N_("the server says that seat is not yours"),
    "not_your_turn": N_("the server says it is not your turn"),
    "illegal": N_("the server refused the move: the rules do not allow it"),
    "unknown_level": N_("the server has no such computer level for this game"),
    "not_held": N_("that server could not prove it holds your seat, so it was not told your token"),
    "bad_table": N_("the server cannot make that table"),
    "no_more_tables": N_("the server makes no more tables for this address now; join one by its code"),
    "server_busy": N_("the server has no room for another connection now; try again in a while"),
    "dropped": N_("the server hung up: this connection broke one of its limits"),
    "game_over": N_("that game is over"),
    "not_saved": N_("the server could not save that, so it did not happen; try again in a while"),
    "not_away": N_("that player is back, or someone plays for them already"),
    "not_yet": N_("the server waits a little longer for that player"),
}


def refusal(msg: dict) -> str:
    """What a server's error message says, in the player's language when its code is known."""
    code = msg.get("code")
    if isinstance(code, str) and code in WORDS:
        return _(WORDS[code])
    return str(msg.get("reason", ""))[:200]
