"""Queendomino players: legal, seeded, and greedy is stronger than random."""
from __future__ import annotations

from collections import Counter

import pytest

from game.ai.queendomino.ceiling import Ceiling, best_placements
from game.ai.queendomino.players import anchors, house_value, placement_values
from game.ai.queendomino.static import QueenStatic
from game.ai.registry import make_player
from game.rules import queendomino as q
from game.rules.actions import Choose
from game.rules.config import GameConfig
from game.rules.geometry import bits
from game.rules.kingdom import Placement
from game.rules.queendomino.actions import Build, Dragon, Knight
from game.rules.queendomino.board import erect, slot_cost
from game.rules.queendomino.scoring import counts_territories
from game.rules.queendomino.state import PHASE_PLACE
from game.rules.queendomino.turn import build_options, knight_cells, knight_tax
from game.rules.scoring import largest_territory, territory_points


def _play(cfg: GameConfig, agents: list[str], seed: int, check_legal: bool = False):
    s = q.new_game(cfg, seed)
    players = [make_player(a, cfg.game, seed * 100 + i) for i, a in enumerate(agents)]
    log = []
    while not q.is_over(s):
        a = players[s.current_player()].choose(s)
        if check_legal:
            assert a in q.legal_actions(s)
        log.append(a)
        q.apply(s, a)
    return s, log


@pytest.mark.parametrize("game,players,variants", [
    ("queendomino", 2, ()), ("queendomino", 4, ()), ("royal_wedding", 5, ()),
    ("royal_wedding", 6, ("teams",))])
def test_both_players_only_choose_legal_actions(game, players, variants):
    cfg = GameConfig(game, players, variants)
    _play(cfg, ["greedy" if i % 2 else "random" for i in range(players)], 3, check_legal=True)


def test_random_samples_every_kind_of_step_uniformly_enough():
    """Over many random games every optional step is taken, so the sampler reaches the
    whole generator; a fixed state's choices spread over all legal actions."""
    kinds = Counter()
    for seed in range(5):
        _, log = _play(GameConfig("queendomino", 4), ["random"] * 4, seed)
        kinds.update(type(a) for a in log)
    assert all(kinds[k] > 0 for k in (Knight, Build, Dragon, Choose))
    s = q.new_game(GameConfig("queendomino", 2), 5)
    while s.phase == PHASE_PLACE or s.round == 0:
        q.apply(s, q.legal_actions(s)[0])
    legal = q.legal_actions(s)
    p = make_player("random", "queendomino", 1)
    seen = Counter(p.choose(s) for _ in range(60 * len(legal)))
    assert set(seen) == set(legal)


def test_the_same_seed_gives_the_same_game():
    cfg = GameConfig("royal_wedding", 4)
    a = _play(cfg, ["random", "greedy", "random", "greedy"], 9)
    b = _play(cfg, ["random", "greedy", "random", "greedy"], 9)
    assert a[1] == b[1] and a[0] == b[0]


def test_greedy_beats_random():
    wins = 0
    for seed in range(6):
        s, _ = _play(GameConfig("queendomino", 2), ["greedy", "random"], seed)
        res = q.results(s)
        wins += res[0].total > res[1].total
    assert wins >= 5


def test_greedy_collects_tax_and_never_feeds_the_dragon():
    s, log = _play(GameConfig("queendomino", 3), ["greedy"] * 3, 4)
    assert any(isinstance(a, Knight) for a in log)
    assert not any(isinstance(a, Dragon) for a in log)


class Extra7:
    """An extra term for placement_values: any pure function of the kingdom, named by its key."""
    key = "seven"

    def __call__(self, k1, pts):
        return 7 * pts + k1.occ.bit_count()

    def placed(self, k):
        return None          # valued on a copy of the kingdom


def _naive_value(s, h, k=None) -> int:
    """The house value from the full score sheet (what house_value shortens)."""
    sheet = q.house_sheet(s, h, k)
    return 3 * (sheet.total - sheet.wealth) + s.coins[h]


@pytest.mark.parametrize("game,players", [("queendomino", 4), ("royal_wedding", 5)])
def test_knights_and_buildings_are_tried_as_the_actions_leave_the_house(game, players):
    """Greedy values a knight as the house value plus its tax (turn.knight_tax), and tries
    each building on each empty town square with board.erect on a copy (the rules' step C
    without the turn's bookkeeping): each must be the house value the Knight or Build action
    itself leaves, for every option in whole games."""
    cfg = GameConfig(game, players, ())
    tried = knighted = 0
    for seed in range(2):
        s = q.new_game(cfg, seed)
        seats = [make_player("greedy", game, f"{seed}:{i}") for i in range(players)]
        while not q.is_over(s):
            slots, towns = build_options(s) if s.round > 0 else ([], 0)
            h = s.house_to_act()
            g = s.kingdoms[h].g
            for idx in bits(knight_cells(s) if s.round > 0 else 0):
                sent = s.copy()
                q.apply(sent, Knight(*g.rel(idx)))
                assert house_value(s, h) + knight_tax(s, Knight(*g.rel(idx))) == house_value(sent, h)
                knighted += 1
            for slot in slots:
                for idx in bits(towns):
                    built, tried_here = s.copy(), s.copy()
                    q.apply(built, Build(slot, *g.rel(idx)))
                    erect(tried_here, h, idx, s.board[slot], slot_cost(s, slot, h))
                    assert house_value(tried_here, h) == house_value(built, h) == _naive_value(built, h)
                    tried += 1
            q.apply(s, seats[s.current_player()].choose(s))
    assert tried > 50 and knighted > 10, (tried, knighted)


@pytest.mark.parametrize("game,players", [("queendomino", 4), ("royal_wedding", 5)])
def test_placement_values_match_the_score_sheet_of_each_placed_kingdom(game, players):
    """Placement values come from the evaluator's territory points and the buildings'
    and Queen's shares; each must equal the score sheet of the kingdom with the domino
    placed, with and without an extra term (one valued on a copy, and the static policy's,
    worked out from the kingdom before: game/ai/placed_value.py), in every position of whole
    games (where houses hold the Queen and buildings that count territories)."""
    cfg = GameConfig(game, players, ())
    seen_queen = seen_counting = 0
    for seed in range(3):
        s = q.new_game(cfg, seed)
        seats = [make_player("greedy" if i % 2 else "random", game, f"{seed}:{i}") for i in range(players)]
        while not q.is_over(s):
            h = s.house_to_act()
            assert house_value(s, h) == _naive_value(s, h)
            if s.phase == PHASE_PLACE:
                k, d = s.kingdoms[h], s.domino_to_place()
                seen_queen += s.queen == h
                seen_counting += counts_territories(s.built[h])
                static = QueenStatic(0)
                for extra in (None, Extra7(), static._potential(s, h, static._left(s))):
                    for v, place in placement_values(s, h, extra=extra):
                        k1 = k.copy()
                        k1.place(d, Placement(place.x, place.y, place.rot))
                        bonus = extra(k1, territory_points(k1)) if extra else 0
                        assert v == _naive_value(s, h, k1) + bonus
            q.apply(s, seats[s.current_player()].choose(s))
    assert seen_queen and seen_counting


def _no_ceiling() -> Ceiling:
    raise AssertionError("a remembered answer needs no ceiling")


@pytest.mark.parametrize("game,players,variants", [("queendomino", 4, ()), ("royal_wedding", 8, ("teams",))])
def test_the_static_policys_placement_values_are_the_evaluators_of_each_placed_kingdom(game, players, variants):
    """The static policy's extra (Potential) weighs a placement from its kingdom's
    territories, looking again only at the terrains the domino joins; each value must be
    the one the evaluator gives the placed kingdom from scratch, and the best of them (also
    remembered, for houses holding the Queen or buildings that count territories) the
    largest, with every placement reaching it, in every position of whole games; the
    remembered best answers a floor without a ceiling."""
    cfg = GameConfig(game, players, variants)
    weighed = whole = 0
    for seed in range(2):
        s = q.new_game(cfg, seed)
        seats = [make_player("hard", game, f"{seed}:{i}") for i in range(players)]
        static = QueenStatic(0)
        while not q.is_over(s):
            if s.phase == PHASE_PLACE:
                h = s.house_to_act()
                k, d, left = s.kingdoms[h], s.domino_to_place(), static._left(s)
                extra = static._potential(s, h, left)
                values = placement_values(s, h, extra=extra)
                for v, place in values:
                    k1 = k.copy()
                    k1.place(d, Placement(place.x, place.y, place.rot))
                    pts = territory_points(k1)
                    assert v == house_value(s, h, k1) + 3 * (extra.ev._value(k1, left, 0) - pts)
                    weighed += 1
                best = max((v for v, _ in values), default=None)
                reaching = [spot for (v, _), spot in zip(values, anchors(k, d)) if v == best]
                for _ in range(2):     # worked out, then remembered
                    assert best_placements(s, h, d, extra, lambda: Ceiling(s, h, extra.ev, left)) == (best, reaching)
                if best is not None:   # the remembered answer against a floor: reached, or not
                    assert best_placements(s, h, d, extra, _no_ceiling, best) == (best, reaching)
                    assert best_placements(s, h, d, extra, _no_ceiling, best + 1) == (None, [])
                assert placement_values(s, h, extra=extra) == values      # remembered, each with its placement
                whole += s.queen == h or counts_territories(s.built[h])
            q.apply(s, seats[s.current_player()].choose(s))
    assert weighed > 1000 and whole


def test_remembered_placement_values_follow_the_rest_of_the_house():
    """The placements' values are remembered by what they are worked out from: the same
    kingdom and domino with more coins, or with the Queen come to (or gone from) the house,
    are worked out again, never taken from the house as it was."""
    cfg = GameConfig("queendomino", 4, ())
    s = q.new_game(cfg, 3)
    seats = [make_player("hard", "queendomino", f"3:{i}") for i in range(4)]
    while not (s.phase == PHASE_PLACE and s.round > 3):
        q.apply(s, seats[s.current_player()].choose(s))
    h, static = s.house_to_act(), QueenStatic(0)
    extra = static._potential(s, h, static._left(s))
    before = placement_values(s, h, extra=extra)
    richer = s.copy()
    richer.coins[h] += 4
    assert [v for v, _ in placement_values(richer, h, extra=extra)] == [v + 4 for v, _ in before]
    moved = s.copy()
    moved.queen, sign = ((h + 1) % 4, -1) if s.queen == h else (h, 1)
    k, d = s.kingdoms[h], s.domino_to_place()
    for (v, place), (v0, _) in zip(placement_values(moved, h, extra=extra), before, strict=True):
        k1 = k.copy()
        k1.place(d, Placement(place.x, place.y, place.rot))
        assert v == v0 + sign * 3 * largest_territory(k1)
