"""The constrained fit of Hard's position value (`calibrate.fit_constrained`)."""

import json

import pytest

from samba_desktop.ai.features import NAMES
from tools import calibrate
from tools.calibrate import FIXED, fit, fit_constrained, positions, violations


@pytest.fixture(scope="module")
def data():
    return [p for seed in (11, 12, 13) for p in positions((seed, 4, 1.0))]


def test_constrained_fit_keeps_its_constraints(data):
    plain, plain_r2 = fit(data)
    assert violations(plain)  # on this data the plain fit breaks some
    weights, r2 = fit_constrained(data)
    assert violations(weights) == []
    named = dict(zip(NAMES, weights, strict=True))
    assert all(named[k] == pytest.approx(v) for k, v in FIXED.items())
    # a point laid is worth at least a point held, a meld does not lose by growing
    assert named["table_points"] >= named["hand_value"] - 1e-6
    assert named["pure3"] <= named["pure4"] + 1e-6 <= named["pure5"] + 2e-6
    assert 0 < r2 <= plain_r2


def test_calibrate_writes_the_weights(tmp_path, capsys):
    out = tmp_path / "w.json"
    assert calibrate.main(["--hands", "4", "--players", "2", "--every", "1",
                           "--fit", "constrained", "--json", str(out)]) == 0
    weights = json.loads(out.read_text())["2"]
    assert len(weights) == len(NAMES) and violations(weights) == []
    assert "2: (" in capsys.readouterr().out
