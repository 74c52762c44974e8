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


def test_proposing_player_tries_every_move_it_sees_and_plays_only_accepted_ones():
    import random

    from samba_desktop.engine import Game, Rules
    from tools.bench import contract_candidates, play_proposing_hand

    for players in (2, 3, 6):
        game = Game.new(Rules(players=players), seed=players)
        moves, proposed = play_proposing_hand(game, random.Random(players))
        assert game.phase in ("hand_over", "game_over")
        assert moves == len(game.move_log) > 10
        assert proposed > 5 * moves  # most proposals are refused: what this workload measures
    game = Game.new(Rules(players=4), seed=1)
    game.apply(next(m for m in contract_candidates(game) if type(m).__name__ == "Draw"))
    kinds = {type(m).__name__ for m in contract_candidates(game)}
    assert {"Discard", "Pass", "AskPartner", "LayRedThree"} <= kinds
    report = run(hands=2, players=4, seed=5)
    assert report["proposing_hands_per_second"] > 0
    assert report["proposals_per_hand"] > report["proposing_moves_per_hand"] > 20
