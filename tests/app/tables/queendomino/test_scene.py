"""The Queendomino and Royal Wedding table driven by synthetic mouse events only,
asserting on the rules state."""
import pygame

from game.ai.registry import make_player
from game.app.scenes.handover import HandOverScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.tables.queendomino import art as qart
from game.app.tables.queendomino.draw import _builders_tip
from game.app.tables.queendomino.scene import QueenPlayScene, layout_name
from game.app.tables.queendomino.sheet import QueenScoreSheet
from game.app.ui import theme
from game.app.ui.words import building_name
from game.rules import queendomino as rules
from game.rules.actions import Choose, Place
from game.rules.components import buildings
from game.rules.config import GameConfig
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight
from game.rules.queendomino.state import CAVE, PHASE_OVER, PHASE_PLACE
from tests.app.helpers import click, find_scene, move, past_finale, send


def seats_for(n, humans=None):
    humans = set(range(n)) if humans is None else humans
    return [Seat(f"P{i + 1}", theme.PLAYER_COLOURS[i % len(theme.PLAYER_COLOURS)][1],
                 None if i in humans else "greedy") for i in range(n)]


def table_at(app, when, game="queendomino", players=2, variants=(), seed=4):
    """A table of people, advanced by a computer player (through the session) until
    `when(state)` holds with a person to act; the scene is then on top."""
    session = Session(GameConfig(game, players, variants), seed, seats_for(players))
    ai = make_player("greedy", game, 1)
    st = session.state
    for _ in range(2000):
        if when(st):
            break
        assert session.apply(ai.choose(st)) is None
    else:
        raise AssertionError("the wanted moment never came")
    scene = play_scene(app, session)
    assert isinstance(scene, QueenPlayScene)
    app.scenes.push(scene)
    scene.banner_for = st.current_player()
    send(app)
    return scene


def house_kingdom(scene):
    st = scene.session.state
    return st.kingdoms[st.current_house()]


def cell_pos(scene, cell):
    return scene.big.rel_rect(house_kingdom(scene), *cell).center


def place_by_mouse(app, scene, target: Place):
    pos = cell_pos(scene, (target.x, target.y))
    move(app, pos)
    for _ in range(4):
        if scene.rot == target.rot:
            break
        click(app, pos, button=3)
    click(app, pos)


def options(st, a):
    """Which optional steps (build, knight, Dragon) a placement opens (test set-up only)."""
    trial = st.copy()
    rules.apply(trial, a)
    acts = rules.legal_actions(trial)
    return tuple(any(isinstance(x, kind) for x in acts) for kind in (Build, Knight, Dragon))


def rich_place(st):
    return max(rules.legal_actions(st), key=lambda a: options(st, a))


def all_open(st):
    """A placing moment where some placement opens building, a knight and the Dragon."""
    return (st.phase == PHASE_PLACE and st.round > 0
            and any(options(st, a) == (True, True, True) for a in rules.legal_actions(st)))


def after_rich_place(app, **kw):
    """A person's turn just after a placement that opens knights, building and the Dragon."""
    scene = table_at(app, all_open, **kw)
    place_by_mouse(app, scene, rich_place(scene.session.state))
    assert scene.session.state.phase != PHASE_PLACE
    return scene


# ---- whole games ------------------------------------------------------------------------
def play_steps(app, scene, turn_no):
    """One person's optional steps by mouse: a knight, a building, sometimes the Dragon."""
    s = scene.session
    st = s.state
    h = st.current_house()
    offer = scene.offer()
    used = []
    if offer.knights:
        cell, tax = next(iter(offer.knights.items()))
        coins, n = st.coins[h], len(s.actions)
        click(app, cell_pos(scene, cell))
        assert st.coins[h] == coins + tax and isinstance(s.actions[n], Knight)
        used.append("knight")
    offer = scene.offer()
    if offer.builds:
        b = sorted(offer.builds, key=lambda a: (a.slot, a.y, a.x))[0]
        built, n = len(st.built[h]), len(s.actions)
        click(app, scene.builders.slots[b.slot].center)
        click(app, cell_pos(scene, (b.x, b.y)))
        assert len(st.built[h]) == built + 1 and isinstance(s.actions[n], Build)
        used.append("build")
    offer = scene.offer()
    if offer.dragon_slots and turn_no % 5 == 0 and scene.dragon_button.enabled:
        slot = min(offer.dragon_slots)
        n = len(s.actions)
        click(app, scene.dragon_button.rect.center)
        click(app, scene.builders.slots[slot].center)
        assert s.actions[n] == Dragon(slot)
        used.append("dragon")
    return used


def drive(app, scene, limit=3000):
    """Play every person's turn with the mouse and let the computers play, to the sheet."""
    s = scene.session
    used = []
    for turn_no in range(limit):
        top = app.scenes.top
        if isinstance(top, QueenScoreSheet):
            return used
        if past_finale(app):
            continue
        if isinstance(top, HandOverScene):
            click(app, (5, 5))
            continue
        st = s.state
        if st.phase == PHASE_OVER:
            send(app)
            continue
        if not scene.human_turn():
            if scene.thinking:
                send(app, pygame.event.wait(5000), render=False)
            else:
                app.step([], 1.0)            # a long frame finishes a flight at once
            continue
        if scene.flight is not None:                 # a move being shown: nobody acts meanwhile
            app.step([], 0.1)
            continue
        n = len(s.actions)
        if len(s.rules.legal_actions(st)) == 1:      # played for the person, without a click: shown flying
            send(app)
            for _step in range(50):
                if len(s.actions) > n or isinstance(app.scenes.top, HandOverScene):
                    break
                app.step([], 0.1)
            assert len(s.actions) > n and s.forced[n] or isinstance(app.scenes.top, HandOverScene)
            continue
        if st.phase == PHASE_PLACE:
            legal = s.rules.legal_actions(st)
            place_by_mouse(app, scene, legal[turn_no % len(legal)])
            assert len(s.actions) >= n + 1 and s.actions[n] == legal[turn_no % len(legal)]
            continue
        if scene.steps_open():
            used += play_steps(app, scene, turn_no)
            if scene.flight is not None:             # what is left is played for the person: shown first
                continue
        if st.phase == PHASE_OVER or s.actor() is None:
            continue
        if scene.offer().choose:
            slot = next(i for i, k in enumerate(st.next_kings) if k == -1)
            number, n = st.next[slot], len(s.actions)
            click(app, scene.draft.slot_rect("next", slot).center)
            assert isinstance(s.actions[n], Choose) and s.actions[n].number == number
        elif scene.done_button.enabled:
            n = len(s.actions)
            click(app, scene.done_button.rect.center)
            assert isinstance(s.actions[n], EndTurn)
        else:
            send(app)
    raise AssertionError("the game did not reach its score sheet")


def test_a_whole_two_player_game_is_played_with_the_mouse_to_the_score_sheet(app):
    session = Session(GameConfig("queendomino", 2), 12, seats_for(2))
    scene = play_scene(app, session)
    app.scenes.push(scene)
    used = drive(app, scene)
    st = session.state
    assert st.phase == PHASE_OVER and isinstance(app.scenes.top, QueenScoreSheet)
    assert {"knight", "build"} <= set(used)
    assert sum(len(b) for b in st.built) == used.count("build")
    assert sum(k.filled() for k in st.kingdoms) + 2 * sum(st.discards) == 2 + 2 * 48
    ranks = sorted(r.rank for r in session.rules.results(st))
    assert ranks[0] == 1


def test_a_royal_wedding_for_six_in_teams_with_five_computers(app):
    seats = seats_for(6, humans={0})
    session = Session(GameConfig("royal_wedding", 6, ("teams",)), 5, seats)
    scene = play_scene(app, session)
    app.scenes.push(scene)
    assert layout_name(session.state) == "queendomino_3p_line8" and len(scene.small) == 2
    drive(app, scene)
    st = session.state
    assert st.phase == PHASE_OVER and isinstance(app.scenes.top, QueenScoreSheet)
    results = session.rules.results(st)
    assert results[0].total == results[1].total            # partners share their house's score
    assert len(app.scenes.top.rows) == 3


# ---- one interaction each ---------------------------------------------------------------
def test_knight_squares_show_the_tax_and_a_click_collects_exactly_it(app):
    scene = after_rich_place(app)
    st = scene.session.state
    h = st.current_house()
    offer = scene.offer()
    assert offer.knights, "set-up: a knight can collect tax"
    assert set(offer.knights) == {(a.x, a.y) for a in offer.actions if isinstance(a, Knight)}
    cell, tax = next(iter(offer.knights.items()))
    coins, guard = st.coins[h], st.guard[h]
    click(app, cell_pos(scene, cell))
    assert st.coins[h] == coins + tax and st.guard[h] == guard - 1
    assert scene.session.last.text.endswith(f"+{tax} coins in tax")


def test_a_building_is_clicked_then_put_on_a_town_square(app):
    scene = after_rich_place(app)
    st = scene.session.state
    h = st.current_house()
    b = min(scene.offer().builds, key=lambda a: a.slot)
    kind = st.board[b.slot]
    click(app, scene.builders.slots[b.slot].center)
    assert scene.selected == b.slot
    click(app, cell_pos(scene, (b.x, b.y)))
    idx = st.kingdoms[h].g.from_rel(b.x, b.y)
    assert st.built[h][idx] == kind and st.board[b.slot] == -1 and scene.selected is None


def test_a_building_can_be_dragged_onto_a_town_square(app):
    scene = after_rich_place(app)
    st = scene.session.state
    h = st.current_house()
    b = max(scene.offer().builds, key=lambda a: a.slot)
    start, end = scene.builders.slots[b.slot].center, cell_pos(scene, (b.x, b.y))
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert st.kingdoms[h].g.from_rel(b.x, b.y) in st.built[h]


def test_the_dragon_is_offered_only_when_the_rules_allow_it(app):
    scene = after_rich_place(app)
    s = scene.session
    st = s.state
    h = st.current_house()
    assert scene.dragon_button.enabled and scene.offer().dragon_slots
    st.queen = h                                   # test set-up: the Queen comes to this house
    scene._offer = None                            # (the table reads the changed state afresh)
    send(app)
    assert not scene.offer().dragon_slots and not scene.dragon_button.enabled
    before = st.to_dict()
    click(app, scene.dragon_button.rect.center)
    click(app, scene.builders.slots[0].center)
    assert st.dragon == CAVE and st.to_dict()["board"] == before["board"]


def test_bribing_the_dragon_burns_the_clicked_building(app):
    scene = after_rich_place(app)
    st = scene.session.state
    h = st.current_house()
    coins = st.coins[h]
    click(app, scene.dragon_button.rect.center)
    assert scene.dragon_mode
    click(app, scene.builders.slots[2].center)
    assert st.dragon == 2 and st.board[2] == -1 and st.coins[h] == coins - 1
    assert not scene.dragon_button.enabled           # one Dragon a round


def test_done_closes_the_steps_and_the_turn_ends_by_choosing(app):
    scene = after_rich_place(app)
    s = scene.session
    st = s.state
    assert scene.steps_open()
    click(app, scene.done_button.rect.center)
    assert not scene.steps_open() and not scene.done_button.enabled
    n = len(s.actions)
    cell = next(iter(scene.offer().knights))
    click(app, cell_pos(scene, cell))                # knights are no longer offered
    assert len(s.actions) == n
    slot = next(i for i, k in enumerate(st.next_kings) if k == -1)
    click(app, scene.draft.slot_rect("next", slot).center)
    assert isinstance(s.actions[-1], Choose)


def test_done_in_the_last_round_ends_the_turn(app):
    scene = table_at(app, lambda st: not st.next and st.round > 0 and st.phase == PHASE_PLACE)
    s = scene.session
    target = rich_place(s.state)
    if isinstance(target, Place):
        place_by_mouse(app, scene, target)
    else:
        click(app, scene.discard_button.rect.center)
    if s.state.phase == PHASE_OVER or not scene.done_button.enabled:
        return                                       # nothing optional was left: the turn ended alone
    player, n = s.actor(), len(s.actions)
    click(app, scene.done_button.rect.center)
    assert isinstance(s.actions[n], EndTurn) and (s.actor() != player or s.state.turn > 0)


def test_illegal_clicks_change_nothing_and_say_why(app):
    scene = after_rich_place(app)
    st = scene.session.state
    h = st.current_house()
    st.coins[h] = 1                                  # test set-up: only the slots of cost 0 and 1
    scene._offer = None
    before = st.to_dict()
    dear = [i for i, kind in enumerate(st.board) if kind >= 0 and i >= 2]
    assert dear and not scene.offer().build_slots & set(dear)
    for slot in dear:
        click(app, scene.builders.slots[slot].center)
        assert scene.selected is None and "costs" in scene.error
    click(app, cell_pos(scene, (3, 3)))              # far from the domino just placed
    assert scene.error
    click(app, scene.draft.slot_rect("current", 0).center)
    assert st.to_dict() == before


def test_every_table_layout_renders_with_content(app, tmp_path):
    for game, n, variants in (("queendomino", 2, ()), ("queendomino", 4, ()), ("royal_wedding", 5, ()),
                              ("royal_wedding", 7, ()), ("royal_wedding", 8, ("teams",))):
        scene = table_at(app, lambda st: st.round == 1 and st.phase == PHASE_PLACE,
                         game=game, players=n, variants=variants)
        assert len(scene.small) == scene.session.state.mode.houses - 1
        app.render()
        path = tmp_path / f"{game}_{n}.png"
        pygame.image.save(app.screen, str(path))
        shot = pygame.image.load(str(path))
        board = scene.builders.rect
        colours = {tuple(shot.get_at((x, y)))[:3] for x in range(board.x, board.right, 4)
                   for y in range(board.y, board.bottom, 4)}
        assert len(colours) > 150                     # buildings, costs and the Dragon are drawn
        app.scenes.pop()


def test_the_pile_shows_its_top_building_face_up_as_the_slots_do(app):
    """The buildings are stacked grey side up, the face the slots show: everybody sees which
    building refills the board next; the pile's size stays on it."""
    scene = table_at(app, lambda st: st.round == 1 and st.phase == PHASE_PLACE, players=4)
    st = scene.session.state
    app.render()
    tile = scene.builders.pile_tile_rect()
    assert scene.builders.pile.contains(tile) and tile.w >= scene.builders.tile_rect(0).w * 3 // 4
    top, other = qart.building(st.pile[-1], tile.w), qart.building((st.pile[-1] + 1) % len(buildings()), tile.w)
    inside = [(x, y) for x in range(tile.w // 8, tile.w * 7 // 8, 3) for y in range(tile.h // 8, tile.h * 7 // 8, 3)
              if top.get_at((x, y)).a == 255]
    shown = [tuple(app.screen.get_at((tile.x + x, tile.y + y)))[:3] for x, y in inside]
    assert shown == [tuple(top.get_at(xy))[:3] for xy in inside]
    assert shown != [tuple(other.get_at(xy))[:3] for xy in inside]
    move(app, scene.builders.pile.center)              # its tip tells what it gives, as a slot's does
    assert _builders_tip(scene)[0] == building_name(buildings()[st.pile[-1]].name)


def test_the_score_sheet_renders_the_rulebook_columns(app, tmp_path):
    scene = table_at(app, lambda st: st.phase == PHASE_OVER, players=3, seed=8)
    send(app)
    past_finale(app)
    sheet = app.scenes.top
    assert isinstance(sheet, QueenScoreSheet)
    app.render()
    pygame.image.save(app.screen, str(tmp_path / "sheet.png"))
    rows = sheet.rows
    assert [r.rank for r in rows] == sorted(r.rank for r in rows)
    for r in rows:
        sh = r.sheet
        assert sh.total == sh.wealth + sum(sh.by_terrain) + sh.buildings + sh.queen
    assert scene.session.state.phase == PHASE_OVER


def test_the_new_game_scene_seats_eight_in_teams_and_opens_the_table(app):
    from game.app.scenes.new_game import NewGameScene
    ng = NewGameScene(app)
    app.scenes.push(ng)
    ng.seed = 3
    click(app, ng.game_row.buttons[ng.game_row.values.index("royal_wedding")].rect.center)
    click(app, ng.count_row.buttons[ng.count_row.values.index(8)].rect.center)
    assert ng.compact() and ng.config().variants == ("teams",)     # 8 players: teams are required
    right = ng.colour_buttons[4].rect
    assert right.x > ng.names[0].rect.right and right.y == ng.colour_buttons[0].rect.y   # second column
    click(app, ng.kind_rows[1].buttons[0].rect.center)              # seat 2: a person
    click(app, ng.level_buttons[2].rect.center)                     # seat 3: the next computer level
    assert ng.kinds[1] == "person" and ng.kinds[2] not in ("person", "greedy")
    click(app, ng.start.rect.center)
    play = find_scene(app, QueenPlayScene)
    assert play is not None and play.session.state.mode.houses == 4 and len(play.small) == 3
    assert [s.agent for s in play.session.seats][:3] == [None, None, ng.kinds[2]]
    assert len({s.colour for s in play.session.seats}) == 8


def test_the_frame_benchmark_draws_the_queendomino_table():
    from game.app import bench
    from game.app.bench_frame import measure_frame_ms
    median, worst = measure_frame_ms(3, "queendomino")
    assert 0 < median <= worst
    lines = list(bench.queen_frame_ms(2))
    assert [(x["name"], x["stat"], x["game"]) for x in lines] == [("frame_ms", "median", "queendomino"),
                                                                 ("frame_ms", "max", "queendomino")]


def test_enter_is_done_and_escape_still_pauses(app):
    from game.app.scenes.pause import PauseScene
    from tests.app.helpers import key
    scene = after_rich_place(app)
    assert scene.steps_open()
    key(app, pygame.K_RETURN)
    assert not scene.steps_open()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)


def test_a_saved_royal_wedding_reopens_at_its_table_with_its_move_words(app):
    scene = table_at(app, all_open, game="royal_wedding", players=4)
    s = scene.session
    place_by_mouse(app, scene, rich_place(s.state))
    click(app, scene.dragon_button.rect.center)
    click(app, scene.builders.slots[0].center)
    assert s.last.text.startswith("P") and "Dragon to burn" in s.last.text
    again = Session.from_saved(s.to_saved("test"))
    assert again.state == s.state and again.last.text == s.last.text
    table = play_scene(app, again)
    app.scenes.push(table)
    table.banner_for = again.actor()
    send(app)
    assert isinstance(table, QueenPlayScene) and table.session.state.dragon == 0


def test_the_large_kingdom_shows_its_whole_window_late_in_the_game_and_clicks_hit_their_cells(app):
    scene = table_at(app, lambda st: st.round >= 6 and st.phase == PHASE_PLACE, players=2)
    st = scene.session.state
    k = house_kingdom(scene)
    n = st.config.setup.size
    assert scene.big.cell_at(k, scene.big.rect.center) is not None
    assert scene.big.count == 2 * n - 1 and scene.big.first(k) == (0, 0)    # as at the start: nothing moved
    for a in rules.legal_actions(st):
        if isinstance(a, Place):
            assert scene.big.cell_at(k, cell_pos(scene, (a.x, a.y))) == (a.x, a.y)


def test_a_seat_renamed_without_a_move_is_drawn_with_its_new_name_at_once(app):
    """A network table learns a player's name between moves: the cached table picture follows."""
    scene = table_at(app, lambda st: True)
    app.render()
    app.render()                                     # the picture cached
    scene.session.seats[1] = Seat("Zora", scene.session.seats[1].colour, scene.session.seats[1].agent)
    app.render()
    shown = pygame.image.tobytes(app.screen, "RGB")
    scene.base_cache = None
    app.render()                                     # drawn afresh
    assert pygame.image.tobytes(app.screen, "RGB") == shown


def test_every_refused_placement_knight_and_building_names_the_rule(app):
    """A click the rules refuse says which rule (as Kingdomino's table does), never only
    "that is not possible now": every placement of the domino in hand that is not legal, and
    later every knight and building that is not, each refused with the rules' own words."""
    from game.i18n import translate
    from game.rules.actions import IllegalAction
    scene = table_at(app, lambda st: st.round >= 2 and st.phase == PHASE_PLACE, players=2)
    s = scene.session
    refused = 0
    for action in [Place(x, y, r) for x in range(-4, 5) for y in range(-4, 5) for r in range(4)]:
        if action in s.rules.legal_actions(s.state):
            continue
        try:
            s.rules.apply(s.state.copy(), action)
        except IllegalAction as exc:
            assert scene.refusal_of(action) == translate(exc) != "that is not possible now"
            n = len(s.actions)
            assert not scene.act(action) and scene.error == translate(exc) and len(s.actions) == n
            refused += 1
    assert refused > 100
    st = scene.session.state
    assert s.apply(next(a for a in s.rules.legal_actions(st) if isinstance(a, Place))) is None
    tried = [Knight(x, y) for x in range(-4, 5) for y in range(-4, 5)]
    tried += [Build(slot, x, y) for slot in range(len(st.board)) for x in range(-2, 3) for y in range(-2, 3)]
    for action in tried:
        if action not in s.rules.legal_actions(s.state):
            assert scene.refusal_of(action) != "that is not possible now", action
