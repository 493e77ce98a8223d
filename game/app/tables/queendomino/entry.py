"""The Queendomino table, registered once for the family (Queendomino, the Royal Wedding):
game/app/tables/directory.py finds it by family."""
from __future__ import annotations

from game.app.tables.directory import Table
from game.app.tables.queendomino import moves, reasons, rules_page
from game.app.tables.queendomino.lesson_marks import queen_marks, queen_values
from game.app.tables.queendomino.scene import QueenPlayScene
from game.rules.queendomino.actions import Build, Dragon, Knight

TABLE = Table("queendomino", QueenPlayScene, rules_page.PAGE, queen_marks, queen_values, moves,
              sounds={Knight: "knight", Build: "build", Dragon: "dragon"}, reasons=reasons)
