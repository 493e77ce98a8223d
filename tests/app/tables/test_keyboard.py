"""Keyboard only: menus, forms and every table, driven by synthetic key events."""
import pygame

from game.app import settings
from game.app.scenes.handover import HandOverScene
from game.app.scenes.load import ConfirmScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.title import TitleScene
from game.app.tables.kingdomino.scene import PlayScene
from game.app.tables.kingdomino.sheet import ScoreSheetScene
from game.app.ui import focus
from game.app.ui.widgets import Button
from game.rules.actions import Choose, Place
from game.rules.kingdomino.state import PHASE_OVER, PHASE_PLACE
from game.rules.queendomino.actions import Build, Dragon, Knight
from tests.app.helpers import find_scene, key, move, past_finale, send


def press(app, k, mod=0):
    send(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
         pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def typed(app, text):
    send(app, pygame.event.Event(pygame.TEXTINPUT, text=text))


def focused(app):
    top = app.scenes.top
    return top.focus.sync(top.focus_items(), top.focus_moment())


def test_title_focus_starts_on_the_primary_button_and_skips_disabled_ones(app):
    app.scenes.push(TitleScene(app))
    title = app.scenes.top
    assert focused(app).label == "New game"
    key(app, pygame.K_DOWN)
    assert focused(app).label == "Learn to play"  # Continue is disabled: skipped
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(app).label == "New game"
    key(app, pygame.K_UP)
    assert focused(app).label == "Quit"           # wraps round
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, NewGameScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_the_focus_is_drawn_as_a_bright_ring_round_the_focused_button(app):
    app.scenes.push(TitleScene(app))
    send(app)
    r = focused(app).rect
    outside = (r.centerx, r.y - 4)                # in the ring, just above the button
    assert app.screen.get_at(outside)[:3] == focus.RING
    key(app, pygame.K_DOWN)
    assert app.screen.get_at(outside)[:3] != focus.RING


def test_new_game_form_by_keys_names_options_and_start(app):
    app.scenes.push(TitleScene(app))
    key(app, pygame.K_RETURN)
    ng = app.scenes.top
    assert isinstance(ng, NewGameScene) and focused(app) is ng.start
    key(app, pygame.K_TAB)                         # Back
    key(app, pygame.K_TAB)                         # wraps to the game row
    assert focused(app) is ng.game_row
    key(app, pygame.K_RIGHT)
    assert ng.game == "kralovska_zahrada"
    key(app, pygame.K_LEFT)
    assert ng.game == "kingdomino"
    for _ in range(2 + len(ng.variant_buttons) + 1):       # game, players, variants, colour
        key(app, pygame.K_TAB)
    assert focused(app) is ng.names[0]
    typed(app, "E")                                # typing starts editing the field
    for k in (pygame.K_BACKSPACE,) * 10:
        key(app, k)
    typed(app, "Eva")
    key(app, pygame.K_RETURN)                      # leaves the field
    assert ng.names[0].value == "Eva" and not ng.names[0].editing
    key(app, pygame.K_TAB)
    assert focused(app) is ng.kind_rows[0]
    for _ in range(3):                             # seat 2: colour, name, kind row (seat 1 has no level)
        key(app, pygame.K_TAB)
    assert focused(app) is ng.kind_rows[1]
    key(app, pygame.K_LEFT)                        # seat 2: Person
    assert ng.kinds[1] == "person"
    ng.seed = 3
    while focused(app) is not ng.start:
        key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)
    play = app.scenes.stack[1]
    assert [s.name for s in play.session.seats] == ["Eva", "Player 2"]
    assert all(s.human for s in play.session.seats)


def test_a_confirm_dialog_starts_on_keep(app):
    app.scenes.push(TitleScene(app))
    done = []
    app.scenes.push(ConfirmScene(app, "Delete?", "gone for good", "Delete", lambda: done.append(1)))
    key(app, pygame.K_RETURN)
    assert not done and isinstance(app.scenes.top, TitleScene)


def test_an_option_row_and_a_button_adapt_to_the_ring():
    b = Button("x", lambda: None)
    b.rect = pygame.Rect(0, 0, 10, 10)
    assert focus.enabled(b)
    b.enabled = False
    assert not focus.enabled(b)


# ---- the Kingdomino table ------------------------------------------------------------------

def start_hot_seat_by_keys(app, seed=11):
    """Title -> New game -> seat 2 a person -> Start, by keys alone (with the hand-over
    screen the Settings offer)."""
    settings.change(hand_over=True)
    app.scenes.push(TitleScene(app))
    key(app, pygame.K_RETURN)
    ng = app.scenes.top
    ng.seed = seed
    while focused(app) is not ng.kind_rows[1]:
        key(app, pygame.K_TAB)
    key(app, pygame.K_LEFT)
    while focused(app) is not ng.start:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    play = find_scene(app, PlayScene)
    assert play is not None and all(s.human for s in play.session.seats)
    return play


def place_by_keys(app, play, target):
    """Arrows to the target's first square, R to its rotation, Enter."""
    if not play.focus.keyboard:
        key(app, pygame.K_DOWN)                        # the first key shows the cursor
    assert play.focus.current is play.keys.grid_zone
    x, y = play.keys.cursor_cell()
    for _ in range(abs(target.x - x)):
        key(app, pygame.K_RIGHT if target.x > x else pygame.K_LEFT)
    for _ in range(abs(target.y - y)):
        key(app, pygame.K_DOWN if target.y > y else pygame.K_UP)
    assert play.keys.cursor_cell() == (target.x, target.y)
    for _ in range(4):
        if play.rot == target.rot:
            break
        key(app, pygame.K_r)
    assert play.hovered_place() == target             # the ghost stands where the cursor is
    key(app, pygame.K_RETURN)


def choose_by_keys(app, play, slot):
    if not play.focus.keyboard:
        key(app, pygame.K_DOWN)
    assert play.focus.current is play.keys.draft_zone
    free = play.keys.free_slots()
    while play.keys.slot != slot:
        key(app, pygame.K_DOWN if free.index(slot) > free.index(play.keys.slot) else pygame.K_UP)
    key(app, pygame.K_SPACE)


def test_a_whole_hot_seat_kingdomino_game_played_from_keys_alone(app):
    play = start_hot_seat_by_keys(app)
    s = play.session
    banners = 0
    for _ in range(300):
        send(app)
        past_finale(app)
        top = app.scenes.top
        if isinstance(top, ScoreSheetScene):
            break
        if isinstance(top, HandOverScene):
            banners += 1
            key(app, pygame.K_SPACE)
            continue
        assert top is play
        st = s.state
        if st.phase == PHASE_OVER:          # the last move is still shown; then the finale
            continue
        before = len(s.actions)
        legal = s.rules.legal_actions(st)
        if len(legal) == 1:                 # the last free domino, one that fits nowhere: no key asked
            send(app)
            for _step in range(50):         # shown flying first, at the person's pace
                if len(s.actions) > before or isinstance(app.scenes.top, HandOverScene):
                    break
                app.step([], 0.1)
            assert len(s.actions) > before and s.forced[before] or isinstance(app.scenes.top, HandOverScene)
            continue
        if st.phase == PHASE_PLACE:
            places = sorted((a for a in legal if isinstance(a, Place)), key=lambda p: (p.y, p.x, p.rot))
            place_by_keys(app, play, places[len(s.actions) % len(places)])
        else:
            free = play.keys.free_slots()
            choose_by_keys(app, play, free[len(s.actions) % len(free)])
        assert len(s.actions) >= before + 1, play.error
    assert isinstance(app.scenes.top, ScoreSheetScene)
    assert s.state.phase == PHASE_OVER and banners > 10
    assert len(s.actions) >= 2 * 24 - sum(s.state.discards)


def test_an_illegal_spot_by_keys_is_refused_like_a_click(app):
    play = start_hot_seat_by_keys(app)
    key(app, pygame.K_SPACE)                           # the hand-over banner
    send(app)
    s = play.session
    while s.state.phase != PHASE_PLACE:                # the first line: kings choose
        if isinstance(app.scenes.top, HandOverScene):
            key(app, pygame.K_SPACE)
        if play.flight is not None:                    # the last king's only choice, shown flying
            app.step([], 0.1)
            continue
        choose_by_keys(app, play, play.keys.free_slots()[0])
        send(app)
    if isinstance(app.scenes.top, HandOverScene):
        key(app, pygame.K_SPACE)
    key(app, pygame.K_DOWN)
    for _ in range(6):                                 # far corner: nothing touches it
        key(app, pygame.K_LEFT)
        key(app, pygame.K_UP)
    n = len(s.actions)
    assert play.hovered_place() not in play.spots.places
    key(app, pygame.K_RETURN)
    assert len(s.actions) == n and play.error


def test_tab_walks_the_table_buttons_and_enter_opens_the_menu(app):
    play = start_hot_seat_by_keys(app)
    key(app, pygame.K_SPACE)
    send(app)
    key(app, pygame.K_TAB)                             # shows the cursor on the next line
    assert play.focus.current is play.keys.draft_zone
    while play.focus.current is not play.menu_button:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, PauseScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is play
    move(app, (5, 5))                                  # the mouse takes over: no ring
    assert not play.focus.keyboard and play.focus.shown() is None


# ---- Queendomino: knights, the builders board, the Dragon, Done ---------------------------

def tab_to(app, scene, item):
    if not scene.focus.keyboard:
        key(app, pygame.K_TAB)                         # shows the focus
    for _ in range(20):
        if focused(app) is item:
            return
        key(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the item")


def cursor_to(app, scene, cell):
    tab_to(app, scene, scene.keys.grid_zone)
    x, y = scene.keys.cursor_cell()
    for _ in range(abs(cell[0] - x)):
        key(app, pygame.K_RIGHT if cell[0] > x else pygame.K_LEFT)
    for _ in range(abs(cell[1] - y)):
        key(app, pygame.K_DOWN if cell[1] > y else pygame.K_UP)
    assert scene.keys.cursor_cell() == tuple(cell)


def board_to(app, scene, slot):
    tab_to(app, scene, scene.keys.board_zone)
    slots = scene.keys.board_slots()
    while scene.keys.board_slot != slot:
        key(app, pygame.K_RIGHT if slots.index(slot) > slots.index(scene.keys.board_slot) else pygame.K_LEFT)


def test_queendomino_steps_by_keys_knight_build_dragon_done_and_choose(app):
    from tests.app.tables.queendomino.test_scene import all_open, rich_place, table_at
    scene = table_at(app, all_open)
    s = scene.session
    st = s.state
    h = st.current_house()
    target = rich_place(st)
    place_by_keys(app, scene, target)
    assert isinstance(s.actions[-1], Place) and scene.steps_open()
    offer = scene.offer()
    cell, tax = sorted(offer.knights.items())[0]       # a knight by keys
    coins = st.coins[h]
    cursor_to(app, scene, cell)
    key(app, pygame.K_RETURN)
    assert isinstance(s.actions[-1], Knight) and st.coins[h] == coins + tax
    offer = scene.offer()
    assert offer.builds                                # a building: board, Enter, town, Enter
    b = sorted(offer.builds, key=lambda a: (a.slot, a.y, a.x))[0]
    board_to(app, scene, b.slot)
    key(app, pygame.K_RETURN)
    assert scene.selected == b.slot and focused(app) is scene.keys.grid_zone
    cursor_to(app, scene, (b.x, b.y))
    key(app, pygame.K_RETURN)
    assert isinstance(s.actions[-1], Build)
    offer = scene.offer()
    assert offer.dragon_slots                          # the Dragon: its button, then a slot
    tab_to(app, scene, scene.dragon_button)
    key(app, pygame.K_RETURN)
    assert scene.dragon_mode and focused(app) is scene.keys.board_zone
    slot = min(offer.dragon_slots)
    board_to(app, scene, slot)
    key(app, pygame.K_RETURN)
    assert isinstance(s.actions[-1], Dragon) and st.dragon == slot
    if scene.steps_open():
        tab_to(app, scene, scene.done_button)
        key(app, pygame.K_RETURN)
        assert not scene.steps_open()
    if scene.offer().choose:
        n = len(s.actions)
        choose_by_keys(app, scene, scene.keys.free_slots()[-1])
        assert len(s.actions) == n + 1 and isinstance(s.actions[-1], Choose)


# ---- Kingdomino Duel: the dice, the map ------------------------------------------------------

def test_duel_dice_are_picked_and_a_domino_drawn_by_keys(app):
    from game.rules.duel.actions import Pick, PlaceDomino
    from game.rules.duel.board import grid
    from game.rules.duel.state import PHASE_PLACE as DUEL_PLACE
    from tests.app.tables.duel.test_scene import duel_table, settle
    scene = duel_table(app)
    s = scene.session
    st = s.state
    controls = scene.keys.hot_zone
    while st.phase != DUEL_PLACE:                      # every pick by keys: the last tray die
        tab_to(app, scene, controls)
        tray = [h.rect for h in scene.controls.hots() if h.rect in [scene.dice.tray_rect(d) for d in range(4)]]
        for _ in range(len(tray) - 1):
            key(app, pygame.K_RIGHT)
        n = len(s.actions)
        key(app, pygame.K_RETURN)
        assert isinstance(s.actions[n], Pick)
        assert scene.dice.tray_rect(s.actions[n].die) == tray[-1]
        settle(app, scene)
    cols = grid().columns
    want = [a for a in scene.legal() if isinstance(a, PlaceDomino)
            and (a.arms_a, a.arms_b) == tuple(scene.arms_of(d) for d in scene.my_pending())][-1]
    board = scene.keys.map_zone
    tab_to(app, scene, board)
    r0, c0 = divmod(scene.keys.map_cell(), cols)
    r1, c1 = divmod(want.a, cols)
    for _ in range(abs(c1 - c0)):
        key(app, pygame.K_RIGHT if c1 > c0 else pygame.K_LEFT)
    for _ in range(abs(r1 - r0)):
        key(app, pygame.K_DOWN if r1 > r0 else pygame.K_UP)
    rot = {1: 0, cols: 1, -1: 2, -cols: 3}[want.b - want.a]
    while scene.rot != rot:
        key(app, pygame.K_r)
    assert scene.hovered_draw()[0] == want             # the dice follow the cursor
    key(app, pygame.K_RETURN)
    assert s.actions[-1] == want


def test_duel_event_log_opens_with_l(app):
    from tests.app.tables.duel.test_scene import duel_table
    scene = duel_table(app)
    key(app, pygame.K_l)
    assert scene.event_log.open and scene.log_button in scene.focus_items()


def test_settings_rows_change_with_the_arrows(app):
    from game.app import settings
    from game.app.scenes.settings_scene import SettingsScene
    app.scenes.push(TitleScene(app))
    app.scenes.push(SettingsScene(app))
    scene = app.scenes.top
    assert focused(app) is scene.back                  # Enter alone goes back
    row = next(r for name, _, r in scene.rows if name == "animation_speed")
    while focused(app) is not row:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    assert settings.current().animation_speed == 2.0
    key(app, pygame.K_RIGHT)
    assert settings.current().animation_speed == settings.INSTANT
    key(app, pygame.K_RIGHT)                           # the last choice: the focus moves on
    assert settings.current().animation_speed == settings.INSTANT and focused(app) is not row


def test_pause_and_save_as_by_keys(app):
    from game import saves
    from game.app.scenes.save_as import SaveAsScene
    play = start_hot_seat_by_keys(app)
    key(app, pygame.K_SPACE)                           # the hand-over banner
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    key(app, pygame.K_DOWN)                            # Resume -> Save game
    key(app, pygame.K_RETURN)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveAsScene) and dialog.field.editing
    typed(app, " by keys")
    key(app, pygame.K_TAB)                             # leaves the field for Save
    assert focused(app) is dialog.save_button
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, PauseScene)
    assert [p.stem for p in saves.save_files(saves.saves_dir())] == [saves.file_for(dialog.field.value).stem]
    assert dialog.field.value.endswith(" by keys")
    assert play.session.state is not None


def test_after_the_game_enter_on_the_status_bar_brings_the_score_sheet_back(app):
    from game.app.session import Seat, Session
    from game.rules.config import GameConfig
    from tests.app.test_session_saves import computers_play, person_plays
    s = Session(GameConfig("kingdomino", 2), 3, [Seat("Eva", (200, 40, 40)), Seat("Bot", (40, 40, 200), "greedy")])
    while not s.is_over():
        computers_play(s)
        if not s.is_over():
            person_plays(s)
    app.scenes.push(TitleScene(app))
    play = PlayScene(app, s)
    app.scenes.push(play)
    send(app)
    assert past_finale(app) and isinstance(app.scenes.top, ScoreSheetScene)
    while focused(app).label != "Back to the table":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is play
    key(app, pygame.K_TAB)                             # shows the focus: on the status bar
    assert focused(app) is play.keys.sheet_zone
    key(app, pygame.K_RETURN)
    send(app)
    assert isinstance(app.scenes.top, ScoreSheetScene)


def test_a_domino_that_fits_nowhere_is_discarded_without_a_key(app):
    from game.ai.registry import make_player
    from game.app.session import Seat, Session
    from game.rules.actions import Discard
    from game.rules.config import GameConfig
    s = Session(GameConfig("kingdomino", 2), 0, [Seat("Eva", (200, 40, 40)), Seat("Bot", (40, 40, 200), "random")])
    bot = make_player("random", "kingdomino", 0)
    while not (s.actor() == 0 and all(isinstance(a, Discard) for a in s.rules.legal_actions(s.state))):
        assert not s.is_over()
        s.apply(bot.choose(s.state))                   # the same moves as the seed search found
    play = PlayScene(app, s)
    app.scenes.push(play)
    n = len(s.actions)
    send(app)                                          # the only legal action: played for Eva, shown flying
    for _ in range(50):
        app.step([], 0.1)
    assert len(s.actions) > n and isinstance(s.actions[n], Discard) and s.actors[n] == 0
    assert "fits nowhere" in s.log[n].text
