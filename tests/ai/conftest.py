"""AI tests: a failing decision raises instead of being replaced by a fallback move."""

import os

from samba_desktop.ai.normal import STRICT_ENV

os.environ[STRICT_ENV] = "1"
