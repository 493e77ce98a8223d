"""A placement's value worked out from the kingdom before it is the evaluator's value of the
kingdom after it, to the last bit, for every placement in the kingdoms of whole games."""
from __future__ import annotations

import pytest

from game.ai import placed_value
from game.ai.kingdom_eval import KingdomEval, Weights, unmatched
from game.ai.placed_value import PlacedValues, placed_values
from game.ai.queendomino.players import anchors
from game.ai.registry import make_player
from game.rules import queendomino as q
from game.rules.config import GameConfig
from game.rules.queendomino.scoring import separate_territories
from game.rules.queendomino.state import PHASE_PLACE
from game.rules.scoring import Bonuses, largest_territory


def _placing_positions(game: str, players: int, variants: tuple[str, ...], seed: int):
    """The kingdom of every placing of a whole game of `hard` seats, with the domino it places
    and those of the next line."""
    cfg = GameConfig(game, players, variants)
    s = q.new_game(cfg, seed)
    seats = [make_player("hard", game, f"{seed}:{i}") for i in range(players)]
    while not q.is_over(s):
        if s.phase == PHASE_PLACE and s.domino_to_place() is not None:
            line = s.dominoes(s.next_set) if s.next else []
            yield s.kingdoms[s.house_to_act()].copy(), [s.domino_to_place(), *line]
        q.apply(s, seats[s.current_player()].choose(s))


@pytest.mark.parametrize("game,players,variants", [("queendomino", 4, ()), ("royal_wedding", 3, ()),
                                                   ("royal_wedding", 8, ("teams",))])
def test_every_placement_is_valued_as_the_evaluator_values_the_kingdom_after_it(game, players, variants):
    """Every legal placement of each placed domino and of the next line's: its territories by
    terrain and its largest as the score sheet counts them, and with 1, 3 and 8
    dominoes to come, the
    same float as KingdomEval.value of a copy with the domino placed. Among them, placements
    that widen the window, and (window unchanged) ones that split a free region so that its
    waste changes: the cases worked out apart."""
    placed_value._PLACED.clear()
    ev = KingdomEval(q.new_game(GameConfig(game, players, variants), 0).kingdoms[0], Bonuses(), Weights())
    valued = widened = split = 0
    for k, dominoes in _placing_positions(game, players, variants, seed=5):
        pv = placed_values(ev, k)
        before = unmatched(k.allowed & ~k.occ, k.g.stride, ev.black)
        for d, (rot, p) in ((d, spot) for d in dominoes for spot in anchors(k, d)):
            k1 = k.copy()
            k1.place_anchor(d, rot, p)
            assert pv.shape(d, rot, p) == ([separate_territories(k1, t) for t in range(len(k1.terr))],
                                            largest_territory(k1))
            for left in (1, 3, 8):
                want = ev._value(k1, left, 0)
                got = pv.value(d, rot, p, left)
                assert type(got) is type(want) and got == want, (d, rot, p, left)
            valued += 1
            if k1.allowed != k.allowed:
                widened += 1
            elif unmatched(k1.allowed & ~k1.occ, k.g.stride, ev.black) != before:
                split += 1
    assert valued > 3000 and widened > 300 and split > 30, (valued, widened, split)


def test_it_applies_only_where_the_kingdom_alone_decides_the_value():
    """Bonuses need the whole kingdom (the Middle Kingdom its box, Harmony every square), at
    the end the value is the points, and without parity the waste is counted otherwise."""
    k = q.new_game(GameConfig("queendomino", 2, ()), 0).kingdoms[0]
    plain = KingdomEval(k, Bonuses(), Weights())
    assert PlacedValues.applies(plain, 1)
    assert not PlacedValues.applies(plain, 0)
    assert not PlacedValues.applies(KingdomEval(k, Bonuses(middle_kingdom=10), Weights()), 1)
    assert not PlacedValues.applies(KingdomEval(k, Bonuses(harmony=5), Weights()), 1)
    assert not PlacedValues.applies(KingdomEval(k, Bonuses(), Weights(parity=False)), 1)
