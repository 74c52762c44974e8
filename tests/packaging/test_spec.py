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
    wanted = {"KEPT_PLUGINS", "KEPT_TRANSLATIONS", "DROPPED_QT_LIBRARIES", "DROPPED_FILES",
              "_QT_LIBRARY", "_qt_library", "_plugin_names", "_keep", "MACOS_MINIMUM"}
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
        "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml",
        "PySide6/Qt/lib/QtQml.framework/Versions/A/Resources/Info.plist",
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
        "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore",
        "PySide6/Qt/lib/QtSvg.framework/Versions/A/Resources/Info.plist",
        "PySide6/Qt/lib/QtDBus.framework/Versions/A/QtDBus",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    ):
        assert keep(kept), kept


def test_qts_translations_are_kept_for_the_apps_languages():
    from samba_desktop.ui.i18n import FALLBACK, LANGUAGES

    assert set(project.TRANSLATED_LANGUAGES) == set(LANGUAGES) - {FALLBACK}


#: Qt's libraries as each platform's PySide6 wheels hold them (PySide6-Essentials 6.11 and its
#: add-ons): macOS has frameworks, Linux lib*.so.6, Windows *.dll.
QT_LIBRARIES = [
    "Core", "Gui", "Widgets", "Svg", "SvgWidgets", "DBus", "Network", "OpenGL", "OpenGLWidgets",
    "Qml", "QmlModels", "QmlWorkerScript", "Quick", "QuickControls2", "QuickWidgets", "Pdf",
    "PdfWidgets", "Multimedia", "MultimediaWidgets", "WebEngineCore", "WebEngineWidgets",
    "VirtualKeyboard", "XcbQpa", "WaylandClient", "WaylandCompositor", "Concurrent",
    "PrintSupport", "Sql", "Test", "Xml",
]
NOT_ON_MACOS = {"XcbQpa", "WaylandClient", "WaylandCompositor"}


def library_paths(module: str) -> dict[str, str]:
    return {
        "windows": f"PySide6/Qt6{module}.dll",
        "linux": f"PySide6/Qt/lib/libQt6{module}.so.6",
        "macos": f"PySide6/Qt/lib/Qt{module}.framework/Versions/A/Qt{module}",
    }


def test_every_dropped_qt_library_names_a_library_of_each_platform():
    """A drop-list entry that matches no file on a platform (Qt6Network on macOS, whose bundle
    holds QtNetwork.framework) would silently keep that library there."""
    rules = spec_rules()
    keep = rules["_keep"]
    for entry in rules["DROPPED_QT_LIBRARIES"]:
        for platform in ("windows", "linux", "macos"):
            matches = [
                module
                for module in QT_LIBRARIES
                if not (platform == "macos" and module in NOT_ON_MACOS)
                and not keep(library_paths(module)[platform])
                and module.startswith(entry)
            ]
            if platform == "macos" and entry in NOT_ON_MACOS:
                continue
            assert matches, f"{entry!r} drops no {platform} library"


def test_the_qt_the_app_uses_is_kept_on_every_platform():
    keep = spec_rules()["_keep"]
    for module in sorted({name.removeprefix("Qt") for name in project.QT_MODULES} | {"DBus"}):
        for platform, path in library_paths(module).items():
            assert keep(path), (platform, path)


def test_a_macos_framework_is_read_as_its_qt_module():
    qt_library = spec_rules()["_qt_library"]
    assert qt_library(("PySide6", "Qt", "lib", "QtQuick.framework", "Versions", "A", "QtQuick")) == (
        "Quick"
    )
    assert qt_library(("PySide6", "Qt6Quick.dll")) == "Quick"
    assert qt_library(("PySide6", "Qt", "lib", "libQt6Quick.so.6")) == "Quick"
    assert qt_library(("PySide6", "QtCore.abi3.so")) is None  # the Python module, not Qt's
    assert qt_library(("PySide6", "Qt", "plugins", "platforms", "libqxcb.so")) is None


def test_the_macos_app_claims_the_macos_its_pyside6_supports():
    """LSMinimumSystemVersion is the floor of the PySide6 wheels the build resolves: Qt 6.11's
    macOS wheels are tagged macosx_13_0 (6.9 was the last for macOS 12)."""
    from importlib.metadata import version

    major, minor = (int(part) for part in version("PySide6-Essentials").split(".")[:2])
    floor = "13.0" if (major, minor) >= (6, 10) else "12.0" if (major, minor) >= (6, 8) else "11.0"
    assert spec_rules()["MACOS_MINIMUM"] == floor
    spec = (project.PACKAGING / "samba_desktop.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": MACOS_MINIMUM' in spec
