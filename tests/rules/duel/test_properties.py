"""Property tests over random Duel games: every listed action applies, anything else
is refused without a change, states round-trip, and a record replays exactly."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import duel
from game.rules.actions import IllegalAction, action_from_dict, action_to_dict
from game.rules.duel.actions import AddCross, PlaceDie, PlaceDomino, SetFace
from game.rules.duel.state import DROPPED, NOBODY, PENDING, DuelState
from game.rules.registry import rules_for
from game.rules.replay import GameRecord, replay
from game.rules.rng import Rng
from tests.rules.duel.helpers import CFG, DC


def random_game(seed: int, probe: Rng | None = None):
    """Play a game of uniformly random legal actions; with probe, also check each
    position (a few listed actions apply on copies; random other actions are refused)."""
    s = duel.new_game(CFG, seed)
    rng = Rng.from_seed(seed)
    log = []
    while not duel.is_over(s):
        acts = duel.legal_actions(s)
        assert acts, "a live game always has a legal action"
        if probe is not None:
            check_position(s, acts, probe)
        a = acts[rng.below(len(acts))]
        duel.apply(s, a)
        log.append(a)
    return s, log


def check_position(s: DuelState, acts: list, probe: Rng) -> None:
    for i in range(min(3, len(acts))):
        c = s.copy()
        duel.apply(c, acts[probe.below(len(acts))])
    listed = set(acts)
    n = len(s.maps[0].crosses)
    candidates = [PlaceDomino(probe.below(n), probe.below(n), probe.below(8) - 2, probe.below(8) - 2),
                  PlaceDie(probe.below(4), probe.below(n), probe.below(8) - 2),
                  SetFace(probe.below(5), probe.below(7)), AddCross(probe.below(n + 1))]
    before = s.to_dict()
    for a in candidates:
        mirror = isinstance(a, PlaceDomino) and PlaceDomino(a.b, a.a, a.arms_b, a.arms_a) in listed
        if a in listed or mirror:
            continue
        try:
            duel.apply(s, a)
        except IllegalAction as exc:
            assert str(exc) and "\n" not in str(exc)
        else:
            raise AssertionError(f"unlisted action {a} was accepted")
        assert s.to_dict() == before


def check_invariants(s: DuelState) -> None:
    drawn = [m.occ.bit_count() for m in s.maps]
    assert all(0 <= x <= 34 for x in drawn)
    for p in (0, 1):
        for i, sp in enumerate(DC.spells):
            assert 0 <= s.marks[p][i] <= sp.boxes
            if s.spell_owner[i] == p:
                assert s.marks[p][i] == sp.boxes
    assert all(c >= 0 for m in s.maps for c in m.crosses)
    assert all(o != NOBODY for o in s.owner) or s.phase == "pick"
    assert all(d in (PENDING, DROPPED) or 0 <= d < 35 for d in s.done)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**63))
def test_random_games_end_with_ranks_and_keep_invariants(seed):
    s, log = random_game(seed, Rng.from_seed(seed ^ 0x5EED))
    check_invariants(s)
    assert any(m.full() for m in s.maps) or not any(s.drew)
    ranks = sorted(r.rank for r in duel.results(s))
    assert ranks in ([1, 1], [1, 2])


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**63), st.floats(0, 1))
def test_states_round_trip_through_json(seed, where):
    s, log = random_game(seed)
    s2 = duel.new_game(CFG, seed)
    for a in log[:int(where * len(log))]:
        duel.apply(s2, a)
    text = json.dumps(s2.to_dict())
    back = DuelState.from_dict(json.loads(text))
    assert back == s2 and back.to_dict() == s2.to_dict()
    assert duel.legal_actions(back) == duel.legal_actions(s2)
    copy = s2.copy()
    if not duel.is_over(copy):
        duel.apply(copy, duel.legal_actions(copy)[0])
        assert copy != s2 and back == s2          # the copy is independent


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**63))
def test_a_record_replays_to_the_same_state(seed):
    s, log = random_game(seed)
    record = GameRecord(CFG, seed, log)
    again = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert again.actions == log
    assert replay(again) == s and rules_for("duel") is duel.RULES
    assert all(action_from_dict(action_to_dict(a)) == a for a in log)


def test_malformed_states_are_refused_with_a_reason():
    d = duel.new_game(CFG, 1).to_dict()
    for broken in ({**d, "phase": "dance"}, {**d, "maps": [["dot dot"]]}, {**d, "faces": [9, 0, 0, 0]},
                   {**d, "maps": [["gold"], []]}, {k: v for k, v in d.items() if k != "rng"},
                   {**d, "owner": [0, 1]}, {**d, "marks": [[0] * 6]}):
        try:
            DuelState.from_dict(broken)
        except ValueError as exc:
            assert "malformed" in str(exc)
        else:
            raise AssertionError(f"accepted {broken}")
