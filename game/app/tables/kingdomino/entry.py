"""The Kingdomino table, registered once for the family (Kingdomino, Královská zahrada):
game/app/tables/directory.py finds it by family."""
from __future__ import annotations

from game.app.tables.directory import Table
from game.app.tables.kingdomino import reasons, rules_page
from game.app.tables.kingdomino.lesson_marks import kingdom_marks, kingdom_values
from game.app.tables.kingdomino.scene import PlayScene

TABLE = Table("kingdomino", PlayScene, rules_page.PAGE, kingdom_marks, kingdom_values, reasons=reasons)
