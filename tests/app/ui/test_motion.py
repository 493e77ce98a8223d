"""The motion helpers are pure functions of time: eased from start to end, a count-up ends
exactly on its value, a glow lights up and is gone at its end."""
from hypothesis import given
from hypothesis import strategies as st

from game.app.ui.motion import CountUp, Tween, ease_out, glow, progress, smooth


def test_easings_start_at_0_end_at_1_and_never_go_back():
    for ease in (smooth, ease_out):
        values = [ease(i / 50) for i in range(-5, 56)]
        assert values[0] == 0.0 and values[-1] == 1.0
        assert all(a <= b for a, b in zip(values, values[1:]))


def test_progress_of_an_animation_that_lasts_nothing_is_at_its_end():
    assert progress(5.0, 5.0, 0.0) == 1.0
    assert progress(0.5, 0.0, 2.0) == 0.25 and progress(-1.0, 0.0, 2.0) == 0.0 and progress(9.0, 0.0, 2.0) == 1.0


def test_a_tween_goes_from_a_to_b_and_stays():
    t = Tween(start=1.0, duration=0.5, a=10.0, b=20.0)
    assert t.at(0.0) == 10.0 and t.at(1.0) == 10.0
    assert 10.0 < t.at(1.2) < 20.0 and not t.done(1.2)
    assert t.at(1.5) == 20.0 and t.at(9.0) == 20.0 and t.done(1.5)


@given(st.integers(-200, 200), st.integers(-200, 200), st.floats(0.0, 3.0), st.floats(0.001, 0.5))
def test_a_count_up_moves_between_its_values_and_ends_exactly_on_the_new_one(old, new, duration, step):
    c = CountUp(old, new, 0.0, duration)
    now, shown = 0.0, []
    while not c.done(now):
        shown.append(c.at(now))
        now += step
    assert c.at(now) == new
    assert all(min(old, new) <= v <= max(old, new) for v in shown)


def test_a_count_up_redirected_midway_goes_on_from_what_it_shows():
    c = CountUp(0, 100, 0.0, 1.0)
    mid = c.at(0.5)
    d = c.to(40, 0.5, 1.0)
    assert 0 < mid < 100 and d.at(0.5) == mid and d.at(1.5) == 40


def test_a_glow_lights_up_then_is_gone():
    assert glow(-0.1, 0.0, 1.0) == 0.0
    assert glow(0.1, 0.0, 1.0) > 0.5
    assert glow(1.0, 0.0, 1.0) == 0.0 and glow(5.0, 0.0, 1.0) == 0.0
