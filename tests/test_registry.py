"""One entry per game per layer: the rules registry maps every game id to its family, and
the rules, the computer players and the table each register every family exactly once,
from the family's own folder. Outside the rules (and the data tools), no module names a
game id except in the folders of that game's family."""
import ast
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.ai import registry as ai_registry
from game.app.tables import directory
from game.rules.components import game_specs
from game.rules.registry import FAMILY, FAMILY_RULES, family_of, games, rules_for

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
FAMILIES = sorted(set(FAMILY.values()))

# The few modules outside a family's folders that name a game id, each for a reason that
# makes the id data rather than a lookup: nothing here decides how a game is played or shown.
ALLOWED = {
    "game/app/scenes/title.py": "the games the title names under Kingdomino, as the boxes are sold",
    "game/tutorial/kingdomino.py": "a lesson's own game (Královská zahrada has a lesson of its own)",
    "game/cli/bench.py": "the games and set-ups bench measures: its rows are data",
    "game/app/bench_motion.py": "the tables bench draws while a move is shown: its rows are data",
}


def registrations() -> dict[str, dict[str, object]]:
    """For every game, what each layer registered for it: the listing the tests below check
    (and print when one fails)."""
    tables = directory.tables()
    out: dict[str, dict[str, object]] = {}
    for g in games():
        computer = ai_registry.FAMILIES.get(g.family)
        table = tables.get(g.family)
        out[g.id] = {
            "family": g.family, "players": g.players, "variants": g.variants,
            "rules": FAMILY_RULES[g.family].new_game.__module__,     # where the family's rules object gets its games
            "computer players": None if computer is None else {
                "levels": computer.levels.__module__, "level names": sorted(computer.levels(g.id).players),
                "explain": computer.explain.__module__, "coach": type(computer.coach(g.id)).__module__},
            "table": None if table is None else {
                "scene": table.scene.__module__, "rules page": _module_holding(table.rules_page),
                "lesson marks": table.marks.__module__, "lesson values": table.values.__module__,
                "moves": table.moves.__name__ if table.moves else None},
        }
    return out


def _module_holding(page: tuple) -> str | None:
    """The table module whose PAGE is `page` (a Rules page is a plain tuple of blocks)."""
    return next((name for name, m in sorted(sys.modules.items())
                 if name.startswith("game.app.tables.") and getattr(m, "PAGE", None) is page), None)


def _layer_folder(module: str) -> str | None:
    """The family whose folder holds `module` (dotted name), or None."""
    for layer in ("game.rules.", "game.ai.", "game.app.tables."):
        if module.startswith(layer):
            rest = module[len(layer):]
            return rest.split(".")[0]
    return None


def test_every_game_is_described_once_from_the_data():
    assert sorted(FAMILY) == sorted(game_specs())          # every game of the data has a family, and no other id
    for g in games():
        assert g.players == tuple(sorted(int(n) for n in game_specs()[g.id].setups))
        assert g.family in FAMILY_RULES and rules_for(g.id) is FAMILY_RULES[g.family]
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        family_of("chess")


@pytest.mark.parametrize("layer,entries", [
    ("computer players", lambda: [e.family for e in ai_registry.REGISTERED]),
    ("table", lambda: [t.family for t in directory.registered()]),
    ("rules", lambda: [r.family for r in FAMILY_RULES.values()]),
])
def test_each_layer_registers_every_family_exactly_once(layer, entries):
    counts = Counter(entries())
    assert sorted(counts) == FAMILIES, f"{layer}: {dict(counts)}"
    assert set(counts.values()) == {1}, f"{layer} registers a family twice: {dict(counts)}"


def test_every_game_is_served_by_its_own_familys_folders_in_every_layer():
    listing = registrations()
    for game, layers in listing.items():
        family = layers["family"]
        assert layers["computer players"] and layers["table"], f"{game} is missing a layer: {layers}"
        folders = {_layer_folder(layers["rules"])}
        folders |= {_layer_folder(m) for m in layers["computer players"].values() if isinstance(m, str)}
        folders |= {_layer_folder(m) for m in layers["table"].values() if isinstance(m, str)}
        assert layers["table"]["rules page"], f"{game}: its table has no Rules page of its own"
        assert folders == {family}, f"{game}: {layers}"
        assert layers["computer players"]["level names"], game


def _names_of_games(tree: ast.AST) -> list[tuple[int, str]]:
    ids = set(FAMILY)
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids]


def _own_folder(path: str, game: str) -> bool:
    family = FAMILY[game]
    return path.startswith((f"game/ai/{family}/", f"game/app/tables/{family}/"))


def _lookups_by_id(tree: ast.AST) -> set[int]:
    """Lines where a game id is compared with something or keys a mapping: a registry or a
    branch by game, as opposed to an id used as data (a default, a tile set, a layout)."""
    ids = set(FAMILY)

    def is_id(n: ast.AST) -> bool:
        return isinstance(n, ast.Constant) and n.value in ids or (
            isinstance(n, (ast.Tuple, ast.List, ast.Set)) and any(is_id(e) for e in n.elts))
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(is_id(n) for n in (node.left, *node.comparators)):
            lines.add(node.lineno)
        elif isinstance(node, ast.Dict) and any(k is not None and is_id(k) for k in node.keys):
            lines.add(node.lineno)
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store) and is_id(node.slice):
            lines.add(node.lineno)
    return lines


def test_outside_the_rules_no_module_maps_a_game_id():
    """A game id that the registry maps to another family's folders (Královská zahrada, the
    Royal Wedding) is named nowhere else; a family's own id (also its folder's name) may
    name data, but never keys a registry nor picks a branch."""
    found = []
    for path in sorted(GAME.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(("game/rules/", "game/tools/")) or rel in ALLOWED:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        lookups = _lookups_by_id(tree)
        for line, game in _names_of_games(tree):
            if _own_folder(rel, game):
                continue
            if FAMILY[game] != game or line in lookups:
                found.append(f"{rel}:{line}: {game}")
    assert found == []


def test_the_check_finds_a_lookup_by_id():
    """The scan above would see a copied mapping or a branch by game."""
    tree = ast.parse('WORDS = {"duel": 1}\nif config.game == "queendomino": pass\nx = "kingdomino"\n')
    assert _lookups_by_id(tree) == {1, 2}
    assert [g for _, g in _names_of_games(ast.parse('OF = {"royal_wedding": "queendomino"}'))] == [
        "royal_wedding", "queendomino"]


def test_the_allowed_modules_still_name_a_game():
    """An allowance nobody needs any more goes."""
    for rel in ALLOWED:
        assert _names_of_games(ast.parse((ROOT / rel).read_text(encoding="utf-8"))), rel
