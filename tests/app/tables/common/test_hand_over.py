"""Hot-seat tables hand over without a click by default (nothing is hidden at one table):
the hand-over screen is a setting, and in every game the turn passing from one person to
the other shows it only when the setting is on."""
import pytest

from game.app import settings
from game.app.scenes.handover import HandOverScene
from game.app.scenes.settings_scene import SettingsScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.rules.config import GameConfig
from tests.app.helpers import click, past_finale

GAMES = ["kingdomino", "kralovska_zahrada", "queendomino", "duel"]


def banners_in_a_hot_seat_game(app, game: str) -> tuple[int, int]:
    """Two people play a whole game (each action through the session, the table running
    between them); (hand-over screens shown, times the turn passed to the other person)."""
    s = Session(GameConfig(game, 2), 3, [Seat("Ann", theme.PLAYER_COLOURS[0][1]), Seat("Bea", theme.PLAYER_COLOURS[1][1])])
    table = play_scene(app, s)
    app.scenes.push(table)
    shown = passes = 0
    last = None
    for _ in range(3000):
        app.step([], 1.0)                         # a long frame: every roll and flight is over
        past_finale(app)
        if isinstance(app.scenes.top, HandOverScene):
            shown += 1
            click(app, (5, 5))
            continue
        if s.is_over():
            break
        if not table.human_turn():
            continue
        if s.actor() != last and last is not None:
            passes += 1
        last = s.actor()
        assert s.apply(s.rules.legal_actions(s.state)[-1]) is None
    assert s.is_over()
    return shown, passes


@pytest.mark.parametrize("game", GAMES)
def test_the_hand_over_screen_is_off_by_default_and_shown_with_the_setting(app, game):
    assert not settings.current().hand_over
    shown, passes = banners_in_a_hot_seat_game(app, game)
    assert shown == 0 and passes > 5
    app.scenes.stack.clear()
    settings.change(hand_over=True)
    shown, passes = banners_in_a_hot_seat_game(app, game)
    assert shown > passes // 2 and passes > 5     # (a turn of one forced action needs no screen)


def test_the_setting_is_a_row_of_the_settings_scene(app):
    scene = SettingsScene(app)
    app.scenes.push(scene)
    row = dict((name, r) for name, _, r in scene.rows)["hand_over"]
    click(app, row.buttons[1].rect.center)
    assert settings.current().hand_over
    assert row.buttons[-1].rect.bottom < scene.back.rect.top       # every row above Back
