"""Claims of the hints and the bots' reasons are true from the seat's knowledge (issue 20, A;
hwtutor/bots/claims.py): "sure" / "nobody can beat" only when no deal consistent with what the
seat knows beats the play (R-8, R-9: a ruff beats a side-suit lead; R-10: a throw stands only
when no other hand beats a part of it), otherwise how likely; the smallest and longest as the
variant counts them; and no reason that contradicts its card."""
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwtutor.bots import claims
from hwtutor.bots.knowledge import sample_world
from hwtutor.bots.trick_bot import choose, decide
from hwtutor.rules.actions import ChooseTrump, Play
from hwtutor.rules.cards import card, cards
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.messages import render
from hwtutor.rules.position import start_play
from hwtutor.rules.trick.order import trump_order
from hwtutor.rules.variants import TRICK_VARIANTS, VARIANTS

from .claim_check import beaten
from .positions import position

SURE = ("bot.lead.top", "bot.lead.throw", "bot.follow.win", "bot.follow.win-high")


def _both(m):
    return {"en": render(m, "en"), "zh": render(m, "zh")}


def _winning_plays(g):
    """The seat's legal plays that would be winning the trick so far (a lead always is)."""
    return [a for a in g.legal_actions() if isinstance(a, Play) and claims.takes(g, a.seat, a.cards)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(TRICK_VARIANTS), seed=st.integers(0, 10**6), steps=st.integers(8, 120))
def test_a_sure_play_is_never_beaten_in_a_deal_the_seat_cannot_rule_out(variant, seed, steps):
    """R-8/R-9/R-10: every play claims.sure() proves is beaten in no continuation of the trick, in the
    real deal and in deals sampled consistent with the seat's knowledge (the engine's oracle)."""
    g = position(variant, seed, steps)
    if g.phase != "play":
        return
    seat = g.to_act
    rng = random.Random(seed)
    worlds = [g] + [sample_world(g, seat, rng) for _ in range(3)]
    for a in _winning_plays(g)[:12]:
        if claims.sure(g, seat, a.cards):
            for w in worlds:
                assert not beaten(w, a), (variant, seed, steps, str(a))


def test_sure_claims_are_found_and_hold():
    """Over bot hands in every trick variant, the reasons that still say "sure" are proven, and the
    proof finds some: the property above is not vacuous."""
    found = Counter()
    for variant in TRICK_VARIANTS:
        rs = VARIANTS[variant]
        for seed in range(3):
            g = new_game(rs, random_deal(rs, random.Random(seed)))
            rng = random.Random(seed)
            while not g.over:
                a, why = choose(g, rng)
                if why.key in SURE:
                    found[variant] += 1
                    assert not beaten(g, a), (variant, seed, why.key, str(a))
                g.apply(a)
    assert sum(found.values()) >= 10


def test_the_top_card_of_a_suit_says_how_likely_when_a_void_may_ruff(snapshot):
    """The first lead of the hand: ♣A♣A is the top pair of clubs, but nobody has shown a club yet, so any
    other player may be void and ruff (R-8): the reason counts likely deals, and says so the same each time."""
    hand = "CA CA CK C9 C7 C4 S4 S6 S8 SJ S10 D4 D6 D8 D9 DJ H4 H6 H7 H8 H9 HJ HQ BJ LJ"
    g, _ = start_play(VARIANTS["zhejiang-2"], {0: hand}, trump="H", seed=1)
    a, why = choose(g, random.Random(0))
    assert a == Play(0, cards("CA CA"))
    assert why.key == "bot.lead.top.odds"
    p = why.params
    assert 0 <= p["stands"] <= p["n"] == claims.SAMPLES
    assert choose(g.copy(), random.Random(5))[1] == why  # stable: the same count every time
    assert _both(why) == snapshot


def test_a_throw_a_void_may_ruff_is_not_called_safe(snapshot):
    """R-10: nobody holds a higher spade part, so the throw stands; but a player void in spades may
    ruff it, so the reason does not say nobody can beat it."""
    hand = "SA SA SK SK SQ D4 D6 D8 D9 DJ C4 C6 C8 C9 CJ H4 H6 H7 H8 H9 HJ HQ BJ LJ H10"
    g, _ = start_play(VARIANTS["zhejiang-2"], {0: hand}, trump="H", seed=1)
    a, why = choose(g, random.Random(0))
    assert Counter(a.cards) == Counter(cards("SA SA SK SK SQ"))
    assert why.key == "bot.lead.throw.odds"
    assert _both(why) == snapshot


def test_a_trump_lead_nobody_can_beat_is_sure():
    """R-8: a trump lead cannot be ruffed: the top trump left, both heart 5s, is sure; a side jack is not."""
    hand = "H5 H5 S4 S6 S8 SJ S10 D4 D6 D8 D9 DJ C4 C6 C8 C9 CJ H4 H6 H7 H8 H9 HJ HQ C7"
    g, _ = start_play(VARIANTS["zhejiang-2"], {0: hand}, trump="H", seed=1)
    assert claims.sure(g, 0, cards("H5 H5"))
    assert claims.odds(g, 0, cards("H5 H5")).sure
    assert not claims.sure(g, 0, cards("SJ"))


def test_taihu_smallest_trump_is_the_variants_smallest(snapshot):
    """Taihu, clubs trump at level 2 (R-1..R-3: level cards and the heart 5 above the natural trumps):
    of ♥5 ♣2 ♠2 ♦2 ♣K ♣10 the smallest trump is ♣10, never ♠2; a reason naming "the smallest" names ♣10."""
    g, _ = start_play(VARIANTS["taihu"], {0: "H5 C2 S2 D2 CK C10"}, trump="C", level="2")
    g.hands[0] = Counter(cards("H5 C2 S2 D2 CK C10"))  # the six cards left at the end of a hand
    a, why = choose(g, random.Random(0))
    o = g.order
    smallest = min(g.hands[0], key=o.key)
    assert smallest == card("C10")
    if why.key == "bot.lead.trump-low":
        assert smallest in a.cards
    else:
        assert why.key.startswith("bot.lead.trump-cheap") and why.params["low"].cards == (card("C10"),)
    assert "♠2" not in render(why, "en").split(":")[1].split("the smallest")[1][:6]
    assert _both(why) == snapshot


@pytest.mark.parametrize("variant", TRICK_VARIANTS)
def test_every_reason_agrees_with_its_card(variant):
    """Over bot hands: "the smallest" names the lowest trump in the variant's order, "the longest"
    gives the most trumps, "a low card that gives nothing away" carries no points and the points
    named are the card's, "a partner is winning; keep the good cards" neither wins the trick nor
    spends a good card, "nothing in hand beats" has no winning play, and the follows that claim to
    lose do not win."""
    rs = VARIANTS[variant]
    seen = Counter()
    for seed in range(4):
        g = new_game(rs, random_deal(rs, random.Random(100 + seed)))
        rng = random.Random(seed)
        while not g.over:
            a, why = choose(g, rng)
            k, p = why.key, why.params
            seen[k] += 1
            if isinstance(a, Play):
                cs, o = a.cards, g.order
                pts = sum(c.points for c in cs)
                if k == "bot.lead.trump-low":
                    low = min((c for c, n in g.hands[a.seat].items() if n and o.is_trump(c)), key=o.key)
                    assert o.key(low) >= min(o.key(c) for c in cs), (seed, str(a))
                if k == "bot.lead.low":
                    assert pts == 0
                if k in ("bot.lead.low-points", "bot.lead.short-points"):
                    assert p["points"] == pts > 0
                if k.startswith(("bot.follow.partner-low", "bot.follow.give", "bot.follow.partner-least",
                                 "bot.follow.low", "bot.follow.discard")):
                    assert not claims.takes(g, a.seat, cs), (seed, k, str(a))
                if k.startswith("bot.follow.partner-low"):
                    assert not any(c.rank >= 13 or o.info[c].role not in ("trump", "side") for c in cs)
                if k == "bot.follow.low":
                    assert not any(claims.takes(g, a.seat, x.cards) for x in g.legal_actions())
                if k.startswith("bot.follow.partner-over") or k == "bot.follow.over-low":
                    assert claims.takes(g, a.seat, cs)
            if isinstance(a, ChooseTrump):
                hand = g.hands[a.seat]

                def count(s, g=g, hand=hand):
                    o2 = trump_order(s, g.level)
                    return sum(n for c, n in hand.items() if n and o2.is_trump(c))
                suits = [x.suit for x in g.legal_actions() if isinstance(x, ChooseTrump)]
                assert p["n"] == count(a.suit)
                if k == "bot.trump":
                    assert count(a.suit) == max(count(s) for s in suits)
                else:
                    assert p["m"] == max(count(s) for s in suits) > p["n"]
            g.apply(a)
    assert seen


def test_the_longest_suit_is_the_one_with_most_trumps(snapshot):
    """A suit named for its strength but giving fewer trumps than another is not called the longest
    (zhejiang-2, seed 5: diamonds give 9 trumps, spades 10)."""
    from hwtutor.rules.actions import Bid, Pass
    rs = VARIANTS["zhejiang-2"]
    d = random_deal(rs, random.Random(5))
    g = new_game(rs, d)
    f = d.first_bidder
    g.apply(Bid(f, rs.bid_min))
    for i in range(1, rs.players):
        g.apply(Pass((f + i) % rs.players))
    a, why = choose(g, random.Random(0))
    assert decide(g, random.Random(0))[1].key == "bot.trump"  # the rule of thumb's own text
    assert why.key == "bot.trump.strong" and why.params["m"] > why.params["n"]
    assert _both(why) == snapshot


def test_a_partner_winning_reason_never_claims_a_card_that_wins(snapshot):
    """p2 (dealer) leads ♠4, p3 plays ♠9 for the defenders, p4 ♠5; p1, p3's partner, plays last holding only
    ♠K ♠A in spades: any card it plays goes over the partner's ♠9, so the reason does not say "a partner
    is winning this trick, so give points" as if the points went to p3 — it says the card goes over."""
    from hwtutor.rules.cards import ALL_CARDS
    spades = [c.code for c in ALL_CARDS if c.suit == "S" and not c.special]
    others = " ".join(x for x in spades if x not in ("SK", "SA"))
    g, _ = start_play(VARIANTS["zhejiang-2"], {1: "S4", 2: "S9", 3: "S5", 0: "SK SA"}, trump="H", dealer=1,
                      seed=2, avoid={0: others})
    g.apply(Play(1, cards("S4")))
    g.apply(Play(2, cards("S9")))
    g.apply(Play(3, cards("S5")))
    a, why = choose(g, random.Random(0))
    assert claims.takes(g, 0, a.cards)
    assert decide(g, random.Random(0))[1].key.startswith(("bot.follow.give", "bot.follow.partner-low"))
    assert why.key == "bot.follow.partner-over"
    assert _both(why) == snapshot
