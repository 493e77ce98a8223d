"""Duel players: legal, reproducible by seed, and greedy takes the best immediate score."""
from game.ai.duel.players import DuelGreedyPlayer
from game.ai.duel.search import DuelSearchPlayer
from game.ai.registry import make_player, player_names
from game.rules import duel
from game.rules.config import GameConfig
from game.rules.duel.actions import CastleBonus, PlaceDie, PlaceDomino, SplitDice
from game.rules.duel.board import DuelMap
from game.rules.duel.scoring import total
from game.rules.duel.spells import spell
from game.rules.duel.state import PHASE_PLACE

CFG = GameConfig("duel", 2)


def play(agents: tuple[str, str], seed: int):
    s = duel.new_game(CFG, seed)
    players = [make_player(a, "duel", seed * 2 + i) for i, a in enumerate(agents)]
    log = []
    while not duel.is_over(s):
        a = players[s.current_player()].choose(s)
        assert a in duel.legal_actions(s)
        duel.apply(s, a)
        log.append(a)
    return s, log


def test_both_players_are_registered_for_duel():
    assert set(player_names("duel")) >= {"random", "greedy"}


def test_games_are_reproducible_from_the_seed():
    for agents in (("random", "random"), ("greedy", "random")):
        assert play(agents, 3) == play(agents, 3)
    assert play(("random", "random"), 3)[1] != play(("random", "random"), 4)[1]


def test_greedy_beats_random_most_of_the_time():
    wins = 0
    for seed in range(8):
        seats = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        s, _ = play(seats, seed)
        g = seats.index("greedy")
        wins += duel.results(s)[g].rank == 1
    assert wins >= 6


def test_greedy_draws_for_the_best_immediate_score():
    s = duel.new_game(CFG, 9)
    s.faces = [1, 0, 0, 0]                    # die 0: dot; die 1: quarters (no crosses)
    s.owner = [0, 0, 1, 1]
    s.phase, s.placer, s.first = PHASE_PLACE, 0, 0
    s.castle_used[0] = True
    s.maps[0] = DuelMap.from_rows(["", "", "dot+2 . . C"])
    s.spell_owner[0] = 0                      # ignore_connection: no gain here, so kept
    a = make_player("greedy", "duel", 1).choose(s)
    best = 0
    for option in duel.legal_actions(s):
        c = s.copy()
        duel.apply(c, option)
        best = max(best, total(c.maps[0]))
    after = s.copy()
    duel.apply(after, a)
    assert isinstance(a, PlaceDomino) and total(after.maps[0]) == best == 4   # dot joins dot+2


def test_greedys_quick_drawing_scores_are_the_rules_own():
    """Greedy scores a domino or a single die (split dice) without copying the game; each
    score equals the map's total once the rules have carried the drawing out."""
    greedy, checked = DuelGreedyPlayer(0), 0
    for seed in range(6):
        log = play(("random", "random"), seed)[1]
        s = duel.new_game(CFG, seed)
        for a in log:
            if s.phase == PHASE_PLACE and not s.active:
                p = s.placer
                split = s.copy()
                split.spell_owner[spell("split_dice")], split.spell_used[spell("split_dice")] = p, False
                for position in (s.copy(), split):
                    if SplitDice() in duel.legal_actions(position):
                        duel.apply(position, SplitDice())
                    base = total(position.maps[p], position.domain[p])
                    for option in duel.legal_actions(position):
                        if isinstance(option, (PlaceDomino, PlaceDie)):
                            after = position.copy()
                            duel.apply(after, option)
                            assert greedy._value(position, option, p, 0, base) == total(after.maps[p], after.domain[p])
                            checked += 1
            duel.apply(s, a)
    assert checked > 1000


def test_greedy_uses_the_castle_bonus_when_it_raises_the_score():
    s = duel.new_game(CFG, 9)
    s.faces = [1, 0, 0, 0]
    s.owner = [0, 0, 1, 1]
    s.phase, s.placer, s.first = PHASE_PLACE, 0, 0
    a = make_player("greedy", "duel", 1).choose(s)
    assert isinstance(a, CastleBonus)           # +1 cross on an empty map is worth a point


def test_medium_is_greedy_hard_a_small_search_and_the_deep_search_the_experts():
    """The levels play differently, not only longer (docs/ai-strength.md, the levels)."""
    medium, hard, expert = (make_player(n, "duel", 5) for n in ("medium", "hard", "expert"))
    assert type(medium) is DuelGreedyPlayer and medium.name == "medium"
    assert isinstance(hard, DuelSearchPlayer) and isinstance(expert, DuelSearchPlayer)
    assert (hard.n_cands, hard.horizon, hard.max_iter) == (3, 1, 2)
    assert (expert.n_cands, expert.horizon) == (4, 3) and expert.max_iter > 2
    assert make_player("hard", "duel", 5, budget="samples").samples == 2
