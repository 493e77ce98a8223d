"""What lies over what at the tables, and the words they use: what the pointer holds is
drawn under the buttons and panels; a territory's tooltip stays beside its kingdom; the
status bar's buttons keep inside it at 1000×600; the event log leaves the kingdom's
header in sight; a player's two kings keep their numbers; Duel says whose turn it really
is; the Dragon says it ends the building; the Queen's host is named without a case."""
import pygame
import pytest

from game import i18n
from game.ai.registry import make_player
from game.app.app import App
from game.app.session import Seat, Session
from game.app.tables.common import placing
from game.app.tables.duel import draw as duel_draw
from game.app.tables.kingdomino import draw as kingdomino_draw
from game.app.tables.kingdomino.draft_view import CURRENT
from game.app.tables.queendomino import draw as queendomino_draw
from game.app.ui import theme, widgets
from game.rules.config import GameConfig
from game.rules.duel.actions import Pick
from game.tools import scene_shots
from tests.app.helpers import held_move, move, press
from tests.app.tables.queendomino.test_scene import after_rich_place

COLOURS = [c for _name, c in theme.PLAYER_COLOURS]


def person_first(game: str, players: int, until, variants=(), seed=7) -> Session:
    """Anna (a person) against greedy computers, played until `until(state)` on her turn."""
    s = Session(GameConfig(game, players, variants), seed,
                [Seat(n, COLOURS[i], None if i == 0 else "greedy") for i, n in enumerate(scene_shots.NAMES[:players])])
    driver = make_player("greedy", game, 1)
    while not (s.actor() == 0 and until(s.state)):
        assert s.apply(driver.choose(s.state.copy())) is None
    return s


def at_table(app, s: Session):
    scene = scene_shots.play_scene(app, s)
    app.scenes.push(scene)
    app.step([], 0.0)
    return scene


def drawing_order(monkeypatch, module, app) -> list[str]:
    """'held' and each button's label, in the order one frame draws them."""
    order: list[str] = []
    held, button = placing.held, widgets.Button.draw

    def record_held(*a, **k):
        order.append("held")
        return held(*a, **k)

    def record_button(b, *a, **k):
        order.append(b.label)
        return button(b, *a, **k)
    monkeypatch.setattr(module, "held", record_held)
    monkeypatch.setattr(widgets.Button, "draw", record_button)
    app.render()
    monkeypatch.undo()
    return order


def test_the_held_domino_lies_under_the_buttons(app, monkeypatch):
    scene = at_table(app, person_first("kingdomino", 4, lambda st: st.phase == "place" and st.round > 1))
    move(app, scene.menu_button.rect.center)               # off the kingdom: the domino is held
    order = drawing_order(monkeypatch, kingdomino_draw, app)
    assert "held" in order and {"Menu", "Undo", "Log", "Hint"} <= set(order[order.index("held"):])


def test_the_held_building_lies_under_the_buttons(app, monkeypatch):
    scene = after_rich_place(app)
    scene.selected = next(iter(scene.offer().build_slots))
    move(app, scene.done_button.rect.center)
    order = drawing_order(monkeypatch, queendomino_draw, app)
    assert "held" in order and {"Menu", "Done", "Bribe the Dragon"} <= set(order[order.index("held"):])


def test_a_dragged_knight_lies_under_the_buttons(app, monkeypatch):
    scene = after_rich_place(app)
    press(app, scene.guard_spot.center)
    held_move(app, scene.done_button.rect.center)          # carried over the step panel's buttons
    assert scene.drag.dragging("knight")
    order = drawing_order(monkeypatch, queendomino_draw, app)
    assert "held" in order and {"Menu", "Undo", "Done"} <= set(order[order.index("held"):])


def test_the_held_dice_lie_under_the_buttons(app, monkeypatch):
    scene = at_table(app, person_first("duel", 2, lambda st: st.phase == "place" and st.placer == 0))
    move(app, scene.menu_button.rect.center)
    order = drawing_order(monkeypatch, duel_draw, app)
    assert "held" in order and {"Menu", "Undo"} <= set(order[order.index("held"):])


def test_a_territory_tooltip_stays_beside_its_kingdom(app, monkeypatch):
    scene = at_table(app, person_first("kingdomino", 4, lambda st: st.phase == "choose" and st.round > 4))
    shown = []
    tooltip = kingdomino_draw.tooltip

    def record(*a, **k):
        shown.append(tooltip(*a, **k))
        return shown[-1]
    monkeypatch.setattr(kingdomino_draw, "tooltip", record)
    st = scene.session.state
    for view, p in ((scene.big, scene.shown_player()), (scene.small[0], scene.others()[0])):
        spot = next(view.rel_rect(st.kingdoms[p], x, y).center for y in range(-4, 5) for x in range(-4, 5)
                    if (x, y) != (0, 0) and view.territory_at(st.kingdoms[p], view.rel_rect(st.kingdoms[p], x, y).center))
        move(app, spot)                                    # over a territory of that kingdom
        shown.clear()
        app.render()
        assert shown and not shown[-1].colliderect(view.rect)


def test_the_status_bar_buttons_keep_inside_it_at_1000x600(app):
    small = App(pygame.display.set_mode((1000, 600)))
    scene = at_table(small, person_first("kingdomino", 4, lambda st: st.phase == "place" and st.round > 1))
    sl = scene.sl
    banner = sl["status"].copy()
    banner.w = sl["menu_button"].x - banner.x - sl.px(16)
    buttons = [scene.hint_button, scene.log_button, *scene.why_buttons(), *scene.undo_buttons()]
    assert len(buttons) == 4
    for b in buttons:
        assert banner.inflate(-4, -4).contains(b.rect), (b.label, b.rect, banner)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(buttons) for b in buttons[i + 1:])


@pytest.mark.parametrize("players, variants", [(2, ("mighty_duel",)), (4, ()), (3, ())])
def test_the_event_log_leaves_the_kingdom_header_in_sight(app, players, variants):
    for size in ((1280, 720), (1920, 1080)):
        window = App(pygame.display.set_mode(size))
        scene = at_table(window, person_first("kingdomino", players, lambda st: st.phase == "place", variants))
        scene.toggle_log()
        window.render()
        assert scene.event_log.rect.x >= scene.sl["active_kingdom"].right
        assert scene.event_log.rect.w >= scene.sl.px(400)


def test_a_players_two_kings_keep_their_numbers_from_pick_to_pick(app, monkeypatch):
    """2-player Kingdomino: the status bar's "(king n)" is the number on the badge of the
    king that acts, through a whole round of picks."""
    s = person_first("kingdomino", 2, lambda st: st.round >= 2 and st.phase == "place")
    scene = at_table(app, s)
    seen = set()
    for _ in range(8):
        st = s.state
        with theme.drawn_texts() as drawn:
            app.render()
        n = st.acting_king() % 2 + 1
        king_at = scene.draft.king_rect(CURRENT, st.turn).inflate(20, 20)
        assert f"{scene.session.seats[st.current_player()].name} (king {n})" in [t for t, _px, _r in drawn.texts]
        badges = [t for t, _px, r in drawn.texts if r is not None and t.isdigit() and king_at.contains(r)]
        assert str(n) in badges
        seen.add(n)
        assert s.apply(make_player("greedy", "kingdomino", 1).choose(st.copy())) is None
    assert seen == {1, 2}


def test_duel_says_whose_turn_it_is_after_a_persons_pick(app):
    """The person picks the die that leaves the last one to player A: the strip says it
    goes to A, never that the person is thinking."""
    s = person_first("duel", 2, lambda st: st.phase == "pick" and st.first == 1
                     and sum(o < 0 for o in st.owner) == 2, seed=3)
    scene = at_table(app, s)
    assert scene.act(Pick(next(d for d, o in enumerate(s.state.owner) if o < 0)))
    assert scene.flights                                  # the last die slides to player A
    with theme.drawn_texts() as drawn:
        app.render()
    shown = " ".join(t for t, _px, _r in drawn.texts)
    assert "Anna is thinking" not in shown
    assert f"the last die goes to {s.seats[s.state.first].name}" in shown


def test_the_dragon_says_it_ends_the_building(app):
    scene = after_rich_place(app)
    assert scene.offer().dragon_slots and scene.offer().builds
    scene.base_cache = None                                # the steps panel is drawn again
    with theme.drawn_texts() as drawn:
        app.render()
    assert "it ends your building" in " ".join(t for t, _px, _r in drawn.texts)
    move(app, scene.dragon_button.rect.center)
    with theme.drawn_texts() as tip:
        app.render()
    assert "It ends your building: no building after it this turn." in [t for t, _px, _r in tip.texts]


@pytest.mark.parametrize("code, heading", [("en", "Queen's host"), ("cs", "Hostitel královny"), ("pl", "Gospodarz królowej")])
def test_the_queens_host_is_named_without_a_case(app, code, heading):
    """No sentence puts a name after a preposition ("Královna u Hladový 2"): a heading,
    then the host's name on its own line, as written."""
    s = person_first("queendomino", 3, lambda st: st.queen >= 0 and st.phase == "place", seed=5)
    host = s.seats[s.state.queen].name
    i18n.use(code)
    try:
        at_table(app, s)
        with theme.drawn_texts() as drawn:
            app.render()
        texts = [t for t, _px, _r in drawn.texts]
        assert heading in " ".join(texts) and host in texts       # the heading may wrap
        assert not any(t.endswith(" " + host) and t != host and ("u " in t or "with" in t) for t in texts)
    finally:
        i18n.use("en")
