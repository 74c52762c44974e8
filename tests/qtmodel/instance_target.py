"""A start of the app's window, up to its single-instance check (run as a script by
test_single_instance.py, not collected by pytest).

Usage: ``python instance_target.py BASE GO_FILE MODE [ARGUMENTS...]``. It waits until GO_FILE
exists (so that several starts begin at one moment), then claims the data folder below BASE as
the window's start does and prints what it found (``first``, ``handed_over``, ``refused``).
MODE says what a first copy does next: ``serve`` prints the first request it hears (as JSON)
and ends; ``deaf`` holds the lock but does not run its event loop for DEAF_SECONDS (a copy
that hangs), then serves for three seconds (``nothing`` if it heard nothing); ``hold`` holds it
until killed.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from samba_desktop.qtmodel.single_instance import Start, claim_or_hand_over  # noqa: E402


def main() -> int:
    base, go, mode, *arguments = sys.argv[1:]
    app = QCoreApplication([sys.argv[0]])
    while not os.path.exists(go):
        time.sleep(0.001)
    start, instance = claim_or_hand_over(arguments, base, app,
                                         answer_ms=int(os.environ.get("ANSWER_MS", "20000")))
    print(start.value, flush=True)
    if start is not Start.FIRST:
        return 0
    assert instance is not None and instance.listening
    if mode == "deaf":  # hangs for a while, then listens (as "serve") for a few seconds
        time.sleep(float(os.environ.get("DEAF_SECONDS", "3600")))
        QTimer.singleShot(3000, lambda: (print("nothing", flush=True), app.quit()))
    if mode in ("serve", "deaf"):
        def heard(request: object) -> None:
            print(json.dumps({"arguments": list(request.arguments),  # type: ignore[attr-defined]
                              "folder": request.folder}), flush=True)  # type: ignore[attr-defined]
            app.quit()

        instance.requested.connect(heard)
        QTimer.singleShot(60_000, app.quit)
    app.exec()
    instance.release()
    return 0


if __name__ == "__main__":
    sys.exit(main())
