"""The review's choices (hwtutor/bots/choices.py, issue 20 item 3): wider than the searching bot's, found
from the seat's own cards and the trick on the table only. A follow is compared with its cheapest play
that does not take the trick and with the cheapest one that takes it; a lead with a card of every suit
held; the same choices whatever the hidden hands are."""
import random

from hwtutor.bots.choices import SCREEN, keep, pool
from hwtutor.bots.knowledge import sample_world
from hwtutor.bots.review import currency
from hwtutor.bots.search import Estimate, action_key
from hwtutor.rules.actions import Play
from hwtutor.rules.cards import cards
from hwtutor.rules.position import start_play
from hwtutor.rules.variants import VARIANTS

from .positions import position


def _points_follow():
    """Zhejiang-2, spades trump: the dealer p1 leads ♦A, a winner; p2 holds ♦10 ♦5 ♦3 and must follow."""
    rs = VARIANTS["zhejiang-2"]
    g, _ = start_play(rs, {0: "DA DK", 1: "D10 D5 D3 C4 C6"}, trump="S", seed=4)
    g.apply(Play(0, cards("DA")))
    return g


def test_a_follow_is_compared_with_the_cheapest_card_that_does_not_take_the_trick():
    g = _points_follow()
    keys = {action_key(a) for a in pool(g, 1, Play(1, cards("D10")), 4)}
    assert action_key(Play(1, cards("D3"))) in keys  # no points: the cheapest loser
    assert action_key(Play(1, cards("D10"))) in keys


def test_a_lead_is_compared_with_a_card_of_every_suit_held():
    rs = VARIANTS["taihu"]
    g, _ = start_play(rs, {0: "SA S3 HK H4 C9 C3 D8 D6"}, trump="D", seed=2)
    held = {g.order.esuit(c) for c in g.hands[0].elements()}
    got = pool(g, 0, Play(0, cards("SA")), 4)
    assert held <= {g.order.esuit(a.cards[0]) for a in got if isinstance(a, Play)}
    assert len(got) <= SCREEN and len({action_key(a) for a in got}) == len(got)


def test_the_choices_depend_only_on_the_seats_knowledge():
    """Replacing the hidden hands by any deal consistent with what the seat knows gives the same choices."""
    tried = 0
    for variant, seed, steps in (("zhejiang-2", 3, 60), ("taihu", 5, 70), ("jiande", 1, 50), ("taihu", 2, 41)):
        g = position(variant, seed, steps)
        seat = g.to_act
        legal = [a for a in g.legal_actions() if a.seat == seat]
        base = legal[0]
        same = [action_key(a) for a in pool(g, seat, base, 4)]
        for s in range(3):
            w = sample_world(g, seat, random.Random(s))
            assert [action_key(a) for a in pool(w, seat, base, 4)] == same
        tried += 1
    assert tried == 4


def test_the_kept_choices_do_not_depend_on_their_order():
    ests = [Estimate(Play(0, cards(c)), [m] * 3, [m] * 3, [p] * 3)
            for c, m, p in (("S3", 0.0, 5), ("S4", 1.0, 0), ("S5", 1.0, 9), ("S6", 0.0, 30), ("S7", -1.0, 50))]
    kept = {action_key(e.action) for e in keep("unit.game-points", ests, currency, 3)}
    again = {action_key(e.action) for e in keep("unit.game-points", ests[::-1], currency, 3)}
    assert kept == again == {action_key(Play(0, cards(c))) for c in ("S4", "S5", "S6")}


def test_a_lead_is_compared_with_the_widest_combination_of_every_suit():
    """The planted-mistake benchmark's Taihu hand 4: p3 led ♥10 into a shown void where leading the pair ♥A♥A
    with ♥10♥10 did 22 card points better; the widest play of all was a long trump throw, so the hearts
    combination was never weighed. Now each suit's widest combination is among the choices."""
    rs = VARIANTS["taihu"]
    g, _ = start_play(rs, {0: "HA HA H10 H10 C6 D6 S2 S4 S7 S8 S8 S9 SJ SJ SK"}, trump="S", level="6", seed=2)
    legal = [a for a in g.legal_actions() if isinstance(a, Play) and a.seat == 0 and len(a.cards) > 1]
    got = pool(g, 0, Play(0, cards("HA")), 4)
    assert len(got) <= SCREEN
    for suit in {g.order.esuit(a.cards[0]) for a in legal}:
        widest = max(len(a.cards) for a in legal if g.order.esuit(a.cards[0]) == suit)
        assert any(isinstance(a, Play) and len(a.cards) == widest and g.order.esuit(a.cards[0]) == suit
                   for a in got), suit
