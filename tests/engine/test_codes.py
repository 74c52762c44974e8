"""The integer layer (`engine.codes`) says what the engine's own rules say (hypothesis).

A `LightMeld` takes cards exactly when `melds.extend` lets them join the engine's meld, and then
holds the same numbers as the light form of the extended meld; a new light meld made from a
meld's cards is the light form of the meld the engine classifies; the scoring table is the one
`score_side` scores with.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from samba_desktop.engine import IllegalMove, MeldState
from samba_desktop.engine.codes import (
    JOKER,
    NUM_CODES,
    RANK_ACE,
    WILD_CODES,
    LightMeld,
    code_of,
    in_suit,
    meld_bonus,
    rank_of,
    red_three_points,
    sequence_ends,
    suit_of,
)
from samba_desktop.engine.melds import classify, extend
from samba_desktop.engine.scoring import score_side

codes = st.integers(0, NUM_CODES - 1)


@st.composite
def table_melds(draw: st.DrawFn) -> MeldState:
    """A meld the engine accepts: a group, a sequence, or a wild meld (Bolivia)."""
    shape = draw(st.sampled_from(["group", "sequence", "wild"]))
    if shape == "group":
        rank = draw(st.integers(0, RANK_ACE))
        nat = draw(st.integers(2, 9))
        wild = draw(st.integers(0 if nat >= 3 else 1, min(2, nat // 2)))
        cards = [code_of(rank, draw(st.integers(0, 3))) for _ in range(nat)]
        cards += [draw(st.sampled_from(WILD_CODES)) for _ in range(wild)]
    elif shape == "sequence":
        suit = draw(st.integers(0, 3))
        lo = draw(st.integers(0, RANK_ACE - 2))
        hi = draw(st.integers(lo + 2, min(RANK_ACE, lo + 6)))
        cards = [code_of(r, suit) for r in range(lo, hi + 1)]
    else:
        cards = [draw(st.sampled_from(WILD_CODES)) for _ in range(draw(st.integers(3, 7)))]
    return classify(cards, bolivia=True, going_out=False, meld_id=draw(st.integers(1, 40)))


def numbers(m: LightMeld) -> tuple[object, ...]:
    return (m.id, m.kind, m.rank, m.suit, m.lo, m.hi, m.nat, m.wild, m.n, m.value)


@settings(max_examples=400, deadline=None)
@given(meld=table_melds(), added=st.lists(codes, min_size=1, max_size=4))
def test_a_light_meld_takes_cards_as_the_engine_meld_does(meld: MeldState,
                                                          added: list[int]) -> None:
    light = meld.light().copy()
    try:
        extended = extend(meld, added)
    except IllegalMove:
        before = numbers(light)
        assert not light.add(added)
        assert numbers(light) == before  # refused: unchanged
    else:
        assert light.add(added)
        assert numbers(light) == numbers(extended.to_light())


@settings(max_examples=200, deadline=None)
@given(meld=table_melds())
def test_a_new_light_meld_is_the_light_form_of_the_classified_meld(meld: MeldState) -> None:
    assert numbers(LightMeld.from_codes(meld.codes, meld.id)) == numbers(meld.light())
    black = classify([code_of(12, 0), code_of(12, 3), code_of(12, 0)], False, True, 5)
    assert numbers(LightMeld.from_codes(black.codes, 5)) == numbers(black.light())


@given(code=st.integers(0, 43), step=st.integers(-3, 3))
def test_card_codes_follow_the_cards(code: int, step: int) -> None:
    assert code_of(rank_of(code), suit_of(code)) == code
    other = in_suit(code, step)
    if 0 <= rank_of(code) + step <= RANK_ACE:
        assert (rank_of(other), suit_of(other)) == (rank_of(code) + step, suit_of(code))
    else:
        assert other == -1
    assert (rank_of(JOKER), suit_of(JOKER)) == (13, -1)


@given(meld=table_melds())
def test_sequence_ends_are_the_cards_the_engine_adds(meld: MeldState) -> None:
    light = meld.light()
    for c in range(NUM_CODES):
        try:
            extend(meld, [c])
        except IllegalMove:
            fits = False
        else:
            fits = True
        if light.kind == "sequence":
            assert (c in sequence_ends(meld.lo, meld.hi, meld.suit)) == fits == light.extended_by(c)
        else:
            assert not light.extended_by(c) and light.ends() == []


@given(melds=st.lists(table_melds(), max_size=5), red=st.integers(0, 6), out=st.booleans())
def test_the_scoring_table_is_the_engines(melds: list[MeldState], red: int, out: bool) -> None:
    side = score_side(melds, [[0] * NUM_CODES], red, out, True, (49, 50))
    assert sum(meld_bonus(m.kind) for m in melds) == (side.samba_bonus + side.pure_canasta_bonus
                                                      + side.mixed_canasta_bonus
                                                      + side.bolivia_bonus)
    assert sum(m.light().bonus for m in melds) == sum(meld_bonus(m.kind) for m in melds)
    assert red_three_points(red, side.requirement_met) == side.red_three_points
