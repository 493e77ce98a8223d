"""Every move of the game in words: a sentence with its place on the grid ("Eva placed
wheat–lake at C3–D3, chose 27") for the event log, the opponents' last-move notes and speech.

Squares are named as the board labels them (game.rules.squares: the castle at E5 in a
5×5 game).
Sentences are made by `sentence` from the outcome the rules' `apply` returned for each
action (Session keeps them in `log`), so Continue, Load and Undo, which replay the
record, rebuild the log too; a move is never tried again on a copy to be put into
words. Each game's table may word its own actions (its `moves` module); this module
never draws.
A sentence is kept as a Message (its template and values, names of terrains and
buildings as Later values), put into words when shown: after a language switch every
line of the log speaks the new language.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.app.tables.directory import moves_of
from game.app.ui.words import terrain_name
from game.i18n import N_, Later, Message, translate, verbatim
from game.rules.actions import Action, Choose, Discard, NextGame, Place, action_to_dict
from game.rules.kingdom import Placement
from game.rules.outcome import Outcome
from game.rules.squares import square_name


@dataclass
class LogEntry:
    player: int          # -1: nobody's move (a new game of the match)
    words: Message
    kind: str            # "place", "discard", "choose" or "other"
    number: int = 0      # the domino a king chose

    @property
    def text(self) -> str:
        """The sentence in the player's language of this moment."""
        return translate(self.words)


# ---- sentences ------------------------------------------------------------------------

def sentence(session, action, player: int | None, outcome: Outcome, words: Message | None = None) -> LogEntry:
    """The move in words, from the `outcome` its `apply` returned (the domino it placed or
    discarded); `words`: the table's own words for a game's own action (own_words)."""
    name = session.seats[player].name if player is not None else ""
    who = -1 if player is None else player
    d = getattr(outcome, "domino", None)
    if isinstance(action, (Place, Discard)) and d is not None:
        pair = Message("{a}–{b}", {"a": Later(terrain_name, session.config, d.t1), "b": Later(terrain_name, session.config, d.t2)})
        if isinstance(action, Discard):
            return LogEntry(who, Message(N_("{name} discarded {pair} (domino {number}): it fits nowhere"),
                                         {"name": name, "pair": pair, "number": d.number}), "discard")
        p, n = Placement(action.x, action.y, action.rot), session.config.setup.size
        at = f"{square_name(p.x, p.y, n)}–{square_name(*p.second(), n)}"
        return LogEntry(who, Message(N_("{name} placed {pair} at {squares}"), {"name": name, "pair": pair, "squares": at}),
                        "place")
    if isinstance(action, Choose):
        return LogEntry(who, Message(N_("{name} chose domino {number}"), {"name": name, "number": action.number}),
                        "choose", action.number)
    if isinstance(action, NextGame):
        return LogEntry(-1, Message(N_("A new game of the match began")), "other")
    return LogEntry(who, _own_sentence(session, action, name, words), "other")


def _own_sentence(session, action, name: str, words: Message | None) -> Message:
    """A game's own actions: the table's words plus the squares (the table's own
    `placed`, or the kingdom square of a knight or a building)."""
    words = words or verbatim(describe(name, action))
    placed = getattr(moves_of(session.config.game), "placed", None)
    if placed is not None:
        return placed(words, action)
    if hasattr(action, "x") and hasattr(action, "y"):   # a knight or a building
        n = session.config.setup.size
        return Message(N_("{words} at {square}"), {"words": words, "square": square_name(action.x, action.y, n)})
    return words


def lines(log: list[LogEntry]) -> list[LogEntry]:
    """The log as shown: a king's choice joins the same player's placement before it."""
    out: list[LogEntry] = []
    for e in log:
        prev = out[-1] if out else None
        if e.kind == "choose" and prev and prev.player == e.player and prev.kind in ("place", "discard"):
            out[-1] = LogEntry(prev.player, Message(N_("{move}, chose {number}"), {"move": prev.words, "number": e.number}),
                               "merged")
        else:
            out.append(e)
    return out


# A family's table may register a moves module (game/app/tables/directory.py) whose
# describe(outcome, action, name) words that game's own actions from what the rules'
# `apply` said it did; it may also give drawn_cells(action), the cells to mark as that
# player's last move


def own_words(game: str, outcome: Outcome, action: Action, name: str) -> Message | None:
    module = moves_of(game)
    return None if module is None else module.describe(outcome, action, name)


def own_cells(game: str, action: Action) -> tuple:
    return getattr(moves_of(game), "drawn_cells", lambda _: ())(action)


def describe(name: str, action: Action) -> str:
    """A plain description of any game's action (tables may word their own)."""
    d = action_to_dict(action)
    kind = d.pop("type").replace("_", " ")
    args = " ".join(f"{k}={v}" for k, v in d.items())
    return f"{name}: {kind} {args}".strip() if name else f"{kind} {args}".strip()
