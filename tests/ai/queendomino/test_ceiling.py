"""The static policy's ceiling: never under a placement's value, and the pick it prunes is
the pick that weighs every domino."""
from __future__ import annotations

import pytest

from game.ai.kingdom_eval import KingdomEval, Weights
from game.ai.queendomino.ceiling import Ceiling, best_placements
from game.ai.queendomino.players import anchors, placement_values
from game.ai.queendomino.static import Potential, QueenStatic
from game.ai.registry import make_player
from game.rules import queendomino as q
from game.rules.actions import Choose
from game.rules.config import GameConfig
from game.rules.queendomino.scoring import counts_territories
from game.rules.queendomino.state import FREE, PHASE_PLACE
from game.rules.rng import Rng
from game.rules.scoring import Bonuses, territory_points


def _positions(game: str, players: int, variants: tuple[str, ...], seeds: range, placing: bool = False):
    """Every position of whole games of `hard` seats where a house picks (or, `placing`,
    places a domino too)."""
    cfg = GameConfig(game, players, variants)
    for seed in seeds:
        s = q.new_game(cfg, seed)
        seats = [make_player("hard", game, f"{seed}:{i}") for i in range(players)]
        while not q.is_over(s):
            if s.phase == PHASE_PLACE:
                if placing:
                    yield s
            elif s.round > 0 and any(king == FREE for king in s.next_kings):
                yield s
            q.apply(s, seats[s.current_player()].choose(s))


def _free(s):
    return [n for n, king in zip(s.next, s.next_kings) if king == FREE]


@pytest.mark.parametrize("game,players,variants,wasted", [("queendomino", 4, (), False), ("royal_wedding", 3, (), True),
                                                          ("royal_wedding", 8, ("teams",), True)])
def test_no_placement_is_worth_more_than_its_ceiling(game, players, variants, wasted):
    """Every placement of every free domino at every pick, and of the domino placed at
    every placing, in whole games (houses with the Queen and buildings that count
    territories among them; in the Royal Wedding, kingdoms that fill their window with waste
    in it; the last placings, with no domino to come): its value with the
    step's Potential is at most the ceiling less three times the territory points it falls short
    of the domino's best by, and that best is the most any placement reaches."""
    static = QueenStatic(0)
    weighed = whole = placings = wasteful = 0
    for s in _positions(game, players, variants, range(2), placing=True):
        h = s.house_to_act()
        k = s.kingdoms[h]
        if s.phase == PHASE_PLACE:      # the placing: its own domino, one domino fewer to come
            left, dominoes = static._left(s), [s.domino_to_place()]
            placings += 1
        else:
            left, dominoes = static._left(s) - 1, [s.dominoes(s.next_set)[n - 1] for n in _free(s)]
        extra = static._potential(s, h, left)
        ceiling = Ceiling(s, h, extra.ev, left)
        assert ceiling.holds
        whole += s.queen == h or counts_territories(s.built[h])
        wasteful += ceiling.waste > 0
        for d in dominoes:
            values = placement_values(s, h, d, extra)
            if not values:
                continue
            cap, top = ceiling.of(d)
            after = ceiling.greedy.after
            points = [after(d, rot, p) for rot, p in anchors(k, d)]
            assert top == max(points)
            for (v, _), pts in zip(values, points, strict=True):
                assert v <= cap - 3 * (top - pts)
                weighed += 1
    assert weighed > 2000 and whole and placings > 90 and bool(wasteful) >= wasted


def _picks_weighing_all(s, static: QueenStatic) -> list[int]:
    """The free dominoes of the best value, every placement of every one weighed."""
    h = s.house_to_act()
    k = s.kingdoms[h]
    extra = static._potential(s, h, static._left(s) - 1)
    scored = []
    for n in _free(s):
        values = [v for v, _ in placement_values(s, h, s.dominoes(s.next_set)[n - 1], extra)]
        scored.append((max(values) if values else extra(k, territory_points(k)), n))
    best = max(v for v, _ in scored)
    return [n for v, n in scored if v == best]


@pytest.mark.parametrize("game,players,variants", [("queendomino", 2, ()), ("royal_wedding", 4, ()),
                                                   ("royal_wedding", 6, ("teams",))])
def test_the_pruned_pick_is_the_pick_that_weighs_every_domino(game, players, variants):
    """The same domino, tie broken by the same draw, as weighing every placement of every
    free domino: at every pick of whole games."""
    picks = 0
    for i, s in enumerate(_positions(game, players, variants, range(2))):
        static = QueenStatic(0)
        static.rng = Rng.from_seed(i)
        best = _picks_weighing_all(s, static)
        expected = best[Rng.from_seed(i).below(len(best))] if len(best) > 1 else best[0]
        assert static._choose(s, s.house_to_act()) == Choose(expected)
        picks += 1
    assert picks > 100


def test_without_the_bound_every_placement_is_weighed():
    """An evaluator the bound does not hold for (a negative weight) has no ceiling: the best
    placements are still found, by weighing every one."""
    s = next(_positions("queendomino", 2, (), range(1)))
    h = s.house_to_act()
    ev = KingdomEval(s.kingdoms[h], Bonuses(), Weights(dead=-1.0))
    ceiling = Ceiling(s, h, ev, 5)
    assert not ceiling.holds
    extra = Potential(ev, 5)
    for n in _free(s):
        d = s.dominoes(s.next_set)[n - 1]
        values = [v for v, _ in placement_values(s, h, d, extra)]
        assert ceiling.of(d)[0] == float("inf")
        assert best_placements(s, h, d, extra, lambda: ceiling)[0] == (max(values) if values else None)
