"""The Duel table's controls offered now (DuelHots, which the table holds): the dice of the tray, the spells,
the castle bonus, a die's faces, the "?" choices and Draw nothing, each a Hot that runs one
legal action or a choice of the table's; and where a hint shows its action. The table
(scene.py) provides the state and the views these read."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

import pygame

from game.app.table_game import TableGame
from game.app.tables.duel import art as art_duel
from game.app.tables.duel.dice_view import DiceView
from game.app.tables.duel.spellbook_view import SpellbookView, title
from game.i18n import _
from game.rules.components import WILD, duel_components
from game.rules.duel import rules
from game.rules.duel.actions import (
    CastleBonus,
    ChooseDomain,
    IgnoreConnection,
    Pass,
    Pick,
    PickTwo,
    SetFace,
    SplitDice,
)
from game.rules.duel.state import NOBODY, PHASE_LIGHTNING, PHASE_PICK, PHASE_PLACE, DuelState


@dataclass
class Hot:
    """A clickable control offered now; each runs one legal action or a UI choice."""
    rect: pygame.Rect
    run: Callable[[], None]
    label: str = ""
    icon: pygame.Surface | None = None
    selected: bool = False
    tip: str = ""               # shown beside the pointer while it rests on the control



class DuelTable(Protocol):
    """What the controls need of the Duel table (scene.py) and the choices they change."""
    session: TableGame
    two: list[int] | None           # pick_two: dice chosen so far (None: off)
    face_for: int | None            # die whose face chooser (set_face) is open
    split_die: int | None           # split_dice: which die the pointer carries
    wild: dict[int, int]            # die -> coat of arms chosen for its "?"

    @property
    def dice(self) -> DiceView: ...

    @property
    def book(self) -> SpellbookView: ...

    def human_turn(self) -> bool: ...

    def legal_set(self) -> frozenset: ...

    def my_pending(self) -> list[int]: ...

    def split_on(self) -> bool: ...

    def carried_die(self) -> int | None: ...

    def arms_of(self, d: int) -> int: ...

    def act(self, action: Any) -> bool: ...


class DuelHots:
    """The controls a person may click at the Duel table now (see the module's words);
    the table holds one and keeps the choices they change (two, face_for, split_die, wild)."""

    def __init__(self, table: DuelTable) -> None:
        self.table = table
        self._drawing: tuple[tuple, dict] = ((), {})     # (the moment, spell action -> draws_with)

    # ---- controls offered now ------------------------------------------------------------
    def hots(self) -> list[Hot]:
        """Every control a person may click at this moment (none on a computer's turn)."""
        if not self.table.human_turn():
            return []
        st = self.table.session.state_as(DuelState)
        legal = self.table.legal_set()
        out: list[Hot] = []
        if st.phase == PHASE_PICK:
            for d, owner in enumerate(st.owner):
                if owner == NOBODY:
                    out.append(Hot(self.table.dice.tray_rect(d), self._picker(d), selected=bool(self.table.two and d in self.table.two)))
            s = rules.spell("pick_two")
            if any(isinstance(a, PickTwo) for a in legal):
                out.append(Hot(self.table.book.use_rect(s), self._toggle_two, _("Cancel") if self.table.two is not None else _("Use"),
                               tip=_("{spell}: click two dice of the tray").format(spell=title("pick_two"))))
        elif st.phase == PHASE_PLACE:
            out += self._placing_hots(st, legal)
        elif st.phase == PHASE_LIGHTNING:
            p, s = st.pending[0]
            if s == rules.spell("domain_bonus"):
                bonus = duel_components().domain_bonus_points
                rects = self.table.dice.chooser_rects(0, len(duel_components().arms))
                for arms, r in enumerate(rects):
                    if ChooseDomain(arms) in legal:
                        out.append(Hot(r, self._doer(ChooseDomain(arms)), icon=art_duel.arms_icon(arms, max(1, r.h - 6)),
                                       tip=_("{arms}: +{bonus} per territory").format(
                                           arms=art_duel.arms_name(arms), bonus=bonus)))
        return out

    def _placing_hots(self, st, legal) -> list[Hot]:
        out: list[Hot] = []
        p = st.placer
        pending = self.table.my_pending()
        mine = st.dice_of(p)
        for j, d in enumerate(mine):
            if d not in pending:
                continue
            if CastleBonus(d) in legal:
                r = self.table.dice.under_rect(p, j, 0)
                out.append(Hot(r, self._doer(CastleBonus(d)), icon=art_duel.castle_bonus(max(1, r.h - 8), self.table.session.seats[p].colour),
                               tip=_("Castle bonus, once a game: one more cross on this die (it ticks no box)")))
            if any(isinstance(a, SetFace) and a.die == d for a in legal):
                out.append(Hot(self.table.dice.under_rect(p, j, 1), self._face_opener(d),
                               _("Cancel") if self.table.face_for == d else _("Turn…"), selected=self.table.face_for == d))
            if self.table.split_on() and len(pending) == 2:
                out.append(Hot(self.table.dice.own_rect(p, j), self._carrier(d), selected=self.table.carried_die() == d))
        for sid, action in (("ignore_connection", IgnoreConnection()), ("split_dice", SplitDice())):
            if action in legal and self.draws_with(st, legal, action):
                out.append(Hot(self.table.book.use_rect(rules.spell(sid)), self._doer(action), _("Use"),
                               tip=_("cast {spell} now (once a game)").format(spell=title(sid))))
        if self.table.face_for is not None and self.table.face_for in pending:
            d = self.table.face_for
            faces = duel_components().dice[d]
            for i, r in enumerate(self.table.dice.chooser_rects(0, len(faces))):
                if SetFace(d, i) in legal:
                    f = faces[i]
                    out.append(Hot(r, self._doer(SetFace(d, i)), icon=art_duel.die_face(f.arms, f.crosses, max(1, r.h - 4)),
                                   tip=_("{arms} with {crosses} ✕").format(arms=art_duel.arms_name(f.arms), crosses=f.crosses)))
            return out
        for d, rects in self.wild_choosers().items():
            for arms, r in enumerate(rects):
                out.append(Hot(r, self._wild_setter(d, arms), icon=art_duel.arms_icon(arms, max(1, r.h - 6)),
                               selected=self.table.arms_of(d) == arms, tip=_("“?” draws {arms}").format(arms=art_duel.arms_name(arms))))
        if Pass() in legal:
            out.append(Hot(self.table.dice.pass_button(), self._doer(Pass()), _("Draw nothing this round")))
        return out

    def draws_with(self, st: DuelState, legal, action) -> bool:
        """draws_with, asked once per set of legal actions (once a move)."""
        key = (id(st), id(legal))
        if self._drawing[0] != key:
            self._drawing = (key, {})
        if action not in self._drawing[1]:
            self._drawing[1][action] = draws_with(st, action)
        return self._drawing[1][action]

    def wild_rows(self) -> list[int]:
        """The placer's undrawn "?" dice, in chooser-row order (for the draw code); none when
        nothing fits whatever they become (the strip says so, over Draw nothing)."""
        st = self.table.session.state_as(DuelState)
        if st.phase != PHASE_PLACE or self.table.face_for is not None or Pass() in self.table.legal_set():
            return []
        return [d for d in self.table.my_pending() if rules.face(st, d).arms == WILD]

    def wild_choosers(self) -> dict[int, list[pygame.Rect]]:
        """Per undrawn "?" die of the placer, where its chooser offers each coat of arms."""
        n, lead = len(duel_components().arms), self.table.dice.px(62)
        return {d: self.table.dice.chooser_rects(row, n, lead) for row, d in enumerate(self.wild_rows())}

    def _doer(self, action):
        return lambda: self.table.act(action)

    def _picker(self, d: int):
        def pick() -> None:
            if self.table.two is None:
                self.table.act(Pick(d))
            elif d in self.table.two:
                self.table.two.remove(d)
            else:
                self.table.two.append(d)
                if len(self.table.two) == 2:
                    a, b = sorted(self.table.two)
                    self.table.act(PickTwo(a, b))
        return pick

    def _toggle_two(self) -> None:
        self.table.two = None if self.table.two is not None else []

    def _face_opener(self, d: int):
        def toggle() -> None:
            self.table.face_for = None if self.table.face_for == d else d
        return toggle

    def _carrier(self, d: int):
        def carry() -> None:
            self.table.split_die = d
        return carry

    def _wild_setter(self, d: int, arms: int):
        def choose() -> None:
            self.table.wild[d] = arms
        return choose


def draws_with(state: DuelState, spell_action) -> bool:
    """Something can be drawn once this spell is cast: a spell that frees the drawing is
    offered only then (cast with nothing to draw anywhere, it would be spent for nothing)."""
    trial = state.copy()
    rules.apply(trial, spell_action)
    return bool(rules.placements(trial))
