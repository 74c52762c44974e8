"""Engine benchmark: ``python -m tools.bench [--hands N] [--players P] [--seed S]``.

Plays complete hands between uniformly random legal players (moves from
`samba_desktop.engine.legal_moves`) with a fixed seed, and reports hands per second, moves per
second, the same hands replayed without choosing moves (the engine alone), random hands played
through the public contract only (ENGINE_CONTRACT.md: `hand`, `melds`, `discard_pile`,
`is_legal`, `apply`, as an outside program drives the engine), the cost of copying a game and
of making a player's view, and random hands by players that propose every move they see and
keep what `is_legal` accepts (most proposals are refused). Single process, one core.
"""

from __future__ import annotations

import argparse
import random
import time

from samba_desktop import engine
from samba_desktop.engine import Game, Move, Rules, legal_moves
from tools.contract_drivers import Driver


def play_random_hand(game: Game, rng: random.Random, record: list[Move] | None = None) -> int:
    """Play the current hand to its end with random legal moves; return the number of moves."""
    moves = 0
    while game.in_play:
        move = rng.choice(legal_moves(game))
        game.apply(move)
        if record is not None:
            record.append(move)
        moves += 1
    return moves


#: the random players that use only the public contract (`tools.contract_drivers`), on this
#: engine (`tools.contract_race` races them on two engines)
_CONTRACT = Driver(engine)
#: a sensible random player: few of its proposals are refused (returns the moves played)
play_contract_hand = _CONTRACT.sensible_hand
#: every move a contract-only player might try now, legal or not
contract_candidates = _CONTRACT.candidates
#: a random player that proposes every move it sees and plays one ``is_legal`` accepts
#: (returns the moves played and the moves proposed)
play_proposing_hand = _CONTRACT.proposing_hand


def run(hands: int, players: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    rules = Rules(players=players)
    total_moves = 0
    played: list[list[Move]] = []
    start = time.perf_counter()
    for i in range(hands):
        game = Game.new(rules, seed=seed * 100003 + i)
        played.append([])
        total_moves += play_random_hand(game, rng, played[-1])
    elapsed = time.perf_counter() - start

    # the same hands again, replaying the moves: the engine alone, without choosing moves
    start = time.perf_counter()
    for i, moves in enumerate(played):
        game = Game.new(rules, seed=seed * 100003 + i)
        for move in moves:
            game.apply(move)
    replay = time.perf_counter() - start

    # random players that use only the public contract (as outside conformance tests do)
    contract_moves = 0
    start = time.perf_counter()
    for i in range(hands):
        game = Game.new(rules, seed=seed * 100003 + i)
        contract_moves += play_contract_hand(game, rng)
    contract = time.perf_counter() - start

    # random players that try every move they can think of (most are refused)
    proposing_moves = proposals = 0
    start = time.perf_counter()
    for i in range(hands):
        game = Game.new(rules, seed=seed * 100003 + i)
        played_here, proposed_here = play_proposing_hand(game, rng)
        proposing_moves += played_here
        proposals += proposed_here
    proposing = time.perf_counter() - start

    # copying a mid-hand game
    game = Game.new(rules, seed=seed)
    for _ in range(60):
        if not game.in_play:
            break
        game.apply(rng.choice(legal_moves(game)))
    n = 20000
    t0 = time.perf_counter()
    for _ in range(n):
        game.copy()
    copy_us = (time.perf_counter() - t0) / n * 1e6
    t0 = time.perf_counter()
    for _ in range(n // 4):
        game.view(game.turn)
    view_us = (time.perf_counter() - t0) / (n // 4) * 1e6
    return {
        "hands": hands,
        "players": players,
        "seconds": elapsed,
        "hands_per_second": hands / elapsed,
        "moves_per_second": total_moves / elapsed,
        "moves_per_hand": total_moves / hands,
        "replay_hands_per_second": hands / replay,
        "apply_us": replay / total_moves * 1e6,
        "contract_hands_per_second": hands / contract,
        "contract_moves_per_hand": contract_moves / hands,
        # contract play against the engine alone: the same machine in both, so a figure to
        # compare between machines
        "contract_vs_engine": (hands / contract) / (hands / replay),
        "proposing_hands_per_second": hands / proposing,
        "proposals_per_hand": proposals / hands,
        "proposing_moves_per_hand": proposing_moves / hands,
        "copy_us": copy_us,
        "view_us": view_us,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=500, help="hands to play (default 500)")
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7))
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    r = run(args.hands, args.players, args.seed)
    print(f"{r['hands']} random {r['players']}-player hands in {r['seconds']:.2f} s")
    print(f"  hands per second : {r['hands_per_second']:8.1f}")
    print(f"  moves per second : {r['moves_per_second']:8.0f}  ({r['moves_per_hand']:.1f} per hand)")
    print(f"  engine alone     : {r['replay_hands_per_second']:8.1f} hands/s when the moves are "
          f"replayed ({r['apply_us']:.1f} us per move, deal included)")
    print(f"  contract hands/s : {r['contract_hands_per_second']:8.1f} hands/s by random players "
          f"using only ENGINE_CONTRACT.md ({r['contract_moves_per_hand']:.1f} moves per hand)")
    print(f"  contract/engine  : {r['contract_vs_engine']:8.2f}  (contract hands/s over engine-alone "
          f"hands/s)")
    print(f"  proposing hands/s: {r['proposing_hands_per_second']:8.1f} hands/s by random players "
          f"that try every move they see ({r['proposals_per_hand']:.0f} proposals, "
          f"{r['proposing_moves_per_hand']:.1f} moves per hand)")
    print(f"  game copy        : {r['copy_us']:8.1f} us")
    print(f"  player view      : {r['view_us']:8.1f} us")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
