"""What the PyInstaller spec keeps, checked against the sources without building anything."""

import ast
from pathlib import Path

import project

PACKAGE = project.REPO / "samba_desktop"


def qt_modules_imported(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if parts[0] == "PySide6":
                found |= {parts[1]} if len(parts) > 1 else {alias.name for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {
                alias.name.split(".")[1]
                for alias in node.names
                if alias.name.startswith("PySide6.")
            }
    return {name for name in found if name.startswith("Qt")}


def test_the_frozen_app_keeps_every_qt_module_the_sources_import():
    missing = {}  # module -> first file importing it
    for path in sorted(PACKAGE.rglob("*.py")):
        for module in qt_modules_imported(path) - project.QT_MODULES:
            missing.setdefault(module, str(path.relative_to(project.REPO)))
    assert not missing, (
        f"the frozen app would lack {missing}: add them to QT_MODULES in packaging/project.py"
    )


def test_the_scan_sees_imports_of_every_form(tmp_path):
    source = tmp_path / "sample.py"
    source.write_text(
        "from PySide6.QtCore import Qt\nimport PySide6.QtNetwork\nfrom PySide6 import QtPdf\n"
    )
    assert qt_modules_imported(source) == {"QtCore", "QtNetwork", "QtPdf"}
