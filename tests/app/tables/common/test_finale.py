"""The end of a game counted on the map: the figures shown (each territory's squares ×
crowns, then the bonuses shown apart) add up to the rules' final score of every kingdom;
the finale runs by itself to the score sheet, a key skips it, and at Instant the sheet
comes at once."""
import pygame
import pytest

from game.ai.registry import make_player
from game.app import settings
from game.app.session import Seat, Session
from game.app.tables.common.finale import FinaleScene, schedule, total_at
from game.app.tables.directory import play_scene
from game.app.tables.duel.tally import duel_tallies
from game.app.tables.kingdomino.sheet import ScoreSheetScene
from game.app.tables.kingdomino.tally import kingdomino_tallies
from game.app.tables.queendomino.tally import queendomino_tallies
from game.app.ui import theme
from game.rules.config import GameConfig
from game.rules.registry import rules_for
from tests.app.helpers import key

TALLIES = {"kingdomino": kingdomino_tallies, "kralovska_zahrada": kingdomino_tallies,
           "queendomino": queendomino_tallies, "royal_wedding": queendomino_tallies, "duel": duel_tallies}


def finished(game, players, variants=(), seed=1):
    rules = rules_for(game)
    st = rules.new_game(GameConfig(game, players, tuple(variants)), seed)
    seats = [make_player("random", game, i) for i in range(players)]
    while not rules.is_over(st):
        p = st.current_player()
        rules.apply(st, rules.legal_actions(st)[0] if p is None else seats[p].choose(st))
    return rules, st


@pytest.mark.parametrize("game, players, variants", [
    ("kingdomino", 4, ()), ("kingdomino", 2, ("middle_kingdom", "harmony")),
    ("kralovska_zahrada", 3, ("middle_kingdom", "harmony")), ("queendomino", 4, ()),
    ("royal_wedding", 8, ("teams",)), ("duel", 2, ())])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_shown_territories_and_bonuses_add_up_to_each_kingdoms_final_score(game, players, variants, seed):
    rules, st = finished(game, players, variants, seed)
    tallies = TALLIES[game](st)
    final = {}
    for r in rules.results(st):
        final[getattr(r, "house", r.player)] = r.total
    assert [t.shown() for t in tallies] == [t.total for t in tallies] == [final[t.owner] for t in tallies]
    assert all(t.points == t.squares * t.crowns > 0 for tally in tallies for t in tally.territories)
    beats, end = schedule(tallies)
    assert [total_at(t, beats, i, end) for i, t in enumerate(tallies)] == [t.total for t in tallies]
    assert [total_at(t, beats, i, 0.0) for i, t in enumerate(tallies)] == [0] * len(tallies)


def test_a_bonus_is_shown_apart_from_the_territories():
    found = []
    for seed in range(1, 30):
        _, st = finished("kingdomino", 2, ("middle_kingdom", "harmony"), seed)
        found += [t for t in kingdomino_tallies(st) if t.extras]
        if found:
            break
    assert found and all(label in ("Middle Kingdom", "Harmony") and pts > 0 for t in found for label, pts in t.extras)
    assert all(sum(s.points for s in t.territories) == t.total - sum(p for _, p in t.extras) for t in found)


def ended_table(app, game="kingdomino", players=3):
    colours = [c for _, c in theme.PLAYER_COLOURS]
    seats = [Seat(f"P{i}", colours[i], None if i == 0 else "random") for i in range(players)]
    s = Session(GameConfig(game, players), 1, seats)
    driver = [make_player("random", game, i) for i in range(players)]
    while not s.is_over():
        p = s.state.current_player()
        s.apply(s.rules.legal_actions(s.state)[0] if p is None else driver[p].choose(s.state.copy()))
    table = play_scene(app, s)
    app.scenes.push(table)
    return table


def test_at_the_end_the_kingdoms_are_counted_on_the_map_then_the_sheet_comes_by_itself(app):
    table = ended_table(app)
    app.step([], 0.016)
    finale = app.scenes.top
    assert isinstance(finale, FinaleScene) and finale.table is table
    seen_totals = set()
    for _ in range(2000):
        app.step([], 0.05)                         # no input: it runs on
        if app.scenes.top is not finale:
            break
        app.render()
        seen_totals.add(total_at(finale.tallies[0], finale.beats, 0, finale.now))
    assert isinstance(app.scenes.top, ScoreSheetScene)
    assert finale.tallies[0].total in seen_totals and len(seen_totals) > 2      # the total counted up
    app.scenes.pop()                               # Back to the table: the sheet again, without counting
    table.sheet_for = None
    app.step([], 0.016)
    assert isinstance(app.scenes.top, ScoreSheetScene)


def test_a_key_skips_the_counting_to_the_sheet(app):
    ended_table(app, "duel", 2)
    app.step([], 0.016)
    assert isinstance(app.scenes.top, FinaleScene)
    key(app, pygame.K_SPACE)
    assert type(app.scenes.top).__name__ == "DuelScoreSheetScene"


def test_at_instant_speed_the_sheet_comes_at_once(app):
    settings.change(animation_speed=settings.INSTANT)
    ended_table(app, "queendomino", 3)
    app.step([], 0.016)
    assert type(app.scenes.top).__name__ == "QueenScoreSheet"
