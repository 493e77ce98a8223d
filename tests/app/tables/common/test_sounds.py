"""What the tables sound like: each move plays its effect, people's moves by mouse and
computers' after their flight alike; a refused try plays the soft sound; rounds end on a
bell and games on the fanfare. sound.play is spied on, so no audio device is needed."""
import pytest

from game.ai.registry import make_player
from game.app import sound
from game.app.session import Seat, Session
from game.app.tables.common.sounds import heard
from game.app.tables.directory import play_scene
from game.app.tables.kingdomino.draft_view import CURRENT
from game.app.ui import theme
from game.rules.actions import Choose, Place
from game.rules.config import GameConfig
from game.rules.duel.actions import Pick, PlaceDomino
from game.rules.duel.outcome import DuelOutcome
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_PLACE
from game.rules.outcome import KingdominoOutcome
from game.rules.queendomino.actions import Build, Dragon, Knight
from game.rules.queendomino.board import slot_cost
from game.rules.queendomino.outcome import QueenOutcome
from tests.app.helpers import click
from tests.app.tables.duel.test_scene import duel_table, settle, to_placing, ui_do
from tests.app.tables.kingdomino.test_scene import human_vs_computer, place_by_mouse, run_until_human
from tests.app.tables.queendomino.test_scene import after_rich_place, cell_pos


@pytest.fixture
def played(monkeypatch):
    names = []
    monkeypatch.setattr(sound, "play", names.append)
    return names


def test_kingdomino_people_and_computers_moves_sound_and_a_wrong_click_is_soft(app, played):
    play = human_vs_computer(app, players=3)
    run_until_human(app, play, PHASE_PLACE)
    s = play.session
    moves = [n for n in played if n in ("pick", "place", "discard")]
    assert len(moves) == len(s.actions) >= 3 and s.actors.count(1) >= 1       # the computers' moves too
    played.clear()
    place_by_mouse(app, play, s.rules.legal_actions(s.state)[0])
    assert played[0] == "place" and isinstance(s.actions[-1], Place)
    run_until_human(app, play, PHASE_CHOOSE)
    played.clear()
    click(app, play.draft.slot_rect(CURRENT, 0).center)                        # not the next line
    assert played == ["illegal"] and play.error
    n = len(s.actions)
    assert play.apply_move(Choose(-1)) and played == ["illegal", "illegal"]  # the rules refuse it
    assert len(s.actions) == n


def test_queendomino_knights_buildings_and_coins_sound(app, played):
    scene = after_rich_place(app)
    assert played == ["place"]
    taxes = scene.offer().knights
    cell = max(taxes, key=taxes.get)
    assert taxes[cell] > 0, "set-up: this knight collects tax"
    click(app, cell_pos(scene, cell))
    assert isinstance(scene.session.actions[-1], Knight) and played[1:] == ["knight", "coins"]
    st = scene.session.state
    b = max(scene.offer().builds, key=lambda a: slot_cost(st, a.slot, st.current_house()))
    assert slot_cost(st, b.slot, st.current_house()) > 0, "set-up: this building costs coins"
    click(app, scene.builders.slots[b.slot].center)
    click(app, cell_pos(scene, (b.x, b.y)))
    assert isinstance(scene.session.actions[-1], Build) and played[3:] == ["build", "coins"]


def test_queendomino_the_dragon_burns_with_its_own_sound(app, played):
    scene = after_rich_place(app)
    click(app, scene.dragon_button.rect.center)
    click(app, scene.builders.slots[2].center)
    assert isinstance(scene.session.actions[-1], Dragon) and played[-2:] == ["dragon", "coins"]


def test_duel_dice_roll_picks_and_drawings_sound(app, played):
    scene = duel_table(app)
    assert played == ["dice"]                         # the first roll
    st = to_placing(app, scene)
    assert played == ["dice", "pick", "pick", "pick"] and isinstance(scene.session.actions[0], Pick)
    drawing = next(a for a in scene.legal() if isinstance(a, PlaceDomino))
    ui_do(app, scene, drawing)
    assert played[-1] == "place" and isinstance(scene.session.actions[-1], PlaceDomino)
    settle(app, scene)
    played.clear()
    click(app, scene.maps[st.placer].cell_rect(0).center)        # a far corner: connects to nothing
    assert played == ["illegal"]


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_a_whole_game_rings_each_round_and_ends_on_the_fanfare(app, played, game):
    seats = [Seat(f"P{i}", c) for i, (_, c) in enumerate(theme.PLAYER_COLOURS[:2])]
    session = Session(GameConfig(game, 2), 3, seats)
    scene = play_scene(app, session)
    app.scenes.push(scene)
    ai = make_player("greedy", game, 1)
    rounds = paid = 0
    while not session.is_over():
        before = (session.state.round, tuple(getattr(session.state, "coins", ())))
        assert scene.act(ai.choose(session.state))
        after = (session.state.round, tuple(getattr(session.state, "coins", ())))
        rounds += after[0] != before[0] and not session.is_over()
        paid += after[1] != before[1]
    assert played[-1] == "winner" and played.count("winner") == 1
    assert played.count("round") == (0 if game == "duel" else rounds) and rounds >= 5   # Duel: the dice roll
    assert played.count("coins") == paid and (paid > 0) == (game == "queendomino")


def test_the_sounds_a_move_makes():
    calm = QueenOutcome(coins=(0, 0))
    assert heard(calm, Knight(0, 1)) == ["knight"]
    assert heard(QueenOutcome(coins=(2, 0), tax=2), Knight(0, 1)) == ["knight", "coins"]
    assert heard(QueenOutcome(new_round=True, coins=(0, 0)), Choose(12)) == ["pick", "round"]
    assert heard(KingdominoOutcome(new_round=True, game_ended=True), Place(0, 1, 0)) == ["place", "winner"]  # the fanfare only
    assert heard(DuelOutcome(new_round=True), Pick(0), round_sound=None) == ["pick"]
