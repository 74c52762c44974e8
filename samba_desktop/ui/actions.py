"""Every action of the app and its key, in one table.

`Action` names them; `ACTIONS` says, for each, its words on a button or in a menu, its keys,
where it is (the action bar, a menu, a key of the table or of the hand viewer), and what it does
in the Keyboard shortcuts dialog's words. The action bar builds its buttons from it, the window
its menus and their keys, the shortcuts dialog its rows (those with a key), the table's
controller runs a table action by it (`run`, over the small `TableActions` protocol it
implements) and the window a menu's command (`command`, over `WindowActions`). A key added
anywhere else would be missing from the dialog: add it here.

The words are stored as source texts (``QT_TRANSLATE_NOOP``) and translated when shown, so a
language switch shows them in the new language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, StrEnum, auto
from typing import Any, Protocol, cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

# marks a source text for lupdate and returns it (typed: PySide's stub says ``object``)
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)

# a key as Qt reads it: "Ctrl+K", or one of the platform's standard keys (New, Undo, F1, …)
Key = str | QKeySequence.StandardKey


class Action(StrEnum):
    """Everything a player can do with a button, a menu entry or a key."""

    # the table's actions: the action bar's buttons and the Play menu
    NEXT_HAND = "next_hand"
    DRAW = "draw"
    TAKE_PILE = "take_pile"
    MELD = "meld"
    DISCARD = "discard"
    PASS = "pass"
    RED_THREE = "red_three"
    ASK = "ask"
    UNDO = "undo"
    HINT = "hint"
    YES = "yes"
    NO = "no"
    # the table's keys and gestures without a button
    PLAY_SUGGESTED = "play_suggested"
    DISCARD_BY_DOUBLE_CLICK = "discard_by_double_click"
    SORT = "sort"
    MOVE_CURSOR = "move_cursor"
    CURSOR_TO_ENDS = "cursor_to_ends"
    SELECT_AT_CURSOR = "select_at_cursor"
    CLEAR_SELECTION = "clear_selection"
    # the window's commands (Game and Help menus)
    NEW_GAME = "new_game"
    OPEN = "open"
    SAVE_AS = "save_as"
    HOST_TABLE = "host_table"
    JOIN_TABLE = "join_table"
    LEAVE_TABLE = "leave_table"
    SCORE_SHEET = "score_sheet"
    HAND_SUMMARY = "hand_summary"
    HAND_VIEWER = "hand_viewer"
    STATISTICS = "statistics"
    SETTINGS = "settings"
    QUIT = "quit"
    RULES = "rules"
    SHORTCUTS = "shortcuts"
    LEARN_TO_PLAY = "learn_to_play"
    ABOUT = "about"
    # the hand viewer's keys
    VIEWER_STEP = "viewer_step"
    VIEWER_ENDS = "viewer_ends"
    VIEWER_MARKS = "viewer_marks"
    VIEWER_CLOSE = "viewer_close"


class Place(Enum):
    """Where an action is offered."""

    BAR = auto()  # a button on the action bar, and an entry of the Play menu (its ``group``)
    ANSWER = auto()  # a button on the action bar while a partner's question is open
    PLAY_MENU = auto()  # an entry of the Play menu only (after its groups)
    GAME_MENU = auto()
    HELP_MENU = auto()
    TABLE = auto()  # a key or gesture of the table
    VIEWER = auto()  # a key of the hand viewer


class TableActions(Protocol):
    """What the table's controller does for the table's actions (`ActionSpec.run`)."""

    def next_hand(self) -> bool: ...
    def draw(self) -> bool: ...
    def take_pile(self) -> bool: ...
    def meld(self) -> bool: ...
    def discard(self) -> bool: ...
    def pass_turn(self) -> bool: ...
    def lay_red_three(self) -> bool: ...
    def ask_partner(self) -> bool: ...
    def undo(self) -> bool: ...
    def hint(self) -> bool: ...
    def answer(self, yes: bool) -> bool: ...


class WindowActions(Protocol):
    """What the main window does for the commands of its menus (`ActionSpec.command`)."""

    def new_game(self) -> None: ...
    def open_game(self) -> None: ...
    def save_game_as(self) -> None: ...
    def host_table(self) -> None: ...
    def join_table(self, link: str = "") -> None: ...
    def leave_table(self) -> None: ...
    def show_score_sheet(self) -> None: ...
    def show_hand_summary(self) -> None: ...
    def show_statistics(self) -> None: ...
    def edit_settings(self) -> None: ...
    def quit(self) -> None: ...
    def show_rules(self) -> None: ...
    def show_shortcuts(self) -> None: ...
    def show_lesson(self) -> None: ...
    def show_about(self) -> None: ...
    def toggle_sort(self) -> None: ...


@dataclass(frozen=True)
class ActionSpec:
    """One action: its words, keys and place, and (for the table's actions) what runs it."""

    action: Action
    place: Place
    # its keys: the first is its shortcut (a menu entry's, a button's chip); all are listed
    keys: tuple[Key, ...] = ()
    # the Keyboard shortcuts dialog's words (context "Help"); "" shares the row above, or
    # (for a menu entry without a key) keeps the entry out of the dialog
    does: str = ""
    # the button's or menu entry's words, in the context ``context``
    label: str = ""
    context: str = ""
    # the Play menu's group (a separator between groups); a small gap on the bar before a group
    group: int = 0
    # what the table's controller does for it
    run: Callable[[TableActions], bool] | None = None
    # what the main window does for it (a menu's command; the Hand viewer is the aids' own)
    command: Callable[[WindowActions], object] | None = None


_BAR = "ActionBar"
# the bar's group from which on the Play menu lists its actions after a separator
PLAY_MENU_AIDS = 3
_WINDOW = "MainWindow"

ACTIONS: tuple[ActionSpec, ...] = (
    # shown only while a hand is over and its summary was seen; Enter on the table plays it
    # (the window gives its menu entry no shortcut: Enter stays the table's)
    ActionSpec(Action.NEXT_HAND, Place.BAR, ("Enter",), QT_TRANSLATE_NOOP(
        "Help", "Deal the next hand (once the hand's summary was shown)"),
               QT_TRANSLATE_NOOP("ActionBar", "Next hand"), _BAR, -1, lambda c: c.next_hand()),
    ActionSpec(Action.DRAW, Place.BAR, ("D",), QT_TRANSLATE_NOOP("Help", "Draw from the stock"),
               QT_TRANSLATE_NOOP("ActionBar", "Draw"), _BAR, 0, lambda c: c.draw()),
    ActionSpec(Action.TAKE_PILE, Place.BAR, ("T",), QT_TRANSLATE_NOOP(
        "Help", "Take the discard pile (with the selected or matching pair)"),
               QT_TRANSLATE_NOOP("ActionBar", "Take pile"), _BAR, 0, lambda c: c.take_pile()),
    ActionSpec(Action.MELD, Place.BAR, ("M",), QT_TRANSLATE_NOOP(
        "Help", "Meld the selected cards (or lay the staged first meld)"),
               QT_TRANSLATE_NOOP("ActionBar", "Meld"), _BAR, 1, lambda c: c.meld()),
    ActionSpec(Action.PLAY_SUGGESTED, Place.TABLE, ("Enter",), QT_TRANSLATE_NOOP(
        "Help", "Play the yellow button: the hint just shown, else what the table suggests "
        "(with no yellow button, meld)")),
    ActionSpec(Action.DISCARD, Place.BAR, ("X", "Del", "Backspace"),
               QT_TRANSLATE_NOOP("Help", "Discard the selected card"),
               QT_TRANSLATE_NOOP("ActionBar", "Discard"), _BAR, 1, lambda c: c.discard()),
    ActionSpec(Action.DISCARD_BY_DOUBLE_CLICK, Place.TABLE, (),
               QT_TRANSLATE_NOOP("Help", "Discard that card")),
    ActionSpec(Action.PASS, Place.BAR, ("P",), QT_TRANSLATE_NOOP("Help", "Pass (keep your last card)"),
               QT_TRANSLATE_NOOP("ActionBar", "Pass"), _BAR, 1, lambda c: c.pass_turn()),
    ActionSpec(Action.RED_THREE, Place.BAR, ("R",), QT_TRANSLATE_NOOP("Help", "Lay a red 3"),
               QT_TRANSLATE_NOOP("ActionBar", "Red 3"), _BAR, 1, lambda c: c.lay_red_three()),
    ActionSpec(Action.ASK, Place.BAR, ("A",),
               QT_TRANSLATE_NOOP("Help", "Ask your partner \u201cMay I go out?\u201d"),
               QT_TRANSLATE_NOOP("ActionBar", "Ask partner"), _BAR, 2, lambda c: c.ask_partner()),
    ActionSpec(Action.YES, Place.ANSWER, ("Y",), QT_TRANSLATE_NOOP("Help", "Answer your partner yes or no"),
               QT_TRANSLATE_NOOP("ActionBar", "Yes, go out"), _BAR, 0, lambda c: c.answer(True)),
    ActionSpec(Action.NO, Place.ANSWER, ("N",), "",
               QT_TRANSLATE_NOOP("ActionBar", "No"), _BAR, 0, lambda c: c.answer(False)),
    ActionSpec(Action.UNDO, Place.BAR, (QKeySequence.StandardKey.Undo,),
               QT_TRANSLATE_NOOP("Help", "Undo your last meld this turn"),
               QT_TRANSLATE_NOOP("ActionBar", "Undo"), _BAR, 3, lambda c: c.undo()),
    ActionSpec(Action.HINT, Place.BAR, ("H",), QT_TRANSLATE_NOOP("Help", "Hint"),
               QT_TRANSLATE_NOOP("ActionBar", "Hint"), _BAR, 3, lambda c: c.hint()),
    ActionSpec(Action.SORT, Place.PLAY_MENU, ("S",),
               QT_TRANSLATE_NOOP("Help", "Sort the hand by suit or by rank"),
               QT_TRANSLATE_NOOP("MainWindow", "Sort the hand"), _WINDOW,
               command=lambda w: w.toggle_sort()),
    ActionSpec(Action.MOVE_CURSOR, Place.TABLE, ("Left", "Right"),
               QT_TRANSLATE_NOOP("Help", "Move the keyboard cursor along your hand")),
    ActionSpec(Action.CURSOR_TO_ENDS, Place.TABLE, ("Home", "End"),
               QT_TRANSLATE_NOOP("Help", "The keyboard cursor to the first or the last card "
                                 "(with Shift, the arrows and these select as they go)")),
    ActionSpec(Action.SELECT_AT_CURSOR, Place.TABLE, ("Space",),
               QT_TRANSLATE_NOOP("Help", "Select or unselect the card under the cursor")),
    ActionSpec(Action.CLEAR_SELECTION, Place.TABLE, ("Esc",),
               QT_TRANSLATE_NOOP("Help", "Clear the selection")),
    ActionSpec(Action.NEW_GAME, Place.GAME_MENU, (QKeySequence.StandardKey.New,),
               QT_TRANSLATE_NOOP("Help", "New game"),
               QT_TRANSLATE_NOOP("MainWindow", "&New game\u2026"), _WINDOW,
               command=lambda w: w.new_game()),
    ActionSpec(Action.OPEN, Place.GAME_MENU, (QKeySequence.StandardKey.Open,),
               QT_TRANSLATE_NOOP("Help", "Open a saved game"),
               QT_TRANSLATE_NOOP("MainWindow", "&Open\u2026"), _WINDOW,
               command=lambda w: w.open_game()),
    ActionSpec(Action.SAVE_AS, Place.GAME_MENU, ("Ctrl+Shift+S",),
               QT_TRANSLATE_NOOP("Help", "Save the game as a file"),
               QT_TRANSLATE_NOOP("MainWindow", "Save &as\u2026"), _WINDOW,
               command=lambda w: w.save_game_as()),
    # playing with friends (ui/window/table_commands.py); Leave is enabled at a shared table
    ActionSpec(Action.HOST_TABLE, Place.GAME_MENU, (), "",
               QT_TRANSLATE_NOOP("MainWindow", "&Host a table\u2026"), _WINDOW,
               command=lambda w: w.host_table()),
    ActionSpec(Action.JOIN_TABLE, Place.GAME_MENU, (), "",
               QT_TRANSLATE_NOOP("MainWindow", "&Join a table\u2026"), _WINDOW,
               command=lambda w: w.join_table()),
    ActionSpec(Action.LEAVE_TABLE, Place.GAME_MENU, (), "",
               QT_TRANSLATE_NOOP("MainWindow", "&Leave the table"), _WINDOW,
               command=lambda w: w.leave_table()),
    ActionSpec(Action.SCORE_SHEET, Place.GAME_MENU, ("Ctrl+K",),
               QT_TRANSLATE_NOOP("Help", "Score sheet"),
               QT_TRANSLATE_NOOP("MainWindow", "&Score sheet"), _WINDOW,
               command=lambda w: w.show_score_sheet()),
    ActionSpec(Action.HAND_SUMMARY, Place.GAME_MENU, (), "",
               QT_TRANSLATE_NOOP("MainWindow", "Hand s&ummary"), _WINDOW,
               command=lambda w: w.show_hand_summary()),
    # a player aid (ui/window/aids.py)
    ActionSpec(Action.HAND_VIEWER, Place.GAME_MENU, (), "",
               QT_TRANSLATE_NOOP("Aids", "Hand viewer\u2026"), "Aids"),
    ActionSpec(Action.STATISTICS, Place.GAME_MENU, ("Ctrl+T",),
               QT_TRANSLATE_NOOP("Help", "Statistics"),
               QT_TRANSLATE_NOOP("MainWindow", "Stat&istics\u2026"), _WINDOW,
               command=lambda w: w.show_statistics()),
    ActionSpec(Action.SETTINGS, Place.GAME_MENU, ("Ctrl+,",),
               QT_TRANSLATE_NOOP("Help", "Settings"),
               QT_TRANSLATE_NOOP("MainWindow", "Se&ttings\u2026"), _WINDOW,
               command=lambda w: w.edit_settings()),
    # StandardKey.Quit is empty on Windows (and offscreen): Ctrl+Q everywhere
    ActionSpec(Action.QUIT, Place.GAME_MENU, ("Ctrl+Q",),
               QT_TRANSLATE_NOOP("Help", "Quit"),
               QT_TRANSLATE_NOOP("MainWindow", "&Quit"), _WINDOW,
               command=lambda w: w.quit()),
    ActionSpec(Action.RULES, Place.HELP_MENU, (QKeySequence.StandardKey.HelpContents,),
               QT_TRANSLATE_NOOP("Help", "Rules"),
               QT_TRANSLATE_NOOP("MainWindow", "&Rules"), _WINDOW,
               command=lambda w: w.show_rules()),
    ActionSpec(Action.SHORTCUTS, Place.HELP_MENU, ("Ctrl+/",),
               QT_TRANSLATE_NOOP("Help", "This list of keys"),
               QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"), _WINDOW,
               command=lambda w: w.show_shortcuts()),
    ActionSpec(Action.LEARN_TO_PLAY, Place.HELP_MENU, (), "",
               QT_TRANSLATE_NOOP("MainWindow", "&Learn to play"), _WINDOW,
               command=lambda w: w.show_lesson()),
    ActionSpec(Action.ABOUT, Place.HELP_MENU, (), "",
               QT_TRANSLATE_NOOP("MainWindow", "&About Samba Desktop"), _WINDOW,
               command=lambda w: w.show_about()),
    ActionSpec(Action.VIEWER_STEP, Place.VIEWER, ("Left", "Right"),
               QT_TRANSLATE_NOOP("Help", "Hand viewer: one move back or forward")),
    ActionSpec(Action.VIEWER_ENDS, Place.VIEWER, ("Home", "End"),
               QT_TRANSLATE_NOOP("Help", "Hand viewer: the deal or the end of the hand")),
    ActionSpec(Action.VIEWER_MARKS, Place.VIEWER, (QKeySequence.StandardKey.MoveToPreviousPage,
                                                   QKeySequence.StandardKey.MoveToNextPage),
               QT_TRANSLATE_NOOP("Help", "Hand viewer: the previous or next flagged move")),
    ActionSpec(Action.VIEWER_CLOSE, Place.VIEWER, ("Esc", "Ctrl+W", QKeySequence.StandardKey.Close),
               QT_TRANSLATE_NOOP("Help", "Hand viewer: close it")),
)

SPECS: dict[Action, ActionSpec] = {spec.action: spec for spec in ACTIONS}


def find(name: str) -> Action | None:
    """The action named ``name`` ("draw"), or None."""
    try:
        return Action(name)
    except ValueError:
        return None


def spec(action: Action) -> ActionSpec:
    """The table's row of ``action``."""
    return SPECS[action]


def label(action: Action) -> str:
    """The words of ``action``'s button or menu entry, in the current language."""
    row = SPECS[action]
    return QCoreApplication.translate(row.context, row.label) if row.label else ""


def does(text: str) -> str:
    """A row's words in the shortcuts dialog, in the current language."""
    return QCoreApplication.translate("Help", text)


def key_text(key: Key) -> str:
    """A key as the platform names it in the player's language ("Ctrl+Z", "Strg+Z", "Entf")."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def bindings(key: Key) -> list[QKeySequence]:
    """Every key sequence ``key`` stands for (a standard key may have several)."""
    if isinstance(key, QKeySequence.StandardKey):
        return list(QKeySequence.keyBindings(key))
    return [QKeySequence(key)]


def key_of(key: Key) -> Qt.Key:
    """The key (without modifiers) of a one-key ``key`` ("Home", PgUp), for a keyPressEvent."""
    sequence: Any = QKeySequence(key)  # (PySide's stub has no QKeySequence.__getitem__)
    return Qt.Key(sequence[0].key())


def shortcut(action: Action) -> Key | None:
    """The key of ``action``'s button or menu entry (None: it has none)."""
    keys = SPECS[action].keys
    return keys[0] if keys else None


def in_place(place: Place) -> list[ActionSpec]:
    """The actions offered in ``place``, in the table's order."""
    return [row for row in ACTIONS if row.place == place]


def bar_actions() -> list[ActionSpec]:
    """The action bar's buttons in order: the table's actions, then the answers."""
    return in_place(Place.BAR) + in_place(Place.ANSWER)


def play_menu_groups() -> list[list[Action]]:
    """The Play menu's actions in groups: the next hand, the moves, then undo and hint (the
    answers to a partner stay on the bar)."""
    moves = in_place(Place.BAR)
    return [[row.action for row in moves if row.group < 0],  # after a hand: the next one
            [row.action for row in moves if 0 <= row.group < PLAY_MENU_AIDS],
            [row.action for row in moves if row.group >= PLAY_MENU_AIDS]]


def shortcut_rows() -> list[tuple[str, str]]:
    """The Keyboard shortcuts dialog's rows: (keys, what they do), every key of the app."""
    rows: list[tuple[str, str]] = []
    for row in ACTIONS:
        if not row.keys and not row.does:
            continue  # a menu entry without a key
        keys = " / ".join(key_text(k) for k in row.keys) if row.keys else ""
        if row.action == Action.DISCARD_BY_DOUBLE_CLICK:
            keys = QCoreApplication.translate("Help", "Double-click")
        elif row.action in (Action.MOVE_CURSOR, Action.VIEWER_STEP):
            keys = "\u2190 \u2192"
        if not row.does and rows:  # shares the row above ("Y / N")
            above_keys, above = rows[-1]
            rows[-1] = (above_keys + " / " + keys, above)
            continue
        rows.append((keys, does(row.does)))
    return rows
