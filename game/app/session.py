"""A game at the table: its config, seats (human or computer), the rules state and the
action record. Every change goes through the rules module's `apply`.

Saving: with `autosave` on, every successful `apply` writes the game to its own autosave
(game.autosaves.Slot: one file per unfinished game, atomic, about 1.5 ms; a finished game
goes to the history). `to_saved`/`from_saved` turn a
session into a SavedGame and back; rebuilding replays the log through `apply`, so the
move descriptions and the undo bookkeeping come back too.

Computer players' generators: before each of its moves a computer player's generator
is set from (seed, seat, number of actions so far) (`player_for_move`), so no per-move
generator history has to be kept in memory or in the file. A level without a time budget
(every one but the experts and Duel's hard: game.app.ai_worker.is_heavy) then makes a move
that is a function of the saved record alone: a resumed game, an undone game and a replay
continue exactly alike. A searching level thinks for seconds at the table, and how many
futures it weighs in them depends on the machine's load, so after an undo or a resume it
may choose another move (`simulate --budget samples` gives it work instead, and exact
games, but the window always thinks in seconds). The seats' current generator states are
still written to the save (Seat.rng) for `resume --autoplay` and for anyone reading the file.
A computer player is handed the public view only, with the hidden parts drawn by lot
(`seen_state`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, TypeVar

from game import autosaves, progress, saves
from game.ai.registry import make_player, player_names
from game.app import settings
from game.app.move_log import describe, own_cells, own_words, sentence
from game.app.ui import theme
from game.app.ui.words import terrain_name
from game.i18n import N_, Message, MessageError, _, translate, verbatim
from game.rules import registry
from game.rules.actions import Action, Choose, Discard, IllegalAction, NextGame, Place
from game.rules.config import GameConfig
from game.rules.kingdom import Placement
from game.rules.outcome import Outcome
from game.rules.registry import State
from game.rules.replay import GameRecord
from game.rules.rng import Rng, SeedText

S = TypeVar("S")


@dataclass(frozen=True)
class Seat:
    name: str
    colour: tuple[int, int, int]
    agent: str | None = None        # None: a person at this computer

    @property
    def human(self) -> bool:
        return self.agent is None


@dataclass
class LastMove:
    player: int
    words: Message                            # put into words when shown (a language switch follows)
    cells: tuple[tuple[int, int], ...] = ()   # castle-relative cells of a placed domino

    @property
    def text(self) -> str:
        return translate(self.words)


@dataclass
class Session:
    config: GameConfig
    seed: int | str
    seats: list[Seat]
    state: State = None  # type: ignore[assignment]  # None: __post_init__ starts a new game
    actions: list[Action] = field(default_factory=list)
    last: LastMove | None = None
    last_by_player: dict[int, LastMove] = field(default_factory=dict)
    log: list = field(default_factory=list)    # every move as a sentence (views/event_log.py)
    autosave: bool = False           # the app's games autosave; demos and tests do not
    actors: list[int | None] = field(default_factory=list)   # who took each action
    forced: list[bool] = field(default_factory=list)   # per action: a person's only legal one (Undo passes over it)
    save_error: str = ""             # why the last autosave failed ("" when it worked)
    created: float = 0.0             # when the game began (kept through saves)
    progress_notice: str = ""        # what went wrong keeping the players' statistics ("" when nothing)
    slot: autosaves.Slot | None = None   # this game's autosave file (made at the first write)
    players: dict[int, object] = field(default_factory=dict, repr=False)
    _person: int | None = field(default=None, repr=False)    # the person who acted last
    # what the last applied action did, as the rules' `apply` said (sounds and motion read it)
    last_outcome: Outcome | None = field(default=None, repr=False)
    # a lesson (game/app/tutorial): `guard` may refuse an action, with its reason, before the
    # rules see it; `script` gives the computer seats' moves (None: not yet)
    guard: Callable[[Action], str | None] | None = field(default=None, repr=False)
    script: Callable[[], Action | None] | None = field(default=None, repr=False)
    _refusal: IllegalAction | None = field(default=None, repr=False)
    _scales: dict[int, float] = field(default_factory=dict, repr=False)
    _seed_text: SeedText | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if len(self.seats) != self.config.players:
            raise ValueError(f"{self.config.players} players need {self.config.players} seats")
        if self.state is None:
            self.state = self.rules.new_game(self.config, self.seed)

    @property
    def rules(self):
        return registry.rules_for(self.config.game)

    def terrain_name(self, t: int) -> str:
        return terrain_name(self.config, t)

    def state_as(self, kind: type[S]) -> S:
        """The state as the kind the caller's table plays (GameState, QueenState, DuelState)."""
        if not isinstance(self.state, kind):
            raise TypeError(f"a {self.config.game} session holds no {kind.__name__}")
        return self.state

    def actor(self) -> int | None:
        return self.state.current_player()

    def apply(self, action: Action) -> str | None:
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

    def _apply(self, action: Action) -> bool:
        player = self.actor()
        person = player is not None and self.seats[player].human
        forced = person and len(self.rules.legal_actions(self.state)) == 1
        try:
            outcome = self.rules.apply(self.state, action)
        except IllegalAction as exc:
            self._refusal = exc
            return False
        self.last_outcome = outcome
        name = self.seats[player].name if player is not None else ""
        words = own_words(self.config.game, outcome, action, name)
        self.actions.append(action)
        self.actors.append(player)
        self.forced.append(forced)
        self.log.append(sentence(self, action, player, outcome, words))
        if person:
            self._person = player
        mover = -1 if player is None else player   # a placement or pick always has its player
        domino = getattr(outcome, "domino", None)
        if isinstance(action, Place) and domino is not None:
            p = Placement(action.x, action.y, action.rot)
            move = LastMove(mover, Message(N_("{name} placed domino {number}"), {"name": name, "number": domino.number}),
                            ((p.x, p.y), p.second()))
        elif isinstance(action, Discard) and domino is not None:
            move = LastMove(mover, Message(N_("{name} discarded domino {number}"), {"name": name, "number": domino.number}))
        elif isinstance(action, Choose):
            move = LastMove(mover, Message(N_("{name} chose domino {number}"), {"name": name, "number": action.number}))
        elif isinstance(action, NextGame):
            move = LastMove(-1, Message(N_("a new game of the match began")))
            self.last_by_player.clear()
        else:
            move = LastMove(mover, words or verbatim(describe(name, action)),
                            own_cells(self.config.game, action))
        self.last = move
        if isinstance(action, (Place, Discard)) or move.cells:
            self.last_by_player[mover] = move
        return True

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    # ---- computer players -----------------------------------------------------------
    def computer(self, p: int):
        """Seat p's computer player, made again when the thinking-time setting changed."""
        scale = settings.current().thinking
        if p not in self.players or self._scales.get(p) != scale:
            agent = self.seats[p].agent
            if agent is None:
                raise ValueError(f"seat {p} is a person, not a computer player")
            self.players[p] = new_player(agent, self.config.game, self.seed_hash(f":{p}"),
                                         tuple(s.agent or "human" for s in self.seats))
            self._scales[p] = scale
        return self.players[p]

    def player_for_move(self, p: int):
        """Seat p's player, its generator set for the move at this point of the record."""
        player = self.computer(p)
        if hasattr(player, "rng"):
            player.rng = Rng(self.seed_hash(f":{p}:{len(self.actions)}"))
        return player

    def seed_hash(self, rest: str) -> int:
        """text_hash(f"{seed}{rest}"), the seed hashed once per session: the generators of
        every seat and move start from the seed's text."""
        if self._seed_text is None:
            self._seed_text = SeedText(self.seed)
        return self._seed_text.hash(rest)

    def seen_state(self, asker: str):
        """What a computer seat or a hint decides on: the public view (the rules say what it
        holds), the hidden parts drawn by lot from the seed, `asker` and the point of the
        record, so a position asked again is seen alike again."""
        rng = Rng(self.seed_hash(f":{asker}:{len(self.actions)}:unseen"))
        return registry.sampled_state(registry.public_view(self.state), rng)

    # ---- the players' statistics ---------------------------------------------------
    def game_id(self) -> str:
        """The same game (config, seed and moves) always has the same id: it counts once."""
        return progress.game_id(GameRecord(self.config, self.seed, list(self.actions)))

    def outcome(self) -> list[progress.SeatResult]:
        """Every seat's result of the finished game (partners in a house share theirs)."""
        ranked = {r.player: r for r in self.rules.results(self.state)}
        return [progress.SeatResult(seat.name, seat.agent, ranked[p].total, ranked[p].rank, getattr(ranked[p], "house", p))
                for p, seat in enumerate(self.seats)]

    def record_progress(self) -> None:
        """Count the finished game in each person's statistics (once: the game's id is kept)."""
        if not self.is_over() or not any(seat.human for seat in self.seats):
            return
        notice = progress.record_game(self.game_id(), progress.game_key(self.config.game, self.config.variants),
                                      self.outcome())
        self.progress_notice = translate(notice) if notice else ""

    # ---- saving ---------------------------------------------------------------------
    def to_saved(self, title: str = "") -> saves.SavedGame:
        seats = []
        for p, s in enumerate(self.seats):
            rng = getattr(self.players.get(p), "rng", None)
            seats.append(saves.Seat(s.name, s.agent or "human",
                                    format(rng.state, "016x") if rng is not None else None, s.colour))
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

    @classmethod
    def from_saved(cls, saved: saves.SavedGame, *, autosave: bool = False,
                   slot: autosaves.Slot | None = None) -> "Session":
        """The session a save describes, rebuilt by replaying its log; `slot`: the unfinished
        game's own autosave, written on (None: a game opened from elsewhere gets its own).
        ValueError (one line) when a seat's computer player does not exist here."""
        rec = saved.record
        known = player_names(rec.config.game)
        seats = []
        for i, s in enumerate(saved.seats):
            if s.agent != "human" and s.agent not in known:
                raise MessageError(N_("seat {n} is the computer player {agent!r}, which this version does not have"),
                                   n=i + 1, agent=s.agent)
            colour = s.colour or theme.PLAYER_COLOURS[i % len(theme.PLAYER_COLOURS)][1]
            seats.append(Seat(s.name, colour, None if s.agent == "human" else s.agent))
        session = cls(rec.config, rec.seed, seats, created=saved.created, slot=slot)
        session.replay_to(rec.actions)
        session.autosave = autosave
        return session

    def replay_to(self, actions: list[Action]) -> None:
        """Start the game again and apply `actions` (no autosave on the way)."""
        self.state = self.rules.new_game(self.config, self.seed)
        self.actions, self.actors, self.forced, self.log = [], [], [], []
        self.last, self.last_by_player = None, {}
        self._person = None
        for i, a in enumerate(actions):
            if not self._apply(a):
                raise MessageError(N_("action {n} of the log: {reason}"), n=i + 1, reason=self._refusal)

    # ---- undo -----------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """How many actions stay after undoing the last human action (and the computer
        actions that followed it); None when no person has acted yet. A person's only legal
        action is played for them, so Undo goes back past it to their last choice."""
        for i in range(len(self.actors) - 1, -1, -1):
            p = self.actors[i]
            if p is not None and self.seats[p].human and not self.forced[i]:
                return i
        return None

    def at_keyboard(self) -> int | None:
        """The person at the keyboard: the one to act (a hot-seat table has handed over to
        them), or while a computer moves, the person who acted last."""
        p = self.actor()
        return p if p is not None and self.seats[p].human else self._person

    def undo_for_other(self) -> str | None:
        """The name of the person whose move Undo would take back when that is not the
        person at the keyboard (the table then names them and asks first), else None."""
        point = self.undo_point()
        whose = None if point is None else self.actors[point]
        if whose is None or whose == self.at_keyboard():
            return None
        return self.seats[whose].name

    def undo_refusal(self) -> str | None:
        """Why Undo is not offered now, or None when it is. A person may always take back
        their own actions; after a hand-over, another person's only in hot-seat games with
        the setting `undo_hot_seat` on. A finished game stays as it ended."""
        if not any(s.human for s in self.seats):
            return _("only computer players at this table")
        if self.guard:
            return _("in a lesson, Replay step goes back")
        if self.actor() is None:
            return _("the game is over")
        if self.undo_point() is None:
            return _("nothing to undo yet")
        if self.undo_for_other() is not None and not settings.current().undo_hot_seat:
            return _("hot-seat undo is off in Settings")
        return None

    def undo(self) -> str | None:
        """Undo the last human action; the reason when it is not offered. Computer moves
        after it go too; their generators follow the record, so they come back alike unless
        a searching level, thinking against the clock, weighs other futures this time."""
        why = self.undo_refusal()
        if why:
            return why
        self.replay_to(self.actions[:self.undo_point() or 0])     # (refused when None)
        self.players, self._scales = {}, {}      # made afresh, as on loading: a worker still
                                                 # thinking for the undone game keeps the old ones
        if self.autosave:
            self.write_autosave()
        return None


def new_player(agent: str, game: str, seed: int | str, seats: tuple[str, ...] = ()):
    """make_player with the thinking-time setting; `seats` tells it every seat's level."""
    return make_player(agent, game, seed, budget_scale=settings.current().thinking, seats=seats)
