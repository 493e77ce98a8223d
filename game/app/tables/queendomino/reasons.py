"""The words of Queendomino's own reasons (game.ai.queendomino.explain): knights and their tax,
buildings, the Queen and the Dragon; Kingdomino's (its bonuses) too, as Queendomino builds on
it. This table registers them (entry.py)."""
from __future__ import annotations

from game.ai.queendomino.explain import KNIGHT_TAX
from game.ai.reasons import Reason
from game.app.explain_words import rival, said
from game.app.tables.kingdomino import reasons as kingdomino
from game.app.ui.words import building_name, coins_text, knights_text, points_text, towers_text
from game.i18n import _, ngettext, pgettext
from game.rules.components import buildings


def _building(r: Reason) -> str:
    return building_name(buildings()[r["kind"]].name)


def _knight(session, r: Reason, hint: bool) -> str:
    text = ngettext("a knight on a {terrain} territory of {n} square: +{coins} in tax",
                    "a knight on a {terrain} territory of {n} squares: +{coins} in tax", r["squares"]).format(
        terrain=session.terrain_name(r["terrain"]), n=r["squares"], coins=coins_text(r["coins"]))
    if r["bonus"]:
        text += " " + _("({coins} of it from buildings)").format(coins=coins_text(r["bonus"]))
    return text


def _keep_knight(session, r: Reason, hint: bool) -> str:
    return said(hint, pgettext("hint", "keep a knight in the guard for a larger territory "
                                       "(here it would bring +{coins} in tax)"),
                _("keeps a knight in the guard for a larger territory (here it would bring +{coins} in tax)")).format(
        coins=coins_text(r["coins"]))


def _build(session, r: Reason, hint: bool) -> str:
    return said(hint, pgettext("hint", "build {building} for {coins}"), _("builds {building} for {coins}")).format(
        building=_building(r), coins=coins_text(r["cost"]))


def _build_crowns(session, r: Reason, hint: bool) -> str:
    return ngettext("its {n} crown adds {points} to the towns", "its {n} crowns add {points} to the towns",
                    r["crowns"]).format(n=r["crowns"], points=points_text(r["points"]))


def _build_gain(session, r: Reason, hint: bool) -> str:
    got = ([knights_text(r["knights"])] if r["knights"] else []) + ([towers_text(r["towers"])] if r["towers"] else [])
    return _("brings {what}").format(what=" + ".join(got))


def _build_tax(session, r: Reason, hint: bool) -> str:
    return (_("every later tax brings a coin more per knight owned") if r["per"] == KNIGHT_TAX else
            _("every later tax brings a coin more per tower owned"))


def _build_end(session, r: Reason, hint: bool) -> str:
    return _("at the end it scores {points} as things stand").format(points=points_text(r["points"]))


def _queen(session, r: Reason, hint: bool) -> str:
    return _("the Queen comes over: buildings cost {coins} less, and the largest territory "
             "gets her crown ({points} now)").format(coins=coins_text(r["discount"]), points=points_text(r["points"]))


def _dragon(session, r: Reason, hint: bool) -> str:
    return said(hint, pgettext("hint", "pay the Dragon {coins}: {building} ({price}) burns, so nobody else builds it"),
                _("pays the Dragon {coins}: {building} ({price}) burns, so nobody else builds it")).format(
        coins=coins_text(r["cost"]), building=_building(r), price=coins_text(r["price"]))


def _deny_building(session, r: Reason, hint: bool) -> str:
    return _("it keeps {building} from {name}, who would score {points} with it").format(
        building=_building(r), name=rival(session, r), points=points_text(r["points"]))


WORDS = {
    **kingdomino.WORDS,
    "knight": _knight, "keep_knight": _keep_knight, "build": _build, "build_crowns": _build_crowns, "build_gain": _build_gain,
    "build_tax": _build_tax, "build_end": _build_end, "queen": _queen, "dragon": _dragon, "deny_building": _deny_building,
}
