"""benchmarks/bench_bots.py keeps a match over many runs: stored deals are skipped, the summary
reads them back (the long benchmark itself is never run here)."""
from __future__ import annotations

import importlib.util
import json
import math
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_bots", ROOT / "benchmarks" / "bench_bots.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def test_runs_append_resume_and_summary_reads_them(bench, tmp_path, capsys):
    out = tmp_path / "results" / "bots.jsonl"
    tiny = ["--variants", "duxiao", "--samples", "1", "--cands", "2", "--out", str(out), "--tag", "t"]
    bench.main(tiny + ["--deals", "1"])
    first = _lines(out)
    assert [(r["variant"], r["deal"], r["tag"], r["samples"], r["cands"]) for r in first] == [("duxiao", 0, "t", 1, 2)]
    assert [s["tested"] for s in first[0]["sides"]] == [[0, 2], [1, 3]]

    capsys.readouterr()
    bench.main(tiny + ["--deals", "2"])  # deal 0 is stored: only deal 1 is played
    said = capsys.readouterr().out
    assert "1 of 2 deals already in" in said and "1 to play" in said
    both = _lines(out)
    assert both[0] == first[0] and [r["deal"] for r in both] == [0, 1]

    bench.main(tiny + ["--deals", "2"])  # nothing left to play
    assert "0 to play" in capsys.readouterr().out
    assert len(_lines(out)) == 2

    bench.main(tiny + ["--deals", "1", "--tag", "other"])  # another code version: its own match
    assert [r["tag"] for r in _lines(out)] == ["t", "t", "other"]

    capsys.readouterr()
    bench.main(["--summary", str(out)])
    table = capsys.readouterr().out
    assert "| t | duxiao | strong (1 x 2) | 2 |" in table
    assert "| other | duxiao | strong (1 x 2) | 1 |" in table


def _rec(deal, tested_main, easy_main, ms=(100,), seed=1, **conf):
    """A two-seat-per-side duplicate deal where the tested seats score `tested_main` in both plays."""
    base = {"tag": "t", "variant": "zhejiang-2", "level": "normal", "samples": 6, "cands": 3, "seconds": None}
    base.update(conf)
    sides = []
    for tested in ([0, 2], [1, 3]):
        main = [tested_main if s in tested else easy_main for s in range(4)]
        sides.append({"tested": tested, "main": main, "points": main, "ms": list(ms)})
    return {**base, "seed": seed, "deal": deal, "sides": sides}


def test_summary_figures(bench):
    recs = [_rec(0, 2, -2, ms=(10, 30)), _rec(1, 1, -1, ms=(20,)), _rec(2, 0, 0, ms=(500,))]
    r = bench.summarize(recs)
    assert r["deals"] == 3 and r["decisions"] == 8
    assert r["tested"] == pytest.approx(1.0) and r["easy"] == pytest.approx(-1.0)
    mean, half = r["edge"]  # edges 4, 2, 0: mean 2, sd 2
    assert mean == pytest.approx(2.0) and half == pytest.approx(1.96 * 2 / math.sqrt(3))
    assert r["median"] == pytest.approx(0.03) and r["worst"] == pytest.approx(0.5)


def test_summary_pools_seeds_and_keeps_configurations_apart(bench):
    recs = [_rec(0, 2, -2), _rec(0, 0, 0, seed=2), _rec(0, 1, -1, level="strong"), _rec(0, 1, -1, tag="u")]
    groups = bench.group(recs)
    assert sorted(len(v) for v in groups.values()) == [1, 1, 2]
    lines = bench.summary_table(recs)
    assert any("| t | zhejiang-2 | normal (6 x 3) | 2 |" in x and "seeds 1,2" in x for x in lines)
    assert any("| t | zhejiang-2 | strong (6 x 3) | 1 |" in x for x in lines)


def test_a_line_cut_short_is_skipped_and_closed_before_the_next(bench, tmp_path):
    path = tmp_path / "r.jsonl"
    good = json.dumps(_rec(0, 1, -1))
    path.write_text(good + "\n" + good[: len(good) // 2], encoding="utf-8")  # a run killed mid-line
    recs, bad = bench.read_records([path])
    assert len(recs) == 1 and bad == 1
    bench.append_record(path, _rec(1, 1, -1))
    recs, bad = bench.read_records([path, tmp_path / "missing.jsonl"])
    assert [r["deal"] for r in recs] == [0, 1] and bad == 1
    bench.append_record(path, _rec(1, 5, -5))  # a deal stored twice: the first one counts
    recs, _ = bench.read_records([path])
    assert [r["sides"][0]["main"][0] for r in recs] == [1, 1]


def test_a_level_keeps_its_contract_search_in_the_bench(bench):
    """The bench plays a level as the table does: the play budget may be set, the contract search stays."""
    from hwtutor.bots.search import Budget
    assert bench.level_budget("strong", 4, 2, None) == Budget(4, 2, None, Budget(48, 6, None))
    assert bench.level_budget("normal", None, None, 0.5) == Budget(6, 3, 0.5)


def test_the_tag_follows_variant_level_and_budget(bench):
    """Per variant and level, reproducible; another budget is another match even where it decides alike."""
    small = bench.behaviour_tag("duxiao", "normal", 1, 2)
    assert small == bench.behaviour_tag("duxiao", "normal", 1, 2)
    assert small != bench.behaviour_tag("duxiao", "normal", 2, 2)
    assert small != bench.behaviour_tag("xuan", "normal", 1, 2)


def test_level_limits_play_the_bot_as_shipped_on_cpu_time(bench):
    """--seconds level keeps the level's own limits (strong: 1 s a play, 3 s a contract decision), counted
    on the process's CPU time, and stores them apart from a run without limits."""
    import time

    from hwtutor.bots.search import Budget
    b = bench.level_budget("strong", None, None, "level")
    assert b == Budget(16, 4, 1.0, Budget(48, 6, 3.0))
    assert b.clock is time.process_time and b.contract.clock is time.process_time
    assert bench.limits_of(b) == "1s/3s cpu"
    assert bench.limits_of(bench.level_budget("strong", None, None, None)) is None
    assert bench.limits_of(bench.level_budget("normal", None, None, "level")) == 0.25
    assert bench.seconds_arg("level") == "level" and bench.seconds_arg("2") == 2.0
    with pytest.raises(Exception, match="level"):
        bench.seconds_arg("fast")


def test_a_level_limited_run_resumes_under_its_own_config(bench, tmp_path, capsys):
    out = tmp_path / "bots.jsonl"
    tiny = ["--variants", "duxiao", "--level", "normal", "--seconds", "level", "--out", str(out), "--tag", "t"]
    bench.main(tiny + ["--deals", "1"])
    assert [r["seconds"] for r in _lines(out)] == [0.25]
    capsys.readouterr()
    bench.main(tiny + ["--deals", "1"])
    assert "1 of 1 deals already in" in capsys.readouterr().out
    rec = {**_lines(out)[0], "seconds": "1s/3s cpu", "level": "strong"}
    bench.append_record(out, rec)
    table = "\n".join(bench.summary_table(bench.read_records([out])[0]))
    assert "strong (6 x 3, 1s/3s cpu)" in table and "normal (6 x 3, 0.25 s)" in table


# the parent of b769694, the first commit of issue 20: `--against` measures the strong bot against it
ISSUE_20_START = "81bdd68"


@pytest.mark.parametrize("variant", ["zhejiang-2", "taihu", "duxiao"])
def test_the_bots_of_the_issue_start_value_a_hand_on_this_rules_core(bench, variant):
    """basebots.COMPAT: the bots of before issue 21 read Settlement.data, which this tree dropped; loaded
    for `--against`, they value a finished hand exactly as this tree's bots do (it raised AttributeError)."""
    import subprocess
    import sys

    if subprocess.run(["git", "cat-file", "-e", f"{ISSUE_20_START}^{{commit}}"], cwd=ROOT).returncode:
        pytest.skip(f"{ISSUE_20_START} is not in this clone's history")
    from hwtutor.bots import search
    from hwtutor.bots.value import worth
    from hwtutor.rules.settlement import Settlement

    sys.path.insert(0, str(ROOT / "benchmarks"))
    had = "data" in vars(Settlement)
    try:
        import basebots
        old = basebots.load(ISSUE_20_START)
        old_value = importlib.import_module(old.__name__ + ".value")
        m = bench.Match(variant, bots=set(range(bench.VARIANTS[variant].players)), seed=3,
                        chooser=lambda g, rng=None, seat=None: search.choose(g, rng, seat, "easy"))
        m.hand_no = 1
        m.start(bench.deal_of(variant, 3, 0), [])
        bench.bot_hand(m)
        assert m.game.result is not None
        mine = [(worth(m.game, s).main, worth(m.game, s).points) for s in range(m.n)]
        assert [(old_value.worth(m.game, s).main, old_value.worth(m.game, s).points) for s in range(m.n)] == mine
        assert any(w != (0.0, 0.0) for w in mine)
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
        if not had and "data" in vars(Settlement):
            delattr(Settlement, "data")
