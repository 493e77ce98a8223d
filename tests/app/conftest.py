"""Headless pygame for the app tests: dummy video and audio drivers, one small window."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app.app import App

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Saves and settings go to temporary folders, never the real user's."""
    monkeypatch.setenv("KINGDOMINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("KINGDOMINO_CONFIG_DIR", str(tmp_path / "config"))


@pytest.fixture(autouse=True)
def helper_closed(request):
    """The window's helper process (and its pool), when a test started it, ends with the test
    (with the module, where the module keeps one for all its tests: one_helper)."""
    yield
    if "one_helper" not in request.fixturenames:
        from game.app.ai_worker import close_helper
        close_helper()


@pytest.fixture(scope="module")
def one_helper():
    """The window's helper process started before a module's first test and ended after its
    last, for a module whose tests only ask it questions (none closes, kills or stubs it):
    each of them that opens Why? or a Hint, or reviews a game, started one of its own, half a
    second of processor or more apiece. A question left unanswered at a test's end was
    withdrawn with its table (the app fixture leaves every scene): the helper stops it and
    answers the next test's."""
    from game.app.ai_worker import close_helper, helper
    helper()
    yield
    close_helper()


@pytest.fixture
def app():
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(SIZE)
    pygame.event.clear()          # the dummy driver's own start-up events
    a = App(screen)
    yield a
    while a.scenes.stack:       # leave every scene: stops AI worker threads
        a.scenes.pop()
    from game import i18n
    from game.app.ui import theme
    i18n.use("en")              # a test that clicked through Settings leaves no language,
    theme.use("classic")        # theme or scale behind for the next one
    theme.set_ui_scale(1.0)

