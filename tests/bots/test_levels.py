"""Bot levels on the command line (issue 14): `--bot-level easy|normal|strong` and per seat `--bots p2:strong`;
easy is today's heuristic bot, an unknown level is one clear line (exit 2, no traceback)."""
import random
import time

import pytest
from click.testing import CliRunner

from hwtutor.bots import climb_bot, trick_bot
from hwtutor.bots.search import BUDGETS, Budget, LevelError, chooser, parse_bot_levels
from hwtutor.cli import cli
from hwtutor.commands.play import _level_chooser
from hwtutor.play.session import bot_chooser

from .positions import position


def test_parse_levels_per_seat():
    assert parse_bot_levels("p2:strong,p4", "normal") == ("p2,p4", {"2": "strong", "4": "normal"})
    assert parse_bot_levels("2:EASY", "easy") == ("2", {"2": "easy"})
    assert parse_bot_levels(None, "strong") == ("", {})
    with pytest.raises(LevelError):
        parse_bot_levels("p2:mighty")
    with pytest.raises(LevelError):
        parse_bot_levels("p2", "hard")


def test_all_easy_is_todays_bot():
    assert _level_chooser("trick", {1: "easy"}, "easy") is bot_chooser("trick")
    assert _level_chooser("climb", {}, "easy") is bot_chooser("climb")


def test_each_seat_plays_at_its_level(monkeypatch):
    """An easy seat answers exactly as the heuristic bot; a strong seat searches."""
    monkeypatch.setitem(BUDGETS, "strong", Budget(2, 2, None))
    g = position("zhejiang-2", 4, 60)
    seat = g.to_act
    easy = chooser({seat: "easy"}, "strong")(g.copy(), random.Random(3))
    assert easy == trick_bot.choose(g.copy(), random.Random(3))
    a, why = chooser({}, "strong")(g.copy(), random.Random(3))
    assert g.can(a) and why.key.startswith(("bot.search", "bot.only"))
    c = position("duxiao", 2, 20)
    assert chooser({}, "easy")(c.copy(), random.Random(1), c.to_act) == climb_bot.choose(c.copy(), random.Random(1),
                                                                                           c.to_act)


@pytest.mark.parametrize("args", [["--bots", "p2:mighty"], ["--bots", "p2", "--bot-level", "hard"]])
def test_unknown_level_is_one_clear_line(args, tmp_path):
    r = CliRunner().invoke(cli, ["play", "zhejiang-2", "--data-dir", str(tmp_path)] + args)
    assert r.exit_code == 2
    assert "Traceback" not in r.output
    assert "There is no bot level" in r.output and "easy, normal, strong" in r.output


def _budget_used(monkeypatch, g, level: str) -> Budget:
    """The budget `choose` searches with at this position (evaluate is stubbed: nothing is played out)."""
    from hwtutor.bots import search
    used = []

    def fake(game, seat, cands, rng, budget, progress=None):
        used.append(budget)
        return [search.Estimate(c, [0.0, 0.0]) for c in cands]

    monkeypatch.setattr(search, "evaluate", fake)
    search.choose(g, random.Random(1), level=level, seconds=-1)
    return used[0]


def test_strong_searches_the_contract_wider_than_the_play(monkeypatch):
    """Before the play (a bid here) strong samples 48 deals of 6 candidates within 3 s; in the play 16 of 4
    within 1 s. Normal searches both alike."""
    bid = position("zhejiang-2", 4, 0)
    assert bid.phase == "bid"
    assert _budget_used(monkeypatch, bid.copy(), "strong") == Budget(48, 6, 3.0)
    play = position("zhejiang-2", 4, 60)
    assert play.phase == "play"
    assert _budget_used(monkeypatch, play.copy(), "strong") == BUDGETS["strong"]
    assert _budget_used(monkeypatch, bid.copy(), "normal") == BUDGETS["normal"]


def test_a_time_limit_reaches_the_contract_budget():
    assert BUDGETS["strong"].limited(None).contract == Budget(48, 6, None)
    assert BUDGETS["strong"].limited(0.5) == Budget(16, 4, 0.5, Budget(48, 6, 0.5))


def test_the_time_limit_is_counted_on_the_budgets_clock():
    """A limit stops sampling when the budget's clock says so (the table's wall clock, a benchmark's CPU
    time): a clock that moves a second per reading stops after the minimum of sampled deals."""
    from hwtutor.bots import search
    ticks = iter(range(10_000))
    b = Budget(16, 2, 1.0).clocked(lambda: float(next(ticks)))
    assert b == Budget(16, 2, 1.0)  # the clock is not part of the budget's identity
    g = position("zhejiang-2", 4, 60)
    cands = search.candidates(g, g.to_act, search.heuristic(g, random.Random(1))[0], 2)
    ests = search.evaluate(g, g.to_act, cands, random.Random(1), b)
    assert [len(e.scores) for e in ests] == [search.MIN_SAMPLES] * len(cands)
    unlimited = search.evaluate(g, g.to_act, cands, random.Random(1), b.limited(None))
    assert [len(e.scores) for e in unlimited] == [16] * len(cands)


def test_clocked_reaches_the_contract_budget():
    b = BUDGETS["strong"].clocked(time.process_time)
    assert b.clock is time.process_time and b.contract.clock is time.process_time
    assert BUDGETS["strong"].clock is time.perf_counter
