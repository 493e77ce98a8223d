"""Explanations in words: each reason of game.ai.explain (a kind with its numbers) as one
sentence in the player's language, for the hint panel and "Why?" of the computer's last
move. Like move_log.py for moves, this module only words; it never draws.

The two speak to different people: a hint to the person at the keyboard ("take domino 12",
msgctxt "hint", so each language can address the player), "Why?" and the review about the
mover ("takes domino 12"). Sentences whose subject is neither (a bonus, a knight's tax) are
the same for both.

The draft's and the territories' words are here; each family's table registers the words of
its own reasons (game/app/tables/<family>/reasons.py, through its entry).
"""
from __future__ import annotations

from types import ModuleType
from typing import Callable

from game.ai.reasons import Explanation, Reason
from game.app.tables.directory import tables
from game.app.ui.words import points_text
from game.i18n import _, ngettext, npgettext, nto_whom, pgettext, to_whom


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
        name = session.terrain_name(r["terrain"]) if "terrain" in r.values else territory_name(r)
        text = _territory(r, name, hint)
        return f"{signed(r['gained'])}: {text}" if r["gained"] else text
    return words_for(r.kind)(session, r, hint)


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


# ---- discards, picks ---------------------------------------------------------------------------
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


def rival(session, r: Reason) -> str:
    return session.seats[r["seat"]].name


def _denial(session, r: Reason, hint: bool) -> str:
    """The pick keeps a domino from a rival who needed it."""
    n = r["crowns"]
    text = (_("it keeps domino {number} from {name}, who would score {points} with it") if not n else
            ngettext("it keeps domino {number} with {n} crown from {name}, who would score {points} with it",
                     "it keeps domino {number} with {n} crowns from {name}, who would score {points} with it", n))
    return text.format(number=r["number"], n=n, name=rival(session, r), points=points_text(r["points"]))


WORDS = {
    "discard": lambda session, r, hint: _("domino {number} fits nowhere: discarded").format(number=r["number"]),
    "pick": _pick, "order": _order, "pick_best": _pick_best, "denial": _denial,
    "pick_nowhere": lambda session, r, hint: _("it fits nowhere in the kingdom yet"),
    "end_turn": lambda session, r, hint: said(hint, pgettext("hint", "end the turn"), _("ends the turn")),
}


def family_reasons() -> list[ModuleType]:
    """The words each family's table registered for its own reasons (a kind is one family's)."""
    return [t.reasons for t in tables().values() if t.reasons]


def words_for(kind: str) -> Callable[..., str]:
    """The sentence of a reason's kind: the shared ones here, else its family's."""
    return WORDS.get(kind) or next(m.WORDS[kind] for m in family_reasons() if kind in m.WORDS)


def territory_name(r: Reason) -> str:
    """A territory named by no terrain (Duel's, by its coat of arms): the family that names it."""
    return next(m.territory_name for m in family_reasons() if hasattr(m, "territory_name"))(r)
