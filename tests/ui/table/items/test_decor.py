"""The decorations' looks: what the scene compares to keep an item in place of its twin."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from samba_desktop.ui.table.items.decor import Label
from samba_desktop.ui.table.scene import item_looks


def test_a_tag_is_part_of_a_decoration_s_look(qtbot):
    """A panel's title and its captions are found by their tag (``data(0)``): a label kept in
    place of a new, tagged twin must carry the tag too."""
    title = Label(QRectF(10, 10, 10, 20), "<b>NORTH</b>", size=12)
    plain = Label(QRectF(10, 10, 10, 20), "<b>NORTH</b>", size=12)
    title.setData(0, "title")
    assert item_looks(title) != item_looks(plain)
    plain.setData(0, "title")
    assert item_looks(title) == item_looks(plain)

