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

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    Game,
    LayRedThree,
    Meld,
    Merge,
    Move,
    Pass,
    Rules,
    TakePile,
    TakeTop,
    legal_moves,
)

_GROUP_KINDS = ("group", "mixed_canasta", "pure_canasta")


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


def play_contract_turn(game: Game, rng: random.Random) -> int:
    """One turn of a random player that uses only ENGINE_CONTRACT.md; returns the moves played.

    It reads ``game.turn``, ``game.phase``, ``game.hand(seat)``, ``game.melds(side)`` and
    ``game.discard_pile`` and proposes, each checked with ``game.is_legal`` before
    ``game.apply``: an answer when asked; taking the pile with a natural pair of its top card,
    else a draw; its red 3s; a new group of each rank it holds three naturals of; each natural
    that fits one of its side's groups; the discard of a random card (another one, or a pass,
    when that is not legal).
    """
    seat = game.turn
    phase = game.phase
    if phase == "answer":
        game.apply(Answer(rng.random() < 0.5))
        return 1
    played = 0
    if phase == "draw":
        pile = game.discard_pile
        move: Draw | TakePile = Draw()
        if pile and pile[-1].is_natural:
            rank = pile[-1].rank
            pair = [c for c in game.hand(seat) if c.rank == rank][:2]
            if len(pair) == 2 and game.is_legal(TakePile(pair)):
                move = TakePile(pair)
        game.apply(move)
        played += 1
        if game.phase != "meld":
            return played
    while game.is_legal(LayRedThree()):
        game.apply(LayRedThree())
        played += 1
    hand = game.hand(seat)
    by_rank: dict[str, list[Card]] = {}
    for card in hand:
        if card.is_natural:
            by_rank.setdefault(card.rank, []).append(card)
    for cards in by_rank.values():
        if len(cards) >= 3 and game.is_legal(Meld([cards])):
            game.apply(Meld([cards]))
            played += 1
            if game.phase != "meld":
                return played
            cards.clear()
    groups = {m.cards[0].rank: m.id for m in game.melds(game.side_of(seat))
              if m.kind in _GROUP_KINDS}
    for rank, cards in by_rank.items():
        meld_id = groups.get(rank)
        if meld_id is None:
            continue
        for card in cards:
            extend = Extend(meld_id, [card])
            if game.is_legal(extend):
                game.apply(extend)
                played += 1
                if game.phase != "meld":
                    return played
    hand = game.hand(seat)
    first = rng.randrange(len(hand))
    for card in hand[first:] + hand[:first]:
        discard = Discard(card)
        if game.is_legal(discard):
            game.apply(discard)
            return played + 1
    game.apply(Pass())
    return played + 1


def contract_candidates(game: Game) -> list[Move]:
    """Every move a player who knows only ENGINE_CONTRACT.md might try now, legal or not.

    From what the seat sees (its hand, its side's melds, the pile's top): the answers; the draw,
    the pile with each natural pair of the top card's rank and the top card onto each meld; a
    red 3; asking and passing; every card discarded, every card added to every meld of the side,
    each rank held three times or more laid as a group, and every two melds merged.
    """
    phase = game.phase
    if phase == "answer":
        return [Answer(True), Answer(False)]
    seat = game.turn
    hand = game.hand(seat)
    ids = [m.id for m in game.melds(game.side_of(seat))]
    if phase == "draw":
        moves: list[Move] = [Draw(), LayRedThree()]
        pile = game.discard_pile
        if pile:
            pair = [c for c in hand if c.rank == pile[-1].rank and c.is_natural][:2]
            if len(pair) == 2:
                moves.append(TakePile(pair))
        moves += [TakeTop(i) for i in ids]
        return moves
    moves = [LayRedThree(), AskPartner(), Pass()]
    distinct = sorted(set(hand), key=str)
    moves += [Discard(c) for c in distinct]
    moves += [Extend(i, [c]) for i in ids for c in distinct]
    by_rank: dict[str, list[Card]] = {}
    for card in hand:
        by_rank.setdefault(card.rank, []).append(card)
    moves += [Meld([cards[:3]]) for cards in by_rank.values() if len(cards) >= 3]
    moves += [Merge(a, b) for a in ids for b in ids if a < b]
    return moves


def play_proposing_hand(game: Game, rng: random.Random) -> tuple[int, int]:
    """Play the current hand to its end by a random player that uses only the contract: at each
    step it proposes every `contract_candidates` move, keeps those `game.is_legal` accepts and
    plays one of them at random (a discard only half as often as the other moves, so that
    melds are laid; the engine's `legal_moves` when none is accepted). Returns the moves played and the moves proposed: most proposals are
    refused, so this measures the engine's answers to illegal moves, as a conformance program
    that explores at random does."""
    moves = proposed = 0
    while game.phase not in ("hand_over", "game_over"):
        candidates = contract_candidates(game)
        proposed += len(candidates)
        # (none of them: a position its simple candidates miss, such as a partner's "yes" that
        # must be met by laying two cards at once; the engine's own list then helps it on)
        legal = [m for m in candidates if game.is_legal(m)] or legal_moves(game)
        others = [m for m in legal if not isinstance(m, Discard)]
        move = rng.choice(others if others and rng.random() < 0.5 else legal)
        game.apply(move)
        moves += 1
    return moves, proposed


def play_contract_hand(game: Game, rng: random.Random) -> int:
    """Play the current hand to its end with `play_contract_turn`; return the moves played."""
    moves = 0
    while game.phase not in ("hand_over", "game_over"):
        moves += play_contract_turn(game, rng)
    return moves


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
