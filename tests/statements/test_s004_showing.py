"""Seed 004 (Anhui Taihu 红5): the deal, the showing of level cards, the trump suit,
the burial and the friend call (statements S004-02..06, 18..22, 27..41, 81, 82, 87..89)."""
from __future__ import annotations

import pytest
from s004_helpers import LEVELS4, TH, crafted, msgs, position, run_trick, show_round, showing_game

from hwtutor.rules.actions import Bury, Call, ChooseTrump, Play, Show
from hwtutor.rules.cards import card, cards
from hwtutor.rules.deal import Deal, check_deal, full_deck
from hwtutor.rules.messages import both


# ------------------------------------------------------------------ the deal
def _deal(levels=LEVELS4, seed=0):
    from hwtutor.rules.position import fill_deal
    return fill_deal(TH, {}, None, seed, levels=tuple(levels), first_to_show=0)


def test_S004_02_two_decks_108_cards(snapshot):
    """covers S004-02: two decks, 108 cards; a card too many is a bad deal."""
    deck = full_deck(TH)
    assert sum(deck.values()) == 108 and TH.decks == 2
    assert check_deal(TH, _deal()) is None
    d = _deal()
    hands = list(d.hands)
    hands[0] = hands[0][:-1] + (hands[1][0],)  # one card twice too often, another missing
    bad = Deal(tuple(hands), d.bottom, levels=d.levels, first_to_show=0)
    problem = check_deal(TH, bad)
    assert problem.key.startswith("bad-deal")
    assert problem.key == "bad-deal.too-many"
    assert both(problem) == snapshot


def test_S004_03_04_four_hands_of_25_and_8_for_the_dealer(snapshot):
    """covers S004-04 (and the four players of S004-03): 25 cards each, 8 left for the dealer."""
    assert (TH.players, TH.hand_size, TH.bottom_size) == (4, 25, 8)
    d = _deal()
    long_hand = Deal((d.hands[0] + d.bottom[:1],) + d.hands[1:], d.bottom[1:], levels=d.levels)
    p1 = check_deal(TH, long_hand)
    assert p1.key == "bad-deal.hand-size"
    three = Deal(d.hands[:3], d.bottom, levels=d.levels)
    p2 = check_deal(TH, three)
    assert p2.key == "bad-deal.hands"
    assert {"hand-size": both(p1), "hands": both(p2)} == snapshot
    # the 8 left go to the dealer once the showing is over
    g = showing_game({0: "S2"})
    show_round(g, {0: "S2"})
    assert g.dealer == 0 and sum(g.hands[0].values()) == 33 and g.bottom == []


def test_S004_18_each_player_has_an_own_level(snapshot):
    """covers S004-18: each player has an own level; a Taihu deal without levels is a bad deal."""
    d = _deal()
    assert check_deal(TH, d) is None and d.levels == LEVELS4
    problem = check_deal(TH, Deal(d.hands, d.bottom, levels=()))
    assert problem.key == "bad-deal.levels"
    assert both(problem) == snapshot


@pytest.mark.parametrize("level", ["3", "5"])
def test_S004_21_22_three_and_five_are_never_levels(level, snapshot):
    """covers S004-21, S004-22: the 3s are advisors and the 5 has the heart 5, so neither is a level."""
    d = _deal()
    problem = check_deal(TH, Deal(d.hands, d.bottom, levels=("2", level, "4", "6")))
    assert problem.key == "bad-deal.level"
    assert both(problem) == snapshot


@pytest.mark.parametrize("level", ["2", "4", "6", "7", "8", "9", "10", "J", "Q", "K", "A"])
def test_S004_21_22_every_ladder_level_is_a_level(level):
    """covers S004-21, S004-22 (legal case): the levels 2 4 6 7 8 9 10 J Q K A."""
    d = _deal()
    assert check_deal(TH, Deal(d.hands, d.bottom, levels=(level, "2", "2", "2"))) is None


# -------------------------------------------------------------- showing round
def test_S004_30_show_before_the_bottom_is_taken(snapshot):
    """covers S004-30: the showing comes after the deal and before the bottom is taken."""
    g = showing_game({0: "S2"})
    assert g.phase == "show" and all(sum(h.values()) == 25 for h in g.hands) and len(g.bottom) == 8
    v_bury = g.check(Bury(0, tuple(g.bottom)))
    v_play = g.check(Play(0, cards("S2")))
    assert (v_bury.rule, v_play.rule) == ("phase", "phase")
    assert {"bury": msgs(v_bury), "play": msgs(v_play)} == snapshot


def test_S004_31_one_show_each_in_seat_order_from_previous_dealer(snapshot):
    """covers S004-31: one show per seat, in seat order from the previous dealer (first_to_show)."""
    g = showing_game({0: "S2", 2: "H6"}, first=2)
    assert g.to_act == 2
    v = g.check(Show(0, cards("S2")))
    assert v.rule == "turn"
    order = []
    for s in (2, 3, 0, 1):
        assert g.to_act == s
        order.append(s)
        g.apply(Show(s, ()))
    assert order == [2, 3, 0, 1]
    assert msgs(v) == snapshot


def test_S004_32_41_one_round_only(snapshot):
    """covers S004-32, S004-41: one round of showing only; a second show is illegal."""
    g = showing_game({0: "S2", 1: "S4 H4"})
    g.apply(Show(0, ()))
    again = g.check(Show(0, cards("S2")))   # p1 wants to add a card before the round is over
    assert again.rule == "turn"
    g.apply(Show(1, cards("S4")))
    g.apply(Show(2, ()))
    g.apply(Show(3, ()))
    assert g.dealer == 1
    late = g.check(Show(1, cards("H4")))    # the round is over: no second show
    assert late.rule == "phase"
    assert {"again": msgs(again), "late": msgs(late)} == snapshot


@pytest.mark.parametrize("seat,shown", [(1, "S2"), (1, "BJ"), (0, "S4")])
def test_S004_29_89_show_only_own_level(seat, shown, snapshot):
    """covers S004-29, S004-89: a player shows cards of their own level rank only."""
    g = showing_game({0: "S4", 1: "S2 BJ"})
    if seat == 1:
        g.apply(Show(0, ()))
    v = g.check(Show(seat, cards(shown)))
    assert v.rule == "show-not-level"
    assert msgs(v) == snapshot


@pytest.mark.parametrize("shown", ["", "H2", "S2 S2", "S2 S2 H2"])
def test_S004_40_show_some_all_or_none(shown):
    """covers S004-40: showing some, all or none of one's level cards is legal."""
    g = showing_game({0: "S2 S2 H2"})
    v = g.check(Show(0, cards(shown)))
    assert v.ok and v.rule is None


def test_S004_28_33_88_most_cards_shown_is_dealer(snapshot):
    """covers S004-28, S004-33, S004-88: most level cards shown (in this hand) makes the dealer."""
    g = showing_game({0: "S2", 2: "H6 D6"}, bottom=None)
    ev = show_round(g, {0: "S2", 2: "H6 D6"})
    dealer = [e for e in ev if e.id == "dealer"]
    assert g.dealer == 2 and len(dealer) == 1 and dealer[0].seat == 2
    assert g.level == 6
    assert msgs(dealer[0]) == snapshot


def test_S004_33_nobody_shows_redeal(snapshot):
    """covers S004-33 (R-30): if nobody shows, the hand is dealt again."""
    g = showing_game({0: "S2", 1: "S4"})
    ev = show_round(g, {})
    assert g.over and g.dealer is None
    assert g.result.to_json() == {"redeal": True, "events": ["redeal"]}
    assert [e.id for e in ev] == ["redeal"]
    assert [msgs(e) for e in g.result.events] == snapshot


def test_S004_34_equal_count_more_pairs_wins(snapshot):
    """covers S004-34: equal counts, more pairs wins (p1 shows first but has no pair)."""
    g = showing_game({0: "S2 H2", 1: "D4 D4"})
    ev = show_round(g, {0: "S2 H2", 1: "D4 D4"})
    assert g.dealer == 1
    assert g.trump == "D"
    assert [msgs(e) for e in ev if e.id == "dealer"] == snapshot


def test_S004_35_still_equal_first_shown_wins(snapshot):
    """covers S004-35: still equal, the first to show wins (p3 shows before p1 here)."""
    g = showing_game({0: "S2 S2", 2: "C6 C6"}, first=2)
    ev = show_round(g, {0: "S2 S2", 2: "C6 C6"})
    assert g.dealer == 2
    assert [msgs(e) for e in ev if e.id == "dealer"] == snapshot


# ---------------------------------------------------------------- trump suit
def test_S004_19_27_level_card_is_dealers_level(snapshot):
    """covers S004-19, S004-27: the hand's level card is the dealer's level (p2 at 4 here):
    an other level card 4 beats the trump A and an off-level 2 is an ordinary trump."""
    g = position({1: "SA S6", 2: "S2 S7", 3: "H4 S8", 0: "S9 S10"}, trump="S", level="4", dealer=1,
                 levels=("2", "4", "6", "8"))
    assert g.dealer == 1 and g.level == 4
    assert g.order.is_princess(card("H4")) and not g.order.is_princess(card("S2"))
    assert not g.order.is_trump(card("C2"))
    t = run_trick(g, {1: "SA", 2: "S2", 3: "H4", 0: "S9"})
    assert t.winner == 3
    assert both(t.why) == snapshot


def test_S004_37_one_card_shown_fixes_trump(snapshot):
    """covers S004-37, S004-36: one card shown, its suit is trump; the dealer cannot name another
    (a `trump` naming the forced suit is accepted)."""
    g = showing_game({0: "H2"})
    ev = show_round(g, {0: "H2"})
    assert g.trump == "H" and g.phase == "bury"
    assert [e.id for e in ev] == ["dealer", "trump", "bottom-taken"]
    v = g.check(ChooseTrump(0, "S"))
    assert v.rule == "trump-choice"
    ok = g.check(ChooseTrump(0, "H"))
    assert ok.ok
    g.apply(ChooseTrump(0, "H"))
    assert g.trump == "H" and g.phase == "bury"
    assert {"forced": msgs(v), "events": [msgs(e) for e in ev]} == snapshot


def test_S004_38_pair_shown_fixes_trump(snapshot):
    """covers S004-38: a pair shown, its suit is trump."""
    g = showing_game({1: "C4 C4"})
    show_round(g, {1: "C4 C4"})
    assert g.dealer == 1 and g.trump == "C" and g.phase == "bury"
    v = g.check(ChooseTrump(1, "D"))
    assert v.rule == "trump-choice"
    assert msgs(v) == snapshot


def test_S004_39_several_suits_dealer_chooses_among_them(snapshot):
    """covers S004-39, S004-36: several suits shown, the dealer chooses among them only."""
    g = showing_game({0: "S2 H2 C2 D2"})
    show_round(g, {0: "S2 H2 C2"})
    assert g.phase == "trump" and g.to_act == 0 and g.trump is None
    bad = g.check(ChooseTrump(0, "D"))  # held, but not shown
    assert bad.rule == "trump-choice"
    assert g.check(ChooseTrump(0, "C")).ok
    ev = g.apply(ChooseTrump(0, "C"))
    assert g.trump == "C" and g.phase == "bury"
    assert {"bad": msgs(bad), "events": [msgs(e) for e in ev]} == snapshot


# ---------------------------------------------------------------------- bury
def test_S004_05_bury_any_eight(snapshot):
    """covers S004-05: the dealer buries any 8 cards of the 33, not 7, and only cards held."""
    g = showing_game({0: "S2"})
    show_round(g, {0: "S2"})
    hand = [c for c, n in g.hands[0].items() for _ in range(n)]
    seven = g.check(Bury(0, tuple(hand[:7])))
    assert seven.rule == "bury-count"
    foreign = next(c for c in g.hands[1] if g.hands[0][c] == 0)
    stranger = g.check(Bury(0, tuple(hand[:7]) + (foreign,)))
    assert stranger.rule == "not-in-hand"
    assert g.check(Bury(0, tuple(hand[-8:]))).ok  # any 8, not just the dealt bottom
    assert {"seven": msgs(seven), "foreign": msgs(stranger)} == snapshot


def test_S004_06_buried_cards_cannot_be_played(snapshot):
    """covers S004-06: a buried card cannot be played later."""
    g = position({0: "DA SA"}, bottom="DK DK C9 C8 C6 H9 H8 H6", avoid={0: "DK"})
    v = g.check(Play(0, cards("DK")))
    assert v.rule == "not-in-hand"
    assert g.check(Play(0, cards("DA"))).ok
    assert msgs(v) == snapshot


# -------------------------------------------------------------------- call
def test_S004_81_87_call_after_burying_before_first_lead(snapshot):
    """covers S004-81, S004-87: the call comes after burying and before the first lead;
    every hand has one."""
    g = showing_game({0: "S2"})
    show_round(g, {0: "S2"})
    early = g.check(Call(0, card("D7")))
    assert early.rule == "phase"
    g.apply(Bury(0, tuple([c for c, n in g.hands[0].items() for _ in range(n)][:8])))
    assert g.phase == "call"
    lead = g.check(Play(0, (next(iter(+g.hands[0])),)))
    assert lead.rule == "phase"
    g.apply(Call(0, card("D7")))
    assert g.phase == "play" and g.to_act == 0 and g.called == card("D7")
    assert {"early": msgs(early), "lead": msgs(lead)} == snapshot


def _at_call(level="2", trump="S"):
    lv = (level, "4", "6", "8")
    g = showing_game({0: f"{trump}{level}"}, levels=lv)
    show_round(g, {0: f"{trump}{level}"})
    g.apply(Bury(0, tuple([c for c, n in g.hands[0].items() for _ in range(n)][:8])))
    return g


@pytest.mark.parametrize("called", ["S7", "D3", "H2", "DJ", "CA", "BJ", "H5", "C3"])
def test_S004_82_call_card_side_2_to_10_not_3_not_level(called, snapshot):
    """covers S004-82: the called card is a side-suit card ranked 2..10, not a 3 and not the level
    (trump S, level 2: S7 is trump, D3 a 3, H2 the level, DJ and CA above 10, BJ and H5 trump,
    C3 an advisor)."""
    g = _at_call()
    v = g.check(Call(0, card(called)))
    assert v.rule == "call-card"
    assert msgs(v) == snapshot


@pytest.mark.parametrize("level,called", [("2", "D7"), ("2", "H10"), ("2", "C4"), ("4", "C2"), ("4", "H9")])
def test_S004_82_call_card_legal(level, called):
    """covers S004-82 (legal case): a side 2..10 that is not a 3 and not the level (a 2 when the level is 4)."""
    g = _at_call(level)
    assert g.check(Call(0, card(called))).ok


def test_S004_36_crafted_choice_reaches_play():
    """covers S004-36 (legal case): a dealer who showed two suits plays with the chosen one."""
    g = crafted({0: "S2 H2"}, bottom="C4 C5 C6 C8 C9 D4 D6 D8", levels=LEVELS4, show="S2 H2", trump="H")
    assert g.trump == "H" and g.phase == "play" and g.order.is_princess(card("S2"))
