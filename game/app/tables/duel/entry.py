"""The Kingdomino Duel table, registered once for the family: game/app/tables/directory.py
finds it by family."""
from __future__ import annotations

from game.app.tables.directory import Table
from game.app.tables.duel import moves, rules_page
from game.app.tables.duel.lesson_marks import duel_marks, duel_values
from game.app.tables.duel.scene import DuelPlayScene

TABLE = Table("duel", DuelPlayScene, rules_page.PAGE, duel_marks, duel_values, moves)
