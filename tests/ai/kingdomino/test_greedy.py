"""The `greedy` player is Full-Greedy (CIG-2018): checked against a brute force written
here with Kingdom.copy() + place + scoring.total, on random mid-game states."""
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.kingdomino.greedy import GreedyPlayer
from game.ai.kingdomino.random_player import RandomPlayer
from game.ai.registry import make_player
from game.rules import kingdomino, scoring
from game.rules.actions import Choose, Discard, Place
from game.rules.config import GameConfig
from game.rules.kingdom import Placement
from game.rules.rng import Rng
from game.rules.state import FREE, PHASE_CHOOSE, PHASE_PLACE
from tests.rules.support import CONFIGS


def best_after(k, d, b, discards):
    """Best total reachable by placing d on k (k's own total, one discard more, if d
    cannot be placed: Harmony may be lost by it)."""
    values = []
    for p in k.placements(d):
        k1 = k.copy()
        k1.place(d, p)
        values.append(scoring.total(k1, b, discards))
    return max(values) if values else scoring.total(k, b, discards + 1)


def free_next(state):
    return [n for n, king in zip(state.next, state.next_kings) if king == FREE]


def choice_values(state, k, b):
    discards = state.discards[state.current_player()]
    return {n: best_after(k, state.dominoes[n - 1], b, discards) for n in free_next(state)}


def placement_value(state, k, d, p, b):
    k1 = k.copy()
    k1.place(d, p)
    if not state.next:
        return scoring.total(k1, b, state.discards[state.current_player()])
    return max(choice_values(state, k1, b).values())


def mid_game_state(cfg, seed, cut):
    state = kingdomino.new_game(cfg, seed)
    rng = Rng(seed)
    for _ in range(cut):
        acts = kingdomino.legal_actions(state)
        nxt = state.copy()
        kingdomino.apply(nxt, acts[rng.below(len(acts))])
        if kingdomino.is_over(nxt) or nxt.phase not in (PHASE_PLACE, PHASE_CHOOSE):
            break
        state = nxt
    return state


@settings(max_examples=250)
@given(st.sampled_from(CONFIGS), st.integers(0, 2 ** 32 - 1), st.integers(4, 110))
def test_greedy_matches_brute_force_full_greedy(cfg, seed, cut):
    state = mid_game_state(cfg, seed, cut)
    b = kingdomino.bonuses_of(cfg)
    k = state.kingdoms[state.current_player()]
    before = state.to_dict()
    action = GreedyPlayer(seed).choose(state)
    assert state.to_dict() == before, "choosing must not change the state"
    assert action in kingdomino.legal_actions(state)
    if state.phase == PHASE_CHOOSE:
        values = choice_values(state, k, b)
        assert isinstance(action, Choose)
        assert values[action.number] == max(values.values())
        return
    d = state.current_domino()
    placements = k.placements(d)
    if not placements:
        assert action == Discard()
        return
    values = {p: placement_value(state, k, d, p, b) for p in placements}
    assert isinstance(action, Place)
    assert values[Placement(action.x, action.y, action.rot)] == max(values.values())


def play(cfg, seed, seats):
    state = kingdomino.new_game(cfg, seed)
    while not kingdomino.is_over(state):
        kingdomino.apply(state, seats[state.current_player()].choose(state))
    return [r.total for r in kingdomino.results(state)]


def test_greedy_beats_random_on_average():
    cfg = GameConfig("kingdomino", 2)
    greedy_total = random_total = 0
    for seed in range(6):
        seats = [GreedyPlayer(seed), RandomPlayer(seed)]
        if seed % 2:
            seats.reverse()
        scores = play(cfg, seed, seats)
        g = 0 if seed % 2 == 0 else 1
        greedy_total += scores[g]
        random_total += scores[1 - g]
    assert greedy_total > 1.5 * random_total


def test_same_seed_same_game():
    cfg = GameConfig("kingdomino", 3, ("middle_kingdom", "harmony"))
    a = play(cfg, 4, [GreedyPlayer(i) for i in range(3)])
    b = play(cfg, 4, [GreedyPlayer(i) for i in range(3)])
    assert a == b


def test_registry_makes_greedy_for_both_domino_games():
    for game in ("kingdomino", "kralovska_zahrada"):
        p = make_player("greedy", game, 1)
        assert isinstance(p, GreedyPlayer) and p.name == "greedy"
