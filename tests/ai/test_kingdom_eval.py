"""The kingdom evaluator against a naive second opinion on cells (tests/rules/support.py's
dict-of-cells kingdom), over the kingdoms of random games: its bit masks, and the
territories it remembers between calls, must give the value the formula gives."""
from dataclasses import replace

import pytest

from game.ai import kingdom_eval
from game.ai.kingdom_eval import KingdomEval, Weights
from game.rules.geometry import bits
from game.rules.kingdomino import rules as kingdomino
from tests.rules.support import CONFIGS, DELTAS, naive_cells, naive_territories, random_game


def near(c):
    return [(c[0] + dx, c[1] + dy) for dx, dy in DELTAS]


def components(cells: set) -> list[set]:
    out, seen = [], set()
    for start in cells:
        if start in seen:
            continue
        comp, stack = set(), [start]
        while stack:
            c = stack.pop()
            if c not in comp:
                comp.add(c)
                stack += [nb for nb in near(c) if nb in cells]
        seen |= comp
        out.append(comp)
    return out


def naive_values(ev: KingdomEval, k, lefts: tuple[int, ...], discards: int, w: Weights) -> list[float]:
    """The evaluator's formula (docs/ai-strength.md), cell by cell, for each number of
    dominoes left to place in `lefts`."""
    b = ev.b
    cells = naive_cells(k)
    h = k.n // 2
    in_centre = all(abs(x) <= h and abs(y) <= h for x, y in cells)
    region = {k.g.rel(i) for i in bits(k.allowed)}
    if b.middle_kingdom and in_centre:
        region = {(x, y) for x, y in region if abs(x) <= h and abs(y) <= h}
    free = region - cells.keys()
    live = {c for c in free if any(nb in free for nb in near(c))}
    if w.parity:
        dead = sum(abs(2 * sum(1 for x, y in comp if (x + y) % 2 == 0) - len(comp)) for comp in components(free))
    else:
        dead = len(free - live)
    points, pot = 0.0, 0.0
    for t, size, crowns, comp in naive_territories(cells):
        edge = len({nb for c in comp for nb in near(c)} & live)
        if crowns:
            points += size * crowns
            if edge:
                pot += ev.grow[t] * crowns * min(edge, w.edge_cap)
        elif edge:
            pot += ev.crownless[t] * size
    out = []
    for left in lefts:
        total = points + pot * min(1.0, left / w.late) - w.dead * dead
        if b.middle_kingdom and in_centre:
            total += b.middle_kingdom * w.mk
        if b.harmony and not discards and (b.harmony_by_discards or (not dead and 2 * left >= k.n * k.n - len(cells))):
            total += b.harmony * w.harmony
        out.append(total)
    return out


@pytest.mark.parametrize("parity", [True, False])
@pytest.mark.parametrize("cfg", CONFIGS, ids=str)
def test_value_equals_the_formula_on_cells_in_every_position_of_random_games(cfg, parity):
    w = Weights(parity=parity)
    checked = []

    def check(state):
        unseen = [state.dominoes[n - 1] for n in state.box]
        for p, k in enumerate(state.kingdoms):
            ev = KingdomEval(k, kingdomino.bonuses_of(state.config), w, unseen)
            lefts = (1, 3, 9)
            naive = naive_values(ev, k, lefts, state.discards[p], w)
            for left, expected in zip(lefts, naive):
                assert ev.value(k, left, state.discards[p]) == pytest.approx(expected, abs=1e-9)
                checked.append(left)

    for seed in range(2):
        random_game(cfg, seed, check)
    assert len(checked) > 100


def test_the_remembered_territories_and_values_stay_within_their_limit_and_change_no_value(monkeypatch):
    monkeypatch.setattr(kingdom_eval, "PARTS_LIMIT", 8)
    monkeypatch.setattr(kingdom_eval, "VALUES_LIMIT", 8)
    kingdom_eval._TERRITORIES.clear()
    kingdom_eval._VALUES.clear()
    cfg = CONFIGS[-1]
    w = Weights()
    sizes, values = [], []

    def check(state):
        k = state.kingdoms[0]
        ev = KingdomEval(k, kingdomino.bonuses_of(state.config), w)
        for _ in range(2):       # worked out, then remembered
            assert ev.value(k, 4, state.discards[0]) == pytest.approx(naive_values(ev, k, (4,), state.discards[0], w)[0])
        sizes.append(len(kingdom_eval._TERRITORIES))
        values.append(len(kingdom_eval._VALUES))

    random_game(cfg, 5, check)
    assert max(sizes) <= 8 and len(set(sizes)) > 2
    assert max(values) <= 8 and len(set(values)) > 2


@pytest.mark.parametrize("parity", [True, False])
@pytest.mark.parametrize("cfg", [CONFIGS[1]] + [c for c in CONFIGS if "middle_kingdom" in c.variants], ids=str)
def test_every_placement_is_valued_to_the_last_bit_as_a_copy_with_the_domino_placed(cfg, parity):
    """placed() looks the untouched terrains up once and makes no copy: for every domino of
    the line to place and the next, in every kingdom of random games, with the bonuses in
    play or not (and Harmony by no discard alone), 0 to 9 dominoes to come and a discard or none,
    the same float, in the generator's order. Among them, placements that take a kingdom out
    of the Middle Kingdom's box and ones that keep Harmony in reach."""
    w = Weights(parity=parity)
    b = kingdomino.bonuses_of(cfg)
    seen = {"placements": 0, "left the box": 0, "harmony": 0}

    def check(state):
        doms = state.dominoes
        line = [doms[n - 1] for n in (*state.current, *state.next)]
        for k in state.kingdoms[:1]:
            for bonuses in (b, replace(b, harmony_by_discards=True)):
                ev = KingdomEval(k, bonuses, w)
                for d in line:
                    spots = [(rot, a) for rot, mask in enumerate(k.anchor_masks(d)) for a in bits(mask)]
                    for left, discards in ((0, 0), (1, 0), (3, 0), (9, 0), (3, 1)):
                        want = []
                        for rot, a in spots:
                            k2 = k.copy()
                            k2.place_anchor(d, rot, a)
                            want.append((ev._value(k2, left, discards), rot, a))
                            if left == 3 and not discards:
                                seen["left the box"] += not (k.occ & ~ev.centre) and bool(k2.occ & ~ev.centre)
                                seen["harmony"] += ev._value(k2, left, 0) > ev._value(k2, left, 1)
                        assert ev.placed(k, d, left, discards) == want
                    seen["placements"] += len(spots)

    random_game(cfg, 0, check)
    assert seen["placements"] > 2000, seen
    if b.middle_kingdom:
        assert seen["left the box"] > 50 and seen["harmony"] > 50, seen
