"""The colour arithmetic the theme checks stand on."""
from __future__ import annotations

import pytest

from tests.app.ui import colour_vision as cv


@pytest.mark.parametrize("deficiency", cv.DEFICIENCIES)
@pytest.mark.parametrize("grey", [(0, 0, 0), (128, 128, 128), (255, 255, 255)])
def test_greys_look_the_same_with_every_deficiency(deficiency, grey):
    assert all(abs(a - b) <= 1 for a, b in zip(cv.simulate(grey, deficiency), grey))


def test_red_and_green_merge_for_deuteranopes_but_not_for_typical_vision():
    red, green = (222, 66, 74), (62, 172, 86)
    assert cv.delta_e(red, green) > 60
    seen = [cv.simulate(c, "deuteranopia") for c in (red, green)]
    assert cv.delta_e(*seen) < 10


def test_blue_and_green_merge_for_tritanopes():
    blue, green = (0, 114, 178), (0, 158, 115)
    assert cv.delta_e(cv.simulate(blue, "tritanopia"), cv.simulate(green, "tritanopia")) < cv.delta_e(blue, green) / 2


def test_contrast_ratio_spans_one_to_twenty_one():
    assert cv.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert cv.contrast((90, 90, 90), (90, 90, 90)) == pytest.approx(1.0)
    assert cv.contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.02)


def test_closest_pair_names_the_two_colours_that_look_alike():
    colours = [(0, 0, 0), (222, 66, 74), (255, 255, 255), (62, 172, 86)]
    d, i, j = cv.closest_pair(colours, "deuteranopia")
    assert (i, j) == (1, 3) and d < 10
