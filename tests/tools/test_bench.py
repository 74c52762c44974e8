"""The engine benchmark plays real hands to their end (its speed is reported, not tested)."""

from tools.bench import main, run


def test_benchmark_plays_whole_hands_and_reports_every_figure():
    report = run(hands=3, players=4, seed=7)
    assert report["hands"] == 3
    assert report["moves_per_hand"] > 20  # a hand is many moves: draws, melds, discards
    for key in ("hands_per_second", "moves_per_second", "replay_hands_per_second", "apply_us",
                "copy_us", "view_us"):
        assert report[key] > 0, key
    assert report["contract_moves_per_hand"] > 20
    assert report["contract_hands_per_second"] > 0


def test_contract_player_plays_hands_to_their_end_through_the_public_contract_only():
    import random

    from samba_desktop.engine import Game, Rules
    from tools.bench import play_contract_hand

    for players in (2, 4, 6):
        for seed in range(3):
            game = Game.new(Rules(players=players, red_threes=("manual", "auto")[seed % 2]),
                            seed=seed)
            moves = play_contract_hand(game, random.Random(seed))
            assert game.phase in ("hand_over", "game_over")
            assert moves == len(game.move_log) > 10
            kinds = {type(move).__name__ for _, move in game.move_log}
            assert {"Draw", "Discard"} <= kinds


def test_benchmark_command_line_prints_its_report(capsys):
    assert main(["--hands", "2", "--players", "6"]) == 0
    out = capsys.readouterr().out
    assert "hands per second" in out and "game copy" in out
    assert "contract hands/s" in out


def test_benchmark_reports_contract_play_against_the_engine_alone():
    report = run(hands=2, players=4, seed=3)
    ratio = report["contract_hands_per_second"] / report["replay_hands_per_second"]
    assert abs(report["contract_vs_engine"] - ratio) < 1e-9
