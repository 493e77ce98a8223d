"""Frame time of the full 4-player table at 1920x1080, drawn on an offscreen surface
(`bench` reports it as frame_ms). The pointer moves over the table each frame, so the
hover highlight and the placement preview are part of what is measured."""
from __future__ import annotations

import os
import statistics
import time

import pygame

from game.ai.registry import make_player
from game.app.app import App
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.rules.config import GameConfig
from game.rules.duel.state import DuelState
from game.rules.kingdomino.state import PHASE_PLACE


def late_game_scene(game: str = "kingdomino"):
    """A 4-player table at 1920x1080, round 9 or later, the person (Anna) about to place."""
    seats = [Seat("Anna", theme.PLAYER_COLOURS[0][1])] + [
        Seat(n, theme.PLAYER_COLOURS[i + 1][1], "greedy") for i, n in enumerate(("Bohdan", "Cyril", "Dana"))]
    session = Session(GameConfig(game, 4), 2024, seats)
    ai = make_player("greedy", game, 1)
    st = session.state
    while not (st.round >= 9 and st.current_player() == 0 and st.phase == PHASE_PLACE):
        session.apply(ai.choose(st))
    surface = pygame.Surface((1920, 1080))
    app = App(surface)
    scene = play_scene(app, session)
    app.scenes.push(scene)
    scene.banner_for = 0
    scene.spots.sync(session)
    return app, scene, surface


def measure_frame_ms(n_frames: int = 120, game: str = "kingdomino") -> tuple[float, float]:
    """(median, max) milliseconds to draw the whole table, after one warm-up frame."""
    offscreen()
    app, scene, surface = late_game_scene(game)
    k = scene.session.state.kingdoms[0]
    cells = [scene.big.rel_rect(k, x, y).center for y in range(-4, 5) for x in range(-4, 5)]
    others = [v.rect.center for v in scene.small] + [scene.draft.rect.center]
    points = cells + others
    app.render()
    times = []
    for i in range(n_frames):
        pos = points[i % len(points)]
        scene.pointer = pos
        start = time.perf_counter()
        app.render()
        times.append((time.perf_counter() - start) * 1000)
    app.scenes.pop()
    return statistics.median(times), max(times)


def measure_duel_frame_ms(n_frames: int = 120) -> tuple[float, float]:
    """(median, max) for the Kingdomino Duel table late in a game, a person drawing: the
    pointer crosses both maps (ghost domino, territory highlight) and the dice."""
    offscreen()
    app, scene = late_duel_scene()
    points = [v.cell_rect(c).center for v in scene.maps for c in range(35)] + [scene.dice.rect.center]
    app.render()
    times = []
    for i in range(n_frames):
        scene.pointer = points[i % len(points)]
        start = time.perf_counter()
        app.render()
        times.append((time.perf_counter() - start) * 1000)
    app.scenes.pop()
    return statistics.median(times), max(times)


def offscreen() -> None:
    """pygame ready to draw on surfaces, with no window."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def late_duel_scene():
    """The Duel table at 1920x1080 in round 7 or later, the person drawing, the roll over."""
    session = Session(GameConfig("duel", 2), 2024, [Seat("Anna", theme.PLAYER_COLOURS[0][1]),
                                                   Seat("Bohdan", theme.PLAYER_COLOURS[3][1], "greedy")])
    ai = make_player("greedy", "duel", 1)
    st = session.state
    assert isinstance(st, DuelState)
    while not (st.round >= 7 and st.phase == "place" and st.placer == 0):
        session.apply(ai.choose(st))
    app = App(pygame.Surface((1920, 1080)))
    scene = play_scene(app, session)
    app.scenes.push(scene)
    scene.banner_for = 0
    app.step([], 2.0)                   # the roll is over
    return app, scene


if __name__ == "__main__":
    med, worst = measure_frame_ms()
    print(f"frame_ms median {med:.2f} max {worst:.2f}")
