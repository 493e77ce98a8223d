"""The package is built in layers, and nothing imports upwards (also not inside a function):

    base (i18n, resources, files, locks, names, error log, rating) <- rules <- computer players <- match and saves
        <- network <- commands <- window <- the program's entry points

A lower layer never knows the ones above it, so the rules and the computer players can be
read, tested and reused alone, and a command never opens the window. Every module of game/
belongs to a layer: a new top-level module fails here until it is placed."""
from __future__ import annotations

from tests.test_imports import graph

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


def layer_of(module: str) -> int | None:
    """The index in LAYERS of the module's layer; None when no layer claims it."""
    best: tuple[int, int] | None = None
    for i, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            within = prefix != "game" and module.startswith(prefix + ".")
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
