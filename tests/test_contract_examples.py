"""The record/check contract examples (shared/spec/examples, copied to tests/contract)."""
import json
from pathlib import Path

import pytest

from hwtutor.replay.check import check_path

HERE = Path(__file__).parent / "contract"
CASES = sorted(HERE.glob("*.hongwu.toml"))


@pytest.mark.parametrize("path", CASES, ids=[p.name[:-12] for p in CASES])
def test_contract_example(path):
    exp = json.loads(path.with_name(path.name[:-12] + ".expect.json").read_text())
    rep = check_path(str(path))
    assert rep.exit_code == exp["exit"]
    if "applied" in exp:
        assert rep.applied == exp["applied"]
    err = next((i for i in rep.issues if i.severity == "error"), None)
    if "rule" in exp:
        assert err is not None and err.rule == exp["rule"]
    if "code" in exp:
        assert err is not None and err.code == exp["code"]
    got = {t["number"]: t for t in rep.tricks}
    for et in exp.get("tricks", []):
        t = got[et["number"]]
        if "winner" in et:
            assert t["winner"] == et["winner"]
        if "points" in et:
            assert t["points"] == et["points"]
        for e in et.get("events_include", []):
            assert e in t["events"]
        for seat, cs in et.get("plays", {}).items():
            assert sorted(t["plays"][seat].split()) == sorted(cs.split())
    if "result_include" in exp:
        _contains(exp["result_include"], rep.result)


def _contains(exp, got):
    if isinstance(exp, dict):
        for k, v in exp.items():
            _contains(v, got[k])
    elif isinstance(exp, list):
        assert all(x in got for x in exp)
    else:
        assert exp == got
