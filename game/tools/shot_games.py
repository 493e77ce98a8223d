"""The games, saves and statistics the pictures show (game.tools.scene_shots): fixed seeds,
every move applied at once by one greedy player, the files' dates fixed."""
from __future__ import annotations

import json
import os

from game import autosaves, progress, saves
from game.ai.explain import explain
from game.ai.hint import Hint
from game.ai.registry import make_player
from game.app.session import Seat, Session
from game.app.ui import theme
from game.rules.config import GameConfig
from game.rules.registry import rules_for

NAMES = ("Anna", "Bohdan", "Cyril", "Dana", "Eva", "Filip", "Gita", "Hana")
SAVED_AT = 1_700_000_000          # the load list shows each save's date: fixed, in UTC

# when a game is far enough in to show its table: the first seat is to act and...
MIDDLE = {
    "kingdomino": lambda st: st.phase == "place" and st.round >= 6,
    "kralovska_zahrada": lambda st: st.phase == "place" and st.round >= 4,
    "queendomino": lambda st: st.phase == "place" and st.round >= 5,
    "royal_wedding": lambda st: st.phase == "place" and st.round >= 4,
    "duel": lambda st: st.phase == "pick" and st.round >= 5,
}



# ---- games ---------------------------------------------------------------------------
def session(game: str, players: int, variants=(), people: int = 1, seed: int = 7) -> Session:
    """A game with `people` persons in the first seats and greedy computers after them."""
    colours = [c for _name, c in theme.PLAYER_COLOURS]
    seats = [Seat(NAMES[i], colours[i % len(colours)], None if i < people else "greedy") for i in range(players)]
    return Session(GameConfig(game, players, tuple(variants)), seed, seats)


# the greedy moves of each game played from its start, by config, seed and how far: the
# readability tests build the same tables again and again, and choosing took most of that
_LINES: dict[tuple[GameConfig, int | str, bool | None], list] = {}


def played(s: Session, middle: bool | None = True) -> Session:
    """Apply one greedy player's moves for every seat: until MIDDLE with the first seat to
    act, (middle False) to the end of the game, or (None) none: the first line. A game from
    its start gets the moves chosen for the same game before, applied again."""
    key = (s.config, s.seed, middle)
    line = _LINES.get(key) if not s.actions else None
    if line is not None:
        for action in line:
            _apply(s, action)
        return s
    driver = make_player("greedy", s.config.game, 1)
    until = MIDDLE[s.config.game]
    fresh = not s.actions
    while middle is not None and not s.is_over() and not (middle and s.actor() == 0 and until(s.state)):
        _apply(s, driver.choose(s.state.copy()))
    if fresh:
        _LINES[key] = list(s.actions)
    return s


def _apply(s: Session, action) -> None:
    error = s.apply(action)
    if error:
        raise RuntimeError(f"{s.config.game}: {error}")


def write_saves() -> None:
    """Two saves and a broken file in the saves folder; three unfinished games of three games,
    a fourth whose file a newer version wrote (its previous copy loads) and a finished game in
    the history; with fixed names and dates."""
    files = [(saves.file_for("Sunday game"), played(session("kingdomino", 4)).to_saved("Sunday game")),
             (saves.file_for("Duel at lunch"), played(session("duel", 2), middle=False).to_saved("Duel at lunch"))]
    for path, saved in files:
        saves.write(path, saved)
    broken = saves.saves_dir() / "broken.json"
    broken.write_text("{not a save", encoding="utf-8")
    for age, path in enumerate([p for p, _s in files] + [broken]):
        os.utime(path, (SAVED_AT - 3600 * age, SAVED_AT - 3600 * age))
    games = [("duel", 2, ()), ("queendomino", 4, ()), ("kralovska_zahrada", 3, ("middle_kingdom",)), ("kingdomino", 2, ())]
    unfinished = []
    for i, (game, players, variants) in enumerate(games):
        path = autosaves.autosaves_dir() / f"20231114-2{i}1320-00000{i}.json"
        saves.write(path, played(session(game, players, variants)).to_saved("Autosave"))
        unfinished.append(path)
    newer = json.loads(unfinished[-1].read_text(encoding="utf-8"))
    saves.write(unfinished[-1], saves.load(unfinished[-1])[0])        # its previous copy: the .bak
    unfinished[-1].write_text(json.dumps(dict(newer, version=saves.VERSION + 1)), encoding="utf-8")
    done = autosaves.history_dir() / "20231113-190000-000009.json"
    saves.write(done, played(session("queendomino", 2), middle=False).to_saved("Autosave"))
    for age, path in enumerate(unfinished + [done]):
        os.utime(path, (SAVED_AT + 600 - 900 * age, SAVED_AT + 600 - 900 * age))


def greedy_hint(state, game: str) -> Hint:
    """A hint panel's picture: greedy's placement and pick with their explanation (the hard
    level thinks against the clock, so its hint could differ from run to run)."""
    driver = make_player("greedy", game, 1)
    action = driver.choose(state.copy())
    after = state.copy()
    rules_for(game).apply(after, action)
    then = driver.choose(after.copy()) if after.phase == "choose" else None      # the same king picks
    return Hint(action, then, explain(state, game, [action] + ([then] if then else [])))


def write_progress() -> None:
    """Statistics for the Statistics scene: a few finished games of two people, Anna's reviewed."""
    results: list[tuple[str, list[tuple[str, str | None, int, int]]]] = [("kingdomino", [("Anna", None, 71, 1), ("Bohdan", "hard", 64, 2)]),
               ("kingdomino", [("Anna", None, 52, 2), ("Bohdan", "hard", 58, 1)]),
               ("kralovska_zahrada+harmony+middle_kingdom", [("Anna", None, 60, 1), ("Cyril", None, 41, 2)]),
               ("queendomino", [("Cyril", None, 80, 1), ("Dana", "expert", 77, 2), ("Eva", "easy", 50, 3)]),
               ("duel", [("Anna", None, 40, 2), ("Bohdan", "medium", 44, 1)])]
    for i, (game, rows) in enumerate(results):
        seats = [progress.SeatResult(name, agent, score, rank, j) for j, (name, agent, score, rank) in enumerate(rows)]
        progress.record_game(f"shot-{i}", game, seats)
    for i, accuracy in enumerate((58.0, 66.5, 61.0, 72.0, 79.5)):
        progress.record_reviews({"Anna": progress.ReviewedGame(f"shot-{i}", "kingdomino", accuracy, (100 - accuracy) / 40)})


