"""End-of-hand breakdown, score sheet, game over, and the help texts."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTableWidget

from samba_desktop.engine import Card, Game, Rules
from samba_desktop.qtmodel import GameModel, Pace
from samba_desktop.ui.cards import LARGE_INDEX, CardRenderer
from samba_desktop.ui.dialogs.help_dialogs import RulesDialog, ShortcutsDialog
from samba_desktop.ui.dialogs.score_dialogs import GameOverDialog, HandOverDialog, ScoreSheetDialog
from tests.qtmodel.helpers import FirstLegal, config, factory_of


def _finished_model() -> GameModel:
    """Seat 0 goes out: a samba, a pure canasta and two red 3s for us (RULES.md's terms)."""
    game = Game.setup(
        Rules(players=4),
        hands=["4C", "5D 6H", "KH KS 8D", "4D 5H"],
        stock="8S 9H TC JD",
        discard="4S",
        melds={0: ["AH AS AD AC AH AS AD", "5C 6C 7C 8C 9C TC JC"], 1: ["KD KC KH"]},
        red_threes={0: 2, 1: 1},
        turn=0,
        phase="meld",
    )
    model = GameModel(config(4), game, player_factory=factory_of(FirstLegal), pace=Pace.INSTANT)
    assert model.discard(Card.parse("4C"))
    assert model.game.phase == "hand_over"
    return model


def _column(table, col: int) -> dict[str, str]:
    return {table.item(r, 0).text(): table.item(r, col).text() for r in range(table.rowCount())}


def test_hand_over_dialog_shows_each_sides_breakdown(qtbot):
    model = _finished_model()
    result = model.game.hand_result()
    dialog = HandOverDialog(model, result)
    qtbot.addWidget(dialog)
    us, them = _column(dialog.table, 1), _column(dialog.table, 2)
    b = result.sides[0]
    assert us["Cards in melds"] == f"+{b.meld_points:,}"
    assert us["Samba bonus"] == "+1,500" and us["Pure canasta bonus"] == "+500"
    assert us["Going out"] == "+200" and us["Red 3s laid"] == "+200"
    assert them["Red 3s laid"] == "\u2212100"  # only a group: red 3s count against them
    assert us["This hand"] == f"+{result.totals[0]:,}"
    assert them["Cards left in hand"] == f"\u2212{result.sides[1].hand_penalty}"
    assert dialog.next_button.text() == "Next hand"


def test_score_sheet_lists_every_hand_with_running_totals(qtbot):
    model = _finished_model()
    model.next_hand()
    sheet = ScoreSheetDialog(model)
    qtbot.addWidget(sheet)
    assert sheet.table.rowCount() == 1
    total = model.game.hand_results[0].totals[0]
    assert sheet.table.item(0, 1).text() == f"+{total:,}"
    assert sheet.table.item(0, 2).text() == f"{total:,}"


def test_game_over_names_the_winner_or_a_draw(qtbot):
    model = _finished_model()
    won = GameOverDialog(model, 0)
    draw = GameOverDialog(model, None)
    qtbot.addWidget(won)
    qtbot.addWidget(draw)
    assert "wins" in won.headline.text()
    assert draw.headline.text() == "A draw!"
    assert won.new_button.text() == "New game"


def test_rules_help_has_card_pictures_and_the_key_rules(qtbot):
    dialog = RulesDialog(CardRenderer(LARGE_INDEX))
    qtbot.addWidget(dialog)
    doc = dialog.browser.document()
    text = doc.toPlainText()
    for words in ("canasta", "samba", "discard pile", "red 3", "May I go out", "150"):
        assert words in text
    image = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl("card:JK"))
    assert image is not None and not image.isNull()


def test_shortcuts_dialog_lists_undo_and_hint(qtbot):
    dialog = ShortcutsDialog()
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget)
    keys = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert "Ctrl+Z" in keys and "H" in keys and "D" in keys


def test_long_side_names_head_their_columns_whole(qtbot):
    from PySide6.QtGui import QFontMetrics

    from samba_desktop.engine import Phase
    from samba_desktop.qtmodel.config import SeatConfig, TableConfig

    names = ["You", "Anna Karenina", "Bruno", "David Copperfield", "Evangelina", "Finn"]
    game = Game.new(Rules(players=6), seed=11)
    while game.phase != Phase.HAND_OVER:
        game.apply(FirstLegal().choose(game.view(game.turn)))
    seats = tuple(SeatConfig(n, human=(i == 0)) for i, n in enumerate(names))
    model = GameModel(TableConfig(Rules(players=6), seats), game, pace=Pace.INSTANT,
                      player_factory=factory_of(FirstLegal))
    summary = HandOverDialog(model, game.hand_result())
    sheet = ScoreSheetDialog(model)
    for dialog in (summary, sheet):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        table = dialog.table
        header = table.horizontalHeader()
        shown = {}
        for column in range(table.columnCount()):
            item = table.horizontalHeaderItem(column)
            if item is not None and item.toolTip() in model.side_names():
                shown[item.toolTip()] = column
        assert set(shown) == set(model.side_names())  # every side's name, whole on hover
        bold = header.font()
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        for name, column in shown.items():
            text = table.horizontalHeaderItem(column).text()
            assert text.replace("\n", " ").replace("& ", "&\n").replace("\n", " ") == name
            for line in text.split("\n"):  # each line has room in its column
                assert metrics.horizontalAdvance(line) + 10 <= header.sectionSize(column), line
