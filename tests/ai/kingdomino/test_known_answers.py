"""The coach against positions whose right answer is known: a denial pick (2 and 4 players),
a Middle Kingdom that can still be saved; Hint and the review give one judgement."""
from __future__ import annotations

import pytest

from game.ai.explain import explain
from game.ai.hint import suggest
from game.ai.kingdomino.random_player import RandomPlayer
from game.ai.review import coach_for, review_decision
from game.rules import scoring
from game.rules.actions import Choose, Place
from game.rules.config import GameConfig
from game.rules.kingdom import Kingdom, Placement
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_PLACE, KingdominoState

SAMPLES = 24        # the window's default budget


def _last_pick(players: int, seed: int, turn: int) -> KingdominoState:
    """A game of random players at the `turn`th pick from the last line."""
    s = kingdomino.new_game(GameConfig("kingdomino", players), seed)
    p = RandomPlayer(seed)
    while not (s.phase == PHASE_CHOOSE and s.lines_left == 0 and s.next and s.turn == turn):
        kingdomino.apply(s, p.choose(s))
    return s


def _denial_position(players: int, seed: int, rival: int, wheat_crown: int) -> KingdominoState:
    """The chooser has a crownless wheat field of 4, where domino `wheat_crown` (wheat with a
    crown) scores 5 and domino 48 (wheat + mine with 3 crowns) 3; `rival`, choosing next, has
    a mine of 2 squares and 4 crowns, where 48 scores 13 and the wheat domino 2."""
    s = _last_pick(players, seed, 0)
    assert {48, wheat_crown} <= set(s.next) and s.player_to_act() == 0
    d = s.dominoes
    s.kingdoms = [Kingdom(5) for _ in range(players)]
    s.kingdoms[0].place(d[0], Placement(1, 0, 0))         # wheat, wheat
    s.kingdoms[0].place(d[1], Placement(1, 1, 0))
    s.kingdoms[rival].place(d[44], Placement(1, 0, 0))    # mine with 2 crowns, wheat
    s.kingdoms[rival].place(d[45], Placement(1, 2, 3))    # swamp, mine with 2 crowns
    return s


@pytest.mark.parametrize("players, seed, rival, wheat_crown", [(2, 54, 1, 19), (4, 48, 2, 22)])
def test_keeping_a_domino_from_the_rival_who_needs_it_is_not_a_mistake(players, seed, rival, wheat_crown):
    s = _denial_position(players, seed, rival, wheat_crown)
    coach = coach_for("kingdomino")
    denial = review_decision(s, Choose(48), coach, SAMPLES)
    assert denial.loss == 0 and denial.best == Choose(48)
    greedy = review_decision(s, Choose(wheat_crown), coach, SAMPLES)
    # the own points prefer the wheat crown; the margin, which wins, the denial
    assert greedy.played_points > denial.played_points
    assert greedy.best == Choose(48) and greedy.loss > 3 and greedy.margin_best > greedy.margin_played
    assert greedy.why is not None and "denial" in greedy.why[1].kinds()
    kept = next(r for r in explain(s, "kingdomino", [Choose(48)]).reasons if r.kind == "denial")
    assert kept.values == {"number": 48, "crowns": 3, "seat": rival, "points": 13}
    assert "denial" not in explain(s, "kingdomino", [Choose(wheat_crown)]).kinds()


def test_the_hint_and_the_review_are_one_judgement():
    """The same position and budget: the Hint's move is the review's better move, with the
    same figures, and the Hint's move reviewed loses nothing."""
    s = _denial_position(2, 54, 1, 19)
    hint = suggest(s, "kingdomino", SAMPLES)
    greedy = review_decision(s, Choose(19), coach_for("kingdomino"), SAMPLES)
    assert hint.action == greedy.best == Choose(48) and hint.then is None
    assert (hint.margin, hint.points) == (greedy.margin_best, greedy.best_points)
    same = review_decision(s, hint.action, coach_for("kingdomino"), SAMPLES)
    assert same.loss == 0 and (same.margin_played, same.played_points) == (hint.margin, hint.points)


def _final(s: KingdominoState, action, seat: int) -> tuple[int, bool]:
    """seat's final points after `action` ends the game, and whether it has the Middle Kingdom."""
    t = s.copy()
    kingdomino.apply(t, action)
    return (scoring.total(t.kingdoms[seat], kingdomino.bonuses_of(t.config), t.discards[seat]),
            scoring.middle_kingdom(t.kingdoms[seat]))


def _nearly_centred(s: KingdominoState) -> Kingdom:
    """A kingdom reaching x −2 and 2, y −2 and 1 (row 2 still empty), of plain dominoes of
    the terrain T of the domino to place, with a crowned T territory at its west end: the
    domino scores more there, but only row 2 completes the 5×5 round the castle."""
    d = s.domino_to_place()
    t = d.t1
    plain = next(x for x in s.dominoes if x.t1 == x.t2 == t and not x.c1 + x.c2)
    crowned = next(x for x in s.dominoes if x.t1 == t and x.c1 and x.t2 != t)
    k = Kingdom(5)
    k.place(plain, Placement(1, 0, 0))           # (1, 0), (2, 0)
    k.place(crowned, Placement(-1, 0, 2))        # (−1, 0) crowned T, (−2, 0)
    k.place(plain, Placement(0, -1, 3))          # (0, −1), (0, −2)
    k.place(plain, Placement(0, 1, 0))           # (0, 1), (1, 1)
    return k


def test_a_middle_kingdom_that_can_still_be_saved_is_saved():
    """The last placement of a game with the Middle Kingdom (10 points), in a kingdom where a
    spot beside its crowned territory scores more in territories but gives the bonus up: the
    review blames it by exactly what it costs and proposes a spot that keeps the castle in
    the centre."""
    config = GameConfig("kingdomino", 2, variants=("middle_kingdom",))
    for seed in range(20):
        s = kingdomino.new_game(config, seed)
        p = RandomPlayer(seed)
        while not (s.phase == PHASE_PLACE and not s.next and s.turn == len(s.current) - 1):
            kingdomino.apply(s, p.choose(s))
        seat = s.player_to_act()
        s.kingdoms[seat] = _nearly_centred(s)
        finals = {a: _final(s, a, seat) for a in kingdomino.legal_actions(s) if isinstance(a, Place)}
        bonus = kingdomino.bonuses_of(config).middle_kingdom
        territory = {a: points - (bonus if kept else 0) for a, (points, kept) in finals.items()}
        tempting = max(finals, key=lambda a: (territory[a], str(a)))
        best = max(points for points, _ in finals.values())
        if finals[tempting][1] or not any(kept for _, kept in finals.values()):
            continue                      # the case is not one of a bonus given up for territory
        r = review_decision(s, tempting, coach_for("kingdomino"), 3)
        assert r.loss == best - finals[tempting][0] > 0 and finals[r.best] == (best, True)
        assert r.why is not None and "bonus_lost" in r.why[0].kinds() and "bonus_done" in r.why[1].kinds()
        return
    pytest.fail("no position of a bonus given up for more territory")
