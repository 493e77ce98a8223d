"""The race of a search's openings: who leaves it, when it is over, and the choice at its end."""
from game.ai.race import Race, confident_best


def future(j: int, means: list[float]) -> dict[int, float]:
    """Opening i's outcome in future j: its mean plus luck common to all and a little of its own."""
    return {i: m + (j * 37 % 11) + 0.3 * ((i + 2 * j) % 3 - 1) for i, m in enumerate(means)}


def test_a_clearly_worse_opening_leaves_after_race_min_futures_but_never_the_first():
    race = Race(4, 1000, drop_z=2.0, race_min=4)
    means = [-5.0, 0.0, -30.0, 0.1]        # the first trails too, and stays
    for j in range(3):
        race.add(future(j, means))
    assert race.active == [0, 1, 2, 3]     # too few futures for anyone to leave
    race.add(future(3, means))
    assert race.active == [0, 1, 3]
    assert race.rows[2] and len(race.rows[2]) == 4 and len(race.rows[1]) == 4


def test_the_race_is_over_once_its_rollouts_are_spent_or_one_opening_is_left():
    race = Race(3, 9, drop_z=None, race_min=2)
    assert not race.add(future(0, [0, 0, 0])) and not race.add(future(1, [0, 0, 0]))
    assert race.add(future(2, [0, 0, 0])) and race.spent == 9 and race.done == 3
    alone = Race(2, 1000, drop_z=1.0, race_min=2)
    alone.add(future(0, [0.0, -50.0]))
    assert alone.add(future(1, [0.0, -50.0])) and alone.active == [0]


def test_outcomes_list_the_openings_still_racing_future_by_future():
    race = Race(3, 1000, drop_z=2.0, race_min=4)
    for j in range(4):
        race.add(future(j, [0.0, -40.0, 1.0]))
    assert race.active == [0, 2]
    assert race.outcomes() == [[race.rows[0][j], race.rows[2][j]] for j in range(4)]


def test_another_opening_overrules_the_first_only_beyond_z_standard_errors():
    ahead = [[j % 5, j % 5 + 1 + (0.5 if j % 2 else -0.5)] for j in range(10)]   # 1 ahead, SE about 0.17
    assert confident_best(ahead, 0.75) == 1 and confident_best(ahead, 10.0) == 0
    behind = [[row[1], row[0]] for row in ahead]
    assert confident_best(behind, 0.0) == 0
    assert confident_best([[1.0, 9.0]], 0.0) == 0          # one future: no evidence
