"""Setup of Queendomino and of every Royal Wedding mode (docs/rules.md, Queendomino)."""
from __future__ import annotations

import pytest

from game.rules import queendomino as q
from game.rules.actions import Choose
from game.rules.config import ConfigError, GameConfig
from game.rules.queendomino.state import CAVE, NOBODY, PHASE_OVER, PHASE_PLACE
from tests.rules.queendomino.test_random_games import play_random


@pytest.mark.parametrize("players,size,kings", [(2, 7, 4), (3, 5, 3), (4, 5, 4)])
def test_queendomino_setup(players, size, kings):
    s = q.new_game(GameConfig("queendomino", players), 7)
    assert all(k.n == size for k in s.kingdoms) and len(s.kingdoms) == players
    assert s.coins == [7] * players and s.guard == [1] * players
    assert s.supply_knights == 22 - players and s.supply_towers == 15
    assert s.queen == NOBODY and s.dragon == CAVE
    assert all(b >= 0 for b in s.board) and len(s.board) == 6 and len(s.pile) == 26
    assert len(s.next) == 4 and s.next == sorted(s.next) and len(s.boxes[0]) == 44
    assert sorted(s.draft_order) == list(range(kings))


def test_two_players_first_round_one_king_then_both_of_the_other_then_the_last():
    for seed in range(6):
        s = q.new_game(GameConfig("queendomino", 2), seed)
        owners = [s.king_owner(k) for k in s.draft_order]
        a, b = owners[0], 1 - owners[0]
        assert owners == [a, b, b, a]


def test_two_players_play_a_to_e_once_per_king():
    s = q.new_game(GameConfig("queendomino", 2), 3)
    while s.round == 0:
        q.apply(s, q.legal_actions(s)[0])
    for _ in range(3):   # three full rounds
        rnd, chooser = s.round, []
        while s.round == rnd:
            if s.phase == PHASE_PLACE:
                q.apply(s, q.legal_actions(s)[0])
                continue
            p = s.current_player()
            q.apply(s, next(a for a in q.legal_actions(s) if isinstance(a, Choose)))
            chooser.append(p)
        assert sorted(chooser) == [0, 0, 1, 1]


def test_three_players_leave_the_unchosen_domino_each_round():
    s = play_random(GameConfig("queendomino", 3), 2)
    placed_squares = sum(k.filled() - 1 for k in s.kingdoms)
    assert placed_squares + 2 * sum(s.discards) == 2 * 36      # 12 rounds x 3 kings
    assert s.boxes == [[]]                                      # all 48 were drawn


@pytest.mark.parametrize("players,variants,size,line,rounds,houses", [
    (3, (), 7, 4, 24, 3), (4, ("7x7",), 7, 4, 24, 4), (5, (), 5, 8, 12, 5), (6, (), 5, 8, 12, 6),
    (7, (), 5, 8, 12, 7), (6, ("teams",), 7, 8, 12, 3), (8, ("teams",), 7, 8, 12, 4)])
def test_royal_wedding_modes(players, variants, size, line, rounds, houses):
    cfg = GameConfig("royal_wedding", players, variants)
    assert (cfg.setup.size, cfg.setup.line, cfg.rounds) == (size, line, rounds)
    s = q.new_game(cfg, 5)
    assert len(s.kingdoms) == houses and all(k.n == size for k in s.kingdoms)
    assert s.coins == [7] * houses and s.guard == [1] * houses
    assert sorted(s.draft_order) == list(range(players))       # one king per player
    sets_seen = []
    while s.phase != PHASE_OVER:
        if s.phase == PHASE_PLACE and s.turn == 0 and len(sets_seen) < s.round:
            sets_seen.append(s.current_set)
        q.apply(s, q.legal_actions(s)[0])
    assert sets_seen == [i % 2 for i in range(rounds)]         # Queendomino first, alternating
    squares = sum(k.filled() - 1 for k in s.kingdoms) + 2 * sum(s.discards)
    assert squares == 2 * rounds * players                      # unchosen dominoes left the game
    assert all(k.filled() <= size * size for k in s.kingdoms)


def test_team_partners_share_kingdom_purse_and_result():
    s = q.new_game(GameConfig("royal_wedding", 8, ("teams",)), 2)
    while s.round == 0:
        q.apply(s, q.legal_actions(s)[0])
    seen = set()
    while s.round == 1:
        if s.phase == PHASE_PLACE:
            p, h = s.current_player(), s.current_house()
            before = s.kingdoms[h].filled()
            q.apply(s, next(iter(q.legal_actions(s))))
            assert s.kingdoms[h].filled() in (before, before + 2) and h == p // 2
            seen.add(p)
        else:
            q.apply(s, q.legal_actions(s)[-1])
    assert seen == set(range(8))
    s = play_random(GameConfig("royal_wedding", 8, ("teams",)), 4)
    res = q.results(s)
    for team in range(4):
        a, b = res[2 * team], res[2 * team + 1]
        assert a.house == b.house == team and (a.total, a.rank) == (b.total, b.rank)
    assert sum(k.filled() - 1 for k in s.kingdoms) + 2 * sum(s.discards) == 2 * 96


@pytest.mark.parametrize("game,players,variants,why", [
    ("queendomino", 5, (), "players"), ("queendomino", 4, ("teams",), "unknown variant"),
    ("royal_wedding", 2, (), "players"), ("royal_wedding", 8, (), "needs the variant teams"),
    ("royal_wedding", 5, ("teams",), "6 or 8"), ("royal_wedding", 5, ("7x7",), "3 or 4")])
def test_configs_outside_the_rules_are_refused(game, players, variants, why):
    with pytest.raises(ConfigError) as err:
        GameConfig(game, players, variants)
    assert why in str(err.value)


def test_kingdomino_configs_are_untouched_by_the_new_entries():
    assert GameConfig("kingdomino", 2).setup.size == 5
    with pytest.raises(ConfigError):
        GameConfig("kingdomino", 2, ("teams",))
