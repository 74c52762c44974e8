"""Keep the translations up to date: lupdate over the package's sources, then lrelease.

    python3 -m tools.i18n --update     # regenerate, update the .ts, build the .qm
    python3 -m tools.i18n --check      # change nothing; exit 1 if anything is out of date

What it does, in order:

1. Regenerates ``samba_desktop/qtmodel/engine_messages_tr.py``: one ``QT_TRANSLATE_NOOP`` per
   template of the engine's ``IllegalMove`` messages (and the rank and suit words they quote),
   so that lupdate sees them; ``qtmodel.texts`` translates them by key at run time.
2. Runs ``pyside6-lupdate`` over the package's .py files into
   ``resources/translations/samba_<lang>.ts`` (obsolete entries dropped, no source locations,
   so the files change only when a text changes). ``samba_en.ts`` holds only the plural forms.
   lupdate does not know our per-module helpers (``_tr("...")`` with the module's context in
   ``def _tr(text): return QCoreApplication.translate("Context", text)``), so it reads a copy
   of the sources in which each ``_tr(`` call is spelled out as
   ``QCoreApplication.translate("Context", `` (same lines, same strings).
3. Compiles every .ts (ours, and ``qtbase_nb.ts``: the Norwegian Bokmål strings of Qt's own
   dialogs, which Qt does not ship) with ``pyside6-lrelease`` into a .qm beside it. The .qm files
   are committed, so a fresh clone runs translated without a build step.

``messages_in_sources()`` is also what tests/i18n uses to check that every translatable text of
the sources is in every .ts, and that no translation call hides where lupdate cannot see it
(inside an f-string, or with a text that is not a literal).
"""

from __future__ import annotations

import argparse
import ast
import io
import shutil
import subprocess
import sys
import tempfile
import tokenize
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "samba_desktop"
TRANSLATIONS = REPO / "resources" / "translations"
ENGINE_MESSAGES_MODULE = PACKAGE / "qtmodel" / "engine_messages_tr.py"
#: the computers' reason templates (``ai/reasons.py``, once it exists), listed for lupdate
AI_REASONS_SOURCE = PACKAGE / "ai" / "reasons.py"
AI_REASONS_MODULE = PACKAGE / "qtmodel" / "ai_reasons_tr.py"

#: The languages translated in full (English is the source language).
LANGUAGES = ("de", "sv", "nb", "cs")
#: Catalogues of Qt's own strings for languages Qt ships no qtbase_<lang>.qm for.
QT_SUPPLEMENTS = ("qtbase_nb",)
#: Sub-packages that never show text to the player (they may not even import Qt).
SKIPPED = ("engine", "ai", "persistence")
#: Functions allowed to pass a text that is not a literal to a translation call.
DYNAMIC_ALLOWED = {("qtmodel/texts.py", "illegal_message"), ("qtmodel/texts.py", "_param"),
                   ("qtmodel/reasons.py", "reason_text"),  # the AI floor's reason templates
                   ("ui/actions.py", "label"), ("ui/actions.py", "does")}  # the table of actions

TRANSLATE_NAMES = {"translate", "QT_TRANSLATE_NOOP"}
#: marks a plural text for lupdate without translating it (``qtmodel.texts``): the copy lupdate
#: reads spells it ``QCoreApplication.translate("Context", "text", "", 1)``
PLURAL_NOOP = "QT_TRANSLATE_N_NOOP"
APPLICATION_CLASSES = {"QCoreApplication", "QGuiApplication", "QApplication"}


@dataclass(frozen=True)
class Message:
    """One translatable text as the sources say it."""

    context: str
    source: str
    numerus: bool
    path: str
    line: int


@dataclass(frozen=True)
class Problem:
    """A translation call lupdate would miss or misread."""

    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


# ------------------------------------------------------------------ reading the sources
def source_files() -> list[Path]:
    """The package's .py files that may show text (not engine, ai, persistence)."""
    files = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        if parts[0] in SKIPPED or "__pycache__" in parts:
            continue
        files.append(path)
    return files


def helper_contexts(tree: ast.Module) -> dict[str, str]:
    """Module-level helpers ``def _tr(text): return QCoreApplication.translate("Ctx", text)``."""
    helpers: dict[str, str] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or len(node.body) != 1:
            continue
        ret = node.body[0]
        if not isinstance(ret, ast.Return) or not isinstance(ret.value, ast.Call):
            continue
        call = ret.value
        args = [a.arg for a in node.args.args]
        if (_func_name(call) == "translate" and len(call.args) == 2 and len(args) == 1
                and isinstance(call.args[1], ast.Name) and call.args[1].id == args[0]):
            context = _literal(call.args[0])
            if context is not None:
                helpers[node.name] = context
    return helpers


def _func_name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _is_translate(call: ast.Call) -> bool:
    """``QCoreApplication.translate(...)``, ``translate(...)`` or ``QT_TRANSLATE_NOOP(...)``
    (not ``painter.translate(x, y)``)."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in TRANSLATE_NAMES
    return (isinstance(func, ast.Attribute) and func.attr == "translate"
            and isinstance(func.value, ast.Name) and func.value.id in APPLICATION_CLASSES)


def _literal(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


class _Scanner(ast.NodeVisitor):
    def __init__(self, rel: str, helpers: dict[str, str]) -> None:
        self.rel = rel
        self.helpers = helpers
        self.messages: list[Message] = []
        self.problems: list[Problem] = []
        self.helper_calls: list[ast.Call] = []
        self.plural_noops: list[ast.Call] = []
        self.count_args: list[ast.expr] = []
        self._classes: list[str] = []
        self._functions: list[str] = []
        self._fstring = 0

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._classes.append(node.name)
        self.generic_visit(node)
        self._classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._functions.append(node.name)
        self.generic_visit(node)
        self._functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self._fstring += 1
        self.generic_visit(node)
        self._fstring -= 1

    def visit_Name(self, node: ast.Name) -> None:
        if node.id in self.helpers and not isinstance(node.ctx, ast.Store):
            parent_ok = getattr(node, "_is_call_func", False)
            if not parent_ok and not (self._functions and self._functions[-1] == node.id):
                self._problem(node, f"{node.id} used other than by calling it: lupdate "
                                    "cannot follow it")

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Name):
            node.func._is_call_func = True  # type: ignore[attr-defined]
        name = _func_name(node)
        context = text = None
        numerus = False
        kind = None
        if isinstance(node.func, ast.Name) and name in self.helpers:
            kind = "helper"
            context, text = self.helpers[name], _literal(node.args[0]) if node.args else None
            self.helper_calls.append(node)
        elif name == PLURAL_NOOP and isinstance(node.func, ast.Name):
            kind = "translate"
            context, text = ((_literal(node.args[0]), _literal(node.args[1]))
                             if len(node.args) == 2 else (None, None))
            numerus = True
            self.plural_noops.append(node)
        elif _is_translate(node) and len(node.args) >= 2:
            kind = "translate"
            context, text = _literal(node.args[0]), _literal(node.args[1])
            numerus = len(node.args) >= 4
            if numerus:
                self.count_args.append(node.args[3])
        elif (name == "tr" and isinstance(node.func, ast.Attribute)
              and isinstance(node.func.value, ast.Name) and node.func.value.id == "self"
              and self._classes):
            kind = "tr"
            context, text = self._classes[-1], _literal(node.args[0]) if node.args else None
            numerus = len(node.args) >= 3
            if numerus:
                self.count_args.append(node.args[2])
        if kind is not None:
            function = self._functions[-1] if self._functions else ""
            if any(k.arg in ("n", "disambiguation") for k in node.keywords):
                self._problem(node, "pass the count and disambiguation by position: lupdate "
                                    "ignores keywords")
            elif context is None or text is None:
                if function not in self.helpers and (self.rel, function) not in DYNAMIC_ALLOWED:
                    self._problem(node, "translation call without literal context and text")
            elif self._fstring:
                self._problem(node, f"{text!r} is translated inside an f-string, where "
                                    "lupdate cannot see it")
            else:
                self.messages.append(Message(context, text, numerus, self.rel, node.lineno))
        self.generic_visit(node)

    def _problem(self, node: ast.expr, what: str) -> None:
        self.problems.append(Problem(self.rel, node.lineno, what))


def scan(path: Path) -> _Scanner:
    """Every translatable text of one source file, and the calls lupdate would miss."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, str(path))
    scanner = _Scanner(path.relative_to(PACKAGE).as_posix(), helper_contexts(tree))
    scanner.visit(tree)
    return scanner


def messages_in_sources() -> tuple[list[Message], list[Problem]]:
    """All translatable texts of the package, and the problems that would hide some."""
    messages: list[Message] = []
    problems: list[Problem] = []
    for path in source_files():
        scanner = scan(path)
        messages += scanner.messages
        problems += scanner.problems
    return messages, problems


def spelled_out(path: Path) -> str:
    """The source as lupdate can read it, with the same lines and the same texts.

    Each ``_tr(`` helper call is written as ``QCoreApplication.translate("Context", ``, the
    count of a plural form as the literal ``1`` (lupdate's Python reader takes a call as plural
    only when its count is a number literal, and skips the call when the count is a call), and
    ``QT_TRANSLATE_N_NOOP("Context", "text")`` as ``QCoreApplication.translate("Context",
    "text", "", 1)``. A ``#:`` comment (a developer's note on the code below it) is made a plain
    ``#`` unless the next line holds a translation call: lupdate would give it to the next text
    it finds as a translator's note, however far below.
    """
    source = path.read_text(encoding="utf-8")
    scanner = scan(path)
    raw = [line.encode("utf-8") for line in source.splitlines(keepends=True)]
    edits = []  # (line, start, end line, end, bytes): offsets in UTF-8 bytes, as ast gives them
    for call in scanner.helper_calls:
        func = call.func
        assert isinstance(func, ast.Name) and func.end_col_offset is not None  # (a helper call)
        line = raw[func.lineno - 1]
        paren = line.index(b"(", func.end_col_offset)
        context = scanner.helpers[func.id]
        edits.append((func.lineno, func.col_offset, func.lineno, paren + 1,
                      f'QCoreApplication.translate("{context}", '.encode()))
    for arg in scanner.count_args:
        assert arg.end_lineno is not None and arg.end_col_offset is not None  # (parsed source)
        newlines = b"\n" * (arg.end_lineno - arg.lineno)
        edits.append((arg.lineno, arg.col_offset, arg.end_lineno, arg.end_col_offset,
                      b"1" + newlines))
    for call in scanner.plural_noops:
        func = call.func
        assert call.end_lineno is not None and call.end_col_offset is not None
        edits.append((func.lineno, func.col_offset, func.lineno, func.end_col_offset or 0,
                      b"QCoreApplication.translate"))
        end = call.end_col_offset - 1  # the closing parenthesis
        edits.append((call.end_lineno, end, call.end_lineno, end, b', "", 1'))
    for row, line in enumerate(raw, start=1):
        if line.lstrip().startswith(b"#:") and not _holds_translation(raw[row:row + 1]):
            start = line.index(b"#:")
            edits.append((row, start, row, start + 2, b"# "))
    # a ``#:`` after code on its line (a field's note in a dataclass) is never a translator's
    # note either
    lines = source.splitlines(keepends=True)
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        (row, col) = token.start
        if token.type == tokenize.COMMENT and token.string.startswith("#:") \
                and lines[row - 1][:col].strip():
            start = len(lines[row - 1][:col].encode("utf-8"))
            edits.append((row, start, row, start + 2, b"# "))
    # from the end backwards, so the offsets of earlier edits stay valid
    for row, start, end_row, end, text in sorted(edits, reverse=True):
        head = raw[row - 1][:start]
        tail = raw[end_row - 1][end:]
        raw[row - 1:end_row] = [head + text + tail]
    return b"".join(raw).decode("utf-8")


def _holds_translation(lines: list[bytes]) -> bool:
    """Whether ``lines`` (the line after a ``#:`` comment) hold a translation call."""
    return any(name in line for line in lines
               for name in (b"translate(", b"_tr(", b".tr(", b"QT_TRANSLATE_N"))


def translator_notes() -> set[str]:
    """The ``#:`` comments of the sources that lupdate keeps as notes for the translators: those
    on the line right above a translation call."""
    notes = set()
    for path in source_files():
        raw = [line.encode("utf-8") for line in path.read_text("utf-8").splitlines()]
        for row, line in enumerate(raw):
            stripped = line.strip()
            if stripped.startswith(b"#:") and _holds_translation(raw[row + 1:row + 2]):
                notes.add(stripped[2:].decode("utf-8").strip())
    return notes


# ------------------------------------------------------------------ the engine's messages
def engine_messages_module() -> str:
    """The text of engine_messages_tr.py for the engine's current messages."""
    sys.path.insert(0, str(REPO))
    from samba_desktop.engine.messages import MESSAGES, RANK_WORDS, SUIT_WORDS

    lines = [
        '"""The engine\'s IllegalMove texts, for lupdate (generated: do not edit).',
        "",
        "Written by tools/i18n.py from samba_desktop/engine/messages.py;",
        "tests/i18n checks that it matches. ``qtmodel.texts.illegal_message`` translates a",
        "message by its key in the context \"IllegalMove\", and the rank and suit words it quotes",
        "in the context \"IllegalMoveWords\".",
        '"""',
        "",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP",
        "",
        "MESSAGES = {",
    ]
    for key, text in MESSAGES.items():
        lines.append(f'    {key!r}: QT_TRANSLATE_NOOP("IllegalMove", {_py_string(text)}),')
    lines += ["}", "", "WORDS = ("]
    words = [w for w in (*RANK_WORDS.values(), *SUIT_WORDS.values()) if not w.isdigit()]
    for word in words:
        lines.append(f'    QT_TRANSLATE_NOOP("IllegalMoveWords", {_py_string(word)}),')
    lines += [")", ""]
    return "\n".join(lines)


def ai_reasons_module() -> str | None:
    """The text of ai_reasons_tr.py for the AI floor's reason templates (None without them).

    ``qtmodel.reasons.reason_text`` translates a decision's reason by its key in the context
    "Reasons"."""
    if not AI_REASONS_SOURCE.exists():
        return None
    sys.path.insert(0, str(REPO))
    from samba_desktop.ai.reasons import COUNTS, REASONS, TOOLS_ONLY

    lines = [
        '"""The computers\' reason templates, for lupdate (generated: do not edit).',
        "",
        "Written by tools/i18n.py from samba_desktop/ai/reasons.py;",
        "``qtmodel.reasons.reason_text`` translates a reason by its key in the context",
        "\"Reasons\" (a template with a count, ``%n``, as a plural text). The tools' own reasons",
        "are left out: players never see them.",
        '"""',
        "",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP",
        "",
        "from .texts import QT_TRANSLATE_N_NOOP",
        "",
        "REASONS = {",
    ]
    for key, text in REASONS.items():
        if key in TOOLS_ONLY:
            continue
        noop = "QT_TRANSLATE_N_NOOP" if key in COUNTS else "QT_TRANSLATE_NOOP"
        lines.append(f'    {key!r}: {noop}("Reasons", {_py_string(text)}),')
    lines += ["}", ""]
    return "\n".join(lines)


def _py_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# ------------------------------------------------------------------ lupdate and lrelease
def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        raise SystemExit(f"{name} (from PySide6) is needed to update the translations")
    return found


def ts_files() -> list[Path]:
    """Our .ts files, English (plural forms only) first."""
    return [TRANSLATIONS / f"samba_{lang}.ts" for lang in ("en", *LANGUAGES)]


def run_lupdate(out_dir: Path, ts_sources: dict[str, Path] | None = None) -> dict[str, Path]:
    """Run lupdate over a spelled-out copy of the sources into .ts files in ``out_dir``.

    ``ts_sources`` maps a .ts file name to the existing file to start from (default: the
    committed ones). Returns the updated files by name.
    """
    lupdate = _tool("pyside6-lupdate")
    with tempfile.TemporaryDirectory(prefix="samba-lupdate-") as tmp:
        root = Path(tmp)
        copies = []
        for path in source_files():
            copy = root / path.relative_to(REPO)
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(spelled_out(path), encoding="utf-8")
            copies.append(str(copy))
        results = {}
        out_dir.mkdir(parents=True, exist_ok=True)
        for ts in ts_files():
            start = (ts_sources or {}).get(ts.name, ts)
            target = out_dir / ts.name
            if start.exists() and start.resolve() != target.resolve():
                shutil.copyfile(start, target)
            lang = ts.stem.split("_", 1)[1]
            args = [lupdate, "-silent", "-no-obsolete", "-locations", "none",
                    "-source-language", "en", "-target-language", lang]
            if lang == "en":
                args.append("-pluralonly")
            subprocess.run([*args, *copies, "-ts", str(target)], check=True,
                           stdout=subprocess.DEVNULL)
            results[ts.name] = target
    return results


def run_lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm",
                    str(qm)], check=True)



# ------------------------------------------------------------------ .ts files as data
def read_ts(path: Path) -> list[dict]:
    """The messages of a .ts file: context, source, numerus, type, translations."""
    out: list[dict[str, Any]] = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                raise ValueError(f"{path}: a message without a <translation>")
            forms = [f.text or "" for f in translation.iter("numerusform")]
            out.append({
                "context": name,
                "source": message.findtext("source") or "",
                "numerus": message.get("numerus") == "yes",
                "type": translation.get("type"),
                "translations": forms if forms else [translation.text or ""],
            })
    return out


_QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")


def read_qm(path: Path) -> dict[tuple[str, str], list[str]]:
    """The messages of a compiled .qm file: (context, source) -> translations.

    Reads the "messages" block of Qt's binary format (tags: 1 end, 3 translation in UTF-16,
    6 source, 7 context, 8 comment), enough to check a .qm against its .ts.
    """
    data = path.read_bytes()
    if data[:16] != _QM_MAGIC:
        raise ValueError(f"{path} is not a .qm file")
    blocks, pos = {}, 16
    while pos < len(data):
        tag, length = data[pos], int.from_bytes(data[pos + 1:pos + 5], "big")
        blocks[tag] = data[pos + 5:pos + 5 + length]
        pos += 5 + length
    messages: dict[tuple[str, str], list[str]] = {}
    block, pos = blocks.get(0x69, b""), 0
    current: dict[int, Any] = {}  # tag -> text (3, translations: a list of texts)
    while pos < len(block):
        tag = block[pos]
        pos += 1
        if tag == 1:  # end of a message
            key = (current.get(7, ""), current.get(6, ""))
            messages[key] = current.get(3, [])
            current = {}
        elif tag in (3, 6, 7, 8):
            length = int.from_bytes(block[pos:pos + 4], "big")
            pos += 4
            if tag == 3:
                text = "" if length == 0xFFFFFFFF else block[pos:pos + length].decode("utf-16-be")
                current.setdefault(3, []).append(text)
                pos += 0 if length == 0xFFFFFFFF else length
            else:
                current[tag] = block[pos:pos + length].decode("utf-8")
                pos += length
        elif tag in (4, 5):  # obsolete hash and numerus fields
            pos += 4
    return messages


def qm_matches(ts: Path, qm: Path) -> bool:
    """Whether ``qm`` holds exactly the translations of ``ts``."""
    if not qm.is_file():
        return False
    wanted = {(m["context"], m["source"]): m["translations"] for m in read_ts(ts)}
    return read_qm(qm) == wanted


# ------------------------------------------------------------------ the command
def update(check: bool = False) -> int:
    """Regenerate, update and compile; with ``check``, only say what is out of date."""
    stale = []
    module = engine_messages_module()
    if not ENGINE_MESSAGES_MODULE.exists() or ENGINE_MESSAGES_MODULE.read_text("utf-8") != module:
        stale.append(ENGINE_MESSAGES_MODULE)
        if not check:
            ENGINE_MESSAGES_MODULE.write_text(module, encoding="utf-8")
    reasons = ai_reasons_module()
    if reasons is not None and (not AI_REASONS_MODULE.exists()
                                or AI_REASONS_MODULE.read_text("utf-8") != reasons):
        stale.append(AI_REASONS_MODULE)
        if not check:
            AI_REASONS_MODULE.write_text(reasons, encoding="utf-8")
    _messages, problems = messages_in_sources()
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="samba-ts-") as tmp:
        updated = run_lupdate(Path(tmp))
        for name, path in updated.items():
            final = TRANSLATIONS / name
            if not final.exists() or final.read_bytes() != path.read_bytes():
                stale.append(final)
                if not check:
                    shutil.copyfile(path, final)
    for ts in [*ts_files(), *(TRANSLATIONS / f"{name}.ts" for name in QT_SUPPLEMENTS)]:
        if not ts.exists():
            print(f"missing: {ts.relative_to(REPO)}", file=sys.stderr)
            continue
        qm = ts.with_suffix(".qm")
        if check:
            if not qm_matches(ts, qm):
                stale.append(qm)
            continue
        run_lrelease(ts, qm)
    for ts in ts_files():
        unfinished = [m for m in read_ts(ts) if m["type"] == "unfinished"]
        if unfinished:
            print(f"{ts.relative_to(REPO)}: {len(unfinished)} texts to translate",
                  file=sys.stderr)
    if check and stale:
        for path in stale:
            print(f"out of date: {path.relative_to(REPO)}", file=sys.stderr)
        return 1
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tools.i18n",
                                     description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--update", action="store_true",
                        help="regenerate the sources lupdate reads, update the .ts, build the .qm")
    action.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a generated file is out of date")
    args = parser.parse_args(argv)
    return update(check=args.check)


if __name__ == "__main__":
    sys.exit(main())
