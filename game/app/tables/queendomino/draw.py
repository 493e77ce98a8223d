"""Drawing of the Queendomino table. Reads the scene and the rules state; changes neither.

The status banner, the placing preview, the territory tips and the discard dialog are
the Kingdomino table's own (kingdomino/draw.py); this module adds the houses' purses, knights,
towers, buildings and the Queen, the builders board and the turn's optional steps.
"""
from __future__ import annotations

import pygame

from game import i18n
from game.app.tables.common import dock
from game.app.tables.common.event_log import draw_grid_labels
from game.app.tables.common.placing import held
from game.app.tables.kingdomino import draw as kingdomino_draw
from game.app.tables.kingdomino.bonus_marks import variants_tip, variants_words
from game.app.tables.queendomino import art as qart
from game.app.tables.queendomino import house_panels
from game.app.tables.queendomino.builders_view import effect_lines
from game.app.tables.queendomino.draft_view import draw_boxes
from game.app.ui import art, theme
from game.app.ui.overlay import tooltip
from game.app.ui.words import building_name, coins_text, knights_text, points_text, who_text
from game.i18n import _, ngettext
from game.rules.components import builders_board, buildings
from game.rules.queendomino import queen_territory
from game.rules.queendomino.state import CAVE, PHASE_OVER, PHASE_PLACE


def draw_table(scene, surface: pygame.Surface) -> None:
    """The parts that follow the pointer are drawn every frame over a cached picture of
    the rest, which is redrawn only when the game or the turn's choices change."""
    sl = scene.sl
    s = scene.session
    st = s.state
    flight = scene.flight
    hidden = scene.hidden_pieces()
    human = scene.human_turn()
    choosing = human and scene.offer().choose
    surface.blit(_base(scene, surface.get_size(), hidden, human, choosing), (0, 0))
    if choosing:
        hover = scene.draft.slot_at(scene.pointer, st)
        scene.draft.draw(surface, st, scene.king_colours(), hover=hover,
                         pick_colour=s.seats[s.actor()].colour, hidden=hidden)
    tip = _big_kingdom(scene, surface, scene.shown_player(), scene.motion.scores(scene.scores()), human)
    for i, h in enumerate(scene.others()):
        tip = kingdomino_draw.territory_tip(scene, scene.small[i], st.kingdoms[h], surface, queen_territory(st, h)) or tip
    tip = (_builders_tip(scene) or house_panels.houses_tip(scene) or house_panels.panels_tip(scene)
           or house_panels.column_tip(scene) or tip)
    if variants_words(st.config) and sl["pile"].collidepoint(scene.pointer):
        tip = variants_tip(st.config)
    scene.motion.draw(scene, surface)
    placing = human and st.phase == PHASE_PLACE
    c = scene.big.cell
    here = scene.pointed_at()
    if placing and not scene.spots.must_discard and scene.hovered_place() is None and here:
        held(surface, scene.pointer, art.domino_face(st.current_domino(), int(c * 0.8), scene.rot % 4), c // 5,
             [sl["active_kingdom"], sl["draft"]])
    if human and scene.selected is not None and st.board[scene.selected] >= 0 and here:
        held(surface, scene.pointer, qart.building(st.board[scene.selected], int(c * 0.8)), -c // 10,
             [sl["active_kingdom"], sl["builders"]])
    if human and scene.drag.dragging("knight") and here:
        held(surface, scene.pointer, qart.knight(int(c * 0.6), scene.house_colour(scene.shown_player())), -int(c * 0.3),
             [sl["active_kingdom"]])
    if not scene.watching:              # the buttons lie over what the pointer holds
        scene.menu_button.draw(surface, sl.scale, 24)
    if _step_buttons(scene, human):
        if scene.dragon_button.enabled:
            scene.dragon_button.draw(surface, sl.scale, 18)
            if scene.dragon_button.rect.collidepoint(scene.pointer):
                tip = [_("Bribe the Dragon"), _("It burns a building of the board."),
                       _("It ends your building: no building after it this turn.")]
        scene.done_button.draw(surface, sl.scale, 20)
    if placing and scene.spots.must_discard:
        kingdomino_draw.discard_dialog(scene, surface)
        tip = None
    if flight:
        flight.draw(surface)
    if tip and scene.app.scenes.top is scene and not scene.drag.dragging():
        tooltip(surface, scene.pointer, tip, sl.scale, kingdomino_draw.under_pointer([scene.big, *scene.small], scene.pointer))


def _base(scene, size, hidden, human: bool, choosing: bool) -> pygame.Surface:
    """Everything that does not follow the pointer, cached per change of what it shows."""
    s = scene.session
    st = s.state
    dots = int(scene.clock * 3) % 3 if not human and st.phase != PHASE_OVER else 0
    burn_hover = scene.builders.slot_at(scene.pointer) if scene.dragon_mode else None
    scores = tuple(scene.motion.scores(scene.scores()))       # counting up after a move
    key = (size, id(st), len(s.actions), st.phase, tuple(st.coins), tuple(st.board), st.queen, st.dragon,
           scene.selected, scene.dragon_mode, burn_hover, scene.closed_at, scene.error, hidden, dots,
           human, choosing, scene.shown_player(), scene.dock_in_use(), theme.NAME, theme.UI_SCALE, scene.focus.keyboard, i18n.current(),
           tuple((seat.name, seat.colour, seat.agent, scene.network_words(seat)) for seat in s.seats))
    if scene.base_cache is not None and scene.base_cache[0] == key:
        layer = scene.base_cache[1]
        if scene.base_cache[2] != scores:       # only scores counted on: their panels are drawn again in place
            for r in [dock.dock_area(scene.sl)] + [scene.sl[f"kingdom_{i + 1}"] for i in range(len(scene.others()))]:
                layer.blit(art.cloth(*size), r, area=r)
            _score_panels(scene, layer, scores)
            scene.base_cache = (key, layer, scores)
        return layer
    if scene.base_cache is not None and scene.base_cache[1].get_size() == size:
        layer = scene.base_cache[1]              # drawn over entirely: the same surface serves again
    else:
        layer = pygame.Surface(size)
        if pygame.display.get_surface() is not None:
            layer = layer.convert()
    sl = scene.sl
    layer.blit(art.cloth(*size), (0, 0))
    kingdomino_draw.status_line(scene, layer, s.actor())
    if not choosing:
        scene.draft.draw(layer, st, scene.king_colours(), hidden=hidden)
    if not scene.dock_in_use():         # else a card lies over the boxes and the Houses panel
        draw_boxes(layer, sl["pile"], st, sl.scale)
    _score_panels(scene, layer, scores)
    _builders(scene, layer, hidden, burn_hover)
    _steps(scene, layer, human)
    _message(scene, layer, human)
    scene.base_cache = (key, layer, scores)
    return layer


def _score_panels(scene, surface, scores) -> None:
    """The Houses panel (a strip under the dock's card while one lies there) and the other
    houses' panels, with the scores as shown."""
    if scene.dock_in_use():
        dock.draw_strip(surface, dock.split(scene.sl, len(scores))[1], scene.standings(scores), scene.sl)
    else:
        house_panels.draw_houses(scene, surface, scores)
    for i, h in enumerate(scene.others()):
        house_panels.draw_small_kingdom(scene, surface, i, h, scores)


# ---- kingdoms --------------------------------------------------------------------------
def _big_kingdom(scene, surface, h: int, scores, human: bool):
    sl = scene.sl
    s = scene.session
    st = s.state
    colour = scene.house_colour(h)
    view = scene.big
    region = sl["active_kingdom"]
    k = st.kingdoms[h]
    theme.panel(surface, region, edge=colour, width=3)
    pr = theme.blit_text(surface, points_text(scores[h]), sl.px(28), theme.GOLD, bold=True, max_h=sl.px(40),
                         midright=(region.right - sl.px(22), region.y + sl.px(32)))
    room = min(region.w - sl.px(200), pr.x - region.x - sl.px(42))
    title = scene.house_label(h, sl.px(28), room, template=_("{name}'s kingdom"))
    theme.blit_text(surface, title, sl.px(28), theme.INK, bold=True, max_h=sl.px(40),
                    midleft=(region.x + sl.px(22), region.y + sl.px(32)))
    scene.guard_spot = house_panels.draw_column(scene, surface, st, h, colour, region)
    view.draw_house(surface, st, h, colour)
    draw_grid_labels(surface, view, k, s.config.setup.size)
    for p in scene.members(h):
        last = s.last_by_player.get(p)
        if last and last.cells:
            view.outline_cells(surface, k, last.cells, (255, 255, 255))
    acting = st.current_house() == h
    if human and acting and st.phase == PHASE_PLACE and not scene.spots.must_discard:
        kingdomino_draw.spots_and_ghost(scene, surface, k)
        return None
    if human and acting and scene.steps_open():
        _step_marks(scene, surface, k)
        if scene.selected is not None:
            return None
    return kingdomino_draw.territory_tip(scene, view, k, surface, queen_territory(st, h))


def _step_marks(scene, surface, k) -> None:
    """Knight squares with the tax they bring; empty town squares for a building."""
    view = scene.big
    offer = scene.offer()
    c = view.cell
    w = max(2, c // 14)
    if scene.selected is not None:
        hover = scene.hovered_cell()
        for cell in offer.towns_for(scene.selected):
            r = view.rel_rect(k, *cell)
            if cell == hover:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                veil.fill((120, 255, 140, 90))
                surface.blit(veil, r)
            pygame.draw.rect(surface, theme.GOOD, r.inflate(-2, -2), w + 1, border_radius=max(2, c // 10))
        return
    for cell in {(a.x, a.y) for a in offer.builds}:
        pygame.draw.rect(surface, theme.GOOD, view.rel_rect(k, *cell).inflate(-6, -6), 1, border_radius=max(2, c // 10))
    for cell, tax in offer.knights.items():
        r = view.rel_rect(k, *cell)
        pygame.draw.rect(surface, theme.GOLD, r.inflate(-2, -2), w + 1, border_radius=max(2, c // 10))
        badge = pygame.Rect(0, 0, int(c * 0.7), int(c * 0.34))
        badge.midbottom = (r.centerx, r.bottom - c // 12)
        theme.panel(surface, badge, fill=(20, 16, 6, 225), edge=theme.GOLD, radius=badge.h // 2, width=1)
        ci = qart.coin(int(badge.h * 0.8))
        surface.blit(ci, ci.get_rect(midleft=(badge.x + badge.h // 8, badge.centery)))
        theme.blit_text(surface, f"+{tax}", int(badge.h * 0.72), theme.GOLD, bold=True,
                        midright=(badge.right - badge.h // 5, badge.centery))


# ---- the builders board, the steps and the messages ------------------------------------
def _builders(scene, surface, hidden, burn_hover) -> None:
    s = scene.session
    st = s.state
    stepping = scene.steps_open()
    offer = scene.offer() if stepping else None
    queen_host = scene.house_name(st.queen) if st.queen >= 0 else ""
    burn = offer.dragon_slots if offer is not None and scene.dragon_mode else frozenset()
    scene.builders.draw(surface, st, st.current_house(), s.terrain_name,
                        offer=offer.build_slots if offer is not None and not scene.dragon_mode else frozenset(),
                        burnable=burn, selected=scene.selected, hover=burn_hover,
                        hidden=({"dragon"} & hidden) | {x[1] for x in hidden if isinstance(x, tuple) and x[0] == "slot"},
                        queen_host=queen_host)


def _builders_tip(scene) -> list[str] | None:
    """Everything about the building under the pointer (in a slot, or on top of the pile,
    which is public), from the data file."""
    s = scene.session
    st = s.state
    hover = scene.builders.slot_at(scene.pointer)
    if hover is None:
        if st.pile and scene.builders.pile.collidepoint(scene.pointer):
            return [building_name(buildings()[st.pile[-1]].name), *_effect_tip(st.pile[-1], s.terrain_name)]
        return None
    if st.board[hover] < 0:
        return None
    house = st.current_house()
    kind = st.board[hover]
    bb = builders_board()
    cost = bb.costs[hover]
    tip = [building_name(buildings()[kind].name),
           _("cost {coins} (slot {n} of {slots})").format(coins=coins_text(cost), n=hover + 1, slots=len(st.board))]
    if house is not None and st.queen == house:
        tip[1] += "; " + _("{n} with the Queen").format(n=max(bb.discount_floor, cost - bb.queen_discount))
    tip += _effect_tip(kind, s.terrain_name)
    if scene.dragon_mode and scene.steps_open() and hover in scene.offer().dragon_slots:
        tip.append(_("click to let the Dragon burn it"))
    return tip


def _effect_tip(kind: int, terrain_name) -> list[str]:
    now, during, end = effect_lines(kind, terrain_name)
    return [_("now: {effect}").format(effect=now), _("at each tax: {effect}").format(effect=during),
            _("at the end: {effect}").format(effect=end)]


def _steps(scene, surface, human: bool) -> None:
    sl = scene.sl
    s = scene.session
    st = s.state
    rect = sl["steps"]
    theme.panel(surface, rect, radius=10)
    x, y = rect.x + sl.px(16), rect.y + sl.px(8)
    size = sl.px(18)
    width = (scene.dragon_button.rect.x if _step_buttons(scene, human) else rect.right) - x - sl.px(12)
    if st.phase == PHASE_OVER:
        lines = [_("The game is over.")]
    elif not human:
        seat = s.seats[s.actor()]
        playing = scene.network_words(seat)
        lines = [f"{seat.name}: {playing}." if playing else _("{name} (computer) is playing.").format(name=seat.name),
                 _("Watch the kingdoms and the builders board.")]
        if scene.watching:                   # a replay: whose turn it is, no "is playing"
            lines[0] = f"{seat.name} · {who_text(seat)}"
    elif st.phase == PHASE_PLACE:
        lines = [_("A · place domino {number} in your kingdom.").format(number=st.current_domino().number),
                 _("Then: knights collect tax, build, bribe the Dragon, choose.")]
    elif scene.steps_open():
        lines = _step_words(scene)
    elif scene.offer().choose:
        lines = [_("E · choose your next domino: click a free one in the right column."),
                 _("Your turn ends when you choose.")]
    else:
        lines = [_("Last round: nothing more to do."), _("Click Done to end your turn.")]
    if human and scene.focus.keyboard and st.phase != PHASE_OVER:      # the keys in use: say how
        lines = lines[:3] + [_("Keys: arrows move, Enter uses, Tab goes on, L: log")]
    pitch = theme.font(size).get_linesize()
    shown = theme.wrap_whole(lines, size, width, (rect.h - sl.px(12)) // pitch)      # the first steps first, whole
    for j, line in enumerate(line for text in shown for line in text):
        theme.blit_text(surface, line, size, theme.INK if j == 0 else theme.INK_DIM, topleft=(x, y + j * pitch))


def _step_buttons(scene, human: bool) -> bool:
    """Done (and the Dragon when allowed) are shown while a person has optional steps."""
    st = scene.session.state
    return human and st.phase not in (PHASE_PLACE, PHASE_OVER) and st.round > 0 and (
        scene.steps_open() or scene.offer().end_turn)


def _step_words(scene) -> list[str]:
    st = scene.session.state
    offer = scene.offer()
    h = st.current_house()
    if scene.dragon_mode:
        return [_("D · click the building to burn (red cross)"),
                _("it costs {coins}; right-click or the button cancels").format(coins=coins_text(builders_board().dragon_cost))]
    out = []
    if offer.knights:
        taxes = sorted(set(offer.knights.values()), reverse=True)
        out.append(ngettext("B · tax: click a gold-ringed square ({taxes} coin)",     # the largest tax inflects
                            "B · tax: click a gold-ringed square ({taxes} coins)", taxes[0]).format(
            taxes=_(" or ").join(f"+{t}" for t in taxes)))
    elif st.sent:
        out.append(_("B · {knights} sent this turn").format(knights=knights_text(st.sent)))
    if offer.builds:
        out.append(_("C · build: pick a green building, then a town square"))
    elif st.phase in ("tax", "build"):
        out.append(_("C · no building: needs coins and an empty town"))
    if offer.dragon_slots:
        out.append(_("D · Dragon: {coins} to burn a building; it ends your building").format(
            coins=coins_text(builders_board().dragon_cost)))
    elif st.dragon != CAVE:
        out.append(_("D · the Dragon has flown this round"))
    elif st.queen == h:
        out.append(_("D · no Dragon: the Queen is with you"))
    out.append(_("Done ends the turn") if offer.end_turn else _("then Done, or choose a domino at once"))
    return out


def _message(scene, surface, human: bool) -> None:
    sl = scene.sl
    s = scene.session
    rect = sl["message"]
    theme.panel(surface, rect, radius=10)
    size = sl.px(18)
    lines: list[tuple[str, tuple]] = []
    if scene.error:
        lines.append((scene.error, theme.BAD))
    if scene.played_for_words():                # a person's only move, played for them
        lines.append((scene.played_for_words(), theme.GOLD))
    if s.last:
        lines.append((_("Last: {move}").format(move=s.last.text), theme.INK))
    seen = {s.last.text} if s.last else set()
    for p, move in sorted(s.last_by_player.items()):
        if move.text not in seen:
            lines.append((move.text, theme.INK_DIM))
    if not lines:
        lines.append((_("The kings are drawn; the first line is out"), theme.INK_DIM))
    pitch = theme.font(size).get_linesize()           # lines grow with the UI scale: fewer fit
    room = max(1, (rect.h - sl.px(6)) // pitch)
    shown = theme.wrap_whole([text for text, _colour in lines], size, rect.w - sl.px(24), room)   # the newest first, whole
    count = sum(map(len, shown))
    y = rect.y + (rect.h - count * pitch) // 2 if count * pitch > rect.h - sl.px(20) else rect.y + sl.px(10)
    for text, (_words, colour) in zip(shown, lines):
        for line in text:
            theme.blit_text(surface, line, size, colour, topleft=(rect.x + sl.px(12), y))
            y += pitch
