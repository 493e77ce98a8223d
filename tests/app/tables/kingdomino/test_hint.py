"""The Hint button: the hard level's suggestion is shown on the table, never played."""
import pygame

from game.ai.hint import Hint
from game.app.tables.kingdomino.draft_view import NEXT
from game.rules.actions import Place
from game.rules.state import PHASE_PLACE
from tests.app.helpers import click, send
from tests.app.tables.kingdomino.test_scene import dismiss_banner, start_hot_seat


def test_hint_shows_a_legal_suggestion_without_playing_it(app):
    play = start_hot_seat(app, seed=3)
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
    actions_before = len(s.actions)
    click(app, play.hint_button.rect.center)
    assert play.hint_button.label != "Hint"          # says it is thinking
    answer = play.worker.wait(60)                     # the helper process answers...
    play.worker._answers.put(answer)                  # ...and the table picks it up
    send(app)
    assert isinstance(play.hint, Hint) and play.hint.action in s.rules.legal_actions(s.state)
    assert len(s.actions) == actions_before           # shown, not played
    surface = pygame.Surface(app.screen.get_size())
    play.draw(surface)
    if isinstance(play.hint.action, Place):           # the suggestion is outlined in gold
        k = s.state.kingdoms[play.shown_player()]
        r = play.big.rel_rect(k, play.hint.action.x, play.hint.action.y)
        edge = surface.get_at((r.left - 1, r.centery))[:3]
        assert edge == (255, 236, 120)
    assert play.act(play.hint.action) and play.hint is None   # legal; gone once played
