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


def spec_rules() -> dict:
    """The spec's rules for what leaves the bundle (its top-level KEPT_*/DROPPED_* names and
    the functions that apply them), run without PyInstaller."""
    import re

    spec = project.PACKAGING / "samba_desktop.spec"
    tree = ast.parse(spec.read_text(encoding="utf-8"))
    wanted = {"KEPT_PLUGINS", "KEPT_TRANSLATIONS", "DROPPED_LIBRARIES", "_plugin_names", "_keep"}
    nodes = [
        node for node in tree.body
        if (isinstance(node, ast.FunctionDef) and node.name in wanted)
        or (isinstance(node, ast.Assign)
            and any(getattr(target, "id", None) in wanted for target in node.targets))
    ]
    namespace = {"re": re, "Path": Path, "project": project}
    exec(compile(ast.Module(nodes, type_ignores=[]), str(spec), "exec"), namespace)
    assert wanted <= namespace.keys()
    return namespace


def test_the_bundle_leaves_out_what_the_app_never_loads():
    keep = spec_rules()["_keep"]
    for dropped in (
        "PySide6/opengl32sw.dll",  # 20.6 MB of software OpenGL
        "PySide6/plugins/platforms/qminimal.dll",
        "PySide6/Qt/plugins/platforms/libqminimal.so",
        "PySide6/plugins/imageformats/qgif.dll",
        "PySide6/plugins/imageformats/qico.dll",
        "PySide6/plugins/generic/qtuiotouchplugin.dll",
        "PySide6/translations/qt_de.qm",  # the index files: i18n loads qtbase_<lang> directly
        "PySide6/translations/qtbase_fr.qm",
        "PySide6/Qt/translations/qtbase_ja.qm",
        "PySide6/Qt6Qml.dll",
        "PySide6/plugins/tls/qopensslbackend.dll",  # QtNetwork's TLS: the local socket needs none
        "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
    ):
        assert not keep(dropped), dropped


def test_the_bundle_keeps_what_the_app_loads():
    keep = spec_rules()["_keep"]
    for kept in (
        "PySide6/Qt6Core.dll",
        "PySide6/Qt6Svg.dll",
        "PySide6/Qt6Network.dll",  # the local socket of a second start (single_instance.py)
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/plugins/platforms/qoffscreen.dll",  # the self-test's
        "PySide6/plugins/styles/qmodernwindowsstyle.dll",
        "PySide6/plugins/iconengines/qsvgicon.dll",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/translations/qtbase_sv.qm",
        "PySide6/translations/qtbase_cs.qm",
    ):
        assert keep(kept), kept


def test_qts_translations_are_kept_for_the_apps_languages():
    from samba_desktop.ui.i18n import FALLBACK, LANGUAGES

    assert set(project.TRANSLATED_LANGUAGES) == set(LANGUAGES) - {FALLBACK}
