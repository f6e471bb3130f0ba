"""The table's hint suggests what the review's evaluation rates best (issue 20, B; hwtutor/bots/review.py
`suggest`): the same sampled deals, rollout seeds and candidates as the review of that decision, so the
review of a hinted play at the same budget finds no better choice and never marks it ? or ??."""
import pytest

from hwtutor.bots.review import decide, suggest
from hwtutor.play.session import Match
from hwtutor.rules.variants import VARIANTS

from .positions import position

DEPTH = 3


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("variant", ["zhejiang-2", "taihu", "jiande", "zhejiang-3", "duxiao", "xuan"])
def test_the_review_never_marks_a_hinted_play(variant, seed):
    """At positions spread over the hand (the auction, the burial and the play included), the review of the
    hinted action at the hint's own budget has no mark (the hint is the choice the review judges mildest).
    One deal per test, so the suite's workers share the variants' deals."""
    reviewed = 0
    for steps in (0, 4, 12, 30, 60):
        g = position(variant, seed, steps)
        if g.over or g.to_act is None:
            continue
        seat, at = g.to_act, len(g.history)
        a, why = suggest(g.copy(), seat, at, depth=DEPTH)
        assert why is not None
        if a is None or not g.can(a):
            continue
        d = decide(g, a, at, DEPTH, seed=0)
        if d is None:
            continue
        reviewed += 1
        assert d.mark == "", (variant, seed, steps, str(a), d.loss)
    assert reviewed >= 2


def test_the_table_hint_is_the_reviews_suggestion():
    """Match.suggest (the table's `hint`) asks the review's evaluation at the review's own budget for the
    next action's index, whatever level the bots play at."""
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=5)
    m.new_hand()
    while m.game.to_act != 0:
        m.apply(m.bot_action()[0])
    a, why = m.suggest()
    assert (a, why) == suggest(m.game.copy(), 0, len(m.lines))
    assert VARIANTS["zhejiang-2"].family == "trick"


@pytest.mark.parametrize("variant,seed,steps,key", [
    ("zhejiang-2", 0, 30, "bot.hint.best-screened"), ("taihu", 2, 45, "bot.hint.best-screened"),
    ("taihu", 0, 24, "bot.hint.best-screened"), ("taihu", 2, 60, "bot.hint.best")])
def test_the_hints_counts_of_choices_and_deals_are_true(variant, seed, steps, key):
    """Issue 20: "the best of 10 choices compared over 40 deals" was said although the choices the screen
    dropped saw only the screening deals. The hint now says "of k choices screened over s deals, the j
    best compared again over n" when they differ, and "the best of k choices compared over n" only when every
    choice saw the n deals: the figures are those of the evaluation (the same stream as `suggest`)."""
    from hwtutor.bots import review as R
    g = position(variant, seed, steps)
    seat, at = g.to_act, len(g.history)
    a, why = suggest(g.copy(), seat, at, depth=4)
    assert why.key == key
    args = dict(why.args)
    rng = R._rng(0, at)
    _, _, pool = R._pool(g, seat, rng, R.CANDIDATES)
    kept, dropped = R.estimates(g, seat, pool, rng, 4)
    assert args["k"] == len(pool) == len(kept) + len(dropped)
    best = next(e for e in kept if e.action == a)
    assert args["n"] == len(best.scores)
    if key == "bot.hint.best-screened":
        assert args["kept"] == len(kept) and min(len(e.scores) for e in dropped) == args["screen"] < args["n"]
        assert all(len(e.scores) >= args["screen"] for e in kept + dropped)
        assert all(len(e.scores) < args["n"] for e in dropped)  # dropped at the screen, or settled later
    else:
        assert {len(e.scores) for e in kept + dropped} == {args["n"]}
