"""The table states its game: the variants in play in the pile's panel (all of them, with
what the bonuses ask, in its tooltip) and on each player's panel the Middle Kingdom and
Harmony marks, whose tooltip says the rules' status in words."""
import pygame

from game.app.session import Seat, Session
from game.app.tables.kingdomino.scene import PlayScene
from game.app.ui import theme
from game.rules.config import GameConfig
from game.rules.kingdomino.bonus_outlook import bonus_status
from game.rules.kingdomino.state import PHASE_PLACE
from tests.app.helpers import move

RED, BLUE, GREEN = (222, 66, 74), (64, 118, 228), (80, 170, 90)


def garden_table(app) -> PlayScene:
    s = Session(GameConfig("kralovska_zahrada", 3, ("harmony", "middle_kingdom")), 4,
                [Seat("Eva", RED), Seat("Bot", BLUE, "greedy"), Seat("Max", GREEN, "greedy")])
    while not (s.actor() == 0 and s.state.phase == PHASE_PLACE and s.state.round > 2):
        s.apply(s.rules.legal_actions(s.state)[0])
    scene = PlayScene(app, s)
    app.scenes.push(scene)
    return scene


def texts(app) -> list[str]:
    with theme.drawn_texts() as drawn:
        app.render()
    return [t for t, _px, _r in drawn.texts]


def test_the_pile_names_the_variants_and_its_tooltip_explains_them(app):
    scene = garden_table(app)
    shown = texts(app)
    assert "Harmony · Middle Kingdom" in shown
    move(app, scene.sl["pile"].center)
    tip = texts(app)
    assert "Variants in play" in tip
    assert "Middle Kingdom: +10 points if the kingdom spans 5×5 with the castle in its centre (gaps allowed)" in tip
    assert "Harmony: +5 points if the 5×5 kingdom is complete" in tip


def test_each_panel_marks_the_bonuses_with_the_rules_status(app):
    """Sweeping the pointer over each kingdom's header finds both marks, each tooltip
    naming its bonus with the status game.rules.kingdomino.bonus_outlook gives that player."""
    scene = garden_table(app)
    st = scene.session.state
    words = {"achieved": "achieved", "possible": "still possible", "lost": "lost"}
    headers = [(scene.shown_player(), scene.sl["active_kingdom"])]
    headers += [(p, scene.sl[f"kingdom_{i + 1}"]) for i, p in enumerate(scene.others())]
    for p, panel in headers:
        found = set()
        for y in range(panel.y + 4, panel.y + 90, 6):
            for x in range(panel.x, panel.right, 6):
                app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))], 0.0)
                found |= {t for t in texts(app) if t.startswith(("Middle Kingdom: ", "Harmony: "))}
            if len(found) == 2:
                break
        expected = {f"{'Middle Kingdom' if b == 'middle_kingdom' else 'Harmony'}: {words[v]}"
                    for b, v in bonus_status(st, p).items()}
        assert found == expected, (p, found, expected)
