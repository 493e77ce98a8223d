"""The searching Kingdomino player (level expert: the full planner proposes, everybody plays
on to the end of the game, a second a decision on average, shared out over the game by
`shares`, and no more futures than `guessed_rollouts` allow while a seat is one it can only
guess at; hard is the narrow planner alone, without a search).

Both decisions of a turn are searched. Placing: the planner proposes its best joint
decisions (placement + pick; the best one for each pick, then the next best overall, so
that different picks compete, 12 for the expert); picking: every free domino of the line.
Each candidate is tried in sampled futures: a copy of the state the rules determinise with a
generator drawn from the player's own (the unseen dominoes are redrawn, their real order is
never read). Everybody plays on, to the end
of the game or for `horizon` rounds: this player with a planner without lookahead
(`own_width` placements weighed), each opponent as
its seat is known to play (`seats`, the public level of every seat: Full-Greedy for
greedy-like levels (medium plays it) and when nothing is known, the planner a level plays
where `seat_models` knows it (hard), the cheap planner for experts and people); the
outcome is this kingdom's final score minus the best other kingdom's (whoever plays it:
a player wants the strongest opponent to win, not one held down), or, at a horizon short of
the end, the evaluator's values, each kingdom counted with the dominoes
its kings already hold (so the turn order a pick buys is worth something there). All candidates
share the same sampled futures, so their differences are not drowned by the luck of the
draw, and the candidates race (game/ai/race.py): those clearly behind stop getting futures. The choice is a
pure function of the state and the player's generator: the table's helper process keeps
no plan between the two decisions.
"""
from __future__ import annotations

import copy
import time
from functools import partial
from typing import Any, Sequence

from game.ai.kingdom_eval import KingdomEval, Weights
from game.ai.kingdomino.greedy import CachedGreedy
from game.ai.kingdomino.planner import Planner, best_placed, to_action
from game.ai.montecarlo import Futures, out_of_time
from game.ai.race import Race, confident_best
from game.ai.shared_rng import SharedRng
from game.rules.actions import Choose, KingdominoAction
from game.rules.kingdom import Kingdom
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_INTERLUDE, PHASE_OVER, PHASE_PLACE, KingdominoState
from game.rules.rng import Rng

# levels whose moves Full-Greedy predicts (medium plays it; easy is greedy with random slips)
GREEDY_LIKE = frozenset({"greedy", "medium", "easy", "random", ""})
GREEDY_MEMO = 1 << 15     # greedy decisions kept between decisions, at most (a few decisions' worth)
CHEAP_WIDTH = 2           # placements the cheap planner weighs (people and experts in the futures, the review's)
SHARE_ROUNDS = 12         # the game length `shares` are given for (4 players' Kingdomino)
ELSEWHERE = "elsewhere"   # the memo of a player sent to the pool's workers: the worker's own


class SearchPlayer(SharedRng):
    _parts = ("planner",)

    def __init__(self, seed: int | str, name: str = "expert", budget: float = 1.6,
                 candidates: int = 6, horizon: int | None = 2, max_iter: int = 10_000, z: float = 1.5,
                 seat_models: dict[str, dict] | None = None, drop_z: float | None = None,
                 race_min: int = 4, weights: Weights = Weights(), lookahead: float = 1.6,
                 own_width: int = CHEAP_WIDTH, shares: tuple[float, ...] = (),
                 guessed_rollouts: tuple[int, ...] = ()) -> None:
        self.name = name
        self.budget = budget         # seconds per decision (a turn has two: place, pick)
        self.samples: int | None = None   # sampled futures per decision instead of seconds
        # or, instead of seconds, rollouts (futures × candidates) per decision by rounds to
        # go (index 0: the last round with a pick), spread over the candidates
        self.rollouts: tuple[int, ...] | None = None
        # rollouts by rounds to go it stops at, whatever the budget, while a seat is one its
        # futures can only guess at (guessed())
        self.guessed_rollouts = guessed_rollouts
        self.drop_z = drop_z         # openings trailing by more standard errors leave the race
        self.race_min = max(2, race_min)   # futures every opening is tried in before any leaves
        self.n_cands = candidates
        self.horizon = horizon       # rounds played on (None: to the end of the game)
        self.max_iter = max_iter
        self.z = z
        self.weights = weights       # of the evaluator it proposes with and plays its futures with
        self.own_width = own_width   # placements its own seat weighs in its futures
        self.shares = shares         # its budget's share for each point of the game (see share())
        self.planner = Planner(seed, name, width=8, weights=weights, lookahead=lookahead)   # proposes, and plays the last round
        self.rng = Rng.from_seed(seed)
        self.seats: tuple[str, ...] = ()   # level of every seat ("human" for a person)
        self.seat_models = seat_models or {}   # level -> the planner (kwargs) it is known to play
        self._memo: dict = {}
        self._memo_config: object = None

    def choose(self, state: KingdominoState) -> KingdominoAction:
        if state.phase == PHASE_CHOOSE:
            return Choose(self.pick(state))
        if state.phase != PHASE_PLACE or not state.next:
            return self.planner.choose(state)
        return self.decide(state)[0]

    def decide(self, state: KingdominoState) -> tuple[KingdominoAction, int | None]:
        """The placement (or discard) of the current domino and the pick that goes with it
        (None in the last round)."""
        if not state.next:
            return self.planner.choose(state), None
        openings = self.openings(state)
        place, pick = openings[self._search(state, openings)]
        assert isinstance(pick, Choose)
        return place, pick.number

    def pick(self, state: KingdominoState) -> int:
        """The domino of the next line to take, the planner's favourite first."""
        openings = self.openings(state)
        pick = openings[self._search(state, openings)][0]
        assert isinstance(pick, Choose)
        return pick.number

    def openings(self, state: KingdominoState) -> list[tuple[KingdominoAction, ...]]:
        """What a decision weighs, the planner's favourite first: placing, (placement, pick)
        for the planner's best joint decision with each pick, then its next best; picking,
        every free domino of the next line."""
        if state.phase == PHASE_CHOOSE:
            return [(Choose(n),) for _, n in sorted(self.planner.scored_picks(state), key=lambda x: -x[0])]
        cands = diverse(self.planner.candidates(state), self.n_cands)
        return [(to_action(state, spot), Choose(pick)) for _, spot, pick in cands]

    def future(self, state: KingdominoState, openings: Sequence[tuple[KingdominoAction, ...]],
               seed: int) -> list[float]:
        """Every opening's outcome in the sampled future of `seed`, as the race weighs it."""
        memo = self._greedy_memo(state)
        return [self._rollout(state, o, state.player_to_act(), seed, memo) for o in openings]

    def _search(self, state: KingdominoState, openings: Sequence[tuple[KingdominoAction, ...]]) -> int:
        """Index of the opening that does best in sampled futures (0 unless confidently): the
        openings race (game/ai/race.py) until its rollouts are spent (work budget), the time
        is up, or one opening is left. The futures are worked out a batch at a time in the
        process pool and raced one by one in the order of their seeds: the same seed and work
        budget give the same choice with any number of workers (under a seconds budget more
        workers try more futures)."""
        n = len(openings)
        if n < 2:
            return 0
        me = state.player_to_act()
        start = time.perf_counter()
        deadline = start + self.budget * self.share(state)
        work = self.work_limit(state, n)
        clocked = not (self.samples or self.rollouts)
        race = Race(n, (work or self.max_iter) * n, self.drop_z, self.race_min)
        futures = Futures(self.rng)
        batches = 0
        while not race.over and not (clocked and out_of_time(start, deadline, batches)):
            each = partial(_future, self._thinker(futures.pool.parallel), state, openings, tuple(race.active), me)
            batch = futures.next(each, -(-(race.budget - race.spent) // len(race.active)))
            for used, values in enumerate(batch, 1):
                if race.add(values):
                    futures.keep(used)
                    break
            batches += 1
        return race.active[self._confident_best(race.outcomes())]

    def _thinker(self, elsewhere: bool) -> "SearchPlayer":
        """This player as the pool's workers get it: without its memo (each keeps its own)."""
        if not elsewhere:
            return self
        other = copy.copy(self)
        other._memo, other._memo_config = {}, ELSEWHERE
        return other

    def _greedy_memo(self, state: KingdominoState) -> dict:
        """Full-Greedy's decisions by position, for the opponents it models: kept from one
        decision to the next of the same game's rules (a decision is a pure function of the
        position, so remembering it changes no choice); started afresh past GREEDY_MEMO."""
        if state.config != self._memo_config or len(self._memo) > GREEDY_MEMO:
            self._memo, self._memo_config = {}, state.config
        return self._memo

    def share(self, state: KingdominoState) -> float:
        """This decision's share of the budget (share_at)."""
        return share_at(self.shares, state.round, state.config.rounds)

    def work_limit(self, state: KingdominoState, candidates: int) -> int | None:
        """Sampled futures for this decision (None: as many as the clock allows): `samples`,
        or this round's rollouts times its share, spread over the candidates (futures_for),
        of `guessed_rollouts` while a seat is only guessed at (under either budget: more
        futures of a wrong model of a seat sharpen a wrong picture), else of the work
        budget's `rollouts`."""
        if self.samples:
            return self.samples
        schedule = self.schedule(state.player_to_act())
        if not schedule:
            return None
        return futures_for(schedule, state.round, state.config.rounds, self.share(state), candidates)

    def schedule(self, me: int) -> tuple[int, ...] | None:
        """The rollouts by rounds to go that bound seat me's decisions: `guessed_rollouts`
        while another seat is one its futures only guess at, else the work budget's
        `rollouts` (None: the clock alone)."""
        if self.guessed_rollouts and any(self.guessed(p, me) for p in range(len(self.seats))):
            return self.guessed_rollouts
        return self.rollouts

    def _confident_best(self, outcomes: list[list[float]]) -> int:
        """The planner's first unless another candidate beats it by more than `z` standard
        errors (race.confident_best)."""
        return confident_best(outcomes, self.z)

    def _rollout(self, state: KingdominoState, actions: tuple[KingdominoAction, ...], me: int, seed: int,
                 memo: dict) -> float:
        s = state.copy()
        kingdomino.determinise(s, Rng(seed))
        for a in actions:
            kingdomino.apply(s, a)
        policy_rng = Rng(seed ^ 0x5DEECE66D)
        stop = s.round + self.horizon if self.horizon is not None else s.config.rounds + 1
        models = [self._model(p, me, memo) for p in range(len(s.kingdoms))]
        for m in models:
            m.rng = policy_rng
        while not _game_ended(s) and s.round < stop:
            kingdomino.apply(s, models[s.player_to_act()].choose(s))
        return self._margin(s, me)

    def stand_in(self, p: int, me: int, seed: int) -> Any:
        """Seat p as this player's futures play it (`_model`), a player of its own seeded
        `seed`: the tools that measure the search seat it where the real opponent would sit."""
        model = self._model(p, me, {})
        model.rng = Rng.from_seed(seed)
        return model

    def guessed(self, p: int, me: int) -> bool:
        """Seat p is another seat whose play the futures can only guess at (people, experts,
        `mce`: a level neither greedy-like nor in `seat_models`)."""
        level = self._level(p)
        return p != me and level not in GREEDY_LIKE and level not in self.seat_models

    def _level(self, p: int) -> str:
        """Seat p's public level ("" where none is known)."""
        return self.seats[p] if p < len(self.seats) else ""

    def _model(self, p: int, me: int, memo: dict[Any, Any]) -> Any:
        """How seat p plays in the playouts: this player by a planner `own_width` placements
        wide, greedy-like levels (and unknown seats) by Full-Greedy, a level in
        `seat_models` by the planner it proposes with, a guessed seat by the cheap planner."""
        if p == me or self.guessed(p, me):
            return Planner(0, width=self.own_width if p == me else CHEAP_WIDTH, weights=self.weights, lookahead=0.0)
        level = self._level(p)
        if level in GREEDY_LIKE:
            return CachedGreedy(0, memo)
        return Planner(0, **self.seat_models[level])

    def _margin(self, s: KingdominoState, me: int) -> float:
        """This kingdom's value minus the best other kingdom's, each with the dominoes its
        kings hold placed at their best spots."""
        doms = s.dominoes
        unseen = [doms[n - 1] for n in s.box] + [doms[n - 1] for n in s.next]
        ev = KingdomEval(s.kingdoms[me], kingdomino.bonuses_of(s.config), self.weights, unseen)
        over = _game_ended(s)
        each = s.config.setup.kings_each
        future = 0 if over else ((1 if s.next else 0) + s.lines_left) * each
        held: list[list] = [[] for _ in s.kingdoms]
        if not over and s.round > 0:
            for i in range(s.turn, len(s.current)):
                held[s.current_kings[i] // each].append(doms[s.current[i] - 1])
        vals = [_value_holding(ev, k, held[p], future, s.discards[p]) for p, k in enumerate(s.kingdoms)]
        mine = vals.pop(me)
        return mine - max(vals)


def share_at(shares: tuple[float, ...], round_: int, rounds: int) -> float:
    """The share of its budget a decision of round `round_` of `rounds` gets (1 without
    `shares`): `shares` lists them by rounds to go of a 12-round game (first: the last round
    with a pick), and a game of another length reads it at the same point of the game, so
    early decisions, whose sampled futures are long and noisy, can get more than late ones,
    which settle fast."""
    if not shares:
        return 1.0
    at = -(-max(1, rounds - round_) * SHARE_ROUNDS // rounds)
    return shares[min(at, len(shares)) - 1]


def futures_for(rollouts: tuple[int, ...], round_: int, rounds: int, share: float, candidates: int) -> int:
    """Sampled futures for a decision of round `round_` under a schedule of rollouts by
    rounds to go (first: the last round with a pick; earlier than the schedule: its last
    entry): that round's rollouts times `share`, spread over the candidates, at least 2."""
    to_go = max(1, rounds - round_)
    return max(2, -(-round(rollouts[min(to_go, len(rollouts)) - 1] * share) // candidates))


def _future(player: SearchPlayer, state: KingdominoState, openings: Sequence[tuple[KingdominoAction, ...]],
            active: Sequence[int], me: int, seed: int) -> dict[int, float]:
    """The outcome of every opening still racing in the sampled future of `seed` (a piece of
    the pool's work: in a worker, the player's memo is that worker's, kept between pieces)."""
    if player._memo_config == ELSEWHERE:
        player._memo, player._memo_config = _held[0], _held[1]
        _held[:] = [player._greedy_memo(state), state.config]
    memo = player._greedy_memo(state)
    return {i: player._rollout(state, openings[i], me, seed, memo) for i in active}


_held: list = [{}, None]     # a pool worker's greedy memo and its rules, kept between pieces of work


def _game_ended(s: KingdominoState) -> bool:
    """The game is over, or (Dynasty) this game of the match is: playouts stop there."""
    return s.phase in (PHASE_OVER, PHASE_INTERLUDE)


def _value_holding(ev: KingdomEval, k: Kingdom, held: list, future: int, discards: int) -> float:
    """ev's value of k once the held dominoes are placed, each at its best spot in turn."""
    left = future + len(held)
    for d in held:
        left -= 1
        _, best_k = best_placed(ev, k, d, left, discards)
        if best_k is None:
            discards += 1
        else:
            k = best_k
    return ev.value(k, left, discards)


def diverse(cands: list[tuple], n: int) -> list[tuple]:
    """The best candidate for each pick (best first), then the best others up to n."""
    out, seen = [], set()
    for c in cands:
        if c[2] not in seen:
            out.append(c)
            seen.add(c[2])
    for c in cands:
        if len(out) >= n:
            break
        if c not in out:
            out.append(c)
    return out
