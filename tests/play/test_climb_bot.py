"""The climbing bot (hwtutor/bots/climb_bot.py): self-play of 100+ hands per game, every action
legal and every record valid; reasons that reveal nothing hidden; the rules of thumb it follows.

covers S003 (seed 003: duxiao and xuan), R-41 (beating), R-50..R-53 (xuan declarations), R-52 (counts)
"""
from __future__ import annotations

import random

import pytest

from hwtutor.bots.climb_bot import choose, losing_groups
from hwtutor.play.save import record_text
from hwtutor.play.session import Match, bot_hand
from hwtutor.replay.check import check_bytes
from hwtutor.rules.actions import Declare, Pass, Play, XuanCall
from hwtutor.rules.cards import Card, cards
from hwtutor.rules.deal import Deal
from hwtutor.rules.game import new_game
from hwtutor.rules.messages import Msg, render
from hwtutor.rules.variants import VARIANTS

HANDS = 110


def _cards_in(m: Msg) -> set[Card]:
    out: set[Card] = set()
    for v in m.params.values():
        vs = v if isinstance(v, (list, tuple)) else [v]
        for x in vs:
            if isinstance(x, Card):
                out.add(x)
            elif isinstance(x, Msg):
                out |= _cards_in(x)
    return out


@pytest.mark.parametrize("variant", ["duxiao", "xuan"])
def test_bot_selfplay_every_action_legal_every_record_checks(variant):
    """100+ hands of bots only through the match model: every action legal (bot_hand checks each),
    every record as the autosave writes it replays with exit 0 to the same result, and every reason
    names only public cards (the ones played, or the standing play it answers)."""
    seen: dict[str, int] = {}

    def spy(game, rng, seat=None):
        a, why = choose(game, rng, seat)
        assert isinstance(why, Msg) and why.key.startswith("bot.climb.")
        public = set(a.cards) if isinstance(a, Play) else set()
        r = game.current
        if r is not None and r.standing_cards:
            public |= set(r.standing_cards)
        assert _cards_in(why) <= public, (why.key, a)
        render(why, "en"), render(why, "zh")
        if a is not None:
            assert a in game.legal_actions() or game.can(a)
            seen[a.verb] = seen.get(a.verb, 0) + 1
        return a, why

    m = Match(variant, None, {0, 1, 2, 3}, seed=5, chooser=spy)
    results = []
    for _ in range(HANDS):
        m.new_hand()
        bot_hand(m)
        assert m.hand_over
        rep = check_bytes(record_text(m), f"{variant}-{m.hand_no}")
        assert rep.exit_code == 0, [i.message() for i in rep.issues]
        assert rep.applied == len(m.lines)
        assert rep.result == m.result
        results.append(m.result)
    assert sum(m.scores) == 0  # game points are zero-sum
    assert {"play", "pass"} <= set(seen)
    if variant == "duxiao":
        assert "declare" in seen
        decl = [r["declaration"] for r in results]
        assert decl.count(None) > HANDS // 2  # declarations only with strong hands
        assert any(d for d in decl)
    else:
        assert set(seen) & {"xuan", "jiu", "du", "chuai"}
        assert len({r["outcome"] for r in results}) >= 3


def _game(variant, hands, order=None):
    rs = VARIANTS[variant]
    return new_game(rs, Deal(tuple(tuple(cards(h)) for h in hands), ()))


def test_duxiao_weak_hand_declares_none_strong_hand_declares_solo():
    """covers S003 duxiao declarations: 不独 unless the hand has (almost) no losing group"""
    weak = "S10 H10* CJ DQ SK HA S2 C10 DJ HQ CK DA H2 SJ CQ"
    strong = "H5 H5 BJ BJ LJ LJ S5 S5 C5 C5 D5 S2 S2 S2 HA"
    rest = ["D10 D10 H10 S10 C10 SJ SJ HJ HJ CJ DJ DJ SQ SQ HQ", "HQ CQ DQ DQ SK SK HK HK CK CK DK SA SA HA S10",
            "CA CA DA DA H2 H2 C2 C2 D2 D2 C5 D5 H10 C10 CJ"]
    g = _game("duxiao", [strong] + rest)
    rs_seat = g.to_act
    a, why = choose(g.copy(), random.Random(0), rs_seat)
    assert isinstance(a, Declare)
    assert losing_groups(g, g.hands[0]) <= 1
    # seat 0 holds the strong hand: once it is to act it declares above none
    while g.to_act != 0:
        g.apply(Declare(g.to_act, "none"))
    a, why = choose(g.copy(), random.Random(0))
    assert a.kind != "none" and why.key == "bot.climb.declare"
    g2 = _game("duxiao", [weak] + rest)
    while g2.to_act != 0:
        g2.apply(Declare(g2.to_act, "none"))
    a, why = choose(g2.copy(), random.Random(0))
    assert a.kind == "none" and why.key == "bot.climb.declare.none"


def test_bot_goes_out_when_a_play_empties_the_hand():
    """covers R-41: the last cards are played when they beat the standing play"""
    m = Match("xuan", None, {0, 1, 2, 3}, seed=1)
    m.new_hand()
    g = m.game
    while not g.over:
        seat, kind = m.turn()
        if g.phase == "play" and g.to_act == seat and kind is None:
            acts = g.legal_actions()
            size = sum(g.hands[seat].values())
            outs = [a for a in acts if isinstance(a, Play) and len(a.cards) == size]
            if outs:
                a, why = choose(g.copy(), random.Random(0))
                assert isinstance(a, Play) and len(a.cards) == size and why.key == "bot.climb.out"
                return
        a, _ = m.bot_action(seat)
        if kind is not None:
            if isinstance(a, XuanCall) and a.kind == kind:
                m.apply(a)
            else:
                m.decline(kind, seat)
            continue
        if not isinstance(a, Play) and g.phase == "declare":
            a = next(x for x in g.legal_actions() if isinstance(x, Play))
        m.apply(a)
    pytest.fail("no hand ended with a go-out choice")


def test_bot_passes_when_a_known_partner_holds_the_round():
    """covers R-50/R-51: after 宣 the partners are public; a partner's standing play is not beaten"""
    for seed in range(40):
        m = Match("xuan", None, {0, 1, 2, 3}, seed=seed)
        m.new_hand()
        g = m.game
        while not g.over:
            seat, kind = m.turn()
            a, why = m.bot_action(seat)
            if kind is not None:
                if isinstance(a, XuanCall) and a.kind == kind:
                    m.apply(a)
                else:
                    m.decline(kind, seat)
                continue
            if g.phase == "declare" and not isinstance(a, Play):
                a = next(x for x in g.legal_actions() if isinstance(x, Play))
            r = g.current
            if (g.phase == "play" and g.revealed and "du" not in g.calls and r is not None and r.standing is not None
                    and any(isinstance(x, Play) for x in g.legal_actions())):
                from hwtutor.rules.climb.declare_xuan import side_of
                size = sum(g.hands[g.to_act].values())
                if (r.standing_seat in side_of(g, g.to_act) and r.standing_seat != g.to_act
                        and not any(isinstance(x, Play) and len(x.cards) == size for x in g.legal_actions())):
                    assert isinstance(a, Pass) and why.key == "bot.climb.pass.partner"
                    return
            m.apply(a)
    pytest.fail("no position with a partner holding the round")


def test_reasons_have_both_languages():
    from hwtutor.bots.catalog_climb import MESSAGES, TERMS
    assert TERMS == {}
    assert all(k.startswith("bot.climb.") and en and zh for k, (en, zh) in MESSAGES.items())
