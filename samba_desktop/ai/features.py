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


# Weights fitted by samba_desktop.ai.calibrate on Normal self-play (see that module).
# 8,000 hands, 4 players, 143,172 positions; R^2 0.27 (held-out 0.26)
WEIGHTS = (
    1.0816,  # table_points
    1.0805,  # bonuses
    -265.9627,  # req_met
    0.0903,  # red3_scored
    -192.5149,  # sevens_1
    18.5541,  # pure3
    64.0809,  # pure4
    123.0821,  # pure5
    243.5303,  # pure6
    4.5617,  # mixed3
    18.7023,  # mixed4
    69.8779,  # mixed5
    142.7618,  # mixed6
    -46.0483,  # seq3
    32.7650,  # seq4
    143.2418,  # seq5
    483.2589,  # seq6
    -0.0949,  # hand_value
    -6.8477,  # hand_cards
    21.3486,  # hand_wilds
    29.8837,  # hand_pairs
    66.0959,  # hand_fits
    53.5080,  # red3_held
    2.3702,  # hand_value_late
    0.2519,  # hand_value_threat
    -40.4384,  # progress_late
    7.5639,  # black3_held
)


def value(game, side: int, weights=None) -> float:
    w = weights if weights is not None else WEIGHTS
    f = relative_features(game, side)
    return sum(a * b for a, b in zip(w, f, strict=True))
