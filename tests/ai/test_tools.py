"""The tournament's went-out counts and Markdown table, and the tuning tool's search space."""

import json

from samba_desktop.ai import tournament, tune
from samba_desktop.ai.normal import DEFAULT, Params


def test_tournament_counts_who_went_out(capsys, tmp_path):
    out = tmp_path / "r.json"
    code = tournament.main(["--pairs", "random:sparring", "--players", "4", "--deals", "3",
                            "--quiet", "--markdown", "--json", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    row = json.loads(out.read_text())["results"][0]
    assert row["went_out_a"] + row["went_out_b"] <= row["hands"]
    assert row["went_out_b"] > row["went_out_a"]  # sparring goes out, random hardly ever
    assert f"went out: A {row['went_out_a']}, B {row['went_out_b']} of {row['hands']} hands" \
        in text
    assert "| random | sparring | 4 | 3 |" in text


def test_tuning_vectors_round_trip_to_params():
    x = tune.from_params(DEFAULT)
    assert all(0.0 <= v <= 1.0 for v in x)
    overrides = tune.to_params([0.0] * len(tune.SPACE))
    assert overrides["out_rush"] is False and isinstance(overrides["keep_pair_below"], int)
    Params(**overrides)  # every override is a field of Params
    assert tune.spec_of({"danger_weight": 1.5}) == "normal@danger_weight=1.5"


def test_tuning_fitness_plays_the_pool():
    overrides = tune.to_params(tune.from_params(DEFAULT))
    f = tune.fitness(overrides, ["random"], [2], 2, 5, None)
    assert f > 0  # Normal beats random


def test_the_playout_bench_reports_speed_and_the_same_digest_each_run(capsys):
    from samba_desktop.ai import playout_bench

    digests = []
    for _ in range(2):
        playout_bench.main(["--iterations", "4", "--deals", "1", "--repeat", "1"])
        out = capsys.readouterr().out
        assert "play-outs/s" in out
        digests.append(out.split("moves digest ")[1].strip())
    assert len(digests[0]) == 12 and digests[0] == digests[1]
