"""Determinization (hwtutor/bots/knowledge.py): a sampled deal holds exactly the cards the seat
cannot see, each hidden hand (and a hidden bottom) at its true size, and respects every void shown
by a failed follow (R-6 follow suit: a follower short of the led suit has none left), every card
known to be with a holder (R-11: the rest of a failed throw and the blocker's cards; Taihu's shown
level cards, seed 004), the Taihu called card the dealer cannot hold, and the climbing games'
public holders (duxiao's special ten, xuan's heart 8 and revealed red fives, R-50)."""
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from hwtutor.bots.knowledge import BOTTOM, knowledge, sample_hands, sample_world
from hwtutor.rules.cards import SPECIAL_TEN
from hwtutor.rules.variants import VARIANTS

from .positions import position

VARIANTS_ALL = ("zhejiang-2", "zhejiang-3", "jiande", "taihu", "duxiao", "xuan")


def _check_sample(g, seat, k, hands):
    hidden = Counter()
    for h, cs in hands.items():
        size = len(g.bottom) if h == BOTTOM else sum(g.hands[h].values())
        assert sum(cs.values()) == size, (h, size)
        assert not (k.fixed.get(h, Counter()) - cs), ("fixed card moved", h)
        for c in cs:
            assert c not in k.banned.get(h, ()), ("banned card", h, c)
            if k.suit_of is not None:
                assert k.suit_of(c) not in k.voids.get(h, ()), ("void broken", h, c)
        hidden += cs
    assert hidden == k.unseen


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(VARIANTS_ALL), seed=st.integers(0, 10**6), steps=st.integers(0, 140),
       sample_seed=st.integers(0, 10**6))
def test_samples_hold_exactly_the_unseen_cards_and_respect_voids(variant, seed, steps, sample_seed):
    g = position(variant, seed, steps)
    seat = g.to_act
    k = knowledge(g, seat)
    rng = random.Random(sample_seed)
    for _ in range(3):
        _check_sample(g, seat, k, sample_hands(k, rng))
    w = sample_world(g, seat, rng, k)
    assert w.hands[seat] == g.hands[seat]
    assert w.phase == g.phase and w.to_act == g.to_act and w.history == g.history


def test_the_true_deal_is_one_the_knowledge_allows():
    """The knowledge never excludes the real hands: voids, fixed and banned cards hold in the true deal."""
    for variant in VARIANTS_ALL:
        for seed in range(5):
            g = position(variant, seed, 30 + 11 * seed)
            seat = g.to_act
            k = knowledge(g, seat)
            true = {h: (Counter(g.bottom) if h == BOTTOM else Counter(g.hands[h])) for h in k.sizes}
            _check_sample(g, seat, k, true)


def test_voids_from_failed_follows_are_known():
    """R-6: p2 follows a spade lead with a heart, so p2 holds no spade in any sample."""
    seen = False
    for seed in range(10):
        g = position("zhejiang-2", seed, 60)
        if g.phase != "play":
            continue
        seat = g.to_act
        k = knowledge(g, seat)
        for t in g.tricks:
            need = sum(c.size for c in t.lead) if t.lead else 0
            for i, (s, cs) in enumerate(t.plays):
                if i and s != seat and sum(1 for c in cs if g.order.esuit(c) == t.led_suit) < need:
                    assert t.led_suit in k.voids[s]
                    seen = True
        rng = random.Random(seed)
        for _ in range(5):
            hands = sample_hands(k, rng)
            for h, suits in k.voids.items():
                assert not any(g.order.esuit(c) in suits for c in hands[h])
    assert seen


def test_duxiao_special_ten_holder_is_public():
    """Seed 003: the declarations start with the special ten's holder, so every sample gives it to that seat."""
    g = position("duxiao", 3, 0)
    holder = g.to_act
    seat = (holder + 1) % 4
    k = knowledge(g, seat)
    rng = random.Random(1)
    for _ in range(10):
        assert sample_hands(k, rng)[holder][SPECIAL_TEN] == 1


def test_taihu_dealer_never_holds_the_called_card():
    """Seed 004: a called card the dealer held would make a solo; while the friend is hidden, no sample gives
    the dealer (nor, with solo_counts_bottom, the bottom) a copy."""
    found = 0
    for seed in range(20):
        g = position("taihu", seed, 30)
        if g.phase != "play" or g.solo or g.friend is not None or g.called is None:
            continue
        seat = next(s for s in range(4) if s != g.dealer and s != g.to_act)
        seat = g.to_act if g.to_act != g.dealer else seat
        if seat == g.dealer:
            continue
        k = knowledge(g, seat)
        rng = random.Random(seed)
        for _ in range(5):
            assert not sample_hands(k, rng)[g.dealer][g.called]
        found += 1
    assert found >= 3


def test_failed_throw_puts_its_rest_and_the_blockers_cards_in_the_open():
    """R-11: p1 throws ♥A ♥K, p2 holds the other ♥A and beats ♥K; p1 must lead ♥K alone. Everybody now knows
    p1 still holds ♥A and p2 holds ♥A: every sample from p3's view places them so."""
    from hwtutor.rules.actions import Play
    from hwtutor.rules.cards import cards
    from hwtutor.rules.position import start_play
    rs = VARIANTS["zhejiang-2"]
    g, _ = start_play(rs, {0: "HA HK", 1: "HA"}, trump="S", dealer=0,
                      avoid={2: "HA HK", 3: "HA HK"})
    HA, HK = cards("HA HK")
    g.apply(Play(0, (HA, HK)))
    assert g.current.attempted and g.current.plays[0][1] == (HK,)
    k = knowledge(g, 2)
    assert k.fixed[0][HA] == 1 and k.fixed[1][HA] == 1
    rng = random.Random(4)
    for _ in range(10):
        hands = sample_hands(k, rng)
        assert hands[0][HA] == 1 and hands[1][HA] == 1


def test_taihu_shown_level_cards_stay_with_their_shower():
    """Seed 004: level cards shown are public; until played (or buried by the dealer) they are in that hand."""
    from hwtutor.rules.actions import Show
    found = 0
    for seed in range(30):
        g = position("taihu", seed, 3)
        if g.phase != "show":
            continue
        seat = g.to_act
        k = knowledge(g, seat)
        for s, shown in g.shows.items():
            if shown and s != seat:
                found += 1
                rng = random.Random(seed)
                for _ in range(5):
                    assert not (Counter(shown) - sample_hands(k, rng)[s])
        assert all(isinstance(a, Show) for a in g.history)
    assert found >= 2
