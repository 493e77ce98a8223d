"""The draft lines: a domino of the next line that a king has taken looks taken, as on the
real table: its king stands on it and it is dimmed; a free one keeps its colours."""
import pygame

from game.ai.registry import make_player
from game.app.tables.kingdomino.draft_view import NEXT, DraftView
from game.app.ui import art
from game.rules.config import GameConfig
from game.rules.kingdomino import rules
from game.rules.kingdomino.state import FREE


def brightness(surface, rect) -> float:
    points = [(rect.x + rect.w * i // 10, rect.y + rect.h * j // 6) for i in range(1, 10) for j in range(1, 6)]
    return sum(sum(surface.get_at(p)[:3]) for p in points) / len(points)


def test_a_taken_domino_carries_its_king_and_is_dimmed_a_free_one_is_not():
    pygame.font.init()
    st = rules.new_game(GameConfig("kingdomino", 2), 5)
    ai = make_player("greedy", "kingdomino", 1)
    while not (any(k == FREE for k in st.next_kings) and any(k != FREE for k in st.next_kings)):
        rules.apply(st, ai.choose(st))
    view = DraftView()
    view.fit(pygame.Rect(0, 0, 400, 360), 4, 1.0)
    surface = pygame.Surface((400, 360))
    view.draw(surface, st, [(200, 40, 40), (40, 40, 200), (40, 200, 40), (200, 200, 40)])
    for i, (number, king) in enumerate(zip(st.next, st.next_kings)):
        slot = view.slot_rect(NEXT, i)
        face = art.domino_face(st.dominoes[number - 1], view.cell, 0)
        shown, own = brightness(surface, slot), brightness(face, face.get_rect())
        if king == FREE:
            assert shown > own * 0.9, i                               # its own colours
        else:
            assert slot.contains(view.king_rect(NEXT, i)), i          # the king on it
            assert shown < own * 0.7, i                               # dimmed (the king is dark on it)
