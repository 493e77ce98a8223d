"""The scene stack: routing down the stack, modal scenes, Esc goes back one step."""
import pygame

from game.app.scenes.new_game import NewGameScene
from game.app.scenes.title import TitleScene
from game.app.ui.scene import Scene
from tests.app.helpers import click, key, send


class Recorder(Scene):
    def __init__(self, app, consume, modal=True):
        super().__init__(app)
        self.consume, self.modal, self.seen = consume, modal, []

    def handle_event(self, event):
        self.seen.append(event.type)
        return None if self.consume else event

    def draw(self, surface):
        surface.fill((1, 2, 3))


def test_unconsumed_events_pass_down_only_through_non_modal_scenes(app):
    bottom = Recorder(app, consume=True)
    middle = Recorder(app, consume=False, modal=False)
    top = Recorder(app, consume=False, modal=True)
    for s in (bottom, middle, top):
        app.scenes.push(s)
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    assert app.scenes.handle_event(ev) is ev          # the modal top scene stops it
    assert top.seen and not middle.seen and not bottom.seen
    app.scenes.pop()
    assert app.scenes.handle_event(ev) is None        # middle passes it, bottom consumes it
    assert middle.seen == [pygame.KEYDOWN] and bottom.seen == [pygame.KEYDOWN]


def test_push_pop_replace(app):
    a, b, c = (Recorder(app, True) for _ in range(3))
    app.scenes.push(a)
    app.scenes.push(b)
    app.scenes.replace(c)
    assert app.scenes.stack == [a, c]
    assert app.scenes.pop() is c and app.scenes.top is a


def test_escape_goes_back_one_step_and_never_past_the_title(app):
    app.scenes.push(TitleScene(app))
    click(app, app.scenes.top.buttons[0].rect.center)          # New game
    assert isinstance(app.scenes.top, NewGameScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene) and len(app.scenes.stack) == 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene) and app.running


def test_disabled_title_entries_do_nothing_and_quit_quits(app):
    title = TitleScene(app)
    app.scenes.push(title)
    cont = next(b for b in title.buttons if b.label == "Continue")
    assert not cont.enabled and cont.note == "no game in progress"
    click(app, cont.rect.center)
    assert app.scenes.stack == [title]
    click(app, next(b for b in title.buttons if b.label == "Quit").rect.center)
    assert not app.running


def test_rules_help_scrolls_and_escape_returns(app):
    from game.app.scenes.rules_help import RulesScene
    app.scenes.push(TitleScene(app))
    click(app, next(b for b in app.scenes.top.buttons if b.label == "Rules").rect.center)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    send(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert rules.scroll > 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)
