"""The Dragon rule of medium, hard and the expert (game/ai/queendomino/dragon.py): burn the
building an opponent about to build would gain much from, never a small one, never when the
rules forbid the bribe; greedy never pays the Dragon."""
from __future__ import annotations

import pytest

from game.ai.queendomino.dragon import burn, burn_values
from game.ai.queendomino.explain import explain
from game.ai.registry import make_player
from game.rules import queendomino as q
from game.rules.components import building_index
from game.rules.config import GameConfig
from game.rules.geometry import bits
from game.rules.queendomino.actions import Dragon
from game.rules.queendomino.state import CAVE, EMPTY, PHASE_DRAGON, QueenState
from game.rules.queendomino.turn import bribe_open, empty_towns

STATUE, TREASURY = building_index()["statue"], building_index()["unnamed_x1"]


def _threatened(game: str = "queendomino", players: int = 4) -> tuple[QueenState, int]:
    """A position at step D (after the build step) where the acting house may bribe and the
    house acting next this round is an opponent with an empty town square; (state, that house)."""
    for seed in range(1, 40):
        s = q.new_game(GameConfig(game, players), seed)
        greedy = make_player("greedy", game, seed)
        while not q.is_over(s):
            if s.round > 0 and s.phase != "place" and s.turn + 1 < len(s.current_kings):
                me, nxt = s.house_to_act(), s.house_of(s.king_owner(s.current_kings[s.turn + 1]))
                if nxt != me and empty_towns(s, nxt) and s.coins[me] >= 1 and s.queen != me:
                    s.phase = PHASE_DRAGON
                    s.dragon = CAVE
                    assert bribe_open(s)
                    return s, nxt
            q.apply(s, greedy.choose(s))
    raise AssertionError("no position found")


def _with_board(state: QueenState, kind: int, opponent: int, coins: int = 30) -> QueenState:
    """Only `kind` on the board (the cheapest slot), and the opponent rich enough to lead."""
    s = state.copy()
    s.board = [kind] + [EMPTY] * (len(s.board) - 1)
    s.coins[opponent] = coins
    return s


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("players", [4, 3, 2])
def test_medium_and_hard_burn_the_statue_the_leader_is_about_to_build(level, players):
    state, opponent = _threatened("queendomino", players)
    s = _with_board(state, STATUE, opponent)
    assert burn_values(s)[0] == 15          # the statue's 5 points, 3 units a point, for nothing
    assert make_player(level, "queendomino", 1).choose(s) == Dragon(0)


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_the_royal_weddings_levels_leave_the_dragon_alone(level):
    """Measured no stronger there (docs/ai-strength.md): the same threat goes unburnt."""
    state, opponent = _threatened("royal_wedding", 4)
    s = _with_board(state, STATUE, opponent)
    assert burn(s) == 0
    player = make_player(level, "royal_wedding", 1, budget="samples", samples=2)
    assert Dragon(0) not in (player.ranked(s)[:player.n_cands] if level == "expert" else [player.choose(s)])


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_burn_that_denies_little_is_not_paid_for(level):
    state, opponent = _threatened()
    small = _with_board(state, STATUE, opponent)
    small.board[1] = STATUE                  # burn one statue and it builds the other for a coin
    assert burn_values(small) == {0: 1}
    poor = _with_board(state, STATUE, opponent, coins=0)
    poor.board = [EMPTY] * 5 + [STATUE]      # the dearest slot: the opponent cannot pay for it
    assert burn_values(poor) == {}
    for s in (small, poor):
        assert not isinstance(make_player(level, "queendomino", 1).choose(s), Dragon)


def test_an_opponent_without_an_empty_town_square_is_no_threat():
    state, opponent = _threatened()
    s = _with_board(state, STATUE, opponent)
    s.built[opponent].update({idx: STATUE for idx in bits(empty_towns(s, opponent))})
    assert not empty_towns(s, opponent)
    assert burn(s) is None


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_never_with_the_queen_or_once_the_dragon_has_flown(level):
    state, opponent = _threatened()
    queen = _with_board(state, STATUE, opponent)
    queen.queen = queen.house_to_act()
    flown = _with_board(state, STATUE, opponent)
    flown.board[1], flown.dragon = TREASURY, 2
    player = make_player(level, "queendomino", 1, budget="samples", samples=2)
    for s in (queen, flown):
        assert burn(s) is None and burn_values(s) == {}
        action = player.choose(s)
        assert not isinstance(action, Dragon) and action in q.legal_actions(s)


def test_greedy_never_burns_even_the_statue():
    state, opponent = _threatened()
    assert not isinstance(make_player("greedy", "queendomino", 1).choose(_with_board(state, STATUE, opponent)), Dragon)


def test_the_expert_weighs_the_burn_among_its_candidates():
    """The burn costs a coin, so by immediate value it would rank last; it is a candidate."""
    state, opponent = _threatened()
    s = _with_board(state, TREASURY, opponent)
    s.board[1] = STATUE
    s.coins[opponent] = 0                  # the statue in slot 1 costs a coin it lacks
    expert = make_player("expert", "queendomino", 1)
    assert burn(s) is None and list(burn_values(s)) == [0]
    assert Dragon(0) in expert.ranked(s)[:expert.n_cands]


def test_in_whole_games_medium_and_hard_pay_the_dragon_and_only_legally():
    burns = {"medium": 0, "hard": 0}
    for seed in range(1, 6):
        s = q.new_game(GameConfig("queendomino", 4), seed)
        levels = ["medium", "hard", "medium", "hard"]
        players = [make_player(level, "queendomino", seed * 10 + i) for i, level in enumerate(levels)]
        while not q.is_over(s):
            p = s.current_player()
            action = players[p].choose(s)
            assert action in q.legal_actions(s)
            burns[levels[p]] += isinstance(action, Dragon)
            q.apply(s, action)
    assert burns["medium"] and burns["hard"]


def test_the_hint_of_a_burn_names_the_building_and_what_it_costs():
    """hard is the Hint: its burn is explained as the Dragon's reason (worded in every language,
    tests/app/tables/common/test_why.py), the building, the coin and the slot's price."""
    state, opponent = _threatened()
    s = _with_board(state, STATUE, opponent)
    action = make_player("hard", "queendomino", 1).choose(s)
    why = explain(s, [action])
    assert [(r.kind, r.values) for r in why.reasons] == [("dragon", {"kind": STATUE, "cost": 1, "price": 0})]


def test_the_royal_weddings_expert_and_coach_never_weigh_the_dragon_queendominos_do():
    """One owner for leaving the Dragon alone (dragon.weighed): the Royal Wedding's expert has
    no Dragon action among all it may search (it had every legal one, and burned buildings
    when a future liked it), and its coach proposes none; Queendomino's expert weighs them."""
    from game.ai.queendomino.levels import coach
    state, opponent = _threatened("royal_wedding", 4)
    s = _with_board(state, STATUE, opponent)
    assert any(isinstance(a, Dragon) for a in q.legal_actions(s))
    expert = make_player("expert", "royal_wedding", 1, budget="samples", samples=2)
    assert not any(isinstance(a, Dragon) for a in expert.ranked(s))
    assert not any(isinstance(a, Dragon) for a in coach("royal_wedding").proposer.ranked(s))
    state, opponent = _threatened("queendomino", 4)
    s = _with_board(state, STATUE, opponent)
    ranked = make_player("expert", "queendomino", 1, budget="samples", samples=2).ranked(s)
    assert sum(isinstance(a, Dragon) for a in ranked) >= 1
