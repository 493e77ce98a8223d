"""Keyboard only: menus, forms and every table, driven by synthetic key events."""
import pygame

from game.app import focus
from game.app.scenes.load import ConfirmScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.title import TitleScene
from game.app.widgets import Button

from .helpers import key, send


def press(app, k, mod=0):
    send(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
         pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def typed(app, text):
    send(app, pygame.event.Event(pygame.TEXTINPUT, text=text))


def focused(app):
    top = app.scenes.top
    return top.focus.sync(top.focus_items(), top.focus_moment())


def test_title_focus_starts_on_the_primary_button_and_skips_disabled_ones(app):
    app.scenes.push(TitleScene(app))
    title = app.scenes.top
    assert focused(app).label == "New game"
    key(app, pygame.K_DOWN)
    assert focused(app).label == "Load"           # Continue is disabled: skipped
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(app).label == "New game"
    key(app, pygame.K_UP)
    assert focused(app).label == "Quit"           # wraps round
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, NewGameScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_the_focus_is_drawn_as_a_bright_ring_round_the_focused_button(app):
    app.scenes.push(TitleScene(app))
    send(app)
    r = focused(app).rect
    outside = (r.centerx, r.y - 4)                # in the ring, just above the button
    assert app.screen.get_at(outside)[:3] == focus.RING
    key(app, pygame.K_DOWN)
    assert app.screen.get_at(outside)[:3] != focus.RING


def test_new_game_form_by_keys_names_options_and_start(app):
    app.scenes.push(TitleScene(app))
    key(app, pygame.K_RETURN)
    ng = app.scenes.top
    assert isinstance(ng, NewGameScene) and focused(app) is ng.start
    key(app, pygame.K_TAB)                         # Back
    key(app, pygame.K_TAB)                         # wraps to the game row
    assert focused(app) is ng.game_row
    key(app, pygame.K_RIGHT)
    assert ng.game == "kralovska_zahrada"
    key(app, pygame.K_LEFT)
    assert ng.game == "kingdomino"
    for _ in range(2 + len(ng.variant_buttons) + 1):       # game, players, variants, colour
        key(app, pygame.K_TAB)
    assert focused(app) is ng.names[0]
    typed(app, "E")                                # typing starts editing the field
    for k in (pygame.K_BACKSPACE,) * 10:
        key(app, k)
    typed(app, "Eva")
    key(app, pygame.K_RETURN)                      # leaves the field
    assert ng.names[0].value == "Eva" and not ng.names[0].editing
    key(app, pygame.K_TAB)
    assert focused(app) is ng.kind_rows[0]
    for _ in range(3):                             # seat 2: colour, name, kind row (seat 1 has no level)
        key(app, pygame.K_TAB)
    assert focused(app) is ng.kind_rows[1]
    key(app, pygame.K_LEFT)                        # seat 2: Person
    assert ng.kinds[1] == "person"
    ng.seed = 3
    while focused(app) is not ng.start:
        key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)
    play = app.scenes.stack[1]
    assert [s.name for s in play.session.seats] == ["Eva", "Player 2"]
    assert all(s.human for s in play.session.seats)


def test_a_confirm_dialog_starts_on_keep(app):
    app.scenes.push(TitleScene(app))
    done = []
    app.scenes.push(ConfirmScene(app, "Delete?", "gone for good", "Delete", lambda: done.append(1)))
    key(app, pygame.K_RETURN)
    assert not done and isinstance(app.scenes.top, TitleScene)


def test_an_option_row_and_a_button_adapt_to_the_ring():
    b = Button("x", lambda: None)
    b.rect = pygame.Rect(0, 0, 10, 10)
    assert focus.enabled(b)
    b.enabled = False
    assert not focus.enabled(b)
