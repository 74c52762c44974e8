"""Soak benchmarks of the whole application: memory over many games, and event-loop stalls.

``python -m tools.soak --games 8`` plays 8 whole games in one main window (offscreen
unless ``QT_QPA_PLATFORM`` is set), computers in every seat at instant pace, every end-of-hand
and end-of-game dialog answered as a player would (OK, then New game → OK). After each game it
prints the resident memory, the number of Python objects the garbage collector tracks, how
many computer-move tasks, games and player views are still alive, the card pictures and text
layouts the table keeps, and (with glibc) the C heap in use and freed but still held. A
session that does not leak levels off after the first game.

``python -m tools.soak --stall 60 --level hard --pace normal`` lets four computers play
for 60 s while a 5 ms timer measures how late the event loop runs it; prints the worst stall,
the 99th percentile, how many went over 50 ms and a histogram of the stalls; and, since a
shared machine stretches every stall, the CPU the window's thread itself used between two
ticks (what the stall would be on an idle machine) and the load average before and after.
With ``--review`` the coach is given a hand to review in the background all the while (a
recorded hand of four Normal players, seat 0 reviewed as a human's, started again as soon as it
is done), as after each hand of a player at the table; it reports how many decisions were
reviewed. The coach waits while the computers play (`HandReviewer.paused`), so at a table of
computers it reviews nothing while a hand is in play: the stalls then match those without it.

Everything is written below a temporary folder: the player's own settings and history are never
touched.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

PACES = ("instant", "fast", "normal", "slow")
LEVELS = ("easy", "normal", "hard")
STALL_LIMIT_MS = 50.0


def rss_mib() -> float:
    """Resident memory of this process in MiB (peak memory where /proc is not available)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def heap_mib() -> tuple[float, float] | None:
    """C heap of this process (glibc's mallinfo2): MiB in use, and MiB freed but still held
    (which RSS counts until the allocator gives it back); None where it cannot be asked."""
    try:
        import ctypes

        class MallInfo2(ctypes.Structure):
            _fields_ = [(name, ctypes.c_size_t) for name in (
                "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                "uordblks", "fordblks", "keepcost")]

        libc = ctypes.CDLL(None)
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
    except (OSError, AttributeError, TypeError):
        return None
    return (info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20


def tracked_objects() -> int:
    """Objects the garbage collector tracks, the ones frozen at start-up included."""
    return len(gc.get_objects()) + gc.get_freeze_count()


def alive(*type_names: str) -> dict[str, int]:
    """How many objects of each named class the garbage collector still tracks."""
    wanted = set(type_names)
    counts: Counter[str] = Counter()
    for obj in gc.get_objects():
        name = type(obj).__name__
        if name in wanted:
            counts[name] += 1
    return {name: counts[name] for name in type_names}


#: upper ends (ms) of the stall histogram's bins; the last bin has no upper end
STALL_BINS = (5.0, 10.0, 20.0, 30.0, 50.0, 100.0)


def percentile(ordered: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of the sorted, non-empty list ``ordered`` lies."""
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def histogram(stalls: list[float]) -> str:
    """How many stalls fell in each of `STALL_BINS`, as "<5 ms: 6000, 5-10 ms: 90, …".

    >>> histogram([1.0, 7.0, 7.5, 120.0])
    '<5 ms: 1, 5-10: 2, 10-20: 0, 20-30: 0, 30-50: 0, 50-100: 0, >=100: 1'
    """
    counts = [0] * (len(STALL_BINS) + 1)
    for stall in stalls:
        counts[next((k for k, top in enumerate(STALL_BINS) if stall < top), len(STALL_BINS))] += 1
    names = [f"<{STALL_BINS[0]:.0f} ms"] + [f"{lo:.0f}-{hi:.0f}" for lo, hi in
                                            zip(STALL_BINS, STALL_BINS[1:], strict=False)]
    names.append(f">={STALL_BINS[-1]:.0f}")
    return ", ".join(f"{name}: {count}" for name, count in zip(names, counts, strict=True))


class SliceProfile:
    """The CPU the window's thread spent in named steps (the table's refresh and its parts, the
    paint, the side panel, garbage collection) since the last `take`, in ms.

    Each step is timed by wrapping its function in place (`wrap`); a step that calls itself
    again, or a subclass's method that calls its base's, is counted once."""

    def __init__(self) -> None:
        self.now: dict[str, float] = {}
        self._depth: Counter[str] = Counter()
        self._gc_start = 0.0

    def timed(self, label: str, function):
        def step(*args, **kwargs):
            self._depth[label] += 1
            start = time.thread_time()
            try:
                return function(*args, **kwargs)
            finally:
                self._depth[label] -= 1
                if not self._depth[label]:
                    self.now[label] = self.now.get(label, 0.0) \
                        + (time.thread_time() - start) * 1000
        return step

    def wrap(self, owner: object, name: str, label: str | None = None) -> None:
        setattr(owner, name, self.timed(label or name, getattr(owner, name)))

    def on_gc(self, phase: str, _info: dict) -> None:
        if phase == "start":
            self._gc_start = time.thread_time()
        else:
            self.now["gc"] = self.now.get("gc", 0.0) \
                + (time.thread_time() - self._gc_start) * 1000

    def take(self) -> dict[str, float]:
        now, self.now = self.now, {}
        return now


def _install_profile() -> SliceProfile:
    """Time the steps of the window's thread that a computer's move sets off."""
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

    from samba_desktop.qtmodel import game_follower
    from samba_desktop.qtmodel.game_model import GameModel
    from samba_desktop.ui.panel import outlook as outlook_panel
    from samba_desktop.ui.panel import side_panel
    from samba_desktop.ui.table import areas as table_areas
    from samba_desktop.ui.table import scene as table_scene
    from samba_desktop.ui.table import view as table_view
    from samba_desktop.ui.table.items import card as card_item
    from samba_desktop.ui.table.items import decor, plates
    from samba_desktop.ui.window import dispatch, main_window, status_line

    profile = SliceProfile()
    scene = table_scene.TableScene
    for name in ("refresh", "_redecorate", "_reconcile"):
        profile.wrap(scene, name, f"scene.{name}")
    profile.wrap(table_scene.Reuse, "keep_unchanged", "reuse")
    for name in ("panel_entries", "panel_boxes", "frame_table", "hand_groups", "build_panel",
                 "panel_inputs"):
        profile.wrap(table_scene, name)
    for area, builder in list(table_scene._BUILDERS.items()):
        table_scene._BUILDERS[area] = profile.timed(builder.__name__, builder)
    view = table_view.TableView
    view.paintEvent = profile.timed(  # type: ignore[method-assign]
        "view.paint", lambda self, event: QGraphicsView.paintEvent(self, event))
    profile.wrap(card_item.CardItem, "paint", "paint.cards")
    kinds = {kind for module in (decor, plates, table_areas) for kind in vars(module).values()
             if isinstance(kind, type) and issubclass(kind, QGraphicsItem)
             and "paint" in vars(kind) and not issubclass(kind, card_item.CardItem)}
    for kind in kinds:
        profile.wrap(kind, "paint", "paint.decor")
    profile.wrap(side_panel.SidePanel, "refresh", "side_panel")
    profile.wrap(outlook_panel.OutlookChart, "paintEvent", "paint.outlook")
    profile.wrap(game_follower.GameFollower, "save_pending", "autosave")
    dispatcher = dispatch.ChangeDispatcher
    on_changed = dispatcher.changed

    # names the change in the slice ("change.move" 12.0): all the window does for it, in the
    # dispatcher's order (the table's refresh, the recent moves, the tips, the side panel
    # when it is not left for the next slice, and the status line)
    def changed(self, change) -> None:
        profile.timed(f"change.{change.kind}", on_changed)(self, change)

    dispatcher.changed = changed  # type: ignore[method-assign]
    window = main_window.MainWindow
    window.event = profile.timed(  # type: ignore[method-assign]
        "window.event", lambda self, event, base=window.event: base(self, event))
    profile.wrap(status_line.StatusLine, "refresh", "status")
    for name in ("_on_ai_done", "animations_done"):
        profile.wrap(GameModel, name, f"model.{name}")
    gc.callbacks.append(profile.on_gc)
    return profile


def _type_counts() -> Counter[str]:
    return Counter(type(obj).__qualname__ for obj in gc.get_objects())


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tools.soak", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=8, help="whole games to play (default 8)")
    parser.add_argument("--stall", type=float, metavar="SECONDS",
                        help="measure event-loop stalls for SECONDS instead of playing games")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5, 6))
    parser.add_argument("--level", choices=LEVELS, default=None,
                        help="the computers' level (default: normal; hard with --stall)")
    parser.add_argument("--pace", choices=PACES, default=None,
                        help="computer speed (default: instant; normal with --stall)")
    parser.add_argument("--thinking-time", type=float, default=0.0,
                        help="seconds a hard computer may think per move (0: its default)")
    parser.add_argument("--size", default="1280x800", help="window size (default 1280x800)")
    parser.add_argument("--types", action="store_true",
                        help="at the end, list the kinds of objects that grew since game 1")
    parser.add_argument("--review", action="store_true",
                        help="with --stall: the coach is given a hand to review in the background "
                             "all the while (started again whenever it is done)")
    parser.add_argument("--profile", action="store_true",
                        help="with --stall: break the window thread's longest slices down by "
                             "the table's refresh steps, the paint and the side panel")
    return parser.parse_args(argv)


def _window(args: argparse.Namespace, base: Path, level: str, pace: str):
    from samba_desktop.__main__ import build_main_window, settle_memory
    from samba_desktop.persistence.seats import Seat, default_seats
    from samba_desktop.persistence.settings import Settings, save_settings

    seats = tuple(Seat("computer", level, seat.name)
                  for seat in default_seats(args.players))
    save_settings(Settings(players=args.players, seats=seats, animation_speed=pace,
                           ai_thinking_time=args.thinking_time), base)
    window = build_main_window(base)
    settle_memory()  # as the app does once its window is built
    width, height = (int(v) for v in args.size.lower().split("x"))
    window.resize(width, height)
    window.show()
    return window


def _answer_dialogs(on_game_over) -> None:
    """Press OK on whatever modal dialog is open (hand over, game over, new game)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    widget = QApplication.activeModalWidget()
    if not isinstance(widget, QDialog) or not widget.isVisible() \
            or widget.property("soak_answered"):
        return
    widget.setProperty("soak_answered", True)
    if type(widget).__name__ == "GameOverDialog":
        on_game_over()
    # later, not inside this timer's slot: accepting may open the next dialog's own loop
    QTimer.singleShot(0, widget.accept)


def soak_games(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from samba_desktop.ui.table.items.decor import text_layouts

    app = QApplication.instance() or QApplication([sys.argv[0]])
    level, pace = args.level or "normal", args.pace or "instant"
    rows: list[tuple[int, int, float, int, dict[str, int]]] = []
    with tempfile.TemporaryDirectory(prefix="samba-soak-") as folder:
        window = _window(args, Path(folder), level, pace)
        model = window.model
        hands = 0
        first_types: Counter[str] = Counter()
        loop = QEventLoop()
        finished = {"games": 0}

        def count_hand(_result: object) -> None:
            nonlocal hands
            hands += 1

        def game_over() -> None:
            finished["games"] += 1
            loop.quit()

        model.hand_over.connect(count_hand)
        answerer = QTimer()
        answerer.timeout.connect(lambda: _answer_dialogs(game_over))
        answerer.start(5)
        window.commands.start_or_resume()
        print(f"{args.games} games, {args.players} computers ({level}), {pace} pace, "
              f"window {args.size}", flush=True)
        print(f"{'game':>4} {'hands':>5} {'s':>6} {'RSS MiB':>8} {'objects':>9} "
              f"{'AiTask':>6} {'Game':>5} {'PlayerView':>10} {'widgets':>7} {'items':>6} "
              f"{'pictures':>12} {'texts':>5} {'heap MiB':>8} {'held':>5}", flush=True)
        gc.collect()
        start_rss, start_objects = rss_mib(), tracked_objects()
        print(f"{'0':>4} {'':>5} {'':>6} {start_rss:8.1f} {start_objects:9d}", flush=True)
        started = time.perf_counter()
        while finished["games"] < args.games:
            before = finished["games"]
            loop.exec()
            if finished["games"] == before:
                break
            gc.collect()
            counts = alive("AiTask", "Game", "PlayerView")
            counts["widgets"] = len(QApplication.allWidgets())
            counts["items"] = len(window.scene.items())
            seconds = time.perf_counter() - started
            rows.append((finished["games"], hands, rss_mib(), tracked_objects(), counts))
            heap = heap_mib()
            renderer_mib = window.scene.renderer.cache_bytes() / 2**20
            print(f"{finished['games']:>4} {hands:>5} {seconds:6.1f} {rows[-1][2]:8.1f} "
                  f"{rows[-1][3]:9d} {counts['AiTask']:>6} {counts['Game']:>5} "
                  f"{counts['PlayerView']:>10} {counts['widgets']:>7} {counts['items']:>6} "
                  f"{window.scene.renderer.cache_size():>4} {renderer_mib:4.1f} MiB "
                  f"{text_layouts():>5} "
                  + (f"{heap[0]:8.1f} {heap[1]:5.1f}" if heap is not None else ""),
                  flush=True)
            if finished["games"] == 1 and args.types:
                first_types = _type_counts()
            started = time.perf_counter()
            hands = 0
        if args.types and finished["games"] > 1:
            grown = Counter(_type_counts())
            grown.subtract(first_types)
            print("grown since game 1:", ", ".join(
                f"{name} {count:+d}" for name, count in grown.most_common(12) if count > 0))
        # the last game's dialogs are still being answered (OK, then New game: OK), so that
        # none of them is left waiting for a click that never comes
        app.processEvents()
        answerer.stop()
        window.close()
        app.processEvents()
    if len(rows) >= 2:
        first, last = rows[0], rows[-1]
        games = last[0] - first[0]
        print(f"after game 1: RSS {last[2] - first[2]:+.1f} MiB, "
              f"objects {(last[3] - first[3]) / games:+.0f} per game", flush=True)
    return 0


def measure_stalls(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    level, pace = args.level or "hard", args.pace or "normal"
    load_before = os.getloadavg()[0]
    profile = _install_profile() if args.profile else None
    steps: list[dict[str, float]] = []  # with --profile: what each gap's CPU went to
    with tempfile.TemporaryDirectory(prefix="samba-soak-") as folder:
        window = _window(args, Path(folder), level, pace)
        answerer = QTimer()
        answerer.timeout.connect(lambda: _answer_dialogs(lambda: None))
        answerer.start(100)
        window.commands.start_or_resume()
        reviews = _keep_reviewing(window.model, args.players) if args.review else None
        clock = QElapsedTimer()
        gaps: list[float] = []
        busy: list[float] = []  # ms of CPU the window's thread itself used in each gap
        last = [0.0, time.thread_time()]

        def tick() -> None:
            now, cpu = clock.nsecsElapsed() / 1e6, time.thread_time()
            gaps.append(now - last[0])
            busy.append((cpu - last[1]) * 1000)
            last[0], last[1] = now, cpu
            if profile is not None:
                steps.append(profile.take())

        first_paint = _first_paint_watch(gaps)
        window.view.viewport().installEventFilter(first_paint)
        ticker = QTimer()
        ticker.setTimerType(Qt.TimerType.PreciseTimer)
        ticker.setInterval(5)
        ticker.timeout.connect(tick)
        loop = QEventLoop()
        QTimer.singleShot(int(args.stall * 1000), loop.quit)
        clock.start()
        ticker.start()
        loop.exec()
        ticker.stop()
        answerer.stop()
        moves = len(window.model.think_times)
        if reviews is not None:
            reviews.stop()
        window.close()
        app.processEvents()
    # a 5 ms timer that fires after g ms was held up by g - 5 ms
    stalls = sorted(max(0.0, g - 5.0) for g in gaps[1:])
    worst = sorted(zip(gaps[1:], busy[1:], strict=True), reverse=True)[:5]
    if not stalls:
        print("no timer ticks measured")
        return 1
    p99 = percentile(stalls, 0.99)
    p50 = stalls[len(stalls) // 2]
    over = sum(1 for s in stalls if s >= STALL_LIMIT_MS)
    cpu = sorted(busy[1:])
    print(f"{args.stall:.0f} s, {args.players} computers ({level}), {pace} pace, "
          f"{moves} computer moves, {len(stalls)} ticks of 5 ms")
    print(f"stall: worst {stalls[-1]:.1f} ms, p99 {p99:.1f} ms, median {p50:.1f} ms, "
          f"{over} at or over {STALL_LIMIT_MS:.0f} ms")
    print("stalls by length: " + histogram(stalls))
    print(f"CPU the window's thread used between two ticks: worst {cpu[-1]:.1f} ms, "
          f"p99 {percentile(cpu, 0.99):.1f} ms (what a stall would be on an idle machine)")
    print("longest gaps (ms between ticks / ms of CPU the window's thread used in them): "
          + ", ".join(f"{g:.0f}/{b:.0f}" for g, b in worst))
    first = first_paint.gap
    if first is not None and 1 <= first < len(gaps) - 1:
        # before its first paint the window is not on the screen: nothing can wait for it
        print(f"the window's first paint (the whole table and panel, before any move): a gap "
              f"of {gaps[first]:.0f} ms, {busy[first]:.1f} ms of CPU")
        play = sorted(max(0.0, g - 5.0) for g in gaps[first + 1:])
        play_cpu = sorted(busy[first + 1:])
        print(f"in play (after the first paint): worst stall {play[-1]:.1f} ms, p99 "
              f"{percentile(play, 0.99):.1f} ms, "
              f"{sum(1 for g in play if g >= STALL_LIMIT_MS)} at or over "
              f"{STALL_LIMIT_MS:.0f} ms; worst CPU between two ticks {play_cpu[-1]:.1f} ms, p99 "
              f"{percentile(play_cpu, 0.99):.1f} ms")
    if reviews is not None:
        print(f"the coach reviewed in the background: {reviews.hands} whole hands and "
              f"{reviews.decisions} decisions in all (a hand of {reviews.total} decisions)")
    print(f"machine load average: {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, "
          f"on {os.cpu_count()} CPUs")
    if profile is not None:
        _print_profile(busy[1:], steps[1:], gaps[1:])
    return 0 if over == 0 else 2


class _Reviews:
    """Counts the reviews the coach finished (`_keep_reviewing`)."""

    def __init__(self) -> None:
        self.hands = 0
        self.decisions = 0
        self.total = 0
        self.running = True

    def stop(self) -> None:
        self.running = False


def _keep_reviewing(model, players: int) -> _Reviews:
    """Let the table's coach review one recorded hand over and over in the background."""
    from samba_desktop.qtmodel.review_worker import reviewer_of
    from tools.review_measure import play

    reviewer = reviewer_of(model)
    assert reviewer is not None, "the coach is not attached to the table"
    reviewer.keeper = None  # the soak's reviews are not the game's: kept nowhere
    record = play("normal", players, 3100)
    counts = _Reviews()

    def progress(_hand: int, done: int, total: int) -> None:
        counts.total = total
        if done:
            counts.decisions += 1

    def again(_hand: int) -> None:
        counts.hands += 1
        if counts.running:
            reviewer.start(record)

    reviewer.progress.connect(progress)
    reviewer.reviewed.connect(again)
    reviewer.start(record)
    return counts


def _first_paint_watch(gaps: list[float]):
    """An event filter for the table's viewport that notes in which gap between two ticks
    (``gaps[k]``, as ``k``) the table is painted the first time, in its ``gap``."""
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.gap: int | None = None

        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
            if self.gap is None and event.type() == QEvent.Type.Paint:
                self.gap = len(gaps)  # the gap being measured now: the next one appended
            return False

    return FirstPaint()


def _print_profile(busy: list[float], steps: list[dict[str, float]], gaps: list[float],
                   shown: int = 8) -> None:
    """The longest slices of the window's thread, step by step (steps nest: the refresh holds
    the builders, the paint holds the items' paint)."""
    print(f"the {shown} slices with the most CPU of the window's thread (ms):")
    order = sorted(range(len(busy)), key=lambda k: busy[k], reverse=True)[:shown]
    at = [0.0]
    for gap in gaps:
        at.append(at[-1] + gap / 1000)
    for k in order:
        parts = ", ".join(f"{name} {ms:.1f}" for name, ms in
                          sorted(steps[k].items(), key=lambda item: -item[1]) if ms >= 0.5)
        print(f"  {busy[k]:5.1f} at {at[k + 1]:4.1f} s: {parts}")
    moves = [k for k, slice_steps in enumerate(steps) if "scene.refresh" in slice_steps]
    if moves:
        cpu = sorted(busy[k] for k in moves)
        print(f"{len(moves)} slices with a refresh of the table: median {percentile(cpu, 0.5):.1f}"
              f" ms, p90 {percentile(cpu, 0.9):.1f} ms, worst {cpu[-1]:.1f} ms; the median of "
              "each step in them (ms): " + ", ".join(
                  f"{name} {percentile(sorted(steps[k].get(name, 0.0) for k in moves), 0.5):.1f}"
                  for name in sorted({n for k in moves for n in steps[k]},
                                     key=lambda n: -sum(steps[k].get(n, 0.0) for k in moves))))
    worst: dict[str, float] = {}
    for slice_steps in steps:
        for name, ms in slice_steps.items():
            worst[name] = max(worst.get(name, 0.0), ms)
    print("worst per step (ms): " + ", ".join(
        f"{name} {ms:.1f}" for name, ms in sorted(worst.items(), key=lambda item: -item[1])))


def main(argv: list[str] | None = None) -> int:
    from samba_desktop.__main__ import tune_threads

    args = _parse(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tune_threads()  # as the app itself runs
    if args.stall is not None:
        return measure_stalls(args)
    return soak_games(args)


if __name__ == "__main__":
    sys.exit(main())
