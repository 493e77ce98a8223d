"""The draft (docs/rules.md: The draft, Set-up by player count, Variants): lines, kings,
turn order, first round, last round, removal of unchosen dominoes, configs."""
from collections import Counter

import pytest

from game.rules.actions import Choose
from game.rules.config import RULES_VERSION, ConfigError, GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_PLACE
from game.rules.rng import Rng
from tests.rules.support import random_game

SEEDS = range(12)


def owner(state, king):
    return king // state.config.setup.kings_each


def trace(config, seed):
    """Play a random game; per round: the lines seen, who acted in which order."""
    rounds = {}

    def look(s):
        r = rounds.setdefault(s.round, {"current": s.current[:], "kings": s.current_kings[:],
                                        "next": s.next[:], "actors": [], "phases": []})
        king = s.draft_order[s.turn] if s.round == 0 else s.current_kings[s.turn]
        r["actors"].append((s.phase, king))
        r["phases"].append(s.phase)
        assert s.next == sorted(s.next) and s.current == sorted(s.current)
        assert len(set(s.next_kings) - {FREE}) == sum(k != FREE for k in s.next_kings)

    final, _ = random_game(config, seed, look)
    return rounds, final


@pytest.mark.parametrize("players, dominoes, rounds, line", [(2, 24, 6, 4), (3, 36, 12, 3),
                                                             (4, 48, 12, 4)])
def test_dominoes_and_rounds_per_player_count(players, dominoes, rounds, line):
    cfg = GameConfig("kingdomino", players)
    assert (cfg.setup.dominoes, cfg.rounds, cfg.setup.line, cfg.setup.size) == (
        dominoes, rounds, line, 5)
    for seed in SEEDS[:4]:
        seen, final = trace(cfg, seed)
        assert max(seen) == rounds
        drawn = [n for r in seen.values() for n in r["next"]]
        assert len(drawn) == len(set(drawn)) == dominoes
        assert all(len(seen[r]["next"]) == line for r in range(rounds))
        assert len(final.box) == 48 - dominoes
        used = [k.filled() - 1 + 2 * final.discards[p] for p, k in enumerate(final.kingdoms)]
        assert used == [2 * dominoes // players] * players


def test_two_players_have_two_kings_each_and_take_two_turns_a_round():
    cfg = GameConfig("kingdomino", 2)
    assert cfg.kings == 4 and cfg.setup.kings_each == 2
    seen, _ = trace(cfg, 3)
    for r in range(1, 7):
        placers = Counter(owner_of for ph, k in seen[r]["actors"] if ph == PHASE_PLACE
                          for owner_of in [k // 2])
        assert placers == {0: 2, 1: 2}


def test_three_players_draw_lines_of_three():
    seen, _ = trace(GameConfig("kingdomino", 3), 5)
    assert all(len(r["next"]) == 3 for i, r in seen.items() if i < 12)


@pytest.mark.parametrize("cfg", [GameConfig("kingdomino", 4), GameConfig("kingdomino", 2),
                                 GameConfig("kralovska_zahrada", 3)])
def test_turn_order_follows_the_current_line_lowest_number_first(cfg):
    for seed in SEEDS[:4]:
        seen, _ = trace(cfg, seed)
        for r in range(1, max(seen) + 1):
            placers = [k for ph, k in seen[r]["actors"] if ph == PHASE_PLACE]
            assert placers == [k for k in seen[r]["kings"] if k != FREE]
            assert seen[r]["current"] == sorted(seen[r]["current"])


def test_a_turn_is_place_then_choose_until_the_last_round():
    seen, _ = trace(GameConfig("kingdomino", 4), 7)
    for r in range(1, 12):
        assert seen[r]["phases"] == [PHASE_PLACE, PHASE_CHOOSE] * 4
    assert seen[0]["phases"] == [PHASE_CHOOSE] * 4      # first line: choose only


def test_last_round_has_no_next_line_and_only_places():
    seen, final = trace(GameConfig("kingdomino", 4), 9)
    assert seen[12]["next"] == [] and seen[12]["phases"] == [PHASE_PLACE] * 4
    assert final.next == [] and final.lines_left == 0


def test_a_king_chooses_a_free_domino_of_the_next_line_and_holds_it():
    s = kingdomino.new_game(GameConfig("kingdomino", 4), 1)
    first = s.next[0]
    king = s.draft_order[0]
    kingdomino.apply(s, Choose(first))
    assert s.next_kings[0] == king
    assert Choose(first) not in kingdomino.legal_actions(s)
    assert len(kingdomino.legal_actions(s)) == 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kingdomino_first_round_draws_kings_at_random(players):
    cfg = GameConfig("kingdomino", players)
    orders = set()
    for seed in range(40):
        s = kingdomino.new_game(cfg, seed)
        assert sorted(s.draft_order) == list(range(cfg.kings))
        orders.add(tuple(s.draft_order))
    assert len(orders) > 1
    if players == 2:   # kings, not players, are drawn: a player may choose twice in a row
        owners = {tuple(k // 2 for k in o) for o in orders}
        assert any(o[0] == o[1] for o in owners)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kralovska_zahrada_first_player_by_lot_then_clockwise(players):
    """Its rulebook: "vylosujte pořadí hráčů", and the first round goes clockwise: the first
    player is drawn by lot, the others follow round the table (2 players: A, B, A, B)."""
    cfg = GameConfig("kralovska_zahrada", players)
    firsts = set()
    for seed in range(40):
        s = kingdomino.new_game(cfg, seed)
        assert sorted(s.draft_order) == list(range(cfg.kings))
        owners = [owner(s, k) for k in s.draft_order]
        first = owners[0]
        assert owners == [(first + i) % players for i in range(players)] * cfg.setup.kings_each
        firsts.add(first)
    assert firsts == set(range(players))


def test_every_game_of_a_kralovska_zahrada_dynasty_starts_clockwise():
    s = kingdomino.new_game(GameConfig("kralovska_zahrada", 4, ("dynasty",)), 4)
    rng = Rng(5)
    while not kingdomino.is_over(s):
        if s.round == 0 and s.turn == 0:
            first = s.draft_order[0]
            assert s.draft_order == [(first + i) % 4 for i in range(4)]
        acts = kingdomino.legal_actions(s)
        kingdomino.apply(s, acts[rng.below(len(acts))])
    assert len(s.finished) == 3


def test_kralovska_zahrada_before_rules_version_2_keeps_the_whole_order_drawn():
    """Games recorded under rules version 1 replay as they were played: the player order was
    shuffled whole (seed 4 of 4 players drew C, A, D, B, no rotation of the seats)."""
    old = GameConfig("kralovska_zahrada", 4, ("harmony", "middle_kingdom"), rules_version=1)
    assert kingdomino.new_game(old, 4).draft_order == [2, 0, 3, 1]
    orders = {tuple(kingdomino.new_game(GameConfig("kralovska_zahrada", 4, rules_version=1), seed).draft_order)
              for seed in range(40)}
    assert any(o != tuple((o[0] + i) % 4 for i in range(4)) for o in orders)
    for seed in range(20):       # with 2 players every order is a rotation: nothing changed
        new, old = (kingdomino.new_game(GameConfig("kralovska_zahrada", 2, rules_version=v), seed).to_dict()
                    for v in (RULES_VERSION, 1))
        assert dict(new, config=None) == dict(old, config=None)


def test_first_round_last_king_has_no_choice():
    s = kingdomino.new_game(GameConfig("kingdomino", 4), 2)
    for _ in range(3):
        kingdomino.apply(s, kingdomino.legal_actions(s)[0])
    assert len(kingdomino.legal_actions(s)) == 1


def test_unchosen_dominoes_leave_the_game_three_players_wider_offer():
    cfg = GameConfig("kralovska_zahrada", 3, ("wider_offer",))
    assert (cfg.setup.dominoes, cfg.setup.line, cfg.rounds) == (48, 4, 12)
    seen, final = trace(cfg, 4)
    for r in range(1, 13):
        prev = seen[r - 1]["next"]
        assert len(prev) == 4 and len(seen[r]["current"]) == 3
        removed = set(prev) - set(seen[r]["current"])
        assert len(removed) == 1
        later = {n for q in range(r, 13) for n in seen[q]["next"] + seen[q]["current"]}
        assert not removed & later
    placed = sum(k.filled() - 1 for k in final.kingdoms) + 2 * sum(final.discards)
    assert placed == 2 * 36


def test_wider_offer_two_players_30_dominoes_lines_of_5():
    cfg = GameConfig("kingdomino", 2, ("wider_offer",))
    assert (cfg.setup.dominoes, cfg.setup.line, cfg.rounds, cfg.kings) == (30, 5, 6, 4)
    seen, final = trace(cfg, 8)
    assert all(len(seen[r]["next"]) == 5 for r in range(6))
    assert all(len(seen[r]["current"]) == 4 for r in range(1, 7))
    assert len(final.box) == 48 - 30


def test_mighty_duel_is_7x7_with_all_48_in_12_rounds():
    cfg = GameConfig("kingdomino", 2, ("mighty_duel",))
    assert (cfg.setup.dominoes, cfg.setup.size, cfg.rounds) == (48, 7, 12)
    seen, final = trace(cfg, 6)
    assert max(seen) == 12 and final.box == []
    assert all(k.n == 7 for k in final.kingdoms)
    assert all(k.filled() - 1 + 2 * d == 48 for k, d in zip(final.kingdoms, final.discards))


def test_variants_combine():
    cfg = GameConfig("kingdomino", 2, ("wider_offer", "mighty_duel", "harmony", "middle_kingdom",
                                       "dynasty"))
    assert cfg.variants == tuple(sorted(cfg.variants))
    assert (cfg.setup.size, cfg.setup.line, cfg.kings) == (7, 5, 4)
    assert cfg.games_in_match == 3
    three = GameConfig("kralovska_zahrada", 3, ("dynasty", "wider_offer", "middle_kingdom"))
    assert (three.setup.line, three.setup.dominoes, three.rounds, three.games_in_match) == (
        4, 48, 12, 3)
    assert GameConfig("kingdomino", 2, ("harmony", "harmony")).variants == ("harmony",)


@pytest.mark.parametrize("args, message", [
    (("chess", 2), "unknown game"),
    (("kingdomino", 1), "players"),
    (("kingdomino", 5), "players"),
    (("kingdomino", 4, ("no_such",)), "unknown variant"),
    (("kingdomino", 3, ("mighty_duel",)), "mighty_duel"),
    (("kingdomino", 4, ("mighty_duel",)), "mighty_duel"),
    (("kralovska_zahrada", 4, ("wider_offer",)), "wider_offer"),
])
def test_invalid_configs_are_refused(args, message):
    with pytest.raises(ConfigError, match=message):
        GameConfig(*args)


def test_config_dict_round_trip_and_malformed_dicts():
    cfg = GameConfig("kralovska_zahrada", 3, ("wider_offer", "harmony"))
    assert GameConfig.from_dict(cfg.to_dict()) == cfg
    for bad in ("kingdomino", {"players": 2}, {"game": "kingdomino", "players": "two"},
                {"game": "kingdomino", "players": 2, "variants": ["mighty"]},
                {"game": "kingdomino", "players": 2, "rules_version": 0},
                {"game": "kingdomino", "players": 2, "rules_version": RULES_VERSION + 1},
                {"game": "kingdomino", "players": 2, "rules_version": True}):
        with pytest.raises(ConfigError):
            GameConfig.from_dict(bad)


def test_a_config_records_the_rules_version_new_games_get_the_newest():
    cfg = GameConfig("kingdomino", 2)
    assert cfg.rules_version == RULES_VERSION >= 2 and cfg.to_dict()["rules_version"] == RULES_VERSION
    assert GameConfig.from_dict({"game": "kingdomino", "players": 2}).rules_version == RULES_VERSION
    old = GameConfig("kingdomino", 2, rules_version=1)
    assert GameConfig.from_dict(old.to_dict()) == old != cfg


def test_same_seed_same_setup_different_seed_different_lines():
    cfg = GameConfig("kingdomino", 4)
    a, b = kingdomino.new_game(cfg, 42), kingdomino.new_game(cfg, 42)
    assert a.to_dict() == b.to_dict()
    assert len({tuple(kingdomino.new_game(cfg, s).next) for s in range(10)}) > 1
    assert kingdomino.new_game(cfg, "text seed").to_dict() == kingdomino.new_game(cfg, "text seed").to_dict()


def test_mighty_duel_with_wider_offer_draws_from_all_48():
    cfg = GameConfig("kingdomino", 2, ("mighty_duel", "wider_offer"))
    assert (cfg.setup.dominoes, cfg.setup.size, cfg.setup.line, cfg.rounds) == (48, 7, 5, 9)
