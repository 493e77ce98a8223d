"""About: the title opens it, it credits the code, font, sounds, libraries and games with their
licences, and the title itself no longer carries the font line."""
import pygame

from game.app.scenes.about import AboutScene, credits
from game.app.scenes.title import TitleScene
from game.app.ui import theme
from tests.app.helpers import click, key


def drawn(app) -> str:
    with theme.drawn_texts() as d:
        app.render()
    return " ".join(t for t, _px, _r in d.texts)


def test_the_title_opens_about_with_every_credit_and_licence(app):
    app.scenes.push(TitleScene(app))
    title = app.scenes.top
    assert "Font: DejaVu" not in drawn(app)
    click(app, next(b for b in title.buttons if b.label == "About").rect.center)
    assert isinstance(app.scenes.top, AboutScene)
    shown = drawn(app)
    for words in ("DejaVu", "Bitstream Vera licence", "MIT", "make_sounds.py", "pygame-ce (LGPL 2.1)", "Bruno Cathala"):
        assert words in shown
    assert [h for h, _t in credits()] == ["Program", "Font", "Sounds and music", "Libraries", "The games"]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_about_fits_its_words_without_shrinking_them(app):
    app.scenes.push(AboutScene(app))
    theme.fit_log = []
    try:
        app.render()
        assert theme.fit_log == []                  # nothing set smaller, nothing cut
    finally:
        theme.fit_log = None
