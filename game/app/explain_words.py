"""Explanations in words: each reason of game.ai.explain (a kind with its numbers) as one
sentence in the player's language, for the hint panel and "Why?" of the computer's last
move. Like move_log.py for moves, this module only words; it never draws.

The two speak to different people: a hint to the person at the keyboard ("take domino 12",
msgctxt "hint", so each language can address the player), "Why?" and the review about the
mover ("takes domino 12"). Sentences whose subject is neither (a bonus, a knight's tax) are
the same for both.
"""
from __future__ import annotations

from game.ai.kingdomino.explain import HARMONY
from game.ai.queendomino.explain import KNIGHT_TAX
from game.ai.reasons import Explanation, Reason
from game.app.tables.duel.art import arms_name
from game.app.tables.duel.spellbook_view import title as spell_title
from game.app.ui.words import building_name, coins_text, knights_text, points_text, towers_text, variant_name
from game.i18n import N_, _, ngettext, npgettext, nto_whom, pgettext, to_whom
from game.rules.components import buildings, duel_components
from game.rules.kingdomino.bonus_outlook import DISCARDED, HOLE, NO_ROOM, OFF_CENTRE, TOO_FEW

OUT_OF_REACH = {OFF_CENTRE: N_("the castle can no longer be in the centre"),
                TOO_FEW: N_("too few dominoes are left to reach the sides"),
                NO_ROOM: N_("too few dominoes are left to fill every square"),
                HOLE: N_("a square is left that no domino can fill"),
                DISCARDED: N_("a domino was discarded")}


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def decimal(value: float) -> str:
    """A figure with one decimal in the language's way (42,5)."""
    return f"{value:.1f}".replace(".", pgettext("decimal separator", "."))


def margin_text(value: float) -> str:
    """A margin with its sign and one decimal (+3,5; −2,0)."""
    return ("−" if value < -0.05 else "+") + decimal(abs(value))


def expected(margin: float, points: float) -> str:
    """The judgement's figures of a move (game.ai.judge), as the Hint's card shows them."""
    return _("Expected at the end: margin {margin} over the best other kingdom, {points} points").format(
        margin=margin_text(margin), points=decimal(points))


def headline(gain: int) -> str:
    """The move's points now, as the score list shows them."""
    if gain > 0:
        return ngettext("+{n} point now", "+{n} points now", gain).format(n=gain)
    if gain < 0:
        return ngettext("−{n} point now", "−{n} points now", -gain).format(n=-gain)
    return _("no points now")


def lines(session, why: Explanation, hint: bool = False) -> list[str]:
    """The headline, then one sentence per reason (`hint`: spoken to the player to act)."""
    return [headline(why.gain)] + [reason_text(session, r, hint) for r in why.reasons]


def reason_text(session, r: Reason, hint: bool = False) -> str:
    """One reason as a sentence; a territory's sentence starts with what it gained."""
    if r.kind in TERRITORY:
        name = session.terrain_name(r["terrain"]) if "terrain" in r.values else arms_name(r["arms"])
        text = _territory(r, name, hint)
        return f"{signed(r['gained'])}: {text}" if r["gained"] else text
    return WORDS[r.kind](session, r, hint)


def said(hint: bool, to_player: str, about_mover: str) -> str:
    """The hint's words (to the player at the keyboard) or "Why?"'s (about the mover)."""
    return to_player if hint else about_mover


# ---- territories: Kingdomino's crowns, Duel's crosses ------------------------------------------
def _formula(r: Reason, was: str = "") -> str:
    """squares × crowns = points (`was`: those of the territory before the move), kept on one
    line (no-break spaces)."""
    if was:
        return f"{r['was_squares']}\u00a0×\u00a0{r['was_marks']}\u00a0=\u00a0{r['was_squares'] * r['was_marks']}"
    return f"{r['squares']}\u00a0×\u00a0{r['marks']}\u00a0=\u00a0" + points_text(r["points"]).replace(" ", "\u00a0")


def _territory(r: Reason, name: str, hint: bool) -> str:
    kind, marks = r.kind, r["marks"]
    crowns = not kind.endswith("_arms")
    n = r["parts"] if kind.startswith("link") else r["squares"]
    text = SENTENCES[_stage(r)](hint, n, crowns).format(
        terrain=name, arms=name, n=n, formula=_formula(r), after=_formula(r),
        before=_formula(r, "was") if "was_marks" in r.values else "")
    new = marks - r["was_marks"] if kind.startswith("join") and r["was_marks"] else 0   # what the move's squares bring
    if new:
        text += "; " + (ngettext("the new {terrain} squares bring {n} crown", "the new {terrain} squares bring {n} crowns", new)
                        if crowns else
                        ngettext("the new {arms} squares bring {n} cross", "the new {arms} squares bring {n} crosses", new)
                        ).format(terrain=name, arms=name, n=new)
    return text


def _stage(r: Reason) -> str:
    """Which sentence a territory takes: started, linked (with or without a crown or cross),
    grown without one, given its first, or joined."""
    kind, marks = r.kind.removesuffix("_arms"), r["marks"]
    if kind in ("start", "link"):
        return kind if marks else kind + "_bare"
    return "join" if marks and r["was_marks"] else "first" if marks else "grow"


# each stage's sentence, its values still to fill in, for a hint (`hint`) or "Why?"; `n` the count;
# `crowns`: Kingdomino's (else Duel's crosses, whose coat of arms fills {terrain} where the words
# are the same for both)
SENTENCES = {
    "start": lambda hint, n, crowns: to_whom(hint, "starts a {terrain} territory: {formula}"),
    "start_bare": lambda hint, n, crowns: (
        to_whom(hint, "starts a {terrain} territory without a crown") if crowns else
        to_whom(hint, "starts a {arms} territory without a cross")),
    "link": lambda hint, n, crowns: nto_whom(hint, "links {n} {terrain} territory: {formula}",
                                             "links {n} {terrain} territories: {formula}", n),
    "link_bare": lambda hint, n, crowns: (
        nto_whom(hint, "links {n} {terrain} territory without a crown",
                 "links {n} {terrain} territories without a crown", n) if crowns else
        nto_whom(hint, "links {n} {arms} territory without a cross", "links {n} {arms} territories without a cross", n)),
    "grow": lambda hint, n, crowns: (
        nto_whom(hint, "grows a {terrain} territory to {n} square, without a crown",
                 "grows a {terrain} territory to {n} squares, without a crown", n) if crowns else
        nto_whom(hint, "grows a {arms} territory to {n} square, without a cross",
                 "grows a {arms} territory to {n} squares, without a cross", n)),
    "first": lambda hint, n, crowns: (
        to_whom(hint, "crowns a {terrain} territory: {formula}") if crowns else
        to_whom(hint, "puts a cross on a {arms} territory: {formula}")),
    "join": lambda hint, n, crowns: to_whom(hint, "joins a {terrain} territory: {before} → {after}"),
}


TERRITORY = {"start", "join", "link", "start_arms", "join_arms", "link_arms"}


# ---- bonuses, discards, picks --------------------------------------------------------------------
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


def _pick(session, r: Reason, hint: bool) -> str:
    t1, t2, n = session.terrain_name(r["t1"]), session.terrain_name(r["t2"]), r["crowns"]
    if not n:
        return said(hint, pgettext("hint", "take domino {number}: {t1} + {t2}, no crown"),
                    _("takes domino {number}: {t1} + {t2}, no crown")).format(number=r["number"], t1=t1, t2=t2)
    return said(hint, npgettext("hint", "take domino {number}: {t1} + {t2} with {n} crown",
                                "take domino {number}: {t1} + {t2} with {n} crowns", n),
                ngettext("takes domino {number}: {t1} + {t2} with {n} crown",
                         "takes domino {number}: {t1} + {t2} with {n} crowns", n)).format(
        number=r["number"], t1=t1, t2=t2, n=n)


def _order(session, r: Reason, hint: bool) -> str:
    first, last, count = r["first"], r["last"], r["count"]
    if first != last:
        return ngettext("number {first} to {last} of {count} to place next round",
                        "number {first} to {last} of {count} to place next round", count).format(
            first=first, last=last, count=count)
    if first == 1:
        return _("first to place next round")
    if first == count:
        return _("last to place next round")
    return ngettext("number {n} of {count} to place next round",    # the count inflects "of"
                    "number {n} of {count} to place next round", count).format(n=first, count=count)


def _pick_best(session, r: Reason, hint: bool) -> str:
    if r["points"] <= 0:
        return _("it would score nothing anywhere in the kingdom now")
    return _("its best spot in the kingdom now: {points}").format(points=signed(r["points"]))


def _rival(session, r: Reason) -> str:
    return session.seats[r["seat"]].name


def _denial(session, r: Reason, hint: bool) -> str:
    """The pick keeps a domino from a rival who needed it."""
    n = r["crowns"]
    text = (_("it keeps domino {number} from {name}, who would score {points} with it") if not n else
            ngettext("it keeps domino {number} with {n} crown from {name}, who would score {points} with it",
                     "it keeps domino {number} with {n} crowns from {name}, who would score {points} with it", n))
    return text.format(number=r["number"], n=n, name=_rival(session, r), points=points_text(r["points"]))


# ---- Queendomino ---------------------------------------------------------------------------------
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
        building=_building(r), name=_rival(session, r), points=points_text(r["points"]))


# ---- Duel ----------------------------------------------------------------------------------------
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
        die=r["die"] + 1, name=_rival(session, r), points=points_text(r["points"]))


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
    "bonus_done": _bonus, "bonus_kept": _bonus, "bonus_lost": _bonus, "bonus_out": _bonus,
    "discard": lambda session, r, hint: _("domino {number} fits nowhere: discarded").format(number=r["number"]),
    "pick": _pick, "order": _order, "pick_best": _pick_best, "denial": _denial,
    "deny_building": _deny_building, "deny_die": _deny_die,
    "pick_nowhere": lambda session, r, hint: _("it fits nowhere in the kingdom yet"),
    "knight": _knight, "keep_knight": _keep_knight, "build": _build, "build_crowns": _build_crowns, "build_gain": _build_gain,
    "build_tax": _build_tax, "build_end": _build_end, "queen": _queen, "dragon": _dragon,
    "end_turn": lambda session, r, hint: said(hint, pgettext("hint", "end the turn"), _("ends the turn")),
    "die": _die, "spell_box": _spell_box, "spell": _spell, "castle_bonus": _castle_bonus, "set_face": _set_face,
    "domain": _domain, "add_cross": _add_cross,
    "pass": lambda session, r, hint: said(hint, pgettext("hint", "nothing can be drawn: pass"),
                                          _("nothing can be drawn: passes")),
}
