"""Features of a position for one side, and the learned linear value of a position.

Used by the Hard level to score play-outs cut short: the value estimates the side's final hand
score minus the other sides' mean, from everything in a (sampled, complete) game. The weights
come from Normal self-play (``python -m samba_desktop.ai.calibrate``).
"""

from __future__ import annotations

from collections.abc import Sequence

from samba_desktop.engine import Game, requirement_met
from samba_desktop.engine.cards import IS_NATURAL, IS_RED_THREE, IS_WILD, VALUES

BONUS = {"samba": 1500, "pure_canasta": 500, "mixed_canasta": 300, "bolivia": 2500}
SEVEN = frozenset(BONUS)

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
        if kind in SEVEN:
            bonuses += BONUS[kind]
            sevens += 1
        n = len(codes)
        if kind == "group":
            group_ranks.add(m.rank)
            i = min(n, 6) - 3
            if i >= 0:
                (pure if m.wild == 0 else mixed)[i] += 1
        elif kind in ("pure_canasta", "mixed_canasta"):
            group_ranks.add(m.rank)
        elif kind == "sequence":
            i = min(n, 6) - 3
            if i >= 0:
                seq[i] += 1
            if m.lo > 0:
                ends.add((m.lo - 1) * 4 + m.suit)
            if m.hi < 10:
                ends.add((m.hi + 1) * 4 + m.suit)
    req = requirement_met((m.kind for m in melds), game.rules.bolivia)
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
    # the player to move: its side's tempo, and the pile it may take right now
    to_move = pile_to_move = pile_take = 0.0
    mover = game.turn
    if game.phase in ("draw", "meld", "answer") and mover % game.num_sides == side:
        to_move = 1.0
        pile = game.discard_pile
        pile_to_move = float(len(pile))
        if game.phase == "draw" and pile and pile[-1].is_natural:
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
    full = 162 - game.num_players * game.rules.hand_size - 1
    late = 1.0 - min(1.0, game.stock_size / full) if full > 0 else 1.0
    threat = 0.0
    for s in range(game.num_sides):
        if s != side:
            sev = sum(1 for m in game.melds(s) if m.kind in SEVEN)
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


# Weights fitted by `python -m samba_desktop.ai.calibrate --hands 6000 --players 2 3 4 5 6
# --every 0.3` on Normal self-play, one set per number of players (see that module); refitted
# on the Normal of commit a83801b (tuned Params, tempo values at 4 and 6 players). On 4,000
# other self-play hands (seeds 200000+) these weights explain R^2 0.279 of the hand scores at
# 4 players and 0.209 at 2, where the weights before explained 0.198 and 0.161. Hard with a
# trial refit on those 4,000 hands (R^2 0.286 / 0.212 there) beat Hard with the old weights by
# +193 per hand at 4 players over 90 deals (+200 [+30; +370] on deals 31-90) and +173
# [-109; +455] at 2 players (50 deals, 100 play-outs per decision; README).
WEIGHTS: dict[int, tuple[float, ...]] = {
    # 2 players: 6000 hands, 124418 positions, R^2 0.219 (held-out half: 0.220)
    2: (
        0.9858,  # table_points
        1.0170,  # bonuses
        376.4853,  # req_met
        0.1489,  # red3_scored
        228.0172,  # sevens_1
        48.8518,  # pure3
        124.9590,  # pure4
        195.3294,  # pure5
        367.1301,  # pure6
        68.2756,  # mixed3
        69.5326,  # mixed4
        242.0846,  # mixed5
        300.0495,  # mixed6
        -0.1572,  # seq3
        98.7709,  # seq4
        253.6552,  # seq5
        664.4821,  # seq6
        2.2790,  # hand_value
        29.3966,  # hand_cards
        89.5841,  # hand_wilds
        -21.3686,  # hand_pairs
        144.2747,  # hand_fits
        -77.2765,  # red3_held
        -4.6239,  # hand_value_late
        -2.0816,  # hand_value_threat
        -191.2613,  # progress_late
        -31.0228,  # black3_held
        16.0493,  # to_move
        0.9249,  # pile_to_move
        54.7761,  # pile_take
    ),
    # 3 players: 6000 hands, 234963 positions, R^2 0.206 (held-out half: 0.212)
    3: (
        0.8886,  # table_points
        0.9537,  # bonuses
        334.5204,  # req_met
        0.2805,  # red3_scored
        177.3257,  # sevens_1
        82.3653,  # pure3
        147.5143,  # pure4
        199.1898,  # pure5
        375.3243,  # pure6
        55.1019,  # mixed3
        94.4508,  # mixed4
        198.1884,  # mixed5
        274.9273,  # mixed6
        36.5216,  # seq3
        123.0940,  # seq4
        238.3176,  # seq5
        570.0635,  # seq6
        1.3144,  # hand_value
        47.8897,  # hand_cards
        30.2080,  # hand_wilds
        -23.8039,  # hand_pairs
        138.3635,  # hand_fits
        -107.3152,  # red3_held
        -1.6315,  # hand_value_late
        -1.3884,  # hand_value_threat
        -160.4322,  # progress_late
        -29.6185,  # black3_held
        4.0575,  # to_move
        0.3580,  # pile_to_move
        55.2070,  # pile_take
    ),
    # 4 players: 6000 hands, 85566 positions, R^2 0.240 (held-out half: 0.233)
    4: (
        1.1900,  # table_points
        0.9662,  # bonuses
        -90.5862,  # req_met
        0.2246,  # red3_scored
        -76.4736,  # sevens_1
        -34.2414,  # pure3
        -15.2931,  # pure4
        27.6821,  # pure5
        207.2163,  # pure6
        13.2690,  # mixed3
        -18.9952,  # mixed4
        31.9489,  # mixed5
        92.7043,  # mixed6
        -104.9059,  # seq3
        -82.9137,  # seq4
        19.4452,  # seq5
        338.4896,  # seq6
        0.9536,  # hand_value
        -22.8365,  # hand_cards
        91.2754,  # hand_wilds
        58.3273,  # hand_pairs
        66.3919,  # hand_fits
        1.9826,  # red3_held
        0.4472,  # hand_value_late
        -0.5214,  # hand_value_threat
        -8.9149,  # progress_late
        30.7103,  # black3_held
        33.2354,  # to_move
        0.6949,  # pile_to_move
        46.6813,  # pile_take
    ),
    # 5 players: 6000 hands, 398100 positions, R^2 0.243 (held-out half: 0.246)
    5: (
        0.9770,  # table_points
        0.9747,  # bonuses
        -51.9781,  # req_met
        0.8758,  # red3_scored
        16.5318,  # sevens_1
        51.7147,  # pure3
        88.3199,  # pure4
        131.4613,  # pure5
        202.7754,  # pure6
        39.6653,  # mixed3
        54.5529,  # mixed4
        109.8011,  # mixed5
        103.6879,  # mixed6
        18.9981,  # seq3
        38.3247,  # seq4
        99.6109,  # seq5
        297.5210,  # seq6
        1.4331,  # hand_value
        17.6659,  # hand_cards
        -2.8489,  # hand_wilds
        4.3410,  # hand_pairs
        60.2568,  # hand_fits
        -157.9201,  # red3_held
        -0.9418,  # hand_value_late
        -1.2594,  # hand_value_threat
        -58.5156,  # progress_late
        9.2119,  # black3_held
        4.3328,  # to_move
        -0.4502,  # pile_to_move
        43.2243,  # pile_take
    ),
    # 6 players: 6000 hands, 183807 positions, R^2 0.232 (held-out half: 0.230)
    6: (
        1.2675,  # table_points
        1.0335,  # bonuses
        103.1365,  # req_met
        0.3607,  # red3_scored
        -7.1032,  # sevens_1
        -5.4533,  # pure3
        41.8126,  # pure4
        104.5682,  # pure5
        235.8996,  # pure6
        -1.4634,  # mixed3
        19.5006,  # mixed4
        90.9598,  # mixed5
        125.4580,  # mixed6
        -38.8813,  # seq3
        -10.7180,  # seq4
        123.7570,  # seq5
        405.9154,  # seq6
        0.9404,  # hand_value
        -6.0782,  # hand_cards
        50.2048,  # hand_wilds
        38.8626,  # hand_pairs
        85.9063,  # hand_fits
        -21.1052,  # red3_held
        0.3834,  # hand_value_late
        -0.2594,  # hand_value_threat
        -43.6381,  # progress_late
        21.1507,  # black3_held
        34.7791,  # to_move
        -0.5900,  # pile_to_move
        51.6186,  # pile_take
    ),
}


def value(game: Game, side: int, weights: Sequence[float] | None = None) -> float:
    """Estimated final hand score of ``side`` minus the other sides' mean."""
    w = weights if weights is not None else (WEIGHTS.get(game.num_players) or WEIGHTS[4])
    f = relative_features(game, side)
    return sum(a * b for a, b in zip(w, f, strict=True))
