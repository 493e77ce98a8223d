"""Frame time of the tables at 1920x1080 while something moves (`bench` reports it as
frame_ms with motion "placement" or "finale"): the late-game tables of bench_frame.py with
a placement being shown over and over (the piece flying in, every score counting up, the
placer's two largest territories glowing), and the end of a game counted on the map."""
from __future__ import annotations

import statistics
import time

import pygame

from game.ai.registry import make_player
from game.app.app import App
from game.app.bench_frame import late_duel_scene, late_game_scene, offscreen
from game.app.session import Seat, Session
from game.app.tables.common.animation import COUNT_SECONDS, GLOW_SECONDS, Glow, TableMotion
from game.app.tables.common.finale import FinaleScene
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.app.ui.motion import CountUp
from game.rules.config import GameConfig

FRAME = 1 / 60
REPEAT = 40              # frames before the placement is shown again from its start
FLY_SECONDS = 0.45


def show_placement(scene, action) -> None:
    """Start showing `action` as placed: its piece flying in from the table's corner, every
    score counting up by 7, the placer's two largest territories glowing (the state stays)."""
    scene.motion = TableMotion()       # at Normal speed whatever the settings say
    scene.motion.counts = [CountUp(s - 7, s, 0.0, COUNT_SECONDS) for s in scene.live_scores()]
    owner = scene.kingdom_owner(0) if hasattr(scene, "kingdom_owner") else 0
    largest = sorted(scene.territory_masks()[owner], key=int.bit_count)[-2:]     # a placement joins two at most
    scene.motion.glows = [Glow(owner, cells, 0.0, GLOW_SECONDS) for cells in largest]
    for f in scene.landing(action):
        f.start, f.duration = pygame.Rect(0, 0, f.end.w, f.end.h), FLY_SECONDS
        scene.motion.fly([f])


def measure_placement_frame_ms(n_frames: int = 120, game: str = "kingdomino") -> tuple[float, float]:
    """(median, max) milliseconds to draw a late-game table at 1920x1080 while a placement is shown."""
    offscreen()
    if game == "duel":
        app, scene = late_duel_scene()
    else:
        app, scene, _ = late_game_scene(game)
    action = make_player("greedy", game, 1).choose(scene.session.state.copy())
    scene.pointer = scene.sl["message"].center
    times = []
    for i in range(n_frames + 1):
        if i % REPEAT == 0:
            show_placement(scene, action)
        scene.motion.advance(FRAME, scene.live_scores())
        start = time.perf_counter()
        app.render()
        times.append((time.perf_counter() - start) * 1000)
    app.scenes.pop()
    return statistics.median(times[1:]), max(times[1:])       # the first frame is a warm-up


def measure_finale_frame_ms(n_frames: int = 120, game: str = "kingdomino") -> tuple[float, float]:
    """(median, max) milliseconds to draw the end of a 4-player game being counted on the map,
    frames spread over the whole count."""
    offscreen()
    colours = [c for _, c in theme.PLAYER_COLOURS]
    session = Session(GameConfig(game, 4), 2024, [Seat(n, colours[i], None if i == 0 else "greedy")
                                                  for i, n in enumerate(("Anna", "Bohdan", "Cyril", "Dana"))])
    ai = make_player("greedy", game, 1)
    while not session.is_over():
        session.apply(ai.choose(session.state.copy()))
    app = App(pygame.Surface((1920, 1080)))
    table = play_scene(app, session)
    app.scenes.push(table)
    finale = FinaleScene(app, table, table.tallies(), table)
    app.scenes.push(finale)
    app.render()
    times = []
    for i in range(n_frames):
        finale.now = finale.end * i / n_frames
        start = time.perf_counter()
        app.render()
        times.append((time.perf_counter() - start) * 1000)
    while app.scenes.stack:
        app.scenes.pop()
    return statistics.median(times), max(times)
