"""The tournament levels (sparring and the frozen yardsticks v1 to v4): legal, deterministic,
and the frozen ones play exactly as the code of their commit did."""

import subprocess
import sys
from pathlib import Path

import pytest

from samba_desktop.ai import LEVELS, create_player, register_level
from samba_desktop.ai.registry import APP_LEVELS
from samba_desktop.engine import Game, Rules
from tests.ai.helpers import all_rules, play_hand, seat_players
from tools.frozen import V2_COMMIT, V3_COMMIT, V4_COMMIT
from tools.levels import YARDSTICKS, register_yardsticks


def _rules_id(rules: Rules) -> str:
    return (f"{rules.players}p-{rules.red_threes}-keep{rules.keep_cards}"
            f"{'-bolivia' if rules.bolivia else ''}")


def test_the_app_knows_its_own_levels_and_the_tools_register_their_yardsticks():
    # the app alone (a fresh interpreter, nothing of tools/ imported)
    app = subprocess.run([sys.executable, "-c", "import samba_desktop.ai as ai; print(*ai.LEVELS)"],
                         cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True,
                         check=True).stdout.split()
    assert app == ["random", "easy", "normal", "hard"]
    assert set(APP_LEVELS) == {"easy", "normal", "hard"}
    # registered here by tests/conftest.py, as the tournament registers them
    assert {"sparring", "normal-v1", "hard-v1", "hard-v2", "normal-v3", "hard-v3",
            "hard-v4"} <= set(LEVELS)
    register_yardsticks()  # again: nothing changes
    assert [name for name in LEVELS if name not in app] == list(YARDSTICKS)
    with pytest.raises(ValueError, match="already registered"):
        register_level("hard-v2", lambda seed, **options: create_player("hard", seed))


@pytest.mark.parametrize("rules", all_rules(), ids=_rules_id)
def test_sparring_plays_legal_hands(rules):
    for seed in range(3):
        game = Game.new(rules, seed=seed)
        play_hand(game, seat_players("sparring", rules.players, seed))
        assert game.hand_result() is not None


@pytest.mark.parametrize("rules", [Rules(players=n) for n in (2, 3, 4, 5, 6)]
                         + [Rules(players=4, red_threes="auto", keep_cards=2),
                            Rules(players=6, bolivia=True)], ids=_rules_id)
def test_frozen_levels_play_legal_hands(rules):
    game = Game.new(rules, seed=12)
    players = [create_player("normal-v1", seed=s) if s % 2 == 0
               else create_player("hard-v1", seed=s, iterations=6, depth=1)
               for s in range(rules.players)]
    play_hand(game, players)
    assert game.hand_result() is not None


def test_hard_v2_is_the_hard_of_its_commit_and_plays_legal_hands():
    rules = Rules(players=4, keep_cards=2)
    game = Game.new(rules, seed=13)
    players = [create_player("hard-v2", seed=s, iterations=6, depth=1) if s % 2 == 0
               else create_player("normal", seed=s) for s in range(rules.players)]
    assert players[0].level == "hard-v2" and players[0].commit == V2_COMMIT
    play_hand(game, players)
    assert game.hand_result() is not None


def test_the_v3_levels_are_those_of_their_commit_and_play_legal_hands():
    rules = Rules(players=3)
    game = Game.new(rules, seed=14)
    players = [create_player("hard-v3", seed=0, iterations=6, depth=1),
               create_player("normal-v3", seed=1), create_player("normal", seed=2)]
    assert [p.commit for p in players[:2]] == [V3_COMMIT, V3_COMMIT]
    assert [p.level for p in players[:2]] == ["hard-v3", "normal-v3"]
    play_hand(game, players)
    assert game.hand_result() is not None


def _moves(levels, seed: int, players: int, **options) -> list[str]:
    game = Game.new(Rules(players=players), seed=seed)
    seats = [create_player(levels[s % len(levels)], seed=s, **options) for s in range(players)]
    out: list[str] = []
    play_hand(game, seats, on_move=lambda seat, view, move: out.append(f"{seat}:{move}"))
    return out


@pytest.mark.parametrize("level", ["sparring", "normal-v1"])
def test_same_seed_same_game(level):
    assert _moves([level], 7, 4) == _moves([level], 7, 4)


def test_the_frozen_normal_differs_from_sparring():
    assert _moves(["normal-v1"], 3, 2) != _moves(["sparring"], 3, 2)


def test_normal_with_the_v1_params_plays_as_the_frozen_normal():
    from dataclasses import asdict

    from samba_desktop.ai.normal import V1

    for players in (2, 4):
        assert _moves(["normal"], 4, players, **asdict(V1)) == _moves(["normal-v1"], 4, players)


@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_normal_plays_as_the_v3_normal_except_at_three_players(players):
    # the three-player rule of issue 31 (pairs and triples kept for the pile) is gated to 3
    assert _moves(["normal"], 5, players) == _moves(["normal-v3"], 5, players)


@pytest.mark.parametrize("players", [2, 4])
def test_hard_plays_as_the_v3_hard_except_at_three_players(players):
    options = {"iterations": 6, "depth": 1}
    assert _moves(["hard"], 5, players, **options) == _moves(["hard-v3"], 5, players, **options)


@pytest.mark.parametrize("players", [2, 4])
def test_hard_plays_as_the_v4_hard_except_at_three_players(players):
    # issue 41: at three players Hard's play-outs keep pairs for the pile, valued by a refit of
    # the three-player position value; the other sizes play as before
    options = {"iterations": 6, "depth": 1}
    assert create_player("hard-v4", seed=0).commit == V4_COMMIT
    assert _moves(["hard"], 5, players, **options) == _moves(["hard-v4"], 5, players, **options)


def test_hard_at_three_players_is_hard_v4_with_the_refitted_value_and_pair_keeping_playouts(
        tmp_path):
    """Issue 41 changed two things of Hard at three players and nothing else: the position value
    refitted on today's Normal, and play-outs that keep pairs for the pile. Given hard-v4's
    three-player value and ``table_playouts=False``, Hard plays as hard-v4 there; as shipped,
    it does not."""
    import json

    from samba_desktop.ai import features
    from tools.frozen import load

    old = load(V4_COMMIT).ai.features.WEIGHTS[3]
    assert tuple(old) != features.WEIGHTS[3]
    path = tmp_path / "v4-three.json"
    path.write_text(json.dumps({"3": list(old)}), encoding="utf-8")
    options = {"iterations": 6, "depth": 1}
    before = _moves(["hard-v4"], 5, 3, **options)
    assert _moves(["hard"], 5, 3, value=str(path), table_playouts=False, **options) == before
    assert _moves(["hard"], 5, 3, **options) != before


def _partner_answers(monkeypatch, level: str, players: int, **options):
    """The answer of ``level`` (with ``options``) to "May I go out?" from a partner who holds
    10 points, at a table of ``players`` where six players say "yes" only with an empty hand;
    and the player."""
    from dataclasses import replace

    from samba_desktop.ai import normal as N
    from samba_desktop.engine import AskPartner

    monkeypatch.setitem(N.BY_PLAYERS, 6, replace(N.DEFAULT, answer_max_penalty=0,
                                                 answer_margin=10 ** 6))
    hands = ["8H 8S 8D 6C", "5C 5H", "4D 4S", "4C 5D", "TD TH", "9C 9D"]
    game = Game.setup(Rules(players=players), hands=hands[:players],
                      stock="AC AH AS KS QH JS TS 8H " * 5, discard="4C", phase="meld",
                      melds={0: ["AC AD AH AS AC AD AH", "QC QD QH QS QC QD JK"]})
    game.apply(AskPartner())
    player = create_player(level, seed=1, **options)
    return player.choose(game.view(game.turn)), player


def test_normal_plays_the_params_of_the_table_size(monkeypatch):
    # a partner at six players answers by that size's values, the level spec's overrides on top
    from samba_desktop.engine import Answer

    def answer(players: int, **options) -> Answer:
        return _partner_answers(monkeypatch, "normal", players, **options)[0]

    assert answer(4) == Answer(True)  # the partner holds 10 points
    assert answer(6) == Answer(False)
    assert answer(6, answer_max_penalty=20) == Answer(True)


def test_hard_starts_its_search_from_the_params_of_the_table_size(monkeypatch):
    # Hard's first candidate (the plan it keeps unless the search finds a clearly better one)
    # is Normal's choice with the values of the table size; its play-outs keep Normal's default
    from dataclasses import replace

    from samba_desktop.ai import normal as N
    from samba_desktop.engine import Answer

    def answer(players: int, **options) -> Answer:
        # the search may not leave its first candidate: min_gain is out of reach
        move, hard = _partner_answers(monkeypatch, "hard", players, iterations=4,
                                      min_gain=10 ** 9, **options)
        assert hard.rollout_params == replace(N.DEFAULT, use_inference=False)
        return move

    assert answer(4) == Answer(True)  # the partner holds 10 points
    assert answer(6) == Answer(False)
    assert answer(6, params=N.DEFAULT) == Answer(True)  # given values are played at any size
