"""Undo on the table: the button in the status bar and Ctrl+Z take back a person's own last
action, in hot-seat games until the turn is handed over (the setting reaches further back,
naming whose move and asking first), with the computer moves after it; the computers then
answer as before."""
import pygame
import pytest

from game.app import settings
from game.app.scenes.handover import HandOverScene
from game.app.scenes.load import ConfirmScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.tables.kingdomino.draft_view import CURRENT
from game.app.ui import theme
from game.rules.actions import Place
from game.rules.config import GameConfig
from game.rules.kingdomino.state import PHASE_PLACE
from tests.app.helpers import click, drag, send
from tests.app.tables.kingdomino.test_scene import human_vs_computer, run_until_human
from tests.app.tables.queendomino.test_scene import after_rich_place, cell_pos, house_kingdom
from tests.app.test_session_undo import until_handed_over


def hot_seat_table(app, game="kingdomino", players=2):
    """People at every seat, the first placement of the game to make."""
    seats = [Seat(f"P{i + 1}", theme.PLAYER_COLOURS[i][1]) for i in range(players)]
    s = Session(GameConfig(game, players), 6, seats)
    while s.state.phase != PHASE_PLACE:
        assert s.apply(s.rules.legal_actions(s.state)[0]) is None
    table = play_scene(app, s)
    app.scenes.push(table)
    table.banner_for = s.actor()
    send(app)
    return table


def ctrl_z(app):
    send(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0))


@pytest.mark.parametrize("how", ["button", "ctrl+z"])
def test_undo_on_the_table_takes_back_a_placement_in_hot_seat_with_the_setting_off(app, how):
    assert not settings.current().undo_hot_seat
    table = hot_seat_table(app)
    s = table.session
    st = s.state
    before, n, person = st.to_dict(), len(s.actions), s.actor()
    target = next(a for a in s.rules.legal_actions(st) if isinstance(a, Place))
    k = st.kingdoms[person]
    drag(app, table.draft.slot_rect(CURRENT, st.turn).center, table.big.rel_rect(k, target.x, target.y).center)
    assert s.actions[n:] == [target]
    assert table.undo_button in table.undo_buttons() and table.undo_button.enabled
    if how == "button":
        click(app, table.undo_button.rect.center)
    else:
        ctrl_z(app)
    again = app.scenes.top
    assert again is not table and again.session is s          # the table set again, no hand-over
    assert len(s.actions) == n and s.state.to_dict() == before
    assert not again.undo_button.enabled                      # the earlier moves are not this person's


@pytest.mark.parametrize("banner", [True, False])
def test_after_the_hand_over_undo_is_the_next_persons_own(app, banner):
    """With the hand-over screen or without it (the default), the person at the keyboard
    changes when the turn passes to another person."""
    settings.change(hand_over=banner)
    table = hot_seat_table(app)
    s = table.session
    person = s.actor()
    while s.actor() == person:                                # the first person's whole turn
        assert s.apply(s.rules.legal_actions(s.state)[0]) is None
    n = len(s.actions)
    send(app)
    if banner:
        assert isinstance(app.scenes.top, HandOverScene)      # the next person is named ...
        click(app, (5, 5))
    assert app.scenes.top is table and s.at_keyboard() != person
    assert not table.undo_button.enabled                      # ... and cannot take the first one's move back
    ctrl_z(app)
    assert len(s.actions) == n and app.scenes.top is table and "Settings" in table.error


def handed_over_table(app, game):
    """Two people; the turn has just passed from one to the other (the banner dismissed)."""
    s = Session(GameConfig(game, 2), 7, [Seat("Ann", theme.PLAYER_COLOURS[0][1]), Seat("Bea", theme.PLAYER_COLOURS[1][1])])
    first, _ = until_handed_over(s)
    table = play_scene(app, s)
    app.scenes.push(table)
    table.banner_for = s.actor()
    send(app)
    return table, first


@pytest.mark.parametrize("game", ["kingdomino", "kralovska_zahrada", "queendomino", "duel"])
def test_with_the_setting_on_the_button_names_whose_move_and_asks_first(app, game):
    settings.change(undo_hot_seat=True, hand_over=True)
    table, first = handed_over_table(app, game)
    s = table.session
    n, name = len(s.actions), s.seats[first].name
    assert table.undo_buttons() == [table.undo_button] and table.undo_button.enabled
    assert table.undo_button.label == f"Undo {name}’s move"
    assert table.undo_button.rect.right < table.log_button.rect.x       # laid out again for the longer label
    click(app, table.undo_button.rect.center)
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and name in ask.question and len(s.actions) == n
    click(app, ask.no.rect.center)                            # Keep: nothing changes
    assert app.scenes.top is table and len(s.actions) == n
    click(app, table.undo_button.rect.center)
    click(app, app.scenes.top.yes.rect.center)
    assert len(s.actions) == n - 1 and s.actor() == first
    assert isinstance(app.scenes.top, HandOverScene) and app.scenes.top.seat.name == name   # handed back


def test_the_computers_answer_again_as_they_did_after_an_undo(app):
    play = human_vs_computer(app, players=3, seed=8)
    run_until_human(app, play, PHASE_PLACE)
    s = play.session
    n = len(s.actions)
    mine = s.rules.legal_actions(s.state)[0]
    s.apply(mine)
    for _ in range(400):                                      # the computers answer
        if s.actor() == 0 and s.state.phase == PHASE_PLACE and play.flight is None:
            break
        if s.actor() == 0:                                    # Ann chooses (the first free domino)
            s.apply(s.rules.legal_actions(s.state)[0])
        elif play.thinking:
            send(app, pygame.event.wait(5000), render=False)
        else:
            app.step([], 1.0)
    first_time = list(s.actions)
    assert len(first_time) > n + 2 and any(a is not None and a != 0 for a in s.actors[n:])
    click(app, play.undo_button.rect.center)                  # the last person's action: Ann's choice
    while len(s.actions) > n:
        click(app, app.scenes.top.undo_button.rect.center)
    assert len(s.actions) == n
    play = app.scenes.top
    s.apply(mine)
    for _ in range(400):
        if len(s.actions) >= len(first_time):
            break
        if s.actor() == 0:
            s.apply(s.rules.legal_actions(s.state)[0])
        elif play.thinking:
            send(app, pygame.event.wait(5000), render=False)
        else:
            app.step([], 1.0)
    assert s.actions[:len(first_time)] == first_time


def test_undo_at_the_queendomino_table_keeps_the_kingdom_framed_as_it_was(app):
    scene = after_rich_place(app)
    s = scene.session
    k = house_kingdom(scene)
    point = scene.big.rect.move(scene.big.cell // 2, scene.big.cell // 2).topleft
    under = scene.big.cell_at(k, point)
    cell = next(iter(scene.offer().knights))
    click(app, cell_pos(scene, cell))
    n = len(s.actions)
    click(app, scene.undo_button.rect.center)
    again = app.scenes.top
    assert again is not scene and len(s.actions) == n - 1
    assert again.big.cell_at(house_kingdom(again), point) == under


@pytest.mark.parametrize("game, players", [("queendomino", 2), ("duel", 2)])
def test_every_table_offers_undo_in_its_status_bar(app, game, players):
    table = hot_seat_table(app, game, players) if game != "duel" else None
    if table is not None:                                     # the person places (the last pick was played for them)
        assert table.session.apply(table.session.rules.legal_actions(table.session.state)[0]) is None
    else:
        seats = [Seat(f"P{i + 1}", theme.PLAYER_COLOURS[i][1]) for i in range(2)]
        s = Session(GameConfig("duel", 2), 6, seats)
        for _ in range(2):                                    # the first pick, then the second person's
            assert s.apply(s.rules.legal_actions(s.state)[0]) is None
        assert s.actors[-1] == s.actor()
        table = play_scene(app, s)
        app.scenes.push(table)
        table.banner_for = s.actor()
        send(app)
    status = table.sl["status"]
    assert table.undo_button.rect.colliderect(status) and table.undo_button.rect.right < table.log_button.rect.x
    n = len(table.session.actions)
    click(app, table.undo_button.rect.center)
    assert len(table.session.actions) == n - 1
    again = next(scene for scene in app.scenes.stack if hasattr(scene, "session"))     # (under a hand-over)
    assert again is not table and not (game == "duel" and again.rolling())    # the dice are not rolled again
