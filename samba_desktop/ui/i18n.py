"""The player's language: Qt translators for the game's texts and Qt's own, and the locale.

At start (the composition root), once the settings are read::

    i18n.install_translators(app, session.language)   # "system", "en", "de", "sv", "nb", "cs"

When the player picks another language, ``switch_language(app, language)`` swaps the
translators at once. Qt then sends every widget a ``QEvent.LanguageChange``; the views answer it
by putting their texts in the new language (``MainWindow.retranslate()``; the side panel and the
action bar redo theirs themselves). The game itself is not touched.

The game's texts are in ``resources/translations/samba_<lang>.qm`` (compiled from the .ts files
by ``python3 -m tools.i18n --update`` in a source checkout). ``samba_en.qm`` holds the English plural forms
and is always installed underneath. Qt's own texts (standard buttons, file dialogs, context
menus) come from Qt's ``qtbase_<lang>.qm``; Qt ships none for Norwegian Bokmål, so ours
(``resources/translations/qtbase_nb.qm``, Bokmål, not Qt's Nynorsk) stands in.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from samba_desktop.ui.assets import resources_dir

#: The languages the game is translated into, English (the source language) first.
LANGUAGES = ("en", "de", "sv", "nb", "cs")
FALLBACK = "en"
#: Other spellings of a language, as systems report them.
_ALIASES = {"no": "nb", "nn": "nb"}

_installed: list[QTranslator] = []
_current: str | None = None


def translations_dir() -> Path:
    return resources_dir() / "translations"


def available_languages() -> list[str]:
    """The language codes the game can show: English, and every one with a compiled catalogue."""
    folder = translations_dir()
    return [code for code in LANGUAGES
            if code == FALLBACK or (folder / f"samba_{code}.qm").is_file()]


def _code(name: str) -> str | None:
    """The game's language code for a locale or language name ("de_AT", "nb-NO", "no")."""
    base = name.replace("-", "_").split("_")[0].lower()
    base = _ALIASES.get(base, base)
    return base if base in LANGUAGES else None


def resolve_language(language: str, system: QLocale | None = None) -> str:
    """The language to use for a setting: a code as it is, "system" by the system's locale.

    Falls back to English for anything the game has no translation for.
    """
    available = available_languages()
    if language != "system":
        code = _code(language)
        return code if code in available else FALLBACK
    system = system if system is not None else QLocale.system()
    for name in (*system.uiLanguages(), system.name()):
        code = _code(name)
        if code is not None:
            return code if code in available else FALLBACK
    return FALLBACK


def locale_for(code: str, system: QLocale | None = None) -> QLocale:
    """The locale that formats numbers and dates for ``code``.

    The system's own locale when it speaks that language (so an Austrian or a British system
    keeps its conventions), else the language's main locale.
    """
    system = system if system is not None else QLocale.system()
    if _code(system.name()) == code:
        return system
    return QLocale({"en": "en_US", "de": "de_DE", "sv": "sv_SE", "nb": "nb_NO",
                    "cs": "cs_CZ"}.get(code, code))


def qt_translations_dir() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def _load(name: str, folders: list[Path]) -> QTranslator | None:
    for folder in folders:
        translator = QTranslator()
        if (folder / f"{name}.qm").is_file() and translator.load(name, str(folder)):
            return translator
    return None


def install_translators(app: QCoreApplication, language: str) -> str:
    """Install the translators for ``language`` ("system" or a code); the code used.

    Replaces those installed before, and sets the default ``QLocale`` so numbers and dates
    follow the language (``qtmodel.locale_format``).
    """
    global _current
    code = resolve_language(language)
    remove_translators(app)
    ours = translations_dir()
    wanted = [("samba_en", [ours])]  # English plural forms, under every language
    if code != FALLBACK:
        # Qt's own catalogue first; ours stands in where Qt has none (Bokmål)
        wanted += [(f"qtbase_{code}", [qt_translations_dir(), ours]), (f"samba_{code}", [ours])]
    for name, folders in wanted:
        translator = _load(name, folders)
        if translator is not None:
            app.installTranslator(translator)  # the last installed is asked first
            _installed.append(translator)
    QLocale.setDefault(locale_for(code))
    _current = code
    return code


def remove_translators(app: QCoreApplication) -> None:
    """Take out the translators installed here: the texts are English again."""
    global _current
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = None


def switch_language(app: QCoreApplication, language: str) -> str:
    """Change the language while the game runs; the code now used.

    Installing the translators makes Qt send ``QEvent.LanguageChange`` to every widget; windows
    then redo their texts (see the module docstring). Nothing happens if the language stays.
    """
    if resolve_language(language) == _current:
        return _current
    return install_translators(app, language)


def current_language() -> str | None:
    """The code installed last (None before ``install_translators``)."""
    return _current
