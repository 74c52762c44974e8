"""The tournament (level specs, duplicate seats, its report) and the calibration's fit."""

import json

import pytest

from samba_desktop.ai import create_player
from samba_desktop.ai.features import NAMES
from tests.ai.helpers import midgame
from tools import tournament
from tools.calibrate import fit, positions


def test_tournament_runs_and_reports(capsys, tmp_path):
    out = tmp_path / "result.json"
    code = tournament.main(["--pairs", "random:easy", "easy:hard@iterations=4,depth=1",
                            "--players", "2", "4", "--deals", "2", "--quiet",
                            "--json", str(out)])
    text = capsys.readouterr().out
    assert code == 0
    assert "random vs easy, 2 players: 2 duplicate deals" in text
    assert "easy vs hard@iterations=4,depth=1, 4 players" in text
    assert "illegal moves attempted: A 0, B 0" in text
    assert out.exists()


def test_tournament_help_lists_the_levels(capsys):
    with pytest.raises(SystemExit):
        tournament.main(["--help"])
    assert "normal" in capsys.readouterr().out


def test_duplicate_assignments_give_each_level_every_seat():
    for sides in (2, 3, 5):
        plays = tournament.assignments(sides)
        for side in range(sides):
            assert {a[side] for a in plays} == {0, 1}
        assert all(0 in a and 1 in a for a in plays)


def test_level_specs_are_parsed():
    assert tournament.parse_spec("hard@iterations=30,time=none,inference=false") == (
        "hard", {"iterations": 30, "time": None, "inference": False})
    with pytest.raises(ValueError):
        tournament.parse_spec("grandmaster")


def test_calibration_fits_a_value():
    data = positions((11, 4, 1.0)) + positions((12, 4, 1.0))
    weights, r2 = fit(data)
    assert len(weights) == len(NAMES)
    assert r2 > 0


def test_a_value_file_is_a_tournament_option(tmp_path):
    game = midgame(4, moves=30)
    zero = tmp_path / "zero.json"
    zero.write_text(json.dumps({"4": [0.0] * len(NAMES)}))
    # `hard@value=FILE`
    name, options = tournament.parse_spec(f"hard@iterations=8,value={zero}")
    player = create_player(name, seed=1, **options)
    assert player.weights == {4: (0.0,) * len(NAMES)}
    assert game.is_legal(player.choose(game.view(game.turn)))
