"""The paper's Monte Carlo Evaluation player: its move list (every distinct move once),
its budget rule, and its choice against an exact evaluation where one is possible."""
from fractions import Fraction

from game.ai.kingdomino.greedy import GreedyPlayer
from game.ai.kingdomino.mce import MCEPlayer, final_margin, moves, paper_round, playouts_per_move
from game.ai.registry import make_player, player_names, table_levels
from game.rules.actions import Choose, Discard, Place
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_INTERLUDE, PHASE_OVER, PHASE_PLACE
from game.rules.rng import Rng
from tests.rules.support import CONFIGS, random_game

MK_H = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))


def outcome(state, actions):
    s = state.copy()
    for a in actions:
        kingdomino.apply(s, a)
    return repr([k.squares() for k in s.kingdoms]), tuple(s.next_kings)


def test_every_distinct_move_once():
    """Moves lead to pairwise different positions, and every legal placement × pick
    leads to one of them (symmetric dominoes' duplicate placements are gone)."""
    seen_symmetric = 0
    for cfg in CONFIGS[:6] + CONFIGS[-2:]:
        states = []
        random_game(cfg, 3, on_state=lambda s: states.append(s.copy()) if s.phase in (PHASE_PLACE, PHASE_CHOOSE) else None)
        for state in states[::3]:
            ms = moves(state)
            outs = [outcome(state, m) for m in ms]
            assert len(set(outs)) == len(outs)
            every = set()
            for a in kingdomino.legal_actions(state):
                if state.phase == PHASE_PLACE and state.next:
                    s1 = state.copy()
                    kingdomino.apply(s1, a)
                    every |= {outcome(state, (a, b)) for b in kingdomino.legal_actions(s1)}
                else:
                    every.add(outcome(state, (a,)))
            assert every == set(outs)
            if state.phase == PHASE_PLACE and state.domino_to_place().symmetric:
                seen_symmetric += 1
    assert seen_symmetric > 0


def test_budget_follows_the_papers_rates_spread_over_the_moves():
    state = kingdomino.new_game(MK_H, 1)
    assert paper_round(state) == 1
    assert playouts_per_move(state, 4) == 8 * 49 // 4
    assert playouts_per_move(state, 10_000) == 1           # at least one playout per move
    while paper_round(state) < 10:
        kingdomino.apply(state, GreedyPlayer(0).choose(state))
    assert len(state.box) == 8 and playouts_per_move(state, 20) == 8 * 2087 // 20
    while paper_round(state) < 11:
        kingdomino.apply(state, GreedyPlayer(0).choose(state))
    # the last line to draw takes the whole box: the future is known, capped
    assert len(state.box) == 4 and playouts_per_move(state, 20) == 64
    while not (state.phase == PHASE_PLACE and not state.next):
        kingdomino.apply(state, GreedyPlayer(0).choose(state))
    assert paper_round(state) == 13 and not state.box
    assert playouts_per_move(state, 20) == 64              # nothing left to draw: capped
    two = kingdomino.new_game(GameConfig("kingdomino", 2), 1)
    assert paper_round(two) == 7                           # counted from the end of the game
    while two.lines_left:
        kingdomino.apply(two, GreedyPlayer(0).choose(two))
    # two players leave half the box undrawn; with no line left to draw the cap applies
    assert len(two.box) == 24 and playouts_per_move(two, 1) == 64


def expected_margin(s, me):
    """Exact mean final margin when everybody plays Full-Greedy, each tie broken
    uniformly (greedy's own rule), and no domino is left to draw."""
    if s.phase in (PHASE_OVER, PHASE_INTERLUDE):
        return Fraction(final_margin(s, me))
    g = GreedyPlayer(0)
    b = kingdomino.bonuses_of(s.config)
    if s.phase == PHASE_CHOOSE:
        options = [Choose(n) for n in g.choice_picks(s, b)]
    else:
        k = s.kingdoms[s.player_to_act()]
        options = [Place(*_xyr(k.placement_of(rot, a))) for rot, a in g.place_picks(s, b)] or [Discard()]
    total = Fraction(0)
    for a in options:
        s1 = s.copy()
        kingdomino.apply(s1, a)
        total += expected_margin(s1, me)
    return total / len(options)


def _xyr(p):
    return p.x, p.y, p.rot


def test_mce_picks_the_exactly_best_move_in_the_last_two_rounds():
    """Second-to-last round (every domino drawn): the exact value of each move is
    computable; mce with enough playouts plays one of the best."""
    checked = 0
    for seed in (1, 3, 4, 5, 6):
        state = kingdomino.new_game(MK_H, seed)
        greedy = GreedyPlayer(seed)
        while not (state.phase == PHASE_PLACE and state.next and not state.box):
            kingdomino.apply(state, greedy.choose(state))
        me = state.player_to_act()
        options = moves(state)
        exact = []
        for m in options:
            s1 = state.copy()
            for a in m:
                kingdomino.apply(s1, a)
            exact.append(expected_margin(s1, me))
        player = MCEPlayer(seed, samples=24)
        chosen = options[player.best_move(state, options)]
        assert exact[options.index(chosen)] == max(exact)
        assert len(set(exact)) > 1        # the choice mattered
        checked += 1
    assert checked == 5


def test_mce_plays_the_last_rounds_legally():
    seats = [MCEPlayer(1, samples=2)] + [GreedyPlayer(i) for i in range(3)]
    state = kingdomino.new_game(MK_H, 5)
    while state.round < state.config.rounds - 2:
        kingdomino.apply(state, seats[1].choose(state))
    while not kingdomino.is_over(state):
        action = seats[state.current_player()].choose(state)
        assert action in kingdomino.legal_actions(state)
        kingdomino.apply(state, action)
    assert len(kingdomino.results(state)) == 4


def test_mce_is_for_tournaments_only():
    assert "mce" in player_names("kingdomino") and "mce" in player_names("kralovska_zahrada")
    assert "mce" not in table_levels("kingdomino") and "expert" in table_levels("kingdomino")
    assert make_player("mce", "kingdomino", 1).name == "mce"


def test_greedy_decisions_remembered_between_moves_change_no_choice():
    """mce keeps Full-Greedy's decisions by position from one move to the next (they are a
    function of the position); a player that remembers them chooses as a fresh one does.
    From the middle of a game (round 6): the first moves of a game sample the longest futures."""
    state = kingdomino.new_game(MK_H, 7)
    greedy = GreedyPlayer(7)
    while state.round < 6:
        kingdomino.apply(state, greedy.choose(state))
    warm = MCEPlayer(3, samples=3)
    for move in range(3):
        while state.phase != PHASE_PLACE:
            kingdomino.apply(state, greedy.choose(state))
        options = moves(state)
        fresh = MCEPlayer(3, samples=3)
        fresh.rng = Rng(warm.rng.state)
        assert bool(warm.memo) == (move > 0)       # remembered from the moves before
        assert warm.best_move(state, options) == fresh.best_move(state, options)
        kingdomino.apply(state, greedy.choose(state))
