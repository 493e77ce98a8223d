"""What is left in the box, read from the public view: the undrawn dominoes counted by
terrain and crowns, Queendomino's pile under its top one; the hidden order changes nothing."""
from collections import Counter

import pytest

from game.ai.registry import make_player
from game.rules import registry
from game.rules.box_left import box_left
from game.rules.config import GameConfig
from game.rules.rng import Rng

GAMES = [("kingdomino", 4, ()), ("kralovska_zahrada", 3, ()), ("queendomino", 4, ()), ("royal_wedding", 8, ("teams",))]


def played(game, players, variants, moves: int):
    rules = registry.rules_for(game)
    st = rules.new_game(GameConfig(game, players, variants), 11)
    driver = make_player("greedy", game, 1)
    for _ in range(moves):
        rules.apply(st, driver.choose(st.copy()))
    return st


def undrawn(st) -> list[Counter]:
    """The squares still in each box, read off the full state (the test's own count)."""
    if hasattr(st, "boxes"):
        pairs = [(st.dominoes(i), box) for i, box in enumerate(st.boxes)]
    else:
        pairs = [(st.dominoes, st.box)]
    out = []
    for tiles, box in pairs:
        c: Counter = Counter()
        for n in box:
            d = tiles[n - 1]
            c[(d.t1, d.c1)] += 1
            c[(d.t2, d.c2)] += 1
        out.append(c)
    return out


@pytest.mark.parametrize("game,players,variants", GAMES)
def test_the_box_counts_every_undrawn_squares_terrain_and_crowns(game, players, variants):
    for moves in (0, 25):
        st = played(game, players, variants, moves)
        left = box_left(registry.public_view(st))
        assert [Counter(b.squares) for b in left.boxes] == undrawn(st)
        assert [b.dominoes * 2 for b in left.boxes] == [sum(c.values()) for c in undrawn(st)]
        if hasattr(st, "pile"):
            assert left.buildings_under_top == len(st.pile) - 1 > 0
        else:
            assert left.buildings_under_top is None


@pytest.mark.parametrize("game,players,variants", GAMES)
def test_the_hidden_order_changes_nothing(game, players, variants):
    st = played(game, players, variants, 25)
    other = st.copy()
    registry.rules_for(game).determinise(other, Rng(99))       # another future, the same public facts
    assert box_left(registry.public_view(other)) == box_left(registry.public_view(st))


def test_the_box_empties_as_lines_are_drawn():
    first, later = (box_left(registry.public_view(played("kingdomino", 4, (), m))).boxes[0].dominoes for m in (0, 25))
    assert first == 44 and later < first


@pytest.mark.parametrize("game,players,variants", GAMES + [("kralovska_zahrada", 2, ()), ("kingdomino", 2, ("mighty_duel",))])
def test_the_box_says_how_many_will_come_as_the_pile_does(game, players, variants):
    """A 3-player Královská zahrada leaves 12 dominoes out of the game: the box holds 42 at
    first, 36 will come (the pile's count), and the difference is what never comes."""
    for moves in (0, 25):
        st = played(game, players, variants, moves)
        left = box_left(registry.public_view(st))
        assert left.to_come == st.lines_left * st.config.setup.line
        assert left.out_of_game() == sum(b.dominoes for b in left.boxes) - left.to_come >= 0
    fresh = box_left(registry.public_view(played("kralovska_zahrada", 3, (), 0)))
    assert (fresh.boxes[0].dominoes, fresh.to_come, fresh.out_of_game()) == (45, 33, 12)
