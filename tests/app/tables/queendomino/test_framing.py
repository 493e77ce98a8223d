"""The large Queendomino kingdom holds still all game: the same squares, letters and
numbers at the same size from the first turn to the last, as Kingdomino's (it used to
crop to what the kingdom could still grow into, so squares moved under the pointer
between turns: A–I/1–9, then B–H/1–7, then C–G/3–7)."""
import pytest

from game.ai.registry import make_player
from game.rules.queendomino.state import PHASE_OVER
from tests.app.helpers import send
from tests.app.tables.queendomino.test_scene import table_at


@pytest.mark.parametrize("game, players, variants", [("queendomino", 3, ()), ("royal_wedding", 8, ("teams",))])
def test_the_large_kingdom_keeps_its_squares_and_their_size_all_game(app, game, players, variants):
    scene = table_at(app, lambda st: True, game=game, players=players, variants=variants)
    s = scene.session
    ai = make_player("greedy", game, 1)
    frames = set()
    for _ in range(3000):
        if s.state.phase == PHASE_OVER:
            break
        k = s.state.kingdoms[scene.shown_player()]
        frames.add((scene.big.first(k), scene.big.cell, scene.big.count, scene.big.rect.topleft))
        assert s.apply(ai.choose(s.state)) is None
        send(app, render=False)
    assert s.state.phase == PHASE_OVER
    assert len(frames) == 1 and next(iter(frames))[2] == 2 * s.config.setup.size - 1
