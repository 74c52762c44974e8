"""tools/net_bench: the network benchmark measures what it says (small runs)."""

from __future__ import annotations

from tools import net_bench


def test_percentiles_pick_from_the_sorted_values():
    values = [float(v) for v in range(100, 0, -1)]
    assert net_bench._percentile(values, 0.95) == 96.0
    assert net_bench._percentile(values, 0.0) == 1.0
    assert net_bench._percentile([7.0], 0.95) == 7.0


def test_the_round_trip_plays_the_moves_it_counts_through_a_served_table():
    result = net_bench.part_roundtrip(6)
    assert result["moves"] == 6
    assert 0 < result["median_ms"] <= result["p95_ms"]


def test_the_capacity_steps_double_and_report_each_size():
    rows = net_bench.part_capacity(seconds=2, think=0.05, max_tables=2)
    assert [row["tables"] for row in rows] == [1, 2][: len(rows)]
    assert all(row["moves"] > 0 for row in rows)
