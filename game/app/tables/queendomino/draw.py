"""Drawing of the Queendomino table. Reads the scene and the rules state; changes neither.

The status banner, the placing preview, the territory tips and the discard dialog are
the Kingdomino table's own (kingdomino/draw.py); this module adds the houses' purses, knights,
towers, buildings and the Queen, the builders board and the turn's optional steps.
"""
from __future__ import annotations

import pygame

from game.app.tables.common import hud
from game.app.tables.common.event_log import draw_grid_labels
from game.app.tables.kingdomino import draw as kingdomino_draw
from game.app.tables.queendomino import art as qart
from game.app.tables.queendomino.builders_view import effect_lines
from game.app.tables.queendomino.draft_view import draw_boxes
from game.app.ui import art, theme
from game.app.ui.words import agent_name, building_name, coins_text, knights_text, points_text, who_text
from game.i18n import _
from game.rules.components import builders_board, buildings
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
    if not scene.watching:
        scene.menu_button.draw(surface, sl.scale, 24)
    if choosing:
        hover = scene.draft.slot_at(scene.pointer, st)
        scene.draft.draw(surface, st, scene.king_colours(), hover=hover,
                         pick_colour=s.seats[s.actor()].colour, hidden=hidden)
    tip = _big_kingdom(scene, surface, scene.shown_player(), scene.motion.scores(scene.scores()), human)
    for i, h in enumerate(scene.others()):
        tip = kingdomino_draw.territory_tip(scene, scene.small[i], st.kingdoms[h], surface) or tip
    tip = _builders_tip(scene) or tip
    if _step_buttons(scene, human):
        if scene.dragon_button.enabled:
            scene.dragon_button.draw(surface, sl.scale, 18)
        scene.done_button.draw(surface, sl.scale, 20)
    if human and st.phase == PHASE_PLACE and scene.spots.must_discard:
        kingdomino_draw.discard_dialog(scene, surface)
        tip = None
    elif human and st.phase == PHASE_PLACE:
        kingdomino_draw.held_domino(scene, surface)
    if human and scene.selected is not None and scene.pointer[0] >= 0 and st.board[scene.selected] >= 0:
        img = qart.building(st.board[scene.selected], int(scene.big.cell * 0.8))
        surface.blit(img, img.get_rect(center=(scene.pointer[0] + scene.big.cell // 3,
                                               scene.pointer[1] + scene.big.cell // 3)))
    if human and scene.dragging("knight") and scene.pointer[0] >= 0:
        kn = qart.knight(int(scene.big.cell * 0.6), scene.house_colour(scene.shown_player()))
        surface.blit(kn, kn.get_rect(center=scene.pointer))
    scene.motion.draw(scene, surface)
    if flight:
        flight.draw(surface)
    if tip and scene.app.scenes.top is scene and not scene.dragging():
        hud.draw_tooltip(surface, scene.pointer, tip, sl.scale)


def _base(scene, size, hidden, human: bool, choosing: bool) -> pygame.Surface:
    """Everything that does not follow the pointer, cached per change of what it shows."""
    s = scene.session
    st = s.state
    dots = int(scene.clock * 3) % 3 if not human and st.phase != PHASE_OVER else 0
    burn_hover = scene.builders.slot_at(scene.pointer) if scene.dragon_mode else None
    scores = tuple(scene.motion.scores(scene.scores()))       # counting up after a move
    key = (size, id(st), len(s.actions), st.phase, tuple(st.coins), tuple(st.board), st.queen, st.dragon,
           scene.selected, scene.dragon_mode, burn_hover, scene.closed_at, scene.error, hidden, dots,
           human, choosing, scene.shown_player(), theme.NAME, theme.UI_SCALE, scene.focus.keyboard)
    if scene.base_cache is not None and scene.base_cache[0] == key:
        layer = scene.base_cache[1]
        if scene.base_cache[2] != scores:       # only scores counted on: their panels are drawn again in place
            for r in [scene.sl["scores"]] + [scene.sl[f"kingdom_{i + 1}"] for i in range(len(scene.others()))]:
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
    draw_boxes(layer, sl["pile"], st, sl.scale)
    _score_panels(scene, layer, scores)
    _builders(scene, layer, hidden, burn_hover)
    _steps(scene, layer, human)
    _message(scene, layer, human)
    scene.base_cache = (key, layer, scores)
    return layer


def _score_panels(scene, surface, scores) -> None:
    """The scores panel and the other houses' panels, with the scores as shown."""
    _scores(scene, surface, scores)
    for i, h in enumerate(scene.others()):
        _small_kingdom(scene, surface, i, h, scores)


# ---- a house's belongings ------------------------------------------------------------
def belongings(st, h: int) -> list[tuple[str, str, str]]:
    """(icon, value, label) for a house: coins, knights (guard / kingdom), towers, buildings."""
    return [("coin", str(st.coins[h]), _("coins")),
            ("knight", f"{st.guard[h]}", _("guard")),
            ("placed", f"{st.knights[h].bit_count()}", _("on land")),
            ("tower", str(st.towers[h]), _("towers")),
            ("building", str(len(st.built[h])), _("buildings"))]


def _icon(kind: str, size: int, colour) -> pygame.Surface:
    if kind == "coin":
        return qart.coin(size)
    if kind in ("knight", "placed"):
        return qart.knight(size, colour if kind == "knight" else theme.darken(colour, 0.35))
    if kind == "tower":
        return qart.tower(size)
    if kind == "queen":
        return qart.queen(size)
    return qart.building(buildings()[0].kind, size)


def _row(surface, st, h: int, colour, x: int, cy: int, size: int, font: int, queen: bool = True,
         labels: bool = False, gap: int = 0) -> int:
    """The belongings in one row from x (vertically centred on cy); returns the right edge."""
    for kind, value, label in belongings(st, h):
        img = _icon(kind, size, colour)
        surface.blit(img, img.get_rect(midleft=(x, cy)))
        r = theme.blit_text(surface, value, font, theme.INK, bold=True, max_h=int(size * 1.25),
                            midleft=(x + img.get_width() + max(2, size // 8), cy))
        if labels:
            r = theme.blit_text(surface, label, int(font * 0.7), theme.INK_DIM, max_h=size,
                                midleft=(r.right + 4, cy + 1))
        x = r.right + gap + size // 3
    if queen and st.queen == h:
        q = qart.queen(int(size * 1.3))
        surface.blit(q, q.get_rect(midleft=(x, cy)))
        x += q.get_width()
    return x


def _scores(scene, surface, scores) -> None:
    sl = scene.sl
    s = scene.session
    st = s.state
    rect = sl["scores"]
    theme.panel(surface, rect)
    px = sl.px
    title = theme.blit_text(surface, _("Houses"), px(22), theme.INK, bold=True, max_h=px(34),
                            midleft=(rect.x + px(18), rect.y + px(20)))
    hint = _("coins · knights: guard, on land · towers · buildings")
    if theme.font(px(14)).size(hint)[0] < rect.right - title.right - px(30):
        theme.blit_text(surface, hint, px(14), theme.INK_DIM, midright=(rect.right - px(16), rect.y + px(21)))
    houses = st.mode.houses
    top = rect.y + px(38)
    row_h = min(px(52), (rect.bottom - top - px(6)) // houses)
    acting = st.current_house()
    for h in range(houses):
        r = pygame.Rect(rect.x + px(8), top + h * row_h, rect.w - px(16), row_h - 3)
        colour = scene.house_colour(h)
        if h == acting:
            theme.panel(surface, r, fill=(*theme.darken(colour, 0.5), 220), edge=colour, radius=8)
        kh = int(row_h * 0.78)
        x = r.x + px(6)
        for p in scene.members(h):
            surface.blit(art.king(kh, s.seats[p].colour), (x, r.centery - kh // 2))
            x += int(kh * 0.6)
        x += int(kh * 0.2)
        sr = theme.blit_text(surface, str(scores[h]), px(26), theme.GOLD, bold=True, max_h=r.h,
                             midright=(r.right - px(10), r.centery))
        icon = min(px(26), int(row_h * 0.6))
        right = sr.x - px(8)
        if st.queen == h:                  # the Queen stands with her host, left of the score
            q = qart.queen(int(icon * 1.3))
            right = surface.blit(q, q.get_rect(midright=(right, r.centery))).x - px(4)
        start = right - _row_width(st, h, icon, px(16))
        name = theme.fit_text(scene.house_name(h), px(18), start - x - px(8), True)
        theme.blit_text(surface, name, px(18), theme.INK, bold=True, max_h=r.h, midleft=(x, r.centery))
        _row(surface, st, h, colour, start, r.centery, icon, px(16), queen=False)


def _row_width(st, h: int, size: int, font: int) -> int:
    """How wide _row draws the belongings (without the Queen)."""
    f = theme.font(font, True)
    return sum(_icon(kind, size, (0, 0, 0)).get_width() + max(2, size // 8) + f.size(value)[0] + size // 3
               for kind, value, _ in belongings(st, h))


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
    theme.blit_text(surface, theme.fit_text(_("{name}'s kingdom").format(name=scene.house_name(h)), sl.px(28), room, True, sl.px(40)),
                    sl.px(28), theme.INK, bold=True, max_h=sl.px(40), midleft=(region.x + sl.px(22), region.y + sl.px(32)))
    scene.guard_spot = _column(scene, surface, st, h, colour, region)
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
    return kingdomino_draw.territory_tip(scene, view, k, surface)


def _column(scene, surface, st, h: int, colour, region) -> pygame.Rect | None:
    """The belongings of the large kingdom's house, one per line left of the grid; returns
    where the guard stands (None in the narrow row)."""
    sl = scene.sl
    x = region.x + sl.px(16)
    y = region.y + sl.px(84)
    size = sl.px(30)
    width = scene.big.rect.x - x - sl.px(8)
    if width < sl.px(70):          # no room beside the grid: one row under the title
        _row(surface, st, h, colour, x, region.y + sl.px(64), sl.px(22), sl.px(16), gap=sl.px(4))
        return None
    items = belongings(st, h) + ([("queen", "", _("Queen"))] if st.queen == h else [])
    guard = None
    for kind, value, label in items:
        if kind == "knight":
            guard = pygame.Rect(x, y, width, size + sl.px(26))
        img = _icon(kind, size, colour)
        surface.blit(img, img.get_rect(midtop=(x + size // 2, y)))
        theme.blit_text(surface, value, sl.px(24), theme.INK, bold=True, max_h=size, max_w=width - size - sl.px(6),
                        midleft=(x + size + sl.px(6), y + size // 2))
        theme.blit_text(surface, theme.fit_text(label, sl.px(14), width, max_h=sl.px(22)), sl.px(14), theme.INK_DIM, max_h=sl.px(22),
                        topleft=(x, y + size + sl.px(2)))
        y += size + sl.px(26)
    return guard


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


def _small_kingdom(scene, surface, i: int, h: int, scores):
    sl = scene.sl
    s = scene.session
    st = s.state
    colour = scene.house_colour(h)
    view = scene.small[i]
    panel = sl[f"kingdom_{i + 1}"]
    k = st.kingdoms[h]
    theme.panel(surface, panel, edge=colour, width=2)
    view.draw_house(surface, st, h, colour, show_slots=False)
    members = scene.members(h)
    for p in members:
        last = s.last_by_player.get(p)
        if last and last.cells:
            view.outline_cells(surface, k, last.cells, (255, 255, 255), 2)
    who = " & ".join(_("person") if s.seats[p].human else agent_name(s.seats[p].agent) for p in members)
    last = next((s.last_by_player[p] for p in members if p in s.last_by_player), None)
    if scene.side_by_side(panel) or scene.roomy(panel):
        roomy = scene.roomy(panel)
        x = panel.x + sl.px(20) if roomy else view.rect.right + sl.px(18)
        w = panel.right - x - sl.px(10)
        y = panel.y + sl.px(14)
        for p in members:
            surface.blit(art.king(sl.px(40), s.seats[p].colour), (x, y))
            x += sl.px(30)
        x += sl.px(14)
        theme.blit_text(surface, theme.fit_text(scene.house_name(h), sl.px(22), panel.right - x - sl.px(10), True, sl.px(27)), sl.px(22),
                        theme.INK, bold=True, max_h=sl.px(27), topleft=(x, y))
        theme.blit_text(surface, theme.fit_text(who, sl.px(15), panel.right - x - sl.px(10), max_h=sl.px(22)), sl.px(15), theme.INK_DIM,
                        max_h=sl.px(22), topleft=(x, y + sl.px(26)))
        x = panel.x + sl.px(20) if roomy else view.rect.right + sl.px(18)
        theme.blit_text(surface, points_text(scores[h]), sl.px(30), theme.GOLD, bold=True, max_h=sl.px(44),
                        max_w=w, topleft=(x, y + sl.px(50)))
        _belongings_grid(surface, st, h, colour, x, y + sl.px(96), min(w, sl.px(420)), sl)
        if last:
            lines = theme.wrap(last.text, sl.px(15), w)[:2]
            for j, line in enumerate(lines):
                theme.blit_text(surface, line, sl.px(15), theme.INK_DIM, max_h=sl.px(20),
                                bottomleft=(x, panel.bottom - sl.px(10) - (len(lines) - 1 - j) * sl.px(20)))
    else:
        x = panel.x + sl.px(12)
        y = panel.y + sl.px(12)
        for p in members:
            surface.blit(art.king(sl.px(34), s.seats[p].colour), (x, y))
            x += sl.px(24)
        sr = theme.blit_text(surface, str(scores[h]), sl.px(26), theme.GOLD, bold=True, max_h=sl.px(44),
                             topright=(panel.right - sl.px(12), y))
        theme.blit_text(surface, theme.fit_text(scene.house_name(h), sl.px(19), sr.x - x - sl.px(20), True, sl.px(24)), sl.px(19),
                        theme.INK, bold=True, max_h=sl.px(24), topleft=(x + sl.px(10), y))
        theme.blit_text(surface, theme.fit_text(who, sl.px(14), sr.x - x - sl.px(20), max_h=sl.px(20)), sl.px(14), theme.INK_DIM,
                        max_h=sl.px(20), topleft=(x + sl.px(10), y + sl.px(23)))
        _row(surface, st, h, colour, panel.x + sl.px(12), y + sl.px(62), sl.px(20), sl.px(15))


def _belongings_grid(surface, st, h, colour, x, y, w, sl) -> None:
    """Belongings in two columns (wide panels beside a small kingdom)."""
    items = belongings(st, h) + ([("queen", "", _("with the Queen"))] if st.queen == h else [])
    col_w = w // 2
    size = sl.px(24)
    for j, (kind, value, label) in enumerate(items):
        cx = x + (j % 2) * col_w
        cy = y + (j // 2) * sl.px(32) + size // 2
        img = _icon(kind, size, colour)
        surface.blit(img, img.get_rect(midleft=(cx, cy)))
        r = theme.blit_text(surface, value, sl.px(18), theme.INK, bold=True, max_h=sl.px(30),
                            midleft=(cx + size + sl.px(4), cy))
        theme.blit_text(surface, theme.fit_text(label, sl.px(13), col_w - (r.right - cx) - sl.px(8), max_h=sl.px(24)), sl.px(13),
                        theme.INK_DIM, max_h=sl.px(24), midleft=(r.right + sl.px(5), cy + 1))


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
    x, y = rect.x + sl.px(16), rect.y + sl.px(10)
    size = sl.px(16)
    width = (scene.dragon_button.rect.x if _step_buttons(scene, human) else rect.right) - x - sl.px(12)
    if st.phase == PHASE_OVER:
        lines = [_("The game is over.")]
    elif not human:
        seat = s.seats[s.actor()]
        lines = [_("{name} (computer) is playing.").format(name=seat.name), _("Watch the kingdoms and the builders board.")]
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
    lines = lines[:4]
    pitch = max(sl.px(23), min(int(sl.px(23) * theme.UI_SCALE), (rect.h - sl.px(14)) // len(lines)))
    for j, line in enumerate(lines):
        line = theme.fit_text(line, size, width, max_h=pitch)
        theme.blit_text(surface, line, size, theme.INK if j == 0 else theme.INK_DIM, max_h=pitch,
                        topleft=(x, y + j * pitch))


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
        taxes = _(" or ").join(f"+{t}" for t in sorted(set(offer.knights.values()), reverse=True))
        out.append(_("B · tax: click a gold-ringed square ({taxes} coins)").format(taxes=taxes))
    elif st.sent:
        out.append(_("B · {knights} sent this turn").format(knights=knights_text(st.sent)))
    if offer.builds:
        out.append(_("C · build: pick a green building, then a town square"))
    elif st.phase in ("tax", "build"):
        out.append(_("C · no building: needs coins and an empty town"))
    if offer.dragon_slots:
        out.append(_("D · Dragon: {coins} to burn a building").format(coins=coins_text(builders_board().dragon_cost)))
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
    size = sl.px(17)
    lines: list[tuple[str, tuple]] = []
    if scene.error:
        lines.append((scene.error, theme.BAD))
    if s.last:
        lines.append((_("Last: {move}").format(move=s.last.text), theme.INK))
    seen = {s.last.text} if s.last else set()
    for p, move in sorted(s.last_by_player.items()):
        if move.text not in seen:
            lines.append((move.text, theme.INK_DIM))
    if not lines:
        lines.append((_("The kings are drawn; the first line is out"), theme.INK_DIM))
    pitch = int(sl.px(22) * theme.UI_SCALE)           # lines grow with the UI scale: fewer fit
    room = max(1, (rect.h - sl.px(10)) // pitch)
    y = rect.y + (rect.h - min(room, len(lines)) * pitch) // 2 if room <= 2 else rect.y + sl.px(10)
    for text, colour in lines[:room]:
        theme.blit_text(surface, theme.fit_text(text, size, rect.w - sl.px(24), max_h=pitch), size, colour, max_h=pitch,
                        topleft=(rect.x + sl.px(12), y))
        y += pitch
