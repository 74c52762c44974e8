"""Shared test setup: Qt runs headless everywhere."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
