"""Scans of the app's sources for rules copied out of the engine (read with `ast`).

Used by the tests that keep the engine's rules in the engine (tests/test_no_literals.py) and by
the figures of ``python3 -m tools.code_figures``:

- `literals_in`: phase and meld-kind strings used as such outside the engine. `Phase` and
  `MeldKind` are `StrEnum`s, so ``phase == "meld"`` would still work, and that is the trouble: a
  renamed or added member would leave such a copy silently wrong. Flagged: a comparison (``==``,
  ``!=``, ``in``, ``not in``) of something named ``*phase*`` or ``*kind*`` with a phase or
  meld-kind string (alone, or in a tuple, list or set); a keyword argument or dict entry named
  ``phase`` or ``kind`` given such a string; a tuple, list, set or dict whose items (keys) are all
  meld-kind strings, or two or more phase strings (a copy of one of the engine's sets); a name
  bound to a meld-kind string. Other strings that spell the same words (the action "draw", the
  outcome "draw", the Bolivia option "bolivia", the message key "hand_over") are not flagged.
- `side_arithmetic_in`: a seat's side or a side's seats computed by hand instead of by the
  engine's `side_of` / `seats_of`: ``seat % nsides`` (a remainder by a count of sides of
  something that is not itself a side; not string formatting) and ``range(side, players, nsides)`` (a range stepping
  by a count of sides). Turning a table around (``(side + k) % nsides``) is not a seat's side and
  is not flagged.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from samba_desktop.engine import MeldKind, Phase

PHASES = frozenset(str(p) for p in Phase)
KINDS = frozenset(str(k) for k in MeldKind)
NAMES = PHASES | KINDS


def _strings(node: ast.AST) -> list[str] | None:
    """The strings of a string constant or of a tuple/list/set of them; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        values = [e.value for e in node.elts
                  if isinstance(e, ast.Constant) and isinstance(e.value, str)]
        return values if len(values) == len(node.elts) else None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id in ("frozenset", "set", "tuple") and len(node.args) == 1:
        return _strings(node.args[0])
    return None


def _mentions(node: ast.AST, *words: str) -> bool:
    text = ast.unparse(node).lower()
    return any(word in text for word in words)


def _is_set_copy(values: list[str]) -> bool:
    return bool(values) and (all(v in KINDS for v in values)
                             or (len(values) >= 2 and all(v in PHASES for v in values)))


def literals_in(source: str) -> list[tuple[int, str]]:
    """(line, literal) for each phase or meld-kind literal ``source`` uses as one."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            for i, operand in enumerate(operands):
                values = _strings(operand)
                if values and any(v in NAMES for v in values) \
                        and any(_mentions(o, "phase", "kind")
                                for j, o in enumerate(operands) if j != i):
                    found += [(node.lineno, v) for v in values if v in NAMES]
        elif isinstance(node, ast.keyword) and node.arg in ("phase", "kind"):
            values = _strings(node.value)
            found += [(node.value.lineno, v) for v in values or () if v in NAMES]
        elif isinstance(node, ast.Dict):
            keys = [k for k in node.keys if k is not None]
            values = _strings(ast.Tuple(elts=keys)) if keys else None
            if values and _is_set_copy(values):
                found += [(node.lineno, v) for v in values]
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value in ("phase", "kind"):
                    found += [(value.lineno, v) for v in _strings(value) or () if v in NAMES]
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            values = _strings(node)
            if values and _is_set_copy(values):
                found += [(node.lineno, v) for v in values]
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            bound = node.value
            if isinstance(bound, ast.Constant) and bound.value in KINDS:
                found.append((node.lineno, bound.value))
    return sorted(set(found))


def _is_seat_to_side(node: ast.AST) -> bool:
    """``seat % nsides``: a remainder by a count of sides, of something that is not a side."""
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) \
        and not isinstance(node.left, (ast.Constant, ast.JoinedStr)) \
        and _mentions(node.right, "side") and not _mentions(node.left, "side")


def _is_seats_of_side(node: ast.AST) -> bool:
    """``range(side, players, nsides)``: a range stepping by a count of sides."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
        and node.func.id == "range" and len(node.args) == 3 and _mentions(node.args[2], "side")


def side_arithmetic_in(source: str) -> list[tuple[int, str]]:
    """(line, expression) for each seat-to-side or side-to-seats computation in ``source``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.expr) and (_is_seat_to_side(node) or _is_seats_of_side(node)):
            found.append((node.lineno, ast.unparse(node)))
    return sorted(set(found))


def sources_outside_engine(package: Path) -> Iterator[Path]:
    """The Python sources of ``package`` (a samba_desktop directory) outside its engine."""
    engine = package / "engine"
    for path in sorted(package.rglob("*.py")):
        if engine not in path.parents:
            yield path
