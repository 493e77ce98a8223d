"""What one may look at large over the table. Any kingdom: a click on another player's
panel (or a seat's number key, 1-8) opens it with its territories listed and scored and its
bonuses' status (the rules' own, game.rules.kingdomino.bonus_outlook, through bonus_marks). The box:
a click on the pile (or B) shows what is left in it (game.rules.box_left, read from the
public view). Another click, Esc or the same key closes either. Each table says how its
kingdoms are drawn (`look_view`, `paint_look`) and named; this module draws the rest.
"""
from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.app.table_game import TableGame
from game.app.tables.common.drag import Drag
from game.app.tables.common.hint import HintPanel
from game.app.tables.kingdomino.bonus_marks import STATUS_WORDS, draw_marks
from game.app.ui import art, theme
from game.app.ui.layout import ScaledLayout
from game.app.ui.overlay import tooltip
from game.app.ui.words import game_name, points_text, variant_name
from game.i18n import _, ngettext
from game.rules import registry, scoring
from game.rules.box_left import box_left
from game.rules.kingdomino.bonus_outlook import ACHIEVED, LOST, bonus_status

BOX = -1                 # `looking` at the box rather than a kingdom
SEAT_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8)


def listed_territories(k, queen=None) -> list[tuple[scoring.Territory, int]]:
    """The kingdom's territories with their crowns (the Queen's counted where she crowns),
    the highest scoring first."""
    out = [(t, t.crowns + int(queen is not None and queen.cells == t.cells)) for t in scoring.territories(k)]
    return sorted(out, key=lambda tc: (-tc[0].squares * tc[1], -tc[0].squares, tc[0].terrain))


class LookTable(Protocol):
    """What the look needs of a table scene: how its kingdoms are drawn and named."""
    session: TableGame
    pointer: tuple[int, int]
    drag: Drag
    hints: HintPanel
    laid: ScaledLayout | None

    @property
    def sl(self) -> ScaledLayout: ...

    def others(self) -> list[int]: ...

    def kingdom_owner(self, p: int) -> int: ...

    def live_scores(self) -> list[int]: ...

    def look_view(self) -> Any:
        """A fresh compact view of this game's kingdoms."""

    def paint_look(self, surface: pygame.Surface, view: Any, owner: int) -> None:
        """Draw kingdom `owner` in `view` (fitted already)."""

    def owner_name(self, owner: int) -> str: ...

    def owner_colour(self, owner: int) -> Any: ...

    def queen_of(self, owner: int) -> Any:
        """The territory the Queen crowns in this kingdom (Queendomino), else None."""


class LookPanel:
    """Held by a table scene: `looking` is the kingdom shown large (its owner), or None."""

    def __init__(self, table: LookTable) -> None:
        self.table = table
        self.looking: int | None = None
        self._view: Any = None          # the compact view the look draws kingdoms in

    # ---- input ---------------------------------------------------------------------------
    def panel_owner(self, pos) -> int | None:
        """The kingdom whose small panel lies under `pos`."""
        return next((owner for i, owner in enumerate(self.table.others()) if self.table.sl[f"kingdom_{i + 1}"].collidepoint(pos)),
                    None)

    def event(self, event) -> bool:
        """Open, switch or close the large look; True when the event is used."""
        if self.table.laid is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (*SEAT_KEYS, pygame.K_b) and not getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            if event.key == pygame.K_b:
                owner = BOX
            elif SEAT_KEYS.index(event.key) < len(self.table.session.seats):
                owner = self.table.kingdom_owner(SEAT_KEYS.index(event.key))
            else:
                return False
            self.looking = None if self.looking == owner else owner
            return True
        if self.looking is None:
            hint = self.table.hints.rect                         # the hint's panel takes its own clicks
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.table.drag.dragging()
                    and not (hint and hint.collidepoint(event.pos))):
                self.looking = BOX if self.table.sl["pile"].collidepoint(event.pos) else self.panel_owner(event.pos)
                return self.looking is not None
            return False
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                or event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)):
            self.looking = None
            return True
        if event.type == pygame.MOUSEMOTION:
            self.table.pointer = event.pos
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYDOWN)

    # ---- drawing -------------------------------------------------------------------------
    def rect(self) -> pygame.Rect:
        """The large look lies over the table's middle: the large kingdom's panel and the draft."""
        sl = self.table.sl
        area = sl["active_kingdom"].union(sl["draft"])
        return area.inflate(-sl.px(8), -sl.px(8))

    def draw(self, surface: pygame.Surface) -> None:
        owner = self.looking
        if owner is None:
            return
        sl = self.table.sl
        box = self.rect()
        surface.blit(art.cloth(*surface.get_size()), box, area=box)      # opaque: nothing shows through
        if owner == BOX:
            theme.panel(surface, box, width=3)
            self._look_box(surface, box)
        else:
            theme.panel(surface, box, edge=self.table.owner_colour(owner), width=3)
            self._look_kingdom(surface, box, owner)
        keys = _("1–{n}: a kingdom · B: the box · click or Esc: back to the table").format(
            n=min(8, len(self.table.session.seats)))
        theme.blit_text(surface, keys, sl.px(18), theme.INK_DIM, max_w=box.w - sl.px(48), max_h=sl.px(28),
                        midbottom=(box.centerx, box.bottom - sl.px(14)))

    def _look_kingdom(self, surface, box: pygame.Rect, owner: int) -> None:
        """Kingdom `owner` large: the grid, its territories and bonuses."""
        sl = self.table.sl
        st: Any = self.table.session.state          # a kingdom game's state (either edition)
        k = st.kingdoms[owner]
        head = sl.px(64)
        title = theme.blit_text(surface, _("{name}'s kingdom").format(name=self.table.owner_name(owner)), sl.px(32), theme.INK,
                                bold=True, max_w=box.w // 2, max_h=sl.px(48), midleft=(box.x + sl.px(24), box.y + head // 2 + sl.px(6)))
        score = self.table.live_scores()[owner]
        pr = theme.blit_text(surface, points_text(score), sl.px(32), theme.GOLD, bold=True, max_w=box.w // 4,
                             max_h=sl.px(48), midright=(box.right - sl.px(24), title.centery))
        _at, tip = draw_marks(surface, st, owner, sl.px(40), self.table.pointer, midright=(pr.x - sl.px(24), pr.centery))
        grid_side = min(box.h - head - sl.px(56), box.w * 3 // 5)
        view = self._view
        if view is None:
            view = self._view = self.table.look_view()
        view.fit(pygame.Rect(box.x + sl.px(24), box.y + head, grid_side, grid_side), st.config.setup.size)
        self.table.paint_look(surface, view, owner)
        hover = view.territory_at(k, self.table.pointer)
        if hover is not None:
            view.highlight(surface, k, hover)
        right = pygame.Rect(view.rect.right + sl.px(28), box.y + head, box.right - view.rect.right - sl.px(52), grid_side)
        status = bonus_status(st, owner)
        line = sl.px(28)
        for j, (variant, state) in enumerate(status.items()):
            theme.blit_text(surface, f"{variant_name(variant)}: {_(STATUS_WORDS[state])}", sl.px(20),
                            theme.GOOD if state == ACHIEVED else theme.BAD if state == LOST else theme.INK,
                            max_w=right.w, max_h=line, bottomleft=(right.x, right.bottom - (len(status) - 1 - j) * line))
        right.h -= len(status) * line + (sl.px(10) if status else 0)
        self._look_territories(surface, k, owner, right, hover)
        if tip:
            tooltip(surface, self.table.pointer, tip, sl.scale, None)

    def _look_territories(self, surface, k, owner: int, area: pygame.Rect, hover) -> None:
        """A line per territory: its terrain, squares × crowns and points."""
        sl = self.table.sl
        rows = listed_territories(k, self.table.queen_of(owner))
        line = max(sl.px(22), min(sl.px(40), area.h // max(1, len(rows) + 1)))
        theme.blit_text(surface, _("Territories"), sl.px(24), theme.INK, bold=True, max_w=area.w, max_h=line,
                        topleft=(area.x, area.y))
        y = area.y + line + sl.px(6)
        icon = line - sl.px(6)
        for terr, crowns in rows:
            if y + line > area.bottom:
                break
            lit = hover is not None and hover.cells == terr.cells
            if lit:
                theme.panel(surface, pygame.Rect(area.x - sl.px(6), y - sl.px(2), area.w + sl.px(12), line),
                            fill=(*theme.darken(theme.GOLD, 0.55), 170), edge=None, radius=6)
            surface.blit(art.square(terr.terrain, min(crowns, 3), icon), (area.x, y + sl.px(1)))
            squares = ngettext("{n} square", "{n} squares", terr.squares).format(n=terr.squares)
            words = f"{self.table.session.terrain_name(terr.terrain)}: {squares} × {crowns}"
            pts = theme.blit_text(surface, str(terr.squares * crowns), sl.px(22), theme.GOLD, bold=True, max_h=line,
                                  midright=(area.right, y + line // 2))
            theme.blit_text(surface, words, sl.px(20), theme.INK if crowns else theme.INK_DIM,
                            max_w=pts.x - area.x - icon - sl.px(18), max_h=line,
                            midleft=(area.x + icon + sl.px(10), y + line // 2))
            y += line

    def _look_box(self, surface, box: pygame.Rect) -> None:
        """What is left in the box (each box side by side in Royal Wedding): per terrain, the
        squares still to come with 0, 1, 2 and 3 crowns; Queendomino's pile under its top one."""
        sl = self.table.sl
        left = box_left(registry.public_view(self.table.session.state))
        gap = sl.px(24)
        w = (box.w - gap * (len(left.boxes) + 1)) // len(left.boxes)
        top, bottom = box.y + sl.px(20), box.bottom - sl.px(48)
        out = left.out_of_game()
        if out:                             # the box holds more than will come: say so, as the pile does
            theme.blit_text(surface, ngettext("{come} of them will come; {n} stays out of the game, nobody knows which",
                                              "{come} of them will come; {n} stay out of the game, nobody knows which",
                                              out).format(come=left.to_come, n=out),
                            sl.px(22), theme.INK, max_w=box.w - 2 * gap, max_h=sl.px(32),
                            bottomleft=(box.x + gap, bottom))
            bottom -= sl.px(40)
        if left.buildings_under_top is not None:
            n = left.buildings_under_top
            theme.blit_text(surface, ngettext("{n} building in the pile under the top one",
                                              "{n} buildings in the pile under the top one", n).format(n=n),
                            sl.px(22), theme.INK, max_w=box.w - 2 * gap, max_h=sl.px(32),
                            bottomleft=(box.x + gap, bottom))
            bottom -= sl.px(40)
        for i, b in enumerate(left.boxes):
            x = box.x + gap + i * (w + gap)
            words = ngettext("{n} domino left in the box", "{n} dominoes left in the box", b.dominoes).format(n=b.dominoes)
            if len(left.boxes) > 1:
                words = f"{game_name(b.tiles.capitalize())}: {words}"
            theme.blit_text(surface, words, sl.px(26), theme.INK, bold=True, max_w=w, max_h=sl.px(36), topleft=(x, top))
            self._look_box_table(surface, b, pygame.Rect(x, top + sl.px(44), w, bottom - top - sl.px(44)))

    def _look_box_table(self, surface, b, area: pygame.Rect) -> None:
        """A row per terrain, a column per number of crowns and the total."""
        sl = self.table.sl
        crowns = range(max(c for _t, c in b.squares) + 1) if b.squares else range(1)
        x, y = area.x, area.y
        name_w = area.w * 2 // 5
        col = (area.w - name_w) // (len(crowns) + 1)
        line = max(sl.px(16), min(sl.px(34), area.h // (len(b.terrains()) + 1)))
        text = min(sl.px(20), line * 2 // 3)

        def cell(j: int, words: str, colour=theme.INK, bold: bool = False) -> None:
            theme.blit_text(surface, words, text, colour, bold=bold, max_w=col - sl.px(6), max_h=line,
                            center=(x + name_w + col * j + col // 2, y + line // 2))

        mark = art.crown(max(8, min(line * 2 // 3, col * 2 // 9)))     # three side by side fit a column
        for j, c in enumerate(crowns):             # each column's heading: its crowns, drawn
            cx = x + name_w + col * j + col // 2
            for q in range(c):
                surface.blit(mark, mark.get_rect(center=(cx + (2 * q - c + 1) * mark.get_width() * 11 // 20, y + line // 2)))
            if not c:
                cell(j, "0", theme.INK_DIM)
        cell(len(crowns), _("Total"), theme.INK_DIM, True)
        y += line
        for t in b.terrains():
            icon = line - sl.px(6)
            surface.blit(art.square(t, 0, icon), (x, y + sl.px(3)))
            theme.blit_text(surface, self.table.session.terrain_name(t), text, theme.INK, max_w=name_w - icon - sl.px(14),
                            max_h=line, midleft=(x + icon + sl.px(10), y + line // 2))
            for j, c in enumerate(crowns):
                n = b.squares.get((t, c), 0)
                cell(j, str(n) if n else "–", theme.GOLD if n and c else theme.INK, bool(n and c))
            cell(len(crowns), str(sum(b.squares.get((t, c), 0) for c in crowns)), bold=True)
            y += line
