"""The words of Kingdomino's own reasons (game.ai.kingdomino.explain): its bonuses, complete,
kept possible or out of reach. The draft's and the territories' words are shared
(game/app/explain_words.py); this table registers these (entry.py)."""
from __future__ import annotations

from game.ai.kingdomino.explain import HARMONY
from game.ai.reasons import Reason
from game.app.explain_words import said
from game.app.ui.words import variant_name
from game.i18n import N_, _, pgettext
from game.rules.kingdomino.bonus_outlook import DISCARDED, HOLE, NO_ROOM, OFF_CENTRE, TOO_FEW

OUT_OF_REACH = {OFF_CENTRE: N_("the castle can no longer be in the centre"),
                TOO_FEW: N_("too few dominoes are left to reach the sides"),
                NO_ROOM: N_("too few dominoes are left to fill every square"),
                HOLE: N_("a square is left that no domino can fill"),
                DISCARDED: N_("a domino was discarded")}


def _bonus_name(r: Reason) -> str:
    return variant_name("harmony" if r["bonus"] == HARMONY else "middle_kingdom")


def _bonus(session, r: Reason, hint: bool) -> str:
    name, pts = _bonus_name(r), r["points"]
    if r.kind == "bonus_done":
        return _("{bonus} complete: +{points}").format(bonus=name, points=pts)
    if r.kind == "bonus_kept":
        return _("keeps {bonus} possible (+{points} at the end)").format(bonus=name, points=pts)
    why = _(OUT_OF_REACH[r["why"]])
    if r.kind == "bonus_lost":
        return said(hint, pgettext("hint", "give up {bonus} (+{points}): {why}"),
                    _("gives up {bonus} (+{points}): {why}")).format(bonus=name, points=pts, why=why)
    return _("{bonus} is out of reach: {why}").format(bonus=name, why=why)


WORDS = {"bonus_done": _bonus, "bonus_kept": _bonus, "bonus_lost": _bonus, "bonus_out": _bonus}
