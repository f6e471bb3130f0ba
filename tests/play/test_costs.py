"""Costly moves told before they are made (hwtutor/play/costs.py): a heart 5 that becomes rotten
(R-33, R-32), calling a card one holds (solo, R-35), a throw that may fail (R-10, R-11) judged from
what the thrower can see only; and the trick bot never rots a heart 5 it could keep (R-33)."""
from __future__ import annotations

from collections import Counter

from fullscreen_helpers import at

from hwtutor.bots.trick_bot import choose, rots
from hwtutor.play.costs import costs, throw_risk, unseen
from hwtutor.play.session import Match
from hwtutor.rules.actions import Play
from hwtutor.rules.cards import H5


def _first(variant, want, seeds=range(1, 80), bots=frozenset({1, 2, 3})):
    for s in seeds:
        m = at(variant, s, want, bots=bots)
        if m is not None:
            return m
    raise AssertionError("no such position in the seeds tried")


def test_rotten_five_follow_is_told_with_its_penalty():
    """R-33: a ♥5 played to a trick led in a side suit is rotten."""
    def want(m):
        g = m.game
        return g.phase == "play" and g.current.plays and g.current.led_suit != "T" and any(
            H5 in a.cards for a in g.legal_actions())
    m = _first("taihu", want)
    a = next(a for a in m.game.legal_actions() if H5 in a.cards)
    keys = [c.key for c in costs(m.game, a)]
    assert "cost.rotten" in keys
    c = next(c for c in costs(m.game, a) if c.key == "cost.rotten")
    assert dict(c.args)["levels"] == m.rs.opt("rotten_penalty") * sum(1 for x in a.cards if x is H5)
    assert rots(m.game, a)


def test_a_heart_five_to_a_trump_lead_costs_nothing():
    def want(m):
        g = m.game
        return g.phase == "play" and g.current.plays and g.current.led_suit == "T" and any(
            H5 in a.cards for a in g.legal_actions())
    m = _first("taihu", want)
    a = next(a for a in m.game.legal_actions() if H5 in a.cards)
    assert "cost.rotten" not in [c.key for c in costs(m.game, a)]
    assert not rots(m.game, a)


def test_calling_a_card_you_hold_is_a_solo():
    """R-35: the dealer who calls a card it holds plays alone."""
    def want(m):
        g = m.game
        held = g.dealer_held if m.rs.opt("solo_counts_bottom") else g.hands[0]
        return g.phase == "call" and any(held.get(a.card) for a in g.legal_actions())
    m = _first("taihu", want)
    g = m.game
    held = g.dealer_held if m.rs.opt("solo_counts_bottom") else g.hands[0]
    mine = next(a for a in g.legal_actions() if held.get(a.card))
    assert [c.key for c in costs(g, mine)] == ["cost.solo"]
    other = next((a for a in g.legal_actions() if not held.get(a.card)), None)
    if other is not None:
        assert costs(g, other) == []


def test_throw_risk_never_looks_at_hidden_hands():
    """The same risk whatever the other seats hold, as long as the thrower sees the same cards."""
    def want(m):
        g = m.game
        return g.phase == "play" and not g.current.plays and any(
            throw_risk(g, a) is not None for a in g.legal_actions())
    m = _first("taihu", want)
    g = m.game
    throws = [a for a in g.legal_actions() if isinstance(a, Play) and throw_risk(g, a) is not None]
    before = [throw_risk(g, a) for a in throws]
    seen = unseen(g, 0)
    shuffled = g.copy()
    shuffled.hands[1], shuffled.hands[2], shuffled.hands[3] = (Counter(shuffled.hands[3]), Counter(shuffled.hands[1]),
                                                               Counter(shuffled.hands[2]))
    assert unseen(shuffled, 0) == seen
    assert [throw_risk(shuffled, a) for a in throws] == before


def test_a_throw_not_flagged_never_fails():
    """R-11: what cannot be beaten by any unseen card is not beaten by the cards the others hold."""
    flagged = safe = 0
    for variant, seed in (("zhejiang-2", 3), ("taihu", 4), ("jiande", 5)):
        m = Match(variant, None, {0, 1, 2, 3} if variant != "jiande" else {0, 1, 2}, seed=seed, chooser=choose)
        m.new_hand()
        while not m.game.over:
            g = m.game
            if g.phase == "play" and not g.current.plays:
                for x in g.legal_actions():
                    if isinstance(x, Play) and len(x.cards) > 1:
                        c = g.copy()
                        c.apply(x)
                        failed = any(e.id == "throw-failed" for t in c.tricks for e in t.events)
                        if throw_risk(g, x) is None:
                            safe += 1
                            assert not failed, x
                        else:
                            flagged += 1
            a, _ = m.bot_action()
            m.apply(a)
    assert safe and flagged


def test_trick_bot_keeps_a_heart_five_it_can_keep():
    """Across all-bot Taihu hands: whenever a play that rots no heart 5 is legal, the bot plays one."""
    checked = 0
    for seed in range(1, 13):
        m = Match("taihu", None, {0, 1, 2, 3}, seed=seed, chooser=choose)
        m.new_hand()
        while not m.game.over:
            g = m.game
            a, _ = m.bot_action()
            if g.phase == "play":
                legal = g.legal_actions()
                if any(rots(g, x) for x in legal) and any(not rots(g, x) for x in legal):
                    checked += 1
                    assert not rots(g, a), (seed, a)
            m.apply(a)
    assert checked > 0


def test_costs_of_other_actions_are_empty():
    m = at("zhejiang-2", 3, lambda m: True)
    for a in m.game.legal_actions():
        assert costs(m.game, a) == []


def test_last_and_the_settlement_keep_a_failed_throw(tmp_path):
    """R-11/R-12: the failed throw is told again by `last` after its trick, and by the settlement."""
    from fullscreen_helpers import drive, failing_throw

    from hwtutor.play.presenters import presenter_for
    from hwtutor.play.screen import FullView

    m = next(x for s in range(1, 60) if (x := at("taihu", s, lambda m: failing_throw(m) is not None)))
    p = presenter_for(m, FullView(), tmp_path / "f.hongwu.toml", None, "en")
    number = m.game.current.number
    p.apply(failing_throw(m))
    failed = next(e for e in m.game.tricks[number - 1].events if e.id == "throw-failed")
    told = failed.message("en", "glyph", p.names)
    drive(p, lambda m: m.game.current is not None and m.game.current.number > number)
    assert told in p.last_trick()
    drive(p, lambda m: False, limit=2000)
    assert m.game.over
    settlement = "\n".join(p.result_lines(m.result or {}))
    assert f"Trick {number}: {told}" in settlement


# ---------------------------------------------------------------- what why says agrees with the book (issue 22 §1)
def test_the_rotten_five_counts_fifty_only_for_the_other_side():
    """R-33, S004-61: a rotten heart 5 counts 50 when it ends with the opponents; with its own side it
    stays a 5 (the rule book says so): the warning and the confirmation never say "whoever takes it"."""
    from hwtutor.rules.messages import render

    def want(m):
        g = m.game
        return g.phase == "play" and g.current.plays and g.current.led_suit != "T" and any(
            H5 in a.cards for a in g.legal_actions())
    m = _first("taihu", want)
    a = next(a for a in m.game.legal_actions() if H5 in a.cards)
    c = next(c for c in costs(m.game, a) if c.key == "cost.rotten")
    en, zh = render(c, "en"), render(c, "zh")
    assert "if the other side takes the trick it counts 50 points for them" in en and "whoever" not in en
    assert "被对方拿到" in zh and "算50分" in zh and "谁拿到" not in zh


def _follow(variant, pick):
    """A position with a trick under way and a legal follow `pick(game, action)` accepts."""
    def want(m):
        g = m.game
        return g.phase == "play" and g.current.plays and any(pick(g, a) for a in g.legal_actions())
    m = _first(variant, want)
    return m.game, next(a for a in m.game.legal_actions() if pick(m.game, a))


def test_why_says_a_princess_on_a_side_lead_is_a_discard_without_power():
    """S004-51, S004-50: on a side-suit lead a princess (here not the heart 5) cannot win; `why` says so
    before, as the trick's princess-no-power event says after."""
    from hwtutor.play.costs import powerless
    from hwtutor.rules.messages import render

    def pick(g, a):
        o = g.order
        return g.current.led_suit != "T" and len(a.cards) == 1 and o.info[a.cards[0]].princess and a.cards[0] is not H5
    g, a = _follow("taihu", pick)
    note = powerless(g, a)
    assert note is not None and note.key == "play.why.princess"
    assert "没有攻击力" in render(note, "zh") and "without power" in render(note, "en")
    g.apply(a)  # and the trick, when it ends, says the same
    while g.current is not None and g.current.plays and g.current.winner is None:
        g.apply(g.legal_actions()[0])
    t = next(t for t in reversed(g.tricks) if any(s == a.seat for s, _ in t.plays) and t.winner is not None)
    assert "princess-no-power" in [e.id for e in t.events if e.seat == a.seat]


def test_why_says_an_off_suit_follow_cannot_win_and_a_follow_of_the_suit_says_nothing():
    """R-9, R-8: void in the led side suit, a follow of another side suit is a discard; a follow of the
    suit led in the lead's pattern may win and gets no note."""
    from hwtutor.play.costs import powerless

    def off_suit(g, a):
        o = g.order
        suits = {o.info[c].esuit for c in a.cards}
        return g.current.led_suit != "T" and len(suits) == 1 and suits.pop() not in (g.current.led_suit, "T")
    g, a = _follow("zhejiang-2", off_suit)
    assert powerless(g, a).key == "play.why.discard"

    def same_single(g, a):
        return (len(a.cards) == 1 and len(g.current.plays[0][1]) == 1
                and g.order.info[a.cards[0]].esuit == g.current.led_suit)
    g, a = _follow("zhejiang-2", same_single)
    assert powerless(g, a) is None


def test_why_says_a_misshaped_ruff_is_a_discard():
    """R-9 (S000-60): void and all trumps, but not in the lead's pattern: a discard."""
    from hwtutor.play.costs import powerless
    from hwtutor.rules.trick.patterns import decompose, signature

    def misshaped(g, a):
        o, t = g.order, g.current
        return (t.led_suit != "T" and len(a.cards) > 1 and all(o.info[c].esuit == "T" for c in a.cards)
                and signature(decompose(list(a.cards), o)) != signature(t.lead))
    g, a = _follow("zhejiang-2", misshaped)
    assert powerless(g, a).key == "play.why.ruff-shape"


def test_why_at_the_table_tells_a_powerless_follow(tmp_path):
    """`why S3` at the Taihu table, S3 a princess on a side lead: not only "legal" — a discard without power."""
    from fullscreen_helpers import run_app
    from play_helpers import typed

    from hwtutor.play.costs import powerless
    from hwtutor.rules.messages import render

    def want(m):
        g = m.game
        return (g.phase == "play" and g.to_act == 0 and g.current.plays and g.current.led_suit != "T"
                and any(powerless(g, a) is not None and powerless(g, a).key == "play.why.princess"
                        for a in g.legal_actions()))
    m = _first("taihu", want)
    a = next(a for a in m.game.legal_actions()
             if (n := powerless(m.game, a)) is not None and n.key == "play.why.princess")
    rc, view, _ = run_app(m, f"why {typed(a)}\rquit\r", tmp_path / "w.hongwu.toml")
    said = view.said()
    assert "Legal: " in said and render(powerless(m.game, a), "en") in said
