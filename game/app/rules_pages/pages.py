"""The pages of the Rules scene, in tab order, and which page a game opens on."""
from __future__ import annotations

from game.app.rules_pages import controls, duel, kingdomino, queendomino
from game.app.ui.words import game_name
from game.i18n import N_, _
from game.rules.components import game_specs

# page id -> its blocks; a game's page is named after the game (its name from the data)
PAGES = {"kingdomino": kingdomino.PAGE, "queendomino": queendomino.PAGE, "duel": duel.PAGE,
         "controls": controls.PAGE}
CONTROLS = N_("Controls")
OF_GAME = {"kralovska_zahrada": "kingdomino", "royal_wedding": "queendomino"}


def label(page: str) -> str:
    """The tab's label, in the player's language."""
    return _(CONTROLS) if page == "controls" else game_name(game_specs()[page].name)


def tab_for(game: str) -> str:
    """The page a game's rules are on (Kingdomino's for anything unknown)."""
    page = OF_GAME.get(game, game)
    return page if page in PAGES else "kingdomino"
