"""JSON form of a game (`Game.to_dict` / `Game.from_dict`) with strict validation.

`game_from_dict` never trusts its input: every field is type- and range-checked, melds are
re-classified, and counts are checked against the deck when the game was dealt from a full
deck. Anything wrong is a `ValueError`; no other exception escapes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CARDS, DECK_COUNTS, NUM_CODES, RED_THREE_CODES, Card
from .kinds import ANSWER, GAME_OVER, IN_PLAY, MELD, Phase
from .melds import classify
from .messages import IllegalMove
from .moves import move_from_dict, move_to_dict
from .rules import Rules
from .scoring import HandResult

if TYPE_CHECKING:
    from .game import Game

FORMAT = "samba-game"
#: 2: the laid red 3s' cards are saved ("red_three_cards"); a game of version 1 has their
#: counts only, and the cards are worked out when it is read (`_laid_red_threes`)
VERSION = 2
_PHASE_NAMES = tuple(phase.value for phase in Phase)
MAX_SCORE = 10**9
MAX_SEED = 2**64  # seeds are saved as JSON integers: |seed| at most this
MAX_HAND_NUMBER = 100_000  # the highest hand number a saved game may have

_KEYS = {
    "format", "version", "rules", "seed", "full_deck", "dealer", "turn", "phase", "hand_number",
    "hands", "stock", "discard", "melds", "red_threes", "red_three_cards", "scores",
    "next_meld_id", "asked", "answer", "must_go_out", "asker", "move_log", "known", "results",
    "winner",
}
#: the fields of a game saved in format version 1
_KEYS_1 = _KEYS - {"red_three_cards"}


def red_threes_in_turn(count: int) -> tuple[int, ...]:
    """``count`` laid red 3s whose suits nothing says (a position set up by their count, a
    game saved before the cards were): diamonds and hearts in turn."""
    return tuple(RED_THREE_CODES[i % 2] for i in range(count))


def _codes_text(counts: list[int]) -> list[str]:
    return [str(CARDS[c]) for c, k in enumerate(counts) for _ in range(k)]


def game_to_dict(g: Game) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": g.rules.to_dict(),
        "seed": g.seed,
        "full_deck": g.full_deck,
        "dealer": g.dealer,
        "turn": g.turn,
        "phase": g.phase.value,
        "hand_number": g.hand_number,
        "hands": [_codes_text(h) for h in g.hands],
        "stock": [str(CARDS[c]) for c in reversed(g.stock)],
        "discard": [str(CARDS[c]) for c in g.pile],
        "melds": [[{"id": m.id, "cards": [str(CARDS[c]) for c in m.codes]} for m in side]
                  for side in g._melds],
        "red_threes": [len(laid) for laid in g.red3],
        "red_three_cards": [[str(CARDS[c]) for c in laid] for laid in g.red3],
        "scores": list(g._scores),
        "next_meld_id": g.next_id,
        "asked": g.asked,
        "answer": g.answer,
        "must_go_out": g.must_out,
        "asker": g.asker,
        "move_log": [[seat, move_to_dict(m)] for seat, m in g.log],
        "known": [_codes_text(k) for k in g.known],
        "results": [r.to_dict() for r in g.results],
        "winner": g._winner,
    }


def _int(value: object, name: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"{name} must be an integer from {lo} to {hi}")
    return value


def _bool(value: object, name: str) -> bool:
    if type(value) is not bool:
        raise ValueError(f"{name} must be true or false")
    return value


def _card_list(value: object, name: str, limit: int = 200) -> list[int]:
    if not isinstance(value, list) or len(value) > limit:
        raise ValueError(f"{name} must be a list of at most {limit} cards")
    out = []
    for text in value:
        if not isinstance(text, str) or len(text) > 3:
            raise ValueError(f"{name} holds something that is not a card")
        out.append(Card.parse(text).code)
    return out


def _counts(codes: list[int]) -> list[int]:
    counts = [0] * NUM_CODES
    for c in codes:
        counts[c] += 1
    return counts


def game_from_dict(cls: type[Game], data: object) -> Game:
    try:
        return _from_dict(cls, data)
    except ValueError:
        raise
    except (RecursionError, MemoryError):
        raise ValueError("game data is too deeply nested or too large") from None
    except Exception as exc:  # noqa: BLE001 - the contract: only ValueError ever escapes
        raise ValueError(f"malformed game data ({type(exc).__name__})") from None


def _from_dict(cls: type[Game], d: object) -> Game:
    if not isinstance(d, dict):
        raise ValueError("game data must be an object")
    if d.get("format") != FORMAT:
        raise ValueError("this is not a saved Samba game")
    version = d.get("version")
    if type(version) is not int:
        raise ValueError("the game data has no format version")
    if version > VERSION:
        raise ValueError(f"the game was saved by a newer version (format {version})")
    if version < 1:
        raise ValueError(f"unknown game format version {version}")
    keys = _KEYS if version >= 2 else _KEYS_1
    if set(d) != keys:
        missing = sorted(keys - set(d))
        extra = sorted(map(str, set(d) - keys))
        raise ValueError(f"game data fields wrong (missing {missing}, unexpected {extra})")
    rules = Rules.from_dict(d["rules"])
    g = cls(rules)
    n, ns = g.nplayers, g.nsides
    seed = d["seed"]
    if seed is not None and (type(seed) is not int or abs(seed) > MAX_SEED):
        raise ValueError("seed must be an integer or null")
    g.seed = seed
    g.full_deck = _bool(d["full_deck"], "full_deck")
    g.dealer = _int(d["dealer"], "dealer", 0, n - 1)
    g.turn = _int(d["turn"], "turn", 0, n - 1)
    if d["phase"] not in _PHASE_NAMES:
        raise ValueError("unknown phase")
    g.phase = Phase(d["phase"])
    g.hand_number = _int(d["hand_number"], "hand_number", 1, MAX_HAND_NUMBER)

    hands = d["hands"]
    if not isinstance(hands, list) or len(hands) != n:
        raise ValueError(f"hands must list {n} hands")
    g.hands = [_counts(_card_list(h, "a hand")) for h in hands]
    g.sizes = [sum(h) for h in g.hands]
    g.stock = list(reversed(_card_list(d["stock"], "the stock")))
    g.pile = _card_list(d["discard"], "the discard pile")

    melds = d["melds"]
    if not isinstance(melds, list) or len(melds) != ns:
        raise ValueError(f"melds must list {ns} sides")
    ids = set()
    next_id = _int(d["next_meld_id"], "next_meld_id", 1, 10**6)
    g._melds = []
    for side in melds:
        if not isinstance(side, list) or len(side) > 200:
            raise ValueError("malformed melds")
        out = []
        for m in side:
            if not isinstance(m, dict) or set(m) != {"id", "cards"}:
                raise ValueError("malformed meld")
            mid = _int(m["id"], "meld id", 1, next_id - 1)
            if mid in ids:
                raise ValueError("two melds share an id")
            ids.add(mid)
            try:
                out.append(classify(_card_list(m["cards"], "a meld"), rules.bolivia, True, mid))
            except IllegalMove as exc:
                raise ValueError(f"a meld on the table is not legal: {exc}") from None
        g._melds.append(out)
    g.next_id = next_id

    red = d["red_threes"]
    if not isinstance(red, list) or len(red) != ns:
        raise ValueError("red_threes must list one count per side")
    counts = [_int(r, "red 3 count", 0, 6 if g.full_deck else 1000) for r in red]
    if version >= 2:
        cards = d["red_three_cards"]
        if not isinstance(cards, list) or len(cards) != ns:
            raise ValueError("red_three_cards must list one side's red 3s per side")
        g.red3 = [tuple(_card_list(laid, "a side's red 3s", 1000)) for laid in cards]
        if any(c not in RED_THREE_CODES for laid in g.red3 for c in laid):
            raise ValueError("a laid red 3 that is not a red 3")
        if [len(laid) for laid in g.red3] != counts:
            raise ValueError("red_three_cards do not match the red 3 counts")
    else:
        g.red3 = [red_threes_in_turn(n) for n in counts]  # worked out below from the deck
    scores = d["scores"]
    if not isinstance(scores, list) or len(scores) != ns:
        raise ValueError("scores must list one score per side")
    g._scores = [_int(s, "score", -MAX_SCORE, MAX_SCORE) for s in scores]

    g.asked = _bool(d["asked"], "asked")
    if d["answer"] is not None:
        _bool(d["answer"], "answer")
    g.answer = d["answer"]
    g.must_out = _bool(d["must_go_out"], "must_go_out")
    g.asker = _int(d["asker"], "asker", -1, n - 1)

    log = d["move_log"]
    if not isinstance(log, list) or len(log) > 100000:
        raise ValueError("malformed move log")
    g.log = []
    for entry in log:
        if not isinstance(entry, list) or len(entry) != 2:
            raise ValueError("malformed move log entry")
        g.log.append((_int(entry[0], "seat in move log", 0, n - 1), move_from_dict(entry[1])))

    known = d["known"]
    if not isinstance(known, list) or len(known) != n:
        raise ValueError("malformed known cards")
    g.known = [_counts(_card_list(k, "known cards")) for k in known]
    for seat in range(n):
        if any(k > h for k, h in zip(g.known[seat], g.hands[seat], strict=True)):
            raise ValueError("known cards are not in the hand")

    results = d["results"]
    if not isinstance(results, list) or len(results) > 100000:
        raise ValueError("malformed hand results")
    g.results = [HandResult.from_dict(r) for r in results]
    for r in g.results:
        if len(r.totals) != ns:
            raise ValueError("a hand result has the wrong number of sides")
    winner = d["winner"]
    if winner is not None:
        _int(winner, "winner", 0, ns - 1)
    g._winner = winner

    if version < 2 and g.full_deck:
        g.red3 = _laid_red_threes(g, counts)
    _check_consistency(g)
    return g


def _held(g: Game) -> list[int]:
    """How many of each card the hands, the stock, the pile and the melds hold."""
    total = [0] * NUM_CODES
    for h in g.hands:
        for c, k in enumerate(h):
            total[c] += k
    for c in g.stock:
        total[c] += 1
    for c in g.pile:
        total[c] += 1
    for side in g._melds:
        for m in side:
            for c in m.codes:
                total[c] += 1
    return total


def _laid_red_threes(g: Game, counts: list[int]) -> list[tuple[int, ...]]:
    """The laid red 3s of a game saved with their counts only, dealt from a full deck: the
    suits the deck still misses (a red 3 not held is laid), given to the sides in order,
    diamonds first. Which side laid which suit was not saved; together they are right."""
    held = _held(g)
    missing = [c for c in RED_THREE_CODES for _ in range(max(0, DECK_COUNTS[c] - held[c]))]
    if len(missing) != sum(counts):  # the check below says what is wrong
        return [red_threes_in_turn(n) for n in counts]
    out = []
    for n in counts:
        out.append(tuple(missing[:n]))
        del missing[:n]
    return out


def _check_consistency(g: Game) -> None:
    finished = g.phase not in IN_PLAY
    # The results are those of the last hands, in order. A deal started again at a later hand
    # (`deal_hand`: "Play this deal") has not played the hands before it, so it has fewer.
    last = g.hand_number - (0 if finished else 1)
    numbers = [r.hand_number for r in g.results]
    if numbers != list(range(last - len(numbers) + 1, last + 1)) or (finished and not numbers):
        raise ValueError("the number of hand results does not match the hand number")
    if g.phase is ANSWER:
        partner = g.partner_of(g.asker) if g.asker >= 0 else None
        if partner is None or partner != g.turn or not g.asked:
            raise ValueError("inconsistent question to the partner")
    elif g.asker != -1:
        raise ValueError("inconsistent question to the partner")
    if g._winner is not None and g.phase is not GAME_OVER:
        raise ValueError("a winner is set while the game goes on")
    if g.answer is not None and not g.asked:
        raise ValueError("an answer without a question")
    if g.phase is MELD and g.sizes[g.turn] == 0:
        raise ValueError("the player to move has no cards")
    if g.full_deck:
        total = _held(g)
        laid = sum(len(r) for r in g.red3)
        held_red = total[RED_THREE_CODES[0]] + total[RED_THREE_CODES[1]]
        if laid + held_red != DECK_COUNTS[RED_THREE_CODES[0]] * 2:
            raise ValueError("the red 3s do not add up to six")
        if any(total[c] > DECK_COUNTS[c] for c in RED_THREE_CODES):
            raise ValueError("more than three red 3s of one suit")
        total[RED_THREE_CODES[0]] = total[RED_THREE_CODES[1]] = DECK_COUNTS[RED_THREE_CODES[0]]
        if total != list(DECK_COUNTS):
            raise ValueError("the cards do not add up to the 162 of three decks and six jokers")
    if g.must_out and g.phase is not MELD:
        raise ValueError("a going-out obligation outside the meld phase")
