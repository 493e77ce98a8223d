"""Each named player's progress: per game (with its variants) and per computer level they
played against, the games played and won, the best and average score and the average margin
(their score minus the best other side's); and each player's rating against the computer
levels (game/rating.py). Recorded once per finished game at the table. A finished game's
review (game/ai/review.py) adds each person's accuracy at it, so they see it change over games
(the same game reviewed again replaces its figure).

Kept beside the saves (the platformdirs user data folder; KINGDOMINO_DATA_DIR overrides it)
as versioned JSON, written with the saves' atomic writer. A file that cannot be read is
never overwritten or deleted: it is moved aside under a numbered name (progress.damaged-N.json)
and the statistics start fresh with a one-line notice. A file from a newer version is left
alone and nothing is recorded over it; a file of version 1 (before scores were summed and
ratings kept) is read on: its averages count only the games recorded since. Recording reads, counts and writes under the file's
lock (game.locks), so two processes recording at once both count. Never imports pygame.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, TypeGuard

from game import saves
from game.files import atomic_write, move_aside, read_capped, strict_json
from game.i18n import N_, Message, MessageError
from game.locks import exclusive
from game.rating import Rating, update
from game.rules.replay import GameRecord

FORMAT = "kingdomino-family-progress"
VERSION = 2
READS = (1, 2)              # the versions this program reads (1: no score sums, no ratings)
FILE = "progress.json"
MAX_BYTES = 4 * 1024 * 1024
KEEP_IDS = 1000             # ids of recorded games remembered (a game is never counted twice)
KEEP_REVIEWS = 200          # reviewed games remembered per player, the latest
PEOPLE = "people"           # the opponents' key of a game without computer players


class ProgressError(MessageError):
    """The statistics file is there but must not be written (unreadable where it lies, or newer)."""


@dataclass
class Tally:
    played: int = 0
    won: int = 0
    best: int | None = None
    margin_sum: int = 0
    score_sum: int = 0
    scored: int = 0         # the games in score_sum (those recorded before version 2 are not)

    def add(self, score: int, won: bool, margin: int) -> None:
        self.played += 1
        self.won += won
        self.best = score if self.best is None else max(self.best, score)
        self.margin_sum += margin
        self.score_sum += score
        self.scored += 1

    def merged(self, other: "Tally") -> "Tally":
        best = [b for b in (self.best, other.best) if b is not None]
        return Tally(self.played + other.played, self.won + other.won, max(best) if best else None,
                     self.margin_sum + other.margin_sum, self.score_sum + other.score_sum,
                     self.scored + other.scored)

    @property
    def average_margin(self) -> float:
        return self.margin_sum / self.played if self.played else 0.0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def average_score(self) -> float | None:
        return self.score_sum / self.scored if self.scored else None

    def to_dict(self) -> dict:
        return {"played": self.played, "won": self.won, "best": self.best, "margin_sum": self.margin_sum,
                "score_sum": self.score_sum, "scored": self.scored}

    @classmethod
    def from_dict(cls, d: object) -> "Tally":
        if not isinstance(d, dict):
            raise ValueError("a tally must be an object")
        played, won, best, margin = d.get("played"), d.get("won"), d.get("best"), d.get("margin_sum")
        score_sum, scored = d.get("score_sum", 0), d.get("scored", 0)
        if not (_count(played) and _count(won) and won <= played and type(margin) is int
                and (best is None or type(best) is int) and type(score_sum) is int
                and _count(scored) and scored <= played):
            raise ValueError(f"bad tally {d!r}")
        return cls(played, won, best, margin, score_sum, scored)


def _count(v: object) -> TypeGuard[int]:
    return type(v) is int and v >= 0


@dataclass(frozen=True)
class ReviewedGame:
    """A person's accuracy at one reviewed game: percent of decisions within a point of the
    expert's best, and the points lost per decision."""
    game_id: str
    game: str              # the game key (game_key)
    accuracy: float
    lost: float

    def to_dict(self) -> dict:
        return {"id": self.game_id, "game": self.game, "accuracy": self.accuracy, "lost": self.lost}

    @classmethod
    def from_dict(cls, d: object) -> "ReviewedGame":
        if not isinstance(d, dict) or not isinstance(d.get("id"), str) or not isinstance(d.get("game"), str):
            raise ValueError("wrong shape of a reviewed game")
        acc, lost = d.get("accuracy"), d.get("lost")
        if not (_figure(acc) and _figure(lost)):
            raise ValueError("wrong figures of a reviewed game")
        return cls(d["id"], d["game"], float(acc), float(lost))


def _figure(v: object) -> TypeGuard[float]:
    """A review's figure: a number from 0 (no bool, no infinity)."""
    return isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v < 1e9


@dataclass
class Progress:
    # player name -> game key -> opponents key -> tally
    players: dict[str, dict[str, dict[str, Tally]]] = field(default_factory=dict)
    recorded: list[str] = field(default_factory=list)    # ids of the games counted
    ratings: dict[str, Rating] = field(default_factory=dict)
    reviews: dict[str, list[ReviewedGame]] = field(default_factory=dict)   # player name -> oldest first

    def tally(self, name: str, game: str) -> Tally:
        """One player's games of one game key, against every opponent level together."""
        out = Tally()
        for t in self.players.get(name, {}).get(game, {}).values():
            out = out.merged(t)
        return out

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "recorded": self.recorded[-KEEP_IDS:],
                "players": {name: {g: {o: t.to_dict() for o, t in opp.items()} for g, opp in games.items()}
                            for name, games in self.players.items()},
                "ratings": {name: r.to_dict() for name, r in self.ratings.items()},
                "reviews": {name: [r.to_dict() for r in games] for name, games in self.reviews.items()}}

    @classmethod
    def from_dict(cls, doc: object) -> "Progress":
        """ValueError with the reason when the document is not a statistics file of this version."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ValueError("not a statistics file")
        players, recorded, ratings = doc.get("players"), doc.get("recorded"), doc.get("ratings", {})
        if not isinstance(players, dict) or not isinstance(recorded, list) or not all(isinstance(r, str) for r in recorded):
            raise ValueError("wrong shape")
        if not isinstance(ratings, dict):
            raise ValueError("wrong shape of the ratings")
        reviews = doc.get("reviews", {})
        if not isinstance(reviews, dict) or not all(isinstance(g, list) for g in reviews.values()):
            raise ValueError("wrong shape of the reviews")
        out = cls(recorded=list(recorded), ratings={name: Rating.from_dict(r) for name, r in ratings.items()},
                  reviews={name: [ReviewedGame.from_dict(r) for r in games] for name, games in reviews.items()})
        for name, games in players.items():
            if not isinstance(games, dict) or not all(isinstance(o, dict) for o in games.values()):
                raise ValueError(f"wrong shape for {name!r}")
            out.players[name] = {g: {o: Tally.from_dict(t) for o, t in opp.items()} for g, opp in games.items()}
        return out


# ---- a finished game ------------------------------------------------------------------------
@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished game: who sat there, and how it ended for their side."""
    name: str
    agent: str | None      # None: a person
    score: int             # their side's total (a Dynasty match's sum)
    rank: int              # 1: won (a shared victory counts as won)
    side: int              # partners share one side (the Royal Wedding's teams)


def game_key(game: str, variants) -> str:
    """Games count together only under the same rules: the game id and its variants."""
    return "+".join([game, *sorted(variants)])


def opponents_key(seats: list[SeatResult]) -> str:
    """The computer levels at the table, or PEOPLE when every seat was a person."""
    return "+".join(sorted({s.agent for s in seats if s.agent is not None})) or PEOPLE


def record(progress: Progress, game_id: str, game: str, seats: list[SeatResult]) -> bool:
    """Count a finished game for every person at it; False when it was counted already."""
    if game_id in progress.recorded:
        return False
    progress.recorded.append(game_id)
    opponents = opponents_key(seats)
    for s in seats:
        if s.agent is not None:
            continue
        rivals = [o.score for o in seats if o.side != s.side]
        margin = s.score - max(rivals) if rivals else 0
        tally = progress.players.setdefault(s.name, {}).setdefault(game, {}).setdefault(opponents, Tally())
        tally.add(s.score, s.rank == 1, margin)
        rating = progress.ratings.get(s.name, Rating())
        if update(rating, s.rank, [(o.agent, o.rank) for o in seats if o.agent is not None and o.side != s.side]):
            progress.ratings[s.name] = rating
    return True


def game_id(record: GameRecord) -> str:
    """The same game (config, seed and moves) always has the same id: it counts once."""
    doc = GameRecord(record.config, record.seed, list(record.actions)).to_dict()
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode("utf-8")).hexdigest()[:24]


def record_review(progress: Progress, name: str, reviewed: ReviewedGame) -> None:
    """Keep a person's accuracy at a reviewed game, in place of an earlier review of that game."""
    games = [r for r in progress.reviews.get(name, []) if r.game_id != reviewed.game_id]
    progress.reviews[name] = (games + [reviewed])[-KEEP_REVIEWS:]


# ---- the file -------------------------------------------------------------------------------
def progress_path() -> Path:
    """Beside the saves folder, in the player's data folder."""
    return saves.saves_dir().parent / FILE


def load(path: Path | None = None) -> tuple[Progress, Message | None]:
    """The statistics and a one-line notice (None when all is well). A damaged file is moved
    aside and the statistics start fresh; ProgressError when it cannot be moved or is newer."""
    path = path or progress_path()
    if not path.exists():
        return Progress(), None
    try:
        doc = strict_json(read_capped(path, MAX_BYTES, regular_only=True).decode("utf-8"))
        if isinstance(doc, dict) and type(doc.get("version")) is int and doc["version"] > VERSION:
            raise ProgressError(N_("the statistics file {file} was made by a newer version; it is left as it is"),
                                file=path.name)
        if not isinstance(doc, dict) or doc.get("version") not in READS:
            raise ValueError("unknown version")
        return Progress.from_dict(doc), None
    except ProgressError:
        raise
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        pass
    try:
        aside = move_aside(path, f"{path.stem}.damaged{path.suffix}", keep_suffix=path.suffix)
    except OSError as exc:
        raise ProgressError(N_("the statistics file {file} cannot be read or moved aside: {reason}"),
                            file=path.name, reason=exc.strerror or exc) from None
    return Progress(), Message(N_("the statistics file was damaged; it is kept as {file} and the statistics "
                                  "start afresh"), {"file": aside.name})


def write(progress: Progress, path: Path | None = None) -> None:
    data = json.dumps(progress.to_dict(), ensure_ascii=False, indent=1).encode("utf-8")
    path = path or progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, data)


def record_game(game_id: str, game: str, seats: list[SeatResult], path: Path | None = None) -> Message | None:
    """Load, count the game once, write; the notice to show (None: nothing to say)."""
    return _change(path or progress_path(), lambda progress: record(progress, game_id, game, seats))


def record_reviews(reviewed: dict[str, ReviewedGame], path: Path | None = None) -> Message | None:
    """Load, keep each person's accuracy at a reviewed game (name -> their figures), write;
    the notice to show (None: nothing to say)."""
    def keep(progress: Progress) -> bool:
        for name, r in reviewed.items():
            record_review(progress, name, r)
        return True
    return _change(path or progress_path(), keep)


def _change(path: Path, change: Callable[[Progress], bool]) -> Message | None:
    """Load, change, write when `change` says so: the whole is one turn under the file's lock,
    so another process's change is never lost."""
    try:
        with exclusive(path):
            progress, notice = load(path)
            if change(progress):
                write(progress, path)
    except ProgressError as exc:
        return exc.message
    except OSError as exc:
        return Message(N_("the statistics could not be saved: {reason}"), {"reason": exc.strerror or str(exc)})
    return notice


def clear(path: Path | None = None) -> None:
    """Forget every player's statistics and ratings (the ids of counted games stay: none counts twice)."""
    path = path or progress_path()
    with exclusive(path):
        progress, _notice = load(path)
        write(Progress(recorded=progress.recorded), path)
