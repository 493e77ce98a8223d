"""The table driven by synthetic mouse events only, asserting on the rules state."""
import pygame
import pytest

from game.app import settings
from game.app.scenes.handover import HandOverScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.title import TitleScene
from game.app.session import Seat, Session
from game.app.tables.kingdomino.scene import PlayScene
from game.app.tables.kingdomino.sheet import ScoreSheetScene
from game.app.ui import theme
from game.rules.config import GameConfig
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_OVER, PHASE_PLACE
from tests.app.helpers import click, find_scene, key, move, past_finale, send


def start_hot_seat(app, seed=7, banner=True):
    """Title -> New game -> make seat 2 a person -> Start, all by clicks (`banner`: with
    the hand-over screen the Settings offer)."""
    settings.change(hand_over=banner)
    app.scenes.push(TitleScene(app))
    click(app, app.scenes.top.buttons[0].rect.center)
    ng = app.scenes.top
    assert isinstance(ng, NewGameScene)
    ng.seed = seed
    click(app, ng.kind_rows[1].buttons[0].rect.center)       # seat 2: Person
    click(app, ng.start.rect.center)
    assert isinstance(app.scenes.top, HandOverScene) == banner      # two people: the first is named
    play = find_scene(app, PlayScene)
    assert play is not None and app.scenes.stack[0].__class__ is TitleScene
    return play


def place_by_mouse(app, play, target):
    """Point at the target's first cell, right-click until the rotation matches, click."""
    st = play.session.state
    k = st.kingdoms[st.current_player()]
    pos = play.big.rel_rect(k, target.x, target.y).center
    move(app, pos)
    for _ in range(4):
        if play.rot == target.rot:
            break
        click(app, pos, button=3)
    assert play.rot == target.rot
    click(app, pos)


def dismiss_banner(app):
    if isinstance(app.scenes.top, HandOverScene):
        click(app, (5, 5))


@pytest.mark.parametrize("banner", [True, False])
def test_a_whole_hot_seat_game_played_with_the_mouse_reaches_the_score_sheet(app, banner):
    """With the hand-over screen or without (the default); a person's only legal action
    (the last free domino, a domino that fits nowhere) is played without a click."""
    play = start_hot_seat(app, banner=banner)
    s = play.session
    banners = 0
    for _ in range(400):
        send(app)
        past_finale(app)
        top = app.scenes.top
        if isinstance(top, ScoreSheetScene):
            break
        if isinstance(top, HandOverScene):
            banners += 1
            assert top.seat is s.seats[s.actor()]
            dismiss_banner(app)
            continue
        st = s.state
        p = st.current_player()
        if len(s.rules.legal_actions(st)) == 1:
            n = len(s.actions)
            send(app)
            if isinstance(app.scenes.top, HandOverScene):     # the person it was played for is named first
                continue
            assert len(s.actions) == n and play.flight is not None and play.played_for_words()   # shown flying
            for _step in range(100):
                if len(s.actions) > n:
                    break
                app.step([], 0.1)
            assert len(s.actions) > n and s.forced[n]         # played without a click
            continue
        if st.phase == PHASE_PLACE:
            filled, actions = st.kingdoms[p].filled(), len(s.actions)
            legal = s.rules.legal_actions(st)
            target = legal[len(legal) // 2]
            place_by_mouse(app, play, target)
            assert s.state.kingdoms[p].filled() == filled + 2
            assert len(s.actions) >= actions + 1 and s.actions[actions] == target
        elif st.phase == PHASE_CHOOSE:
            slot = next(i for i, king in enumerate(st.next_kings) if king == -1)
            number, kings, n = st.next[slot], st.next_kings, len(s.actions)   # the line a round start replaces
            click(app, play.draft.slot_rect("next", slot).center)
            assert kings[slot] != -1 and s.actions[n].number == number
    assert isinstance(app.scenes.top, ScoreSheetScene)
    assert s.state.phase == PHASE_OVER and (banners >= 2) == banner and sum(s.forced) >= 10
    assert sum(k.filled() for k in s.state.kingdoms) + 2 * sum(s.state.discards) == 2 + 2 * 24
    ranks = sorted(r.rank for r in s.rules.results(s.state))
    assert ranks[0] == 1


def human_vs_computer(app, players=2, seed=3, variants=()):
    cfg = GameConfig("kingdomino", players, variants)
    seats = [Seat("Ann", theme.PLAYER_COLOURS[0][1])] + [
        Seat(f"CPU {i}", theme.PLAYER_COLOURS[i][1], "greedy") for i in range(1, players)]
    session = Session(cfg, seed, seats)
    play = PlayScene(app, session)
    app.scenes.push(play)
    return play


def run_until_human(app, play, phase):
    """Let the computers play (waiting on the worker's wake-up event) until Ann must act."""
    for _ in range(400):
        st = play.session.state
        if st.current_player() == 0 and play.flight is None:
            if st.phase == phase:
                return
            if st.phase == PHASE_CHOOSE:       # not the moment we want: Ann chooses and goes on
                slot = next(i for i, king in enumerate(st.next_kings) if king == -1)
                click(app, play.draft.slot_rect("next", slot).center)
            else:
                place_by_mouse(app, play, play.session.rules.legal_actions(st)[0])
            continue
        if play.thinking:
            ev = pygame.event.wait(5000)
            send(app, ev, render=False)
        else:
            app.step([], 1.0)          # a long frame finishes a flight at once
    raise AssertionError("the human seat never got the turn")


def test_rotation_by_right_click_wheel_and_r_changes_nothing_in_the_rules(app):
    play = human_vs_computer(app)
    run_until_human(app, play, PHASE_PLACE)
    before = play.session.state.to_dict()
    centre = play.big.rect.center
    click(app, centre, button=3)
    assert play.rot == 1
    send(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    assert play.rot == 2
    key(app, pygame.K_r)
    assert play.rot == 3
    send(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert play.rot == 2
    assert play.session.state.to_dict() == before


def test_an_illegal_click_changes_nothing_and_says_why(app):
    play = human_vs_computer(app)
    run_until_human(app, play, PHASE_PLACE)
    st = play.session.state
    before = st.to_dict()
    k = st.kingdoms[0]
    click(app, play.big.rel_rect(k, 0, 0).center)              # on the castle itself
    assert play.session.state.to_dict() == before and play.error
    click(app, play.big.rel_rect(k, -4, -4).center)            # far corner of the window
    assert play.session.state.to_dict() == before and play.error


def test_choosing_from_the_current_line_is_refused_and_the_next_line_works(app):
    play = human_vs_computer(app, players=3, seed=5)
    run_until_human(app, play, PHASE_CHOOSE)
    st = play.session.state
    if st.current:
        before = st.to_dict()
        click(app, play.draft.slot_rect("current", 0).center)
        assert st.to_dict() == before and play.error
    slot = next(i for i, king in enumerate(st.next_kings) if king == -1)
    kings, king, number = st.next_kings, st.acting_king(), st.next[slot]
    click(app, play.draft.slot_rect("next", slot).center)
    assert kings[slot] == king and play.session.actions[-1].number == number


def test_a_domino_that_fits_nowhere_is_discarded_without_a_click(app):
    """The only legal action is played for the person, with the usual record."""
    play = human_vs_computer(app)
    run_until_human(app, play, PHASE_PLACE)
    st = play.session.state
    k = st.kingdoms[0]
    assert k.filled() == 1                                  # Ann's first placement
    for y in range(-2, 3):                                  # test set-up: a full 5×5 kingdom
        for x in range(-2, 3):
            if (x, y) != (0, 0):
                k.set_square(x, y, 0, 0)
    play.spots.sync(play.session)
    assert play.spots.must_discard
    send(app)
    assert st.discards[0] == 0 and "was discarded for Ann: it fits nowhere" in play.played_for_words()
    for _ in range(50):
        app.step([], 0.1)                                   # its flight, at Ann's own pace
    assert st.discards[0] == 1 and play.session.actions[-1].__class__.__name__ == "Discard"
    assert play.session.forced[-1]


def test_escape_opens_the_pause_menu_and_escape_closes_it(app):
    play = human_vs_computer(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    actions = len(play.session.actions)
    for _ in range(5):
        app.step([], 1.0)                                   # paused: the computers wait
    assert len(play.session.actions) == actions
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is play


def test_computer_seats_play_by_themselves(app):
    play = human_vs_computer(app, players=4, seed=9)
    run_until_human(app, play, PHASE_PLACE)
    assert len(play.session.actions) >= 4
    assert play.session.state.current_player() == 0


def test_a_persons_only_move_waits_for_their_hand_over_and_is_shown_and_said(app):
    """Hot-seat with the hand-over screen: the last free domino is taken for the person only
    after the screen naming them, it flies there, and the message panel says it was played
    for them (in gold, in place of the last move) until the move after it lands."""
    play = start_hot_seat(app, banner=True)
    s = play.session
    for _ in range(400):
        send(app)
        if isinstance(app.scenes.top, HandOverScene):
            forced = len(s.rules.legal_actions(s.state)) == 1
            n = len(s.actions)
            dismiss_banner(app)
            if forced:
                break
            continue
        st = s.state
        legal = s.rules.legal_actions(st)
        if len(legal) > 1:
            assert s.apply(legal[0]) is None
    else:
        raise AssertionError("no forced move after a hand-over")
    assert len(s.actions) == n and play.flight is not None         # not played behind the screen: flying now
    name = s.seats[s.actor()].name
    with theme.drawn_texts() as drawn:
        app.render()
    said = [t for t, _px, _r in drawn.texts if f"taken for {name}: the only one left" in t or f"for {name}" in t]
    assert said
    for _ in range(60):
        if len(s.actions) > n:
            break
        app.step([], 0.1)
    assert len(s.actions) == n + 1 and s.forced[n] and play.played_for_words()
    legal = s.rules.legal_actions(s.state)
    if len(legal) > 1:
        assert s.apply(legal[0]) is None and not play.played_for_words()     # the next move lands: it goes


def test_the_held_domino_stays_over_the_draft_and_the_kingdom_and_under_no_hand_over(app):
    """The domino to place follows the pointer only over the draft and the kingdom, cut to
    them: over the toolbar or another player's panel it is not drawn; and under the
    hand-over screen naming the next person no domino, held or on the board, is drawn."""
    from game.app.scenes.handover import HandOverScene
    play = human_vs_computer(app)
    run_until_human(app, play, PHASE_PLACE)
    sl = play.sl

    def picture(pos) -> bytes:
        play.pointer = pos
        app.render()
        return pygame.image.tobytes(app.screen, "RGB")
    nowhere = picture((-1, -1))
    status, panel, big = sl["status"], sl["kingdom_1"], sl["active_kingdom"]
    for pos in ((status.centerx, status.bottom - 3), (panel.x + 3, panel.bottom - 4)):   # no button, no grid there
        assert picture(pos) == nowhere, pos                         # nothing floats there
    assert picture((big.x + 4, big.y + 4)) != nowhere               # over its kingdom: held beside the pointer
    app.scenes.push(HandOverScene(app, play.session.seats[0], "place a domino"))
    assert not play.pointed_at()
    nowhere = picture((-1, -1))
    on_board = play.big.rel_rect(play.session.state.kingdoms[0], 1, 0).center
    assert picture(on_board) == nowhere and picture((big.x + 4, big.y + 4)) == nowhere   # under the screen: none
