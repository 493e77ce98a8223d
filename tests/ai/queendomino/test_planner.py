"""The Queendomino search (the expert): who plays which seat in its sampled
futures and how far those futures reach (what it may know: tests/ai/test_hidden.py)."""
import pytest

from game.ai.kingdom_eval import KingdomEval
from game.ai.queendomino.planner import QueenPlanner
from game.ai.queendomino.players import QueenGreedyPlayer
from game.ai.queendomino.static import QueenStatic
from game.ai.registry import make_player
from game.rules import queendomino as q
from game.rules.config import GameConfig
from game.rules.scoring import Bonuses, territory_points
from tests.ai.test_levels import mid_game

GREEDY_CHOOSE = QueenGreedyPlayer.choose


def test_playouts_play_this_house_by_the_static_policy_and_the_others_greedy(monkeypatch):
    """Modelling medium and hard seats by the static policy measured worse than greedy for
    everybody else (hard vs 3 medium, 60 games: 45.0 % against 55.0 %), so seats are not read."""
    calls: dict[int, str] = {}

    def record(self, s):
        if s is not state:   # the real position is only read to propose candidates
            calls.setdefault(s.current_player(), type(self).__name__)
        return GREEDY_CHOOSE(self, s)

    state = mid_game(GameConfig("queendomino", 4))
    monkeypatch.setattr(QueenGreedyPlayer, "choose", record)
    me = state.current_player()
    player = make_player("expert", "queendomino", 5, move_time=60.0,
                         seats=("medium", "hard", "human", "expert"))
    player.max_iter = 1
    player.choose(state)
    want = ["QueenGreedyPlayer"] * 4
    want[me] = "QueenStatic"
    assert [calls.get(p) for p in range(4)] == want


@pytest.mark.parametrize("game,players,rounds", [("queendomino", 4, 3), ("royal_wedding", 4, 2),
                                                ("royal_wedding", 5, 3), ("royal_wedding", 7, 3)])
def test_the_expert_plays_out_3_rounds_but_2_on_the_royal_weddings_7x7_kingdoms(monkeypatch, game, players, rounds):
    """In the Royal Wedding's 7×7 kingdoms a third round measured no stronger; on the 5×5
    kingdoms of 5 to 7 players it is worth 10 points of margin a game (docs/ai-strength.md)."""
    reached = []
    monkeypatch.setattr(QueenPlanner, "margin", lambda self, s, me: reached.append(s.round) or 0.0)
    state = mid_game(GameConfig(game, players), seed=6)
    player = make_player("expert", game, 5, move_time=60.0)
    player.max_iter = 1
    player.choose(state)
    assert reached and set(reached) == {state.round + rounds}


@pytest.mark.parametrize("game", ["queendomino", "royal_wedding"])
def test_hard_is_the_static_policy_without_a_search(game):
    assert type(make_player("hard", game, 5)) is QueenStatic


def test_a_knight_kept_in_the_guard_counts_at_the_horizon_until_the_last_round():
    """The static policy keeps small-tax knights (test_static.py); at the horizon each is
    worth the tax it waits for, or the search would send out every knight it keeps."""
    keeping = make_player("expert", "royal_wedding", 1)
    sending = QueenPlanner(1, potential=True)
    early = mid_game(GameConfig("royal_wedding", 4), seed=6)
    last = mid_game(GameConfig("royal_wedding", 4), seed=6, rounds=early.round + early.lines_left)
    assert early.lines_left > 0 and last.lines_left == 0
    for state, credit in ((early, 8 * 2), (last, 0)):
        state.guard = [2, 0, 0, 0]
        assert keeping.margin(state, 0) - sending.margin(state, 0) == credit


def test_the_royal_wedding_expert_counts_what_each_kingdom_may_still_be_worth_until_the_end():
    """24 rounds of 7×7 kingdoms: a future of 2 rounds sees more than today's points. Each
    house is credited what the static policy sees in its squares (crowned territories that
    can grow, cells no domino can fill), for the dominoes it still gets; at the end, nothing."""
    seeing = make_player("expert", "royal_wedding", 1)
    blind = QueenPlanner(1, keep_knights=8)
    state = mid_game(GameConfig("royal_wedding", 3), seed=6, rounds=8)
    left = state.lines_left + 1
    want = [3 * (KingdomEval(k, Bonuses()).value(k, left) - territory_points(k)) for k in state.kingdoms]
    got = [a - b for a, b in zip(seeing.values(state), blind.values(state))]
    assert got == pytest.approx(want) and max(abs(w) for w in want) > 3
    greedy = make_player("greedy", "royal_wedding", 2)
    while not q.is_over(state):
        q.apply(state, greedy.choose(state))
    assert seeing.values(state) == blind.values(state)
