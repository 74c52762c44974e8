"""Card art: resources, the renderer of every theme, and the card item on a scene."""

from __future__ import annotations

import hashlib
import sys

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontDatabase, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsScene

from samba_desktop.ui import assets
from samba_desktop.ui.cards import (
    ALL_FACES,
    BACK,
    CLASSIC,
    FOUR_COLOUR,
    LARGE_INDEX,
    THEMES,
    CardRenderer,
    CardTheme,
    svg_cards_path,
    svg_element_id,
)
from samba_desktop.ui.table.items.card import CardItem

EVERY_IMAGE = (*ALL_FACES, BACK)


def _image(renderer: CardRenderer, card: str, width: float, dpr: float = 1.0) -> QImage:
    return renderer.pixmap(card, width, dpr).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _digest(image: QImage) -> str:
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


def _ink_fraction(image: QImage) -> float:
    """Share of opaque pixels that are not (near) white."""
    opaque = ink = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if c.alpha() < 200:
                continue
            opaque += 1
            if min(c.red(), c.green(), c.blue()) < 200:
                ink += 1
    return ink / max(1, opaque)


# --- resources ---------------------------------------------------------------------------------


def test_resources_dir_holds_the_deck_the_fonts_and_the_icon():
    root = assets.resources_dir()
    assert svg_cards_path().is_file()
    assert (root / "cards" / "svg-cards" / "LICENSE").is_file()
    assert (root / "icons" / "samba-desktop.svg").is_file()
    assert (root / "CREDITS.md").is_file()
    for font in assets.font_files():
        assert font.is_file(), font
    assert (root / "fonts" / "LICENSE-DejaVu.txt").is_file()


def test_resources_dir_inside_a_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.resources_dir() == tmp_path / "resources"


def test_register_fonts_registers_dejavu_once(qapp):
    assert assets.register_fonts() == "DejaVu Sans"
    assert assets.register_fonts() == "DejaVu Sans"
    assert "DejaVu Sans" in QFontDatabase.families()


def test_the_svg_deck_has_an_element_for_every_face(qapp):
    svg = QSvgRenderer(str(svg_cards_path()))
    assert svg.isValid()
    assert svg_element_id("TH") == "heart_10"
    assert svg_element_id("AS") == "spade_1"
    assert svg_element_id("QD") == "diamond_queen"
    assert svg_element_id("JK") == "joker_red"
    ids = {svg_element_id(card) for card in ALL_FACES}
    assert len(ids) == 53
    for element in ids:
        assert svg.elementExists(element), element


# --- themes and the renderer -------------------------------------------------------------------


def test_theme_rejects_unknown_names():
    with pytest.raises(ValueError):
        CardTheme("psychedelic")
    assert CLASSIC.height_for(100) == pytest.approx(100 / CLASSIC.aspect_ratio)


def test_renderer_rejects_what_is_not_a_card(qapp):
    renderer = CardRenderer(FOUR_COLOUR)
    for bad in ("1H", "TX", "jk", "", "JKR", "T"):
        with pytest.raises(ValueError):
            renderer.pixmap(bad, 80)
    with pytest.raises(ValueError):
        renderer.pixmap("TH", 0)


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
@pytest.mark.parametrize("width", [48, 110])
def test_every_face_and_the_back_render_with_ink_on_a_rounded_card(qapp, theme, width):
    renderer = CardRenderer(theme)
    height = round(theme.height_for(width))
    for card in EVERY_IMAGE:
        image = _image(renderer, card, width)
        assert (image.width(), image.height()) == (width, height), card
        assert image.pixelColor(0, 0).alpha() < 128, f"{card}: corner not rounded"
        assert image.pixelColor(width // 2, height // 2).alpha() == 255, card
        assert _ink_fraction(image) > 0.01, f"{card} looks blank in {theme.name} at {width}px"


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
def test_distinct_cards_give_distinct_images(qapp, theme):
    renderer = CardRenderer(theme)
    digests = {_digest(_image(renderer, card, 90)) for card in EVERY_IMAGE}
    assert len(digests) == len(EVERY_IMAGE)


@pytest.mark.parametrize("theme", [FOUR_COLOUR, LARGE_INDEX], ids=["four_colour", "large_index"])
def test_large_index_cards_differ_in_their_left_quarter(qapp, theme):
    """In an overlapped hand only the left ~25 % of a card shows; that must tell every card apart."""
    renderer = CardRenderer(theme)
    strips = set()
    for card in ALL_FACES:
        image = _image(renderer, card, 100)
        strips.add(_digest(image.copy(0, 0, 25, int(image.height() * 0.4))))
    assert len(strips) == len(ALL_FACES)


def _index_colour(renderer: CardRenderer, card: str) -> tuple[int, int, int]:
    """The darkest pixel of the rank index in the top-left corner."""
    image = _image(renderer, card, 120)
    darkest = QColor("white")
    for y in range(5, 35):
        for x in range(4, 28):
            c = image.pixelColor(x, y)
            if c.lightness() < darkest.lightness():
                darkest = c
    return darkest.red(), darkest.green(), darkest.blue()


def test_four_colour_deck_gives_each_suit_its_own_colour(qapp):
    renderer = CardRenderer(FOUR_COLOUR)
    colours = {suit: _index_colour(renderer, "8" + suit) for suit in "CDHS"}
    assert len(set(colours.values())) == 4
    red, green, blue = colours["C"]
    assert green > red and green > blue  # clubs green
    red, green, blue = colours["D"]
    assert blue > red and blue > green  # diamonds blue


def test_large_index_deck_is_red_and_black(qapp):
    renderer = CardRenderer(LARGE_INDEX)
    assert _index_colour(renderer, "8H") == _index_colour(renderer, "8D")
    assert _index_colour(renderer, "8C") == _index_colour(renderer, "8S")
    assert _index_colour(renderer, "8H") != _index_colour(renderer, "8S")


def test_cache_returns_the_same_pixmap_for_the_same_key(qapp):
    renderer = CardRenderer(CLASSIC)
    first = renderer.pixmap("TH", 80)
    assert renderer.pixmap("TH", 80) is first
    assert renderer.pixmap("TH", 80.0, 1.0) is first
    assert renderer.pixmap("TH", 81) is not first
    assert renderer.back_pixmap(80) is renderer.pixmap(BACK, 80)
    renderer.clear_cache()
    assert renderer.pixmap("TH", 80) is not first


def test_cache_forgets_the_least_recently_used_beyond_its_limit(qapp):
    renderer = CardRenderer(FOUR_COLOUR, cache_limit=3)
    kept = renderer.pixmap("4C", 40)
    for card in ("5C", "6C"):
        renderer.pixmap(card, 40)
    renderer.pixmap("4C", 40)  # used again: now the most recent
    renderer.pixmap("7C", 40)
    assert renderer.cache_size() == 3
    assert renderer.pixmap("4C", 40) is kept


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
def test_device_pixel_ratio_two_gives_twice_the_pixels_at_the_same_logical_size(qapp, theme):
    renderer = CardRenderer(theme)
    single = renderer.pixmap("QS", 70)
    double = renderer.pixmap("QS", 70, 2.0)
    assert double.devicePixelRatio() == 2.0
    assert double.width() == 2 * single.width()
    assert abs(double.height() - 2 * single.height()) <= 1
    assert double.deviceIndependentSize().width() == pytest.approx(70)


def test_themes_look_different(qapp):
    digests = {_digest(_image(CardRenderer(theme), "8D", 90)) for theme in THEMES.values()}
    backs = {_digest(_image(CardRenderer(theme), BACK, 90)) for theme in (CLASSIC, FOUR_COLOUR)}
    assert len(digests) == 3
    assert len(backs) == 2


# --- the card item -----------------------------------------------------------------------------


@pytest.fixture
def scene(qapp):
    scene = QGraphicsScene()
    yield scene
    scene.clear()


def test_card_item_animates_to_its_target(qtbot, scene):
    item = CardItem("TH", CardRenderer(FOUR_COLOUR), width=80)
    scene.addItem(item)
    target = QPointF(240, 130)
    with qtbot.waitSignal(item.animation_finished, timeout=3000):
        item.animate(target, z=7, duration_ms=120)
        assert item.is_animating()
        assert item.zValue() == 7
    assert item.pos() == target
    assert not item.is_animating()


def test_card_item_moves_at_once_with_duration_zero(qtbot, scene):
    item = CardItem("JK", CardRenderer(CLASSIC))
    scene.addItem(item)
    with qtbot.waitSignal(item.animation_finished, timeout=100):
        item.animate(QPointF(50, 60), z=3, duration_ms=0)
    assert item.pos() == QPointF(50, 60)
    assert not item.is_animating()


def test_a_new_animation_replaces_a_running_one(qtbot, scene):
    item = CardItem("5S", CardRenderer(CLASSIC))
    scene.addItem(item)
    item.animate(QPointF(500, 500), z=1, duration_ms=2000)
    with qtbot.waitSignal(item.animation_finished, timeout=3000):
        item.animate(QPointF(20, 10), z=2, duration_ms=60)
    assert item.pos() == QPointF(20, 10)
    qtbot.wait(50)
    assert item.pos() == QPointF(20, 10)


def test_card_item_size_selection_and_face(qapp, scene):
    renderer = CardRenderer(FOUR_COLOUR)
    item = CardItem("AS", renderer, width=80)
    scene.addItem(item)
    assert item.card_height == pytest.approx(renderer.card_height(80))

    item.set_card_size(120)
    assert item.card_rect() == QRectF(0, 0, 120, renderer.card_height(120))
    assert item.current_pixmap() is renderer.pixmap("AS", 120)

    resting_top = item.shape().boundingRect().top()
    item.set_selected(True)
    assert item.selected
    assert item.shape().boundingRect().top() < resting_top  # lifted
    item.set_selected(False)
    assert item.shape().boundingRect().top() == resting_top

    item.set_face_up(False)
    assert item.current_pixmap() is renderer.back_pixmap(120)
    with pytest.raises(ValueError):
        item.set_card_text("ZZ")


def test_card_item_paints_its_card_on_the_scene(qapp, scene):
    renderer = CardRenderer(FOUR_COLOUR)
    item = CardItem("KH", renderer, width=100)
    scene.addItem(item)
    scene.setSceneRect(QRectF(-10, -10, 140, 170))
    image = QImage(140, 170, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f7a4f"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 140, 170), scene.sceneRect())
    painter.end()
    assert image.pixelColor(60, 80) != QColor("#2f7a4f")  # the card covers the felt
    assert _ink_fraction(image.copy(10, 10, 100, 144)) > 0.02  # and shows its face
