"""The replay viewer: step through a saved or finished game with buttons and keys."""
from pathlib import Path

import pygame
import pytest

from game import saves
from game.app.scenes.load import LoadScene
from game.app.scenes.replay import ReplayScene
from game.app.session import Seat, Session
from game.app.tables import directory as tables
from game.app.tables.kingdomino.sheet import ScoreSheetScene
from game.app.ui import theme
from game.rules.config import GameConfig
from game.rules.replay import replay
from tests.app.helpers import click, key
from tests.app.test_session_saves import computers_play

EXAMPLES = Path(__file__).resolve().parents[3] / "saves" / "examples"


def open_replay(app, name: str) -> ReplayScene:
    app.scenes.push(LoadScene(app))
    load = app.scenes.top
    entry = next(e for e in load.examples if e.path.name == name)
    load.scroll_by(10**6)
    click(app, next(b for b in entry.buttons if b.label == "Replay").rect.center)
    assert isinstance(app.scenes.top, ReplayScene)
    return app.scenes.top


def test_keys_and_buttons_step_through_the_game(app):
    rep = open_replay(app, "kralovska-zahrada-dynasty.json")
    saved, _ = saves.load(EXAMPLES / "kralovska-zahrada-dynasty.json")
    n = len(saved.record.actions)
    assert rep.at == 0 and rep.describe() == "The game begins" and not rep.buttons[1].enabled   # opens at the start
    key(app, pygame.K_END)
    assert rep.at == n and not rep.buttons[2].enabled
    key(app, pygame.K_LEFT)
    assert rep.at == n - 1 and rep.view.state.to_dict() == replay(saved.record, n - 1).to_dict()
    key(app, pygame.K_HOME)
    assert rep.at == 0 and rep.describe() == "The game begins" and not rep.buttons[1].enabled
    click(app, rep.buttons[2].rect.center)
    assert rep.at == 1 and rep.describe().endswith("chose domino " + str(saved.record.actions[0].number))
    click(app, rep.buttons[3].rect.center)
    assert rep.at == n
    click(app, rep.buttons[0].rect.center)
    assert rep.at == 0
    key(app, pygame.K_END)
    assert rep.at == n and rep.view.state.to_dict() == replay(saved.record).to_dict()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, LoadScene)


def test_a_game_without_a_table_replays_as_thumbnails(app, monkeypatch):
    monkeypatch.delitem(tables.tables(), "queendomino")
    app.scenes.push(LoadScene(app))
    entry = next(e for e in app.scenes.top.examples if e.path.name == "queendomino-3p.json")
    play = entry.buttons[0]
    assert play.label == "Play" and not play.enabled
    rep = open_replay(app, "queendomino-3p.json")
    assert rep.table is None
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    assert rep.at == 1
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(100, 600, 16)}
    assert len(colours) > 8          # the kingdoms are drawn, not an empty cloth


def _sheet(game: str):
    from game.app.tables.duel.sheet import DuelScoreSheetScene
    from game.app.tables.queendomino.sheet import QueenScoreSheet
    return {"kingdomino": ScoreSheetScene, "queendomino": QueenScoreSheet, "duel": DuelScoreSheetScene}[game]


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_every_score_sheet_offers_the_finished_game_as_a_replay(app, game):
    c = [col for _, col in theme.PLAYER_COLOURS]
    s = Session(GameConfig(game, 2), 6, [Seat("A", c[0], "random"), Seat("B", c[1], "random")])
    computers_play(s)
    app.scenes.push(_sheet(game)(app, s))
    sheet = app.scenes.top
    click(app, next(b for b in sheet.buttons if b.label == "Replay").rect.center)
    rep = app.scenes.top
    assert isinstance(rep, ReplayScene) and len(rep.steps) == len(s.actions) + 1
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is sheet


# ---- a replayed table is a picture: nothing invites anyone to act -------------------------
# what a table says or offers when someone is to act (English), never shown in a replay
PROMPTS = ("Point at your kingdom", "place domino", "choose your next domino", "Menu", "Hint",
           "is playing", "is thinking", "click the table", "knights, build, Dragon", "Done",
           "Bribe the Dragon", "B · tax", "Click a die", "pick a die", "Draw your dice")


def a_persons_moment(game: str) -> Session:
    """Anna (a person) against a computer, played by a greedy player until Anna is to act:
    placing (Kingdomino), with knights, building and the Dragon open (Queendomino), picking
    a die (Duel)."""
    from game.ai.registry import make_player
    from game.rules.queendomino.state import PHASE_PLACE as QUEEN_PLACE
    from tests.app.tables.queendomino.test_scene import all_open, rich_place
    c = [col for _, col in theme.PLAYER_COLOURS]
    s = Session(GameConfig(game, 2), 4, [Seat("Anna", c[0], None), Seat("Bohdan", c[1], "greedy")])
    ai = make_player("greedy", game, 1)
    wanted = {"kingdomino": lambda st: st.phase == "place" and st.round > 1,
              "queendomino": all_open,
              "duel": lambda st: st.phase == "pick" and st.round > 1}[game]
    while not (s.actor() == 0 and wanted(s.state)):
        assert s.apply(ai.choose(s.state)) is None
    if game == "queendomino":
        assert s.apply(rich_place(s.state)) is None and s.state.phase != QUEEN_PLACE
    return s


def drawn(monkeypatch, scene, surface) -> list[str]:
    """Every text `scene.draw` puts on the surface."""
    texts = []
    blit = theme.blit_text

    def record(surf, s, *a, **k):
        texts.append(s)
        return blit(surf, s, *a, **k)
    monkeypatch.setattr(theme, "blit_text", record)
    scene.draw(surface)
    monkeypatch.undo()
    return texts


def prompts_in(texts) -> list[str]:
    return [t for t in texts if any(p in t for p in PROMPTS)]


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_a_replayed_table_invites_nobody_to_act_and_ignores_clicks(app, monkeypatch, game):
    rep = ReplayScene(app, a_persons_moment(game).to_saved())
    app.scenes.push(rep)
    table = rep.table
    assert table.watching and table.worker is None      # nobody thinks in a replay
    last = len(rep.steps) - 1
    computer = next(i for i in range(last, 0, -1) if rep.steps[i][0].current_player() == 1)
    for step in (last, computer):                        # Anna to act; the computer to act
        rep.go(step)
        live = tables.play_scene(app, rep.view)           # the same moment at a live table
        live.resize(app.screen.get_size())
        assert prompts_in(drawn(monkeypatch, live, app.screen)), "set-up: the live table prompts"
        live.leave()
        shown = drawn(monkeypatch, rep, app.screen)
        assert not prompts_in(shown), f"step {step}"
        assert not table.human_turn()
        seat = rep.view.seats[rep.view.actor()]
        assert seat.name in " ".join(shown)                # whose turn it is at this step
    rep.go(last)
    if game == "queendomino":
        assert table.offer().optional and not table.steps_open()     # the rules offer steps: none shown
    before = rep.view.state.to_dict()
    area = rep.above                                     # the table, out of the replay's bar
    spots = [(x, y) for x in range(area.x + 8, area.right, 40) for y in range(area.y + 8, area.bottom, 40)]
    spots.append(table.menu_button.rect.center)
    for pos in spots:                                    # every part of the table, Menu's place too
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)
    assert app.scenes.top is rep and rep.at == last
    assert rep.view.state.to_dict() == before and len(rep.view.log) == last


# ---- playing by itself ---------------------------------------------------------------------
def test_play_steps_on_by_itself_until_the_end_and_pause_stops_it(app):
    rep = open_replay(app, "kralovska-zahrada-dynasty.json")
    n = len(rep.steps) - 1
    play, speed = rep.buttons[5], rep.buttons[6]
    click(app, play.rect.center)                 # at the end: Play starts again from the beginning
    assert rep.playing and rep.at == 0 and play.label == "Pause"
    rep.update(rep.wait + 0.01)
    assert rep.at == 1
    key(app, pygame.K_SPACE)                     # Space pauses: time passing moves nothing
    assert not rep.playing and play.label == "Play"
    rep.update(60.0)
    assert rep.at == 1
    key(app, pygame.K_SPACE)
    slow = rep.wait
    click(app, speed.rect.center)
    assert speed.label == "×2" and rep.wait < slow     # a faster speed counts at once
    while rep.playing:
        rep.update(rep.wait + 0.01)
    assert rep.at == n and play.label == "Play" and not rep.update(1.0)


def test_the_header_names_whose_move_is_shown(app):
    rep = open_replay(app, "kralovska-zahrada-dynasty.json")
    key(app, pygame.K_HOME)
    assert "'s move" not in rep.head()
    for i in range(1, 6):
        key(app, pygame.K_RIGHT)
        mover = rep.movers[i - 1]
        assert rep.head().endswith(f"{rep.view.seats[mover].name}'s move")
        assert rep.describe().startswith(rep.view.seats[mover].name)
