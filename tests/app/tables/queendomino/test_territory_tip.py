"""A territory's tooltip at the Queendomino table counts what the score counts: the Queen's
extra crown on the largest territory of the house that hosts her."""
from game.app.ui import theme
from game.rules import scoring
from game.rules.queendomino import house_sheet, queen_territory
from tests.app.helpers import move
from tests.app.tables.queendomino.test_scene import table_at


def tip_over(app, scene, view, k, terr) -> list[str]:
    cell = (terr.cells & -terr.cells).bit_length() - 1
    move(app, view.rel_rect(k, *k.g.rel(cell)).center)
    with theme.drawn_texts() as d:
        app.render()
    return [t for t, _px, _r in d.texts]


def test_the_tooltip_of_the_queens_territory_counts_her_crown(app):
    scene = table_at(app, lambda st: st.round >= 4)
    st = scene.session.state
    h = scene.others()[0]
    st.queen = h
    k = st.kingdoms[h]
    crowned = queen_territory(st, h)
    assert crowned is not None and crowned == scoring.territories(k)[0]
    view = scene.small[0]
    texts = tip_over(app, scene, view, k, crowned)
    n = crowned.crowns + 1
    assert f"{crowned.squares * n} points" in " ".join(texts)
    assert any("Queen's" in t for t in texts)
    sheet = house_sheet(st, h)
    assert crowned.squares * n == crowned.points + sheet.queen    # what the sheet adds for her
    other = next((t for t in scoring.territories(k)[1:] if t.crowns), None)
    if other is not None:                                          # elsewhere: no Queen
        assert not any("Queen's" in t for t in tip_over(app, scene, view, k, other))
