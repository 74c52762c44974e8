"""Figures of the app's code: ``python3 -m tools.code_figures [--root DIR] [--json]``.

Reports, for the package ``samba_desktop`` of a checkout (this one, or ``--root``: any checkout,
old ones too, e.g. a ``git worktree add`` of an old commit):

- what the package ships: its Python files, lines and bytes (what ``pip install .`` installs
  and the bundle collects; the development tools and the tests live outside it);
- the longest functions and the largest classes (lines and methods), read with `ast`;
- phase and meld-kind strings used as such outside the engine, and seat-to-side arithmetic
  outside the engine (the scans of `tools.source_scan`, which the tests hold at zero);
- copies per move: how many times `Game.copy` runs when the human plays one move through the
  Qt model (`GameModel.try_move` of a Meld and of an Extend in the meld phase, and of a
  Discard), measured in a separate process on that checkout's own code (`tools.copies_probe`)
  under ``QT_QPA_PLATFORM=offscreen``. ``--no-copies`` leaves it out.

A figure the checkout cannot give (a file that does not parse, a model that does not run) is
reported as missing with the reason, and the others are still given.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools.source_scan import literals_in, side_arithmetic_in, sources_outside_engine

HERE = Path(__file__).resolve().parent
TOP = 10


@dataclass(frozen=True)
class Block:
    """A function or class: ``name`` as module path and dotted name, its length in lines."""

    name: str
    lines: int
    methods: int = 0


def _blocks(tree: ast.Module, module: str) -> Iterator[tuple[str, Block]]:
    """("function" or "class", Block) for every function and class of ``tree``, nested ones too."""

    def walk(node: ast.AST, prefix: str) -> Iterator[tuple[str, Block]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}{child.name}"
                lines = (child.end_lineno or child.lineno) - child.lineno + 1
                if isinstance(child, ast.ClassDef):
                    methods = sum(isinstance(c, (ast.FunctionDef, ast.AsyncFunctionDef))
                                  for c in child.body)
                    yield "class", Block(f"{module}:{name}", lines, methods)
                else:
                    yield "function", Block(f"{module}:{name}", lines)
                yield from walk(child, f"{name}.")
            else:
                yield from walk(child, prefix)

    yield from walk(tree, "")


def _tracked_files(package: Path) -> list[Path]:
    """The package's files as git knows them (no caches, no stray files), else on disk."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "--", "."], cwd=package, check=True,
                             capture_output=True, text=True).stdout
        files = [package / name for name in out.split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        files = []
    if not files:
        files = [p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return sorted(p for p in files if p.is_file())


def static_figures(package: Path, top: int = TOP) -> dict[str, Any]:
    """Every figure read from the sources of ``package`` (a samba_desktop directory)."""
    files = _tracked_files(package)
    python = [p for p in files if p.suffix == ".py"]
    functions: list[Block] = []
    classes: list[Block] = []
    unreadable: dict[str, str] = {}
    lines = 0
    for path in python:
        module = str(path.relative_to(package))
        try:
            text = path.read_text(encoding="utf-8")
            tree = ast.parse(text)
        except (OSError, UnicodeDecodeError, SyntaxError) as exc:
            unreadable[module] = str(exc)
            continue
        lines += text.count("\n")
        for kind, block in _blocks(tree, module):
            (classes if kind == "class" else functions).append(block)
    literals: Counter[str] = Counter()
    sides: Counter[str] = Counter()
    side_lines: list[str] = []
    for path in sources_outside_engine(package):
        module = str(path.relative_to(package))
        if module in unreadable:
            continue
        text = path.read_text(encoding="utf-8")
        literals[module] = len(literals_in(text))
        found = side_arithmetic_in(text)
        sides[module] = len(found)
        side_lines += [f"{module}:{line}: {expr}" for line, expr in found]
    return {
        "package": {
            "python_files": len(python),
            "python_lines": lines,
            "python_bytes": sum(p.stat().st_size for p in python),
            "other_files": len(files) - len(python),
            "other_bytes": sum(p.stat().st_size for p in files if p.suffix != ".py"),
        },
        "longest_functions": [
            {"name": b.name, "lines": b.lines}
            for b in sorted(functions, key=lambda b: (-b.lines, b.name))[:top]],
        "largest_classes": [
            {"name": b.name, "lines": b.lines, "methods": b.methods}
            for b in sorted(classes, key=lambda b: (-b.lines, b.name))[:top]],
        "phase_kind_literals": {"total": sum(literals.values()),
                                "by_file": _nonzero(literals)},
        "side_arithmetic": {"total": sum(sides.values()), "by_file": _nonzero(sides),
                            "where": side_lines},
        "unreadable": unreadable,
    }


def _nonzero(counts: Counter[str]) -> dict[str, int]:
    return {name: n for name, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])) if n}


def copies_per_move(root: Path, timeout: float = 600.0) -> dict[str, Any]:
    """`tools.copies_probe` run on the checkout at ``root`` (its own samba_desktop first)."""
    env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen")
    try:
        done = subprocess.run([sys.executable, str(HERE / "copies_probe.py")], cwd=root, env=env,
                              capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return {"error": str(exc)}
    if done.returncode != 0:
        return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1]}
    result: dict[str, Any] = json.loads(done.stdout)
    package = Path(result.pop("package")).resolve().parent
    if package != (root / "samba_desktop").resolve():
        return {"error": f"measured {package}, not the checkout's package"}
    return result


def figures(root: Path, copies: bool = True, top: int = TOP) -> dict[str, Any]:
    """All figures of the checkout at ``root``."""
    package = root / "samba_desktop"
    if not package.is_dir():
        raise FileNotFoundError(f"no samba_desktop package in {root}")
    out: dict[str, Any] = {"root": str(root), "commit": _commit(root)}
    out.update(static_figures(package, top))
    if copies:
        out["copies_per_move"] = copies_per_move(root)
    return out


def _commit(root: Path) -> str | None:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, check=True,
                              capture_output=True, text=True).stdout.strip() or None
    except (OSError, subprocess.CalledProcessError):
        return None


def report(f: dict[str, Any]) -> str:
    """The figures as text."""
    p = f["package"]
    out = [f"samba_desktop in {f['root']}" + (f" at {f['commit']}" if f["commit"] else ""),
           f"package: {p['python_files']} Python files, {p['python_lines']} lines, "
           f"{p['python_bytes']} bytes (other files: {p['other_files']}, {p['other_bytes']} bytes)",
           "longest functions (lines):"]
    out += [f"  {b['lines']:5d}  {b['name']}" for b in f["longest_functions"]]
    out.append("largest classes (lines, methods):")
    out += [f"  {b['lines']:5d} {b['methods']:4d}  {b['name']}" for b in f["largest_classes"]]
    for key, title in (("phase_kind_literals", "phase/meld-kind literals outside the engine"),
                       ("side_arithmetic", "seat-to-side arithmetic outside the engine")):
        counts = f[key]
        out.append(f"{title}: {counts['total']}")
        out += [f"  {n:5d}  {name}" for name, n in counts["by_file"].items()]
    if "copies_per_move" in f:
        c = f["copies_per_move"]
        if "error" in c:
            out.append(f"copies per move: not measured ({c['error']})")
        else:
            out.append("copies per move (Game.copy in GameModel.try_move): " + ", ".join(
                f"{kind} {'-' if n is None else n}" for kind, n in c.items()))
    for module, why in f["unreadable"].items():
        out.append(f"not read: {module}: {why}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tools.code_figures",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--root", type=Path, default=HERE.parent,
                        help="the checkout to measure (default: this one)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-copies", action="store_true",
                        help="leave out the copies per move (which runs the Qt model)")
    parser.add_argument("--top", type=int, default=TOP, help="functions and classes listed")
    args = parser.parse_args(argv)
    try:
        f = figures(args.root.resolve(), copies=not args.no_copies, top=args.top)
    except FileNotFoundError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(json.dumps(f, indent=2) if args.json else report(f))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
