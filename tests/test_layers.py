"""The package is built in layers, and nothing imports upwards (also not inside a function):

    base (i18n, resources, files, locks, names, error log, rating) <- rules <- computer players <- match and saves
        <- network <- commands <- window <- the program's entry points

A lower layer never knows the ones above it, so the rules and the computer players can be
read, tested and reused alone, and a command never opens the window. Every module of game/
belongs to a layer: a new top-level module fails here until it is placed."""
from __future__ import annotations

from tests.test_imports import graph, imports, modules

# bottom first; a module belongs to the layer of its longest matching prefix ("game" itself,
# the package's __init__, is no prefix: it names only itself)
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("base", ("game", "game.i18n", "game.resources", "game.files", "game.locks", "game.names",
              "game.error_log",
              "game.rating")),
    ("rules", ("game.rules",)),
    ("computer players", ("game.ai",)),
    ("match and saves", ("game.match", "game.saves", "game.autosaves", "game.progress", "game.results",
                         "game.tutorial")),
    ("network", ("game.net",)),
    ("commands", ("game.cli",)),
    ("window", ("game.app",)),
    # the one dispatcher every way to start the program calls, and the developers' tools
    ("entry points", ("game.program", "game.__main__", "game.tools")),
]


def layer_of(module: str, layers: list[tuple[str, tuple[str, ...]]] | None = None, root: str = "game") -> int | None:
    """The index in `layers` (LAYERS) of the module's layer; None when no layer claims it.
    The `root` package names only itself."""
    best: tuple[int, int] | None = None
    for i, (_, prefixes) in enumerate(LAYERS if layers is None else layers):
        for prefix in prefixes:
            within = prefix != root and module.startswith(prefix + ".")
            if (module == prefix or within) and (best is None or len(prefix) > best[1]):
                best = (i, len(prefix))
    return None if best is None else best[0]


def upward(edges: dict[str, set[str]]) -> list[str]:
    """Every import of a module from a layer above its own, and every module of no layer."""
    found = []
    for module, targets in sorted(edges.items()):
        mine = layer_of(module)
        if mine is None:
            found.append(f"{module} belongs to no layer")
            continue
        for target in sorted(targets):
            theirs = layer_of(target)
            if theirs is not None and theirs > mine:
                found.append(f"{module} ({LAYERS[mine][0]}) imports {target} ({LAYERS[theirs][0]})")
    return found


def test_nothing_in_game_imports_upwards():
    edges, _, _ = graph()
    assert upward(edges) == []


def test_an_upward_import_or_an_unplaced_module_is_found():
    edges = {
        "game.rules.kingdomino.rules": {"game.i18n", "game.rules.kingdomino.state"},        # down and within: fine
        "game.net.table": {"game.cli.simulate", "game.saves"},             # network -> commands
        "game.cli.commands": {"game.app.options"},                         # commands -> window
        "game.ai.search": {"game.rules.kingdomino.state", "game.saves"},             # players -> saves
        "game.program": {"game.app.run", "game.cli.score"},                # the top takes any
        "game.novel": {"game.rules"},                                      # a module of no layer
    }
    assert upward(edges) == [
        "game.ai.search (computer players) imports game.saves (match and saves)",
        "game.cli.commands (commands) imports game.app.options (window)",
        "game.net.table (network) imports game.cli.simulate (commands)",
        "game.novel belongs to no layer",
    ]


def test_a_module_takes_the_layer_of_its_longest_prefix():
    assert [layer_of(m) for m in ("game", "game.rules.duel.state", "game.resources", "game.tools.monkey",
                                  "game.savesx", "game.ai")] == [0, 1, 0, 7, None, 2]


# ---- a game family's folders, and the shared modules that serve every family ----------------

# the layers in which each family has its own folder (game/rules/<family>, game/ai/<family>,
# game/app/tables/<family>, game/tutorial/<family>): everything else is shared
FAMILY_LAYERS = ("game.rules", "game.ai", "game.app.tables", "game.tutorial")
# a family built on another reuses that one's folders in every layer (Queendomino is
# Kingdomino's dominoes and kingdoms with buildings added)
BUILDS_ON = {"queendomino": {"kingdomino"}}
# shared modules that name every family on purpose: a registry, and the developers' tools
# and benches whose rows are particular tables
REGISTRIES = {
    "game.rules.registry": "each family's rules object, by family",
    "game.ai.registry": "each family's computer players, by family",
    "game.tools.shot_motion": "pictures of particular tables at particular moments",
    "game.cli.bench": "the games bench measures: its rows are data",
    "game.app.bench_frame": "the tables bench draws: its rows are data",
}


def families() -> set[str]:
    from game.rules.registry import FAMILY
    return set(FAMILY.values())


def family_folder(module: str, known: set[str]) -> str | None:
    """The family whose folder holds `module` (dotted), None for a shared module."""
    for layer in FAMILY_LAYERS:
        head = module[len(layer) + 1:].split(".")[0] if module.startswith(layer + ".") else None
        if head in known:
            return head
    return None


def family_imports(edges: dict[str, set[str]], known: set[str]) -> list[str]:
    """Every import of a family's folder from a shared module (registries aside), and from
    another family's folder that the importer does not build on."""
    found = []
    for module, targets in sorted(edges.items()):
        mine = family_folder(module, known)
        if mine is None and module in REGISTRIES:
            continue
        for target in sorted(targets):
            theirs = family_folder(target, known)
            if theirs is None or theirs == mine or theirs in BUILDS_ON.get(mine or "", set()):
                continue
            found.append(f"{module} ({mine or 'shared'}) imports {target} ({theirs})")
    return found


def source_edges(tmp_path, module: str, source: str) -> dict[str, set[str]]:
    """The import edges of one module written from `source`, found as the graph finds them."""
    path = tmp_path / (module.rpartition(".")[2] + ".py")
    path.write_text(source, encoding="utf-8")
    known = modules()
    return {module: {target for target, _ in imports(module, path, known) if target in known}}


def test_shared_modules_import_no_family():
    edges, _, _ = graph()
    assert family_imports(edges, families()) == []


def test_a_family_import_planted_in_a_shared_module_is_found(tmp_path):
    """An `isinstance(state, QueenState)` in a shared scene needs its import, and the scan
    reads the import (ast), not the names the code mentions."""
    planted = ("from game.rules.queendomino.state import QueenState\n\n\n"
               "def counts(state):\n    return isinstance(state, QueenState)\n")
    edges = source_edges(tmp_path, "game.app.scenes.pause", planted)
    assert family_imports(edges, families()) == [
        "game.app.scenes.pause (shared) imports game.rules.queendomino.state (queendomino)"]
    inside = source_edges(tmp_path, "game.app.tables.common.hud", "def f():\n    from game.ai.duel import levels\n")
    assert family_imports(inside, families()) == [
        "game.app.tables.common.hud (shared) imports game.ai.duel.levels (duel)"]


def test_a_family_imports_only_itself_and_the_family_it_builds_on():
    known = {"kingdomino", "queendomino", "duel"}
    edges = {
        "game.app.tables.queendomino.scene": {"game.app.tables.kingdomino.kingdom_table", "game.app.ui.art"},
        "game.ai.duel.explain": {"game.ai.kingdomino.explain", "game.ai.duel.search"},
        "game.rules.kingdomino.rules": {"game.rules.queendomino.state"},
        "game.rules.registry": {"game.rules.duel"},
    }
    assert family_imports(edges, known) == [
        "game.ai.duel.explain (duel) imports game.ai.kingdomino.explain (kingdomino)",
        "game.rules.kingdomino.rules (kingdomino) imports game.rules.queendomino.state (queendomino)"]


def test_each_allowed_registry_still_names_a_family():
    """A registry that stopped naming families loses its allowance."""
    edges, _, _ = graph()
    known = families()
    for module in REGISTRIES:
        assert any(family_folder(t, known) for t in edges[module]), module


# ---- the window's own layers ----------------------------------------------------------------

# game/app bottom first, as LAYERS: a module takes the layer of its longest matching prefix;
# within the window, nothing imports a layer above its own (so no two parts import each other)
APP_LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("widgets", ("game.app", "game.app.ui")),
    ("the window's state", ("game.app.settings", "game.app.sound", "game.app.options", "game.app.refusals",
                            "game.app.online_seats", "game.app.hosted_games", "game.app.ai_worker",
                            "game.app.review_worker", "game.app.window", "game.app.tables")),
    ("the directory of tables", ("game.app.tables.directory",)),
    ("the session", ("game.app.move_log", "game.app.session", "game.app.net_session", "game.app.table_game",
                     "game.app.review_ahead",
                     "game.app.explain_words")),
    ("shared table parts", ("game.app.tables.common", "game.app.tables.thumbnail", "game.app.rules_pages")),
    ("each family's table", tuple(f"game.app.tables.{family}" for family in sorted(families()))),
    ("lessons", ("game.app.tutorial",)),
    ("menus", ("game.app.scenes",)),
    # the loop and what starts it (the window, a demo, a lesson played alone, the benches)
    ("the loop", ("game.app.app", "game.app.run", "game.app.demo", "game.app.tutorial.autoplay",
                  "game.app.bench", "game.app.bench_frame", "game.app.bench_motion")),
]


def app_layer_of(module: str) -> int | None:
    return layer_of(module, APP_LAYERS, "game.app")


def app_upward(edges: dict[str, set[str]]) -> list[str]:
    """Every import inside game/app of a part from a layer above the importer's, and every
    window module of no layer."""
    found = []
    for module, targets in sorted(edges.items()):
        if not (module == "game.app" or module.startswith("game.app.")):
            continue
        mine = app_layer_of(module)
        if mine is None:
            found.append(f"{module} belongs to no layer of the window")
            continue
        for target in sorted(t for t in targets if t.startswith("game.app.")):
            theirs = app_layer_of(target)
            if theirs is not None and theirs > mine:
                found.append(f"{module} ({APP_LAYERS[mine][0]}) imports {target} ({APP_LAYERS[theirs][0]})")
    return found


def test_the_window_imports_no_part_above_its_own():
    """ui < tables/common < tables/<family> < scenes: a table opens a menu by name
    (game.app.ui.scene.menu), never by importing it."""
    edges, _, _ = graph()
    assert app_upward(edges) == []


def test_a_shared_table_part_importing_a_menu_is_found(tmp_path):
    edges = source_edges(tmp_path, "game.app.tables.common.sheet",
                         "from game.app.scenes.title import TitleScene\nfrom game.app.ui import theme\n")
    assert app_upward(edges) == [
        "game.app.tables.common.sheet (shared table parts) imports game.app.scenes.title (menus)"]
    assert app_upward({"game.app.ui.novel": {"game.app.session"}, "game.app.novel": set()}) == [
        "game.app.novel belongs to no layer of the window",
        "game.app.ui.novel (widgets) imports game.app.session (the session)"]
