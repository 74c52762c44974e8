"""PyInstaller's entry script for the frozen Samba Desktop.

``samba-desktop --self-test`` runs the smoke test (samba_desktop.selftest); anything else starts
the game through the composition root, exactly as ``python -m samba_desktop`` does.
"""

import sys
import traceback

if __name__ == "__main__":
    if "--self-test" in sys.argv[1:]:
        try:
            from samba_desktop.selftest import run_self_test

            code = run_self_test(sys.argv[1:])
        except Exception:  # noqa: BLE001 - an exit code, never the windowed traceback dialog
            traceback.print_exc()  # (goes nowhere in a windowed Windows program)
            code = 1
        sys.exit(code)
    from samba_desktop.__main__ import main

    sys.exit(main())
