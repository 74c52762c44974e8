"""A snapshot of what a seat knows, in the integer form the policies work with.

Built from a `PlayerView` through its public API only, in the engine's integer layer
(`samba_desktop.engine.codes`: card codes, hands as counts per code, `LightMeld`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from samba_desktop.engine import Move, Phase, PlayerView, Rules, requirement_met, seats_of, side_of
from samba_desktop.engine.codes import NUM_CODES, LightMeld, counts_of


@dataclass
class Situation:
    """Everything a policy needs for one decision of ``seat``."""

    seat: int
    nplayers: int
    nsides: int
    phase: Phase
    turn: int
    rules: Rules
    hand: list[int]
    sizes: list[int]
    melds: list[list[LightMeld]]
    pile: list[int]
    stock: int
    scores: list[int]
    red3: list[int]
    unseen: list[int]
    known: list[list[int]]  # per seat: counts of cards publicly known in that hand
    minimum: list[int]
    partner_answer: bool | None
    must_out: bool
    asked: bool
    side: int  # the seat's side (`PlayerView.side`)
    partner: int | None  # the partner's seat (`PlayerView.partner_of`), None without partners
    side_of_seat: tuple[int, ...]  # each seat's side (the engine's `side_of`, as a table)
    log: list[tuple[int, Move]] = field(default_factory=list)  # (seat, move), oldest first

    def next_seat(self, seat: int | None = None) -> int:
        return ((self.seat if seat is None else seat) + 1) % self.nplayers

    def seats_of(self, side: int) -> list[int]:
        """The seats of ``side``, lowest first (the engine's `seats_of`)."""
        return seats_of(side, self.nplayers)

    def has_melded(self, side: int) -> bool:
        return bool(self.melds[side])

    def requirement_met(self, side: int) -> bool:
        return requirement_met((m.kind for m in self.melds[side]), self.rules.bolivia)

    @property
    def hand_size(self) -> int:
        return self.sizes[self.seat]


def situation(view: PlayerView, fast: bool = False) -> Situation:
    """The `Situation` of ``view.seat`` (public information and own hand only).

    ``fast`` leaves out the move log (for play-outs, where the policy does no log inference).
    """
    n = view.num_players
    nsides = view.num_sides
    if fast:
        known = [_ZEROS] * n
    else:
        known = []
        for s in range(n):
            known.append(counts_of(view.known_cards(s)) if s != view.seat else [0] * NUM_CODES)
    scores = view.scores
    return Situation(
        seat=view.seat, nplayers=n, nsides=nsides, phase=view.phase, turn=view.turn,
        rules=view.rules, hand=view.hand_counts, sizes=view.hand_sizes,
        melds=[[m.light() for m in view.melds(side)] for side in range(nsides)],
        pile=[c.code for c in view.discard_pile], stock=view.stock_size, scores=scores,
        red3=[view.red_threes(side) for side in range(nsides)], unseen=view.unseen_counts(),
        known=known, minimum=[view.initial_minimum(side) for side in range(nsides)],
        partner_answer=view.partner_answer, must_out=view.must_go_out,
        asked=view.asked_this_turn, side=view.side, partner=view.partner_of(view.seat),
        side_of_seat=SIDE_TABLES[n], log=[] if fast else view.move_log,
    )


class _SideTables(dict[int, tuple[int, ...]]):
    """Each seat's side by table size (the engine's `side_of`, made once per size and looked up
    in the play-outs' loops at the cost of a subscript)."""

    def __missing__(self, players: int) -> tuple[int, ...]:
        table = self[players] = tuple(side_of(seat, players) for seat in range(players))
        return table


SIDE_TABLES = _SideTables()


_ZEROS = [0] * NUM_CODES
