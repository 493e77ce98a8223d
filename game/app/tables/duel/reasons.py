"""The words of Kingdomino Duel's own reasons (game.ai.duel.explain): dice, spells, the castle
bonus and the domain bonus; its territories are named by their coat of arms. This table
registers them (entry.py)."""
from __future__ import annotations

from game.ai.reasons import Reason
from game.app.explain_words import rival, said
from game.app.tables.duel.art import arms_name
from game.app.tables.duel.spellbook_view import title as spell_title
from game.app.ui.words import points_text
from game.i18n import _, ngettext, npgettext, pgettext
from game.rules.components import duel_components


def territory_name(r: Reason) -> str:
    return arms_name(r["arms"])


def _die(session, r: Reason, hint: bool) -> str:
    n, arms = r["crosses"], r["arms"]
    if arms < 0:
        return said(hint, pgettext("hint", "take die {die}: a “?” face, any coat of arms"),
                    _("takes die {die}: a “?” face, any coat of arms")).format(die=r["die"] + 1)
    text = (said(hint, pgettext("hint", "take die {die}: {arms}, no cross"), _("takes die {die}: {arms}, no cross"))
            if not n else
            said(hint, npgettext("hint", "take die {die}: {arms} with {n} cross", "take die {die}: {arms} with {n} crosses", n),
                 ngettext("takes die {die}: {arms} with {n} cross", "takes die {die}: {arms} with {n} crosses", n))
            ).format(die=r["die"] + 1, arms=arms_name(arms), n=n)
    if r["have"]:
        text += "; " + ngettext("the map has {n} square of it", "the map has {n} squares of it",
                                r["have"]).format(n=r["have"])
    return text


def _deny_die(session, r: Reason, hint: bool) -> str:
    return _("it keeps die {die} from {name}, who would score {points} with it").format(
        die=r["die"] + 1, name=rival(session, r), points=points_text(r["points"]))


def _spell_box(session, r: Reason, hint: bool) -> str:
    spell = duel_components().spells[r["spell"]].id
    return said(hint, pgettext("hint", "tick a box of {spell}: {marks} of {boxes}"),
                _("ticks a box of {spell}: {marks} of {boxes}")).format(spell=spell_title(spell), marks=r["marks"],
                                                                        boxes=r["boxes"])


def _spell(session, r: Reason, hint: bool) -> str:
    return said(hint, pgettext("hint", "cast {spell}"), _("casts {spell}")).format(
        spell=spell_title(duel_components().spells[r["spell"]].id))


def _castle_bonus(session, r: Reason, hint: bool) -> str:
    n = r["crosses"]
    return said(hint, npgettext("hint", "use the castle bonus: die {die} draws {n} cross",
                                "use the castle bonus: die {die} draws {n} crosses", n),
                ngettext("uses the castle bonus: die {die} draws {n} cross",
                         "uses the castle bonus: die {die} draws {n} crosses", n)).format(die=r["die"] + 1, n=n)


def _set_face(session, r: Reason, hint: bool) -> str:
    return said(hint, pgettext("hint", "turn die {die} to {arms}"), _("turns die {die} to {arms}")).format(
        die=r["die"] + 1, arms=arms_name(r["arms"]))


def _domain(session, r: Reason, hint: bool) -> str:
    bonus = duel_components().domain_bonus_points
    return ngettext("domain bonus on {arms}: {n} territory × {bonus} = {points}",
                    "domain bonus on {arms}: {n} territories × {bonus} = {points}", r["territories"]).format(
        arms=arms_name(r["arms"]), n=r["territories"], bonus=bonus, points=points_text(r["points"]))


def _add_cross(session, r: Reason, hint: bool) -> str:
    return ngettext("an extra cross on a {arms} territory of {n} square: +{gained}",
                    "an extra cross on a {arms} territory of {n} squares: +{gained}", r["squares"]).format(
        arms=arms_name(r["arms"]), n=r["squares"], gained=r["gained"])


WORDS = {
    "deny_die": _deny_die, "die": _die, "spell_box": _spell_box, "spell": _spell, "castle_bonus": _castle_bonus,
    "set_face": _set_face, "domain": _domain, "add_cross": _add_cross,
    "pass": lambda session, r, hint: said(hint, pgettext("hint", "nothing can be drawn: pass"),
                                          _("nothing can be drawn: passes")),
}
