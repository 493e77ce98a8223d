"""A kingdom panel's last move is one line: never wrapped into a lone "8" under "… placed
domino", in the narrowest panels of the smallest window."""
import pytest

from game.app.session import LastMove, Seat
from game.app.ui import theme
from game.i18n import Message
from tests.app.tables.kingdomino.test_look_at import table

LONG = "Bartholomew Maximilian"


@pytest.mark.parametrize("game,players", [("kingdomino", 4), ("queendomino", 4), ("kingdomino", 3)])
def test_a_panels_last_move_is_drawn_on_one_line(app, game, players):
    scene = table(app, game, players)
    s = scene.session
    text = f"{LONG} placed domino 48"
    for p in range(1, players):
        s.seats[p] = Seat(LONG, s.seats[p].colour, s.seats[p].agent)
        s.last_by_player[p] = LastMove(p, Message("{text}", {"text": text}))
    with theme.drawn_texts() as drawn:
        app.render()
    tails = {" ".join(text.split(" ")[k:]) for k in range(1, 5)}       # "48", "domino 48", …
    panels = [scene.sl[f"kingdom_{i + 1}"] for i in range(len(scene.small))]
    inside = [t for t, _px, rect in drawn.texts if rect is not None and any(p.contains(rect) for p in panels)]
    assert not tails & set(inside)
    assert any(t.startswith(LONG[:8]) and t != LONG for t in inside)     # the move, begun with its name


def test_at_a_larger_ui_scale_a_footer_may_take_lines_but_never_leaves_a_word_alone(app):
    theme.set_ui_scale(1.5)
    try:
        scene = table(app, "kingdomino", 4)
        app.scenes.resize(app.screen.get_size())
        s = scene.session
        text = f"{LONG} placed domino 48"
        for p in range(1, 4):
            s.seats[p] = Seat(LONG, s.seats[p].colour, s.seats[p].agent)
            s.last_by_player[p] = LastMove(p, Message("{text}", {"text": text}))
        with theme.drawn_texts() as drawn:
            app.render()
        panels = [scene.sl[f"kingdom_{i + 1}"] for i in range(len(scene.small))]
        inside = [t for t, _px, rect in drawn.texts if rect is not None and any(p.contains(rect) for p in panels)]
        assert "48" not in inside and any(t.endswith("48") for t in inside)
    finally:
        theme.set_ui_scale(1.0)
