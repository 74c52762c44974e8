"""Where the app keeps the table it hosts, without the network floor: the start of the app
asks whether a hosted table was left in play (`marked_in_play`) before anything of `net` (the
WebSocket host, asyncio, zeroconf) is loaded; only a table to host again loads it."""

from __future__ import annotations

from pathlib import Path

from samba_desktop.persistence import paths

#: the folder below the user's data folder where the app keeps the table it hosts
HOSTED_TABLE_FOLDER = "hosted-table"
#: the file beside the hosted table while it is hosted and not ended by the host (the app
#: closed or killed while hosting leaves it: the next start offers to host the table again)
IN_PLAY_FILE = "in-play"


def hosted_table_folder(base: Path | None = None) -> Path:
    """Where the table the app hosts is kept (``base`` for tests)."""
    return (base if base is not None else paths.data_dir()) / HOSTED_TABLE_FOLDER


def marked_in_play(folder: Path) -> bool:
    """Whether the table kept in ``folder`` was left marked as in play (what
    `TableHosting.interrupted` then checks against the table itself)."""
    return (folder / IN_PLAY_FILE).exists()
