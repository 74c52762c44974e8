"""Engine benchmark: ``python -m samba_desktop.bench [--hands N] [--players P] [--seed S]``.

Plays complete hands between uniformly random legal players (moves from
`samba_desktop.engine.legal_moves`) with a fixed seed, and reports hands per second, moves per
second, the same hands replayed without choosing moves (the engine alone), the cost of copying
a game and of making a player's view. Single process, one core.
"""

from __future__ import annotations

import argparse
import random
import time

from samba_desktop.engine import Game, Rules, legal_moves


def play_random_hand(game: Game, rng: random.Random, record: list | None = None) -> int:
    """Play the current hand to its end with random legal moves; return the number of moves."""
    moves = 0
    while game.phase not in ("hand_over", "game_over"):
        move = rng.choice(legal_moves(game))
        game.apply(move)
        if record is not None:
            record.append(move)
        moves += 1
    return moves


def run(hands: int, players: int, seed: int) -> dict:
    rng = random.Random(seed)
    rules = Rules(players=players)
    total_moves = 0
    played: list[list] = []
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

    # copying a mid-hand game
    game = Game.new(rules, seed=seed)
    for _ in range(60):
        if game.phase in ("hand_over", "game_over"):
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
    print(f"  game copy        : {r['copy_us']:8.1f} us")
    print(f"  player view      : {r['view_us']:8.1f} us")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
