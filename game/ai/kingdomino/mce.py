"""`mce`: the Monte Carlo Evaluation player of the CIG-2018 Kingdomino paper, a reference
opponent for tournaments (not offered at the table: it thinks 2 s a move on average in
Python, up to 7 s).

Every legal move of a turn (placement × pick; the rules' generator already lists a
symmetric domino's placements once) is tried in playouts where every player plays
Full-Greedy (the filtered `greedy`) to the end of the game; a move is worth the mean of
its own final score minus the best opponent's, bonuses included. Each playout is a
determinisation by the rules with a generator drawn from this player's own, so the undrawn
dominoes are redrawn and their real order is never read; every move is tried in the same
sampled futures (common random numbers), as the other searches do.

The budget is work, not time, so the strength is the same on any machine: round r of the
paper's 13 (the first draft is round 1, the last placement round 13; shorter games count
from the end) gets the playouts the paper's agent ran in 8 s, 8 × PAPER_RATES[r - 1],
spread evenly over the moves — `playouts_per_move` — and at most KNOWN_FUTURE_CAP per move
once every line still to come is known. `samples` replaces that by a fixed
count per move (simulate --samples).

A turn is one decision (placement and pick together): the pick that goes with the chosen
placement is remembered for the state the placement leads to and played at once there;
any other choosing state is searched over its picks.
"""
from __future__ import annotations

from typing import Sequence

from game.ai.kingdomino.greedy import CachedGreedy
from game.ai.kingdomino.planner import placements, to_action
from game.rules import scoring
from game.rules.actions import Choose, KingdominoAction
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_INTERLUDE, PHASE_OVER, PHASE_PLACE, KingdominoState
from game.rules.rng import Rng

# playouts per second of the paper's MCE agent in rounds 1-13 (CIG-2018, Java); × 8 s
PAPER_RATES = (49, 48, 61, 90, 131, 212, 347, 598, 1012, 2087, 6903, 17738, 69715)
PAPER_SECONDS = 8
# once the lines still to come are known, a move's playouts differ only in greedy's tie-breaks
KNOWN_FUTURE_CAP = 64
MEMO_LIMIT = 200_000     # Full-Greedy decisions remembered (across moves), at most


def paper_round(state: KingdominoState) -> int:
    """The round of the paper's 13-round game this state corresponds to (counted from the end)."""
    return max(1, min(len(PAPER_RATES), state.round + 1 + len(PAPER_RATES) - 1 - state.config.rounds))


def playouts_per_move(state: KingdominoState, moves: int) -> int:
    """The paper's 8-second budget of this round spread evenly over `moves` (at least one
    playout per move; at most KNOWN_FUTURE_CAP once the future is known)."""
    total = PAPER_SECONDS * PAPER_RATES[paper_round(state) - 1]
    n = max(1, total // max(1, moves))
    return min(n, KNOWN_FUTURE_CAP) if future_known(state) else n


def future_known(state: KingdominoState) -> bool:
    """No line is left to draw, or the last one takes the whole box (a line is laid out in
    order of number, so which domino comes first does not matter)."""
    return state.lines_left == 0 or (state.lines_left == 1 and len(state.box) == state.config.setup.line)


def moves(state: KingdominoState) -> list[tuple[KingdominoAction, ...]]:
    """Every distinct move of the acting player: (placement or discard, pick), or the
    placement alone in the last round, or the pick alone when choosing."""
    free = [n for n, king in zip(state.next, state.next_kings) if king == FREE]
    if state.phase == PHASE_CHOOSE:
        return [(Choose(n),) for n in free]
    k = state.kingdoms[state.player_to_act()]
    places = [to_action(state, spot) for spot in placements(k, state.domino_to_place())]
    places = places or [to_action(state, None)]
    if not state.next:
        return [(a,) for a in places]
    return [(a, Choose(n)) for a in places for n in free]


def final_margin(s: KingdominoState, me: int) -> int:
    """Own final score minus the best opponent's, bonuses included."""
    b = kingdomino.bonuses_of(s.config)
    totals = [scoring.total(k, b, s.discards[p]) for p, k in enumerate(s.kingdoms)]
    mine = totals.pop(me)
    return mine - max(totals)


class MCEPlayer:
    name = "mce"

    def __init__(self, seed: int | str, name: str = "mce", samples: int | None = None) -> None:
        self.name = name
        self.rng = Rng.from_seed(seed)
        self.samples = samples          # playouts per move; None: the paper's schedule
        self._plan: tuple[str, KingdominoAction] | None = None   # (the state after our placement, its pick)
        self.memo: dict = {}            # Full-Greedy's decisions by position, kept between moves

    def choose(self, state: KingdominoState) -> KingdominoAction:
        if state.phase not in (PHASE_PLACE, PHASE_CHOOSE):
            return kingdomino.legal_actions(state)[0]
        if state.phase == PHASE_CHOOSE and self._plan is not None:
            key, pick = self._plan
            self._plan = None
            if key == _fingerprint(state):
                return pick
        options = moves(state)
        best = options[self.best_move(state, options)]
        if len(best) == 2:
            after = state.copy()
            kingdomino.apply(after, best[0])
            self._plan = (_fingerprint(after), best[1])
        return best[0]

    def best_move(self, state: KingdominoState, options: Sequence[tuple[KingdominoAction, ...]]) -> int:
        """Index of the move with the best mean final margin (ties: the first)."""
        if len(options) < 2:
            return 0
        n = self.samples or playouts_per_move(state, len(options))
        me = state.player_to_act()
        totals = [0] * len(options)
        memo = self.memo
        for _ in range(n):
            seed = self.rng.next64()
            if len(memo) > MEMO_LIMIT:
                memo.clear()
            for i, actions in enumerate(options):
                totals[i] += self.playout(state, actions, me, seed, memo)
        return max(range(len(options)), key=lambda i: (totals[i], -i))

    def playout(self, state: KingdominoState, actions: tuple[KingdominoAction, ...], me: int, seed: int,
                memo: dict) -> int:
        """The final margin after `actions` and Full-Greedy for everybody, in the future
        drawn from `seed`."""
        s = state.copy()
        kingdomino.determinise(s, Rng(seed))
        for a in actions:
            kingdomino.apply(s, a)
        greedy = CachedGreedy(0, memo)
        greedy.rng = Rng(seed ^ 0x5DEECE66D)
        while s.phase not in (PHASE_OVER, PHASE_INTERLUDE):
            kingdomino.apply(s, greedy.choose(s))
        return final_margin(s, me)


def _fingerprint(state: KingdominoState) -> str:
    return repr(state.to_dict())
