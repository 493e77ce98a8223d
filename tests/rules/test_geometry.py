"""Bit-board geometry: window, coordinates, neighbours, the N×N window of legal cells."""
import pytest

from game.rules.geometry import bits, geometry


@pytest.mark.parametrize("n", [5, 7])
def test_window_shape_and_castle_at_centre(n):
    g = geometry(n)
    assert g.side == 2 * n - 1 and g.stride == 2 * n
    assert g.valid.bit_count() == g.side ** 2
    assert g.rel(g.castle_bit.bit_length() - 1) == (0, 0)
    assert geometry(n) is g  # cached


@pytest.mark.parametrize("n", [5, 7])
def test_rel_and_from_rel_round_trip_over_the_whole_window(n):
    g = geometry(n)
    seen = set()
    for idx in bits(g.valid):
        x, y = g.rel(idx)
        assert g.from_rel(x, y) == idx
        assert g.bit_index(*g.xy(idx)) == idx
        seen.add((x, y))
    assert seen == {(x, y) for x in range(-n + 1, n) for y in range(-n + 1, n)}
    assert g.from_rel(n, 0) is None and g.from_rel(0, -n) is None


def test_neighbours_are_orthogonal_and_never_wrap_rows():
    g = geometry(5)
    right_edge = g.from_rel(4, 0)
    nb = {g.rel(i) for i in bits(g.neighbours(1 << right_edge))}
    assert nb == {(3, 0), (4, 1), (4, -1)}
    corner = g.from_rel(-4, -4)
    assert {g.rel(i) for i in bits(g.neighbours(1 << corner))} == {(-3, -4), (-4, -3)}
    centre = {g.rel(i) for i in bits(g.neighbours(g.castle_bit))}
    assert centre == {(1, 0), (-1, 0), (0, 1), (0, -1)}


def test_window_is_every_cell_keeping_the_box_within_n():
    g = geometry(5)
    c = g.castle_x
    only_castle = {g.rel(i) for i in bits(g.window(c, c, c, c))}
    assert only_castle == {(x, y) for x in range(-4, 5) for y in range(-4, 5)}
    # box already spans x in [-1, 2], y in [0, 4]: x may go -2..3, y only 0..4
    w = {g.rel(i) for i in bits(g.window(c - 1, c + 2, c, c + 4))}
    assert w == {(x, y) for x in range(-2, 4) for y in range(0, 5)}


def test_bits_yields_indices_lowest_first():
    assert list(bits(0)) == []
    assert list(bits(0b1010010)) == [1, 4, 6]
