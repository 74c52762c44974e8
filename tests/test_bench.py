"""The engine benchmark plays real hands to their end (its speed is reported, not tested)."""

from samba_desktop.bench import main, run


def test_benchmark_plays_whole_hands_and_reports_every_figure():
    report = run(hands=3, players=4, seed=7)
    assert report["hands"] == 3
    assert report["moves_per_hand"] > 20  # a hand is many moves: draws, melds, discards
    for key in ("hands_per_second", "moves_per_second", "replay_hands_per_second", "apply_us",
                "copy_us", "view_us"):
        assert report[key] > 0, key


def test_benchmark_command_line_prints_its_report(capsys):
    assert main(["--hands", "2", "--players", "6"]) == 0
    out = capsys.readouterr().out
    assert "hands per second" in out and "game copy" in out
