"""Features of a position for one side, and the learned linear value of a position.

Used by the Hard level to score play-outs cut short: the value estimates the side's final hand
score minus the other sides' mean, from everything in a (sampled, complete) game. The weights
come from Normal self-play (``python -m samba_desktop.ai.calibrate``).
"""

from __future__ import annotations

from samba_desktop.engine.cards import IS_NATURAL, IS_RED_THREE, IS_WILD, VALUES

BONUS = {"samba": 1500, "pure_canasta": 500, "mixed_canasta": 300, "bolivia": 2500}
SEVEN = frozenset(BONUS)

NAMES = (
    "table_points", "bonuses", "req_met", "red3_scored", "sevens_1",
    "pure3", "pure4", "pure5", "pure6", "mixed3", "mixed4", "mixed5", "mixed6",
    "seq3", "seq4", "seq5", "seq6",
    "hand_value", "hand_cards", "hand_wilds", "hand_pairs", "hand_fits", "red3_held",
    "hand_value_late", "hand_value_threat", "progress_late", "black3_held",
)


def side_features(game, side: int, late: float, threat: float) -> list[float]:
    """Raw features of ``side`` in a complete game (all hands known)."""
    melds = game.melds(side)
    table = 0
    bonuses = 0
    sevens = 0
    pure = [0, 0, 0, 0]
    mixed = [0, 0, 0, 0]
    seq = [0, 0, 0, 0]
    group_ranks = set()
    ends = set()
    for m in melds:
        codes = m.codes
        for c in codes:
            table += VALUES[c]
        k = m.kind
        if k in SEVEN:
            bonuses += BONUS[k]
            sevens += 1
        n = len(codes)
        if k == "group":
            group_ranks.add(m.rank)
            i = min(n, 6) - 3
            if i >= 0:
                (pure if m.wild == 0 else mixed)[i] += 1
        elif k in ("pure_canasta", "mixed_canasta"):
            group_ranks.add(m.rank)
        elif k == "sequence":
            i = min(n, 6) - 3
            if i >= 0:
                seq[i] += 1
            if m.lo > 0:
                ends.add((m.lo - 1) * 4 + m.suit)
            if m.hi < 10:
                ends.add((m.hi + 1) * 4 + m.suit)
    bolivia = game.rules.bolivia
    req = sevens >= 2 and (not bolivia or any(m.kind == "samba" for m in melds))
    red3 = game.red_threes(side)
    red3_scored = (1000 if red3 == 6 else 100 * red3) if req else -100 * red3
    hv = cards = wilds = pairs = fits = held = black = 0
    for seat in range(side, game.num_players, game.num_sides):
        counts = [0] * 53
        for card in game.hand(seat):
            counts[card.code] += 1
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
                if c >> 2 in group_ranks or c in ends:
                    fits += k
            else:
                black += k
        for r in range(11):
            b = r * 4
            if counts[b] + counts[b + 1] + counts[b + 2] + counts[b + 3] >= 2:
                pairs += 1
        held += has_red
    progress = sum(pure) + sum(mixed) + sum(seq)
    return [
        table, bonuses, 1.0 if req else 0.0, red3_scored, 1.0 if sevens == 1 else 0.0,
        *pure, *mixed, *seq,
        hv, cards, wilds, pairs, fits, held,
        hv * late, hv * threat, progress * late, black,
    ]


def game_phase_terms(game, side: int) -> tuple[float, float]:
    """(late, threat): how far the stock is used up (0..1), whether another side may go out."""
    full = 162 - game.num_players * game.rules.hand_size - 1
    late = 1.0 - min(1.0, game.stock_size / full) if full > 0 else 1.0
    threat = 0.0
    for s in range(game.num_sides):
        if s != side:
            sev = sum(1 for m in game.melds(s) if m.kind in SEVEN)
            if sev >= 2:
                threat = 1.0
    return late, threat


def relative_features(game, side: int) -> list[float]:
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


# Weights fitted by `python -m samba_desktop.ai.calibrate --hands 6000 --players 2 3 4 5 6
# --every 0.3` on Normal self-play, one set per number of players (see that module).
WEIGHTS: dict[int, tuple[float, ...]] = {
    # 2 players: 6000 hands, 128246 positions, R^2 0.162 (held-out half: 0.156)
    2: (
        1.4396,  # table_points
        0.8874,  # bonuses
        218.1800,  # req_met
        0.1398,  # red3_scored
        159.7216,  # sevens_1
        104.1573,  # pure3
        169.6626,  # pure4
        284.2239,  # pure5
        324.4435,  # pure6
        104.4962,  # mixed3
        149.2763,  # mixed4
        245.6058,  # mixed5
        278.9646,  # mixed6
        -35.6195,  # seq3
        -15.0598,  # seq4
        133.0098,  # seq5
        415.5201,  # seq6
        1.0170,  # hand_value
        10.0054,  # hand_cards
        43.7252,  # hand_wilds
        18.3286,  # hand_pairs
        131.8354,  # hand_fits
        57.6316,  # red3_held
        0.0345,  # hand_value_late
        -0.8731,  # hand_value_threat
        -120.9662,  # progress_late
        -16.1436,  # black3_held
    ),
    # 3 players: 6000 hands, 249141 positions, R^2 0.216 (held-out half: 0.219)
    3: (
        1.1798,  # table_points
        0.9414,  # bonuses
        230.3834,  # req_met
        0.3381,  # red3_scored
        127.5576,  # sevens_1
        107.2791,  # pure3
        176.9992,  # pure4
        294.8635,  # pure5
        377.5520,  # pure6
        42.3980,  # mixed3
        104.4846,  # mixed4
        230.6978,  # mixed5
        295.6170,  # mixed6
        7.9349,  # seq3
        50.9295,  # seq4
        184.0939,  # seq5
        571.3858,  # seq6
        0.9026,  # hand_value
        14.8202,  # hand_cards
        18.2802,  # hand_wilds
        6.1154,  # hand_pairs
        100.2918,  # hand_fits
        -59.3476,  # red3_held
        0.9051,  # hand_value_late
        -0.3854,  # hand_value_threat
        -154.9182,  # progress_late
        -13.0986,  # black3_held
    ),
    # 4 players: 6000 hands, 105198 positions, R^2 0.224 (held-out half: 0.211)
    4: (
        0.9485,  # table_points
        0.9664,  # bonuses
        -355.6618,  # req_met
        0.1898,  # red3_scored
        -212.4114,  # sevens_1
        -13.1385,  # pure3
        37.0163,  # pure4
        95.1805,  # pure5
        189.5050,  # pure6
        -30.3625,  # mixed3
        -34.6003,  # mixed4
        7.3588,  # mixed5
        60.8999,  # mixed6
        -74.7425,  # seq3
        -12.0443,  # seq4
        99.5437,  # seq5
        354.2608,  # seq6
        0.1502,  # hand_value
        -25.5075,  # hand_cards
        22.6576,  # hand_wilds
        42.2871,  # hand_pairs
        74.0884,  # hand_fits
        15.0772,  # red3_held
        1.6920,  # hand_value_late
        0.1145,  # hand_value_threat
        11.5607,  # progress_late
        29.4923,  # black3_held
    ),
    # 5 players: 6000 hands, 418210 positions, R^2 0.293 (held-out half: 0.290)
    5: (
        1.0486,  # table_points
        0.9593,  # bonuses
        -87.3225,  # req_met
        0.9093,  # red3_scored
        -3.1413,  # sevens_1
        33.8215,  # pure3
        78.9918,  # pure4
        217.6079,  # pure5
        154.6779,  # pure6
        -2.0695,  # mixed3
        32.6952,  # mixed4
        103.6144,  # mixed5
        86.2105,  # mixed6
        -3.0141,  # seq3
        17.9607,  # seq4
        83.7211,  # seq5
        280.0460,  # seq6
        0.8162,  # hand_value
        8.3423,  # hand_cards
        5.4046,  # hand_wilds
        3.3732,  # hand_pairs
        36.3501,  # hand_fits
        -133.6223,  # red3_held
        -0.1243,  # hand_value_late
        -0.7513,  # hand_value_threat
        -51.1717,  # progress_late
        11.9209,  # black3_held
    ),
    # 6 players: 6000 hands, 210291 positions, R^2 0.246 (held-out half: 0.239)
    6: (
        1.2168,  # table_points
        0.9684,  # bonuses
        18.3336,  # req_met
        0.2478,  # red3_scored
        -62.6450,  # sevens_1
        20.8342,  # pure3
        77.3409,  # pure4
        194.8733,  # pure5
        246.2307,  # pure6
        -26.4605,  # mixed3
        5.9469,  # mixed4
        82.9709,  # mixed5
        117.9453,  # mixed6
        -38.1606,  # seq3
        21.7237,  # seq4
        99.4333,  # seq5
        343.1903,  # seq6
        0.6184,  # hand_value
        -8.5079,  # hand_cards
        21.7143,  # hand_wilds
        22.1842,  # hand_pairs
        71.9589,  # hand_fits
        -11.7560,  # red3_held
        -0.1155,  # hand_value_late
        0.2395,  # hand_value_threat
        -69.5926,  # progress_late
        16.3510,  # black3_held
    ),
}


def value(game, side: int, weights=None) -> float:
    """Estimated final hand score of ``side`` minus the other sides' mean."""
    w = weights if weights is not None else (WEIGHTS.get(game.num_players) or WEIGHTS[4])
    f = relative_features(game, side)
    return sum(a * b for a, b in zip(w, f, strict=True))
