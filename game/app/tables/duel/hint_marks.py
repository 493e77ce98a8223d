"""A Duel hint on the table: dice drawn as a see-through ghost on the map, each half its
coat of arms and crosses where the hint draws it, framed in gold; a die of the tray, a
spell, the castle bonus, a face, a coat of arms or "Draw nothing" framed where it is
clicked."""
from __future__ import annotations

import pygame

from game.app.tables.common.hint import GHOST_ALPHA, HINT_GOLD, frame
from game.app.tables.duel import art as art_duel
from game.rules.components import duel_components
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


def hint_mark(scene, surface: pygame.Surface, action, width: int, colour=HINT_GOLD) -> None:
    """Show one suggested action of the Duel (see the module's words), framed in `colour`."""
    st = scene.session.state
    if isinstance(action, (PlaceDomino, PlaceDie)):
        _ghost(scene, surface, action, width, colour)
    for rect in _spots(scene, st, action):
        frame(surface, rect, width, colour)


def _ghost(scene, surface, action, width: int, colour) -> None:
    st = scene.session.state
    view = scene.maps[st.placer]
    if isinstance(action, PlaceDomino):
        drawn = list(zip(st.dice_of(st.placer), (action.a, action.b), (action.arms_a, action.arms_b)))
    else:
        drawn = [(action.die, action.cell, action.arms)]
    for d, cell, arms in drawn:
        face = rules.face(st, d)
        img = art_duel.map_square(arms if arms != -1 else face.arms, face.crosses, view.cell).copy()
        img.set_alpha(GHOST_ALPHA)
        surface.blit(img, view.cell_rect(cell))
    cells = [view.cell_rect(cell) for _d, cell, _a in drawn]
    frame(surface, cells[0].unionall(cells), width, colour)


def _spots(scene, st, action) -> list[pygame.Rect]:
    """Where the controls that play `action` are (none for a drawing: its ghost shows it)."""
    if isinstance(action, Pick):
        return [scene.dice.tray_rect(action.die)]
    if isinstance(action, PickTwo):
        return [scene.dice.tray_rect(action.first), scene.dice.tray_rect(action.second)]
    if isinstance(action, (CastleBonus, SetFace)):
        p = st.placer
        return [scene.dice.under_rect(p, st.dice_of(p).index(action.die), 0 if isinstance(action, CastleBonus) else 1)]
    if isinstance(action, (IgnoreConnection, SplitDice)):
        sid = "ignore_connection" if isinstance(action, IgnoreConnection) else "split_dice"
        return [scene.book.use_rect(rules.spell(sid))]
    if isinstance(action, Pass):
        return [scene.dice.pass_button()]
    if isinstance(action, ChooseDomain):
        return [scene.dice.chooser_rects(0, len(duel_components().arms))[action.arms]]
    if isinstance(action, AddCross):
        return [scene.maps[st.current_player()].cell_rect(action.cell)]
    return []
