"""The searching bot (hwtutor/bots/search.py): legal choices at every level, reasons in both languages that
name no card but the ones played, and no peeking: with the other hands replaced by any deal consistent with
what the seat knows, the same seed gives the same decision (issue 14)."""
import random

import pytest

from hwtutor.bots.knowledge import sample_world
from hwtutor.bots.search import Budget, action_key, choose
from hwtutor.rules.messages import Cards, Msg, render

from .positions import position

SMALL = Budget(2, 2, None)  # no time limit: the decisions are reproducible
VARIANTS_ALL = ("zhejiang-2", "zhejiang-3", "jiande", "taihu", "duxiao", "xuan")


def _cards_named(m: Msg) -> list:
    out = []
    for _, v in m.args:
        if isinstance(v, Cards):
            out += list(v.cards)
        elif isinstance(v, Msg):
            out += _cards_named(v)
    return out


def _decide(g, seed):
    return choose(g, random.Random(seed), level="strong", seconds=None, budget=SMALL)


@pytest.mark.parametrize("variant", VARIANTS_ALL)
def test_bot_never_peeks(variant):
    """Replacing the hidden hands (and a hidden bottom) by a random consistent deal changes no decision."""
    checked = 0
    for seed, steps in ((1, 0), (3, 50), (4, 80)):
        g = position(variant, seed, steps)
        seat = g.to_act
        a, why = _decide(g, 11)
        for other in (5,):
            g2 = sample_world(g, seat, random.Random(other))
            assert any(g2.hands[s] != g.hands[s] for s in range(g.n) if s != seat) or steps == 0 or \
                sum(len(h) for h in g.hands) < 8
            a2, why2 = _decide(g2, 11)
            assert action_key(a2) == action_key(a), (variant, seed)
            assert why2 == why
        checked += 1
    assert checked == 3


@pytest.mark.parametrize("variant", VARIANTS_ALL)
def test_choices_are_legal_and_reasons_name_only_played_cards(variant):
    for seed, steps in ((7, 3), (9, 60)):
        g = position(variant, seed, steps)
        seat = g.to_act
        for level in ("easy", "normal"):
            a, why = choose(g, random.Random(seed), level=level, seconds=None, budget=SMALL)
            if a is not None:
                assert g.can(a), (variant, seed, str(a))
            assert isinstance(why, Msg)
            assert render(why, "en") and render(why, "zh")
            if level != "easy":
                played = list(getattr(a, "cards", ()) or ())
                named = _cards_named(why)
                assert all(c in played for c in named), (named, played)
                assert seat == g.to_act


def test_search_reason_snapshot(snapshot):
    """The wording of a searched play in both languages (figures are averages over sampled deals)."""
    g = position("zhejiang-2", 3, 50)
    a, why = _decide(g, 11)
    assert why.key.startswith("bot.search")
    assert {"en": render(why, "en"), "zh": render(why, "zh")} == snapshot


def test_only_choice_is_not_searched():
    """One legal action: the bot says so rather than sampling."""
    for seed in range(30):
        g = position("duxiao", seed, 40)
        legal = [x for x in g.legal_actions() if x.seat == g.to_act]
        if len(legal) == 1 and g.phase == "play":
            a, why = _decide(g, 1)
            assert why.key in ("bot.climb.only", "bot.climb.out")
            return
    pytest.skip("no forced position in these seeds")


def test_action_key_is_a_multiset_with_the_same_text_in_every_process():
    """Candidates are the same play whatever the order of their cards, and `keep` breaks ties by the key's
    text: it names the cards by code in code order, never as a set of cards (cards hash by identity, so a
    set of them prints in an order that depends on memory addresses)."""
    from hwtutor.rules.actions import Bid, Pass, Play
    from hwtutor.rules.cards import cards

    assert action_key(Play(1, cards("S5 S4 S5"))) == action_key(Play(1, cards("S5 S5 S4")))
    assert action_key(Play(1, cards("S5 S4 S5"))) != action_key(Play(1, cards("S5 S4 S4")))
    assert action_key(Play(1, cards("S5"))) != action_key(Play(2, cards("S5")))
    assert str(action_key(Play(1, cards("S5 S4 S5")))) == "('Play', 1, (('S4', 1), ('S5', 2)))"
    assert action_key(Bid(0, 80)) != action_key(Bid(0, 85)) != action_key(Pass(0))
    assert action_key(None) is None
