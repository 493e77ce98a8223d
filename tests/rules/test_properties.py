"""Property tests over many random games (hypothesis picks configs and seeds):
the placement generator against a naive grid check, the N×N bound, territories,
scores against a naive flood fill, replay, serialisation and copies. Each runs a multiple
of the profile's example count: some hundreds on CI, tens of thousands with `fuzz`."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import scoring
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_PLACE, KingdominoState
from game.rules.replay import GameRecord, replay
from game.rules.rng import Rng
from tests.rules.support import (
    CONFIGS,
    as_cells,
    bbox,
    naive_cells,
    naive_placements,
    naive_score,
    naive_territories,
    random_game,
)

configs = st.sampled_from(CONFIGS)
seeds = st.integers(0, 2 ** 32 - 1)
N = settings.default.max_examples


def check_generator(state):
    """Every offered placement is legal by the naive check and none is missing."""
    if state.phase != PHASE_PLACE:
        return
    k = state.kingdoms[state.current_player()]
    d = state.current_domino()
    cells = naive_cells(k)
    offered = [as_cells(d, p) for p in k.placements(d)]
    assert len(offered) == len(set(offered)), "a placement is offered twice"
    assert set(offered) == naive_placements(cells, d, k.n)
    acts = kingdomino.legal_actions(state)
    assert (acts == [kingdomino.Discard()]) == (not offered)
    for k2 in state.kingdoms:
        w, h = k2.bbox_size()
        assert w <= k2.n and h <= k2.n
    assert max(bbox(cells)) <= k.n


@settings(max_examples=3 * N)
@given(configs, seeds)
def test_generator_equals_naive_enumeration_and_box_stays_within_n(cfg, seed):
    final, _ = random_game(cfg, seed, check_generator)
    for k in final.kingdoms:
        assert max(bbox(naive_cells(k))) <= k.n


def naive_bonus(cells, cfg, discards):
    """docs/rules.md: Harmony is a complete kingdom, N×N all filled; Mighty Duel with the Wider
    offer cannot fill 7×7, and there it is no domino discarded."""
    b = kingdomino.bonuses_of(cfg)
    n = cfg.setup.size
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    middle = bbox(cells) == (n, n) and min(xs) == -(n // 2) and min(ys) == -(n // 2)
    complete = discards == 0 if {"mighty_duel", "wider_offer"} <= set(cfg.variants) else len(cells) == n * n
    return (b.middle_kingdom if middle else 0) + (b.harmony if complete else 0)


def check_kingdom(k, cfg, discards):
    cells = naive_cells(k)
    naive = naive_territories(cells)
    ts = scoring.territories(k)
    union = 0
    for t in ts:
        assert union & t.cells == 0, "territories overlap"
        union |= t.cells
    assert union == k.occ & ~k.g.castle_bit, "territories do not cover the filled cells"
    ours = sorted((t.terrain, t.squares, t.crowns) for t in ts)
    assert ours == sorted((t, n, c) for t, n, c, _ in naive)
    b = kingdomino.bonuses_of(cfg)
    expected = naive_score(cells) + naive_bonus(cells, cfg, discards)
    assert scoring.total(k, b, discards) == scoring.score_kingdom(k, b, discards).total == expected
    assert scoring.largest_territory(k) == max((n for _, n, _, _ in naive), default=0)
    for t, mask in enumerate(k.terr):
        assert scoring.part_sizes(mask, k.g.stride) == tuple(sorted(
            (n for tt, n, _, _ in naive if tt == t), reverse=True))
    assert scoring.total_crowns(k) == sum(v[1] for v in cells.values() if v != "castle")


@settings(max_examples=10 * N)
@given(configs, seeds, st.integers(0, 200))
def test_territories_partition_and_score_equals_naive_flood_fill(cfg, seed, stop):
    seen = []

    def snapshot(state):
        if len(seen) == stop:
            for k, discards in zip(state.kingdoms, state.discards):
                check_kingdom(k, cfg, discards)
        seen.append(1)

    final, _ = random_game(cfg, seed, snapshot)
    for k, discards in zip(final.kingdoms, final.discards):
        check_kingdom(k, cfg, discards)
    assert [p[0] for p in final.finished[-1]] == [naive_score(naive_cells(k)) + naive_bonus(naive_cells(k), cfg, d)
                                                  for k, d in zip(final.kingdoms, final.discards)]


@settings(max_examples=3 * N)
@given(configs, seeds, st.integers(0, 200))
def test_replay_and_serialisation_reproduce_the_state(cfg, seed, cut):
    final, log = random_game(cfg, seed)
    assert replay(GameRecord(cfg, seed, log)).to_dict() == final.to_dict()
    cut = min(cut, len(log))
    mid = replay(GameRecord(cfg, seed, log), cut)
    d = mid.to_dict()
    restored = KingdominoState.from_dict(json.loads(json.dumps(d)))
    assert restored.to_dict() == d
    assert kingdomino.legal_actions(restored) == kingdomino.legal_actions(mid)
    for a in log[cut:]:
        kingdomino.apply(restored, a)
    assert restored.to_dict() == final.to_dict()
    assert restored == final


@settings(max_examples=2 * N)
@given(configs, seeds, st.integers(0, 200))
def test_copy_is_independent(cfg, seed, cut):
    state = kingdomino.new_game(cfg, seed)
    rng = Rng(seed)
    for _ in range(cut):
        if kingdomino.is_over(state):
            break
        acts = kingdomino.legal_actions(state)
        kingdomino.apply(state, acts[rng.below(len(acts))])
    before = state.to_dict()
    twin = state.copy()
    assert twin.to_dict() == before
    log = []
    while not kingdomino.is_over(twin):
        acts = kingdomino.legal_actions(twin)
        a = acts[rng.below(len(acts))]
        kingdomino.apply(twin, a)
        log.append(a)
    assert state.to_dict() == before, "playing the copy changed the original"
    for a in log:
        kingdomino.apply(state, a)
    assert state.to_dict() == twin.to_dict()
