"""The pages of the Rules scene, in tab order, and which page a game opens on: a page per
family, registered by the family's table (game/app/tables/<family>/rules_page.py), and
the controls."""
from __future__ import annotations

from game.app.rules_pages import controls
from game.app.tables.directory import tables
from game.app.ui.words import game_name
from game.i18n import N_, _
from game.rules.components import game_specs
from game.rules.registry import FAMILY, FAMILY_RULES

CONTROLS = N_("Controls")


def pages() -> dict[str, tuple]:
    """Page id -> its blocks: each family's page in the rules registry's order, named after
    the family's game (its name from the data), then the controls."""
    shown = tables()
    return {family: shown[family].rules_page for family in FAMILY_RULES if family in shown} | {"controls": controls.PAGE}


def label(page: str) -> str:
    """The tab's label, in the player's language."""
    return _(CONTROLS) if page == "controls" else game_name(game_specs()[page].name)


def tab_for(game: str) -> str:
    """The page a game's rules are on: its family's (a page id opens that page; the first
    page for anything unknown)."""
    page = FAMILY.get(game, game)
    return page if page in pages() else next(iter(pages()))
