"""What moves at the tables: a person's placement settles, its territory glows and the
score counts up to exactly the rules' value; with no input at all the table comes to rest;
at the Instant speed nothing animates. Time is driven by update(dt) alone."""
import pygame

from game.app import settings
from game.app.tables.common.placing import Flight
from game.app.tables.queendomino.board_motion import board_moves
from game.app.tables.queendomino.builders_view import BuildersView
from game.rules import scoring
from game.rules.kingdomino.state import PHASE_PLACE
from game.rules.queendomino.state import EMPTY
from tests.app.helpers import send
from tests.app.tables.kingdomino.test_scene import human_vs_computer, run_until_human


def person_places(app, players=2):
    """A person's table at a placement that scores, the placement made through the table."""
    play = human_vs_computer(app, players=players)
    s = play.session
    while True:
        run_until_human(app, play, PHASE_PLACE)
        p = s.actor()
        before = scoring.total(s.state.kingdoms[p], scoring.Bonuses())
        legal = s.rules.legal_actions(s.state)
        best = max(legal, key=lambda a: _score_after(s, a, p))
        if _score_after(s, best, p) > before:
            play.act(best)
            return play, p, before
        play.act(best)


def _score_after(s, action, p):
    st = s.state.copy()
    s.rules.apply(st, action)
    return scoring.total(st.kingdoms[p], scoring.Bonuses())


def test_a_persons_placement_settles_glows_and_its_score_counts_up_to_the_rules_value(app):
    play, p, before = person_places(app)
    real = play.live_scores()[p]
    assert real > before
    assert play.motion.flights and play.motion.flights[0].action is None        # the domino settling
    assert play.motion.glows and all(g.owner == p for g in play.motion.glows)   # its territory lights up
    assert play.motion.advance(0.0, play.live_scores())
    assert play.motion.scores(play.live_scores())[p] == before                  # the count starts at the old value
    shown = []
    for _ in range(200):
        busy = play.motion.advance(0.05, play.live_scores())
        shown.append(play.motion.scores(play.live_scores())[p])
        app.render()                                                            # drawing reads only
        if not busy:
            break
    assert shown[-1] == real and any(before < v < real for v in shown)
    assert not play.motion.busy() and not play.motion.glows and not play.motion.flights


def test_with_no_input_an_animation_runs_to_its_end_and_the_table_rests(app):
    play, p, _ = person_places(app)
    assert app.scenes.update(0.0)                     # something moves: the loop keeps drawing
    frames = 0
    while app.step([], 0.05) and frames < 400:       # no events at all, as when nobody touches anything
        frames += 1
        if play.thinking or play.flight:             # a computer's turn: not this test's animation
            break
    assert frames > 2
    assert not play.motion.busy()
    assert play.motion.scores(play.live_scores()) == play.live_scores()


def test_at_instant_speed_nothing_animates(app):
    settings.change(animation_speed=settings.INSTANT)
    assert settings.flight_seconds(10.0) == 0.0
    play, p, before = person_places(app)
    assert not play.motion.flights and not play.motion.glows
    assert not play.motion.advance(0.0, play.live_scores())
    assert play.motion.scores(play.live_scores())[p] == play.live_scores()[p] > before


def test_the_builders_board_slides_to_the_cheap_end_and_refills_from_the_pile_in_turn():
    view = BuildersView()
    view.fit(pygame.Rect(0, 0, 1200, 300), 1.0)
    old, new = (3, EMPTY, 5, 7, EMPTY, 9), (3, 5, 7, 9, 11, 12)
    flights = board_moves(old, new, view, 0.5)
    slid = [f for f in flights if f.t == 0]
    fresh = sorted((f for f in flights if f.t < 0), key=lambda f: -f.t)
    assert [(f.start, f.end) for f in slid] == [(view.tile_rect(i), view.tile_rect(j)) for i, j in ((2, 1), (3, 2), (5, 3))]
    assert [f.hidden for f in fresh] == [frozenset({("slot", 4)}), frozenset({("slot", 5)})]   # 4 leaves the pile first
    assert all(f.start == view.pile_tile_rect() for f in fresh)
    assert board_moves((3, 4, 5, 6, 7, 8), (3, EMPTY, 5, 6, 7, 8), view, 0.5) == []    # a building bought: no slide
    assert board_moves(old, new, view, 0.0) == []                                     # Instant


def test_at_instant_speed_a_computers_move_is_played_without_flying(app, monkeypatch):
    settings.change(animation_speed=settings.INSTANT)
    drawn = []
    monkeypatch.setattr(Flight, "draw", lambda f, surface: drawn.append(f))
    play = human_vs_computer(app, players=3)
    s = play.session
    for _ in range(600):
        if sum(p != 0 for p in s.actors) >= 4:
            break
        if s.state.current_player() == 0:
            play.act(s.rules.legal_actions(s.state)[0])        # the person's moves, through the table
        elif play.thinking:
            send(app, pygame.event.wait(5000))
        else:
            send(app)
        assert play.flight is None
    assert sum(p != 0 for p in s.actors) >= 4 and drawn == []
