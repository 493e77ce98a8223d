"""The Hint button: the hard level's suggestion is shown on the table, never played."""
import pygame

from game.ai.hint import Hint
from game.app.tables.common.hint import HINT_GOLD
from game.app.tables.common.placing import cells_of
from game.app.tables.kingdomino.draft_view import NEXT
from game.app.ui import art
from game.rules.actions import Place
from game.rules.kingdomino.state import PHASE_PLACE
from tests.app.helpers import click, hint_shown_not_played, send
from tests.app.tables.kingdomino.test_drag import placing
from tests.app.tables.kingdomino.test_scene import dismiss_banner, start_hot_seat


def test_hint_shows_a_legal_suggestion_without_playing_it(app):
    play = start_hot_seat(app, seed=3, banner=False)
    s = play.session
    for _ in range(400):               # on to the first human placement
        dismiss_banner(app)
        send(app)
        if s.state.phase == PHASE_PLACE and play.human_turn():
            break
        if play.human_turn():          # first round: people pick the first free domino
            st = s.state
            free = [i for i, k in enumerate(st.next_kings) if k < 0]
            click(app, play.draft.slot_rect(NEXT, free[0]).center)
    assert s.state.phase == PHASE_PLACE and play.human_turn()
    assert isinstance(hint_shown_not_played(app, play), Hint)
    surface = pygame.Surface(app.screen.get_size())
    play.draw(surface)
    if isinstance(play.hints.hint.action, Place):           # the suggestion is outlined in gold
        k = s.state.kingdoms[play.shown_player()]
        r = play.big.rel_rect(k, play.hints.hint.action.x, play.hints.hint.action.y)
        edge = surface.get_at((r.left - 1, r.centery))[:3]
        assert edge == (255, 236, 120)
    assert play.act(play.hints.hint.action) and play.hints.hint is None   # legal; gone once played



def unlike(surface, rect, face) -> float:
    """How far the picture in `rect` is from `face` (mean channel difference on a grid)."""
    total = n = 0
    for i in range(1, 16):
        for j in range(1, 8):
            x, y = face.get_width() * i // 16, face.get_height() * j // 8
            seen, want = surface.get_at((rect.x + x, rect.y + y)), face.get_at((x, y))
            total += sum(abs(seen[c] - want[c]) for c in range(3))
            n += 3
    return total / n


def test_a_hinted_placement_shows_the_domino_itself_in_its_turn(app):
    """Not an empty frame: the squares the hint names show the domino's own face, turned as
    the hint turns it, so every suggested rotation looks like the domino and unlike the
    same squares without the hint."""
    play, st, _target = placing(app)
    k, d = st.kingdoms[0], st.current_domino()
    for place in {a.rot: a for a in play.session.rules.legal_actions(st) if isinstance(a, Place)}.values():
        a, b = cells_of(place)
        rect = play.big.rel_rect(k, *a).union(play.big.rel_rect(k, *b))
        face = art.domino_face(d, play.big.cell, place.rot)
        plain = pygame.Surface(app.screen.get_size())
        play.hints.hint = None
        play.draw(plain)
        shown = pygame.Surface(app.screen.get_size())
        play.hints.hint = Hint(place)
        play.draw(shown)
        assert unlike(shown, rect, face) < unlike(plain, rect, face) / 2, place
        assert shown.get_at((rect.left - 2, rect.centery))[:3] == HINT_GOLD
