"""The planner's memos: the best spots it remembers by position and the evaluators it shares
while the unseen dominoes stay the same must answer what working them out afresh answers."""
import random

from game.ai.kingdom_eval import KingdomEval, Weights
from game.ai.kingdomino import planner
from game.ai.kingdomino.greedy import GreedyPlayer
from game.ai.kingdomino.planner import Planner, best_placed, best_spot_of, placements
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import FREE, PHASE_PLACE
from game.rules.scoring import Bonuses

CONFIG = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))


def afresh(ev: KingdomEval, k, d, left: int, discards: int):
    """The first best (value, rotation, anchor) over every placement, no memo."""
    def value(rot, a):
        k2 = k.copy()
        k2.place_anchor(d, rot, a)
        return ev._value(k2, left, discards)

    spots = [(value(rot, a), rot, a) for rot, a in placements(k, d)]
    top = max((v for v, _, _ in spots), default=None)
    return next((s for s in spots if s[0] == top), None)


def test_remembered_best_spots_are_those_worked_out_afresh_and_stay_within_their_limit(monkeypatch):
    monkeypatch.setattr(planner, "VALUES_LIMIT", 16)
    planner._BEST.clear()
    rnd = random.Random(4)
    state = kingdomino.new_game(CONFIG, 4)
    greedy = GreedyPlayer(4)
    checked, sizes = 0, []
    while not kingdomino.is_over(state):
        if state.phase == PHASE_PLACE:
            ev = Planner(0).evaluator(state, state.kingdoms[0])
            for p, k in enumerate(state.kingdoms):
                for d in rnd.sample(state.dominoes, 3):
                    for left in (0, 2, 7):
                        want = afresh(ev, k, d, left, state.discards[p])
                        for _ in range(2):     # worked out, then remembered
                            assert best_spot_of(ev, k, d, left, state.discards[p]) == want
                        value, k2 = best_placed(ev, k, d, left, state.discards[p])
                        if want is None:
                            assert (value, k2) == (None, None)
                        else:
                            assert value == want[0] and k2.occ != k.occ and k2.occ & k.occ == k.occ
                        checked += 1
                        sizes.append(len(planner._BEST))
        kingdomino.apply(state, greedy.choose(state))
    assert checked > 300 and max(sizes) <= 16 and len(set(sizes)) > 2


def test_planners_share_an_evaluator_while_the_unseen_dominoes_are_the_same():
    state = kingdomino.new_game(CONFIG, 9)
    greedy = GreedyPlayer(9)
    while state.round < 2 or state.phase != PHASE_PLACE:
        kingdomino.apply(state, greedy.choose(state))
    k = state.kingdoms[0]
    ev = Planner(1).evaluator(state, k)
    shuffled = state.copy()
    shuffled.box.reverse()                       # the same dominoes, another order
    assert Planner(2).evaluator(shuffled, state.kingdoms[3]) is ev
    doms = state.dominoes
    unseen = [doms[n - 1] for n in state.box] + [doms[n - 1] for n, king in
                                                  zip(state.next, state.next_kings) if king == FREE]
    fresh = KingdomEval(k, kingdomino.bonuses_of(CONFIG), Weights(), unseen)
    assert (ev.grow, ev.crownless, ev.key) == (fresh.grow, fresh.crownless, fresh.key)
    assert Planner(1, weights=Weights(grow=0.3)).evaluator(state, k) is not ev
    while state.phase == PHASE_PLACE:            # a pick leaves the unseen dominoes
        kingdomino.apply(state, greedy.choose(state))
    kingdomino.apply(state, greedy.choose(state))
    later = Planner(1).evaluator(state, k)
    assert later is not ev and later.key != ev.key


def test_evaluators_that_weigh_alike_share_a_key_and_others_do_not():
    k = kingdomino.new_game(CONFIG, 1).kingdoms[0]
    b = kingdomino.bonuses_of(CONFIG)
    doms = CONFIG.tiles
    assert KingdomEval(k, b, Weights(), doms[:10]).key == KingdomEval(k, b, Weights(), doms[9::-1]).key
    keys = {KingdomEval(k, b, Weights(), doms[:10]).key, KingdomEval(k, b, Weights(), doms[10:20]).key,
            KingdomEval(k, b, Weights(dead=1.0), doms[:10]).key,
            KingdomEval(k, Bonuses(), Weights(), doms[:10]).key}
    assert len(keys) == 4
