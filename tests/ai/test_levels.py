"""The levels easy..expert of every game: legal, repeatable, blind to the undrawn order,
one generator per player, the evaluator's pieces, and the ladder against greedy."""
import pickle
from itertools import combinations
from math import comb

import pytest

from game.ai.hint import Hint, suggest
from game.ai.kingdom_eval import KingdomEval, Weights, checkerboard, unmatched
from game.ai.kingdomino.greedy import CachedGreedy, GreedyPlayer
from game.ai.kingdomino.planner import Planner, expected_max
from game.ai.kingdomino.search import SearchPlayer, _value_holding, diverse
from game.ai.kingdomino.tuning import EXPERT_PLAN, EXPERT_SEARCH
from game.ai.levels import TimedPlayer
from game.ai.registry import DEFAULT_SAMPLES, ROLLOUT_SCHEDULES, make_player, player_names, table_levels
from game.rules.config import GameConfig
from game.rules.kingdom import Kingdom
from game.rules.kingdomino import rules as kingdomino
from game.rules.registry import rules_for
from game.rules.rng import Rng

PLANNER_CHOOSE = Planner.choose
LEVELS = ("easy", "medium", "hard", "expert")
SETUPS = [("kingdomino", 4, ("middle_kingdom", "harmony")), ("kralovska_zahrada", 2, ()),
          ("kingdomino", 2, ("mighty_duel",)), ("kingdomino", 3, ("dynasty",)), ("queendomino", 4, ()),
          ("royal_wedding", 6, ("teams",)), ("duel", 2, ())]


def play_out(config, agents, seed, move_time=0.002, until=None):
    rules = rules_for(config.game)
    state = rules.new_game(config, seed)
    seats = [make_player(a, config.game, f"{seed}:{i}", move_time=move_time) for i, a in enumerate(agents)]
    n = 0
    while not rules.is_over(state) and (until is None or n < until):
        p = state.current_player()
        action = seats[p].choose(state) if p is not None else rules.legal_actions(state)[0]
        assert action in rules.legal_actions(state)
        rules.apply(state, action)
        n += 1
    return state


@pytest.mark.parametrize("game,players,variants", SETUPS)
def test_every_level_is_registered_and_plays_only_legal_moves(game, players, variants):
    assert set(table_levels(game)) == {"random", "greedy", *LEVELS}
    assert set(player_names(game)) - set(table_levels(game)) <= {"mce"}
    config = GameConfig(game, players, variants)
    agents = [LEVELS[i % 4] for i in range(players)]
    state = play_out(config, agents, 3, until=60)
    assert state is not None


def test_search_plays_through_the_end_of_a_dynasty_game():
    # the playouts stop where a game of the match ends (nobody acts until the next starts)
    config = GameConfig("kingdomino", 2, ("dynasty",))
    state = play_out(config, ["hard", "expert"], 1, until=60)
    assert state.game_no == 2


def test_levels_carry_a_budget_scaled_by_the_setting_or_set_by_move_time():
    assert make_player("expert", "kingdomino", 1).budget <= 2.0
    assert make_player("hard", "duel", 1).budget <= 1.0
    assert make_player("expert", "duel", 1, budget_scale=0.5).budget == pytest.approx(
        make_player("expert", "duel", 1).budget / 2)
    assert make_player("expert", "royal_wedding", 1, move_time=0.25).budget == 0.25


@pytest.mark.parametrize("game", sorted({*DEFAULT_SAMPLES, *ROLLOUT_SCHEDULES}))
def test_searching_levels_think_for_a_count_only_when_asked(game):
    counts, schedules = DEFAULT_SAMPLES.get(game, {}), ROLLOUT_SCHEDULES.get(game, {})
    for name in {*counts, *schedules}:
        assert isinstance(make_player(name, game, 1), TimedPlayer)
        assert make_player(name, game, 1).samples is None        # the window: seconds
        assert getattr(make_player(name, game, 1), "rollouts", None) is None
        by_work = make_player(name, game, 1, budget="samples")
        assert (by_work.samples, getattr(by_work, "rollouts", None)) == (counts.get(name), schedules.get(name))
        assert by_work.samples or by_work.rollouts
        fixed = make_player(name, game, 1, budget="samples", samples=7)
        assert fixed.samples == 7 and getattr(fixed, "rollouts", None) is None
    searching = {n for n in player_names(game) if isinstance(make_player(n, game, 1), TimedPlayer)}
    assert searching == {*counts, *schedules}


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_sub_players_share_the_generator_even_when_it_is_replaced(game):
    for level in LEVELS:
        p = make_player(level, game, 1)
        p.rng = Rng(99)       # the table does this before every move (saves resume exactly)
        for part in ("planner", "greedy", "random"):
            if hasattr(p, part):
                assert getattr(p, part).rng is p.rng


def mid_game(config=GameConfig("kingdomino", 4, ("middle_kingdom", "harmony")), seed=11, rounds=3):
    """A position `rounds` rounds into a greedy game of any Kingdomino-like game, at a placement."""
    rules = rules_for(config.game)
    state = rules.new_game(config, seed)
    g = make_player("greedy", config.game, 2)
    while state.round < rounds or state.phase != "place":
        rules.apply(state, g.choose(state))
    return state


def test_search_never_reads_the_order_of_the_undrawn_pile():
    """Same position, box shuffled and the game's generator changed: same decision,
    because every sampled future is drawn from the player's own generator."""
    state = mid_game()
    other = state.copy()
    Rng(1234).shuffle(other.box)
    other.rng = Rng(4321)
    a = SearchPlayer(7, budget=60.0, max_iter=3).decide(state)
    b = SearchPlayer(7, budget=60.0, max_iter=3).decide(other)
    assert a == b
    assert a[0] in kingdomino.legal_actions(state)


def test_where_nxn_cannot_be_filled_the_evaluator_keeps_harmony_until_a_discard():
    """Mighty Duel with the Wider offer: a kingdom gets 18 dominoes for 48 free squares, so
    Harmony (no domino discarded) is reachable however many squares stay empty."""
    cfg = GameConfig("kingdomino", 2, ("harmony", "mighty_duel", "wider_offer"))
    k = Kingdom(cfg.setup.size)
    ev = KingdomEval(k, kingdomino.bonuses_of(cfg), Weights())
    assert ev.value(k, 17, 0) - ev.value(k, 17, 1) == pytest.approx(5 * Weights().harmony)
    assert ev.value(k, 0, 0) - ev.value(k, 0, 1) == 5


def test_search_is_repeatable_and_picks_a_free_domino():
    state = mid_game(seed=5)
    p1, p2 = SearchPlayer(3, budget=60.0, max_iter=2), SearchPlayer(3, budget=60.0, max_iter=2)
    place, pick = p1.decide(state.copy())
    assert (place, pick) == p2.decide(state.copy()) and p1.rng.state == p2.rng.state
    s = state.copy()
    kingdomino.apply(s, place)
    assert pick in [c.number for c in kingdomino.legal_actions(s)]


def test_search_also_searches_the_pick_blind_to_the_undrawn_order():
    """The pick is searched on its own (the table's helper process keeps no plan between
    placing and picking), with every free domino as a candidate."""
    state = mid_game(seed=6)
    kingdomino.apply(state, SearchPlayer(2, budget=60.0, max_iter=2).choose(state))
    assert state.phase == "choose"
    other = state.copy()
    Rng(99).shuffle(other.box)
    other.rng = Rng(98)
    a = SearchPlayer(4, budget=60.0, max_iter=3).choose(state)
    assert a == SearchPlayer(4, budget=60.0, max_iter=3).choose(other)
    assert a in kingdomino.legal_actions(state)


def test_search_candidates_let_every_pick_compete():
    cands = [(9.0, "a", 1), (8.0, "b", 1), (7.0, "c", 1), (6.0, "a", 2), (5.0, "d", 1), (1.0, "a", 3)]
    out = diverse(cands, 4)
    assert [c[2] for c in out[:3]] == [1, 2, 3] and out[0] == cands[0]
    assert out[3] == (8.0, "b", 1) and len(out) == 4


def test_horizon_values_count_the_dominoes_kings_hold():
    """A domino a king holds (picked, not yet placed) is worth its best placement: without
    this the turn order a pick buys would be worth nothing at the search's horizon."""
    state = kingdomino.new_game(GameConfig("kingdomino", 4), 3)
    k = Kingdom(state.config.setup.size)
    crowned = next(d for d in state.dominoes if d.c1 + d.c2 >= 2)
    ev = KingdomEval(k, kingdomino.bonuses_of(state.config), Weights(), state.dominoes)
    assert _value_holding(ev, k, [crowned], 6, 0) > ev.value(k, 7, 0)
    assert _value_holding(ev, k, [], 6, 0) == ev.value(k, 6, 0)


def test_search_models_each_opponent_by_its_level(monkeypatch):
    """In the playouts greedy-like seats (medium among them, and unknown ones) play
    Full-Greedy, hard seats the planner hard plays, experts and people the cheap planner
    (2 placements wide), the expert's own seat a planner `own_width` wide (`EXPERT_SEARCH`)."""
    calls = {}
    monkeypatch.setattr(CachedGreedy, "choose", lambda self, s: calls.setdefault(s.current_player(), "greedy")
                        and GreedyPlayer.choose(self, s))
    monkeypatch.setattr(Planner, "choose", lambda self, s: calls.setdefault(
        s.current_player(), f"planner{self.width}") and PLANNER_CHOOSE(self, s))
    state = mid_game(seed=4)
    me = state.current_player()
    for seats, want in ((("greedy", "easy", "random", "greedy"), ["greedy"] * 4),
                        (("expert", "medium", "hard", "human"), ["planner2", "greedy", "planner4", "planner2"]),
                        ((), ["greedy"] * 4)):
        calls.clear()
        seats = seats[:me] + ("expert",) + seats[me + 1:] if seats else seats
        player = make_player("expert", "kingdomino", 5, move_time=60.0, seats=seats)
        player.max_iter = 1
        player.decide(state)
        want = want[:me] + [f"planner{EXPERT_SEARCH['own_width']}"] + want[me + 1:]
        assert [calls.get(p) for p in range(4)] == want


def test_expert_plays_out_to_the_end_of_the_game_and_hard_plans_without_a_search(monkeypatch):
    """The expert's playouts end with the game (not at a horizon); hard is the
    narrow planner alone."""
    reached = []
    monkeypatch.setattr(SearchPlayer, "_margin",
                        lambda self, s, me: reached.append((s.round, s.phase)) or 0.0)
    state = mid_game(seed=6)
    player = make_player("expert", "kingdomino", 5, move_time=60.0)
    player.max_iter = 1
    player.decide(state)
    assert reached and set(reached) == {(state.config.rounds, "over")}
    player.horizon = 3
    reached.clear()
    player.decide(state)
    assert reached and set(reached) == {(state.round + 3, "place")}
    hard = make_player("hard", "kingdomino", 5)
    assert isinstance(hard, Planner) and hard.width == 4 and not hard.lookahead


def test_the_expert_proposes_and_plays_on_with_its_tuned_weights():
    """The weights tuned in self-play reach the planner that proposes and the cheap one that
    plays the expert's futures; a plain search keeps the defaults."""
    expert = make_player("expert", "kingdomino", 5)
    assert isinstance(expert, SearchPlayer)
    tuned = EXPERT_PLAN["weights"]
    assert tuned != Weights()
    assert expert.weights == tuned and expert.planner.weights == tuned
    assert expert.planner.lookahead == EXPERT_PLAN["lookahead"] != 1.6
    assert expert._model(0, 0, {}).weights == tuned
    plain = SearchPlayer(5)
    assert plain.weights == Weights() and plain.planner.weights == Weights()


def test_hint_suggests_a_legal_move_and_changes_nothing():
    state = mid_game(seed=8)
    before = pickle.dumps(state.to_dict())
    hint = suggest(state, "kingdomino", 3)
    assert isinstance(hint, Hint) and hint.action in kingdomino.legal_actions(state)
    assert hint.then is not None
    assert pickle.dumps(state.to_dict()) == before
    first = kingdomino.new_game(GameConfig("kingdomino", 2), 1)
    assert suggest(first, "kingdomino", 3).action in kingdomino.legal_actions(first)


def test_expected_max_matches_enumeration():
    values = [1.0, 2.0, 2.5, 4.0, 7.0, 9.0]
    for m in range(1, 5):
        brute = sum(max(c) for c in combinations(values, m)) / comb(len(values), m)
        assert expected_max(values, m) == pytest.approx(brute)
    assert expected_max([], 3) == 0.0


def test_unmatched_counts_the_cells_no_domino_set_can_cover():
    k = Kingdom(5)
    g = k.g
    black = checkerboard(g.side, g.stride)
    cell = lambda x, y: 1 << g.bit_index(x, y)  # noqa: E731
    assert unmatched(cell(0, 0), g.stride, black) == 1                       # lone cell
    assert unmatched(cell(0, 0) | cell(1, 0), g.stride, black) == 0          # a domino's hole
    assert unmatched(cell(0, 0) | cell(1, 0) | cell(2, 0), g.stride, black) == 1
    # an L of 4 whose colours are 3:1 (a T-tetromino) wastes 2
    tee = cell(0, 0) | cell(1, 0) | cell(2, 0) | cell(1, 1)
    assert unmatched(tee, g.stride, black) == 2


def ladder(agents, games, seed=100):
    config = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))
    wins = 0
    for i in range(games):
        rot = i % 4
        seats = agents[-rot:] + agents[:-rot] if rot else agents
        state = play_out(config, seats, seed + i)
        wins += kingdomino.results(state)[rot].rank == 1
    return wins


@pytest.mark.parametrize("game,players,variants", [("kingdomino", 4, ("middle_kingdom", "harmony")),
                                                   ("queendomino", 3, ()), ("royal_wedding", 5, ()),
                                                   ("duel", 2, ())])
def test_medium_plays_exactly_as_greedy(game, players, variants):
    """Medium is Full-Greedy under a player's name: the same seed gives the same game."""
    rules = rules_for(game)
    logs = []
    for level in ("medium", "greedy"):
        state = rules.new_game(GameConfig(game, players, variants), 3)
        seats = [make_player(level, game, f"3:{i}") for i in range(players)]
        log = []
        while not rules.is_over(state):
            p = state.current_player()
            log.append(seats[p].choose(state) if p is not None else rules.legal_actions(state)[0])
            rules.apply(state, log[-1])
        logs.append(log)
    assert logs[0] == logs[1] and len(logs[0]) > 40


def test_easy_loses_to_medium():
    """Fixed seeds, so this is a fixed number, not a flaky statistic (docs/ai-strength.md
    has the long tournaments)."""
    assert ladder(["easy", "medium", "medium", "medium"], 16) <= 3


def test_cached_greedy_plays_exactly_like_greedy():
    from game.ai.kingdomino.greedy import CachedGreedy, GreedyPlayer
    config = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))
    for seed in range(3):
        memo: dict = {}
        a, b = kingdomino.new_game(config, seed), kingdomino.new_game(config, seed)
        plain = [GreedyPlayer(f"{seed}:{i}") for i in range(4)]
        cached = [CachedGreedy(f"{seed}:{i}", memo) for i in range(4)]
        while not kingdomino.is_over(a):
            p = a.current_player()
            x, y = plain[p].choose(a), cached[p].choose(b)
            assert x == y
            kingdomino.apply(a, x)
            kingdomino.apply(b, y)
        assert memo       # it did remember positions
