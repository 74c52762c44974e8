"""Hand records: a readable text of one hand that reads back to the same deal and moves."""

import random
from pathlib import Path

import pytest

from samba_desktop.engine import Game, Rules, legal_moves, parse_move
from samba_desktop.persistence import Seat
from samba_desktop.persistence.hand_record import (
    HandRecordError,
    MoveReason,
    parse_hand_record,
    read_hand_record,
    record_from_game,
    store_hand_record,
    stored_hands,
    write_hand_record,
)

SEATS = (Seat("human", "normal", "Zdeněk Nový"), Seat("computer", "hard", "Anna"),
         Seat("computer", "easy", "Bruno #2"), Seat("computer", "normal", "Carla"))


def played_hand(seed: int = 12, players: int = 4, rules: Rules | None = None) -> Game:
    rules = rules or Rules(players=players)
    game = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    while game.phase not in ("hand_over", "game_over"):
        options = legal_moves(game)
        melds = [m for m in options if type(m).__name__ not in ("Draw", "Discard")]
        game.apply(rng.choice(melds) if melds and rng.random() < 0.7 else rng.choice(options))
    return game


def test_every_move_reads_back_from_its_text():
    seen = set()
    for seed in range(6):
        game = played_hand(seed)
        for _seat, move in game.move_log:
            assert parse_move(str(move)) == move
            seen.add(type(move).__name__)
    assert {"Draw", "Discard", "Meld", "Extend", "TakePile"} <= seen


def test_a_hand_round_trips_through_its_text():
    game = played_hand(7)
    reason = MoveReason("normal.discard", {"card": "9H", "cost": 4, "chance": 12.5},
                        "Discarded 9H: cheap.\nsecond line")
    record = record_from_game(game, SEATS, reasons={1: reason})
    text = record.to_text()
    assert text.startswith("Samba Desktop hand record 1\n")
    assert "seat 2: computer easy Bruno #2" in text
    assert f"seed: 7\nhand: 1\nscores: 0 0\nmove 1: seat {game.move_log[0][0]}: " in text
    assert ('  # normal.discard {"card": "9H", "cost": 4, "chance": 12.5} Discarded 9H: cheap. '
            'second line') in text
    back = parse_hand_record(text)
    assert back.reasons == {1: MoveReason("normal.discard", reason.params,
                                          "Discarded 9H: cheap. second line")}
    assert back == record.__class__(**{**record.__dict__, "reasons": back.reasons})
    assert back.moves == tuple(game.move_log)
    assert back.scores == (0, 0)


@pytest.mark.parametrize("comment", [
    "Abgeworfen: 9♥, die billigste Karte.",           # an earlier version's translated text
    "normal.discard {not json} Discarded 9H.",        # a key without readable parameters
    'normal.discard {"card": ["9H"]} Discarded 9H.',  # parameters that are not simple values
    "Why: {x}",
])
def test_a_reason_comment_without_key_and_parameters_is_kept_as_its_text(comment):
    game = played_hand(7)
    lines = record_from_game(game, SEATS).to_text().splitlines()
    second = next(i for i, line in enumerate(lines) if line.startswith("move 2:"))
    lines[second] += "  # " + comment
    back = parse_hand_record("\n".join(lines))
    assert back.reasons == {1: MoveReason("", {}, comment)}


def test_the_scores_before_the_hand_are_kept_after_it_ends():
    game = played_hand(8)
    totals = game.hand_result().totals
    record = record_from_game(game, SEATS)
    assert list(record.scores) == [s - t for s, t in zip(game.scores, totals, strict=True)]


def test_rule_options_and_six_players_round_trip():
    rules = Rules(players=6, red_threes="auto", keep_cards=2, bolivia=True, max_hands=None,
                  target_score=5000)
    game = played_hand(3, rules=rules)
    seats = tuple(Seat("computer", "normal", f"P{i}") for i in range(6))
    back = parse_hand_record(record_from_game(game, seats).to_text())
    assert back.rules == rules and back.seats == seats


BAD = [
    ("", "not_a_record"),
    ("Some other file\n", "not_a_record"),
    ("Samba Desktop hand record 1\nrules: players=4 colour=blue\n", "bad_rules"),
    ("Samba Desktop hand record 1\nrules: players=9\n", "bad_rules"),
    ("Samba Desktop hand record 1\nseat 0: robot normal X\n", "bad_seat"),
    ("Samba Desktop hand record 1\nseed: twelve\n", "bad_seed"),
    ("Samba Desktop hand record 1\nwhatever\n", "bad_line"),
]


@pytest.mark.parametrize(("text", "key"), BAD)
def test_a_malformed_record_is_refused_with_its_reason(text, key):
    with pytest.raises(HandRecordError) as info:
        parse_hand_record(text)
    assert info.value.key == key


def test_a_record_with_a_bad_move_or_missing_part_is_refused():
    text = record_from_game(played_hand(4), SEATS).to_text()
    broken = text.replace("move 3: seat", "move 3: seet", 1)
    with pytest.raises(HandRecordError) as info:
        parse_hand_record(broken)
    assert info.value.key == "bad_move" and info.value.line == 12
    lines = text.splitlines()
    lines[11] = lines[11].split(": ", 2)[0] + ": seat 1: fly away"
    with pytest.raises(HandRecordError, match="fly away"):
        parse_hand_record("\n".join(lines))
    with pytest.raises(HandRecordError) as info:
        parse_hand_record(text.replace("seed: 4\n", ""))
    assert info.value.key == "missing" and info.value.detail == "seed"
    with pytest.raises(HandRecordError) as info:
        parse_hand_record(text.replace("seat 3: computer normal Carla\n", ""))
    assert info.value.detail == "seats"


def test_files_and_the_stored_hands_of_the_history(tmp_path: Path):
    record = record_from_game(played_hand(5), SEATS)
    path = write_hand_record(record, tmp_path / "my hand.sambahand")
    assert read_hand_record(path) == record
    (tmp_path / "junk.sambahand").write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(HandRecordError) as info:
        read_hand_record(tmp_path / "junk.sambahand")
    assert info.value.key in ("unreadable", "not_a_record")
    with pytest.raises(HandRecordError) as info:
        read_hand_record(tmp_path / "missing.sambahand")
    assert info.value.key == "unreadable"
    base = tmp_path / "base"
    store_hand_record(record, 3, base)
    store_hand_record(record, 5, base)
    assert [(g, h) for g, h, _ in stored_hands(base)] == [(5, 1), (3, 1)]
    assert read_hand_record(stored_hands(base)[0][2]) == record


def test_a_game_without_a_seed_has_no_record():
    game = Game.setup(Rules(players=2), hands=["4C 5C", "6C 7C"], stock="8C", discard="9C")
    assert record_from_game(game, SEATS[:2]) is None


@pytest.mark.parametrize("sentence", [
    "Kept 9\u00a0♥: the cheapest card.",       # a no-break space, as French and Czech texts have
    "Two  spaces\tand a tab stay as read.",
    "A thin\u2009space and an ideographic\u3000one.",
])
@pytest.mark.parametrize("keyed", [True, False])
def test_a_reason_with_unusual_spaces_is_written_back_as_it_was_read(sentence, keyed):
    game = played_hand(7)
    lines = record_from_game(game, SEATS).to_text().splitlines()
    second = next(i for i, line in enumerate(lines) if line.startswith("move 2:"))
    comment = (f'normal.discard {{"card": "9H", "note": "a\u00a0b\\u2028c"}} {sentence}'
               if keyed else sentence)  # a line break in a value is written escaped
    lines[second] += "  # " + comment
    read = parse_hand_record("\n".join(lines))
    again = parse_hand_record(read.to_text())
    assert again == read, "a record survives its own round trip"
    assert again.reasons[1].text == sentence
    if keyed:
        assert again.reasons[1].params["note"] == "a\u00a0b\u2028c"
