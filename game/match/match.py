"""A game being played: its config, seats (a person here, a computer level, or a player
elsewhere), the rules state and the action record. Every change goes through the rules
module's `apply`, whose outcome is kept (`last_outcome`).

Saving: with `autosave` on, every successful `apply` writes the game to its own autosave
(game.autosaves.Slot: one file per unfinished game, atomic, about 1.5 ms; a finished game
goes to the history). `to_saved` turns a match into a SavedGame; rebuilding one replays the
log through `apply` (`replay_to`), so the undo bookkeeping comes back too.

Who acts: `next_step()` says it (game/match/steps.py: nobody, a person, a seat waiting for
its move from elsewhere, or a computer with its question); the window's tables, the server
and `play_out` switch on it.

Computer seats: `question(p)` is seat p's move to work out, as the match's `Thinking` asks
for it (below). By default a computer player's generator is set before each of its
moves from (seed, seat, number of actions so far) (`player_for_move`), so no per-move
generator history has to be kept in memory or in the file, and it is handed the public view
with the hidden parts drawn by lot (`seen_state`). A level with a work budget then makes a
move that is a function of the saved record alone: a resumed game, an undone game and a
replay continue exactly alike. A level that thinks against the clock weighs as many futures
as the machine's load allows, so after an undo or a resume it may choose another move. The
seats' current generator states are still written to the save (Seat.rng) for
`resume --autoplay` and for anyone reading the file.

Seats decided elsewhere (REMOTE: over the network; a lesson's computer seat) take their
moves from `move_from_elsewhere` (the `script` hook; a window at a server's table, from the
link); until it has one such a seat waits (`waits_for`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Generic, Protocol, Sequence, TypeAlias, TypeVar

from game import autosaves, progress, saves
from game.ai.levels import Player
from game.ai.registry import make_player
from game.i18n import N_, MessageError, _, translate
from game.match.steps import Arrived, Computer, Nobody, Over, Person, Question, Step, Waiting
from game.rules import registry
from game.rules.actions import IllegalAction
from game.rules.config import GameConfig
from game.rules.family import ActionT, OutcomeT, Result, Rules, StateT
from game.rules.replay import GameRecord
from game.rules.rng import Rng, SeedText

REMOTE = "remote"          # a seat whose player decides elsewhere (over the network)
S = TypeVar("S")


class SeatLike(Protocol):
    """What a match reads of a seat: its name and who plays it (`agent`: None for a person
    at this computer, REMOTE, or a computer level)."""
    @property
    def name(self) -> str: ...

    @property
    def agent(self) -> str | None: ...


@dataclass(frozen=True)
class Seat:
    """A seat with nothing but what a match reads (the window's seats add a colour)."""
    name: str
    agent: str | None = None


# ---- how a computer seat is asked for its move ------------------------------------------
# Each way is a `question(match, p)` that takes what it needs from the match now and returns
# the work to do, which may run in another thread (it reads only what it took).

class Thinking(Protocol):
    def question(self, match: AnyMatch, p: int) -> Callable[[], Any]: ...


class SeededThinking:
    """The window's and the lessons': the seat's player, its generator set from the seed, seat
    and point of the record, on the public view with the hidden parts drawn by lot (a
    Question: the window hands its player and state to its worker)."""
    def question(self, match: AnyMatch, p: int) -> Question[Any]:
        return Question(match.player_for_move(p), match.seen_state(str(p)))


class KeptPlayers:
    """`simulate`'s and `resume --autoplay`'s: the match's players, made once, keep their
    generators from move to move and decide on the state itself (they sample its hidden part
    with the rules' `determinise` as they search)."""
    def question(self, match: AnyMatch, p: int) -> Callable[[], Any]:
        return partial(match.players[p].choose, match.state)


class ServedThinking:
    """The server's: a player made for the move, seeded by the seat and the point of the record,
    on the public view with the hidden parts sampled, like a headless client. `levels`: how the
    table is seated, as its players model it (None: the match's levels)."""
    def __init__(self, levels: Callable[[], Sequence[str]] | None = None) -> None:
        self.levels = levels

    def question(self, match: AnyMatch, p: int) -> Callable[[], Any]:
        level, n = match.seats[p].agent, len(match.actions)
        if level is None:
            raise ValueError(f"seat {p} is a person, not a computer player")
        return partial(served_choice, match.config.game, level,
                       tuple(self.levels() if self.levels else match.levels()), registry.public_view(match.state),
                       match.seed_hash(f":{p}:{n}"), match.seed_hash(f":{p}:{n}:sample"))


def served_choice(game: str, level: str, levels: tuple[str, ...], view: dict[str, Any], seed: int, sample: int) -> Any:
    """A fresh `level` player's move on `view` with its hidden parts drawn from `sample`."""
    return make_player(level, game, seed, seats=levels).choose(registry.sampled_state(view, Rng(sample)))


SeatT = TypeVar("SeatT", bound=SeatLike)
# a match of any seats and family, as code that serves every game holds it
AnyMatch: TypeAlias = "Match[Any, Any, Any, Any]"


@dataclass
class Match(Generic[SeatT, StateT, ActionT, OutcomeT]):
    """One game being played (see the module's docstring); the drivers call `apply` or
    `play`, switch on `next_step`, and read the end from `results`. Generic in the seats and
    in the family's rules (`rules`: the family's state, actions and outcomes); given no
    rules, it takes its game's from the registry (untyped: Match[Seat, Any, Any, Any])."""
    config: GameConfig
    seed: int | str
    seats: list[SeatT]
    state: StateT = None  # type: ignore[assignment]  # None: __post_init__ starts a new game
    actions: list[ActionT] = field(default_factory=list)
    actors: list[int | None] = field(default_factory=list)   # who took each action
    forced: list[bool] = field(default_factory=list)   # per action: a person's only legal one (undo passes over it)
    autosave: bool = False           # the app's games autosave; demos and tests do not
    save_error: str = ""             # why the last autosave failed ("" when it worked)
    created: float = 0.0             # when the game began (kept through saves)
    progress_notice: str = ""        # what went wrong keeping the players' statistics ("" when nothing)
    slot: autosaves.Slot | None = None   # this game's autosave file (made at the first write)
    players: dict[int, Player] = field(default_factory=dict, repr=False)
    thinking: Thinking = field(default_factory=SeededThinking, repr=False)
    # what the last applied action did, as the rules' `apply` said (sounds and motion read it)
    last_outcome: OutcomeT | None = field(default=None, repr=False)
    # a lesson (game/tutorial): `guard` may refuse an action, with its reason, before the
    # rules see it; `script` gives the moves of seats decided elsewhere (None: not yet)
    guard: Callable[[ActionT], str | None] | None = field(default=None, repr=False)
    script: Callable[[], ActionT | None] | None = field(default=None, repr=False)
    _refusal: IllegalAction | None = field(default=None, repr=False)
    _scales: dict[int, float] = field(default_factory=dict, repr=False)
    _seed_text: SeedText | None = field(default=None, repr=False)
    # the game's rules (None: the registry's for the config's game)
    rules: Rules[StateT, ActionT, OutcomeT] = field(default=None, repr=False)  # type: ignore[arg-type]

    def __post_init__(self) -> None:
        if len(self.seats) != self.config.players:
            raise ValueError(f"{self.config.players} players need {self.config.players} seats")
        if self.rules is None:
            self.rules = registry.rules_for(self.config.game)
        elif self.rules.family != registry.family_of(self.config.game):
            raise ValueError(f"{self.rules.family} rules cannot play {self.config.game}")
        if self.state is None:
            self.state = self.rules.new_game(self.config, self.seed)

    def state_as(self, kind: type[S]) -> S:
        """The state as the kind the caller plays (KingdominoState, QueenState, DuelState)."""
        if not isinstance(self.state, kind):
            raise TypeError(f"a {self.config.game} game holds no {kind.__name__}")
        return self.state

    # ---- whose turn ------------------------------------------------------------------
    def actor(self) -> int | None:
        """The seat to act; None between games of a match (a step nobody decides) and at the end."""
        return self.state.current_player()

    def person(self, p: int | None) -> bool:
        return p is not None and self.seats[p].agent is None

    def decided_elsewhere(self, p: int) -> bool:
        """Seat p's moves are not decided here: it is played over the network (REMOTE), or a
        script gives every computer seat's moves (a lesson)."""
        agent = self.seats[p].agent
        return agent == REMOTE or self.script is not None and agent is not None

    def move_from_elsewhere(self) -> ActionT | None:
        """The next move decided elsewhere, once it is known here (the script's); None: not yet."""
        return self.script() if self.script else None

    def waits_for(self, p: int) -> bool:
        """Seat p is played elsewhere, and its move is not known here yet."""
        return self.decided_elsewhere(p) and self.move_from_elsewhere() is None

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def next_step(self) -> Step[ActionT]:
        """Who acts now (game/match/steps.py): every driver switches on this."""
        if self.is_over():
            return Over()
        p = self.actor()
        if p is None:
            return Nobody(self.unowned_action())
        if self.person(p):
            return Person(p)
        if self.decided_elsewhere(p):
            move = self.move_from_elsewhere()
            return Waiting(p) if move is None else Arrived(p, move)
        return Computer(p, partial(self.question, p))

    # ---- applying actions ------------------------------------------------------------
    def apply(self, action: ActionT) -> str | None:
        """Apply through the rules; the refusal's reason when illegal (state unchanged), in the
        player's language (the rules' template translated, then its values filled in)."""
        refused = self.guard(action) if self.guard else None
        if refused:
            return refused
        if not self._apply(action):
            return translate(self._refusal)
        if self.autosave:
            self.write_autosave()
        return None

    def _apply(self, action: ActionT) -> bool:
        """play() that keeps the refusal (`_refusal`) instead of raising it."""
        try:
            self.play(action)
        except IllegalAction as exc:
            self._refusal = exc
            return False
        return True

    def play(self, action: ActionT) -> OutcomeT:
        """Apply `action` and record it (IllegalAction, nothing changed, when the rules refuse);
        no guard and no autosave: a server's table and the tests call this."""
        state, rules = self.state, self.rules
        player = state.current_player()
        forced = player is not None and self.seats[player].agent is None and len(rules.legal_actions(state)) == 1
        outcome = rules.apply(state, action)
        self._keep(action, player, outcome, forced)
        return outcome

    def play_out(self, after: Callable[[], None] | None = None) -> tuple[list[int], list[float]]:
        """Let the computer seats (every seat is one) play the game on to its end; each seat's
        moves and seconds of thought on the way. `after` is called after each action."""
        moves, think = [0] * len(self.seats), [0.0] * len(self.seats)
        while not isinstance(step := self.next_step(), Over):
            if isinstance(step, Nobody):        # e.g. the next game of a Dynasty match
                self.play(step.action)
            elif isinstance(step, Computer):
                t0 = time.perf_counter()
                action = step.ask()()
                think[step.seat] += time.perf_counter() - t0
                moves[step.seat] += 1
                self.play(action)
            else:
                raise ValueError(f"seat {step.seat + 1} is not a computer player here: nobody plays it out")
            if after is not None:
                after()
        return moves, think

    def _keep(self, action: ActionT, player: int | None, outcome: OutcomeT, forced: bool) -> None:
        self.last_outcome = outcome
        self.actions.append(action)
        self.actors.append(player)
        self.forced.append(forced)
        self.recorded(action, player, outcome)

    def recorded(self, action: ActionT, player: int | None, outcome: OutcomeT) -> None:
        """Called after each applied action (a table words it here)."""

    def replay_to(self, actions: Sequence[ActionT]) -> None:
        """Start the game again and apply `actions` (no autosave on the way)."""
        self.state = self.rules.new_game(self.config, self.seed)
        self.actions, self.actors, self.forced = [], [], []
        self.restarted()
        for i, a in enumerate(actions):
            if not self._apply(a):
                raise MessageError(N_("action {n} of the log: {reason}"), n=i + 1, reason=self._refusal)

    def restarted(self) -> None:
        """Called when replay_to starts the record again (a table forgets its words)."""

    def unowned_action(self) -> ActionT:
        """The action of a step nobody decides (the next game of a Dynasty match)."""
        return self.rules.legal_actions(self.state)[0]

    # ---- computer players -------------------------------------------------------------
    def budget_scale(self) -> float:
        """How long searching levels think, times their default (the window's setting)."""
        return 1.0

    def computer(self, p: int) -> Player:
        """Seat p's computer player, made again when the thinking time changed."""
        scale = self.budget_scale()
        if p not in self.players or self._scales.get(p) != scale:
            agent = self.seats[p].agent
            if agent is None:
                raise ValueError(f"seat {p} is a person, not a computer player")
            self.players[p] = make_player(agent, self.config.game, self.seed_hash(f":{p}"), budget_scale=scale,
                                          seats=self.levels())
            self._scales[p] = scale
        return self.players[p]

    def levels(self) -> tuple[str, ...]:
        """Every seat's level as a player that models its opponents reads it ("human": a person)."""
        return tuple("human" if s.agent in (None, REMOTE) else str(s.agent) for s in self.seats)

    def player_for_move(self, p: int) -> Player:
        """Seat p's player, its generator set for the move at this point of the record."""
        player = self.computer(p)
        if hasattr(player, "rng"):
            player.rng = Rng(self.seed_hash(f":{p}:{len(self.actions)}"))
        return player

    def seed_hash(self, rest: str) -> int:
        """text_hash(f"{seed}{rest}"), the seed hashed once per match: the generators of
        every seat and move start from the seed's text."""
        if self._seed_text is None:
            self._seed_text = SeedText(self.seed)
        return self._seed_text.hash(rest)

    def seen_state(self, asker: str) -> StateT:
        """What a computer seat or a hint decides on: the public view (the rules say what it
        holds), the hidden parts drawn by lot from the seed, `asker` and the point of the
        record, so a position asked again is seen alike again."""
        rng = Rng(self.seed_hash(f":{asker}:{len(self.actions)}:unseen"))
        return self.rules.sampled_state(self.rules.public_view(self.state), rng)

    def question(self, p: int) -> Callable[[], ActionT]:
        """Seat p's move at this point, to be worked out now or in another thread (it reads
        only what it took from the match when asked)."""
        return self.thinking.question(self, p)

    def computer_move(self, p: int) -> ActionT:
        """Seat p's move, worked out here and now."""
        action: ActionT = self.thinking.question(self, p)()
        return action

    # ---- the end ------------------------------------------------------------------------
    def results(self) -> list[Result]:
        """The rules' results seat by seat (the game is over)."""
        return sorted(self.rules.results(self.state), key=lambda r: r.player)

    def game_id(self) -> str:
        """The same game (config, seed and moves) always has the same id: it counts once."""
        return progress.game_id(GameRecord(self.config, self.seed, list(self.actions)))

    def outcome(self) -> list[progress.SeatResult]:
        """Every seat's result of the finished game (partners in a house share theirs)."""
        ranked = {r.player: r for r in self.rules.results(self.state)}
        return [progress.SeatResult(seat.name, seat.agent, ranked[p].total, ranked[p].rank, getattr(ranked[p], "house", p))
                for p, seat in enumerate(self.seats)]

    def record_progress(self, game_id: str | None = None) -> None:
        """Count the finished game in each person's statistics (once: the game's id is kept;
        `game_id`: the id a window at a server counts it by, else game_id())."""
        if not self.is_over() or not any(seat.agent is None for seat in self.seats):
            return
        notice = progress.record_game(game_id or self.game_id(), progress.game_key(self.config.game, self.config.variants),
                                      self.outcome())
        self.progress_notice = translate(notice) if notice else ""

    # ---- undo ---------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """The undo floor: how many actions stay after undoing the last person's action (and
        the computer actions that followed it); None when no person has acted yet. A person's
        only legal action is played for them, so undo goes back past it to their last choice."""
        for i in range(len(self.actors) - 1, -1, -1):
            if self.person(self.actors[i]) and not self.forced[i]:
                return i
        return None

    def take_back(self) -> None:
        """Back to the undo floor (nothing when there is none). The computer players are made
        afresh, as on loading: a worker still thinking for the undone game keeps the old ones."""
        point = self.undo_point()
        if point is None:
            return
        self.replay_to(self.actions[:point])
        self.players, self._scales = {}, {}
        if self.autosave:
            self.write_autosave()

    # ---- saving -------------------------------------------------------------------------
    def saved_seat(self, p: int) -> saves.Seat:
        seat = self.seats[p]
        rng = getattr(self.players.get(p), "rng", None)
        return saves.Seat(seat.name, seat.agent or "human", format(rng.state, "016x") if rng is not None else None)

    def to_saved(self, title: str = "") -> saves.SavedGame:
        seats = [self.saved_seat(p) for p in range(len(self.seats))]
        saved = saves.SavedGame(GameRecord(self.config, self.seed, list(self.actions)), seats, title=title)
        if self.created:
            saved.created = self.created
        else:
            self.created = saved.created
        return saved

    def write_autosave(self) -> None:
        """Write this game's own autosave (the history's file once the game is over)."""
        try:
            if self.slot is None:
                self.slot = autosaves.Slot.new()
            self.slot.write(self.to_saved("Autosave"), finished=self.is_over())
            self.save_error = ""
        except (saves.SaveError, OSError) as exc:
            self.save_error = _("autosave failed: {reason}").format(reason=translate(exc))

