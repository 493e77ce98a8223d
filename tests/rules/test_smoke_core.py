"""A fast smoke test of the core rules model, safe for every helper to run."""
from game.ai.registry import make_player
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino


def test_a_greedy_and_random_game_finishes_with_ranks():
    cfg = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))
    state = kingdomino.new_game(cfg, 11)
    players = [make_player("greedy" if i % 2 else "random", "kingdomino", i) for i in range(4)]
    while not kingdomino.is_over(state):
        kingdomino.apply(state, players[state.current_player()].choose(state))
    ranks = sorted(r.rank for r in kingdomino.results(state))
    assert ranks[0] == 1 and len(ranks) == 4
    assert sum(k.filled() for k in state.kingdoms) + 2 * sum(state.discards) == 4 + 2 * 48
