"""The contract race drives two engines alike and reports their speed ratio (not tested)."""

import json
import random

import pytest

from samba_desktop import engine
from samba_desktop.engine import Game, Rules
from tools.contract_drivers import Driver
from tools.contract_race import (
    deals,
    digest,
    first_difference,
    load_engine,
    main,
    moves_played,
    race,
)


def test_a_deal_holds_every_card_once_and_is_the_same_for_the_same_seed():
    for deal in deals([2, 4, 6], 2, seed=5):
        cards = [c for hand in deal.hands for c in hand.split()] + deal.stock.split()
        cards.append(deal.discard)
        assert len(cards) == 162 and cards.count("JK") == 6 and cards.count("AH") == 3
        assert {len(h.split()) for h in deal.hands} == {13 if deal.players == 6 else 15}
    assert deals([4], 3, seed=9) == deals([4], 3, seed=9) != deals([4], 3, seed=10)


def test_drivers_play_whole_hands_through_the_contract_and_the_same_moves_each_time():
    for name in ("sensible", "proposing"):
        hands = deals([2, 3, 6], 1, seed=2)
        first, stuck = moves_played(engine, name, hands)
        again, _ = moves_played(engine, name, hands)
        assert first == again and all(len(log) > 20 for log in first) and stuck == 0
        assert first_difference(first, again) is None


def test_the_moves_do_not_depend_on_the_order_the_engine_gives_a_hand_in():
    # another engine may list a hand in another order: the drivers choose in their own order
    class Reversed:
        def __init__(self, game):
            self._game = game

        def __getattr__(self, name):
            return getattr(self._game, name)

        def hand(self, seat):
            return self._game.hand(seat)[::-1]

    driver = Driver(engine, fallback=False)
    for play in (driver.sensible_hand, driver.proposing_hand):
        logs = []
        for wrap in (lambda g: g, Reversed):
            game = Game.new(Rules(players=4), seed=11)
            logs.append([])
            play(wrap(game), random.Random(3), logs[-1])
        assert logs[0] == logs[1]


def test_a_difference_between_engines_names_the_first_move_where_they_part():
    ours = [[(0, "Draw"), (0, "Discard", ("AH", "H"))]]
    theirs = [[(0, "Draw"), (0, "Discard", ("KS", "S"))]]
    assert first_difference(ours, theirs) == (
        "deal 0, move 2: ours (0, 'Discard', ('AH', 'H')), theirs (0, 'Discard', ('KS', 'S'))")
    assert "hand over" in first_difference([[(0, "Draw")]], [[]])


def test_an_engine_raced_against_itself_agrees_and_reports_a_ratio_with_its_interval():
    result = race(engine, engine, "sensible", deals([2, 4], 2, seed=1), rounds=3)
    assert result.agree and result.difference is None and result.moves > 100
    assert result.ratio_low <= result.ratio <= result.ratio_high
    assert result.ours_hands_per_second > 0 and result.theirs_hands_per_second > 0


def test_command_line_loads_an_engine_by_module_path_and_writes_json(tmp_path, capsys):
    out = tmp_path / "race.json"
    code = main(["--against", "samba_desktop.engine", "--rounds", "2", "--deals", "1",
                 "--proposing-deals", "1", "--players", "2", "--json", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    assert "ours/theirs" in text and "the same moves: yes" in text
    assert [r["driver"] for r in json.loads(out.read_text())] == ["sensible", "proposing"]


def test_an_engine_that_cannot_be_found_is_a_clear_error():
    assert load_engine("here") is engine
    with pytest.raises(SystemExit, match="cannot load the engine"):
        load_engine("no/such/folder:no_such_engine")


def test_the_ratio_interval_is_students_t_and_never_narrower_than_it_between_table_rows():
    import math
    import statistics

    from tools.contract_race import ratio_interval

    def half_width(ratios):
        ratio, low, high = ratio_interval(ratios)
        assert low < ratio < high
        return math.log(high / ratio)

    def sd_of_mean(ratios):
        logs = [math.log(r) for r in ratios]
        return statistics.stdev(logs) / math.sqrt(len(logs))

    three = [1.0, 1.1, 0.9]  # 2 degrees of freedom: t = 4.303
    assert half_width(three) == pytest.approx(4.303 * sd_of_mean(three))
    twenty_three = [1.0, 1.1, 0.95, 1.05] * 5 + [1.0, 1.02, 0.98]  # 22: t = 2.074
    assert half_width(twenty_three) >= 2.074 * sd_of_mean(twenty_three)


def test_the_moves_digest_is_the_same_for_the_same_moves_and_differs_for_others():
    hands = deals([2, 4], 1, seed=3)
    logs, _ = moves_played(engine, "proposing", hands)
    again, _ = moves_played(engine, "proposing", hands)
    assert digest(logs) == digest(again)
    assert digest(logs) != digest([logs[0][:-1], *logs[1:]])
    assert digest(logs) != digest([logs[1], logs[0]])


def test_the_race_reports_the_digest_of_the_moves_and_a_profile_instead_of_rounds(capsys):
    hands = deals([2], 1, seed=1)
    assert race(engine, engine, "sensible", hands, rounds=2).digest == digest(
        moves_played(engine, "sensible", hands)[0])
    code = main(["--against", "samba_desktop.engine", "--profile", "--drivers", "proposing",
                 "--proposing-deals", "1", "--players", "2"])
    assert code == 0
    text = capsys.readouterr().out
    assert "is_legal" in text and "tottime" in text and "ours/theirs" not in text
