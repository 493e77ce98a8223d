"""How a square is named to a player: as the board labels it, like a chess board: columns
A, B, C... from the left, rows 1, 2, 3... from the top of the grid a kingdom may grow into
(the castle at E5 in a 5×5 game, G7 in a 7×7 one); a Duel map the same way (its castle at
D3). The table's labels, the move log and every refusal name squares through here."""
from __future__ import annotations

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def column_name(i: int) -> str:
    """The letter of the i-th column from the left (from 0)."""
    return LETTERS[i] if 0 <= i < len(LETTERS) else "?"


def square_name(x: int, y: int, n: int) -> str:
    """A castle-relative square of an N×N game: column letter, row number ("E5": the castle)."""
    return f"{column_name(x + n - 1)}{y + n}"


def map_square(row: int, col: int) -> str:
    """A Duel map cell (row, column from 0): column letter, row number."""
    return f"{column_name(col)}{row + 1}"


def cell_name(cell: int, columns: int) -> str:
    """A Duel map cell by its number (row * columns + column)."""
    return map_square(*divmod(cell, columns))
