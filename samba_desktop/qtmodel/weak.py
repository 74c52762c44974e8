"""`weak_method`: a bound method handed to a helper its object keeps, without a reference cycle.

A table (`GameModel`) gives the small objects it owns (`ComputerTurns`, ...) callbacks into
itself. Bound methods hold their object, so the table and its helpers would form a cycle: a
table let go of would only be freed by the cyclic garbage collector, at a moment nobody
chooses, perhaps while a computer's late answer for it is being delivered. Through
`weak_method` the helper does not keep the table alive: the table is freed (and its worker
waited for) as soon as its last reference goes, and a call after that does nothing.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import ParamSpec

P = ParamSpec("P")


def weak_method(method: Callable[P, None]) -> Callable[P, None]:
    """``method`` (a bound method) called through a weak reference to its object: once the
    object is gone, the call does nothing."""
    ref = weakref.WeakMethod(method)

    def call(*args: P.args, **kwargs: P.kwargs) -> None:
        target = ref()
        if target is not None:
            target(*args, **kwargs)

    return call
