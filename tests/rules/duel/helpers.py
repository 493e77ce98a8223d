"""Shared builders for Duel tests: states set up at a chosen moment, as plain data."""
from __future__ import annotations

from game.rules import duel
from game.rules.components import WILD, duel_components
from game.rules.config import GameConfig
from game.rules.duel.board import DuelMap
from game.rules.duel.state import NOBODY, PHASE_PLACE, DuelState

CFG = GameConfig("duel", 2)
DC = duel_components()
ARMS = {a: i for i, a in enumerate(DC.arms)}
ARMS["?"] = WILD
CASTLE = 17          # row 3, column 4 of the 5 × 7 sheet (0-based cell 2 * 7 + 3)


def cell(row: int, col: int) -> int:
    """0-based row and column to a cell index."""
    return row * 7 + col


def face_index(die: int, arms: str, crosses: int = 0) -> int:
    """The face of a die showing a coat of arms ('?' for the wild face) with crosses."""
    for i, f in enumerate(DC.dice[die]):
        if f.arms == ARMS[arms] and f.crosses == crosses:
            return i
    raise LookupError(f"die {die} has no face {arms}+{crosses}")


def spell(spell_id: str) -> int:
    return DC.spell(spell_id)


def drawing(faces: dict[int, tuple[str, int]], a_dice=(0, 1), first: int = 0, placer: int | None = None,
            maps: tuple[list[str], list[str]] | None = None, seed: int = 1) -> DuelState:
    """A state in the drawing phase: player A (= first) owns a_dice, B the others;
    faces maps die -> (arms, crosses) for the dice whose face matters."""
    s = duel.new_game(CFG, seed)
    for d, (arms, crosses) in faces.items():
        s.faces[d] = face_index(d, arms, crosses)
    s.first = first
    s.owner = [first if d in a_dice else 1 - first for d in range(4)]
    s.phase = PHASE_PLACE
    s.placer = first if placer is None else placer
    if maps:
        s.maps = [DuelMap.from_rows(rows) for rows in maps]
    return s


def own(s: DuelState, player: int, spell_id: str) -> None:
    s.spell_owner[spell(spell_id)] = player


def play_turn_simply(s: DuelState) -> None:
    """Finish the current player's turn with the first plain drawing (or a pass)."""
    from game.rules.duel.actions import Pass, PlaceDie, PlaceDomino
    acts = [a for a in duel.legal_actions(s) if isinstance(a, (PlaceDomino, PlaceDie, Pass))]
    duel.apply(s, acts[0])


__all__ = ["CFG", "DC", "ARMS", "CASTLE", "NOBODY", "cell", "face_index", "spell", "drawing", "own",
           "play_turn_simply"]
