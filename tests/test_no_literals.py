"""The engine's closed sets stay the engine's: no phase or meld-kind string outside it.

`Phase` and `MeldKind` (samba_desktop/engine/kinds.py) are `StrEnum`s, so ``phase == "meld"``
would still work, and that is the trouble: a renamed or added member would leave such a copy
silently wrong. Every floor outside the engine names them by member (``Phase.MELD``,
``MeldKind.SAMBA``), or asks the engine (``game.in_play``, ``SEVEN_KINDS``).

The scan reads the package's sources with `ast` and flags, outside samba_desktop/engine:
- a comparison (``==``, ``!=``, ``in``, ``not in``) of something named ``*phase*`` or ``*kind*``
  with a phase or meld-kind string (alone, or in a tuple, list or set);
- a keyword argument or dict entry named ``phase`` or ``kind`` given such a string;
- a tuple, list, set or dict whose items (keys) are all meld-kind strings, or two or more
  phase strings: a copy of one of the engine's sets;
- a name bound to a meld-kind string.
Other strings that happen to spell the same words (the action "draw", the outcome "draw",
the Bolivia option "bolivia", the engine message key "hand_over") are not flagged.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import samba_desktop
from samba_desktop.engine import MeldKind, Phase

PACKAGE = Path(samba_desktop.__file__).parent
ENGINE = PACKAGE / "engine"
PHASES = frozenset(str(p) for p in Phase)
KINDS = frozenset(str(k) for k in MeldKind)
NAMES = PHASES | KINDS


def _strings(node: ast.AST) -> list[str] | None:
    """The strings of a string constant or of a tuple/list/set of them; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)) \
            and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
        return [e.value for e in node.elts]  # type: ignore[attr-defined]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id in ("frozenset", "set", "tuple") and len(node.args) == 1:
        return _strings(node.args[0])
    return None


def _about_kinds(node: ast.AST) -> bool:
    text = ast.unparse(node).lower()
    return "phase" in text or "kind" in text


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
                        and any(_about_kinds(o) for j, o in enumerate(operands) if j != i):
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
            value = node.value
            if isinstance(value, ast.Constant) and value.value in KINDS:
                found.append((node.lineno, value.value))
    return sorted(set(found))


def test_the_scan_sees_each_form() -> None:
    """The scan flags each form it is meant to, and not the words used for other things."""
    flagged = literals_in(
        'if game.phase == "draw": pass\n'
        'x = view.phase in ("draw", "meld", "answer")\n'
        'y = meld.kind not in {"sequence", "samba"}\n'
        'z = frozenset({"pure_canasta", "mixed_canasta"})\n'
        'LABELS = {"group": 1, "bolivia": 2}\n'
        'saved.update(phase="hand_over")\n'
        'OPEN = "sequence"\n')
    assert [line for line, _ in flagged] == [1, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7]
    assert literals_in(
        'actions = {"draw": 1, "take_pile": 2, "meld": 3}\n'
        'if outcome == "draw": pass\n'
        'FIELDS = ("players", "bolivia", "max_hands")\n'
        'MESSAGES = {"not_a_move": 1, "hand_over": 2, "game_over": 3}\n'
        'hinted = self._play_hint("meld")\n'
        'if game.phase is Phase.DRAW or meld.kind in SEVEN_KINDS: pass\n') == []


def _sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if ENGINE not in p.parents)


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_phase_or_meld_kind_literal_outside_the_engine(path: Path) -> None:
    found = literals_in(path.read_text(encoding="utf-8"))
    assert found == [], f"{path.relative_to(PACKAGE)}: use Phase/MeldKind members, not {found}"
