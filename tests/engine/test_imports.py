"""The engine's modules import one another without circles, but for the three that read `Game`'s
private slots (serialize, view, movegen): a circle is a module that cannot be read, or moved, on
its own."""

from __future__ import annotations

import grimp

ENGINE = "samba_desktop.engine"
#: the imports in a circle that are known and accepted: `Game` hands its saving and its views to
#: modules that read its slots and name `Game` (serialize only for type checking), and a view
#: lists its legal moves with `movegen`, which reads the slots too (and names `Game` only for
#: type checking)
ACCEPTED = {
    ("game", "serialize"), ("serialize", "game"),
    ("game", "view"), ("view", "game"),
    ("view", "movegen"), ("movegen", "game"),
}


def circular_imports(package: str) -> set[tuple[str, str]]:
    """Every direct import between ``package``'s modules whose imported module imports the
    importer back, directly or through others (local and type-checking imports count)."""
    graph = grimp.build_graph("samba_desktop")
    modules = {m for m in graph.modules if m.startswith(package + ".")}
    found = set()
    for importer in modules:
        for imported in graph.find_modules_directly_imported_by(importer) & modules:
            if graph.find_shortest_chain(importer=imported, imported=importer) is not None:
                found.add((importer.removeprefix(package + "."),
                           imported.removeprefix(package + ".")))
    return found


def test_the_engines_modules_import_one_another_without_circles() -> None:
    assert circular_imports(ENGINE) == ACCEPTED
