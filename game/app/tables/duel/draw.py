"""Drawing of the Duel table. Reads the scene and the rules state; changes neither."""
from __future__ import annotations

import pygame

from game.app.tables.common import hud
from game.app.tables.common.event_log import label_size
from game.app.tables.common.placing import held
from game.app.tables.duel import art as art_duel
from game.app.tables.duel.map_view import STEP
from game.app.tables.duel.moves import describe
from game.app.ui import art, theme
from game.app.ui.overlay import tooltip
from game.app.ui.words import agent_name, who_text
from game.i18n import _, ngettext, translate
from game.rules.components import WILD, duel_components
from game.rules.duel import rules
from game.rules.duel.actions import Pass, Pick, SetFace
from game.rules.duel.board import grid
from game.rules.duel.state import PHASE_LIGHTNING, PHASE_OVER, PHASE_PICK, PHASE_PLACE
from game.rules.squares import column_name


def draw_table(scene, surface: pygame.Surface) -> None:
    sl = scene.sl
    s = scene.session
    st = s.state
    surface.blit(art.cloth(*surface.get_size()), (0, 0))
    actor = s.actor()
    human = scene.human_turn()
    _status(scene, surface, actor)
    scores = scene.motion.scores(scene.scores())       # counting up after a move
    tip = None
    for p in (0, 1):
        tip = _map_panel(scene, surface, p, scores, actor, human) or tip
    hidden = frozenset(d for f in scene.flights for d in f.hidden) | scene.dragged_dice()
    picked = s.actions[-1].die if s.actions and isinstance(s.actions[-1], Pick) else None
    scene.dice.draw(surface, st, s.seats, shown_faces=scene.roll_faces if scene.rolling() else None,
                    wobble=scene.roll_t, hidden=hidden, last_picked=picked)
    _context(scene, surface, human)
    scene.book.draw(surface, st, s.seats)
    tip = scene.book.tip_at(scene.pointer) or tip
    scene.motion.draw(scene, surface)
    _message(scene, surface, actor, human)
    _held(scene, surface, human)
    if not scene.watching:              # the buttons lie over what the pointer holds
        scene.menu_button.draw(surface, sl.scale, 24)
    for h in scene.controls.hots():
        _hot(scene, surface, h)
        if h.tip and h.rect.collidepoint(scene.pointer):
            tip = [h.tip]
    for f in scene.flights:
        f.draw(surface)
    if tip and scene.app.scenes.top is scene and not scene.drag.dragging():
        about = [m.rect for m in scene.maps if m.rect.collidepoint(scene.pointer)]
        tooltip(surface, scene.pointer, tip, sl.scale, about + [scene.dice.context_rect()])    # what to do stays in sight


def _status(scene, surface, actor) -> None:
    if scene.status_covered:
        return
    s = scene.session
    sl = scene.sl
    rect = sl["status"].copy()
    rect.w = sl["menu_button"].x - rect.x - sl.px(16)
    right = min(b.rect.x for b in [scene.log_button, *scene.why_buttons(), *scene.undo_buttons(), *scene.hint_buttons()])   # the buttons over the banner
    if s.state.phase == PHASE_OVER:
        sheet = "" if scene.watching else _("click the table for the score sheet")
        hud.draw_status(surface, rect, sl.scale, theme.GOLD, _("The game is over"), sheet, right)
        return
    seat = s.seats[actor]
    letter = "A" if actor == s.state.first else "B"
    if scene.rolling():
        detail = _("the dice are rolling…")          # shown rolling: the rules have rolled them
    elif seat.human or scene.watching:      # a replay: whose turn it is, no prompt
        detail = who_text(seat) if scene.watching else scene.turn_words()
    else:
        detail = (scene.network_words(seat) or _("computer ({level}) is playing").format(level=agent_name(seat.agent))
                  ) + "." * (1 + int(scene.clock * 3) % 3)
    hud.draw_status(surface, rect, sl.scale, seat.colour, _("{name} (player {letter})").format(name=seat.name, letter=letter),
                    detail, right)


def _map_panel(scene, surface, p: int, scores, actor, human: bool):
    sl = scene.sl
    s = scene.session
    st = s.state
    seat = s.seats[p]
    region = sl[f"map_{p}"]
    acting = p == actor
    theme.panel(surface, region, edge=seat.colour, width=5 if acting else 2)
    kh = sl.px(52)
    surface.blit(art.king(kh, seat.colour), (region.x + sl.px(16), region.y + sl.px(10)))
    x = region.x + sl.px(60)
    sr = theme.blit_text(surface, f"{scores[p]}", sl.px(40), theme.GOLD, bold=True, max_h=sl.grown(50),
                         topright=(region.right - sl.px(18), region.y + sl.px(6)))
    word = ngettext("point", "points", scores[p])
    half = theme.font(theme.fitted(sl.px(18), sl.grown(22))).size(word)[0] // 2     # under the score, inside the panel
    pr = theme.blit_text(surface, word, sl.px(18), theme.INK_DIM, max_h=sl.grown(22),
                         midtop=(min(sr.centerx, region.right - sl.px(8) - half), sr.bottom - sl.px(4)))
    right = min(sr.x, pr.x)                       # the name and the line under it stop before the score
    if st.domain[p] >= 0:
        ic = art_duel.arms_icon(st.domain[p], sl.px(34))
        r = surface.blit(ic, (sr.x - sl.px(110), region.y + sl.px(14)))
        theme.blit_text(surface, f"+{duel_components().domain_bonus_points}", sl.px(22), theme.GOLD, bold=True,
                        max_w=right - r.right - sl.px(8), midleft=(r.right + sl.px(4), r.centery))
        right = min(right, r.x)
    theme.blit_text(surface, seat.name, sl.px(28), theme.INK, bold=True, max_w=right - x - sl.px(10),
                    max_h=sl.grown(34), topleft=(x, region.y + sl.px(10)))
    bonus = _("castle bonus used") if st.castle_used[p] else _("castle bonus ready")
    theme.blit_text(surface, f"{who_text(seat)} · {bonus}", sl.px(18), theme.INK_DIM, max_w=right - x - sl.px(10),
                    max_h=sl.grown(24), topleft=(x, region.y + sl.grown(44)))
    if acting and st.phase != PHASE_OVER:
        tag = theme.text(_("TO PLAY"), sl.px(18), theme.darken(seat.colour, 0.7), True)
        tr = tag.get_rect(midtop=(region.centerx + sl.px(40), region.y - sl.px(2)))
        pygame.draw.rect(surface, seat.colour, tr.inflate(sl.px(18), sl.px(6)), border_radius=sl.px(8))
        surface.blit(tag, tr)
    view = scene.maps[p]
    view.draw(surface, st.maps[p], seat.colour, st.castle_used[p])
    draw_map_labels(surface, view)
    last = s.last_by_player.get(p)
    if last and last.cells:
        view.outline(surface, [grid().cell(r, c) for r, c in last.cells], (255, 255, 255))
    if human and acting and st.phase == PHASE_PLACE:
        _ghost(scene, surface, p)
        return None
    if human and acting and st.phase == PHASE_LIGHTNING:
        for a in scene.legal():
            if hasattr(a, "cell"):
                pygame.draw.circle(surface, theme.GOOD, view.cell_rect(a.cell).midbottom, max(3, view.cell // 12))
    terr = view.territory_at(st.maps[p], scene.pointer)
    if terr is None:
        return None
    view.highlight(surface, terr)
    squares = ngettext("{n} square", "{n} squares", terr.squares).format(n=terr.squares)
    crosses = ngettext("{n} cross", "{n} crosses", terr.crosses).format(n=terr.crosses)
    points = ngettext("{n} point", "{n} points", terr.points).format(n=terr.points)
    return [_("{terrain}: {points}").format(terrain=art_duel.arms_name(terr.arms), points=points),
            f"{squares} × {crosses}"]


def _ghost(scene, surface, p: int) -> None:
    """Green dots where a drawing is legal; the dice under the pointer, green or red."""
    st = scene.session.state
    view = scene.maps[p]
    c = view.cell
    for cell in scene.legal_cells():
        pygame.draw.circle(surface, theme.GOOD, view.cell_rect(cell).center, max(3, c // 10))
    action, cells = scene.hovered_draw()
    dice = [scene.carried_die()] if scene.split_on() else scene.my_pending()
    if not dice or dice[0] is None or not cells:       # off the map: held beside the pointer (_held)
        return
    legal = scene.is_legal(action)
    colour = theme.GOOD if legal else theme.BAD
    for d, cell in zip(dice, cells):
        f = rules.face(st, d)
        arms = scene.arms_of(d) if f.arms == WILD else f.arms
        img = art_duel.map_square(arms, f.crosses, c).copy()
        img.set_alpha(235 if legal else 140)
        r = view.cell_rect(cell)
        surface.blit(img, r)
        pygame.draw.rect(surface, colour, r.inflate(2, 2), max(3, c // 14), border_radius=max(3, c // 10))
    if not legal:
        r = view.cell_rect(cells[0]).unionall([view.cell_rect(x) for x in cells])
        pygame.draw.line(surface, theme.BAD, r.topleft, r.bottomright, max(2, c // 20))


def _held(scene, surface, human: bool) -> None:
    """The placer's dice beside the pointer while it is off the map (drawn before the
    buttons and panels, never over them)."""
    st = scene.session.state
    if not (human and st.phase == PHASE_PLACE and scene.pointer[0] >= 0):
        return
    p = scene.session.actor()
    dice = [scene.carried_die()] if scene.split_on() else scene.my_pending()
    if p is None or not dice or dice[0] is None or scene.hovered_draw()[1]:
        return
    c = scene.maps[p].cell
    if scene.pointed_at():
        held(surface, scene.pointer, _domino(st, dice, scene, int(c * 0.7)), c // 5,
             [scene.sl[f"map_{p}"], scene.sl["dice"]])


def _domino(st, dice, scene, c: int) -> pygame.Surface:
    """The placer's dice joined as the pointer carries them (rotation included)."""
    dr, dc = STEP[scene.rot % 4] if len(dice) == 2 else (0, 0)
    w, h = (1 + abs(dc)) * c, (1 + abs(dr)) * c
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    spots = [(0 if dc >= 0 else c, 0 if dr >= 0 else c), (max(0, dc) * c, max(0, dr) * c)]
    for d, pos in zip(dice, spots):
        f = rules.face(st, d)
        arms = scene.arms_of(d) if f.arms == WILD else f.arms
        surf.blit(art_duel.map_square(arms, f.crosses, c), pos)
    return surf


def _context(scene, surface, human: bool) -> None:
    """The strip under the dice: what the acting person can choose right now."""
    D = scene.dice
    rect = D.context_rect()
    theme.panel(surface, rect, radius=10)
    st = scene.session.state
    size = D.px(18)
    pitch = max(D.px(24), theme.font(size).get_linesize())      # wrapped lines, grown with the UI scale
    x, y = rect.x + D.px(12), rect.y + D.px(16)
    if st.phase == PHASE_OVER:
        theme.blit_text(surface, _("Game over"), size, theme.GOLD, bold=True, midleft=(x, y))
        return
    if not human:
        line, moving = _waiting_words(scene)
        for i, text in enumerate(theme.wrap(line, size, rect.w - D.px(24))[:3]):
            theme.blit_text(surface, text, size, theme.INK if moving or scene.watching else theme.INK_DIM,
                            midleft=(x, y + max(D.px(26), pitch) * i))
        return
    if st.phase == PHASE_PICK:
        words = (_("Click two dice of the tray") if scene.two is not None else _("Click a die of the tray to take it"))
        theme.blit_text(surface, words, size, theme.INK, bold=True, max_w=rect.w - D.px(24), midleft=(x, y))
        after = (_("Then your opponent takes two and you get the last one.") if max(st.owner) < 0
                 else _("You take two dice this round; your opponent gets the last one."))
        lines, used = theme.wrap_to_fit(after, D.px(18), rect.w - D.px(24), rect.bottom - y - D.px(34) + pitch // 2)
        step = max(D.px(24), theme.font(used).get_linesize())
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, used, theme.INK_DIM, midleft=(x, y + D.px(30) + step * i))    # type: ignore[arg-type]
        return
    if st.phase == PHASE_LIGHTNING:
        sid = duel_components().spells[st.pending[0][1]].id
        if sid == "domain_bonus":
            theme.blit_text(surface, _("Domain bonus: pick a coat of arms"), size, theme.GOLD, bold=True,
                            max_w=rect.w - D.px(24), midleft=(x, y))
        else:
            theme.blit_text(surface, _("Extra cross: click a drawn square"), size, theme.GOLD, bold=True,
                            max_w=rect.w - D.px(24), midleft=(x, y))
            theme.blit_text(surface, _("of your map (green dots)"), D.px(18), theme.INK_DIM, max_w=rect.w - D.px(24),
                            midleft=(x, y + D.px(28)))
        return
    if scene.face_for is not None:
        d = scene.face_for
        theme.blit_text(surface, _("Turn die {n} to:").format(n=d + 1), size, theme.INK, bold=True, midleft=(x, y))
        offered = {a.face for a in scene.legal() if isinstance(a, SetFace) and a.die == d}
        for i, r in enumerate(D.chooser_rects(0, 6)):       # faces not offered: shown, dimmed
            if i not in offered:
                f = duel_components().dice[d][i]
                img = art_duel.die_face(f.arms, f.crosses, max(1, r.h - 4)).copy()
                img.set_alpha(70)
                surface.blit(img, img.get_rect(center=r.center))
        note = _("Dimmed: the face it shows now, or the same face again.")
        for i, line in enumerate(theme.wrap(note, D.px(18), rect.w - D.px(24))):
            theme.blit_text(surface, line, D.px(18), theme.INK_DIM,
                            midleft=(x, D.chooser_rects(0, 6)[0].bottom + D.px(18) + pitch * i))
        return
    if Pass() in scene.legal_set():
        theme.blit_text(surface, _("Nothing fits on your map"), size, theme.BAD, bold=True, max_w=rect.w - D.px(24),
                        midleft=(x, y))
        why = _("No two adjacent empty squares touch the castle or the same coat of arms. "
                "Use a spell, or draw nothing: your dice are crossed out.")
        for i, line in enumerate(theme.wrap(why, D.px(18), rect.w - D.px(24))):
            theme.blit_text(surface, line, D.px(18), theme.INK, midleft=(x, y + D.px(30) + pitch * i))
        return
    rows = scene.controls.wild_rows()
    if rows:
        theme.blit_text(surface, _("“?” becomes:"), size, theme.INK, bold=True, midleft=(x, y))
        for row, d in enumerate(rows):
            r = D.chooser_rects(row, 6, D.px(62))[0]
            theme.blit_text(surface, _("die {n}").format(n=d + 1), D.px(18), theme.INK_DIM, midleft=(x, r.centery))
    else:
        theme.blit_text(surface, _("Draw your dice on your map"), size, theme.INK, bold=True, max_w=rect.w - D.px(24),
                        midleft=(x, y))
        theme.blit_text(surface, _("right-click, wheel or R rotates"), D.px(18), theme.INK_DIM, max_w=rect.w - D.px(24),
                        midleft=(x, y + D.px(28)))


def _waiting_words(scene) -> tuple[str, bool]:
    """What the strip says while no person is to act, and whether it is a move on its
    way: whose turn it really is (a computer thinking, the dice rolling, the last die
    sliding to player A after a person's pick), never the person's own name "thinking"."""
    s = scene.session
    st = s.state
    who = s.seats[st.current_player()]
    moving = scene.flights and scene.flights[0].action
    if scene.watching:                          # a replay: the move that led here
        return (s.last.text if s.last else ""), True
    if moving:                                  # a computer's move on its way: say what it is
        return translate(describe(rules.foreseen(st, moving), moving, who.name)), True
    if scene.flights:                           # the rules hand player A the last die
        return _("the last die goes to {name}").format(name=s.seats[st.first].name), False
    if scene.rolling():
        return _("the dice are rolling…"), False
    if who.human:                               # a person's turn is about to begin
        return _("{name} is to play").format(name=who.name), False
    if scene.away(who):                         # dropped from the network table: nobody thinks
        return f"{who.name}: {scene.network_words(who)}", False
    return _("{name} is thinking…").format(name=who.name), False


def _hot(scene, surface, h) -> None:
    hover = h.rect.collidepoint(scene.pointer)
    D = scene.dice
    if not h.label and h.icon is None:          # a die: a ring around it
        colour = theme.GOLD if h.selected else (theme.GOOD if hover else theme.lighten(theme.GOOD, 0.2))
        pygame.draw.rect(surface, colour, h.rect.inflate(D.px(10), D.px(10)), D.px(4 if hover or h.selected else 2),
                         border_radius=D.die // 5)
        return
    if h.selected:
        fill, edge = (*theme.darken(theme.GOLD, 0.35), 240), theme.GOLD
    elif h.icon is not None:             # coats of arms and faces read best on paper
        fill, edge = (*art_duel.PAPER, 255), theme.GOLD if hover else art_duel.PAPER_DARK
    elif hover:
        fill, edge = (70, 96, 100, 240), theme.GOLD
    else:
        fill, edge = (26, 44, 50, 235), theme.PANEL_EDGE
    theme.panel(surface, h.rect, fill=fill, edge=edge, radius=max(4, h.rect.h // 4), width=2)
    if h.icon is not None:
        surface.blit(h.icon, h.icon.get_rect(center=h.rect.center))
    else:
        size = D.px(20) if h.rect.h > D.px(40) else D.px(18)
        theme.blit_text(surface, h.label, size, theme.INK, bold=True, max_w=h.rect.w - D.px(8), center=h.rect.center)


def _message(scene, surface, actor, human: bool) -> None:
    sl = scene.sl
    st = scene.session.state
    rect = sl["message"]
    theme.panel(surface, rect, radius=10)
    if scene.error:
        line, colour = scene.error, theme.BAD
    elif human and st.phase == PHASE_PLACE and Pass() in scene.legal_set():
        line, colour = _("Nothing can be drawn: use a spell or 'Draw nothing this round'"), theme.INK
    elif human and scene.focus.keyboard and st.phase in (PHASE_PLACE, PHASE_PICK):   # say what the keys do
        line, colour = (_("Arrows move your dice on the map · R rotates · Enter draws · Tab: dice, spells, buttons")
                        if st.phase == PHASE_PLACE else
                        _("Arrows pick a die in the tray · Enter takes it · Tab: spells and buttons")), theme.INK
    elif human and st.phase == PHASE_PLACE:
        line, colour = _("Point at your map · right-click, wheel or R rotates · green: legal"), theme.INK
    elif human and st.phase == PHASE_PICK:
        line, colour = _("Click a die in the tray"), theme.INK
    else:
        line, colour = "", theme.INK
    first = scene.session.seats[st.first].name
    last = scene.session.last.text if scene.session.last else _("{name} rolled the four dice").format(name=first)
    size = sl.px(19)
    mid = rect.x + rect.w * 55 // 100
    if line and theme.font(size).size(line)[0] > mid - rect.x - sl.px(30):      # a long line (an error): all the width
        theme.blit_text(surface, line, size, colour, max_w=rect.w - sl.px(28), midleft=(rect.x + sl.px(14), rect.centery))
        return
    if line:
        theme.blit_text(surface, line, size, colour, midleft=(rect.x + sl.px(14), rect.centery))
    played_for = scene.played_for_words()      # a person's only move, played for them: said in its place
    theme.blit_text(surface, played_for or _("Last move: {move}").format(move=last), sl.px(18),
                    theme.GOLD if played_for else theme.INK_DIM, max_w=rect.right - mid - sl.px(14), midleft=(mid, rect.centery))


def draw_map_labels(surface: pygame.Surface, view) -> None:
    """Column letters above and row numbers left of a Duel map (names as in map_square)."""
    g = grid()
    size = label_size(view.cell)
    for col in range(g.columns):
        r = view.cell_rect(g.cell(0, col))
        theme.blit_text(surface, column_name(col), size, theme.INK_DIM, bold=True, scaled=False,
                        midbottom=(r.centerx, r.y - 1))
    for row in range(g.rows):
        r = view.cell_rect(g.cell(row, 0))
        theme.blit_text(surface, str(row + 1), size, theme.INK_DIM, bold=True, scaled=False,
                        midright=(r.x - 3, r.centery))
