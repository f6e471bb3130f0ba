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
