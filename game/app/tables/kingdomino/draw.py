"""Drawing of the play scene. Reads the scene and the rules state; changes neither."""
from __future__ import annotations

import pygame

from game.app.tables.common import dock, hud
from game.app.tables.common.event_log import draw_grid_labels
from game.app.tables.common.placing import cells_of, held
from game.app.tables.kingdomino.bonus_marks import draw_marks, variants_tip, variants_words
from game.app.tables.kingdomino.draft_view import draw_pile
from game.app.tables.kingdomino.kingdom_view import live_scores
from game.app.ui import art, theme
from game.app.ui.overlay import tooltip
from game.app.ui.words import agent_name, points_text, who_text
from game.i18n import _, ngettext
from game.rules.kingdomino.bonus_outlook import bonus_status
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_INTERLUDE, PHASE_OVER, PHASE_PLACE


def draw_table(scene, surface: pygame.Surface) -> None:
    sl = scene.sl
    s = scene.session
    st = s.state
    surface.blit(art.cloth(*surface.get_size()), (0, 0))
    scores = scene.motion.scores(live_scores(s))     # counting up after a move
    actor = s.actor()
    shown = scene.shown_player()
    status_line(scene, surface, actor)
    flight = scene.flight
    hidden = scene.hidden_pieces()
    human = scene.human_turn()
    choosing = human and st.phase == PHASE_CHOOSE
    hover = scene.draft.slot_at(scene.pointer, st) if choosing else None
    pick = s.seats[actor].colour if choosing else None
    scene.draft.draw(surface, st, scene.king_colours(), hover=hover, pick_colour=pick, hidden=hidden)
    if scene.dock_in_use():         # a card over the pile and the scores: the scores as a strip under it
        dock.draw_strip(surface, dock.split(sl, len(s.seats))[1], scene.standings(scores), sl)
    else:
        draw_pile(surface, sl["pile"], st, sl.scale)
        hud.draw_scores(surface, sl["scores"], sl.scale, s, actor, scores)
    tip = _big_kingdom(scene, surface, shown, scores, human)
    for i, p in enumerate(scene.others()):
        tip = _small_kingdom(scene, surface, i, p, scores) or tip
    if variants_words(st.config) and sl["pile"].collidepoint(scene.pointer):
        tip = variants_tip(st.config)
    scene.motion.draw(scene, surface)
    _message(scene, surface, actor, human)
    placing = human and st.phase == PHASE_PLACE
    if placing and not scene.spots.must_discard and scene.hovered_place() is None and scene.pointed_at():
        held(surface, scene.pointer, art.domino_face(st.current_domino(), int(scene.big.cell * 0.8), scene.rot % 4),
             scene.big.cell // 5, [sl["active_kingdom"], sl["draft"]])
    if not scene.watching:              # the buttons and panels lie over what the pointer holds
        scene.menu_button.draw(surface, sl.scale, 24)
    if placing and scene.spots.must_discard:
        discard_dialog(scene, surface)
    if flight:
        flight.draw(surface)
    if tip and scene.app.scenes.top is scene and not scene.drag.dragging():
        tooltip(surface, scene.pointer, tip, sl.scale, under_pointer([scene.big, *scene.small], scene.pointer))


def under_pointer(views, pointer) -> pygame.Rect | None:
    """The kingdom (or map) view the pointer is over: its tooltip stays beside it."""
    return next((v.rect for v in views if v.rect.collidepoint(pointer)), None)


def status_line(scene, surface, actor) -> None:
    if scene.status_covered:
        return
    s = scene.session
    st = s.state
    sl = scene.sl
    rect = sl["status"].copy()
    rect.w = sl["menu_button"].x - rect.x - sl.px(16)
    over = [scene.log_button, *scene.why_buttons(), *scene.undo_buttons(), *scene.hint_buttons()]
    right = min(b.rect.x for b in over)             # the buttons drawn over the banner
    if st.phase in (PHASE_OVER, PHASE_INTERLUDE):
        done = _("The game is over") if st.phase == PHASE_OVER else _("Game {n} is over").format(n=st.game_no)
        sheet = "" if scene.watching else _("click the table for the score sheet")
        hud.draw_status(surface, rect, sl.scale, theme.GOLD, done, sheet, right)
        return
    seat = s.seats[actor]
    if seat.human or scene.watching:        # a replay: whose turn it is, no prompt
        detail = who_text(seat) if scene.watching else scene._turn_words()
    else:
        dots = "." * (1 + int(scene.clock * 3) % 3)
        detail = (scene.network_words(seat) or _("computer ({level}) is playing").format(level=agent_name(seat.agent))) + dots
    king_no = ""
    if st.config.setup.kings_each > 1:
        king_no = " " + _("(king {n})").format(n=st.acting_king() % st.config.setup.kings_each + 1)
    hud.draw_status(surface, rect, sl.scale, seat.colour, f"{seat.name}{king_no}", detail, right)


def _big_kingdom(scene, surface, p: int, scores, human: bool):
    sl = scene.sl
    s = scene.session
    st = s.state
    seat = s.seats[p]
    k = st.kingdoms[p]
    view = scene.big
    region = sl["active_kingdom"]
    theme.panel(surface, region, edge=seat.colour, width=3)
    pr = theme.blit_text(surface, points_text(scores[p]), sl.px(30), theme.GOLD, bold=True,
                         max_w=region.w * 3 // 10, max_h=sl.px(50), midright=(region.right - sl.px(22), region.y + sl.px(38)))
    x = region.x + sl.px(22)
    name = _("{name}'s kingdom").format(name=seat.name)
    n = len(bonus_status(st, p))        # the bonus marks stand between the name and the points, smaller
    room = pr.x - sl.px(32) - x - theme.font(sl.px(30), True, scaled=False).size(name)[0]   # than the name at 100 % asks
    size = max(sl.px(24), min(sl.px(40), int(room / (1.5 * n - 0.5)))) if n else sl.px(40)
    at, marks = draw_marks(surface, st, p, size, scene.pointer, midright=(pr.x - sl.px(16), pr.centery))
    theme.blit_text(surface, name, sl.px(30), theme.INK, bold=True, max_h=sl.px(50),     # never under the marks
                    max_w=min(region.w * 55 // 100, (at.x if at else pr.x) - x - sl.px(16)), midleft=(x, region.y + sl.px(38)))
    view.draw(surface, k, seat.colour)
    draw_grid_labels(surface, view, k, st.config.setup.size)
    last = s.last_by_player.get(p)
    if last and last.cells:
        view.outline_cells(surface, k, last.cells, (255, 255, 255))
    placing = human and st.phase == PHASE_PLACE and p == s.actor()
    if placing and not scene.spots.must_discard:
        spots_and_ghost(scene, surface, k)
        return marks
    return territory_tip(scene, view, k, surface) or marks


def spots_and_ghost(scene, surface, k) -> None:
    view = scene.big
    c = view.cell
    dot = max(3, c // 9)
    for x, y in scene.spots.cells:
        pygame.draw.circle(surface, theme.GOOD, view.rel_rect(k, x, y).center, dot)
    d = scene.session.state.current_domino()
    place = scene.hovered_place()
    if place is None or not scene.pointed_at():     # the domino waits beside the pointer (held, drawn under
        return                                      # the buttons); under a hand-over screen, nowhere
    legal = place in scene.spots.places
    a, b = cells_of(place)
    rect = view.rel_rect(k, *a).union(view.rel_rect(k, *b))
    img = art.domino_face(d, c, place.rot).copy()
    img.set_alpha(235 if legal else 150)
    surface.blit(img, rect)
    colour = theme.GOOD if legal else theme.BAD
    pygame.draw.rect(surface, colour, rect.inflate(4, 4), max(3, c // 12), border_radius=max(3, c // 8))
    if not legal:
        pygame.draw.line(surface, colour, rect.topleft, rect.bottomright, max(2, c // 20))


def territory_tip(scene, view, k, surface, queen=None):
    """The territory under the pointer, lit, and its points in a tooltip; `queen`: the
    territory the Queen's extra crown counts in (Queendomino), which the tip counts too."""
    terr = view.territory_at(k, scene.pointer)
    if terr is None:
        return None
    view.highlight(surface, k, terr)
    name = scene.session.terrain_name(terr.terrain)
    crowned = queen is not None and queen.cells == terr.cells
    n = terr.crowns + crowned
    squares = ngettext("{n} square", "{n} squares", terr.squares).format(n=terr.squares)
    crowns = ngettext("{n} crown", "{n} crowns", n).format(n=n)
    return [_("{terrain}: {points}").format(terrain=name, points=points_text(terr.squares * n)),
            f"{squares} × {crowns}"] + ([_("one crown is the Queen's: she crowns the largest territory")] if crowned else [])


def _small_kingdom(scene, surface, i: int, p: int, scores):
    sl = scene.sl
    s = scene.session
    seat = s.seats[p]
    k = s.state.kingdoms[p]
    view = scene.small[i]
    panel = sl[f"kingdom_{i + 1}"]
    theme.panel(surface, panel, edge=seat.colour, width=2)
    view.draw(surface, k, seat.colour, show_slots=False)
    last = s.last_by_player.get(p)
    if last and last.cells:
        view.outline_cells(surface, k, last.cells, (255, 255, 255), 2)
    if scene.side_by_side(panel):                       # name and score beside the grid
        x = view.rect.right + sl.px(22)
        kh = sl.px(54)
        surface.blit(art.king(kh, seat.colour), (x, panel.y + sl.px(18)))
        room = panel.right - x - sl.px(60)            # a larger UI scale grows text up to its room
        theme.blit_text(surface, seat.name, sl.px(26), theme.INK, bold=True, max_w=room, max_h=sl.px(34),
                        topleft=(x + sl.px(48), panel.y + sl.px(18)))
        theme.blit_text(surface, who_text(seat), sl.px(18),
                        theme.INK_DIM, max_w=room, max_h=sl.px(30), topleft=(x + sl.px(48), panel.y + sl.px(52)))
        sr = theme.blit_text(surface, f"{scores[p]}", sl.px(44), theme.GOLD, bold=True, max_h=sl.px(54),
                             topleft=(x, panel.y + sl.px(90)))
        _at, marks = draw_marks(surface, s.state, p, sl.px(38), scene.pointer, midleft=(sr.right + sl.px(18), sr.centery))
        theme.blit_text(surface, ngettext("point", "points", scores[p]), sl.px(18), theme.INK_DIM, max_h=sl.px(30),
                        topleft=(x, panel.y + sl.px(144)))
        if last:
            hud.footer(surface, last.text, sl.px(18), panel.right - x - sl.px(12), sl.px(24),
                       (x, panel.y + sl.px(178)), rows=3)
    else:                                               # name and score above the grid
        kh = sl.px(64)
        x = panel.x + sl.px(20)
        surface.blit(art.king(kh, seat.colour), (x, panel.y + sl.px(20)))
        if scene.points_apart(panel):                  # the name, then the points and their marks
            dy, end = sl.grown(44), panel.right - sl.px(20)
            theme.blit_text(surface, seat.name, sl.px(28), theme.INK, bold=True, max_w=end - x - sl.px(56),
                            max_h=sl.grown(36), topleft=(x + sl.px(56), panel.y + sl.px(22)))
            pr = theme.blit_text(surface, points_text(scores[p]), sl.px(34), theme.GOLD, bold=True,
                                 max_w=(end - x - sl.px(56)) * 2 // 3, max_h=dy, topleft=(x + sl.px(56), panel.y + sl.px(24) + dy))
            at, marks = draw_marks(surface, s.state, p, sl.px(32), scene.pointer, midleft=(pr.right + sl.px(18), pr.centery))
            right = end
        else:
            dy = 0
            half = panel.w // 2 - sl.px(80)
            pr = theme.blit_text(surface, points_text(scores[p]), sl.px(34), theme.GOLD, bold=True, max_w=half,
                                 max_h=sl.grown(44), topright=(panel.right - sl.px(20), panel.y + sl.px(24)))
            theme.blit_text(surface, seat.name, sl.px(28), theme.INK, bold=True, max_w=pr.x - x - sl.px(72), max_h=sl.grown(36),
                            topleft=(x + sl.px(56), panel.y + sl.px(22)))
            at, marks = draw_marks(surface, s.state, p, sl.px(32), scene.pointer,     # under the points
                                   topright=(panel.right - sl.px(20), panel.y + sl.grown(62)))
            right = at.x - sl.px(12) if at else panel.right - sl.px(20)
        theme.blit_text(surface, who_text(seat), sl.px(18), theme.INK_DIM, max_w=right - x - sl.px(56), max_h=sl.grown(30),
                        topleft=(x + sl.px(56), panel.y + sl.grown(58) + dy))
        if last:                                        # its own line under the name, left of the marks
            hud.footer(surface, last.text, sl.px(18), right - x, sl.grown(26), (x, panel.y + sl.grown(84) + dy))
    return territory_tip(scene, view, k, surface) or marks


def _message(scene, surface, actor, human: bool) -> None:
    sl = scene.sl
    st = scene.session.state
    rect = sl["message"]
    theme.panel(surface, rect, radius=10)
    keys = ""
    if scene.error:
        line, colour = scene.error, theme.BAD
    elif not human or actor is None:
        line, colour = "", theme.INK_DIM
    elif scene.focus.keyboard:               # the keys in use: say what they do here (set smaller, never cut)
        keys, colour = (_("Arrows move the domino · R rotates · Enter places · Tab: buttons · L: event log")
                        if st.phase == PHASE_PLACE else
                        _("Arrows pick a free domino of the next line · Enter moves your king onto it")), theme.INK
        line = ""
    elif st.phase == PHASE_PLACE:
        line, colour = _("Point at your kingdom · right-click, wheel or R rotates · green: legal"), theme.INK
    else:
        line, colour = _("Click a free domino of the next line to move your king onto it"), theme.INK
    last = scene.session.last.text if scene.session.last else _("The kings are drawn; the first line is out")
    last_line = _("Last move: {move}").format(move=last)
    played_for = scene.played_for_words()      # a person's only move, played for them: said in its place
    last_line, last_colour = (played_for, theme.GOLD) if played_for else (last_line, theme.INK_DIM)
    size, width = sl.px(19), rect.w - sl.px(24)
    said = keys or line
    lines = theme.wrap(said, theme.fitted(size, rect.h // 3), width) if said and theme.UI_SCALE > 1 else []
    if len(lines) > 1:                       # a larger UI scale: the words on two lines, the last move on a third
        if len(lines) > 2:                   # the rest on the second line, set smaller to fit
            lines = [lines[0], " ".join(lines[1:])]
            theme.line_of(lines[1], said)
        for j, words in enumerate([*lines, last_line]):
            theme.blit_text(surface, words, size if j < 2 else sl.px(18), colour if j < 2 else last_colour,
                            max_w=width, max_h=rect.h // 3, midleft=(rect.x + sl.px(14), rect.y + rect.h * (2 * j + 1) // 6))
        return
    if keys:
        theme.blit_text(surface, keys, size, colour, max_w=width, max_h=rect.h * 9 // 20,
                        midleft=(rect.x + sl.px(14), rect.y + rect.h // 3))
        line = " "                           # the last move goes on the second line
    elif line:
        theme.blit_text(surface, line, size, colour, max_w=width, max_h=rect.h * 9 // 20,
                        midleft=(rect.x + sl.px(14), rect.y + rect.h // 3))
    theme.blit_text(surface, last_line, sl.px(18), last_colour, max_w=width,
                    max_h=rect.h * 9 // 20 if line else rect.h, midleft=(rect.x + sl.px(14), rect.y + rect.h * 3 // 4 if line else rect.centery))


def discard_dialog(scene, surface) -> None:
    sl = scene.sl
    st = scene.session.state
    d = st.current_domino()
    k = sl["active_kingdom"]
    box = pygame.Rect(0, 0, sl.px(600), sl.px(330))
    box.center = (k.centerx, k.centery)
    theme.panel(surface, box, fill=(30, 14, 14, 240), edge=theme.BAD, width=3)
    theme.blit_text(surface, _("Domino {number} fits nowhere").format(number=d.number), sl.px(30), theme.INK, bold=True,
                    center=(box.centerx, box.y + sl.px(40)))
    face = art.domino_face(d, sl.px(56), 0)
    surface.blit(face, face.get_rect(center=(box.centerx, box.y + sl.px(100))))
    why = _("No free pair of squares touches your castle or the same terrain while keeping the "
            "kingdom within {n}×{n}. The rules say it is discarded and scores nothing.").format(n=st.config.setup.size)
    for j, line in enumerate(theme.wrap(why, sl.px(19), box.w - sl.px(48))):
        theme.blit_text(surface, line, sl.px(19), theme.INK, center=(box.centerx, box.y + sl.px(150) + j * sl.px(26)))
    scene.discard_button.draw(surface, sl.scale, 24)
