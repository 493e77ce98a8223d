"""No computer decision reads what nobody at the table knows: over positions of every game,
a copy that differs only in the hidden parts (the generator, the undrawn order, the
building pile under its top) gets the same decision from every level, each searching level
with a work budget (sampled futures, not seconds) so that its decision is repeatable."""
from __future__ import annotations

import pytest

from game.ai.judge import position_seed
from game.ai.registry import make_player, player_names
from game.rules.config import GameConfig
from game.rules.registry import rules_for
from tests.rules.support import with_other_hidden

GAMES = [("kingdomino", 4), ("kralovska_zahrada", 3), ("queendomino", 4), ("royal_wedding", 6), ("duel", 2)]
# the levels that sample futures: on a few positions, with two futures per decision (mce one
# per candidate move: with the box's order left unsorted in the determinisation, mce decides
# otherwise already then, where the expert needs two to notice)
SEARCHES = {"expert", "mce", "hard"}
FUTURES = {"mce": 1}
SEARCHED_POSITIONS = 8


def positions(game: str, players: int, seed: int = 3, every: int = 5) -> list:
    """Every `every`-th position of a game the greedy level plays at every seat."""
    rules = rules_for(game)
    state = rules.new_game(GameConfig(game, players), seed)
    greedy = make_player("greedy", game, 1)
    out = []
    while not rules.is_over(state):
        out.append(state.copy())
        rules.apply(state, greedy.choose(state))
    return out[2::every]


def spread(found: list, n: int) -> list:
    """n of the positions, from the first to near the last, evenly apart."""
    return [found[i * len(found) // n] for i in range(n)]


def decision(level: str, game: str, seed: int, state):
    return make_player(level, game, seed, budget="samples", samples=FUTURES.get(level, 2)).choose(state)


@pytest.mark.parametrize("game,players", GAMES)
def test_no_level_decides_otherwise_when_only_the_hidden_parts_change(game, players):
    found = positions(game, players)
    assert len(found) >= 8
    decided = 0
    for level in player_names(game):
        chosen = found if level not in SEARCHES else spread(found, SEARCHED_POSITIONS)
        for k, state in enumerate(chosen):
            a = decision(level, game, k, state.copy())
            for variant in range(2):
                other = with_other_hidden(state, 100 * k + variant)
                assert other.to_dict() != state.to_dict()
                assert decision(level, game, k, other) == a, (level, k, variant)
                decided += 1
    assert decided > 50


@pytest.mark.parametrize("game,players", GAMES)
def test_a_hint_is_seeded_by_what_the_table_shows(game, players):
    """A hint's (and the review's) judgement draws its futures from a seed of the position
    as every seat sees it, never from the game's generator."""
    for k, state in enumerate(positions(game, players)):
        assert position_seed(state) == position_seed(with_other_hidden(state, k))
    first, last = positions(game, players)[0], positions(game, players)[-1]
    assert position_seed(first) != position_seed(last)
