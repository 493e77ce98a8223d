"""The Kingdomino search's work budget: a schedule of rollouts by rounds to go, spread over
the candidates of each decision, so a tournament plays the same games on any machine."""
from game.ai.kingdomino.greedy import GreedyPlayer
from game.ai.kingdomino.planner import Planner
from game.ai.kingdomino.search import CHEAP_WIDTH, SearchPlayer, diverse, futures_for
from game.ai.kingdomino.tuning import EXPERT_GUESSED_ROLLOUTS, EXPERT_ROLLOUTS, EXPERT_SHARES
from game.ai.registry import make_player
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.rng import Rng

CONFIG = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))


def at_round(r: int, config: GameConfig = CONFIG):
    state = kingdomino.new_game(config, 3)
    g = GreedyPlayer(1)
    while state.round < r or state.phase != "place":
        kingdomino.apply(state, g.choose(state))
    return state


def test_the_schedule_gives_each_round_its_rollouts_spread_over_the_candidates():
    p = SearchPlayer(1)
    p.rollouts = (600, 300, 100)
    last = at_round(CONFIG.rounds - 1)                   # the last round with a pick
    assert p.work_limit(last, 6) == 100 and p.work_limit(last, 7) == 86     # rounded up
    assert p.work_limit(at_round(CONFIG.rounds - 2), 3) == 100
    assert p.work_limit(at_round(1), 6) == 100 // 6 + 1     # earlier than the schedule: its last entry
    assert p.work_limit(at_round(1), 400) == 2           # never fewer than two futures
    p.samples = 5
    assert p.work_limit(last, 6) == 5                    # a fixed count wins
    assert SearchPlayer(1).work_limit(last, 6) is None   # neither: the clock


def test_the_expert_searches_late_rounds_with_more_futures_than_early_ones():
    expert = make_player("expert", "kingdomino", 1, budget="samples")
    assert list(EXPERT_ROLLOUTS) == sorted(EXPERT_ROLLOUTS, reverse=True)
    early, late = at_round(1), at_round(CONFIG.rounds - 1)
    assert expert.work_limit(late, 6) > 10 * expert.work_limit(early, 6)


def test_shares_scale_a_decision_by_its_point_in_the_game():
    p = SearchPlayer(1, shares=tuple(float(i) for i in range(1, 13)))   # share = 12-round rounds to go
    assert p.share(at_round(CONFIG.rounds - 1)) == 1.0 and p.share(at_round(1)) == 11.0
    p.rollouts = (600,)
    assert p.work_limit(at_round(1), 6) == 600 * 11 // 6        # the rollouts times the share
    two = GameConfig("kingdomino", 2)                            # 6 rounds: read at the same point
    assert two.rounds == 6
    assert [p.share(at_round(r, two)) for r in range(1, 6)] == [10.0, 8.0, 6.0, 4.0, 2.0]
    assert SearchPlayer(1).share(at_round(1)) == 1.0             # no shares: the whole budget


def test_the_expert_gives_early_decisions_more_of_its_second_than_late_ones():
    expert = make_player("expert", "kingdomino", 1, budget="samples")
    early, late = at_round(1), at_round(CONFIG.rounds - 1)
    assert expert.share(early) > 1 > expert.share(late)
    assert sum(EXPERT_SHARES) <= len(EXPERT_SHARES)              # the game's total no larger


def test_a_scheduled_decision_samples_exactly_its_count_whatever_the_clock():
    state = at_round(CONFIG.rounds - 1)
    p = SearchPlayer(5, budget=0.0)                      # no time at all: the count alone decides
    p.rollouts = (20,)
    n = len(diverse(p.planner.candidates(state), p.n_cands))
    seen = []
    p._confident_best = lambda outcomes: seen.append((len(outcomes), len(outcomes[0]))) or 0  # type: ignore[method-assign]
    p.decide(state)
    assert n > 2 and seen == [(max(2, -(-20 // n)), n)]


def test_a_seat_the_futures_only_guess_at_holds_the_expert_to_its_guessed_schedule():
    """People, experts and `mce` are played in the futures by the cheap planner, a guess:
    with one of them at the table the expert stops at EXPERT_GUESSED_ROLLOUTS, against
    seats its futures play exactly (greedy-like levels, hard) it uses all of EXPERT_ROLLOUTS."""
    assert all(g < r for g, r in zip(EXPERT_GUESSED_ROLLOUTS, EXPERT_ROLLOUTS))
    state = at_round(1)
    me = state.player_to_act()
    share = make_player("expert", "kingdomino", 1).share(state)

    def expert(*others):
        seats = list(others)
        seats.insert(me, "expert")
        p = make_player("expert", "kingdomino", 1, seats=seats, budget="samples")
        assert isinstance(p, SearchPlayer)
        return p

    known = expert("hard", "medium", "greedy")
    assert not any(known.guessed(p, me) for p in range(4))
    assert known.work_limit(state, 12) == futures_for(EXPERT_ROLLOUTS, state.round, state.config.rounds, share, 12)
    seat = [s for s in range(4) if s != me][1]          # where the second of the others sits
    for other in ("human", "expert", "mce"):
        p = expert("hard", other, "greedy")
        assert [p.guessed(s, me) for s in range(4)] == [s == seat for s in range(4)]
        assert p.work_limit(state, 12) == futures_for(EXPERT_GUESSED_ROLLOUTS, state.round, state.config.rounds,
                                                      share, 12) < known.work_limit(state, 12)
    assert not expert("human", "human", "human").guessed(me, me)      # its own seat is no guess


def test_under_the_clock_a_guessed_seat_caps_the_futures_however_much_time_is_left():
    """The table's expert thinks for seconds: with a guessed seat it still stops at the
    guessed schedule's futures (without the cap it would go on to max_iter)."""
    state = at_round(CONFIG.rounds - 1)
    p = SearchPlayer(5, budget=1000.0, max_iter=200, guessed_rollouts=(20,))
    n = len(diverse(p.planner.candidates(state), p.n_cands))
    seen = []
    p._confident_best = lambda outcomes: seen.append((len(outcomes), len(outcomes[0]))) or 0  # type: ignore[method-assign]
    p.seats = tuple("human" if s != state.player_to_act() else "expert" for s in range(4))
    p.decide(state)
    assert n > 2 and seen == [(max(2, -(-20 // n)), n)]
    p.seats = tuple("greedy" if s != state.player_to_act() else "expert" for s in range(4))
    assert p.work_limit(state, n) is None                # no guessed seat: the clock alone


def racing_player(values, drop_z=2.0, samples=40):
    """A search whose rollouts give opening i values[i] plus noise common to all openings
    and a little of its own, counting the rollouts each opening gets."""
    p = SearchPlayer(9, budget=0.0, drop_z=drop_z)
    p.samples = samples
    tried = [0] * len(values)
    noise = Rng(5)

    def rollout(state, actions, me, seed, memo):
        i = actions[0]
        tried[i] += 1
        return values[i] + (seed % 1000) / 100 + noise.below(100) / 100

    p._rollout = rollout   # type: ignore[method-assign]
    return p, tried


def test_racing_drops_clearly_worse_openings_early_and_keeps_the_planners_first():
    state = at_round(3)
    p, tried = racing_player([0.0, 5.0, -20.0, -30.0, 4.9])
    best = p._search(state, [(i,) for i in range(5)])
    assert best in (1, 4)
    assert tried[2] < 10 and tried[3] < 10          # dropped after a few futures
    assert tried[0] == max(tried)                   # the planner's first is never dropped


def test_racing_stops_once_only_the_planners_first_is_left():
    state = at_round(3)
    p, tried = racing_player([10.0, -20.0, -30.0])
    assert p._search(state, [(i,) for i in range(3)]) == 0
    assert sum(tried) < 3 * 40


def test_greedy_decisions_remembered_between_decisions_change_no_choice():
    """The expert keeps its greedy opponents' decisions by position from one decision to the
    next (they are a function of the position) and chooses as a fresh player does; a game
    under other rules starts a new memo. Eight futures a decision: the schedule's late rounds
    took 20 times as long and remember the same kind of decisions."""
    seats = ("expert", "greedy", "greedy", "greedy")
    warm = make_player("expert", "kingdomino", 2, seats=seats, budget="samples", samples=8)
    state = at_round(CONFIG.rounds - 3)
    greedy = GreedyPlayer(2)
    for turn in range(3):
        while state.player_to_act() != 0 or state.phase != "place":
            kingdomino.apply(state, greedy.choose(state))
        fresh = make_player("expert", "kingdomino", 2, seats=seats, budget="samples", samples=8)
        fresh.rng = Rng(warm.rng.state)
        assert bool(warm._memo) == (turn > 0)          # remembered from the decisions before
        action = warm.choose(state)
        assert action == fresh.choose(state)
        kingdomino.apply(state, action)
    memo = warm._memo
    other = at_round(2, GameConfig("kingdomino", 4, ("middle_kingdom",)))
    assert warm._greedy_memo(other) is not memo and not warm._greedy_memo(other)


def finished_where_a_greedy_seat_beats_seat_1():
    """A finished 4-player game in which seat 2 or 3 ends ahead of seat 1."""
    for seed in range(1, 60):
        state = kingdomino.new_game(CONFIG, seed)
        g = GreedyPlayer(seed)
        while state.phase != "over":
            kingdomino.apply(state, g.choose(state))
        scores = [r.total for r in sorted(kingdomino.results(state), key=lambda r: r.player)]
        if max(scores[2], scores[3]) > scores[1]:
            return state, scores
    raise AssertionError("no such game")


def test_a_futures_margin_is_measured_against_every_opponent_whatever_its_level():
    """A player wants the strongest opponent to win: a future's margin is over the best other
    kingdom, a greedy seat's included (measuring it only against the seats that do not play
    greedily held one opponent down and won fewer games at a mixed table)."""
    state, scores = finished_where_a_greedy_seat_beats_seat_1()
    p = SearchPlayer(1)
    assert p._margin(state, 0) == scores[0] - max(scores[1:])           # no seat known
    for seats in (("expert", "mce", "greedy", "greedy"), ("expert", "hard", "human", "medium")):
        p.seats = seats
        assert p._margin(state, 0) == scores[0] - max(scores[1:]) < scores[0] - scores[1]


def test_the_expert_overrules_its_planner_on_less_evidence_than_a_plain_search():
    """The expert takes another candidate once it leads the planner's first by more than
    0.75 standard errors of their paired difference; a plain search asks for 1.5."""
    futures = [(j % 7, j % 7 + 0.26 + (1 if j % 2 else -1)) for j in range(16)]   # about 1 SE ahead
    outcomes = [list(row) for row in futures]
    expert = make_player("expert", "kingdomino", 1)
    assert isinstance(expert, SearchPlayer)
    assert expert._confident_best(outcomes) == 1
    assert SearchPlayer(1)._confident_best(outcomes) == 0
    assert expert._confident_best([[x, y - 0.26] for x, y in futures]) == 0   # level: the planner's


def test_a_stand_in_plays_a_seat_as_the_futures_do_with_a_generator_of_its_own():
    """The tools that measure the search seat the model its futures play: the cheap planner
    for `mce`, Full-Greedy for a greedy seat; seeded, so the same seed makes the same moves."""
    expert = make_player("expert", "kingdomino", 1, seats=("expert", "mce", "greedy", "greedy"), budget="samples")
    assert isinstance(expert, SearchPlayer)
    mce = expert.stand_in(1, 0, 9)
    assert type(mce) is Planner and mce.width == CHEAP_WIDTH and mce.weights == expert.weights
    assert isinstance(expert.stand_in(2, 0, 9), GreedyPlayer)
    state = at_round(4)
    a, b = state.copy(), state.copy()
    twin = expert.stand_in(1, 0, 9)
    for _ in range(8):
        move = mce.choose(a)
        assert move == twin.choose(b)
        kingdomino.apply(a, move)
        kingdomino.apply(b, move)
    assert mce.rng is not twin.rng
