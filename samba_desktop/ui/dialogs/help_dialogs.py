"""Help: the rules of Samba in short (with small card pictures), keyboard shortcuts, about."""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from samba_desktop import __version__
from samba_desktop.qtmodel.locale_format import number, signed
from samba_desktop.qtmodel.updates import RELEASES_URL
from samba_desktop.ui import style
from samba_desktop.ui.actions import shortcut_rows
from samba_desktop.ui.cards import CardRenderer
from samba_desktop.ui.panel.tips import tips_section_html


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def _cards(*texts: str, width: int = 34) -> str:
    """Small overlapping card pictures in a row (images registered by RulesDialog)."""
    imgs = "".join(f"<img src='card:{t}' width='{width}'>&nbsp;" for t in texts)
    return f"<p style='margin:4px 0 8px 14px'>{imgs}</p>"


def _scoring_rows() -> list[tuple[str, str]]:
    return [
        (_tr("Cards in your melds"), _tr("plus their values")),
        (_tr("Cards left in hand"), _tr("minus their values")),
        (_tr("Samba"), signed(1500)),
        (_tr("Pure canasta"), signed(500)),
        (_tr("Mixed canasta"), signed(300)),
        (_tr("Going out"), signed(200)),
        (_tr("Each red 3 laid, with two seven-card melds"), signed(100)),
        (_tr("All six red 3s, with two seven-card melds"), signed(1000)),
        (_tr("Each red 3 laid, without them"), signed(-100)),
        (_tr("Red 3s still in a player's hand"), signed(-750)),
    ]


def _minimum_rows() -> list[tuple[str, int]]:
    dash = " \u2013 "
    return [
        (_tr("below 0"), 15),
        (number(0) + dash + number(1495), 50),
        (number(1500) + dash + number(2995), 90),
        (number(3000) + dash + number(6995), 120),
        (_tr("{score} and more").format(score=number(7000)), 150),
    ]


def _rows(rows: Iterable[tuple[str, object]]) -> str:
    return "".join(f"<tr><td>{a}</td><td align='right'>{b}</td></tr>" for a, b in rows)


def _turn_steps() -> list[str]:
    """A turn's three steps."""
    return [
        _tr("<b>Draw</b> two cards from the stock (only one if a single card is left) "
            "\u2014 or take from the discard pile (see below)."),
        _tr("<b>Meld</b> if you like: lay new melds, add cards to your side's melds, "
            "lay red 3s."),
        _tr("<b>Discard</b> one card onto the pile. That ends your turn."),
    ]


def _rule_options() -> list[str]:
    """The rule options a new game may choose."""
    return [
        _tr("<b>Red 3s laid automatically</b>: a red 3 is laid as soon as you get it and "
            "replaced from the stock (one taken with the pile is not replaced)."),
        _tr("<b>Keep two cards</b>: until your side may go out, you keep two cards after "
            "melding and then discard one as usual."),
        _tr("<b>Bolivia</b>: melds of wild cards only are allowed; seven of them make a closed "
            "<b>bolivia</b>, worth 2,500. Going out then needs two seven-card melds, at least "
            "one of them a samba."),
        _tr("Choose the target score and the hand limit when you start a new game."),
    ]


def _playing_here() -> list[str]:
    """How the rules are played with this app's table."""
    return [
        _tr("Click the stock, or drag it to your hand, to draw."),
        _tr("Click cards to select them (Shift-click selects a range); drag them onto your "
            "melds area to lay a new meld, onto one of your melds to add them, onto the pile "
            "to take it (with the matching pair) or to discard (one card). Double-click a card "
            "to discard it."),
        _tr("Drag the top discard onto one of your sequences to take just that card."),
        _tr("An illegal move is refused with the reason beside the piles; nothing is lost."),
        _tr("Ctrl+Z takes back your melds of this turn; H asks for a hint."),
    ]


def _h2(text: str) -> str:
    return f"<h2>{text}</h2>"


def _items(texts: list[str]) -> str:
    return "".join(f"<li>{t}</li>" for t in texts)


def rules_html() -> str:
    """The rules, written for this app from the project's rules specification.

    Each paragraph is one translatable text; numbers outside them follow the locale.
    """
    title = _tr("Samba in a nutshell")
    intro = _tr("Samba is Canasta's big sister: three decks and six jokers (162 cards), "
                "and besides groups of one rank you may also build runs in a suit.")
    aim = _tr("Score points by laying cards out in melds, above all in seven-card melds: "
              "canastas and sambas. The first side to reach the target score ({target} unless "
              "you choose otherwise) wins the game.").format(target=number(10000))
    sides = _tr("With four players the partners sit opposite each other; with six, there are "
                "three teams of two, partners again opposite. With two, three or five players "
                "everyone plays alone. Partners share their melds and their score.")
    wild = _tr("Jokers and 2s are wild. 4s to aces are natural cards. 3s are special.")
    values = [(_tr("Joker"), 50), (_tr("2 and ace"), 20), (_tr("8 to king"), 10),
              (_tr("4 to 7, black 3"), 5)]
    red_value = _tr("Red 3s have no card value: they count only as red-3 bonuses or penalties.")
    deal = _tr("Everyone gets 15 cards (13 each with six players). The next card is turned "
               "face up to start the discard pile; the rest is the stock. The player to the "
               "dealer's left begins, and play goes clockwise.")
    groups = _tr("A group is three or more cards of one natural rank. Wild cards may help, but "
                 "a group needs at least twice as many natural cards as wild ones, and never "
                 "more than two wild cards.")
    canastas = _tr("Seven or more cards make a <b>canasta</b>: <b>pure</b> without wild cards, "
                   "<b>mixed</b> with one or two. Your side may keep two groups of the same "
                   "rank and merge them later.")
    sequences = _tr("A sequence is three to seven natural cards of one suit in unbroken order, "
                    "from 4 up to the ace (aces are high only). No wild cards and no 3s. Seven "
                    "cards make a <b>samba</b>, which is closed. Two sequences are never joined "
                    "together.")
    first = _tr("The first time in a hand that your side melds, the cards laid in that one "
                "action must add up to a minimum, which depends on your side's score so far:")
    staging = _tr("Here you compose the first meld in the staging area of your side's panel; "
                  "it shows the running value against the minimum, and \u201cLay down\u201d "
                  "plays it as one action.")
    pile = _tr("Instead of drawing you may take the <b>whole pile</b> if you hold two natural "
               "cards of the top card's rank: they form a new group with the top card (more "
               "cards of that rank and wild cards may join), and the rest of the pile goes to "
               "your hand. Or take only the <b>top card</b> when it extends one of your side's "
               "sequences.")
    pile_first = _tr("If your side has not melded yet, the top card and the cards you meld "
                     "with it from your hand must reach the minimum; the rest of the pile does "
                     "not count.")
    blocked = _tr("Nobody may take the pile while a 3, a 2 or a joker lies on top: the pile is "
                  "<b>blocked</b>.")
    threes = _tr("Lay red 3s in front of your side during your turn. Each is worth +100 (all "
                 "six: +1,000) if your side has its two seven-card melds by the end of the "
                 "hand, otherwise \u2212100 each. Holding a red 3 when the hand ends costs 750. "
                 "Black 3s can be melded (three or more, nothing else) only when you go out.")
    going_out = _tr("You go out by getting rid of all your cards, which ends the hand. Your "
                    "side may go out only with at least two seven-card melds (canastas or "
                    "sambas). Until then you always keep a card: with a single card left you "
                    "pass. With a partner you may first ask \u201cMay I go out?\u201d; the "
                    "answer binds you for this turn.")
    stock = _tr("With one card left in the stock, the next player draws just that card. A "
                "player who wants to draw from the empty stock ends the hand at once, and "
                "nobody gets the bonus for going out.")
    winning = QCoreApplication.translate(
        "Help", "Hand scores add up. After a hand, a side that has reached the target score "
        "wins; if several reach it in the same hand, the highest total wins, and a tie at the "
        "top is a draw. A game that reaches the hand limit (%n hand(s) unless you choose "
        "otherwise) without a winner is a draw.", "", 60)

    score, minimum = _tr("Score"), _tr("Minimum")

    return "".join([
        _STYLE,
        f"<h1>{title}</h1><p class='note'>{intro}</p>",
        _h2(_tr("The aim")), f"<p>{aim}</p>",
        _h2(_tr("Sides")), f"<p>{sides}</p>",
        _h2(_tr("Wild cards, 3s and card values")), f"<p>{wild}</p>",
        _cards("JK", "2S", "AH", "KC", "7D", "3H", "3S"),
        f"<table>{_rows(values)}</table>", f"<p class='note'>{red_value}</p>",
        _h2(_tr("The deal")), f"<p>{deal}</p>",
        _h2(_tr("A turn")), f"<ol>{_items(_turn_steps())}</ol>",
        _h2(_tr("Groups and canastas")), f"<p>{groups}</p>", _cards("9H", "9S", "JK"),
        f"<p>{canastas}</p>", _cards("KH", "KS", "KD", "KC", "KH", "KS", "KD"),
        _h2(_tr("Sequences and sambas")), f"<p>{sequences}</p>",
        _cards("6H", "7H", "8H", "9H", "TH", "JH", "QH"),
        _h2(_tr("Your side's first meld")), f"<p>{first}</p>",
        f"<table><tr><th align='left'>{score}</th><th align='right'>{minimum}</th></tr>"
        f"{_rows(_minimum_rows())}</table>",
        f"<p class='note'>{staging}</p>",
        _h2(_tr("Taking the discard pile")), f"<p>{pile}</p>", _cards("8C", "8D", "8S"),
        f"<p>{pile_first}</p><p>{blocked}</p>",
        _h2(_tr("Red and black 3s")), f"<p>{threes}</p>", _cards("3H", "3D", "3C", "3S"),
        _h2(_tr("Going out")), f"<p>{going_out}</p>",
        _h2(_tr("When the stock runs out")), f"<p>{stock}</p>",
        _h2(_tr("Scoring a hand")), f"<table>{_rows(_scoring_rows())}</table>",
        _h2(_tr("Winning the game")), f"<p>{winning}</p>",
        _h2(_tr("Rule options")), f"<ul>{_items(_rule_options())}</ul>",
        _h2(_tr("Playing here")), f"<ul>{_items(_playing_here())}</ul>",
        tips_section_html(),  # the beginner's tips (ui/panel/tips.py)
    ])


_STYLE = f"""
<style>
 h1 {{ font-family: 'DejaVu Serif'; font-size: 22px; color: {style.HELP_HEADING}; margin-bottom: 2px; }}
 h2 {{ font-size: 15px; color: {style.HELP_HEADING}; margin-top: 16px; margin-bottom: 4px; }}
 p, li {{ font-size: 13px; line-height: 140%; }}
 td, th {{ font-size: 13px; padding: 2px 10px 2px 0; }}
 .note {{ color: {style.HELP_NOTE}; }}
</style>
"""


def fit_to_screen(window: QWidget, width: int, height: int, parent: QWidget | None) -> None:
    """Give ``window`` the size wanted, but no larger than the screen it opens on leaves room
    for (a laptop's 700 px, less the panels and the title bar)."""
    screen = (parent.screen() if parent is not None else None) or window.screen() \
        or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        frame = 40  # the window manager's title bar and borders
        width = min(width, room.width() - 16)
        height = min(height, room.height() - frame)
    window.resize(max(200, width), max(200, height))


class RulesDialog(QDialog):
    """The rules in a scrollable page with card pictures."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(style.DIALOG_SHEET)
        self.setWindowTitle(_tr("Rules of Samba"))
        fit_to_screen(self, 720, 760, parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 12, 12, 12)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        doc = self.browser.document()
        for card in ("JK", "2S", "AH", "KC", "7D", "3H", "3S", "9H", "9S", "KS", "KD", "KH",
                     "6H", "7H", "8H", "TH", "JH", "QH", "8C", "8D", "8S", "3D", "3C"):
            image = renderer.image(card, 34, 2.0)
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"card:{card}"),
                            image)
        self.browser.setHtml(rules_html())
        box.addWidget(self.browser)
        row = QHBoxLayout()
        row.addStretch(1)
        close = QPushButton(_tr("Close"))
        close.clicked.connect(self.accept)
        row.addWidget(close)
        box.addLayout(row)


class ShortcutsDialog(QDialog):
    """Every key of the app in a two-column table (the table of actions: ui/actions.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(style.DIALOG_SHEET)
        self.setWindowTitle(_tr("Keyboard shortcuts"))
        rows = shortcut_rows()
        box = QVBoxLayout(self)
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([_tr("Key"), _tr("Action")])
        table.verticalHeader().setVisible(False)
        table.setShowGrid(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        for r, (key, action) in enumerate(rows):
            table.setItem(r, 0, QTableWidgetItem(key))
            table.setItem(r, 1, QTableWidgetItem(action))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # a long action (Enter's) wraps onto a second line instead of ending in "…"
        table.setWordWrap(True)
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setMinimumWidth(560)
        self.table = table
        box.addWidget(table)
        close = QPushButton(_tr("Close"))
        close.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        box.addLayout(row)
        fit_to_screen(self, 640, 30 * len(rows) + 110, parent)


def about_html(newer: str | None = None) -> str:
    """The About box: the name, the version under it, what the game is, the credits, the link
    to the releases page, and the newer version the update check found, if any."""
    text = _tr("<h3>Samba Desktop</h3><p>Samba, the three-deck Canasta game, played offline "
               "against computer opponents.</p><p>Card art: svg-cards by David Bellot "
               "(LGPL-2.1) and cards drawn for this project; fonts: DejaVu.</p>")
    link = f'<a href="{html.escape(RELEASES_URL)}">' + html.escape(_tr("the releases page")) + "</a>"
    text += "<p>" + _tr("New versions and the installers: {link}").format(link=link) + "</p>"
    if newer is not None:
        text += "<p><b>" + html.escape(_tr("Version {version} is available.").format(
            version=newer)) + "</b></p>"
    version = "<p>" + html.escape(_tr("Version {version}").format(version=__version__)) + "</p>"
    return text.replace("</h3>", "</h3>" + version, 1) if "</h3>" in text else version + text
