"""Help: the rules of Samba in short (with small card pictures), keyboard shortcuts, about."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QTextDocument
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

from samba_desktop.ui.cards import CardRenderer


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def _cards(*texts: str, width: int = 34) -> str:
    """Small overlapping card pictures in a row (images registered by RulesDialog)."""
    imgs = "".join(f"<img src='card:{t}' width='{width}'>&nbsp;" for t in texts)
    return f"<p style='margin:4px 0 8px 14px'>{imgs}</p>"


def rules_html() -> str:
    """The rules, written for this app from the project's rules specification."""
    t = _tr
    return f"""
<style>
 h1 {{ font-family: 'DejaVu Serif'; font-size: 22px; color: #1d4d36; margin-bottom: 2px; }}
 h2 {{ font-size: 15px; color: #1d4d36; margin-top: 16px; margin-bottom: 4px; }}
 p, li {{ font-size: 13px; line-height: 140%; }}
 td, th {{ font-size: 13px; padding: 2px 10px 2px 0; }}
 .note {{ color: #58695f; }}
</style>
<h1>{t("Samba in a nutshell")}</h1>
<p class='note'>{t("Samba is Canasta's big sister: three decks and six jokers (162 cards), "
                   "and besides groups of one rank you may also build runs in a suit.")}</p>

<h2>{t("The aim")}</h2>
<p>{t("Score points by laying cards out in melds, above all in seven-card melds: canastas and "
      "sambas. The first side to reach the target score (10,000 unless you choose otherwise) "
      "wins the game.")}</p>

<h2>{t("Sides")}</h2>
<p>{t("With four players the partners sit opposite each other; with six, there are three "
      "teams of two, partners again opposite. With two, three or five players everyone plays "
      "alone. Partners share their melds and their score.")}</p>

<h2>{t("Wild cards, 3s and card values")}</h2>
<p>{t("Jokers and 2s are wild. 4s to aces are natural cards. 3s are special.")}</p>
{_cards("JK", "2S", "AH", "KC", "7D", "3H", "3S")}
<table>
<tr><td>{t("Joker")}</td><td>50</td><td>{t("2 and ace")}</td><td>20</td></tr>
<tr><td>{t("8 to king")}</td><td>10</td><td>{t("4 to 7, black 3")}</td><td>5</td></tr>
</table>
<p class='note'>{t("Red 3s have no card value: they count only as red-3 bonuses or penalties.")}</p>

<h2>{t("A turn")}</h2>
<ol>
<li>{t("<b>Draw</b> two cards from the stock (only one if a single card is left) &mdash; or "
       "take from the discard pile (see below).")}</li>
<li>{t("<b>Meld</b> if you like: lay new melds, add cards to your side's melds, lay red 3s.")}</li>
<li>{t("<b>Discard</b> one card onto the pile. That ends your turn.")}</li>
</ol>

<h2>{t("Groups and canastas")}</h2>
<p>{t("A group is three or more cards of one natural rank. Wild cards may help, but a group "
      "needs at least twice as many natural cards as wild ones, and never more than two wild "
      "cards.")}</p>
{_cards("9H", "9S", "JK")}
<p>{t("Seven or more cards make a <b>canasta</b>: <b>pure</b> without wild cards, <b>mixed</b> "
      "with one or two. Your side may keep two groups of the same rank and merge them later.")}</p>
{_cards("KH", "KS", "KD", "KC", "KH", "KS", "KD")}

<h2>{t("Sequences and sambas")}</h2>
<p>{t("A sequence is three to seven natural cards of one suit in unbroken order, from 4 up to "
      "the ace (aces are high only). No wild cards and no 3s. Seven cards make a "
      "<b>samba</b>, which is closed. Two sequences are never joined together.")}</p>
{_cards("6H", "7H", "8H", "9H", "TH", "JH", "QH")}

<h2>{t("Your side's first meld")}</h2>
<p>{t("The first time in a hand that your side melds, the cards laid in that one action must "
      "add up to a minimum, which depends on your side's score so far:")}</p>
<table>
<tr><th align='left'>{t("Score")}</th><th align='left'>{t("Minimum")}</th></tr>
<tr><td>{t("below 0")}</td><td>15</td></tr>
<tr><td>0 &ndash; 1,495</td><td>50</td></tr>
<tr><td>1,500 &ndash; 2,995</td><td>90</td></tr>
<tr><td>3,000 &ndash; 6,995</td><td>120</td></tr>
<tr><td>{t("7,000 and more")}</td><td>150</td></tr>
</table>
<p class='note'>{t("Here you compose the first meld in the staging area of your side's panel; "
                   "it shows the running value against the minimum, and &ldquo;Lay down&rdquo; "
                   "plays it as one action.")}</p>

<h2>{t("Taking the discard pile")}</h2>
<p>{t("Instead of drawing you may take the <b>whole pile</b> if you hold two natural cards of "
      "the top card's rank: they form a new group with the top card (more cards of that rank "
      "and wild cards may join), and the rest of the pile goes to your hand. Or take only the "
      "<b>top card</b> when it extends one of your side's sequences.")}</p>
{_cards("8C", "8D", "8S", width=34)}
<p>{t("Nobody may take the pile while a 3, a 2 or a joker lies on top: the pile is "
      "<b>blocked</b>.")}</p>

<h2>{t("Red and black 3s")}</h2>
<p>{t("Lay red 3s in front of your side during your turn. Each is worth +100 (all six: "
      "+1,000) if your side has its two seven-card melds by the end of the hand, otherwise "
      "&minus;100 each. Holding a red 3 when the hand ends costs 750. Black 3s can be melded "
      "(three or more, nothing else) only when you go out.")}</p>
{_cards("3H", "3D", "3C", "3S")}

<h2>{t("Going out")}</h2>
<p>{t("You go out by getting rid of all your cards, which ends the hand. Your side may go out "
      "only with at least two seven-card melds (canastas or sambas). Until then you always keep "
      "a card: with a single card left you pass. With a partner you may first ask "
      "&ldquo;May I go out?&rdquo;; the answer binds you for this turn.")}</p>

<h2>{t("Scoring a hand")}</h2>
<table>
<tr><td>{t("Cards in your melds")}</td><td>{t("plus their values")}</td></tr>
<tr><td>{t("Cards left in hand")}</td><td>{t("minus their values")}</td></tr>
<tr><td>{t("Samba")}</td><td>+1,500</td></tr>
<tr><td>{t("Pure canasta")}</td><td>+500</td></tr>
<tr><td>{t("Mixed canasta")}</td><td>+300</td></tr>
<tr><td>{t("Going out")}</td><td>+200</td></tr>
</table>

<h2>{t("Playing here")}</h2>
<ul>
<li>{t("Click the stock, or drag it to your hand, to draw.")}</li>
<li>{t("Click cards to select them (Shift-click selects a range); drag them onto your melds "
       "area to lay a new meld, onto one of your melds to add them, onto the pile to take it "
       "(with the matching pair) or to discard (one card). Double-click a card to discard it.")}</li>
<li>{t("Drag the top discard onto one of your sequences to take just that card.")}</li>
<li>{t("An illegal move is refused with the reason beside the piles; nothing is lost.")}</li>
<li>{t("Ctrl+Z takes back your melds of this turn; H asks for a hint.")}</li>
</ul>
"""


class RulesDialog(QDialog):
    """The rules in a scrollable page with card pictures."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Rules of Samba"))
        self.resize(720, 760)
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


def shortcut_rows() -> list[tuple[str, str]]:
    return [
        ("D", _tr("Draw from the stock")),
        ("T", _tr("Take the discard pile (with the selected or matching pair)")),
        ("M / Enter", _tr("Meld the selected cards (or lay the staged first meld)")),
        ("X / Delete", _tr("Discard the selected card")),
        (_tr("Double-click"), _tr("Discard that card")),
        ("P", _tr("Pass (keep your last card)")),
        ("R", _tr("Lay a red 3")),
        ("A", _tr("Ask your partner \u201cMay I go out?\u201d")),
        ("Y / N", _tr("Answer your partner yes or no")),
        ("Ctrl+Z", _tr("Undo your last meld this turn")),
        ("H", _tr("Hint")),
        ("S", _tr("Sort the hand by suit or by rank")),
        ("\u2190 \u2192", _tr("Move the keyboard cursor along your hand")),
        (_tr("Space"), _tr("Select or unselect the card under the cursor")),
        ("Esc", _tr("Clear the selection")),
        ("Ctrl+N", _tr("New game")),
        ("F1", _tr("Rules")),
    ]


class ShortcutsDialog(QDialog):
    """Every key in a two-column table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        table.setMinimumSize(560, 30 * len(rows) + 30)
        box.addWidget(table)
        close = QPushButton(_tr("Close"))
        close.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        box.addLayout(row)


def about_html() -> str:
    return _tr("<h3>Samba Desktop</h3><p>Samba, the three-deck Canasta game, played offline "
               "against computer opponents.</p><p>Card art: svg-cards by David Bellot "
               "(LGPL-2.1) and cards drawn for this project; fonts: DejaVu.</p>")
