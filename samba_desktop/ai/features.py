"""Features of a position for one side, and the learned linear value of a position.

Used by the Hard level to score play-outs cut short: the value estimates the side's final hand
score minus the other sides' mean, from everything in a (sampled, complete) game. The weights
come from Normal self-play (``python -m tools.calibrate``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from samba_desktop.engine import Game, Phase, requirement_met
from samba_desktop.engine.codes import (
    DECK_SIZE,
    GROUP,
    GROUP_KINDS,
    IS_NATURAL,
    IS_RED_THREE,
    IS_WILD,
    RANK_OF,
    SEQUENCE,
    SEVEN_KINDS,
    VALUES,
    counts_of,
    meld_bonus,
    naturals_by_rank,
    red_three_points,
    sequence_ends,
)

NAMES = (
    "table_points", "bonuses", "req_met", "red3_scored", "sevens_1",
    "pure3", "pure4", "pure5", "pure6", "mixed3", "mixed4", "mixed5", "mixed6",
    "seq3", "seq4", "seq5", "seq6",
    "hand_value", "hand_cards", "hand_wilds", "hand_pairs", "hand_fits", "red3_held",
    "hand_value_late", "hand_value_threat", "progress_late", "black3_held",
    "to_move", "pile_to_move", "pile_take",
)


def side_features(game: Game, side: int, late: float, threat: float) -> list[float]:
    """Raw features of ``side`` in a complete game (all hands known)."""
    melds = game.melds(side)
    table = 0
    bonuses = 0
    sevens = 0
    pure = [0, 0, 0, 0]
    mixed = [0, 0, 0, 0]
    seq = [0, 0, 0, 0]
    group_ranks: set[int] = set()
    ends: set[int] = set()
    for m in melds:
        codes = m.codes
        for c in codes:
            table += VALUES[c]
        kind = m.kind
        if kind in SEVEN_KINDS:
            bonuses += meld_bonus(kind)
            sevens += 1
        n = len(codes)
        if kind == GROUP:
            group_ranks.add(m.rank)
            i = min(n, 6) - 3
            if i >= 0:
                (pure if m.wild == 0 else mixed)[i] += 1
        elif kind in GROUP_KINDS:
            group_ranks.add(m.rank)
        elif kind == SEQUENCE:
            i = min(n, 6) - 3
            if i >= 0:
                seq[i] += 1
            ends.update(sequence_ends(m.lo, m.hi, m.suit))
    req = requirement_met((m.kind for m in melds), game.rules.bolivia)
    red3_scored = red_three_points(game.red_threes(side), req)
    hv = cards = wilds = pairs = fits = held = black = 0
    for seat in game.seats_of(side):
        counts = counts_of(game.hand(seat))
        has_red = False
        for c, k in enumerate(counts):
            if not k:
                continue
            hv += VALUES[c] * k
            cards += k
            if IS_WILD[c]:
                wilds += k
            elif IS_RED_THREE[c]:
                has_red = True
            elif IS_NATURAL[c]:
                if RANK_OF[c] in group_ranks or c in ends:
                    fits += k
            else:
                black += k
        pairs += sum(1 for n in naturals_by_rank(counts) if n >= 2)
        held += has_red
    progress = sum(pure) + sum(mixed) + sum(seq)
    # the player to move: its side's tempo, and the pile it may take right now
    to_move = pile_to_move = pile_take = 0.0
    mover = game.turn
    if game.in_play and game.side_of(mover) == side:
        to_move = 1.0
        pile = game.discard_pile
        pile_to_move = float(len(pile))
        if game.phase == Phase.DRAW and pile and pile[-1].is_natural:
            rank = pile[-1].rank
            pair = sum(1 for c in game.hand(mover) if c.is_natural and c.rank == rank)
            if pair >= 2 and (melds or 3 * pile[-1].value >= game.initial_minimum(side)):
                pile_take = float(len(pile))
    return [
        table, bonuses, 1.0 if req else 0.0, red3_scored, 1.0 if sevens == 1 else 0.0,
        *pure, *mixed, *seq,
        hv, cards, wilds, pairs, fits, held,
        hv * late, hv * threat, progress * late, black,
        to_move, pile_to_move, pile_take,
    ]


def game_phase_terms(game: Game, side: int) -> tuple[float, float]:
    """(late, threat): how far the stock is used up (0..1), whether another side may go out."""
    full = DECK_SIZE - game.num_players * game.rules.hand_size - 1
    late = 1.0 - min(1.0, game.stock_size / full) if full > 0 else 1.0
    threat = 0.0
    for s in range(game.num_sides):
        if s != side:
            sev = sum(1 for m in game.melds(s) if m.kind in SEVEN_KINDS)
            if sev >= 2:
                threat = 1.0
    return late, threat


def relative_features(game: Game, side: int) -> list[float]:
    """Features of ``side`` minus the mean of the other sides'."""
    nsides = game.num_sides
    per = []
    for s in range(nsides):
        late, threat = game_phase_terms(game, s)
        per.append(side_features(game, s, late, threat))
    own = per[side]
    others = [per[s] for s in range(nsides) if s != side]
    k = len(others)
    return [own[i] - sum(o[i] for o in others) / k for i in range(len(own))]


# Weights fitted by `python -m tools.calibrate --hands 6000 --players 2 3 4 5 6
# --every 0.3` on Normal self-play, one set per number of players (see that module); the
# three-player set by `--hands 12000 --players 3 --every 0.3` (issue 41).
WEIGHTS: dict[int, tuple[float, ...]] = {
    # 2 players: 6000 hands, 128246 positions, R^2 0.171 (held-out half: 0.165)
    2: (
        1.4522,  # table_points
        0.8876,  # bonuses
        243.5136,  # req_met
        0.1096,  # red3_scored
        178.5168,  # sevens_1
        114.6466,  # pure3
        185.0234,  # pure4
        302.2429,  # pure5
        343.4135,  # pure6
        115.3821,  # mixed3
        163.9679,  # mixed4
        264.8147,  # mixed5
        301.7855,  # mixed6
        -24.1257,  # seq3
        0.3205,  # seq4
        151.6981,  # seq5
        439.7848,  # seq6
        1.0452,  # hand_value
        6.2957,  # hand_cards
        52.4043,  # hand_wilds
        20.2486,  # hand_pairs
        130.8126,  # hand_fits
        55.1789,  # red3_held
        -0.1221,  # hand_value_late
        -1.2635,  # hand_value_threat
        -142.2829,  # progress_late
        -13.4135,  # black3_held
        45.1981,  # to_move
        0.8120,  # pile_to_move
        44.4945,  # pile_take
    ),
    # 3 players: 12000 hands, 475068 positions, R^2 0.238 (held-out half: 0.239); refitted
    # in issue 41 on the Normal of issue 31 (pairs and triples kept for the pile), seeds
    # 100000-111999, every 0.3; the fit before it (6000 hands of the Normal that laid its
    # pairs) is the frozen hard-v4's
    3: (
        1.2139,  # table_points
        0.9357,  # bonuses
        179.4079,  # req_met
        0.3703,  # red3_scored
        137.9907,  # sevens_1
        93.7244,  # pure3
        127.2400,  # pure4
        185.5252,  # pure5
        333.9757,  # pure6
        95.5001,  # mixed3
        107.8374,  # mixed4
        192.6470,  # mixed5
        241.0795,  # mixed6
        53.4891,  # seq3
        127.9575,  # seq4
        235.4046,  # seq5
        534.4776,  # seq6
        2.6764,  # hand_value
        47.2542,  # hand_cards
        26.3957,  # hand_wilds
        -13.1980,  # hand_pairs
        113.8974,  # hand_fits
        -120.9530,  # red3_held
        -3.5075,  # hand_value_late
        -1.8900,  # hand_value_threat
        -159.8197,  # progress_late
        -34.2831,  # black3_held
        21.1803,  # to_move
        -0.8702,  # pile_to_move
        55.3910,  # pile_take
    ),
    # 4 players: 6000 hands, 105198 positions, R^2 0.232 (held-out half: 0.219)
    4: (
        1.0283,  # table_points
        0.9689,  # bonuses
        -337.1307,  # req_met
        0.1676,  # red3_scored
        -197.1702,  # sevens_1
        -4.2065,  # pure3
        48.2136,  # pure4
        110.0957,  # pure5
        204.7086,  # pure6
        -22.2191,  # mixed3
        -20.8750,  # mixed4
        23.0526,  # mixed5
        77.2585,  # mixed6
        -63.8191,  # seq3
        -0.5011,  # seq4
        114.4569,  # seq5
        366.6273,  # seq6
        0.1862,  # hand_value
        -27.3472,  # hand_cards
        26.1286,  # hand_wilds
        45.2916,  # hand_pairs
        72.8896,  # hand_fits
        5.7650,  # red3_held
        1.6261,  # hand_value_late
        -0.0474,  # hand_value_threat
        -7.9054,  # progress_late
        28.6627,  # black3_held
        59.3663,  # to_move
        -0.8763,  # pile_to_move
        33.4320,  # pile_take
    ),
    # 5 players: 6000 hands, 418210 positions, R^2 0.304 (held-out half: 0.300)
    5: (
        1.0605,  # table_points
        0.9592,  # bonuses
        -80.5057,  # req_met
        0.9029,  # red3_scored
        0.1451,  # sevens_1
        34.4414,  # pure3
        80.1384,  # pure4
        219.0971,  # pure5
        154.1615,  # pure6
        -1.6265,  # mixed3
        34.5173,  # mixed4
        105.6651,  # mixed5
        90.6242,  # mixed6
        -2.0706,  # seq3
        18.9109,  # seq4
        85.7013,  # seq5
        280.1645,  # seq6
        0.8448,  # hand_value
        7.9532,  # hand_cards
        6.6274,  # hand_wilds
        2.6366,  # hand_pairs
        36.4363,  # hand_fits
        -133.1951,  # red3_held
        -0.2130,  # hand_value_late
        -0.7515,  # hand_value_threat
        -50.7893,  # progress_late
        11.2942,  # black3_held
        7.7622,  # to_move
        -0.0210,  # pile_to_move
        36.4407,  # pile_take
    ),
    # 6 players: 6000 hands, 210291 positions, R^2 0.255 (held-out half: 0.248)
    6: (
        1.2606,  # table_points
        0.9717,  # bonuses
        36.9138,  # req_met
        0.2320,  # red3_scored
        -54.4216,  # sevens_1
        27.4365,  # pure3
        85.3004,  # pure4
        204.4205,  # pure5
        255.4002,  # pure6
        -19.2903,  # mixed3
        15.0972,  # mixed4
        93.0569,  # mixed5
        130.5891,  # mixed6
        -31.4360,  # seq3
        29.5601,  # seq4
        108.9509,  # seq5
        353.2717,  # seq6
        0.6574,  # hand_value
        -8.7505,  # hand_cards
        23.3018,  # hand_wilds
        22.6418,  # hand_pairs
        70.8231,  # hand_fits
        -16.8697,  # red3_held
        -0.2238,  # hand_value_late
        0.1852,  # hand_value_threat
        -77.4021,  # progress_late
        14.2618,  # black3_held
        40.2018,  # to_move
        -0.4499,  # pile_to_move
        41.5038,  # pile_take
    ),
}


def value(game: Game, side: int, weights: Sequence[float] | None = None) -> float:
    """Estimated final hand score of ``side`` minus the other sides' mean."""
    w = weights if weights is not None else (WEIGHTS.get(game.num_players) or WEIGHTS[4])
    f = relative_features(game, side)
    return sum(a * b for a, b in zip(w, f, strict=True))


def load_weights(path: str | Path) -> dict[int, tuple[float, ...]]:
    """Weights by number of players from a JSON file as ``calibrate --json`` writes it
    (``{"4": [w, ...], ...}``, one weight per name of `NAMES`)."""
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    out: dict[int, tuple[float, ...]] = {}
    for players, weights in raw.items():
        if len(weights) != len(NAMES):
            raise ValueError(f"{path}: {len(weights)} weights for {players} players, "
                             f"want {len(NAMES)}")
        out[int(players)] = tuple(float(w) for w in weights)
    return out
