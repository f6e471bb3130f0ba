"""Statement tests of seed 000 (Zhejiang) on play: following (R-6, R-7), trumps, patterns
(R-3..R-5) and who wins a trick (trump order, R-1, R-2, R-8, R-9). Each test runs on
`zhejiang-2`, `zhejiang-3` and `jiande`, so it also covers the seed 002 rows that restate
the seed 000 ones (S002-33..56, "As S000-…"); the ids are in the docstrings.

Seat 0 (p1) is the dealer and leads trick 1. Positions: see s000_helpers.py.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from s000_helpers import TRICK3, VARIANTS, Play, cards, ev_msgs, finish_trick, msgs, play, position, trick_ids, why_msgs

from hwtutor.rules.trick.patterns import decompose, pattern_name

THREE_DECKS = ("zhejiang-3", "jiande")


def others(variant: str, suits: str, start: int = 2) -> dict[int, str]:
    """Seats from `start` on, void in the effective suits given."""
    return dict.fromkeys(range(start, VARIANTS[variant].players), suits)


def kind(g, text: str) -> str:
    return pattern_name(decompose(cards(text), g.order))


# ---------------------------------------------------------------- following

@pytest.mark.parametrize("variant", TRICK3)
def test_S000_36_follow_count(variant, snapshot):
    """covers S000-36, S002-33 (R-6): a follow has as many cards as the lead; else `follow-count`."""
    g, _ = position(variant, {0: "DA DA D9", 1: "D4 D6 D7 D8"}, trump="S", void={1: "D"})
    g1 = g.copy()
    play(g1, 0, "DA")
    v1 = g1.check(Play(1, cards("D4 D6")))
    play(g, 0, "DA DA")
    v2 = g.check(Play(1, cards("D4")))
    assert (v1.rule, v2.rule) == ("follow-count", "follow-count")
    assert g.check(Play(1, cards("D4 D6"))).ok
    assert [msgs(v1), msgs(v2)] == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_36_follow_shape_throw(variant, snapshot):
    """covers S000-36, S000-32, S002-33, S002-29 (R-7): a thrown pair and single are followed component
    by component: holding a pair of the suit, the follow contains it (`follow-shape`)."""
    extra = " DA" if VARIANTS[variant].decks == 3 else ""
    g, _ = position(variant, {0: "DA DA DK", 1: "D9 D9 D4 D5"}, trump="S", void={1: "D"}, bottom=extra)
    play(g, 0, "DA DA DK")
    assert trick_ids(g.current) == ["throw"]
    v = g.check(Play(1, cards("D9 D4 D5")))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards("D9 D9 D4"))).ok
    assert [ev_msgs(g.current.events), msgs(v)] == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_37_follow_suit_side(variant, snapshot):
    """covers S000-37, S002-34 (R-6): holding the led side suit, follow with as many of its cards as
    possible: a club on a diamond lead is `follow-suit`; with one diamond on a led pair, that diamond
    plus any card."""
    g, _ = position(variant, {0: "DA DA", 1: "D4 C6 C7"}, trump="S", void={1: "D"})
    g1 = g.copy()
    play(g1, 0, "DA")
    v1 = g1.check(Play(1, cards("C6")))
    assert g1.check(Play(1, cards("D4"))).ok
    play(g, 0, "DA DA")
    v2 = g.check(Play(1, cards("C6 C7")))
    assert (v1.rule, v2.rule) == ("follow-suit", "follow-suit")
    assert g.check(Play(1, cards("D4 C6"))).ok
    assert [msgs(v1), msgs(v2)] == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_38_void_ruff_or_discard(variant, snapshot):
    """covers S000-38, S002-35, S000-59, S002-56 (R-9): void in the led side suit, a player may play
    anything: a trump ruffs (and the lowest trump beats the side-suit A), another side suit is a
    discard and never wins."""
    g, _ = position(variant, {0: "DA", 1: "S4", 2: "CA"}, trump="S",
                    void={1: "D", 2: "D", **others(variant, "D", 3)})
    for s, c in ((0, "DA"), (1, "S4"), (2, "CA")):
        play(g, s, c)
    t = finish_trick(g)
    assert t.winner == 1
    assert trick_ids(t)[:2] == ["ruff", "discard"]
    assert [e.seat for e in t.events[:2]] == [1, 2]
    assert [ev_msgs(t.events[:2]), why_msgs(t)] == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_39_follow_suit_trump(variant, snapshot):
    """covers S000-39, S002-36 (R-6): on a trump lead, a player holding trump must follow with trump
    (all trumps are one suit): a side card is `follow-suit`, any trump is legal."""
    g, _ = position(variant, {0: "SA", 1: "BJ C6"}, trump="S", void={1: "T"})
    play(g, 0, "SA")
    v = g.check(Play(1, cards("C6")))
    assert v.rule == "follow-suit"
    assert g.check(Play(1, cards("BJ"))).ok
    assert msgs(v) == snapshot


TRUMP_CASES = [
    # (trump suit, the trump card, a card of its printed suit, statement)
    ("C", "H5", "H7", "S000-43"),
    ("D", "BJ", None, "S000-43"),
    ("S", "LJ", None, "S000-43"),
    ("S", "S3", None, "S000-40"),
    ("S", "C3", "C7", "S000-41"),
    ("H", "D3", "D7", "S000-42"),
    ("S", "H2", "H7", "S000-45"),
    ("S", "S2", None, "S000-45"),
    ("S", "S7", None, "S000-46"),
    ("S", "D2", "D7", "S000-47"),
]


@pytest.mark.parametrize("variant", TRICK3)
@pytest.mark.parametrize("trump,card_,plain,row", TRUMP_CASES, ids=[f"{c[1]}-{c[0]}" for c in TRUMP_CASES])
def test_S000_43_trumps_follow_trump_not_their_suit(variant, trump, card_, plain, row, snapshot):
    """covers S000-43, S000-44, S000-45, S000-46, S000-47, S000-40, S000-41, S000-42, S002-37, S002-38,
    S002-39, S002-40, S002-41, S002-42, S002-43, S002-44, S002-05 (§Trump order, R-1, R-3): the heart 5
    and jokers are trump in every suit choice, both advisors (main 3 and the other 3 of the trump
    colour) and every 2 are trump outside their suits, and all trump-suit cards are trump. Held as
    the only trump, the card must follow a trump lead (`follow-suit` otherwise); and it is no card
    of its printed suit (a D2 is no diamond): holding also a plain card of that suit, the trump card
    on a lead of that suit is `follow-suit`."""
    lead = f"{trump}A"
    hand = card_ + " " + (plain or "")
    g, _ = position(variant, {0: lead + " " + (plain[0] + "A" if plain else ""), 1: hand}, trump=trump,
                    void={1: "T"})
    assert g.order.is_trump(cards(card_)[0])
    side = plain or next(c.code for c in g.hands[1] if not g.order.is_trump(c))
    g1 = g.copy()
    play(g1, 0, lead)
    v1 = g1.check(Play(1, cards(side)))
    assert v1.rule == "follow-suit"
    assert g1.check(Play(1, cards(card_))).ok
    out = [msgs(v1)]
    if plain:
        play(g, 0, plain[0] + "A")
        v2 = g.check(Play(1, cards(card_)))
        assert v2.rule == "follow-suit"
        assert g.check(Play(1, cards(plain))).ok
        out.append(msgs(v2))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_47_d2_ruffs_a_diamond_lead(variant, snapshot):
    """covers S000-47, S002-44 (R-1): a D2 is a trump, no diamond: holding no other diamond, the D2
    on a diamond lead is a ruff, and wins."""
    g, _ = position(variant, {0: "DA", 1: "D2"}, trump="S", void={1: "D", **others(variant, "D")})
    play(g, 0, "DA")
    play(g, 1, "D2")
    t = finish_trick(g)
    assert t.winner == 1 and trick_ids(t)[0] == "ruff"
    assert [ev_msgs(t.events[:1]), why_msgs(t)] == snapshot


# ---------------------------------------------------------------- patterns (R-3..R-5) and shape duty

@pytest.mark.parametrize("variant", TRICK3)
def test_S000_48_any_card_is_a_single(variant):
    """covers S000-48, S002-45: any one card may be led as a single."""
    g, _ = position(variant, {0: "H5 BJ LJ S3 C3 S2 H2 SA D4 C6 HK"}, trump="S")
    for c in g.hands[0]:
        assert g.check(Play(0, (c,))).ok, c
        assert kind(g, c.code) == "single"


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_49_pair_is_two_identical_cards(variant, snapshot):
    """covers S000-49, S002-46 (R-3): a pair is two identical cards; two 2s of different suits are
    equal trumps but no pair: led together they are a throw."""
    g, _ = position(variant, {0: "DA DA H2 C2"}, trump="S")
    assert kind(g, "DA DA") == "pair" and kind(g, "H2 C2") == "throw"
    g1 = g.copy()
    play(g1, 0, "DA DA")
    assert trick_ids(g1.current) == []
    play(g, 0, "H2 C2")
    assert trick_ids(g.current)[0] == "throw"
    assert ev_msgs(g.current.events[:1]) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_49_follow_shape_pair(variant, snapshot):
    """covers S000-49, S000-36, S000-60, S002-46, S002-33 (R-7, R-8): on a led pair, a follower holding
    a pair of the suit must play a pair: H2 C2 (no pair) with S4 S4 held is `follow-shape`. Holding no
    trump pair, H2 C2 is legal but cannot win, though both 2s outrank the led S6 S6."""
    g, _ = position(variant, {0: "S6 S6", 1: "H2 C2 S4 S4", 2: "H2 D2"}, trump="S",
                    void={2: "T", **others(variant, "T", 3)})
    play(g, 0, "S6 S6")
    v = g.check(Play(1, cards("H2 C2")))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards("S4 S4"))).ok
    play(g, 1, "S4 S4")
    play(g, 2, "H2 D2")
    t = finish_trick(g)
    assert t.winner == 0
    assert [msgs(v), why_msgs(t)] == snapshot


@pytest.mark.parametrize("variant", THREE_DECKS)
def test_S000_50_triple_three_decks(variant, snapshot):
    """covers S000-50, S002-47 (R-5, R-7): with 3 decks three identical cards are a triple (one
    component, no throw); a follower holding a triple of the suit must play it (`follow-shape`);
    holding only a pair, the pair."""
    g, _ = position(variant, {0: "DA DA DA D5 D5 D5 D6 D6", 1: "D9 D9 D9 D4", 2: "D8 D8 D3 D7"}, trump="S",
                    void={1: "D", 2: "D"})
    assert kind(g, "DA DA DA") == "triple"
    assert len(decompose(cards("D5 D5 D5 D6 D6"), g.order)) == 2  # 555 66 is a triple and a pair
    play(g, 0, "DA DA DA")
    assert trick_ids(g.current) == []
    v1 = g.check(Play(1, cards("D9 D9 D4")))
    assert v1.rule == "follow-shape"
    play(g, 1, "D9 D9 D9")
    v2 = g.check(Play(2, cards("D8 D3 D7")))
    assert v2.rule == "follow-shape"
    assert g.check(Play(2, cards("D8 D8 D3"))).ok
    assert [msgs(v1), msgs(v2)] == snapshot


def test_S000_50_no_triples_with_two_decks():
    """covers S000-50 (zhejiang-2): with 2 decks there are no triples (a card exists twice)."""
    rs = VARIANTS["zhejiang-2"]
    assert not rs.triples and VARIANTS["zhejiang-3"].triples and VARIANTS["jiande"].triples
    with pytest.raises(ValueError):
        position("zhejiang-2", {0: "DA DA DA"})


@pytest.mark.parametrize("variant", THREE_DECKS)
def test_S000_50_triple_counts_as_pair(variant, snapshot):
    """covers S000-50, S000-49, S002-47 (R-7): a held triple counts as a pair for a pair duty."""
    g, _ = position(variant, {0: "D4 D4", 1: "D9 D9 D9 DJ"}, trump="S", void={1: "D"})
    play(g, 0, "D4 D4")
    v = g.check(Play(1, cards("D9 DJ")))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards("D9 D9"))).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_51_tractor_adjacent_pairs(variant):
    """covers S000-51, S002-48 (R-5): two or more pairs of adjacent ranks in one suit are a tractor
    (6677, 778899): one component, no throw."""
    g, _ = position(variant, {0: "D6 D6 D7 D7 D8 D8 D9 D9"}, trump="S")
    assert kind(g, "D6 D6 D7 D7") == "tractor" and kind(g, "D7 D7 D8 D8 D9 D9") == "tractor"
    assert kind(g, "D6 D6 D8 D8") == "throw"
    play(g, 0, "D7 D7 D8 D8 D9 D9")
    assert trick_ids(g.current) == [] and g.current.lead[0].length == 3


SHAPE_CASES = [
    # (follower's diamonds, illegal follow, legal follow) to a led D6 D6 D7 D7
    ("D9 D9 D10 D10 D4", "D9 D9 D10 D4", "D9 D9 D10 D10"),   # a held tractor: the tractor
    ("D9 D9 DJ DJ D4", "D9 D9 DJ D4", "D9 D9 DJ DJ"),        # two non-adjacent pairs: both pairs
    ("D9 D9 D4 DJ DQ", "D9 D4 DJ DQ", "D9 D9 D4 DJ"),        # one pair: that pair
]


@pytest.mark.parametrize("variant", TRICK3)
@pytest.mark.parametrize("held,bad,good", SHAPE_CASES, ids=["tractor", "two-pairs", "one-pair"])
def test_S000_51_follow_shape_tractor(variant, held, bad, good, snapshot):
    """covers S000-51, S000-36, S002-48, S002-33 (R-7): on a led tractor, a follower holding a tractor
    of the suit must play it; else as many pairs as the tractor has; else the pairs it holds."""
    g, _ = position(variant, {0: "D6 D6 D7 D7", 1: held}, trump="S", void={1: "D"})
    play(g, 0, "D6 D6 D7 D7")
    v = g.check(Play(1, cards(bad)))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards(good))).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_51_pair_inside_tractor_counts(variant, snapshot):
    """covers S000-51, S000-49, S002-48 (R-7): a pair inside a held tractor counts for a pair duty."""
    g, _ = position(variant, {0: "D4 D4", 1: "D9 D9 D10 D10 DJ"}, trump="S", void={1: "D"})
    play(g, 0, "D4 D4")
    v = g.check(Play(1, cards("D9 DJ")))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards("D10 D10"))).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("variant", THREE_DECKS)
def test_S000_52_triple_tractor(variant, snapshot):
    """covers S000-52, S002-49 (R-5, R-7): with 3 decks two or more adjacent triples (666777) are a
    tractor; a follower holding a triple tractor of the suit must play it."""
    g, _ = position(variant, {0: "D6 D6 D6 D7 D7 D7", 1: "D9 D9 D9 D10 D10 D10 D4"}, trump="S",
                    void={1: "D"})
    assert kind(g, "D6 D6 D6 D7 D7 D7") == "tractor"
    play(g, 0, "D6 D6 D6 D7 D7 D7")
    assert trick_ids(g.current) == [] and g.current.lead[0].shape == (3, 2)
    v = g.check(Play(1, cards("D9 D9 D9 D10 D10 D4")))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards("D9 D9 D9 D10 D10 D10"))).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_53_no_tractor_above_trump_ace(variant, snapshot):
    """covers S000-53, S002-50 (R-4): trumps ranked above the trump-suit A form no tractor: BJ BJ LJ LJ
    (also S2 S2 SA SA, S3 S3 C3 C3) is a throw; natural trumps SA SA SK SK are a tractor."""
    g, _ = position(variant, {0: "BJ BJ LJ LJ SA SA SK SK S2 S2 S3 S3 C3 C3"}, trump="S",
                    bottom="H5 H5" + (" H5" if VARIANTS[variant].decks == 3 else ""))
    assert kind(g, "SA SA SK SK") == "tractor"
    for t in ("BJ BJ LJ LJ", "S2 S2 SA SA", "S3 S3 C3 C3"):
        assert kind(g, t) == "throw", t
    play(g, 0, "BJ BJ LJ LJ")
    assert trick_ids(g.current)[0] == "throw" and [c.kind for c in g.current.lead] == ["pair", "pair"]
    assert ev_msgs(g.current.events[:1]) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
@pytest.mark.parametrize("trump", "SHD")
def test_S000_54_promotion_makes_4466_a_tractor(variant, trump):
    """covers S000-54, S002-51 (R-1, §Patterns): the heart 5 is trump in every suit choice, so the
    hearts 4 and 6 are adjacent: H4 H4 H6 H6 is a tractor (a side tractor, or a trump one under ♥);
    S4 S4 S6 S6 is not (S5 stays); C3 C3 C4 C4 is none under ♠ (C3 is an advisor)."""
    g, _ = position(variant, {0: "H4 H4 H6 H6 S4 S4 S6 S6 C3 C3 C4 C4"}, trump=trump)
    assert kind(g, "H4 H4 H6 H6") == "tractor"
    assert kind(g, "S4 S4 S6 S6") == "throw"
    if trump == "S":
        assert kind(g, "C3 C3 C4 C4") == "throw"
    play(g, 0, "H4 H4 H6 H6")
    assert trick_ids(g.current) == [] and g.current.lead[0].kind == "tractor"


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_54_follow_shape_4466(variant, snapshot):
    """covers S000-54, S000-51, S002-51 (R-7): holding H4 H4 H6 H6 on a led heart tractor, the follower
    holds a tractor and must play it."""
    g, _ = position(variant, {0: "H7 H7 H8 H8", 1: "H4 H4 H6 H6 H9"}, trump="S", void={1: "H"})
    play(g, 0, "H7 H7 H8 H8")
    v = g.check(Play(1, cards("H4 H4 H6 H9")))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards("H4 H4 H6 H6"))).ok
    assert msgs(v) == snapshot


# ---------------------------------------------------------------- who wins (trump order, R-1, R-2, R-8)

ORDER_PAIRS = [
    # (higher, lower, statement) with spades trump
    ("H5", "BJ", "S000-55"),
    ("BJ", "LJ", "S000-55"),
    ("LJ", "S3", "S000-56"),
    ("S3", "C3", "S000-40"),
    ("C3", "S2", "S000-41"),
    ("S2", "H2", "S000-57"),
    ("D2", "SA", "S000-57"),
    ("SA", "SK", "S000-58"),
    ("S10", "S9", "S000-58"),
    ("S5", "S4", "S000-58"),
]


@pytest.mark.parametrize("variant", TRICK3)
@pytest.mark.parametrize("high,low,row", ORDER_PAIRS, ids=[f"{p[0]}>{p[1]}" for p in ORDER_PAIRS])
def test_S000_55_trump_order(variant, high, low, row, snapshot):
    """covers S000-55, S000-56, S000-57, S000-58, S000-40, S000-41, S002-52, S002-53, S002-54, S002-55,
    S002-37, S002-38, S002-05 (§Trump order, R-1): heart 5 > big joker > small joker > main advisor >
    other advisor > main 2 > other 2s > trump-suit A .. 4 (its 5 is a plain trump card under ♠): the
    higher single wins whether it is led or follows (`winner`)."""
    out = []
    for lead, follow, winner in ((low, high, 1), (high, low, 0)):
        g, _ = position(variant, {0: lead, 1: follow}, trump="S", void=others(variant, "T"))
        play(g, 0, lead)
        play(g, 1, follow)
        t = finish_trick(g)
        assert t.winner == winner, (lead, follow)
        out.append(why_msgs(t))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_42_hearts_trump_advisors(variant, snapshot):
    """covers S000-42, S002-39: with hearts trump, H3 is the main and D3 the other advisor: H3 > D3 >
    H2 (main 2) > S2."""
    out = []
    for lead, follow in (("D3", "H3"), ("H2", "D3"), ("S2", "H2")):
        g, _ = position(variant, {0: lead, 1: follow}, trump="H", void=others(variant, "T"))
        play(g, 0, lead)
        play(g, 1, follow)
        t = finish_trick(g)
        assert t.winner == 1, (lead, follow)
        out.append(why_msgs(t))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_57_other_twos_equal_first_wins(variant, snapshot):
    """covers S000-57, S000-61, S002-54 (R-2, R-3): the other 2s are equal to each other: H2 led, D2
    and C2 following do not win; D2 led beats H2 and C2 too (first played wins)."""
    out = []
    for order in (("H2", "D2", "C2"), ("D2", "C2", "H2")):
        g, _ = position(variant, {0: order[0], 1: order[1], 2: order[2]}, trump="S",
                        void=others(variant, "T", 3))
        for s in range(3):
            play(g, s, order[s])
        t = finish_trick(g)
        assert t.winner == 0 and t.why.key == "trick.tie"
        out.append(why_msgs(t))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_59_unled_side_suit_never_wins(variant, snapshot):
    """covers S000-59, S000-38, S002-56, S002-35 (R-1, R-9): side suits rank A..3 without the promoted
    cards; a card of an unled side suit is a discard: HA does not beat a led D4."""
    g, _ = position(variant, {0: "D4", 1: "HA", 2: "CA"}, trump="S",
                    void={1: "D", 2: "D", **others(variant, "D", 3)})
    o = g.order
    assert [c.code for c in o.sort(cards("DA DK DQ DJ D10 D9 D8 D7 D6 D5 D4 D3"))] == \
        ["DA", "DK", "DQ", "DJ", "D10", "D9", "D8", "D7", "D6", "D5", "D4", "D3"]
    assert not o.is_trump(cards("D3")[0]) and o.is_trump(cards("D2")[0])
    play(g, 0, "D4")
    play(g, 1, "HA")
    play(g, 2, "CA")
    t = finish_trick(g)
    assert t.winner == 0 and trick_ids(t)[:2] == ["discard", "discard"]
    assert [ev_msgs(t.events[:2]), why_msgs(t)] == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_60_off_pattern_cannot_win(variant, snapshot):
    """covers S000-60, S000-38, S002-35 (R-8, R-9): a follow not in the lead's pattern cannot win: on
    a led pair D4 D4, a void player's BJ LJ is `ruff-shape` and a discard; a trump pair S4 S4 ruffs
    and wins; in the suit, two unpaired diamonds higher than the pair cannot win."""
    g, _ = position(variant, {0: "D4 D4", 1: "BJ LJ", 2: "S4 S4"}, trump="S",
                    void={1: "D", 2: "D", **others(variant, "D", 3)})
    play(g, 0, "D4 D4")
    play(g, 1, "BJ LJ")
    play(g, 2, "S4 S4")
    t = finish_trick(g)
    assert t.winner == 2
    assert trick_ids(t)[:3] == ["ruff-shape", "discard", "ruff"]
    out = [ev_msgs(t.events[:3]), why_msgs(t)]
    g, _ = position(variant, {0: "D4 D4", 1: "DA DK"}, trump="S", void={1: "D", **others(variant, "D")})
    play(g, 0, "D4 D4")
    play(g, 1, "DA DK")
    t = finish_trick(g)
    assert t.winner == 0
    out.append(why_msgs(t))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_61_highest_top_wins_ties_first(variant, snapshot):
    """covers S000-61, S002-56 (R-8, R-2): among follows in the lead's pattern the highest top card
    wins; an equal card played later loses to the first (singles DK, DK; pairs D9 D9 < DK DK)."""
    g, _ = position(variant, {0: "D9", 1: "DK", 2: "DK"}, trump="S",
                    void={1: "D", 2: "D", **others(variant, "D", 3)})
    for s, c in ((0, "D9"), (1, "DK"), (2, "DK")):
        play(g, s, c)
    t = finish_trick(g)
    assert t.winner == 1 and t.why.key == "trick.tie"
    out = [why_msgs(t)]
    g, _ = position(variant, {0: "D4 D4", 1: "D9 D9", 2: "DK DK"}, trump="S",
                    void={1: "D", 2: "D", **others(variant, "D", 3)})
    for s, c in ((0, "D4 D4"), (1, "D9 D9"), (2, "DK DK")):
        play(g, s, c)
    t = finish_trick(g)
    assert t.winner == 2 and t.why.key == "trick.higher"
    out.append(why_msgs(t))
    assert out == snapshot
