"""The tournament's went-out counts, Markdown table and pooled runs, and the tuning tool's search
space."""

import json

import pytest

from samba_desktop.ai.normal import DEFAULT, Params
from tools import tournament, tune


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


def test_runs_of_other_deals_pool_into_the_run_of_all_deals(capsys, tmp_path):
    def run(name: str, seed: int, deals: int) -> str:
        path = str(tmp_path / name)
        assert tournament.main(["--pairs", "easy:random", "--players", "2", "--deals", str(deals),
                                "--seed", str(seed), "--quiet", "--json", path]) == 0
        return path

    def summary(text: str) -> list[str]:  # (think times differ from run to run)
        return text.splitlines()[:3]

    first, second, whole = run("a.json", 1, 2), run("b.json", 3, 2), run("all.json", 1, 4)
    capsys.readouterr()
    assert tournament.main(["--pool", first, second, "--markdown"]) == 0
    pooled = capsys.readouterr().out
    assert tournament.main(["--pool", whole]) == 0
    assert summary(pooled) == summary(capsys.readouterr().out)  # the same deals, CI and counts
    assert "4 duplicate deals" in pooled and "| easy | random | 2 | 4 |" in pooled
    decisions = [json.loads((tmp_path / n).read_text())["results"][0]["decisions_a"]
                 for n in ("a.json", "b.json")]
    assert f"over {sum(decisions)};" in pooled  # the think times of both runs
    with pytest.raises(SystemExit, match="deal seeds in more than one run"):
        tournament.main(["--pool", first, whole])
    old = json.loads((tmp_path / "a.json").read_text())
    for row in old["results"]:
        del row["deal_diffs"]
    (tmp_path / "old.json").write_text(json.dumps(old))
    with pytest.raises(SystemExit, match="cannot be pooled"):
        tournament.main(["--pool", str(tmp_path / "old.json")])


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
    from tools import playout_bench

    digests = []
    for _ in range(2):
        playout_bench.main(["--iterations", "4", "--deals", "1", "--repeat", "1"])
        out = capsys.readouterr().out
        assert "play-outs/s" in out
        digests.append(out.split("moves digest ")[1].strip())
    assert len(digests[0]) == 12 and digests[0] == digests[1]
