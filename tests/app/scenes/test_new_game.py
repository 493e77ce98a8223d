"""The title names the four games; the New game scene offers the levels named for people
(medium unless chosen), remembers the last game started (settings.json) and says what a
player count always plays as a note, not as an error."""
import json
import time

import pytest

from game.ai.registry import OFFERED_LEVELS, player_names
from game.app import settings
from game.app.scenes.new_game import PERSON, REMOTE, NewGameScene
from game.app.scenes.title import TitleScene
from game.app.ui import theme
from tests.app.helpers import click, move


def drawn(app) -> list[tuple[str, tuple]]:
    with theme.drawn_texts() as d:
        app.render()
    return [t for t, _px, _r in d.texts]


def test_the_title_names_all_four_games(app):
    app.scenes.push(TitleScene(app))
    shown = " ".join(drawn(app))
    for name in ("Kingdomino", "Královská zahrada", "Queendomino", "Kingdomino Duel"):
        assert name in shown


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel", "royal_wedding"])
def test_the_levels_offered_are_named_for_people_and_medium_comes_first(app, game):
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    app.scenes.push(ng)
    ng.set_game(game)
    assert ng.kinds[1] == "medium"
    seen = set()
    for _ in range(6):
        click(app, ng.level_buttons[1].rect.center)
        seen.add(ng.kinds[1])
    assert seen == set(OFFERED_LEVELS)                     # easy, medium, hard, expert: no greedy, no random
    assert {"greedy", "random"} <= set(player_names(game))  # still there for simulate and old saves


def test_the_scene_opens_on_the_last_game_started(app):
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    app.scenes.push(ng)
    ng.seed = 3
    ng.set_game("royal_wedding")
    ng.set_players(6)
    click(app, ng.variant_buttons["teams"].rect.center)    # teams of two
    ng.names[0].value = "Eva"
    ng.colours[0] = 4
    click(app, ng.kind_rows[2].buttons[0].rect.center)     # seat 3: a person
    for _ in range(2):
        click(app, ng.level_buttons[1].rect.center)        # seat 2: medium -> hard -> expert
    wanted = (ng.game, ng.players, sorted(ng.chosen_variants()), ng.kinds[:6], ng.colours[0])
    assert wanted[2] == ["teams"]
    click(app, ng.start.rect.center)
    doc = json.loads(settings.settings_path().read_text(encoding="utf-8"))["new_game"]
    assert doc["game"] == "royal_wedding" and doc["names"][0] == "Eva" and doc["names"][1] == ""   # a default name follows the language
    while app.scenes.stack:
        app.scenes.pop()
    settings._cache.clear()                                # as the next start reads the file
    app.scenes.push(TitleScene(app))
    again = NewGameScene(app)
    app.scenes.push(again)
    assert (again.game, again.players, sorted(again.chosen_variants()), again.kinds[:6], again.colours[0]) == wanted
    assert again.kinds[1] == "expert" and again.kinds[2] == PERSON and again.names[0].value == "Eva"


def test_a_damaged_setup_in_the_settings_falls_back_to_the_defaults(app):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"new_game": {"game": "chess", "players": "many", "kinds": ["wizard", 3],
                                             "colours": [99, -1], "levels": ["greedy"], "names": [7]}}))
    settings._cache.clear()
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    assert ng.game == "kingdomino" and ng.players == 2 and ng.kinds[:2] == [PERSON, "medium"]
    assert ng.colours[:2] == [0, 1] and ng.levels[0] == "medium"
    assert settings.warning() is None


def test_names_in_the_settings_or_typed_that_draw_as_nothing_or_look_alike_start_as_clear_names(app):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"new_game": {"game": "kingdomino", "players": 3, "names": ["\ufe0f\u034f", "Ann"],
                                             "kinds": [PERSON, "medium", "medium"]}}))
    settings._cache.clear()
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    app.scenes.push(ng)
    assert ng.names[0].value == "Player 1" and ng.names[1].value == "Ann"
    ng.names[2].value = " \u0410nn\u200b"          # Cyrillic А
    app.render()
    click(app, ng.start.rect.center)
    play = app.scenes.top
    assert [s.name for s in play.session.seats] == ["Player 1", "Ann", "\u0410nn 2"]
    app.render()


def test_the_player_count_that_needs_teams_says_so_as_a_note(app):
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    app.scenes.push(ng)
    ng.set_game("royal_wedding")
    ng.set_players(8)
    click(app, ng.variant_buttons["teams"].rect.center)    # it stays on, and nothing is wrong
    assert "teams" in ng.chosen_variants() and ng.error == ""
    colours = {}
    blit = theme.blit_text

    def record(surface, s, size, colour=None, **kw):
        colours[s] = colour
        return blit(surface, s, size, colour, **kw)
    theme.blit_text = record
    try:
        app.render()
    finally:
        theme.blit_text = blit
    note = "8 players play with Teams of two"
    assert note in colours and colours[note] != theme.BAD


@pytest.mark.parametrize("game, variant, players, other", [("kingdomino", "mighty_duel", 2, 4),
                                                           ("kingdomino", "wider_offer", 3, 4),
                                                           ("royal_wedding", "teams", 6, 4)])
def test_a_variant_a_player_count_forbids_is_turned_off_not_kept_for_later(app, game, variant, players, other):
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    app.scenes.push(ng)
    ng.set_game(game)
    ng.set_players(players)
    click(app, ng.variant_buttons[variant].rect.center)
    assert variant in ng.chosen_variants()
    ng.set_players(other)                                   # greyed out and off
    ng.set_players(players)                                 # back: still off until chosen again
    assert variant not in ng.chosen_variants()
    ng.update(0.0)
    assert not ng.variant_buttons[variant].selected


def test_each_variant_says_in_one_line_what_it_changes(app):
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    app.scenes.push(ng)
    lines = {}
    for game in ("royal_wedding", "kingdomino"):
        ng.set_game(game)
        for v, button in ng.variant_buttons.items():
            move(app, (2, 2))
            ng.focus.current = None
            assert "click a king" in ng.help_line()
            move(app, button.rect.center)
            lines[v] = ng.help_line()
            assert lines[v] in drawn(app) and "click a king" not in lines[v], (game, v)
    assert set(lines) == {"teams", "dynasty", "middle_kingdom", "harmony", "mighty_duel", "wider_offer"}
    assert lines["middle_kingdom"] == "Middle Kingdom: +10 points if your castle stands in the middle of your kingdom"


def test_a_new_games_seed_comes_from_the_secure_random_source_not_the_clock(app, monkeypatch):
    monkeypatch.setattr(time, "time", lambda: 1_700_000_000.0)       # every game started in the same instant
    seeds = []
    for hosted in (False, False, True, True):
        ng = NewGameScene(app, (lambda _app, _config, seed, _seats: seeds.append(seed)) if hosted else None)
        app.scenes.push(ng)
        if hosted:
            ng.kinds[1] = REMOTE
        ng.start_game()
        if not hosted:
            seeds.append(app.scenes.top.session.seed)
        while app.scenes.stack:
            app.scenes.pop()
    assert len(seeds) == 4 and len(set(seeds)) == 4                   # the clock says nothing of them
    assert all(type(s) is int and 0 <= s < 1 << 63 for s in seeds)
