"""Drawing text never raises, whatever the text: a player's name comes from the network, a
file or the keyboard, and a name that draws as nothing once took every window down."""
import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.app.ui import theme
from game.names import clean

ZERO_WIDTH = "\ufe0f\u034f\u200b\u2028\u2060\ufeff\u180e"
TEXTS = (st.text(max_size=300)                                    # surrogates and NUL too
         | st.lists(st.sampled_from([*ZERO_WIDTH, "\u0301", "a", " ", "\n", "\x00", "\ud800"]), max_size=80).map("".join)
         | st.integers(1000, 20_000).map(lambda n: "W\u0301" * n))  # very long


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("text", [*ZERO_WIDTH, ZERO_WIDTH, ""])
def test_text_that_draws_as_nothing_is_drawn_as_nothing(text):
    surface = pygame.Surface((200, 60))
    r = theme.blit_text(surface, text, 20, max_w=150, center=(100, 30))
    assert r.w == 0 and r.h > 0
    assert theme.text(text, 20).get_width() == 0


@given(TEXTS, st.booleans())
def test_drawing_any_text_never_raises(text, bold):
    surface = pygame.Surface((300, 80))
    r = theme.blit_text(surface, text, 22, bold=bold, max_w=280, max_h=60, midleft=(10, 40))
    assert r.h > 0
    assert theme.text(text, 18, bold=bold).get_height() > 0
    assert theme.font(18, bold).size(theme.fit_text(text, 18, 120, bold))[0] <= 120
    assert theme.wrap(text, 18, 200, bold)


@given(st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=60))
def test_every_name_the_rule_keeps_draws_as_something(text):
    name = clean(text)
    if name:
        for bold, serif in ((False, False), (True, False), (False, True)):
            assert theme.font(20, bold, serif).size(name)[0] > 0, repr(name)
