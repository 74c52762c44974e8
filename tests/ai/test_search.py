"""The Hard level's sampling, budget and position value."""

import json
import random
import time

import pytest

from samba_desktop.ai import create_player
from samba_desktop.ai import normal as N
from samba_desktop.ai.features import NAMES, WEIGHTS, load_weights, relative_features
from samba_desktop.ai.hard import rollout
from samba_desktop.ai.normal import NormalPlayer
from samba_desktop.ai.sampling import HandShape, Shaper, shaped_world
from samba_desktop.ai.situation import situation
from samba_desktop.engine import Draw, Game, Rules, TakePile

from .helpers import midgame


def _multiset(game: Game, seat: int) -> list[str]:
    """Every card the seat cannot see, sorted: other hands and the stock."""
    d = game.to_dict()
    cards = [c for s, h in enumerate(d["hands"]) if s != seat for c in h] + d["stock"]
    # laid red 3s are public only as a count (no suit), so a seat cannot tell which red 3s
    # are still hidden: 3D and 3H count as one kind here
    return sorted("3R" if c in ("3D", "3H") else c for c in cards)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_shaped_worlds_agree_with_the_view(players):
    game = midgame(players)
    seat = game.turn
    view = game.view(seat)
    sit = situation(view)
    for k in range(6):
        world = shaped_world(view, sit, random.Random(k))
        assert world.hand(seat) == game.hand(seat)
        assert [world.hand_size(s) for s in range(players)] == view.hand_sizes
        assert world.stock_size == view.stock_size
        assert world.discard_pile == view.discard_pile
        assert world.move_log == view.move_log
        for s in range(players):
            assert world.melds(s % world.num_sides) == game.melds(s % game.num_sides)
            # cards known from a pile pick-up stay in that hand
            hand = list(world.hand(s))
            for card in view.known_cards(s):
                assert card in hand
                hand.remove(card)
        # the hidden cards are the same cards, only dealt differently
        assert _multiset(world, seat) == _multiset(game, seat)


def test_a_shaper_built_once_deals_the_worlds_of_shaped_world():
    """Hard works the habits out once per decision; the worlds are the same as one by one."""
    game = midgame(4)
    view = game.view(game.turn)
    sit = situation(view)
    shaper = Shaper(sit)
    for k in range(4):
        once = shaper.world(view, random.Random(k)).to_dict()
        assert once == shaped_world(view, sit, random.Random(k)).to_dict()
        assert once != view.determinize(random.Random(k)).to_dict()  # (the shape did work)


def test_shaped_worlds_follow_the_habits_of_play():
    game = midgame(4, seed=8, moves=120)
    seat = game.turn
    view = game.view(seat)
    sit = situation(view)
    bad_uniform = bad_shaped = 0
    for k in range(30):
        for world, tally in ((view.determinize(random.Random(k)), 0),
                             (shaped_world(view, sit, random.Random(k)), 1)):
            n = 0
            for s in range(4):
                if s == seat:
                    continue
                counts = [0] * 53
                for card in world.hand(s):
                    counts[card.code] += 1
                n += len(HandShape(sit, s).bad_cards(counts, sit.known[s]))
            if tally:
                bad_shaped += n
            else:
                bad_uniform += n
    assert bad_shaped < bad_uniform / 2


def test_under_automatic_red_threes_no_sampled_hand_holds_a_red_three_after_its_first_turn():
    # the engine lays a red 3 the moment a player gets it (dealt ones at the start of the
    # seat's first turn), so a sampled world where another seat holds one cannot happen
    game = Game.new(Rules(players=4, red_threes="auto"), seed=11)
    bots = [NormalPlayer(seed=s) for s in range(4)]
    first_turn = set()
    while len(first_turn) < 4 or game.phase != "draw":
        first_turn.add(game.turn)
        game.apply(bots[game.turn].choose(game.view(game.turn)))
    seat = game.turn
    view = game.view(seat)
    sit = situation(view)
    assert sum(view.unseen_counts()[c] for c in (49, 50)) > 0  # red 3s still hidden somewhere
    held = 0
    for k in range(150):
        world = shaped_world(view, sit, random.Random(k))
        held += sum(1 for s in range(4) if s != seat for c in world.hand(s) if c.is_red_three)
    assert held == 0
    # a seat before its first turn may still hold the red 3s it was dealt
    fresh = Game.new(Rules(players=4, red_threes="auto"), seed=11)
    later = (fresh.turn + 1) % 4
    assert HandShape(situation(fresh.view(fresh.turn)), later).accepts([0] * 53, 49)


def test_hard_keeps_to_its_time_budget():
    game = midgame(4, seed=3, moves=40)
    player = create_player("hard", seed=1, time=0.2)
    worst = 0.0
    for _ in range(30):
        if game.phase not in ("draw", "meld", "answer"):
            break
        view = game.view(game.turn)
        start = time.perf_counter()
        move = player.choose(view) if game.turn in (0, 2) else NormalPlayer().choose(view)
        worst = max(worst, time.perf_counter() - start)
        game.apply(move)
    assert worst < 1.0


def test_a_thinking_time_of_zero_means_the_default_as_in_settings():
    """0 has one meaning, Settings' "Automatic": the Hard level's own default, not an unbounded
    search; with an iteration budget the iterations bound it instead."""
    from samba_desktop.ai.hard import DEFAULT_TIME

    assert create_player("hard", seed=1, time=0).time == DEFAULT_TIME
    assert create_player("hard", seed=1).time == DEFAULT_TIME
    assert create_player("hard", seed=1, time=0, iterations=10).time is None


def test_value_weights_cover_every_table_size():
    assert set(WEIGHTS) == {2, 3, 4, 5, 6}
    assert all(len(w) == len(NAMES) for w in WEIGHTS.values())
    game = midgame(4)
    assert len(relative_features(game, 0)) == len(NAMES)


def test_a_value_file_replaces_the_weights_of_the_playouts(tmp_path):
    game = midgame(4, moves=30)
    assert game.in_play
    zero = tmp_path / "zero.json"
    zero.write_text(json.dumps({"4": [0.0] * len(NAMES)}))
    assert load_weights(zero) == {4: (0.0,) * len(NAMES)}
    # a play-out cut short scores 0 with zero weights, and as the committed value without them
    assert rollout(game.copy(), 0, N.DEFAULT, 1, weights=load_weights(zero)[4]) == 0.0
    assert rollout(game.copy(), 0, N.DEFAULT, 1, weights=WEIGHTS[4]) == pytest.approx(
        rollout(game.copy(), 0, N.DEFAULT, 1))
    short = tmp_path / "short.json"
    short.write_text(json.dumps({"2": [1.0, 2.0]}))
    with pytest.raises(ValueError, match="2 weights for 2 players"):
        load_weights(short)


def _replanned_position() -> tuple[Game, list, list]:
    """A meld phase of Normal self-play whose plan, made again after its first move, is not
    the rest of the same plan: (game, the plan, its first move and the plan made after it)."""
    for seed in range(500, 600):
        game = Game.new(Rules(players=2), seed=seed)
        bot = NormalPlayer()
        while game.phase in ("draw", "meld", "answer"):
            if game.phase == "meld":
                plan = N.meld_plan(situation(game.view(game.turn), fast=True), N.DEFAULT)
                if len(plan) > 2 and game.is_legal(plan[0]):
                    after = game.copy()
                    after.apply(plan[0])
                    again = N.meld_plan(situation(after.view(after.turn), fast=True), N.DEFAULT)
                    if after.phase == "meld" and again[:1] != plan[1:2] and after.is_legal(plan[1]):
                        return game, plan, [plan[0], *again]
            game.apply(bot.choose(game.view(game.turn)))
    raise AssertionError("no such position in 100 deals")


def test_playouts_follow_each_meld_plan_while_it_stays_legal():
    game, plan, replanned = _replanned_position()
    seat = game.turn
    turns = {}
    for follow in (True, False):
        g = game.copy()
        start = len(g.move_log)
        rollout(g, seat, N.DEFAULT, depth=0, follow=follow)  # depth 0: the rest of this turn
        turns[follow] = [mv for s, mv in g.move_log[start:] if s == seat]
        assert all(s == seat for s, _ in g.move_log[start:])
    assert turns[True] == plan
    assert turns[False][:2] == replanned[:2] != plan[:2]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_playouts_play_until_the_players_own_next_turn_is_over(players, monkeypatch):
    """At every table size a play-out of Hard that stops before the hand ends is judged after
    the searching player's own next turn (at 2 players after two of them). At 6 players four
    turns used to stop just before it."""
    from samba_desktop.ai import hard

    judged: list[int] = []  # per play-out judged: the turns the searching seat began in it
    root: list[Game] = []

    def value(g: Game, side: int, weights=None) -> float:
        seat = root[0].turn
        starts = sum(1 for s, mv in g.move_log[len(root[0].move_log):]
                     if s == seat and isinstance(mv, (Draw, TakePile)))
        judged.append(starts)
        return 0.0

    monkeypatch.setattr(hard.features, "value", value)
    game = Game.new(Rules(players=players), seed=11)
    bot = NormalPlayer()
    while not judged:  # the first meld phase that Hard searches
        assert game.in_play, "no searched meld phase in the hand"
        if game.phase == "meld":
            root[:] = [game]
            hard.HardPlayer(seed=3, iterations=30).choose(game.view(game.turn))
        game.apply(bot.choose(game.view(game.turn)))
    assert set(judged) == {2 if players == 2 else 1}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_playouts_keep_pairs_for_the_pile_at_three_players(players, monkeypatch):
    """At three players every seat of Hard's play-outs keeps its pairs and triples for the pile
    as the table's Normal does (`normal.THREE`; issue 41: with the three-player value refitted
    on that Normal, Hard is stronger there); the other sizes play `normal.DEFAULT`. With
    ``table_playouts=False`` (a level spec's ``hard@table_playouts=false``) the play-outs play
    `DEFAULT` at every size, as the Hard before it."""
    from dataclasses import replace

    from samba_desktop.ai import hard

    played: list[N.Params] = []
    real = hard.rollout

    def spy(game: Game, root_seat: int, params: N.Params, *args, **kw) -> float:
        played.append(params)
        return real(game, root_seat, params, *args, **kw)

    monkeypatch.setattr(hard, "rollout", spy)
    game = midgame(players, seed=21)
    while game.phase != "meld":
        game.apply(NormalPlayer().choose(game.view(game.turn)))
    view = game.view(game.turn)
    create_player("hard", seed=3, iterations=12).choose(view)
    want = N.THREE if players == 3 else N.DEFAULT
    assert played and set(played) == {replace(want, use_inference=False)}
    played.clear()
    create_player("hard", seed=3, iterations=12, table_playouts=False).choose(view)
    assert played and set(played) == {replace(N.DEFAULT, use_inference=False)}
    assert N.THREE.pile_hold and not N.DEFAULT.pile_hold
