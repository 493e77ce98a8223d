"""The Kingdomino Duel table driven by synthetic mouse events only, asserting on the rules
state: whole games (hot-seat and against a computer), each interaction, and renders."""
import pygame
import pytest

from game.app.scenes.handover import HandOverScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.tables.duel.scene import DuelPlayScene
from game.app.tables.duel.sheet import DuelScoreSheetScene
from game.app.ui import theme
from game.rules.components import WILD, duel_components
from game.rules.config import GameConfig
from game.rules.duel import rules
from game.rules.duel.actions import (
    AddCross,
    CastleBonus,
    ChooseDomain,
    IgnoreConnection,
    Pass,
    Pick,
    PickTwo,
    PlaceDie,
    PlaceDomino,
    SetFace,
    SplitDice,
)
from game.rules.duel.board import grid
from game.rules.duel.state import DROPPED, PHASE_LIGHTNING, PHASE_OVER, PHASE_PICK, PHASE_PLACE
from game.rules.rng import Rng
from tests.app.helpers import click, find_scene, key, move, past_finale, send
from tests.app.test_render import colours_in, render_to


def duel_table(app, agents=(None, None), seed=5):
    seats = [Seat(n, theme.PLAYER_COLOURS[c][1], a) for n, c, a in (("Anna", 0, agents[0]), ("Bohdan", 3, agents[1]))]
    session = Session(GameConfig("duel", 2), seed, seats)
    scene = play_scene(app, session)
    assert isinstance(scene, DuelPlayScene)
    app.scenes.push(scene)
    settle(app, scene)
    return scene


def settle(app, scene):
    """Let the roll finish and dismiss a hand-over banner."""
    for _ in range(5):
        app.step([], 1.0)
        past_finale(app)
        if isinstance(app.scenes.top, HandOverScene):
            click(app, (5, 5))
        if not scene.rolling() and not scene.flights and app.scenes.top is scene:
            return


def ui_do(app, scene, action):
    """Carry out `action` with clicks, as a person would."""
    st = scene.session.state
    p = st.current_player()
    D = scene.dice
    if isinstance(action, Pick):
        click(app, D.tray_rect(action.die).center)
    elif isinstance(action, PickTwo):
        click(app, scene.book.use_rect(rules.spell("pick_two")).center)
        click(app, D.tray_rect(action.first).center)
        click(app, D.tray_rect(action.second).center)
    elif isinstance(action, (PlaceDomino, PlaceDie)):
        if isinstance(action, PlaceDie):
            if scene.carried_die() != action.die:
                click(app, D.own_rect(p, st.dice_of(p).index(action.die)).center)
            wilds, cell = {action.die: action.arms}, action.cell
        else:
            da, db = st.dice_of(p)
            wilds, cell = {da: action.arms_a, db: action.arms_b}, action.a
            cols = grid().columns
            want = {1: 0, cols: 1, -1: 2, -cols: 3}[action.b - action.a]
            while scene.rot != want:
                click(app, scene.maps[p].cell_rect(cell).center, button=3)
        for row, d in enumerate(scene.controls.wild_rows()):
            if d in wilds:
                click(app, D.chooser_rects(row, 6, D.px(62))[wilds[d]].center)
        move(app, scene.maps[p].cell_rect(cell).center)
        click(app, scene.maps[p].cell_rect(cell).center)
    elif isinstance(action, Pass):
        click(app, D.pass_button().center)
    elif isinstance(action, CastleBonus):
        click(app, D.under_rect(p, st.dice_of(p).index(action.die), 0).center)
    elif isinstance(action, SetFace):
        click(app, D.under_rect(p, st.dice_of(p).index(action.die), 1).center)
        click(app, D.chooser_rects(0, 6)[action.face].center)       # faces keep their places
    elif isinstance(action, (IgnoreConnection, SplitDice)):
        sid = "ignore_connection" if isinstance(action, IgnoreConnection) else "split_dice"
        click(app, scene.book.use_rect(rules.spell(sid)).center)
    elif isinstance(action, ChooseDomain):
        click(app, D.chooser_rects(0, 6)[action.arms].center)
    elif isinstance(action, AddCross):
        click(app, scene.maps[p].cell_rect(action.cell).center)
    else:
        raise AssertionError(action)


def same(a, b) -> bool:
    """Equal actions, or the two mirror images of a domino with identical halves."""
    return a == b or (isinstance(a, PlaceDomino) and isinstance(b, PlaceDomino)
                      and (a.a, a.b) == (b.b, b.a) and (a.arms_a, a.arms_b) == (b.arms_a, b.arms_b))


def test_a_whole_hot_seat_game_with_every_kind_of_action_reaches_the_score_sheet(app):
    scene = duel_table(app, seed=11)
    s = scene.session
    rng = Rng.from_seed("ui")
    kinds, banners = set(), 0
    for _ in range(600):
        settle(app, scene)
        if isinstance(app.scenes.top, DuelScoreSheetScene):
            break
        legal = rules.legal_actions(s.state)
        spells = [a for a in legal if isinstance(a, (PickTwo, SetFace, IgnoreConnection, SplitDice, CastleBonus))]
        action = spells[0] if spells and rng.below(3) == 0 else legal[rng.below(len(legal))]
        if isinstance(action, (PickTwo, SetFace, IgnoreConnection, SplitDice, CastleBonus)) and action not in spells:
            action = legal[0]
        n = len(s.actions)
        if len(legal) == 1:                     # played for the person, without a click
            send(app)
            assert len(s.actions) > n and s.forced[n] and s.actions[n] == action
            continue
        ui_do(app, scene, action)
        assert len(s.actions) >= n + 1 and same(s.actions[n], action), (action, scene.error)
        kinds.add(type(action).__name__)
        banners += isinstance(app.scenes.top, HandOverScene)
    assert isinstance(app.scenes.top, DuelScoreSheetScene)
    assert s.state.phase == PHASE_OVER
    assert {"Pick", "PlaceDomino"} <= kinds and len(kinds) >= 5 and any(s.forced), kinds
    assert sorted(r.rank for r in rules.results(s.state))[0] == 1


def test_a_person_against_a_computer_plays_to_the_end(app):
    scene = duel_table(app, agents=(None, "greedy"), seed=3)
    s = scene.session
    for _ in range(2000):
        if isinstance(app.scenes.top, DuelScoreSheetScene):
            break
        if scene.human_turn():
            legal = rules.legal_actions(s.state)
            draws = [a for a in legal if isinstance(a, (Pick, PlaceDomino, PlaceDie, Pass, ChooseDomain, AddCross))]
            ui_do(app, scene, draws[len(draws) // 2])
        elif scene.thinking:
            send(app, pygame.event.wait(5000), render=False)
        else:
            app.step([], 1.0)
    assert s.state.phase == PHASE_OVER and isinstance(app.scenes.top, DuelScoreSheetScene)
    assert s.state.maps[0].occ and s.state.maps[1].occ      # both seats drew
    assert len(s.actions) > 40


def test_picking_a_die_and_a_taken_die_is_refused(app):
    scene = duel_table(app)
    st = scene.session.state
    assert st.phase == PHASE_PICK and st.current_player() == 0
    click(app, scene.dice.tray_rect(2).center)
    assert st.owner[2] == 0 and st.current_player() == 1
    settle(app, scene)
    before = st.to_dict()
    click(app, scene.dice.tray_rect(2).center)
    assert st.to_dict() == before and "taken" in scene.error
    click(app, scene.dice.tray_rect(0).center)
    click(app, scene.dice.tray_rect(3).center)
    assert st.owner == [1, 0, 0, 1] and st.phase == PHASE_PLACE      # A got the last die


def to_placing(app, scene, faces=None):
    st = scene.session.state
    if faces:
        st.faces = list(faces)
    for d in (0, 1, 2):
        settle(app, scene)
        click(app, scene.dice.tray_rect(d).center)
    settle(app, scene)
    assert st.phase == PHASE_PLACE and st.placer == 0 and st.dice_of(0) == [0, 3]
    return st


def test_rotation_by_right_click_wheel_and_r_changes_nothing_in_the_rules(app):
    scene = duel_table(app)
    st = to_placing(app, scene)
    before = st.to_dict()
    centre = scene.maps[0].rect.center
    click(app, centre, button=3)
    assert scene.rot == 1
    send(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    assert scene.rot == 2
    key(app, pygame.K_r)
    assert scene.rot == 3
    send(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert scene.rot == 2 and st.to_dict() == before


def test_an_illegal_click_changes_nothing_and_says_why(app):
    scene = duel_table(app)
    st = to_placing(app, scene)
    before = st.to_dict()
    click(app, scene.maps[0].cell_rect(0).center)                 # far corner: connects to nothing
    assert st.to_dict() == before and "castle" in scene.error
    click(app, scene.maps[0].cell_rect(grid().castle).center)     # onto the castle
    assert st.to_dict() == before and scene.error
    click(app, scene.maps[1].cell_rect(grid().castle + 1).center)  # the other player's map
    assert st.to_dict() == before and scene.error


def test_a_question_face_draws_the_chosen_coat_of_arms(app):
    scene = duel_table(app)
    st = to_placing(app, scene, faces=[0, 0, 0, 0])          # die 1 shows "?"
    assert rules.face(st, 0).arms == WILD and scene.controls.wild_rows() == [0]
    chosen = 4
    click(app, scene.dice.chooser_rects(0, 6, scene.dice.px(62))[chosen].center)
    assert scene.arms_of(0) == chosen and st.phase == PHASE_PLACE
    cell = grid().castle + 1                                   # east of the castle, then further east
    move(app, scene.maps[0].cell_rect(cell).center)
    click(app, scene.maps[0].cell_rect(cell).center)
    m = st.maps[0]
    assert m.arms_at(cell) == chosen and m.arms_at(cell + 1) == duel_components().dice[3][0].arms
    last = scene.session.last_by_player[0]                     # marked as Anna's last move
    assert last.cells == (divmod(cell, grid().columns), divmod(cell + 1, grid().columns))
    assert "Anna drew" in last.text and "Quarters" in last.text


def test_castle_bonus_adds_a_cross_and_the_button_disappears(app):
    scene = duel_table(app)
    st = to_placing(app, scene, faces=[1, 0, 0, 0])
    click(app, scene.dice.under_rect(0, 0, 0).center)
    assert st.castle_used[0] and st.bonus[0] and rules.face(st, 0).crosses == 1
    before = st.to_dict()
    click(app, scene.dice.under_rect(0, 1, 0).center)          # no second castle bonus to click
    assert st.to_dict() == before


def test_nothing_to_draw_is_confirmed_and_the_dice_are_struck_out(app, tmp_path):
    scene = duel_table(app)
    st = to_placing(app, scene)
    m = st.maps[0]
    g = grid()
    for cell in range(g.rows * g.columns):                     # test set-up: a full map but two corners
        if cell not in (g.castle, 0, g.rows * g.columns - 1):
            m.draw(cell, 5, 0)
    send(app)
    assert Pass() in rules.legal_actions(st)
    before = st.to_dict()
    click(app, scene.maps[0].cell_rect(0).center)              # the grid does not pass
    assert st.to_dict() == before
    click(app, scene.dice.pass_button().center)
    assert st.done[0] == DROPPED and st.done[3] == DROPPED and st.placer == 1
    assert colours_in(render_to(app, tmp_path, "struck")) > 100


def test_spells_are_offered_when_owned_and_split_dice_draws_one_at_a_time(app):
    scene = duel_table(app)
    st = to_placing(app, scene, faces=[1, 0, 0, 0])
    split = rules.spell("split_dice")
    use = scene.book.use_rect(split).center
    before = st.to_dict()
    click(app, use)                                            # not owned: nothing to click
    assert st.to_dict() == before
    st.spell_owner[split] = 0                                  # test set-up: Anna won it
    send(app)
    click(app, use)
    assert st.spell_used[split] and split in st.active
    click(app, scene.dice.own_rect(0, 1).center)               # carry die 4 first
    assert scene.carried_die() == 3
    cell = grid().castle - 1
    click(app, scene.maps[0].cell_rect(cell).center)
    assert st.done[3] == cell and st.done[0] < 0 and st.placer == 0
    cell2 = grid().castle + 1
    click(app, scene.maps[0].cell_rect(cell2).center)
    assert st.done[0] == cell2 and st.placer == 1


@pytest.mark.parametrize("spell_id", ["domain_bonus", "add_cross"])
def test_an_immediate_spell_is_resolved_at_once(app, spell_id):
    scene = duel_table(app)
    st = to_placing(app, scene, faces=[1, 0, 0, 0])
    for _ in range(2):                                         # Anna, then Bohdan draws
        settle(app, scene)
        ui_do(app, scene, rules.placements(st)[0])
    s = rules.spell(spell_id)
    # test set-up: Anna fills the spell's last box as the round ends
    assert st.phase == PHASE_PICK
    st.phase, st.pending, st.spell_owner[s] = PHASE_LIGHTNING, [[0, s]], 0
    settle(app, scene)
    legal = rules.legal_actions(st)
    ui_do(app, scene, legal[-1])
    assert st.spell_used[s] and st.phase != PHASE_LIGHTNING
    if spell_id == "domain_bonus":
        assert st.domain[0] == legal[-1].arms
    else:
        assert st.maps[0].crosses[legal[-1].cell] >= 1


def test_the_table_hand_over_and_score_sheet_render(app, tmp_path):
    scene = duel_table(app, seed=2)
    to_placing(app, scene)
    move(app, scene.maps[0].cell_rect(grid().castle + 1).center)
    assert colours_in(render_to(app, tmp_path, "duel")) > 150
    app.scenes.push(HandOverScene(app, scene.session.seats[1], scene.turn_words()))
    assert colours_in(render_to(app, tmp_path, "handover")) > 60
    app.scenes.pop()
    s = scene.session
    while not s.is_over():
        s.apply(rules.legal_actions(s.state)[0])
    app.step([], 0.016)
    past_finale(app)
    sheet = app.scenes.top
    assert isinstance(sheet, DuelScoreSheetScene)
    assert colours_in(render_to(app, tmp_path, "duel_sheet")) > 100


def test_the_duel_frame_benchmark_measures_the_table():
    from game.app.bench_frame import measure_duel_frame_ms
    median, worst = measure_duel_frame_ms(3)
    assert 0 < median <= worst


def test_duel_starts_from_the_new_game_scene_for_two_seats(app):
    from game.app.scenes.new_game import NewGameScene
    from game.app.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))
    click(app, app.scenes.top.buttons[0].rect.center)
    ng = app.scenes.top
    assert isinstance(ng, NewGameScene)
    ng.seed = 4
    click(app, ng.game_row.buttons[ng.game_row.values.index("duel")].rect.center)
    assert ng.count_row.values == [2] and ng.players == 2
    click(app, ng.start.rect.center)
    scene = find_scene(app, DuelPlayScene)
    assert scene is not None and scene.session.config.game == "duel" and len(scene.session.seats) == 2
    assert scene.session.state.phase == PHASE_PICK


def test_a_computer_pick_flies_to_a_free_slot_beside_the_die_it_already_holds(app):
    scene = duel_table(app, agents=(None, "greedy"), seed=5)
    st = scene.session.state
    click(app, scene.dice.tray_rect(0).center)
    for _ in range(200):
        if scene.flights and len(st.dice_of(1)) == 1:
            break
        if scene.thinking:
            send(app, pygame.event.wait(5000), render=False)
        else:
            app.step([], 0.1)
    flight = scene.flights[0]
    (held,) = st.dice_of(1)
    assert isinstance(flight.action, Pick) and st.owner[flight.action.die] == -1
    assert scene.dice.die_rect(st, held, tuple(flight.hidden)) != flight.end
    assert {scene.dice.die_rect(st, held, tuple(flight.hidden)).topleft, flight.end.topleft} == {
        scene.dice.own_rect(1, 0).topleft, scene.dice.own_rect(1, 1).topleft}


def test_two_dice_at_once_takes_both_clicked_dice_and_can_be_cancelled(app):
    scene = duel_table(app)
    st = scene.session.state
    s = rules.spell("pick_two")
    st.spell_owner[s] = 0                                      # test set-up: Anna won it
    send(app)
    use = scene.book.use_rect(s).center
    click(app, use)
    assert scene.two == []
    click(app, use)                                            # cancel: a click takes one die again
    assert scene.two is None
    click(app, use)
    click(app, scene.dice.tray_rect(3).center)
    assert st.owner == [-1, -1, -1, -1] and scene.two == [3]
    click(app, scene.dice.tray_rect(1).center)
    assert st.owner == [1, 0, 1, 0] and st.spell_used[s] and st.phase == PHASE_PLACE


def test_the_verdict_names_the_tie_break():
    from game.app.tables.duel.sheet import duel_verdict
    from game.rules.kingdomino.rules import PlayerResult

    class S:
        seats = [Seat("Anna", (1, 1, 1)), Seat("Bohdan", (2, 2, 2))]
    head, why = duel_verdict(S, [PlayerResult(0, 40, 9, 5, 1, "largest territory"), PlayerResult(1, 40, 7, 6, 2, "")])
    assert "Anna wins with 40" in head and "largest territory: 9 squares against 7" in why
    head, why = duel_verdict(S, [PlayerResult(0, 40, 9, 5, 1, "shared"), PlayerResult(1, 40, 9, 6, 1, "shared")])
    assert "share" in head and "9 squares" in why
    head, why = duel_verdict(S, [PlayerResult(1, 50, 9, 5, 1, ""), PlayerResult(0, 40, 9, 6, 2, "")])
    assert head == "Bohdan wins with 50 points" and why == ""


def no_two_free_squares_side_by_side(st) -> None:
    """Player 0's free squares drawn on in a checkerboard: no domino's two halves fit anywhere."""
    g = grid()
    m = st.maps[0]
    for cell in range(g.rows * g.columns):
        r, c = divmod(cell, g.columns)
        if m.free() >> cell & 1 and (r + c) % 2 == 0:
            m.arms[0] |= 1 << cell


def test_nothing_fits_is_said_in_full_with_no_coat_of_arms_pickers_over_it(app):
    """Both dice show "?" and no two empty squares lie side by side: the strip says nothing
    fits, and no "?" pickers are drawn over those words or over Draw nothing."""
    scene = duel_table(app)
    st = to_placing(app, scene, faces=[0, 0, 0, 2])          # dice 0 and 3: "?" faces
    no_two_free_squares_side_by_side(st)
    scene._legal = None
    assert Pass() in scene.legal_set()
    assert [rules.face(st, d).arms for d in st.dice_of(0)] == [WILD, WILD]
    send(app)
    assert scene.controls.wild_rows() == [] and not scene.controls.wild_choosers()
    words = scene.dice.context_rect()
    lines = [h.rect for h in scene.controls.hots() if h.rect.colliderect(words)]
    assert lines == [scene.dice.pass_button()]                 # only Draw nothing, at the strip's foot


def test_while_the_dice_are_shown_rolling_nobody_is_said_to_roll_them(app):
    seats = [Seat(n, theme.PLAYER_COLOURS[c][1]) for n, c in (("Anna", 0), ("Bohdan", 3))]
    scene = play_scene(app, Session(GameConfig("duel", 2), 5, seats))
    app.scenes.push(scene)
    app.step([], 0.01)
    while isinstance(app.scenes.top, HandOverScene):
        click(app, (5, 5))
    assert scene.rolling()
    texts = drawn_texts(app)
    assert "the dice are rolling…" in texts and not any("rolls the dice" in t for t in texts)


def drawn_texts(app) -> list[str]:
    with theme.drawn_texts() as d:
        app.render()
    return [t for t, _px, _r in d.texts]


def test_free_drawing_is_offered_only_when_something_can_be_drawn_with_it(app):
    """Free drawing owned, and no two empty squares side by side anywhere: casting it would
    draw nothing, so the book offers no "Use" for it (only Draw nothing); with a free pair
    far from any connection, it is offered."""
    scene = duel_table(app)
    st = to_placing(app, scene, faces=[1, 0, 0, 0])
    free = rules.spell("ignore_connection")
    st.spell_owner[free] = 0
    no_two_free_squares_side_by_side(st)
    scene._legal = None
    assert Pass() in scene.legal_set() and IgnoreConnection() in scene.legal_set()
    send(app)
    use = scene.book.use_rect(free)
    assert not [h for h in scene.controls.hots() if h.rect == use]
    st.maps[0] = type(st.maps[0]).empty()                                # an empty map: squares to draw on
    scene._legal = None
    send(app)
    assert IgnoreConnection() in scene.legal_set() and [h for h in scene.controls.hots() if h.rect == use]


def test_the_score_tooltip_leaves_what_to_do_in_sight(app):
    """The pointer on a territory of either map: its points' tooltip goes where it covers
    neither the map nor the strip saying what to do now ("Click a die of the tray to take it")."""
    from game.app.ui import overlay
    scene = duel_table(app)
    shown = []
    real = overlay.tooltip

    def spy(surface, pos, lines, scale, avoid=None):
        shown.append(real(surface, pos, lines, scale, avoid))
        return shown[-1]
    import game.app.tables.duel.draw as duel_draw
    duel_draw.tooltip = spy
    try:
        st = scene.session.state
        for p in (0, 1):                                        # test set-up: squares on each map
            for cell in range(21, 35):                         # rows 4 and 5, beside the strip
                if st.maps[p].free() >> cell & 1:
                    st.maps[p].draw(cell, 2, 1)
            scene._scores = None
            for cell in range(len(st.maps[p].crosses)):
                if st.maps[p].arms_at(cell) != WILD:            # a territory's square: its points shown
                    move(app, scene.maps[p].cell_rect(cell).center)
                    app.render()
    finally:
        duel_draw.tooltip = real
    assert shown and not any(r.colliderect(scene.dice.context_rect()) for r in shown)


@pytest.mark.parametrize("scale", [1.0, 1.5, 1.75, 2.0])
def test_no_words_of_the_spell_book_lie_over_its_boxes(app, scale):
    """Each card's last line (fill N boxes first, won by, used) and its words stand clear of
    the players' boxes at every UI scale on 1920×1080 (at 175 % the last line covered the second row)."""
    import game.app.tables.duel.spellbook_view as book_view
    from game.app.app import App
    theme.set_ui_scale(scale)
    scene = duel_table(App(pygame.display.set_mode((1920, 1080))))
    boxes, real = [], book_view.pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        if tuple(colour)[:3] == (255, 255, 250):
            boxes.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)
    book_view.pygame.draw.rect = spy
    try:
        theme.clear_caches()
        scene.book._cache = None
        with theme.drawn_texts() as drawn:
            scene.book.draw(scene.app.screen, scene.session.state, scene.session.seats)
    finally:
        book_view.pygame.draw.rect = real
        theme.set_ui_scale(1.0)
        scene.app.scenes.pop()
    words = [r for t, _px, r in drawn.texts if r is not None and t.strip()]
    assert boxes and words
    assert [(b, w) for b in boxes for w in words if b.colliderect(w)] == []
