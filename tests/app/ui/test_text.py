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


def test_a_word_wider_than_its_line_is_broken_with_a_hyphen_only_when_asked():
    f = theme.font(18, True)
    width = f.size("Fishmon-")[0]
    lines = theme.wrap("Fishmonger's shop", 18, width, bold=True, hyphens=True)
    assert lines[0].endswith("-") and "".join(lines[:2]).replace("-", "") == "Fishmonger's"
    assert all(f.size(line)[0] <= width for line in lines)
    assert theme.wrap("Fishmonger's shop", 18, width, bold=True) == ["Fishmonger's", "shop"]


def test_wrapped_lines_are_recorded_as_lines_of_their_text():
    with theme.drawn_texts() as drawn:
        lines = theme.wrap("one two three four five six", 18, theme.font(18).size("one two")[0])
    assert len(lines) > 1 and {drawn.lines[line] for line in lines} == {"one two three four five six"}


def test_a_wrap_worked_out_before_is_recorded_again_and_a_caller_cannot_change_it():
    """wrap() keeps its lines (panels wrap the same words every frame): the readability
    tests still see each line of a text wrapped in an earlier frame, and a caller that
    changes the list it got changes nothing of the next frame's."""
    words, width = "one two three four five six", theme.font(18).size("one two")[0]
    first = theme.wrap(words, 18, width)
    first.append("changed by its caller")
    with theme.drawn_texts() as drawn:
        again = theme.wrap(words, 18, width)
    assert len(again) > 1 and "changed by its caller" not in again
    assert {drawn.lines[line] for line in again} == {words}


def test_wrapped_to_fit_is_set_smaller_only_as_far_as_its_size_at_100_percent():
    words = "Then your opponent takes two and you get the last one."
    try:
        theme.set_ui_scale(1.5)
        width = theme.font(18).size("Then your opponent takes")[0]
        lines, size = theme.wrap_to_fit(words, 18, width, 10 * theme.font(18).get_linesize())
        assert size == 18 and lines == theme.wrap(words, 18, width)          # room enough: its full size
        lines, size = theme.wrap_to_fit(words, 18, width, 2 * theme.font(18).get_linesize())
        assert 12 <= size < 18 and len(lines) * theme.font(size).get_linesize() <= 2 * theme.font(18).get_linesize()
        _lines, size = theme.wrap_to_fit(words, 18, width, 1)               # never fits: never below 100 %
        assert theme.pixel_size(size) == 18
    finally:
        theme.set_ui_scale(1.0)


def test_a_word_broken_at_its_own_hyphen_gets_no_second_one():
    """"Coffre-fort" broken after "Coffre-" keeps its one hyphen ("Coffre--fort" before)."""
    f = theme.font(18, True)
    lines = theme.wrap("Coffre-fort", 18, f.size("Coffre-f")[0], bold=True, hyphens=True)
    assert lines == ["Coffre-", "fort"]


def test_a_size_kept_to_its_room_is_never_under_its_pixels_at_100_percent():
    """fitted at 175 %: a 20-pixel text in a room too low is drawn at 20 pixels, not 19."""
    theme.set_ui_scale(1.75)
    try:
        for size in range(8, 40):
            assert theme.font(theme.fitted(size, 1)).get_height() >= theme.font(size, scaled=False).get_height()
            assert theme.pixel_size(theme.fitted(size, 1), True) >= size
    finally:
        theme.set_ui_scale(1.0)


def test_a_text_is_drawn_in_the_colour_size_and_ink_of_the_moment():
    """Lines rendered before are kept through a change of theme or scale (theme._line), each
    by its colour and its size in pixels: the same words drawn again in another colour, in
    another theme's ink or at another scale are rendered anew, not found in the old ones."""
    def drawn(**kw) -> tuple[set, int]:
        surface = pygame.Surface((300, 120))
        surface.fill((0, 0, 0))
        r = theme.blit_text(surface, "Kingdomino", 30, center=(150, 60), **kw)
        return {tuple(surface.get_at((x, y)))[:3] for x in range(r.x, r.right) for y in range(r.y, r.bottom)}, r.h
    (ink, height), (gold, _h) = drawn(), drawn(colour=theme.GOLD)
    assert tuple(theme.INK) in ink and tuple(theme.GOLD) in gold and tuple(theme.GOLD) not in ink
    try:
        theme.use("high_contrast")
        assert tuple(theme.INK) not in ink and tuple(theme.INK) in drawn()[0]
        theme.set_ui_scale(1.5)
        assert drawn()[1] > height
    finally:
        theme.use("classic")
        theme.set_ui_scale(1.0)
    assert drawn() == (ink, height)
