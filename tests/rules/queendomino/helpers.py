"""Helpers to reach and shape Queendomino positions (the state is plain data)."""
from __future__ import annotations

from game.rules import queendomino as q
from game.rules.actions import Place
from game.rules.components import building_index
from game.rules.config import GameConfig
from game.rules.queendomino.state import EMPTY, PHASE_PLACE, QueenState

TOWN = 6


def first_turn(game: str = "queendomino", players: int = 4, variants=(), seed: int = 1) -> QueenState:
    """A game at the first placement of round 1 (the draft done with first choices)."""
    s = q.new_game(GameConfig(game, players, variants), seed)
    while s.phase != PHASE_PLACE:
        q.apply(s, q.legal_actions(s)[0])
    return s


def place_first(s: QueenState) -> Place:
    a = next(a for a in q.legal_actions(s) if isinstance(a, Place))
    q.apply(s, a)
    return a


def add_town(s: QueenState, house: int, x: int, y: int) -> None:
    s.kingdoms[house].set_square(x, y, TOWN, 0)


def set_board(s: QueenState, *ids: str) -> None:
    kinds = building_index()
    s.board = [kinds[i] if i else EMPTY for i in ids] + [EMPTY] * (6 - len(ids))
