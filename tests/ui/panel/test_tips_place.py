"""Where a tip may lie: the fast search (each row against only the rectangles its band meets)
finds the place that trying every place against every rectangle with `QRect` finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QWidget

from samba_desktop.ui.panel.tips import _free_spot, _least_covering


def _places(host: QWidget, size: QSize) -> list[QPoint]:
    right = host.width() - size.width() - 12
    return [QPoint(x, y) for y in range(10, max(11, host.height() - size.height() - 4), 8)
            for x in range(right, 3, -12)]


def _free_by_qrect(host: QWidget, size: QSize, keep: list[QRect]) -> QPoint | None:
    if size.width() > host.width() - 8 or size.height() > host.height() - 8:
        return None
    for spot in _places(host, size):
        box = QRect(spot, size).adjusted(-4, -4, 4, 4)
        if not any(box.intersects(r) for r in keep):
            return spot
    return None


def _least_by_qrect(host: QWidget, size: QSize, keep: list[QRect]) -> QPoint:
    best, least = QPoint(max(4, host.width() - size.width() - 12), 10), None
    for spot in _places(host, size):
        box = QRect(spot, size).adjusted(-4, -4, 4, 4)
        covered = sum(max(0, c.width()) * max(0, c.height())
                      for c in (box.intersected(r) for r in keep))
        if least is None or covered < least:
            best, least = spot, covered
            if covered == 0:
                break
    return best


rects = st.builds(QRect, st.integers(-20, 420), st.integers(-20, 320), st.integers(-3, 90),
                  st.integers(-3, 90))


@settings(max_examples=60, deadline=None)
@given(width=st.integers(150, 420), height=st.integers(100, 320),
       banner=st.tuples(st.integers(80, 300), st.integers(30, 150)),
       keep=st.lists(rects, max_size=40))
def test_the_tips_place_is_the_one_every_place_tried_with_qrect_gives(
        qapp, width, height, banner, keep):
    host = QWidget()
    host.resize(width, height)
    size = QSize(*banner)
    assert _free_spot(host, size, keep) == _free_by_qrect(host, size, keep)
    assert _least_covering(host, size, keep) == _least_by_qrect(host, size, keep)
