"""The `greedy` player is Full-Greedy (CIG-2018) with its authors' two filters: checked
against a brute force written here with Kingdom.copy() + place + scoring.total and the
filters on coordinates, on random mid-game states; and on constructed positions."""
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.kingdomino.greedy import Evaluator, GreedyPlayer, centre_sides, sensible_masks, sensible_spots
from game.ai.kingdomino.random_player import RandomPlayer
from game.ai.registry import make_player
from game.rules import scoring
from game.rules.actions import Choose, Discard, Place
from game.rules.config import GameConfig
from game.rules.geometry import bits
from game.rules.kingdom import Placement
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_PLACE
from game.rules.rng import Rng
from tests.rules.support import CONFIGS, DELTAS, domino, grid_kingdom, naive_cells


@cache
def centred_square(h: int) -> tuple[frozenset, dict]:
    """The cells with |x|, |y| <= h, and each one's neighbours among them."""
    square = frozenset((x, y) for x in range(-h, h + 1) for y in range(-h, h + 1))
    return square, {c: [nb for nb in ((c[0] + dx, c[1] + dy) for dx, dy in DELTAS) if nb in square] for c in square}


def naive_holes(filled: set, h: int) -> set:
    """Empty cells of the centred square (|x|, |y| <= h) with no empty neighbour in it."""
    square, beside = centred_square(h)
    empty = square - filled
    return {c for c in empty if not any(nb in empty for nb in beside[c])}


def sensible(k, d):
    """The placements the filters keep: inside the centred N×N, no new hole (else all)."""
    h = k.n // 2
    filled = set(naive_cells(k))
    before = naive_holes(filled, h)
    good = []
    for p in k.placements(d):
        pair = {(p.x, p.y), p.second()}
        if all(abs(x) <= h and abs(y) <= h for x, y in pair) and naive_holes(filled | pair, h) <= before:
            good.append(p)
    return good or k.placements(d)


def best_after(k, d, b, discards):
    """Best total reachable by placing d on k at a sensible spot (k's own total, one
    discard more, if d cannot be placed: Harmony may be lost by it)."""
    values = []
    for p in sensible(k, d):
        k1 = k.copy()
        k1.place(d, p)
        values.append(scoring.total(k1, b, discards))
    return max(values) if values else scoring.total(k, b, discards + 1)


def free_next(state):
    return [n for n, king in zip(state.next, state.next_kings) if king == FREE]


def choice_values(state, k, b):
    discards = state.discards[state.current_player()]
    return {n: best_after(k, state.dominoes[n - 1], b, discards) for n in free_next(state)}


def placement_value(state, k, d, p, b):
    k1 = k.copy()
    k1.place(d, p)
    if not state.next:
        return scoring.total(k1, b, state.discards[state.current_player()])
    return max(choice_values(state, k1, b).values())


def mid_game_state(cfg, seed, cut):
    state = kingdomino.new_game(cfg, seed)
    rng = Rng(seed)
    for _ in range(cut):
        acts = kingdomino.legal_actions(state)
        nxt = state.copy()
        kingdomino.apply(nxt, acts[rng.below(len(acts))])
        if kingdomino.is_over(nxt) or nxt.phase not in (PHASE_PLACE, PHASE_CHOOSE):
            break
        state = nxt
    return state


@settings(max_examples=250)
@given(st.sampled_from(CONFIGS), st.integers(0, 2 ** 32 - 1), st.integers(4, 110))
def test_greedy_matches_brute_force_full_greedy(cfg, seed, cut):
    state = mid_game_state(cfg, seed, cut)
    b = kingdomino.bonuses_of(cfg)
    k = state.kingdoms[state.current_player()]
    before = state.to_dict()
    action = GreedyPlayer(seed).choose(state)
    assert state.to_dict() == before, "choosing must not change the state"
    assert action in kingdomino.legal_actions(state)
    if state.phase == PHASE_CHOOSE:
        values = choice_values(state, k, b)
        assert isinstance(action, Choose)
        assert values[action.number] == max(values.values())
        return
    d = state.current_domino()
    placements = sensible(k, d)
    if not placements:
        assert action == Discard()
        return
    values = {p: placement_value(state, k, d, p, b) for p in placements}
    assert isinstance(action, Place)
    assert values[Placement(action.x, action.y, action.rot)] == max(values.values())


@settings(max_examples=120)
@given(st.sampled_from(CONFIGS), st.integers(0, 2 ** 32 - 1), st.integers(4, 110))
def test_sensible_spots_are_the_naive_filters_in_the_same_order(cfg, seed, cut):
    """Same order too: greedy breaks ties by position in the list."""
    state = mid_game_state(cfg, seed, cut)
    k = state.kingdoms[state.current_player()]
    rng = Rng(seed)
    for _ in range(6):
        d = state.dominoes[rng.below(len(state.dominoes))]
        assert [k.placement_of(*s) for s in sensible_spots(k, d)] == sensible(k, d)


def best_spot_by_spot(k, d, masks, b, discards):
    """The best total over the anchors of `masks`, each placed on a copy and scored by the
    rules' scoring (one discard more when there is none: Harmony may hang on it)."""
    totals = []
    for rot, m in enumerate(masks):
        for a in bits(m):
            k1 = k.copy()
            k1.place_anchor(d, rot, a)
            totals.append(scoring.total(k1, b, discards))
    return max(totals) if totals else scoring.total(k, b, discards + 1)


@settings(max_examples=80)
@given(st.sampled_from(CONFIGS + [GameConfig("kingdomino", 3, ("middle_kingdom",))]),
       st.integers(0, 2 ** 32 - 1), st.integers(4, 110))
def test_the_best_on_cell_masks_is_the_best_spot_by_spot(cfg, seed, cut):
    """Evaluator.best works on classes of cells, not spot by spot: the same value as every
    spot placed and scored, for every legal and every sensible placement, on each kingdom
    of a random position and on the kingdoms a few placements lead to (placed(), where a
    domino of other terrains than the placed one's takes the best gain of the kingdom before
    if a spot that reaches it is still among the masks); best_sensible, which finds that
    spot among the sensible ones without their masks, as the best over sensible_masks."""
    state = mid_game_state(cfg, seed, cut)
    b = kingdomino.bonuses_of(cfg)
    rng = Rng(seed)
    doms = state.dominoes
    for p, k in enumerate(state.kingdoms):
        discards = state.discards[p]
        ev = Evaluator(k, b, discards)
        first = doms[rng.below(len(doms))]
        spots = [(rot, a) for rot, m in enumerate(k.anchor_masks(first)) for a in bits(m)][:3]
        kingdoms = [(k, ev)]
        for rot, a in spots:
            k1 = k.copy()
            k1.place_anchor(first, rot, a)
            kingdoms.append((k1, ev.placed(first, rot, a)))
        for k1, ev1 in kingdoms:
            for _ in range(4):
                d = doms[rng.below(len(doms))]
                for masks in (k1.anchor_masks(d), sensible_masks(k1, d)):
                    assert ev1.best(d, masks) == best_spot_by_spot(k1, d, masks, b, discards)
                assert ev1.best_sensible(d) == best_spot_by_spot(k1, d, sensible_masks(k1, d), b, discards)


def test_the_evaluator_scores_every_placement_as_the_placed_kingdom_does():
    """Along whole greedy games with both bonuses, where the Middle Kingdom is won late:
    every legal spot of the domino to place, and of each domino of the next line."""
    cfg = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))
    b = kingdomino.bonuses_of(cfg)
    spots = middle = harmony = 0
    for seed in (1, 2):
        state = kingdomino.new_game(cfg, seed)
        seats = [GreedyPlayer(seed + i) for i in range(4)]
        while not kingdomino.is_over(state):
            if state.phase == PHASE_PLACE:
                p = state.current_player()
                k, discards = state.kingdoms[p], state.discards[p]
                ev = Evaluator(k, b, discards)
                for d in [state.current_domino()] + [state.dominoes[n - 1] for n in state.next]:
                    for rot, m in enumerate(k.anchor_masks(d)):
                        for a in bits(m):
                            k1 = k.copy()
                            k1.place_anchor(d, rot, a)
                            assert ev.after(d, rot, a) == scoring.total(k1, b, discards)
                            assert ev.placed(d, rot, a).pts == Evaluator(k1, b, discards).pts
                            mk, hm = scoring.bonus_points(k1, b, discards)
                            spots, middle, harmony = spots + 1, middle + bool(mk), harmony + bool(hm)
            kingdomino.apply(state, seats[state.current_player()].choose(state))
    assert spots > 1000 and middle and harmony


def play(cfg, seed, seats):
    state = kingdomino.new_game(cfg, seed)
    while not kingdomino.is_over(state):
        kingdomino.apply(state, seats[state.current_player()].choose(state))
    return [r.total for r in kingdomino.results(state)]


def test_greedy_beats_random_on_average():
    cfg = GameConfig("kingdomino", 2)
    greedy_total = random_total = 0
    for seed in range(12):
        seats = [GreedyPlayer(seed), RandomPlayer(seed)]
        if seed % 2:
            seats.reverse()
        scores = play(cfg, seed, seats)
        g = 0 if seed % 2 == 0 else 1
        greedy_total += scores[g]
        random_total += scores[1 - g]
    assert greedy_total > 1.5 * random_total


def test_same_seed_same_game():
    cfg = GameConfig("kingdomino", 3, ("middle_kingdom", "harmony"))
    a = play(cfg, 4, [GreedyPlayer(i) for i in range(3)])
    b = play(cfg, 4, [GreedyPlayer(i) for i in range(3)])
    assert a == b


@settings(max_examples=60)
@given(st.sampled_from(CONFIGS), st.integers(0, 2 ** 32 - 1), st.integers(4, 110))
def test_the_pick_after_a_placement_is_a_fresh_players(cfg, seed, cut):
    """The picks a placement's decision worked out serve the pick that follows: the same
    as a player that comes fresh to the position."""
    state = mid_game_state(cfg, seed, cut)
    if state.phase != PHASE_PLACE or not state.next:
        return
    b = kingdomino.bonuses_of(cfg)
    player = GreedyPlayer(seed)
    kingdomino.apply(state, player.choose(state))
    assert state.phase == PHASE_CHOOSE
    remembered = player.choice_picks(state, b)
    assert remembered == GreedyPlayer(seed).choice_picks(state, b)
    values = choice_values(state, state.kingdoms[state.current_player()], b)
    assert set(remembered) == {n for n, v in values.items() if v == max(values.values())}


def test_registry_makes_greedy_for_both_domino_games():
    for game in ("kingdomino", "kralovska_zahrada"):
        p = make_player("greedy", game, 1)
        assert isinstance(p, GreedyPlayer) and p.name == "greedy"


# ---- the paper's two filters: inside the castle-centred N×N, no new one-square hole ----
def last_placement(rows, number):
    """A real last-round state where the acting player holds domino `number` and the
    kingdom drawn in `rows` (plain 4-player Kingdomino: no bonus guides the choice)."""
    state = kingdomino.new_game(GameConfig("kingdomino", 4), 1)
    while not (state.phase == PHASE_PLACE and not state.next):
        kingdomino.apply(state, GreedyPlayer(0).choose(state))
    state.kingdoms[state.player_to_act()] = grid_kingdom(rows).kingdom
    state.current[state.turn] = number
    return state


def cells_of(k, spot):
    rot, a = spot
    return (0b11 if rot in (0, 2) else 1 | 1 << k.g.stride) << a


def outside(k, spot):
    return bool(cells_of(k, spot) & ~centre_sides(k.g.n)[0])


def holes(occ, square, r):
    empty = square & ~occ
    return empty & ~((empty << 1) | (empty >> 1) | (empty << r) | (empty >> r))


def new_hole(k, spot):
    sq, r = centre_sides(k.g.n)[0], k.g.stride
    return bool(holes(k.occ | cells_of(k, spot), sq, r) & ~holes(k.occ, sq, r))


def unfiltered_best(state):
    """The placements plain Full-Greedy (every legal spot) would weigh best."""
    k, d = state.kingdoms[state.player_to_act()], state.domino_to_place()
    ev = Evaluator(k, kingdomino.bonuses_of(state.config))
    values = {(rot, a): ev.after(d, rot, a) for rot, m in enumerate(k.anchor_masks(d)) for a in bits(m)}
    return [s for s, v in values.items() if v == max(values.values())]


def chosen_spot(state, seed):
    k = state.kingdoms[state.player_to_act()]
    action = GreedyPlayer(seed).choose(state)
    assert action in kingdomino.legal_actions(state)
    return k, k.anchor_of(Placement(action.x, action.y, action.rot)), action.rot


OUTSIDE_ROWS = [". . . L0 M2", ". F0 F0 F1 S0", "L0 L0 L1 C S0", "L0 L0 F0 L0 S0", ". W0 F0 W0 ."]
HOLE_ROWS = [". W0 W0 F0 .", "S0 S1 C L0 L0", "M2 . S0 L1 .", ". . S0 F0 ."]


def test_greedy_keeps_inside_the_castle_centred_square():
    state = last_placement(OUTSIDE_ROWS, 42)
    k = state.kingdoms[state.player_to_act()]
    assert all(outside(k, s) for s in unfiltered_best(state))    # what the filter prevents
    for seed in range(8):
        k, anchor, rot = chosen_spot(state, seed)
        assert not outside(k, (rot, anchor))


def test_greedy_leaves_no_new_one_square_hole():
    state = last_placement(HOLE_ROWS, 16)
    k = state.kingdoms[state.player_to_act()]
    assert all(new_hole(k, s) and not outside(k, s) for s in unfiltered_best(state))
    for seed in range(8):
        k, anchor, rot = chosen_spot(state, seed)
        assert not new_hole(k, (rot, anchor))


def test_the_filters_give_way_when_nothing_else_is_legal():
    d = domino("W0", "W0")
    # wheat fits only east of the kingdom, outside the centred square: every spot is kept
    k = grid_kingdom(["M0 W0 W0 W0"] * 2 + ["M0 C W0 W0"] + ["M0 W0 W0 W0"] * 2).kingdom
    every = [(rot, a) for rot, m in enumerate(k.anchor_masks(d)) for a in bits(m)]
    assert every and all(outside(k, s) for s in every)
    assert sensible_spots(k, d) == every
    # with an inside spot on offer, the outside ones go
    k = grid_kingdom(["C W0"]).kingdom
    kept = sensible_spots(k, d)
    assert kept and not any(outside(k, s) for s in kept)
    assert any(outside(k, (rot, a)) for rot, m in enumerate(k.anchor_masks(d)) for a in bits(m))


def test_remembered_terrain_points_are_the_kingdoms_and_stay_within_their_limit(monkeypatch):
    from game.ai.kingdomino import greedy
    monkeypatch.setattr(greedy, "POINTS_LIMIT", 8)
    greedy._POINTS.clear()
    cfg = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))
    state = kingdomino.new_game(cfg, 3)
    seats = [GreedyPlayer(3 + i) for i in range(4)]
    sizes = []
    while not kingdomino.is_over(state):
        for k in state.kingdoms:
            for _ in range(2):       # worked out, then remembered
                pts = greedy.points_by_terrain(k)
                assert pts == [scoring.terrain_points(k, t) for t in range(len(k.terr))]
                pts[0] += 100        # the caller's own list: the memo is not touched
            sizes.append(len(greedy._POINTS))
        kingdomino.apply(state, seats[state.current_player()].choose(state))
    assert max(sizes) <= 8 and len(set(sizes)) > 2
