"""The package's import graph: no cycle anywhere, the layers point one way, and a title's code
sits in its title's folders.

Every import statement counts, at module level or inside a function, and so does
`importlib.import_module` with a literal name: an import deferred to call time is still a
dependency, and a cycle through one is a knot in who owns what even when Python unties it at run
time. Titles are loaded by name from their entry points (engine/plugins.py), which is not an
import of any module of the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "stadsliv_qt"


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of the package that this module imports, wherever the statement stands."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()

    def add(target: str) -> None:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and target != name:
            out.add(target)

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                source = f"{base}.{node.module}" if node.module else base
            else:
                source = node.module or ""
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                add(sub if sub in known else source)  # a submodule, or a name from the package
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            add(node.args[0].value)
    return out


def graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports."""
    found = modules()
    known = set(found)
    return {name: imported(name, path, known) for name, path in found.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module, each as one cycle through it."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return [path_through(edges, set(g)) for g in groups]


def path_through(edges: dict[str, set[str]], group: set[str]) -> list[str]:
    """One cycle inside a strongly connected group, for the failure message."""
    start = min(group)
    seen = {start: [start]}
    todo = [start]
    while todo:
        v = todo.pop(0)
        for w in sorted(edges[v] & group):
            if w == start:
                return [*seen[v], start]
            if w not in seen:
                seen[w] = [*seen[v], w]
                todo.append(w)
    return sorted(group)


def test_the_graph_sees_deferred_imports_and_finds_cycles():
    edges = graph()
    assert "stadsliv_qt.smoke" in edges["stadsliv_qt.app"]  # imported inside main()
    assert "stadsliv_qt.ui.titles" in edges["stadsliv_qt.ui.scenes"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_anywhere_in_the_package():
    found = cycles(graph())
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(c) for c in found)


LAYERS = [
    ("stadsliv_qt.engine", ("stadsliv_qt.games", "stadsliv_qt.ui", "stadsliv_qt.app",
                            "stadsliv_qt.smoke", "stadsliv_qt.sim")),
    ("stadsliv_qt.games", ("stadsliv_qt.ui", "stadsliv_qt.app", "stadsliv_qt.smoke",
                           "stadsliv_qt.sim")),
]  # fmt: skip


def within(name: str, prefix: str) -> bool:
    """True if the module is the package `prefix` or inside it."""
    return name == prefix or name.startswith(prefix + ".")


@pytest.mark.parametrize(("layer", "forbidden"), LAYERS)
def test_layers_import_only_downward(layer, forbidden):
    edges = graph()
    bad = sorted(
        f"{a} imports {b}"
        for a, targets in edges.items()
        if within(a, layer)
        for b in targets
        if any(within(b, f) for f in forbidden)
    )
    assert not bad, "\n".join(bad)


def test_one_title_never_imports_another():
    edges = graph()
    titles = {p.parent.name for p in (ROOT / PACKAGE / "games").glob("*/__init__.py")}
    homes = {
        t: (f"stadsliv_qt.games.{t}", f"stadsliv_qt.ui.titles.{t}", f"stadsliv_qt.bots.{t}")
        for t in titles
    }

    def title_of(name: str) -> str | None:
        return next((t for t, hs in homes.items() if any(within(name, h) for h in hs)), None)

    bad = sorted(
        f"{a} imports {b}"
        for a, targets in edges.items()
        for b in targets
        if title_of(a) and title_of(b) and title_of(a) != title_of(b)
    )
    assert not bad, "\n".join(bad)


def test_shared_code_names_no_title_module():
    """Outside a title's folders, nothing imports a title's modules: the table finds them
    through the entry points, and the engine finds the games the same way."""
    edges = graph()
    titles = {p.parent.name for p in (ROOT / PACKAGE / "games").glob("*/__init__.py")}
    # a title's own computer players (bots/<id>/) are one of its folders, like ui/titles/<id>/
    inside = (
        "stadsliv_qt.games.",
        "stadsliv_qt.ui.titles.",
        *(f"stadsliv_qt.bots.{t}" for t in titles),
    )
    bad = sorted(
        f"{a} imports {b}"
        for a, targets in edges.items()
        if not a.startswith(inside)
        for b in targets
        if b.startswith(inside)
    )
    assert not bad, "\n".join(bad)


def test_no_module_outside_a_titles_folders_is_named_after_a_title():
    titles = {p.parent.name for p in (ROOT / PACKAGE / "games").glob("*/__init__.py")}
    assert titles >= {"stadsliv", "borgata", "gladopolis"}
    bad = []
    for tree in ("stadsliv_qt", "tests", "scripts", "benchmarks", "packaging"):
        for path in (ROOT / tree).rglob("*.py"):
            rel = path.relative_to(ROOT)
            for title in titles:
                named = (
                    path.stem == title
                    or path.stem.startswith(f"{title}_")
                    or any(
                        part.startswith(f"{title}_") for part in rel.parts[:-1] if part != PACKAGE
                    )
                )
                if named and title not in rel.parts[:-1]:
                    bad.append(str(rel))
    assert not bad, "named after a title, outside its folders:\n" + "\n".join(sorted(bad))
