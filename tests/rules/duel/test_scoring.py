"""Duel scoring against a naive recount, and the `score` command's Duel maps."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.duel import scoring
from game.rules.duel.board import DuelMap, grid
from game.rules.duel.scoring import Drawings, score_map, total, total_after
from game.rules.duel.sheet_file import DuelSheetError, score_duel_file
from tests.rules.duel.helpers import DC

ROWS, COLS, CASTLE = 5, 7, (2, 3)
token = st.one_of(st.just("."), st.tuples(st.sampled_from(DC.arms), st.integers(0, 4)).map(
    lambda t: t[0] + (f"+{t[1]}" if t[1] else "")))
grids = st.lists(st.lists(token, min_size=COLS, max_size=COLS), min_size=ROWS, max_size=ROWS).map(
    lambda g: [" ".join("C" if (r, c) == CASTLE else t for c, t in enumerate(row)) for r, row in enumerate(g)])


def naive(rows: list[str], domain: str | None) -> tuple[int, int, int]:
    """Total, largest territory and crosses by a flood fill over a 2-D list."""
    cells = [row.split() for row in rows]
    seen, total_, largest, crosses = set(), 0, 0, 0
    def parse(t):
        name, _, n = t.partition("+")
        return name, int(n) if n else 0
    for r in range(ROWS):
        for c in range(COLS):
            t = cells[r][c]
            if t in (".", "C") or (r, c) in seen:
                continue
            name = parse(t)[0]
            stack, group = [(r, c)], []
            seen.add((r, c))
            while stack:
                y, x = stack.pop()
                group.append((y, x))
                for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                    if 0 <= ny < ROWS and 0 <= nx < COLS and (ny, nx) not in seen \
                            and cells[ny][nx] not in (".", "C") and parse(cells[ny][nx])[0] == name:
                        seen.add((ny, nx))
                        stack.append((ny, nx))
            n = sum(parse(cells[y][x])[1] for y, x in group)
            crosses += n
            total_ += len(group) * n + (3 if name == domain else 0)
            largest = max(largest, len(group))
    return total_, largest, crosses


@settings(max_examples=150, deadline=None)
@given(grids, st.one_of(st.none(), st.sampled_from(DC.arms)))
def test_scoring_matches_a_naive_recount(rows, domain):
    m = DuelMap.from_rows(rows)
    d = -1 if domain is None else DC.arms.index(domain)
    sheet = score_map(m, d)
    assert (sheet.total, sheet.largest_territory, sheet.crosses) == naive(rows, domain)
    assert total(m, d) == sheet.total
    assert m.to_rows() == rows
    out = score_duel_file({"game": "duel", "grid": rows} | ({"domain_bonus": domain} if domain else {}))
    assert out["total"] == sheet.total and out["crowns"] == sheet.crosses
    assert sum(t["points"] for t in out["territories"]) + out["by_category"].get("domain_bonus", 0) == out["total"]


@settings(max_examples=150, deadline=None)
@given(grids, st.one_of(st.none(), st.sampled_from(DC.arms)), st.data())
def test_total_after_a_drawing_matches_scoring_the_drawn_map(rows, domain, data):
    """The players' incremental score: one to three empty cells drawn (any coat of arms, any
    crosses) score as the whole map recounted."""
    m = DuelMap.from_rows(rows)
    d = -1 if domain is None else DC.arms.index(domain)
    empty = [c for c in range(ROWS * COLS) if (m.free() >> c) & 1]
    if not empty:
        return
    cells = data.draw(st.lists(st.sampled_from(empty), min_size=1, max_size=3, unique=True))
    draws = [(c, data.draw(st.integers(0, len(DC.arms) - 1)), data.draw(st.integers(0, 3)))
             for c in cells]
    drawn = m.copy()
    for c, arms, crosses in draws:
        drawn.draw(c, arms, crosses)
    assert total_after(m, d, total(m, d), draws) == total(drawn, d)
    assert total(m, d) == score_map(m, d).total      # the map itself is unchanged


def test_score_file_example():
    out = score_duel_file({"game": "duel", "size": 5, "domain_bonus": "black",
                           "grid": ["dot+1 dot black", "dot . black+2", ". . . C"]})
    assert out["total"] == 3 * 1 + 2 * 2 + 3
    assert out["territories"][0] == {"terrain": "dot", "squares": 3, "crowns": 1, "points": 3}
    assert out["by_category"]["black"] == 4 and out["by_category"]["domain_bonus"] == 3
    assert out["largest_territory"] == 3 and out["crowns"] == 3


def test_a_lone_domain_without_crosses_still_gets_the_bonus():
    out = score_duel_file({"game": "duel", "grid": ["black"], "domain_bonus": "black"})
    assert out["total"] == 3 and out["territories"][0]["points"] == 0


@pytest.mark.parametrize("obj, reason", [
    ({"game": "duel", "grid": ["C"]}, "castle is the centre"),
    ({"game": "duel", "grid": ["", "", ". . . dot"]}, "on the castle square"),
    ({"game": "duel", "grid": ["dot+9"]}, "at most 4 crosses"),
    ({"game": "duel", "grid": ["W1"]}, "unknown cell token"),
    ({"game": "duel", "grid": ["dot+"]}, "unknown cell token"),
    ({"game": "duel", "grid": "dot"}, "list of strings"),
    ({"game": "duel"}, "list of strings"),
    ({"game": "duel", "grid": [""] * 6}, "6 rows"),
    ({"game": "duel", "grid": [". " * 8]}, "8 cells"),
    ({"game": "duel", "grid": [], "domain_bonus": "gold"}, "domain_bonus"),
    ({"game": "kingdomino", "grid": []}, "not a Duel map"),
    ("dot", "JSON object"),
])
def test_malformed_maps_get_a_one_line_reason(obj, reason):
    with pytest.raises(DuelSheetError, match=reason) as info:
        score_duel_file(obj)
    assert "\n" not in str(info.value) and isinstance(info.value, ValueError)


@settings(max_examples=60, deadline=None)
@given(grids, st.one_of(st.none(), st.sampled_from(DC.arms)), st.data())
def test_one_maps_drawings_weighed_one_after_the_other_each_score_as_the_drawn_map(rows, domain, data):
    """Drawings lists a map's territories once and weighs many drawings from them (as greedy
    does): each (two cells, side by side or not, of one coat of arms or two) must score as
    its own drawn map recounted, whatever was weighed before."""
    m = DuelMap.from_rows(rows)
    d = -1 if domain is None else DC.arms.index(domain)
    empty = [c for c in range(ROWS * COLS) if (m.free() >> c) & 1]
    if len(empty) < 2:
        return
    drawings = Drawings(m, d, total(m, d))
    for _ in range(5):
        a, b = data.draw(st.lists(st.sampled_from(empty), min_size=2, max_size=2, unique=True))
        beside = [c for c in empty if grid().neighbours(1 << a) >> c & 1]
        if beside and data.draw(st.booleans()):      # a domino's two halves, as players draw them
            b = data.draw(st.sampled_from(beside))
        draws = [(a, data.draw(st.integers(0, len(DC.arms) - 1)), 1), (b, data.draw(st.integers(0, len(DC.arms) - 1)), 0)]
        drawn = m.copy()
        for c, arms, crosses in draws:
            drawn.draw(c, arms, crosses)
        assert drawings.after(draws) == total(drawn, d)


def test_remembered_totals_stay_within_their_limit_and_change_no_total(monkeypatch):
    """total() remembers maps' totals (a pure function of map and domain): past the limit
    it starts afresh, and every total stays the score sheet's."""
    monkeypatch.setattr(scoring, "TOTALS_LIMIT", 4)
    scoring._TOTALS.clear()
    m, sizes = DuelMap.empty(), []
    for cell, arms in ((0, 0), (1, 0), (8, 1), (9, 0), (15, 2), (16, 2), (22, 1)):
        m.draw(cell, arms, cell % 3)
        for domain in (-1, 0, 1):
            for _ in range(2):          # worked out, then remembered
                assert total(m, domain) == score_map(m, domain).total
            sizes.append(len(scoring._TOTALS))
    assert max(sizes) <= 4 and len(set(sizes)) > 2
