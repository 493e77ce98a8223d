"""The Duel coach on a die pick: a die that gives the map far less is blamed, with the best
die; a die the opponent needed says so in words, by greedy's own reckoning."""
from __future__ import annotations

from game.ai.duel.explain import kept_die
from game.ai.duel.players import DuelGreedyPlayer
from game.ai.explain import explain
from game.ai.review import coach_for, review_decision
from game.rules.duel.actions import Pick
from game.rules.duel.scoring import total
from game.rules.duel.state import NOBODY
from tests.ai.played import played


def _first_pick_of_round_3():
    return played("duel", "greedy", 0, 12)


def test_a_die_the_opponent_needed_is_named_and_a_poor_die_blamed():
    s = _first_pick_of_round_3()
    p = s.player_to_act()
    o = 1 - p
    assert not s.dice_of(o) and all(owner == NOBODY for owner in s.owner)
    greedy, base = DuelGreedyPlayer(0), total(s.maps[o], s.domain[o])

    def gain(d: int, taken: int) -> int:
        """The opponent's best drawing with die d and another, `taken` gone: brute force."""
        return max(greedy.best_drawing(s, o, [d, e], base, {}) for e in range(4) if e not in (d, taken)) - base

    for die in range(4):
        reason = kept_die(s, p, die)
        needed = gain(die, -1)
        favourite = all(needed >= gain(d, die) for d in range(4) if d != die)
        assert (reason is not None) == (favourite and needed >= 2)
        assert reason is None or reason.values == {"die": die, "seat": o, "points": needed}
    assert "deny_die" in explain(s, "duel", [Pick(0)]).kinds()
    poor = review_decision(s, Pick(1), coach_for("duel"), 12)      # loss 19.4 (20.8 with 24 futures)
    assert poor.best == Pick(3) and poor.loss > 10 and poor.margin_best > poor.margin_played
