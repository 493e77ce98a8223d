"""The pictures of motion frozen at a chosen moment (game.tools.scene_shots): a placement
settling, a piece dragged, Queendomino's board and Dragon, a game's finale. Each builder
returns True: the picture is taken as it is, without settling."""
from __future__ import annotations

import pygame

from game.ai.registry import make_player
from game.app.app import App
from game.app.session import Session
from game.app.tables.directory import play_scene
from game.app.tables.queendomino.scene import QueenPlayScene
from game.rules.queendomino.actions import Dragon
from game.rules.queendomino.state import QueenState
from game.tools.shot_driving import STEP, settle
from game.tools.shot_games import played, session


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


