"""The package's imports form a tree a newcomer can read: no circles (also none inside
functions or behind TYPE_CHECKING), no module takes another's private names, and the rules
model, the computer players, the saves and i18n never reach pygame."""
from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PURE = ("game.rules", "game.ai", "game.i18n", "game.saves", "game.tutorial")   # the headless model


def modules() -> dict[str, Path]:
    out = {}
    for p in (ROOT / "game").rglob("*.py"):
        parts = list(p.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = p
    return out


def imports(mod: str, path: Path, known: dict[str, Path]) -> list[tuple[str, list[str]]]:
    """(imported module, names taken from it) for every import anywhere in the file; a name
    used as `alias._private` of an imported game module counts as taken too."""
    package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
    tree = parsed(path)
    found = []
    aliases: dict[str, str] = {}      # local name -> the game module it stands for
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(a.name, []) for a in node.names]
            aliases.update({a.asname: a.name for a in node.names if a.asname})
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            src = ".".join(base + ([node.module] if node.module else []))
            for a in node.names:
                sub = f"{src}.{a.name}"
                found.append((sub, []) if sub in known else (src, [a.name]))
                if sub in known:
                    aliases[a.asname or a.name] = sub
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases
                and node.attr.startswith("_") and not node.attr.startswith("__")):
            found.append((aliases[node.value.id], [node.attr]))
    return found


@lru_cache(maxsize=None)
def parsed(path: Path) -> ast.Module:
    """A source file's tree, read once: the files do not change while the tests run."""
    return ast.parse(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def graph() -> tuple[dict[str, set[str]], dict[str, set[str]], list[str]]:
    """Edges between game modules, the outside packages each module imports, private names
    taken; worked out once for every test here and in test_layers (which only read it)."""
    known = modules()
    edges: dict[str, set[str]] = {m: set() for m in known}
    outside: dict[str, set[str]] = {m: set() for m in known}
    private = []
    for mod, path in known.items():
        for target, names in imports(mod, path, known):
            if target in known:
                if target != mod:
                    edges[mod].add(target)
                private += [f"{mod} takes {target}.{n}" for n in names if n.startswith("_") and n != "_"]
            else:
                outside[mod].add(target.split(".")[0])
    return edges, outside, private


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found = []
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def test_no_import_circles_anywhere():
    edges, _, _ = graph()
    assert circles(edges) == []


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_takes_another_modules_private_names():
    _, _, private = graph()
    assert private == []


def test_the_headless_model_never_reaches_pygame():
    edges, outside, _ = graph()
    for start in [m for m in edges if m.startswith(PURE)]:
        seen, todo = {start}, [start]
        while todo:
            m = todo.pop()
            assert "pygame" not in outside[m], f"{start} reaches pygame through {m}"
            todo += [n for n in edges[m] if n not in seen]
            seen.update(edges[m])


def test_game_code_imports_by_absolute_name():
    """Relative imports hide where a module lives once folders move."""
    relative = [str(p.relative_to(ROOT)) for p in modules().values()
                if any(isinstance(n, ast.ImportFrom) and n.level for n in ast.walk(parsed(p)))]
    assert relative == []
