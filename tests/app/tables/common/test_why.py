"""Explanations at the table: the hint's panel, "Why?" for the computer's last move on
every table (button, W key, a click on the panel closes it), their words in Czech, and
panels that fit the 1280×720 window without cutting anything."""
import dataclasses

import pygame
import pytest

from game import i18n
from game.ai.explain import explain_last_turn
from game.ai.reasons import Reason
from game.app.explain_words import TERRITORY, WORDS, headline, lines, reason_text
from game.app.tables.common.why import draw_explanation
from game.app.tables.directory import play_scene
from game.rules import scoring
from game.rules.kingdomino import rules as kingdomino
from game.rules.replay import GameRecord
from game.tools.scene_shots import greedy_hint, played, session
from tests.app.helpers import click, key, send

pytestmark = pytest.mark.usefixtures("one_helper")      # Why?'s judgements: one helper process for all


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.use("en")


def midgame(app, game="kingdomino", players=4):
    """A person (seat 0) against greedy computers, well into the game, the person to act."""
    scene = play_scene(app, played(session(game, players)))
    app.scenes.push(scene)
    scene.banner_for = 0
    send(app)
    return scene


def computers_last_turn(scene):
    s = scene.session
    return explain_last_turn(GameRecord(s.config, s.seed, list(s.actions)), s.actors, scene.why.computer_seats())


@pytest.mark.parametrize("game, players", [("kingdomino", 4), ("queendomino", 4), ("duel", 2), ("kralovska_zahrada", 3)])
def test_why_explains_the_computers_last_move_on_every_table(app, game, players):
    scene = midgame(app, game, players)
    assert scene.why.offered() and scene.why.button in scene.focus_items()
    click(app, scene.why.button.rect.center)
    assert scene.why.open and scene.why.rect is not None
    why, words = scene.why.last_explained()
    assert why == computers_last_turn(scene) and not scene.session.seats[why.player].human
    assert words and scene.session.seats[why.player].name in words      # the move, as the log words it
    assert app.screen.get_rect().contains(scene.why.rect)
    click(app, scene.why.rect.center)                                    # a click on the panel closes it
    assert not scene.why.open and scene.why.rect is None
    key(app, pygame.K_w)
    assert scene.why.open
    shown = []
    for seat in scene.why.order():                  # W again: each computer's last turn, latest first
        why, words = scene.why.last_explained()
        s = scene.session
        assert why == explain_last_turn(GameRecord(s.config, s.seed, list(s.actions)), s.actors, {seat})
        assert why.player == seat and s.seats[seat].name in words
        shown.append(seat)
        key(app, pygame.K_w)
    assert not scene.why.open and len(set(shown)) == len(shown) == players - 1


@pytest.mark.parametrize("game, players", [("kingdomino", 4), ("queendomino", 3)])
def test_the_persons_move_closes_why_and_the_hint_never_lies_over_it(app, game, players):
    scene = midgame(app, game, players)
    s = scene.session
    scene.hints.hint = greedy_hint(s.state, game)
    scene.draw(app.screen)
    assert scene.hints.rect is not None
    key(app, pygame.K_w)
    assert scene.why.open
    scene.draw(app.screen)
    assert scene.hints.rect is None and scene.why.rect is not None       # one panel at a time
    assert scene.apply_move(s.rules.legal_actions(s.state)[-1]) is None
    assert not scene.why.open


def test_why_is_not_offered_before_a_computer_moved_or_in_a_hot_seat_game(app):
    hot = play_scene(app, session("kingdomino", 2, people=2))
    app.scenes.push(hot)
    assert not hot.why.offered() and hot.why.button not in hot.focus_items()
    key(app, pygame.K_w)
    assert not hot.why.open


def test_the_hint_says_why_in_a_panel_that_a_click_folds(app):
    scene = midgame(app)
    st = scene.session.state
    scene.hints.hint = greedy_hint(st, "kingdomino")
    send(app)
    assert scene.hints.rect is not None and app.screen.get_rect().contains(scene.hints.rect)
    trial = st.copy()
    for a in (scene.hints.hint.action, scene.hints.hint.then):
        scene.session.rules.apply(trial, a)
    p, bonuses = st.current_player(), kingdomino.bonuses_of(st.config)
    assert scene.hints.hint.why.gain == scoring.total(trial.kingdoms[p], bonuses) - scoring.total(st.kingdoms[p], bonuses)
    click(app, scene.hints.rect.center)
    assert scene.hints.folded and scene.hints.rect is None and scene.hints.hint is not None
    click(app, scene.hint_button.rect.center)                           # Hint again: the panel, no new question
    assert not scene.hints.folded and scene.hints.token is None and scene.hints.rect is not None


def test_the_words_are_translated(app):
    scene = midgame(app, "kralovska_zahrada", 3)
    why = computers_last_turn(scene)
    english = lines(scene.session, why)
    i18n.use("cs")
    czech = lines(scene.session, why)
    assert czech[0].startswith("teď") and czech[0] == headline(why.gain)
    assert all(c != e for c, e in zip(czech, english))
    assert any("oblast" in line or "dílek" in line for line in czech[1:])


def test_the_hint_speaks_to_the_player_and_why_about_the_mover_in_czech(app, monkeypatch):
    """One move explained in both panels: the hint addresses the person at the keyboard
    ("vezměte dílek", formal as the rest of the Czech catalog), "Why?" says what the
    computer did ("vezme dílek"); neither uses the infinitive."""
    from game.app.tables.common import hint as hint_module
    from game.app.tables.common import why as why_module
    i18n.use("cs")
    scene = midgame(app)
    move = computers_last_turn(scene)
    assert "pick" in move.kinds() and any(k in TERRITORY for k in move.kinds())
    scene.hints.hint = dataclasses.replace(greedy_hint(scene.session.state, "kingdomino"), why=move)
    shown: dict[str, list[str]] = {}
    for module in (hint_module, why_module):
        def keep(surface, area, title, subtitle, sentences, scale, real=module.draw_explanation):
            shown[title] = sentences
            return real(surface, area, title, subtitle, sentences, scale)
        monkeypatch.setattr(module, "draw_explanation", keep)
    scene.draw(app.screen)
    key(app, pygame.K_w)
    while scene.why.last_explained()[0] != move:            # the computer whose move this is
        key(app, pygame.K_w)
    scene.draw(app.screen)
    name = scene.session.seats[move.player].name
    hint, why = shown[i18n._("Why this hint")], shown[i18n._("Why {name} did that").format(name=name)]
    picks = [line for line in hint if "dílek" in line], [line for line in why if "dílek" in line]
    assert picks[0][0].startswith("vezměte dílek ") and picks[1][0].startswith("vezme dílek "), picks
    assert picks[0][0].removeprefix("vezměte") == picks[1][0].removeprefix("vezme")        # the same move
    territory = [line.split(": ", 1)[1] if line[0] in "+−" else line for line in hint[1:] if "oblast" in line]
    assert territory and all(line.split()[0].endswith("te") for line in territory), territory
    assert not any(line.startswith(("vzít", "postavit", "ukončit")) for line in hint + why)


@pytest.mark.parametrize("code", ["en", "cs", "de", "el"])
def test_panels_fit_the_small_window_at_12_px_or_more(app, code):
    """The longest explanations of the three tables, at 1280×720: inside the window and their
    room, every word at 12 px or more (Czech, German and Greek fell to 8 px to fit); in English
    whole, in a longer language the last reasons that do not fit left out with "…"."""
    from game.app.ui import theme
    i18n.use(code)
    for game, players in (("kingdomino", 4), ("queendomino", 4), ("duel", 2)):
        scene = midgame(app, game, players)
        scene.why.toggle()
        with theme.drawn_texts() as drawn:
            send(app)
        area = scene.explanation_area(app.screen.get_size())
        rect = scene.why.rect
        assert area.contains(rect) and app.screen.get_rect().contains(rect), (game, code)
        inside = [(t, px) for t, px, r in drawn.texts if r is not None and rect.contains(r)]
        assert inside and min(px for _t, px in inside) >= 12, (game, code, inside)
        cut = [t for t, _px in inside if t.endswith("…")]
        assert (rect.h < area.h and not cut) if code == "en" else len(cut) <= 1, (game, code, cut)
        while app.scenes.stack:
            app.scenes.pop()


def test_a_long_explanation_is_set_smaller_to_12_px_then_ends_in_an_ellipsis(app):
    """Too long for its room: set smaller, never under 12 px, and the reasons that still do not
    fit are left out, the last line shown ending in "…"."""
    from game.app.ui import theme
    surface = pygame.Surface((1280, 720))
    area = pygame.Rect(900, 80, 360, 300)
    sentences = ["+9 points now"] + ["joins a Wheat field territory with 3 crowns: 6 × 3 = 18 points"] * 9
    with theme.drawn_texts() as drawn:
        rect = draw_explanation(surface, area, "Why this hint", "", sentences, 2 / 3)
    assert area.contains(rect) and min(px for _t, px, _r in drawn.texts) >= 12
    assert drawn.texts[-1][0].endswith(" …")
    with theme.drawn_texts() as drawn:
        roomy = draw_explanation(surface, area.inflate(0, 400), "Why this hint", "", sentences, 2 / 3)
    assert roomy.h > area.h and not any(t.endswith("…") for t, _px, _r in drawn.texts)     # whole where it has the room


VALUES = {"terrain": 1, "arms": 2, "squares": 4, "marks": 2, "points": 8, "gained": 3, "was_squares": 2,
          "was_marks": 1, "parts": 2, "bonus": 0, "why": 3, "number": 27, "t1": 1, "t2": 0, "crowns": 1,
          "first": 2, "last": 3, "count": 4, "kind": 0, "cost": 5, "knights": 1, "towers": 1, "per": 1,
          "discount": 1, "price": 4, "coins": 3, "die": 1, "have": 3, "spell": 0, "boxes": 5, "territories": 2,
          "crosses": 2, "seat": 1}


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_every_kind_of_reason_has_its_words_in_every_language(app, code):
    i18n.use(code)
    s = session("kingdomino", 2)
    kinds = set(WORDS) | TERRITORY
    for kind in kinds:
        for marks, hint in ((0, False), (2, False), (0, True), (2, True)):   # without and with crowns; both audiences
            text = reason_text(s, Reason(kind, VALUES | {"marks": marks, "was_marks": marks // 2}), hint)
            assert text and "{" not in text and "}" not in text, (code, kind, text)
    assert headline(3) != headline(-3) != headline(0)


@pytest.mark.parametrize("lang, size, percent", [("pl", (1280, 720), 100), ("cs", (1280, 720), 100),
                                                 ("pl", (1920, 1080), 200), ("en", (1920, 1080), 150)])
def test_the_why_card_with_its_figures_keeps_its_words_at_their_size_at_100(app, lang, size, percent):
    """Queendomino's Why? once the judgement's figures have come (put in the table's Verdicts
    here, as the worker's answer would): on 1280×720 every word of the card at 12 px or more
    (they dropped to 9 px), with a larger scale none smaller than at 100 %; what does not fit
    then ends in "…"."""
    from game.ai.hint import Verdict
    from game.app.app import App
    from game.app.ui import theme
    from game.app.window import fit_ui_scale
    i18n.use(lang)
    big = App(pygame.display.set_mode(size))
    sizes = {}
    for pct in sorted({100, percent}):
        theme.set_ui_scale(pct / 100)
        fit_ui_scale(size)
        scene = midgame(big, "queendomino", 4)
        key(big, pygame.K_w)
        why = scene.why
        why.verdicts.come[why.explained()[0]] = Verdict(margin=-3.25, points=41.5, loss=2.4)
        theme.clear_caches()
        with theme.drawn_texts() as drawn:
            big.render()
        inside = [(t, px) for t, px, r in drawn.texts if r is not None and why.rect and why.rect.contains(r)]
        assert any("41" in t for t, _px in inside), inside        # the figures are on the card
        sizes[pct] = min(px for _t, px in inside)
        while big.scenes.stack:
            big.scenes.pop()
    theme.set_ui_scale(1.0)
    assert sizes[100] >= 12 and sizes[percent] >= sizes[100], sizes
