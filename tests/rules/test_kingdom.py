"""Placement rules of one kingdom (docs/rules.md, Placing a domino)."""
import pytest

from game.rules.kingdom import Kingdom, Placement, with_crowns
from tests.rules.support import (
    CONFIGS,
    as_cells,
    bbox,
    domino,
    grid_kingdom,
    naive_cells,
    naive_placements,
    random_game,
)

WF = domino("W0", "F0")
WW = domino("W0", "W0")
LS = domino("L0", "S0")


def kingdom_with(*placed, n=5):
    k = Kingdom(n)
    for d, p in placed:
        assert k.is_legal(d, p), (d, p)
        k.place(d, p)
    return k


def test_empty_kingdom_every_placement_touches_the_castle_in_all_four_orientations():
    k = Kingdom(5)
    ps = k.placements(WF)
    assert len(ps) == 24  # 12 cell pairs touching the castle, each half either way
    assert {p.rot for p in ps} == {0, 1, 2, 3}
    for p in ps:
        cells = {(p.x, p.y), p.second()}
        assert cells & {(1, 0), (-1, 0), (0, 1), (0, -1)}
        assert (0, 0) not in cells
    for p in (Placement(1, 0, 0), Placement(0, 1, 1), Placement(-1, 0, 2), Placement(0, -1, 3),
              Placement(2, 0, 2), Placement(0, 2, 3), Placement(-2, 0, 0), Placement(0, -2, 1)):
        assert k.is_legal(WF, p), p


def test_symmetric_domino_gives_each_distinct_placement_once():
    k = Kingdom(5)
    ps = k.placements(WW)
    assert len(ps) == 12
    assert len({as_cells(WW, p) for p in ps}) == 12
    assert len({as_cells(WF, p) for p in k.placements(WF)}) == 24


def test_a_half_must_touch_the_castle_or_its_own_terrain():
    k = kingdom_with((WF, Placement(1, 0, 0)))        # W at (1,0), F at (2,0)
    assert k.is_legal(LS, Placement(-1, 0, 2))          # next to the castle
    assert not k.is_legal(LS, Placement(3, 0, 0))       # touches only a forest
    assert not k.is_legal(LS, Placement(1, 1, 0))       # touches W and F, neither matches
    assert k.is_legal(domino("F2", "S0"), Placement(2, 1, 1))   # F below the forest
    assert not k.is_legal(domino("S0", "F2"), Placement(2, 1, 1))  # S there, F touches nothing
    fl = domino("F1", "L0")
    assert k.is_legal(fl, Placement(3, 0, 0))           # F half next to the forest
    assert k.is_legal(domino("L0", "F0"), Placement(3, -1, 1))  # second half F at (3,0) next to F
    assert not k.is_legal(domino("F0", "L0"), Placement(3, -1, 1))  # L at (3,0): no
    diag = domino("F0", "F0")
    assert not k.is_legal(diag, Placement(3, 1, 0))     # diagonal contact does not count


def test_wrong_terrain_next_to_castle_is_still_legal_castle_is_wild():
    k = kingdom_with((WF, Placement(1, 0, 0)))
    assert k.is_legal(domino("M3", "M2"), Placement(0, 1, 1))


def test_occupied_cells_are_refused():
    k = kingdom_with((WF, Placement(1, 0, 0)))
    assert not k.is_legal(WW, Placement(0, 0, 3))      # castle
    assert not k.is_legal(WW, Placement(1, 0, 1))      # on the wheat
    assert not k.is_legal(WW, Placement(2, 1, 3))      # second half on the forest


def test_castle_may_end_up_on_the_edge_but_the_box_stays_within_n():
    k = kingdom_with((WW, Placement(1, 0, 0)), (WW, Placement(3, 0, 0)))
    assert k.bbox_size() == (5, 1)                      # castle at the left edge
    assert not k.is_legal(WW, Placement(-1, 0, 3))      # column -1 would make 6 wide
    assert not k.is_legal(WW, Placement(-2, 0, 0))
    assert k.is_legal(WW, Placement(0, 1, 1))           # rows may still grow
    k2 = kingdom_with((WW, Placement(0, 1, 1)), (WW, Placement(0, 3, 1)))
    assert k2.bbox_size() == (1, 5)
    assert not k2.is_legal(WW, Placement(0, -1, 3))
    assert all(0 <= y <= 4 for p in k2.placements(WW) for y in (p.y, p.second()[1]))


def test_bound_counts_the_castle_itself():
    # squares span x in [-3, -2] only, but with the castle at x=0 the box is 4 wide
    k = grid_kingdom(["W0 W0 . C"]).kingdom
    assert k.bbox_size() == (4, 1)
    assert not k.is_legal(WW, Placement(1, 0, 0))       # x=2 would make it 6 wide
    assert k.is_legal(WW, Placement(1, 0, 1))           # x=1 keeps it 5 wide


def test_seven_by_seven_allows_seven_wide():
    k = kingdom_with((WW, Placement(1, 0, 0)), (WW, Placement(3, 0, 0)), (WW, Placement(5, 0, 0)),
                     n=7)
    assert k.bbox_size() == (7, 1)
    assert not k.is_legal(WW, Placement(-1, 0, 1))
    five = kingdom_with((WW, Placement(1, 0, 0)), (WW, Placement(3, 0, 0)))
    assert not five.is_legal(WW, Placement(5, 0, 0))


def test_no_placement_means_the_list_is_empty():
    # full 5x5 but for two cells at the bottom right, surrounded by wheat only
    rows = ["W0 W0 W0 W0 W0", "W0 W0 W0 W0 W0", "W0 W0 C  W0 W0", "W0 W0 W0 W0 W0",
            "W0 W0 W0 .  ."]
    k = grid_kingdom(rows).kingdom
    assert k.placements(LS) == [] and k.count_placements(LS) == 0
    assert {(p.x, p.y, p.rot) for p in k.placements(domino("L0", "W1"))} == {(1, 2, 0), (2, 2, 2)}
    assert {(p.x, p.y, p.rot) for p in k.placements(WW)} == {(1, 2, 0)}
    assert len(k.placements(WF)) == 2    # either half order touching wheat


@pytest.mark.parametrize("rows", [
    ["C"],
    ["W0 W0 C F1 F0"],
    [". W1 .", "L0 C L2", ". S0 ."],
    ["M2 M0 . .", "G0 C F0 .", ". . F1 F1", ". . . W0"],
])
@pytest.mark.parametrize("d", [WF, WW, LS, domino("F1", "L0"), domino("M2", "W0")])
def test_generator_equals_naive_enumeration_on_fixed_kingdoms(rows, d):
    k = grid_kingdom(rows).kingdom
    got = [as_cells(d, p) for p in k.placements(d)]
    assert len(got) == len(set(got))
    assert set(got) == naive_placements(naive_cells(k), d, 5)


def test_place_adds_both_halves_with_crowns_and_grows_the_box():
    k = Kingdom(5)
    d = domino("F1", "L2")
    k.place(d, Placement(0, -1, 3))
    assert k.squares() == [(0, -2, 2, 2), (0, -1, 1, 1)]
    assert k.bbox_size() == (1, 3) and k.filled() == 3
    assert bbox(naive_cells(k)) == (1, 3)


def test_is_legal_refuses_bad_rotations_and_cells_outside_the_window():
    k = Kingdom(5)
    for p in (Placement(1, 0, 4), Placement(1, 0, -1), Placement(4, 0, 0), Placement(9, 9, 0),
              Placement(0, -4, 3)):
        assert not k.is_legal(WF, p)


def test_copy_is_independent():
    k = kingdom_with((WF, Placement(1, 0, 0)))
    before = k.squares()
    c = k.copy()
    c.place(LS, Placement(-1, 0, 2))
    assert k.squares() == before and k.bbox_size() == (3, 1)
    assert len(c.squares()) == 4 and c.bbox_size() == (5, 1)
    assert k.is_legal(LS, Placement(-1, 0, 2))


def test_set_square_refuses_filled_and_outside_cells():
    k = Kingdom(5)
    with pytest.raises(ValueError, match="already filled"):
        k.set_square(0, 0, 0, 0)
    with pytest.raises(ValueError, match="outside"):
        k.set_square(5, 0, 0, 0)


@pytest.mark.parametrize("config", [CONFIGS[2], CONFIGS[6]], ids=["5x5", "7x7"])
def test_placing_from_the_table_is_setting_both_squares(config):
    """place_anchor looks its cells and box up in a table: on the kingdoms of random games,
    every legal placement leaves the kingdom that setting its two squares one by one does."""
    checked = 0

    def check(state):
        nonlocal checked
        if state.phase != "place":
            return
        k, d = state.kingdoms[state.current_player()], state.current_domino()
        for p in k.placements(d):
            placed, by_squares = k.copy(), k.copy()
            placed.place(d, p)
            by_squares.set_square(p.x, p.y, d.t1, d.c1)
            by_squares.set_square(*p.second(), d.t2, d.c2)
            assert placed.squares() == by_squares.squares()
            assert (placed.occ, placed.allowed, placed.bbox_size(), placed.cr1, placed.cr2, placed.cr3) == (
                by_squares.occ, by_squares.allowed, by_squares.bbox_size(), by_squares.cr1, by_squares.cr2,
                by_squares.cr3)
            checked += 1

    random_game(config, 1, check)
    assert checked > 100


@pytest.mark.parametrize("crowns", [0, 1, 2, 3])
def test_a_placed_dominos_crowns_are_the_masks_with_crowns_gives(crowns):
    k = Kingdom(5)
    d = domino("W0", f"F{crowns}")
    before = (k.cr1, k.cr2, k.cr3)
    k.place(d, Placement(1, 0, 0))
    cell = k.terr[d.t2]
    assert cell.bit_count() == 1
    assert (k.cr1, k.cr2, k.cr3) == with_crowns(*before, cell, crowns)
    assert [m.bit_count() for m in (k.cr1, k.cr2, k.cr3)] == [int(crowns >= i) for i in (1, 2, 3)]
