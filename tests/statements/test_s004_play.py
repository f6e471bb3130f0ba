"""Seed 004 (Anhui Taihu 红5): the trump order, princesses, the heart 5 lead, ruffs and throws
(statements S004-01, 42..54, 60, 62..76, 79, 90)."""
from __future__ import annotations

import pytest
from s004_helpers import check_play, ev_msgs, ids, lowest, msgs, play, position, run_trick

from hwtutor.rules.cards import BJ, H5, LJ, card, cards
from hwtutor.rules.messages import both
from hwtutor.rules.trick.order import trump_order

ALL_DIAMONDS = " ".join(f"D{r}" for r in ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] for _ in (0, 1))


def _snap(t):
    """Everything worth a snapshot about a finished trick: its events and why it was won."""
    return {"events": ev_msgs(t.events), "why": both(t.why)}


# -------------------------------------------------------------- trump order
def test_S004_01_43_60_heart5_over_big_over_small_joker(snapshot):
    """covers S004-43, S004-01, S004-60: heart 5 > big joker > small joker on a trump lead,
    and the heart 5 is a 5-point card."""
    g = position({0: "S4", 1: "LJ", 2: "BJ", 3: "H5"})
    t = run_trick(g, {0: "S4", 1: "LJ", 2: "BJ", 3: "H5"})
    assert t.winner == 3
    assert t.points == 5 and H5.points == 5
    assert "red5-rotten" not in ids(t) and "princess-no-power" not in ids(t)
    g2 = position({0: "S4", 1: "LJ", 2: "BJ", 3: "S6"})
    t2 = run_trick(g2, {0: "S4", 1: "LJ", 2: "BJ", 3: "S6"})
    assert t2.winner == 2
    assert {"red5": both(t.why), "joker": both(t2.why)} == snapshot


@pytest.mark.parametrize("trump", ["S", "C", "D"])
@pytest.mark.parametrize("held", ["H5", "BJ", "LJ"])
def test_S004_42_heart5_and_jokers_always_trump(trump, held, snapshot):
    """covers S004-42: heart 5s and jokers are trump whatever the trump suit: holding one as its
    only trump, a follower must play it on a trump lead."""
    o = trump_order(trump, 2)
    assert o.is_trump(H5) and o.is_trump(BJ) and o.is_trump(LJ)
    g = position({0: f"{trump}7", 1: held}, trump=trump, void={1: "T"})
    play(g, 0, f"{trump}7")
    side = lowest(g, 1, 1)
    v = check_play(g, 1, side)
    assert v.rule == "follow-suit"
    assert check_play(g, 1, held).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("trump,advisor", [("H", "D3"), ("D", "H3"), ("S", "C3"), ("C", "S3")])
def test_S004_44_45_advisors_are_the_3s_of_the_trump_colour(trump, advisor, snapshot):
    """covers S004-44, S004-45: red trump: H3 and D3 are trump (advisors); black: S3 and C3.
    A follower whose only trump is the other advisor must play it on a trump lead."""
    g = position({0: f"{trump}7", 1: advisor}, trump=trump, void={1: "T"})
    play(g, 0, f"{trump}7")
    v = check_play(g, 1, lowest(g, 1, 1))
    assert v.rule == "follow-suit"
    assert check_play(g, 1, advisor).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("trump,three", [("S", "H3"), ("S", "D3"), ("H", "S3"), ("H", "C3")])
def test_S004_45_other_colour_3s_are_side_cards(trump, three, snapshot):
    """covers S004-45: the 3s of the other colour are side cards: with a heart lead (or a
    spade lead) the 3 follows its own suit, not trump."""
    suit = three[0]
    lead = f"{suit}A"
    g = position({0: lead, 1: three}, trump=trump, void={1: suit})
    assert not g.order.is_trump(card(three))
    play(g, 0, lead)
    other = lowest(g, 1, 1, avoid_suit=suit)
    v = check_play(g, 1, other)
    assert v.rule == "follow-suit"
    assert check_play(g, 1, three).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("trump,main,other", [("S", "S3", "C3"), ("C", "C3", "S3"), ("H", "H3", "D3"),
                                              ("D", "D3", "H3")])
def test_S004_46_main_advisor_beats_other_advisor(trump, main, other, snapshot):
    """covers S004-46: the advisor of the trump suit beats the other advisor (♠ trump: S3 > C3),
    whichever is played first."""
    g = position({0: f"{trump}4", 1: other, 2: main, 3: f"{trump}6"}, trump=trump)
    t = run_trick(g, {0: f"{trump}4", 1: other, 2: main, 3: f"{trump}6"})
    assert t.winner == 2
    assert both(t.why) == snapshot


@pytest.mark.parametrize("plays,winner", [
    ({1: "S2", 2: "C3", 3: "LJ"}, 3),   # small joker > advisor > level card
    ({1: "S2", 2: "C3", 3: "SA"}, 2),   # advisor > main level card > trump A
    ({1: "S3", 2: "H2", 3: "S5"}, 1),   # main advisor > other level card
])
def test_S004_47_small_joker_over_advisors_over_level_cards(plays, winner, snapshot):
    """covers S004-47: small joker > advisors > level cards."""
    g = position({0: "S4", **plays})
    t = run_trick(g, {0: "S4", **plays})
    assert t.winner == winner
    assert both(t.why) == snapshot


@pytest.mark.parametrize("plays,winner,tie", [
    ({1: "H2", 2: "S2", 3: "SA"}, 2, False),   # main level card > other level card
    ({1: "H2", 2: "D2", 3: "SA"}, 1, True),    # other level cards are equal: first played wins
    ({1: "SA", 2: "C2", 3: "SK"}, 2, False),   # a level card is above the trump A
])
def test_S004_48_level_cards_next(plays, winner, tie, snapshot):
    """covers S004-48: level cards rank next below the advisors, above the trump-suit cards;
    main level card > other level cards, which are equal to each other."""
    g = position({0: "S4", **plays})
    t = run_trick(g, {0: "S4", **plays})
    assert t.winner == winner
    assert (t.why.key == "trick.tie") is tie
    assert both(t.why) == snapshot


# --------------------------------------------------------------- princesses
PRINCESSES = ["BJ", "LJ", "S3", "C3", "S2", "H2"]


@pytest.mark.parametrize("princess", PRINCESSES)
def test_S004_49_51_princess_is_a_discard_on_a_side_lead(princess, snapshot):
    """covers S004-49, S004-51, S004-50: jokers, advisors and level cards (princesses) played on a
    side-suit lead are discards without power."""
    g = position({0: "D9", 1: princess, 2: "D4", 3: "D6"}, void={1: "D"})
    t = run_trick(g, {0: "D9", 1: princess, 2: "D4", 3: "D6"})
    assert t.winner == 0
    assert ids(t) == ["princess-no-power", "discard"]
    assert all(e.seat == 1 for e in t.events)
    assert _snap(t) == snapshot


@pytest.mark.parametrize("pair", ["BJ BJ", "LJ LJ", "S3 S3", "C3 C3", "H2 H2", "D2 D2"])
def test_S004_51_princess_pair_in_the_leads_pattern_is_a_discard(pair, snapshot):
    """covers S004-51, S004-50: even a pair of princesses on a led side pair is a discard."""
    g = position({0: "D9 D9", 1: pair, 2: "C4 C6", 3: "H4 H6"}, void={1: "D", 2: "D", 3: "D"})
    t = run_trick(g, {0: "D9 D9", 1: pair, 2: "C4 C6", 3: "H4 H6"})
    assert t.winner == 0
    assert ids(t)[:2] == ["princess-no-power", "discard"] and t.events[0].seat == 1
    assert _snap(t) == snapshot


def test_S004_51_princess_with_a_side_card_is_a_discard(snapshot):
    """covers S004-51, S004-49: a follower short of the led suit who adds a princess to its last
    diamond discards both; the princess has no power."""
    g = position({0: "D9 D9", 1: "D4 BJ", 2: "C4 C6", 3: "H4 H6"}, void={1: "D", 2: "D", 3: "D"})
    t = run_trick(g, {0: "D9 D9", 1: "D4 BJ", 2: "C4 C6", 3: "H4 H6"})
    assert t.winner == 0
    assert ids(t)[:2] == ["princess-no-power", "discard"] and [e.seat for e in t.events[:2]] == [1, 1]
    assert _snap(t) == snapshot


@pytest.mark.parametrize("princess", PRINCESSES + ["H5"])
def test_S004_50_princess_has_power_on_a_trump_lead(princess, snapshot):
    """covers S004-50, S004-52: on a trump lead the princesses (and the heart 5) win."""
    g = position({0: "SK", 1: princess, 2: "S5", 3: "S6"})
    t = run_trick(g, {0: "SK", 1: princess, 2: "S5", 3: "S6"})
    assert t.winner == 1
    assert "princess-no-power" not in ids(t) and "red5-rotten" not in ids(t)
    assert both(t.why) == snapshot


def test_S004_52_heart5_on_side_lead_is_rotten(snapshot):
    """covers S004-52, S004-60: the heart 5 on a side lead has no power and rots (烂5);
    the trick's points show its face value 5."""
    g = position({0: "D9", 1: "H5", 2: "D4", 3: "D6"}, void={1: "D"})
    t = run_trick(g, {0: "D9", 1: "H5", 2: "D4", 3: "D6"})
    assert t.winner == 0
    assert ids(t) == ["princess-no-power", "discard", "red5-rotten"]
    assert [e.seat for e in t.events] == [1, 1, 1]
    assert t.points == 5
    assert _snap(t) == snapshot


# --------------------------------------------------------------- heart 5 lead
@pytest.mark.parametrize("lead", ["H5", "H5 H5", "H5 BJ", "H5 S4", "H5 S4 S4"])
def test_S004_53_54_red5_cannot_lead(lead, snapshot):
    """covers S004-53, S004-54: the heart 5 may not be led, alone or combined."""
    g = position({0: "H5 H5 BJ S4 S4"})
    v = check_play(g, 0, lead)
    assert v.rule == "red5-lead"
    assert msgs(v) == snapshot


@pytest.mark.parametrize("lead", ["BJ", "LJ", "S3", "C3", "S2"])
def test_S004_53_jokers_and_advisors_may_be_led(lead):
    """covers S004-53 (legal case): unlike the heart 5, jokers, advisors and level cards may be led."""
    g = position({0: f"H5 {lead}"})
    assert check_play(g, 0, lead).ok


# -------------------------------------------------------------------- ruffs
@pytest.mark.parametrize("ruff", ["S4", "S5", "S7", "S9", "SA"])
def test_S004_62_63_66_67_natural_trump_single_ruffs_single(ruff, snapshot):
    """covers S004-62, S004-63, S004-66, S004-67: natural trumps (every trump-suit card that is no
    princess, the 5, 7 and 9 included) ruff a led single with a single."""
    g = position({0: "DA", 1: ruff, 2: "D4", 3: "D6"}, void={1: "D"})
    assert g.order.is_natural_trump(card(ruff))
    t = run_trick(g, {0: "DA", 1: ruff, 2: "D4", 3: "D6"})
    assert t.winner == 1 and ids(t) == ["ruff"]
    assert t.why.key == "trick.ruff.natural.only-single"  # Taihu: the only natural trump, said as 将牌 (issue 22)
    assert _snap(t) == snapshot


def test_S004_64_natural_trumps_beat_lower_natural_trumps(snapshot):
    """covers S004-64: natural trumps beat lower ones, on a trump lead and ruff against ruff."""
    g = position({0: "S7", 1: "S9", 2: "S8", 3: "S6"})
    t = run_trick(g, {0: "S7", 1: "S9", 2: "S8", 3: "S6"})
    assert t.winner == 1
    g2 = position({0: "DA", 1: "S4", 2: "S8", 3: "D6"}, void={1: "D", 2: "D"})
    t2 = run_trick(g2, {0: "DA", 1: "S4", 2: "S8", 3: "D6"})
    assert t2.winner == 2 and ids(t2) == ["ruff", "ruff"]
    assert {"trump-lead": both(t.why), "over-ruff": _snap(t2)} == snapshot


def test_S004_65_ruff_only_when_void(snapshot):
    """covers S004-65: holding a card of the led side suit, a player may not ruff."""
    g = position({0: "DA", 1: "D4 S9"}, void={1: "D"})
    play(g, 0, "DA")
    v = check_play(g, 1, "S9")
    assert v.rule == "follow-suit"
    assert check_play(g, 1, "D4").ok
    assert msgs(v) == snapshot


def test_S004_68_led_pair_needs_natural_pair(snapshot):
    """covers S004-68: a led pair is ruffed by a natural-trump pair; two single trumps only discard."""
    g = position({0: "D9 D9", 1: "S8 S9", 2: "S6 S6", 3: "C4 C6"}, void={1: "D", 2: "D", 3: "D"})
    t = run_trick(g, {0: "D9 D9", 1: "S8 S9", 2: "S6 S6", 3: "C4 C6"})
    assert t.winner == 2
    assert ids(t) == ["ruff-shape", "discard", "ruff", "discard"]
    assert [e.seat for e in t.events] == [1, 1, 2, 3]
    assert _snap(t) == snapshot


def test_S004_69_led_tractor_needs_tractor(snapshot):
    """covers S004-69: a led tractor needs a natural-trump tractor of its shape; two pairs that are
    not adjacent only discard, however high."""
    g = position({0: "D7 D7 D8 D8", 1: "S9 S9 S10 S10", 2: "SJ SJ SK SK", 3: "C4 C6 C7 C8"},
                 void={1: "D", 2: "D", 3: "D"})
    t = run_trick(g, {0: "D7 D7 D8 D8", 1: "S9 S9 S10 S10", 2: "SJ SJ SK SK", 3: "C4 C6 C7 C8"})
    assert t.winner == 1
    assert ids(t) == ["ruff", "ruff-shape", "discard", "discard"]
    assert _snap(t) == snapshot


@pytest.mark.parametrize("level,ruff,ruffs", [
    ("2", "SA SA", True), ("2", "BJ BJ", False), ("2", "S3 S3", False), ("2", "H2 H2", False),
    ("K", "SA", True), ("4", "S4", False), ("A", "SA", False), ("A", "SK", True),
])
def test_S004_90_ruffs_natural_trumps_up_to_the_A(level, ruff, ruffs, snapshot):
    """covers S004-90, S004-62: ruffs use natural trumps only, up to the trump A; jokers, advisors
    and level cards (the main level card S4 at level 4, SA at level A) have no power on a side lead."""
    n = len(cards(ruff))
    lead, p3, p4 = " ".join(["D9"] * n), " ".join(["C7", "C8"][:n]), " ".join(["H7", "H8"][:n])
    g = position({0: lead, 1: ruff, 2: p3, 3: p4}, level=level, void={1: "D", 2: "D", 3: "D"})
    t = run_trick(g, {0: lead, 1: ruff, 2: p3, 3: p4})
    assert (t.winner == 1) is ruffs
    assert ids(t)[:2] == (["ruff", "discard"] if ruffs else ["princess-no-power", "discard"])
    assert _snap(t) == snapshot


# --------------------------------------------------------------------- throws
SEED_THROW = "D3 D5 D5 D6 D9 DK"


@pytest.mark.parametrize("ruff,events,winner", [
    ("S4 S6 S6 S7 S10 SA", ["ruff"], 1),                          # the seed's 4,66,7,10,A
    ("S3 S5 S5 S6 S9 SK", ["princess-no-power", "discard"], 0),   # 3,55,6,9,K: the 3 is an advisor
    ("S4 S6 S7 S8 S10 SA", ["ruff-shape", "discard"], 0),         # all natural, but six singles
    ("S4 S4 S6 S6 S7 SA", ["ruff-shape", "discard"], 0),          # two pairs where the lead has one
])
def test_S004_70_71_throw_ruffed_in_its_formation(ruff, events, winner, snapshot):
    """covers S004-70, S004-71, S004-72, S004-73, S004-74: the side throw 3,55,6,9,K (it stands:
    p1 holds every diamond) is ruffed only by natural trumps in the same formation, 4,66,7,10,A;
    with an advisor 3 the ruff has no power (白贴)."""
    g = position({0: ALL_DIAMONDS + " S2", 1: ruff})  # the others are void in diamonds
    play(g, 0, SEED_THROW)
    t = g.current
    assert ids(t) == ["throw"]
    play(g, 1, ruff)
    play(g, 2, lowest(g, 2, 6))
    play(g, 3, lowest(g, 3, 6))
    assert t.winner == winner
    assert ids(t) == ["throw"] + events + ["discard", "discard"]
    assert [e.seat for e in t.events][:1 + len(events)] == [0] + [1] * len(events)
    assert _snap(t) == snapshot


@pytest.mark.parametrize("ruff,events,winner", [
    ("S9 S9 S10 S10 S4", ["ruff"], 1),                       # tractor and single, as led
    ("S9 S9 SJ SJ S4", ["ruff-shape", "discard"], 0),        # two pairs that are no tractor
    ("S9 S9 S10 S10 C3", ["princess-no-power", "discard"], 0),  # the single is an advisor
])
def test_S004_70_throw_with_tractor_ruffed_component_by_component(ruff, events, winner, snapshot):
    """covers S004-70, S004-69, S004-72: a side throw of a tractor and a single (D7 D7 D8 D8, DA) is
    ruffed only by a natural-trump tractor of the same shape and a natural single."""
    g = position({0: ALL_DIAMONDS + " S2", 1: ruff})
    play(g, 0, "D7 D7 D8 D8 DA")
    play(g, 1, ruff)
    play(g, 2, lowest(g, 2, 5))
    play(g, 3, lowest(g, 3, 5))
    t = g.tricks[0]
    assert t.winner == winner
    assert ids(t) == ["throw"] + events + ["discard", "discard"]
    assert _snap(t) == snapshot


def test_S004_74_76_throw_stands_own_cards_do_not_count(snapshot):
    """covers S004-74, S004-76: mixed cards of one side suit led together are a throw; it stands
    when no other player holds a higher pair or single (p1's own DK DK does not count; p2's D10
    is a single, its D4 D4 a lower pair)."""
    g = position({0: "DA D9 D9 D10 DK DK", 1: "D10 D4 D4", 2: "C4", 3: "C6"}, void={1: "D", 2: "D", 3: "D"})
    play(g, 0, "DA D9 D9")
    t = g.current
    assert ids(t) == ["throw"] and t.plays[0][1] == cards("DA D9 D9") and not t.attempted
    play(g, 1, "D10 D4 D4")
    play(g, 2, lowest(g, 2, 3))
    play(g, 3, lowest(g, 3, 3))
    assert t.winner == 0
    assert _snap(t) == snapshot


def test_S004_75_79_throw_fails_on_a_higher_single(snapshot):
    """covers S004-75, S004-79: a throw whose single another player beats fails and is replaced
    by that single."""
    g = position({0: "DA DA D4", 1: "D5", 2: "C4", 3: "C6"}, void={1: "D", 2: "D", 3: "D"})
    play(g, 0, "DA DA D4")
    t = g.current
    assert ids(t) == ["throw", "throw-failed"]
    assert t.plays[0] == (0, cards("D4")) and t.attempted == cards("DA DA D4")
    assert g.hands[0][card("DA")] == 2  # the rest goes back to the hand
    play(g, 1, "D5")
    play(g, 2, lowest(g, 2, 1))
    play(g, 3, lowest(g, 3, 1))
    assert t.winner == 1
    assert _snap(t) == snapshot


def test_S004_76_79_throw_fails_on_a_higher_pair(snapshot):
    """covers S004-76, S004-79: a throw whose pair another player beats with a pair fails and is
    replaced by that pair (the single DA stands)."""
    g = position({0: "DA D9 D9", 1: "D10 D10", 2: "C4", 3: "C6"}, void={1: "D", 2: "D", 3: "D"})
    play(g, 0, "DA D9 D9")
    t = g.current
    assert ids(t) == ["throw", "throw-failed"]
    assert t.plays[0] == (0, cards("D9 D9"))
    play(g, 1, "D10 D10")
    play(g, 2, lowest(g, 2, 2))
    play(g, 3, lowest(g, 3, 2))
    assert t.winner == 1
    assert _snap(t) == snapshot


def test_S004_79_failed_throw_replaced_by_weakest_beaten_component(snapshot):
    """covers S004-79 (R-11): several components beaten: the weakest one (fewest cards, then lowest
    rank) is played; here DQ, D6 and D9 D9 are beaten, D6 is played."""
    g = position({0: "DQ D9 D9 D6", 1: "DK D10 D10", 2: "C4", 3: "C6"}, void={1: "D", 2: "D", 3: "D"})
    play(g, 0, "DQ D9 D9 D6")
    t = g.current
    assert ids(t) == ["throw", "throw-failed"]
    assert t.plays[0] == (0, cards("D6"))
    assert t.attempted == cards("DQ D9 D9 D6")
    play(g, 1, "D10")
    play(g, 2, lowest(g, 2, 1))
    play(g, 3, lowest(g, 3, 1))
    assert _snap(t) == snapshot
