"""Render every scene of the app to PNG files, the same pixels on every run.

Why: a change that must leave the pictures alone (moving modules, renaming, refactoring)
is checked by rendering before and after it and comparing the two folders pixel by pixel:

    python -m game.tools.scene_shots /tmp/before          (on the old code)
    python -m game.tools.scene_shots /tmp/after           (on the new code)
    python -m game.tools.compare_shots /tmp/before /tmp/after

Each picture is OUTDIR/<scene>-<W>x<H>.png, at 1280x720 and 1920x1080 unless --size says
otherwise (--only picks scenes by name). Nothing depends on the clock or on threads: the
window is SDL's dummy driver, saves and settings live in a fresh folder of a fixed name
under the system's temporary folder (English unless --lang says otherwise, classic theme, the save dates fixed, one
run at a time), every game has a fixed seed, and every move is
applied through the session at once by one greedy player, so computers never think in
the background. Tables are shown when their first seat (a person) is to act, after the
scene has run with a fixed time step until nothing moves (dice rolled, banners up).
"""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TypeVar  # noqa: E402

import pygame  # noqa: E402

from game import autosaves, progress, saves

# the app and the computer players: the only imports a move of game/app or game/ai touches
from game.ai.explain import explain
from game.ai.hint import Hint
from game.ai.registry import make_player
from game.app import hosted_games, online_seats, settings
from game.app.app import App
from game.app.net_session import NetSession
from game.app.review_worker import ReviewWorker
from game.app.run import apply_language, apply_look
from game.app.scenes.join import JoinScene
from game.app.scenes.load import LoadScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.online import OnlineScene, connect
from game.app.scenes.pause import PauseScene
from game.app.scenes.replay import ReplayScene
from game.app.scenes.review import ReviewScene
from game.app.scenes.rules_help import RulesScene
from game.app.scenes.statistics import StatisticsScene
from game.app.scenes.title import TitleScene
from game.app.session import Seat, Session
from game.app.settings import UI_SCALES
from game.app.tables.common.remote import remote_scene
from game.app.tables.directory import play_scene
from game.app.tables.queendomino.scene import QueenPlayScene
from game.app.tutorial.lesson_scene import open_lesson
from game.app.ui import theme
from game.app.ui.scene import Scene
from game.cli.review import default_seats
from game.i18n import LANGUAGES
from game.net.discovery import Announced, Listener
from game.net.host import HostedTable
from game.net.link import Chair, Link
from game.net.protocol import seat_key
from game.net.stand_ins import public_seats
from game.net.table import new_table, table_file
from game.rules.config import GameConfig
from game.rules.queendomino.actions import Dragon
from game.rules.queendomino.state import QueenState
from game.rules.registry import rules_for
from game.tutorial.lessons import LESSONS

SIZES = ((1280, 720), (1920, 1080))
NAMES = ("Anna", "Bohdan", "Cyril", "Dana", "Eva", "Filip", "Gita", "Hana")
# saves and settings: a fresh folder of a fixed name (the settings scene shows its path),
# so one run at a time
HOME = Path(tempfile.gettempdir()) / "kingdomino-scene-shots"
SAVED_AT = 1_700_000_000          # the load list shows each save's date: fixed, in UTC
STEP = 0.05                       # seconds per update while a scene settles

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


def played(s: Session, middle: bool | None = True) -> Session:
    """Apply one greedy player's moves for every seat: until MIDDLE with the first seat to
    act, (middle False) to the end of the game, or (None) none: the first line."""
    driver = make_player("greedy", s.config.game, 1)
    until = MIDDLE[s.config.game]
    while middle is not None and not s.is_over() and not (middle and s.actor() == 0 and until(s.state)):
        error = s.apply(driver.choose(s.state.copy()))
        if error:
            raise RuntimeError(f"{s.config.game}: {error}")
    return s


# ---- driving the app -----------------------------------------------------------------
def settle(app: App) -> None:
    """Run the top scene with a fixed time step until nothing moves or waits."""
    for _ in range(1000):
        if not app.step([], STEP):
            return
        worker = getattr(app.scenes.top, "worker", None)
        if getattr(app.scenes.top, "thinking", False) and worker is not None:
            worker.wait_ready()                 # the computer's answer, however busy the machine
    raise RuntimeError(f"{type(app.scenes.top).__name__} never came to rest")


def at_title(app: App) -> TitleScene:
    title = TitleScene(app)
    app.scenes.push(title)
    return title


S = TypeVar("S", bound=Scene)


def top(app: App, kind: type[S]) -> S:
    """The scene on top, which a shot's last step has brought up."""
    scene = app.scenes.top
    if not isinstance(scene, kind):
        raise RuntimeError(f"expected a {kind.__name__} on top, found {scene!r}")
    return scene


def pick(row, value) -> None:
    """Choose `value` in an option row, as a click on its button does."""
    row.buttons[row.values.index(value)].on_click()


def table(app: App, game: str, players: int, variants=(), people: int = 1, middle: bool | None = True):
    """The game's table, pushed and settled (at the end: its score sheet is on top)."""
    scene = play_scene(app, played(session(game, players, variants, people), middle))
    app.scenes.push(scene)
    settle(app)
    return scene


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


# ---- the scenes ----------------------------------------------------------------------
SHOTS: dict = {}


def shot(name: str, build, *args, **kwargs) -> None:
    """A picture by name; its builder returns True when the scene is to be shown unsettled."""
    SHOTS[name] = lambda app: build(app, *args, **kwargs)


def title_then(app: App, method: str) -> None:
    settings.change(lesson_steps={})          # Learn to play: no lesson left in the middle
    getattr(at_title(app), method)()          # the title's own buttons' actions


def learn_finished(app: App) -> None:
    """Learn to play with the Kingdomino lesson played to its end (marked finished)."""
    settings.change(lesson_steps={"kingdomino": len(LESSONS["kingdomino"].steps)})
    at_title(app).learn()


def new_game(app: App, game: str, players: int) -> None:
    settings.change(lessons_offered=[])       # every picture shows the first visit's offer
    at_title(app).new_game()
    scene = top(app, NewGameScene)
    pick(scene.game_row, game)
    pick(scene.count_row, players)


def kingdomino_table(app: App, then: str = "") -> None:
    scene = table(app, "kingdomino", 4)
    if then == "hover":             # the domino follows the pointer over the kingdom
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=scene.big.rect.center, rel=(0, 0),
                                     buttons=(0, 0, 0))], 0.0)
    elif then == "log":
        scene.toggle_log()
    elif then:
        if then == "quit":          # an unfinished game that saves itself: Quit to title asks
            scene.session.autosave = True
            scene.session.write_autosave()
        scene.open_pause()
        if then == "save_as":
            top(app, PauseScene).save_as()
        elif then == "quit":
            top(app, PauseScene).to_title()


def garden_table(app: App, banner: bool) -> None:
    """Královská zahrada, hot seat: with the Settings' hand-over screen (`banner`) it comes
    up on the person's turn."""
    settings.change(hand_over=banner)
    table(app, "kralovska_zahrada", 3, ("middle_kingdom", "harmony"), people=2)
    settings.change(hand_over=False)


def looked_at(app: App, game: str, players: int, key: int, variants=()) -> None:
    """A table with a key pressed: a seat's number opens its kingdom large, B the box."""
    table(app, game, players, variants)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=pygame.key.name(key))], 0.0)


def explained_table(app: App, game: str, players: int, what: str, variants=()) -> None:
    """A table with its hint explained ("hint") or the computer's last move ("why")."""
    scene = table(app, game, players, variants)
    if what == "hint":
        scene.hints.hint = greedy_hint(scene.session.state, game)
    else:
        scene.why.toggle()


def statistics(app: App) -> None:
    at_title(app)
    write_progress()
    app.scenes.push(StatisticsScene(app))


def load_scrolled(app: App, kind: str) -> None:
    """The Load list scrolled to a section's heading ("history": the finished games)."""
    at_title(app).load()
    load = top(app, LoadScene)
    y = 0
    for row, _item in load.rows():
        if row == kind:
            break
        y += load.row_height(row)
    load.scroll_by(y)


def replay(app: App, entry: int) -> None:
    at_title(app).load()
    load = top(app, LoadScene)
    load.replay(load.mine[entry])
    rep = top(app, ReplayScene)
    rep.go(len(rep.steps) // 2)


REVIEWS: dict[str, ReviewWorker] = {}    # a save's review, done once for every size


def review(app: App, entry: int, step: int) -> None:
    """A saved game's review (2 futures a decision), finished before the picture: the summary
    (step -1) or a decision."""
    at_title(app).load()
    saved = top(app, LoadScene).mine[entry].saved
    assert saved is not None
    if saved.title not in REVIEWS:
        REVIEWS[saved.title] = ReviewWorker(saved.record, default_seats(saved), samples=2)
        REVIEWS[saved.title].wait_for(REVIEWS[saved.title].total)
    app.scenes.push(ReviewScene(app, saved, REVIEWS[saved.title]))
    top(app, ReviewScene).go(step)


def rules_page(app: App, page: str) -> None:
    """The Rules scene over the title, on one page."""
    at_title(app)
    app.scenes.push(RulesScene(app, page))


def lesson(app: App, lesson_id: str, step: int) -> None:
    """A lesson at the start of a step (0-based), as Learn to play opens it."""
    open_lesson(app, LESSONS[lesson_id], step)


# ---- motion, frozen at a chosen moment (these builders return True: no settling after them)
def mouse(app: App, kind: int, pos, held: bool = False) -> None:
    """One mouse event through the app, the clock standing still."""
    fields = {"pos": pos, "button": 1} if kind != pygame.MOUSEMOTION else {
        "pos": pos, "rel": (0, 0), "buttons": (1 if held else 0, 0, 0)}
    app.step([pygame.event.Event(kind, **fields)], 0.0)


def at_placing(game: str, players: int) -> Session:
    """A game in its middle with the first seat (a person) about to place."""
    s = played(session(game, players))
    driver = make_player("greedy", game, 1)
    while not (s.actor() == 0 and s.state.phase == "place" and s.rules.legal_actions(s.state)):
        s.apply(driver.choose(s.state.copy()))
    return s


def motion_table(app: App, game: str, players: int, seconds: float) -> bool:
    """The person's placement `seconds` after it was made: the piece settling, the territory
    glowing, the score counting up (only the table's motion runs: no computer thinks)."""
    scene = play_scene(app, at_placing(game, players))
    app.scenes.push(scene)
    settle(app)
    scene.act(make_player("greedy", game, 1).choose(scene.session.state.copy()))
    scene.motion.advance(0.0, scene.live_scores())
    scene.motion.advance(seconds, scene.live_scores())
    return True


def drag_table(app: App, game: str, players: int) -> bool:
    """A person carrying the piece to place over a legal spot, the button still held."""
    scene = play_scene(app, at_placing(game, players))
    app.scenes.push(scene)
    settle(app)
    st = scene.session.state
    action = make_player("greedy", game, 1).choose(st.copy())
    if game == "duel":
        start = scene.dice.die_rect(st, scene.my_pending()[0]).center
        end = scene.maps[st.placer].cell_rect(action.a).center
    else:                           # turned as the player would, to show a legal spot
        start, scene.rot = scene.big.rect.center, action.rot
        end = scene.big.rel_rect(st.kingdoms[scene.shown_player()], action.x, action.y).center
    mouse(app, pygame.MOUSEMOTION, start)
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    mouse(app, pygame.MOUSEMOTION, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), held=True)
    mouse(app, pygame.MOUSEMOTION, end, held=True)
    return True


def queen_moment(app: App, what: str, seconds: float) -> bool:
    """Queendomino, `seconds` into the builders board sliding and refilling at a round's end
    ("board"), or into a person's Dragon flying from its cave to the building it burns ("dragon")."""
    s = played(session("queendomino", 4))
    driver = make_player("greedy", "queendomino", 1)
    if what == "board":           # up to the last move of a round, then that move
        while True:
            before, after = s.state, s.state.copy()
            action = driver.choose(s.state.copy())
            s.rules.apply(after, action)
            assert isinstance(before, QueenState) and isinstance(after, QueenState)
            if after.round != before.round and after.board != before.board:
                break
            s.apply(action)
    else:                         # until the person may bribe the Dragon
        while not (s.actor() == 0 and any(isinstance(a, Dragon) for a in s.rules.legal_actions(s.state))):
            s.apply(driver.choose(s.state.copy()))
        action = next(a for a in s.rules.legal_actions(s.state) if isinstance(a, Dragon))
    scene = play_scene(app, s)
    assert isinstance(scene, QueenPlayScene)
    app.scenes.push(scene)
    if what == "dragon":          # the person's own move, through the table
        settle(app)
        scene.act(action)
    else:                         # a computer's move: applied as it lands
        s.apply(action)
    scene.follow_board()
    scene.motion.advance(0.0, scene.live_scores())
    scene.motion.advance(seconds, scene.live_scores())
    return True


def finale(app: App, game: str, players: int, seconds: float) -> bool:
    """The end of a game being scored on the map, `seconds` after it began."""
    scene = play_scene(app, played(session(game, players), middle=False))
    app.scenes.push(scene)
    for _ in range(100):
        if type(app.scenes.top).__name__ == "FinaleScene":
            break
        app.step([], STEP)
    for _ in range(round(seconds / STEP)):
        app.step([], STEP)
    return True


class Heard(Listener):
    """A fixed list of games "heard" on the network, in place of the Join scene's listener
    (nothing listens: no socket, no thread)."""

    def __init__(self, games: list[Announced]) -> None:     # noqa: D107 - no Listener.__init__: no socket
        self.fixed = games

    def current(self) -> list[Announced]:
        return self.fixed

    def close(self) -> None:
        pass


def online(app: App, what: str) -> bool:
    """Play online with a hosted table to reopen ("online"), Join a game with a game heard and a
    seat held ("join"), the host's table waiting for its remote player ("host_waiting"), that
    player dropped ("host_dropped") and the host choosing who plays for them ("stand_in").
    No server runs and nothing listens: the tables and the games heard are written here."""
    at_title(app)
    table = new_table("queendomino:3:remote,remote,greedy", 7)
    table.code, table.seats[0].name, table.seats[0].connected = "Qx7Kd2Lm9PaB", NAMES[0], True
    if what == "online":
        folder = hosted_games.folder()
        folder.mkdir(parents=True, exist_ok=True)
        saves.write(table_file(folder, table.code), table.saved())
        online_seats.remember(online_seats.HeldSeat("127.0.0.1", 47800, table.code, NAMES[0], "t" * 16,
                                                    "queendomino", True))
        app.scenes.push(OnlineScene(app))
    elif what == "join":
        online_seats.remember(online_seats.HeldSeat("192.0.2.7", 47801, "Rt5Uv8Wx1YzA", NAMES[1], "t" * 16,
                                                    "kingdomino"))
        join = JoinScene(app, connect, listen_port=0)
        if join.listener is not None:
            join.listener.close()
        join.listener = Heard([Announced("192.0.2.9", 47802, table.code, NAMES[2], "royal_wedding", 3),
                               Announced("192.0.2.10", 47803, "Zz9Yy8Xx7Ww6", NAMES[3], "duel", 1)])
        app.scenes.push(join)
    else:
        if what != "host_waiting":          # Bob sat down, then his connection dropped
            table.seats[1].name, table.seats[1].key = NAMES[1], seat_key("u" * 16)
            settings.change(seat_wait=0)
        link = Link("127.0.0.1", 47800, table.code, [Chair(NAMES[0], "t" * 16)])
        welcome = {"type": "welcome", "seat": 0, "token": "t" * 16, "n": table.n, "view": table.view(),
                   "seats": public_seats(table, settings.current().seat_wait, time.monotonic())}
        session = NetSession.from_welcome(link, 0, welcome)
        scene = remote_scene(app, session, HostedTable(table, NAMES[0], announce=False), "192.0.2.2:47800")
        app.scenes.push(scene)
        if what == "stand_in" and scene.remote:
            app.step([], STEP)
            app.render()
            scene.remote.hand_buttons[1].on_click()
    return False


shot("title", at_title)
for _game, _players in (("kingdomino", 2), ("queendomino", 4), ("duel", 2), ("royal_wedding", 8)):
    shot(f"new_game_{_game}", new_game, _game, _players)
for _method in ("load", "settings", "rules", "learn", "about"):
    shot(_method, title_then, _method)
shot("learn_finished", learn_finished)
shot("load_history", load_scrolled, "history")
shot("table_kingdomino", kingdomino_table)
shot("table_kingdomino_2p", table, "kingdomino", 2)
shot("table_kingdomino_first_line", table, "kingdomino", 4, middle=None)
shot("table_kingdomino_hover", kingdomino_table, "hover")
shot("event_log", kingdomino_table, "log")
shot("pause", kingdomino_table, "pause")
shot("save_as", kingdomino_table, "save_as")
shot("quit_ask", kingdomino_table, "quit")
shot("handover", garden_table, True)
shot("table_kralovska_zahrada", garden_table, False)
shot("table_kralovska_zahrada_7x7", table, "kralovska_zahrada", 2, ("middle_kingdom", "harmony", "mighty_duel"))
shot("table_queendomino", table, "queendomino", 4)
shot("table_royal_wedding", table, "royal_wedding", 6)
shot("table_royal_wedding_teams", table, "royal_wedding", 8, ("teams",))
shot("table_duel", table, "duel", 2)
shot("look_kingdomino", looked_at, "kralovska_zahrada", 3, pygame.K_2, ("middle_kingdom", "harmony"))
shot("look_queendomino", looked_at, "queendomino", 4, pygame.K_3)
shot("box_kingdomino", looked_at, "kingdomino", 4, pygame.K_b)
shot("box_royal_wedding", looked_at, "royal_wedding", 8, pygame.K_b, ("teams",))
for _game, _players, _variants in (("kingdomino", 4, ()), ("kralovska_zahrada", 3, ("middle_kingdom", "harmony")),
                                   ("queendomino", 4, ()), ("royal_wedding", 6, ()), ("duel", 2, ())):
    shot(f"sheet_{_game}", table, _game, _players, _variants, middle=False)
for _game, _players in (("kingdomino", 4), ("queendomino", 4), ("duel", 2)):
    shot(f"table_{_game}_hint", explained_table, _game, _players, "hint")
    shot(f"table_{_game}_why", explained_table, _game, _players, "why")
for _what in ("hint", "why"):      # Harmony is "no domino discarded" here: the panel and the words agree
    shot(f"table_mighty_duel_wider_{_what}", explained_table, "kingdomino", 2, _what,
         ("middle_kingdom", "harmony", "mighty_duel", "wider_offer"))
shot("statistics", statistics)
for _page in ("queendomino", "duel", "controls"):
    shot(f"rules_{_page}", rules_page, _page)
shot("lesson_kingdomino", lesson, "kingdomino", 5)
shot("lesson_kralovska_zahrada", lesson, "kralovska_zahrada", 7)
shot("lesson_queendomino", lesson, "queendomino", 10)
shot("lesson_duel", lesson, "duel", 10)
for _game, _players, _late in (("kingdomino", 4, 8.0), ("queendomino", 4, 9.0), ("royal_wedding", 6, 14.0),
                               ("duel", 2, 5.0)):
    shot(f"motion_{_game}", motion_table, _game, _players, 0.12)
    shot(f"drag_{_game}", drag_table, _game, _players)
    shot(f"finale_{_game}", finale, _game, _players, 2.0)
    shot(f"finale_{_game}_late", finale, _game, _players, _late)
shot("board_queendomino", queen_moment, "board", 0.45)
shot("dragon_queendomino", queen_moment, "dragon", 0.2)
for _what in ("online", "join", "host_waiting", "host_dropped", "stand_in"):
    shot(_what, online, _what)
shot("replay_kingdomino", replay, 0)
shot("replay_duel", replay, 1)
shot("review_summary", review, 1, -1)
shot("review_decision", review, 1, 1)


# ---- main ----------------------------------------------------------------------------
def parse_sizes(text: str) -> list[tuple[int, int]]:
    sizes = []
    for part in text.split(","):
        w, _x, h = part.strip().lower().partition("x")
        if not (w.isdigit() and h.isdigit() and int(w) >= 320 and int(h) >= 180):
            raise argparse.ArgumentTypeError(f"sizes look like 1280x720,1920x1080 (320x180 at least), not {text!r}")
        sizes.append((int(w), int(h)))
    return sizes


def render_all(out: Path, sizes, names: list[str]) -> list[Path]:
    written = []
    pygame.display.init()
    pygame.font.init()
    for size in sizes:
        app = App(pygame.display.set_mode(size))
        pygame.event.clear()
        for name in names:
            if not SHOTS[name](app):        # a moment of motion is shown as it is
                settle(app)
            app.render()
            path = out / f"{name}-{size[0]}x{size[1]}.png"
            pygame.image.save(app.screen, str(path))
            written.append(path)
            while app.scenes.stack:         # leave every scene (closes table workers)
                app.scenes.pop()
    pygame.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.scene_shots", description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--size", type=parse_sizes, default=list(SIZES), help="e.g. 1280x720 or 1280x720,1920x1080")
    parser.add_argument("--only", default="", help=f"comma-separated scenes out of: {', '.join(SHOTS)}")
    parser.add_argument("--scale", type=int, choices=sorted(UI_SCALES), default=100, help="UI scale in percent")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default="en", help="the language of the words (English)")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.only.split(",") if n.strip()] or list(SHOTS)
    unknown = [n for n in names if n not in SHOTS]
    if unknown:
        parser.error(f"unknown scene(s): {', '.join(unknown)}")
    args.outdir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    os.environ["TZ"] = "UTC"
    if hasattr(time, "tzset"):
        time.tzset()
    shutil.rmtree(HOME, ignore_errors=True)
    try:
        os.environ["KINGDOMINO_DATA_DIR"] = str(HOME / "data")
        os.environ["KINGDOMINO_CONFIG_DIR"] = str(HOME / "config")
        os.environ["KINGDOMINO_LOG_DIR"] = str(HOME / "log")
        (HOME / "config").mkdir(parents=True)
        (HOME / "config" / "settings.json").write_text(json.dumps({"language": args.lang, "theme": "classic",
                                                                   "ui_scale": args.scale, "window": "1280x720"}))
        apply_look(None, None)       # from the settings file, as the game starts
        apply_language(None)
        write_saves()
        written = render_all(args.outdir, args.size, names)
    finally:
        shutil.rmtree(HOME, ignore_errors=True)
    print(f"{len(written)} pictures in {args.outdir} ({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
