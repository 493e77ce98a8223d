"""The message line under the large kingdom: at a larger UI scale its words wrap onto two
lines rather than staying at their 100 % size, and every line stays inside the panel."""
import pygame
import pytest

from game.app.ui import theme
from game.tools import scene_shots
from tests.app.helpers import key

PROMPT = "Point at your kingdom · right-click, wheel or R rotates · green: legal"
KEYS = "Arrows move the domino · R rotates · Enter places · Tab: buttons · L: event log"


def message_lines(app, keyboard: bool) -> tuple[pygame.Rect, list[tuple[str, int, pygame.Rect]]]:
    """The message panel of a 4 players' table on the person's turn to place, and what is drawn in it."""
    scene = scene_shots.table(app, "kingdomino", 4)
    if keyboard:
        key(app, pygame.K_DOWN)                 # the first key shows the cursor: the message says the keys
    theme.clear_caches()
    with theme.drawn_texts() as drawn:
        app.render()
    rect = scene.sl["message"]
    shown = [(t, px, r) for t, px, r in drawn.texts if r is not None and rect.colliderect(r)]
    while app.scenes.stack:
        app.scenes.pop()
    return rect, [(drawn.lines.get(t, t), px, r) for t, px, r in shown]


@pytest.mark.parametrize("keyboard, words", [(False, PROMPT), (True, KEYS)])
def test_at_150_percent_the_message_wraps_larger_and_stays_in_its_panel(app, keyboard, words):
    _rect, small = message_lines(app, keyboard)
    theme.set_ui_scale(1.5)
    rect, large = message_lines(app, keyboard)
    before = [px for t, px, _r in small if t == words]
    after = [(px, r) for t, px, r in large if t == words]
    assert len(before) == 1 and len(after) == 2                  # one line at 100 %, two at 150 %
    assert all(px > before[0] for px, _r in after)
    assert [t for t, _px, _r in large if t.startswith("Last move:")]
    assert all(rect.contains(r) for _t, _px, r in large)
