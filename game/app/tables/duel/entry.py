"""The Kingdomino Duel table, registered once for the family: game/app/tables/directory.py
finds it by family."""
from __future__ import annotations

from game.app.tables.directory import Table
from game.app.tables.duel import moves, reasons, rules_page
from game.app.tables.duel.lesson_marks import duel_marks, duel_values
from game.app.tables.duel.scene import DuelPlayScene
from game.rules.duel import actions as duel

SOUNDS: dict[type, str] = {
    duel.Pick: "pick", duel.PlaceDomino: "place", duel.PlaceDie: "place", duel.Pass: "discard",
    duel.PickTwo: "spell", duel.SetFace: "spell", duel.IgnoreConnection: "spell", duel.SplitDice: "spell",
    duel.ChooseDomain: "spell", duel.AddCross: "spell", duel.CastleBonus: "spell",
}
TABLE = Table("duel", DuelPlayScene, rules_page.PAGE, duel_marks, duel_values, moves, SOUNDS, reasons)
