"""The large Queendomino kingdom holds still while a person plays a turn: its framing (the
squares it crops to and their size) changes between turns, never between two actions."""
import pygame

from game.app.tables.queendomino.kingdom_view import QueenKingdomView
from game.rules import queendomino as rules
from game.rules.actions import Choose, Place
from game.rules.queendomino.state import PHASE_PLACE
from tests.app.helpers import click, send
from tests.app.tables.queendomino.test_scene import cell_pos, house_kingdom, place_by_mouse, table_at


def framed(k) -> tuple[int, int]:
    """Where a view that follows every change would put the kingdom's top-left square."""
    view = QueenKingdomView(full=True)
    view.fit(pygame.Rect(0, 0, 600, 600), k.n)
    return view.first(k)


def framed_after(st, a) -> tuple[int, int]:
    trial = st.copy()
    rules.apply(trial, a)
    return framed(trial.kingdoms[st.current_house()])


def narrowing(st) -> bool:
    """A person is to place, and some placement narrows what the kingdom may still grow into."""
    if st.phase != PHASE_PLACE or st.round == 0:
        return False
    k = st.kingdoms[st.current_house()]
    return any(framed_after(st, a) != framed(k) for a in rules.legal_actions(st) if isinstance(a, Place))


def test_the_square_under_the_pointer_stays_through_a_turn_and_the_next_turn_is_framed_afresh(app):
    scene = table_at(app, narrowing, players=3)
    s = scene.session
    st = s.state
    k = house_kingdom(scene)
    place = next(a for a in rules.legal_actions(st) if isinstance(a, Place) and framed_after(st, a) != framed(k))
    point = scene.big.rect.move(scene.big.cell // 2, scene.big.cell // 2).topleft    # the top-left square
    under, cell = scene.big.cell_at(k, point), scene.big.cell
    place_by_mouse(app, scene, place)
    assert s.actions[-1] == place
    assert scene.big.cell_at(k, point) == under and scene.big.cell == cell     # though the kingdom grew
    assert framed(k) != scene.big.first(k)                    # (a view that follows would have moved)
    player = s.actor()
    for _ in range(30):                                        # the rest of the turn: knights, buildings
        offer = scene.offer()
        if s.actor() != player or offer.choose:
            break
        if offer.knights:
            click(app, cell_pos(scene, next(iter(offer.knights))))
        elif offer.builds:
            b = min(offer.builds, key=lambda a: a.slot)
            click(app, scene.builders.slots[b.slot].center)
            click(app, cell_pos(scene, (b.x, b.y)))
        else:
            click(app, scene.done_button.rect.center)
        assert scene.big.cell_at(k, point) == under
    if scene.offer().choose:
        slot = next(i for i, king in enumerate(st.next_kings) if king == -1)
        click(app, scene.draft.slot_rect("next", slot).center)
        assert isinstance(s.actions[-1], Choose)
    send(app)
    shown = st.kingdoms[scene.shown_player()]
    assert scene.big.first(shown) == framed(shown)            # the next turn is framed afresh
