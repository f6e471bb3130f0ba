"""Statement tests of seed 003, first part: duxiao (rows S003-01..S003-61).

Each test names the rows it covers, asserts the rule or event id, and
snapshots both messages (en, zh)."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from climb_helpers import DX, NONE4, apply, check, dx_play, endgame, ev_msgs, game, msgs

from hwtutor.replay.check import check_bytes
from hwtutor.rules.actions import Declare
from hwtutor.rules.cards import BJ, H5, SPECIAL_TEN, Card, cards, fmt
from hwtutor.rules.climb.order import order_for
from hwtutor.rules.climb.patterns import Pattern, beat_verdict, classify
from hwtutor.rules.climb.selfplay import self_play
from hwtutor.rules.deal import full_deck

ORDER = order_for(DX)


def record(hands: dict[str, str], actions: list[str] = ()) -> str:
    acts = ",\n".join(f'  "{a}"' for a in actions)
    hs = ", ".join(f'{k} = "{v}"' for k, v in hands.items())
    return (f'format = "hongwu-record"\nformat_version = "1.0"\nvariant = "duxiao"\n'
            f'players = ["A", "B", "C", "D"]\nactions = [\n{acts}\n]\n\n[deal]\nhands = {{ {hs} }}\n')


def valid_hands() -> dict[str, str]:
    g = dx_play()
    return {f"p{i + 1}": fmt(h) for i, h in enumerate(g.deal.hands)}


def file_issue(text: str):
    rep = check_bytes(text, "t.hongwu.toml")
    assert rep.exit_code == 2
    return rep.issues[-1]


def issue_msgs(i):
    return {"en": i.message("en"), "zh": i.message("zh")}


# ---------------------------------------------------------------- the deck
def test_S003_01_03_04_deck_60_cards_15_each(snapshot):
    deck = full_deck(DX)
    assert sum(deck.values()) == 60 and DX.hand_size == 15 and DX.players == 4
    ranks = Counter("J" if c.is_joker else c.rank for c in deck.elements())
    assert ranks == {10: 8, 11: 8, 12: 8, 13: 8, 14: 8, 2: 8, 5: 8, "J": 4}
    hands = valid_hands()
    assert check_bytes(record(hands), "t").exit_code == 0
    short = dict(hands, p1=" ".join(hands["p1"].split()[:-1]))          # 14 cards
    i = file_issue(record(short))
    assert i.code == "bad-deal"
    nine = dict(hands, p2=" ".join(hands["p2"].split()[:-1] + ["S9"]))  # no 9s in this deck
    j = file_issue(record(nine))
    assert j.code == "bad-card"  # a card this deck does not hold (issue 10.2)
    assert [issue_msgs(i), issue_msgs(j)] == snapshot


def test_S003_24_32_special_ten_is_a_marked_heart_ten(snapshot):
    deck = full_deck(DX)
    assert deck[SPECIAL_TEN] == 1 and deck[Card.of("H", 10)] == 1 and deck[Card.of("H", 9)] == 0
    hands = valid_hands()
    holder = next(k for k, v in hands.items() if "H10*" in v.split())
    nine = dict(hands, **{holder: hands[holder].replace("H10*", "H9")})  # the seed's heart-9 stand-in
    i = file_issue(record(nine))
    assert i.code == "bad-card"  # a card this deck does not hold (issue 10.2)
    assert issue_msgs(i) == snapshot


def test_S003_02_52_no_declaration_places_by_order_out():
    for seed in range(40):
        deal, actions, g = self_play(DX, random.Random(seed), declare_rate=0.0)
        if g.eight:
            continue
        res = g.result.to_json()
        outs = [e.seat for r in g.rounds for e in r.events if e.id == "out"]
        assert res["places"][:3] == [f"p{s + 1}" for s in outs]
        assert len(set(res["places"])) == 4
        gp = [res["game_points"][p] for p in res["places"]]
        assert gp == [2, 1, -1, -2]
        assert any(t["events"] == ["out"] for t in g.tricks_json())
        return
    pytest.fail("no undeclared game")


# ------------------------------------------------------------- patterns
def test_S003_05_any_card_is_a_single():
    for c in full_deck(DX):
        assert classify([c], ORDER) == Pattern(1, 1, ORDER.level(c))
    g = dx_play({0: "S10"})
    assert check(g, "p1 play S10").ok


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7])
def test_S003_06_07_08_09_10_11_n_of_a_kind(n, snapshot):
    """Pairs (06), three (07), four (08), five (09), six (10), seven (11) of a kind."""
    g = dx_play({0: " ".join(["SJ", "HJ", "CJ", "DJ"] * 2)[: 3 * n].strip() + " CA", 1: "SQ HQ CQ DQ SQ HQ CQ SA"})
    jacks = " ".join(["SJ", "HJ", "CJ", "DJ", "SJ", "HJ", "CJ"][:n])
    assert check(g, f"p1 play {jacks}").ok
    apply(g, f"p1 play {jacks}")
    queens = " ".join(["SQ", "HQ", "CQ", "DQ", "SQ", "HQ", "CQ"][:n])
    assert check(g, f"p2 play {queens}").ok
    if n < 7:
        more = " ".join(["SQ", "HQ", "CQ", "DQ", "SQ", "HQ", "CQ"][:n + 1])
        v = check(g, f"p2 play {more}")
        assert v.rule == "climb-pattern"
        assert msgs(v) == snapshot


def test_S003_12_heart5_never_groups_with_other_fives(snapshot):
    g = dx_play({0: "H5 H5 S5 C5 D5"})
    v = check(g, "p1 play H5 S5")
    assert v.rule == "climb-pattern"
    assert check(g, "p1 play H5 H5").ok and check(g, "p1 play S5 C5 D5").ok
    assert classify(cards("H5 H5"), ORDER).top > classify(cards("S5 S5"), ORDER).top
    assert msgs(v) == snapshot


def test_S003_13_no_eight_of_a_kind_pattern(snapshot):
    g = endgame(dx_play(), {0: "SK SK HK HK CK CK DK DK SA"})
    v = check(g, "p1 play SK SK HK HK CK CK DK DK")
    assert v.rule == "climb-pattern"
    assert check(g, "p1 play SK SK HK HK CK CK DK").ok
    assert msgs(v) == snapshot


def test_S003_14_53_eight_equal_cards_dealt_end_the_deal(snapshot):
    g = game(DX, {1: "SJ SJ HJ HJ CJ CJ DJ DJ", 0: "H10*"})
    assert g.over and g.phase == "done"
    res = g.result.to_json()
    assert "eight-of-a-kind" in res["events"]
    assert res["game_points"] == {"p1": -5, "p2": 15, "p3": -5, "p4": -5}
    assert res["dealer"] == "p2" and res["declaration"] == "tiandu"
    v = check(g, "p1 declare none")
    assert v.rule == "phase"
    assert [ev_msgs(g.result.events), msgs(v)] == snapshot


def test_S003_54_several_eights_each_score_a_tiandu():
    g = game(DX, {1: "SJ SJ HJ HJ CJ CJ DJ DJ", 2: "SQ SQ HQ HQ CQ CQ DQ DQ", 0: "H10*"})
    assert g.over and g.eight == [1, 2]
    assert g.result.to_json()["game_points"] == {"p1": -10, "p2": 10, "p3": 10, "p4": -10}


def test_S003_15_straights_of_four_or_five(snapshot):
    g = dx_play({0: "S10 HJ CQ DK SA", 1: "C10 SJ HQ CK DA"})
    assert check(g, "p1 play S10 HJ CQ DK SA").ok
    assert check(g, "p1 play HJ CQ DK SA").ok
    assert check(g, "p1 play S10 HJ CQ DK").ok
    v = check(g, "p1 play S10 HJ CQ")
    assert v.rule == "climb-pattern"
    apply(g, "p1 play S10 HJ CQ DK")
    assert check(g, "p2 play SJ HQ CK DA").ok
    w = check(g, "p2 play C10 SJ HQ CK DA")
    assert w.rule == "climb-pattern"
    assert [msgs(v), msgs(w)] == snapshot


def test_S003_16_no_two_or_higher_in_a_straight(snapshot):
    g = dx_play({0: "HJ CQ DK SA S2 LJ"})
    v = check(g, "p1 play HJ CQ DK SA S2")
    assert v.rule == "climb-pattern"
    assert check(g, "p1 play SA S2 LJ").rule == "climb-pattern"
    assert msgs(v) == snapshot


def test_S003_17_runs_of_three_or_more_pairs(snapshot):
    g = dx_play({0: "S10 D10 SJ DJ SQ DQ SK", 1: "HJ CJ HQ CQ HK CK"})
    assert check(g, "p1 play S10 D10 SJ DJ SQ DQ").ok
    v = check(g, "p1 play S10 D10 SJ DJ")
    assert v.rule == "climb-pattern"
    apply(g, "p1 play S10 D10 SJ DJ SQ DQ")
    assert check(g, "p2 play HJ CJ HQ CQ HK CK").ok
    assert msgs(v) == snapshot


def test_S003_18_no_two_or_higher_in_a_run_of_pairs(snapshot):
    g = dx_play({0: "SK DK SA DA S2 D2"})
    v = check(g, "p1 play SK DK SA DA S2 D2")
    assert v.rule == "climb-pattern"
    assert msgs(v) == snapshot


def test_S003_19_20_runs_of_n_of_a_kind(snapshot):
    g = dx_play({0: "SJ HJ CJ DJ SQ HQ CQ DQ SK HK CK DK SA HA"})
    assert check(g, "p1 play SJ HJ CJ SQ HQ CQ SK HK CK").ok
    assert check(g, "p1 play SJ HJ CJ DJ SQ HQ CQ DQ SK HK CK DK").ok
    assert classify(cards("SJ HJ CJ DJ SQ HQ CQ DQ SK HK CK DK"), ORDER) == Pattern(4, 3, ORDER.level(Card.of("S", 13)))
    uneven = check(g, "p1 play SJ HJ CJ SQ HQ CQ SK HK")
    gap = check(g, "p1 play SJ HJ CJ SK HK CK SA HA")
    assert uneven.rule == gap.rule == "climb-pattern"
    assert [msgs(uneven), msgs(gap)] == snapshot


def test_S003_21_no_two_or_higher_in_a_run_of_groups(snapshot):
    g = dx_play({0: "SK HK CK SA HA CA S2 H2 C2"})
    v = check(g, "p1 play SK HK CK SA HA CA S2 H2 C2")
    assert v.rule == "climb-pattern"
    assert msgs(v) == snapshot


def test_S003_22_23_rank_order(snapshot):
    chain = cards("S10 SJ SQ SK SA S2 S5 LJ BJ H5")
    for lo, hi in zip(chain, chain[1:]):
        plo, phi = classify([lo], ORDER), classify([hi], ORDER)
        assert beat_verdict([hi], phi, plo, [lo], ORDER).ok
        assert beat_verdict([lo], plo, phi, [hi], ORDER).rule == "climb-low"
    assert ORDER.level(SPECIAL_TEN) == ORDER.level(Card.of("S", 10))
    eq = beat_verdict(cards("D5"), classify(cards("D5"), ORDER), classify(cards("C5"), ORDER), cards("C5"), ORDER)
    assert eq.rule == "climb-low"
    low = beat_verdict([BJ], classify([BJ], ORDER), classify([H5], ORDER), [H5], ORDER)
    assert [msgs(eq), msgs(low)] == snapshot


# ---------------------------------------------------------- declarations
def test_S003_25_41_special_ten_holder_declares_first(snapshot):
    g = game(DX, {2: "H10*"})
    assert g.phase == "declare" and g.to_act == 2
    v = check(g, "p1 declare none")
    assert v.rule == "turn"
    apply(g, "p3 declare none", "p4 declare none", "p1 declare none")
    assert g.to_act == 1
    assert msgs(v) == snapshot


def test_S003_26_45_no_declaration_the_special_ten_holder_leads_any_pattern(snapshot):
    g = game(DX, {2: "H10* S10 D10"})
    ev = apply(g, "p3 declare none", "p4 declare none", "p1 declare none", "p2 declare none")
    assert g.phase == "play" and g.to_act == 2 and g.dealer is None
    assert check(g, "p3 play S10 D10").ok and check(g, "p3 play H10* S10 D10").ok
    assert ev_msgs([e for e in ev if e.id == "dealer"]) == snapshot


def test_S003_27_play_goes_round_in_seat_order(snapshot):
    g = dx_play({0: "S10", 1: "SA"})
    apply(g, "p1 play S10")
    assert g.to_act == 1
    v = check(g, "p3 pass")
    assert v.rule == "turn"
    apply(g, "p2 pass")
    assert g.to_act == 2
    assert msgs(v) == snapshot


def test_S003_28_climb_must_beat(snapshot):
    g = dx_play({0: "SK S10 D10", 1: "SQ SA HA HQ"})
    apply(g, "p1 play SK")
    low = check(g, "p2 play SQ")
    assert low.rule == "climb-low"
    shape = check(g, "p2 play SA HA")
    assert shape.rule == "climb-pattern"
    assert check(g, "p2 play SA").ok
    assert [msgs(low), msgs(shape)] == snapshot


def test_S003_29_who_cannot_beat_passes_a_leader_cannot(snapshot):
    g = dx_play({0: "S10", 1: "SA"})
    v = check(g, "p1 pass")
    assert v.rule == "climb-pattern"
    apply(g, "p1 play S10")
    assert check(g, "p2 pass").ok  # a pass while able to beat is allowed (not ruled)
    assert msgs(v) == snapshot


def test_S003_30_all_others_pass_the_last_player_leads_anew(snapshot):
    g = dx_play({0: "S10 SJ SJ", 1: "SA"})
    ev = apply(g, "p1 play S10", "p2 pass", "p3 pass", "p4 pass")
    assert g.to_act == 0 and g.current.standing is None
    t = g.tricks_json()[0]
    assert t["winner"] == "p1" and t["plays"] == {"p1": "S10", "p2": "pass", "p3": "pass", "p4": "pass"}
    assert check(g, "p1 play SJ SJ").ok  # a new pattern
    assert ev_msgs([e for e in ev if e.id == "round"]) == snapshot


def test_S003_30_R43_lead_passes_on_when_the_winner_is_out(snapshot):
    g = endgame(dx_play(), {0: "S10 SJ", 1: "SA", 2: "SQ SQ CK", 3: "HQ HK"})
    ev = apply(g, "p1 play S10", "p2 play SA", "p3 pass", "p4 pass", "p1 pass")
    assert 1 in g.out and g.to_act == 2  # the next player in seat order with cards
    assert g.tricks_json()[0]["events"] == ["out"] and g.tricks_json()[0]["winner"] == "p2"
    assert ev_msgs([e for e in ev if e.id in ("out", "lead-passes")]) == snapshot


def test_S003_30_pass_final_option():
    g = endgame(dx_play(pass_final=True), {0: "S10 S2", 1: "SJ SA", 2: "SQ", 3: "HK HK"})
    apply(g, "p1 play S10", "p2 pass", "p3 play SQ")
    # p3 is out; p4 then p1 may answer; p2 passed and is skipped
    apply(g, "p4 pass", "p1 pass")
    assert g.to_act == 3  # p3 out: the lead passes on
    h = endgame(dx_play(), {0: "S10 S2", 1: "SJ SA", 2: "SQ SQ", 3: "HK HK"})
    apply(h, "p1 play S10", "p2 pass", "p3 play SQ", "p4 pass", "p1 pass")
    assert h.to_act == 1  # by default a pass does not bar a later play in the round


def test_S003_31_46_no_declaration_play_until_three_are_out():
    g = endgame(dx_play(), {0: "SA", 1: "S10 SJ", 2: "S2", 3: "BJ D10"})
    apply(g, "p1 play SA")
    assert g.out == [0] and not g.over
    apply(g, "p2 pass", "p3 play S2", "p4 play BJ")
    assert g.out == [0, 2] and not g.over
    apply(g, "p2 pass")
    apply(g, "p4 play D10")
    assert g.over and g.result.to_json()["places"] == ["p1", "p3", "p4", "p2"]
    assert g.result.to_json()["game_points"] == {"p1": 2, "p3": 1, "p4": -1, "p2": -2}


def test_S003_33_34_declaration_verbs():
    g = game(DX, {0: "H10*"})
    for k in ("none", "du", "tiandu", "tianwaitian"):
        assert check(g, f"p1 declare {k}").ok
    assert {type(a) for a in g.legal_actions()} == {Declare} and len(g.legal_actions()) == 4
    apply(g, *NONE4)
    assert g.dealer is None  # 不独 declines to be dealer


@pytest.mark.parametrize("first,bad,good", [("du", "du", "tiandu"), ("tiandu", "du", "tianwaitian"),
                                             ("tianwaitian", "tiandu", "none")])
def test_S003_38_39_40_each_declaration_higher_than_any_before(first, bad, good, snapshot):
    g = game(DX, {0: "H10*"}, [f"p1 declare {first}"])
    v = check(g, f"p2 declare {bad}")
    assert v.rule == "declare-order"
    assert check(g, f"p2 declare {good}").ok
    assert msgs(v) == snapshot


def test_S003_42_43_highest_declarer_is_dealer_and_leads(snapshot):
    g = game(DX, {0: "H10*"})
    ev = apply(g, "p1 declare du", "p2 declare tiandu", "p3 declare none", "p4 declare none")
    assert g.dealer == 1 and g.contract == "tiandu" and g.to_act == 1
    assert ev_msgs(ev) == snapshot


def _du_game(kind: str, dealer_hand: str, others: dict[int, str], **options):
    decl = [f"p1 declare {kind}", "p2 declare none", "p3 declare none", "p4 declare none"]
    g = dx_play(declarations=decl, **options)
    return endgame(g, {0: dealer_hand, **others})


def test_S003_35_44_48_du_made_when_the_dealer_is_out_first(snapshot):
    g = _du_game("du", "S10 SA SK", {1: "SJ S2", 2: "D10 DJ", 3: "HJ HQ"})
    apply(g, "p1 play S10", "p2 play SJ", "p3 pass", "p4 play HQ", "p1 play SA", "p2 pass",
          "p3 pass", "p4 pass")
    assert not g.over and g.to_act == 0
    apply(g, "p1 play SK")
    res = g.result.to_json()
    assert res["contract_made"] is True and res["game_points"] == {"p1": 9, "p2": -3, "p3": -3, "p4": -3}
    g2 = g
    assert ev_msgs(g2.result.events) == snapshot


def test_S003_47_du_lost_when_another_is_out_first(snapshot):
    g = _du_game("du", "S10 SJ", {1: "SA"})
    apply(g, "p1 play S10", "p2 play SA")
    res = g.result.to_json()
    assert res["contract_made"] is False and res["game_points"] == {"p1": -9, "p2": 3, "p3": 3, "p4": 3}
    assert "contract-failed" in res["events"]
    assert ev_msgs(g.result.events) == snapshot


def test_S003_36_50_tiandu_made_out_before_anyone_plays(snapshot):
    g = _du_game("tiandu", "S10 SA", {1: "SJ"})
    apply(g, "p1 play S10", "p2 pass", "p3 pass", "p4 pass", "p1 play SA")  # passes are no cards
    res = g.result.to_json()
    assert res["contract_made"] is True and res["game_points"]["p1"] == 15 and res["game_points"]["p2"] == -5
    assert ev_msgs(g.result.events) == snapshot


def test_S003_49_tiandu_lost_once_another_plays_a_card(snapshot):
    g = _du_game("tiandu", "S10 SA", {1: "SJ SK"})
    apply(g, "p1 play S10", "p2 play SJ")
    res = g.result.to_json()
    assert g.over and res["contract_made"] is False and res["game_points"]["p1"] == -15
    assert ev_msgs(g.result.events) == snapshot


def test_S003_37_51_tianwaitian_R42_every_dealer_play_unbeatable(snapshot):
    g = _du_game("tianwaitian", "H5 H5 S10", {1: "SA BJ", 2: "S2", 3: "HJ"})
    apply(g, "p1 play H5 H5", "p2 pass", "p3 pass", "p4 pass")
    assert not g.over
    apply(g, "p1 play S10")  # the last play: p2 could beat it
    res = g.result.to_json()
    assert res["contract_made"] is False and res["game_points"]["p1"] == -30
    assert ev_msgs(g.result.events) == snapshot
    ok = _du_game("tianwaitian", "H5 H5 BJ", {1: "SA LJ", 2: "S2", 3: "HJ"})
    apply(ok, "p1 play H5 H5", "p2 pass", "p3 pass", "p4 pass", "p1 play BJ")
    assert ok.result.to_json()["contract_made"] is True and ok.result.to_json()["game_points"]["p1"] == 30


def test_S003_37_tianwaitian_played_on_with_stop_option_off():
    g = _du_game("tianwaitian", "S10 H5", {1: "SA", 2: "S2 D2", 3: "HJ HQ"}, stop_when_decided=False)
    ev = apply(g, "p1 play S10")
    assert [e.id for e in ev] == ["contract-failed"] and not g.over
    apply(g, "p2 play SA")
    assert not g.over and g.contract_made is False


# ------------------------------------------------------------ settlement
def test_S003_55_no_declaration_settlement_and_base_option_R44():
    g = endgame(dx_play(base=2), {0: "SA", 1: "S10 SJ", 2: "S2", 3: "BJ"})
    apply(g, "p1 play SA", "p2 pass", "p3 play S2", "p4 play BJ")
    assert g.result.to_json()["game_points"] == {"p1": 4, "p3": 2, "p4": -2, "p2": -4}
    assert DX.opt("base") == 1


@pytest.mark.parametrize("kind,m", [("du", 3), ("tiandu", 5), ("tianwaitian", 10)])
@pytest.mark.parametrize("made", [True, False])
def test_S003_56_57_58_59_60_61_declared_settlements(kind, m, made):
    if made:
        g = _du_game(kind, "H5", {1: "SA"})
        apply(g, "p1 play H5")
    else:
        g = _du_game(kind, "S10 SJ", {1: "SA"})
        apply(g, "p1 play S10")
        if not g.over:
            apply(g, "p2 play SA")
    gp = g.result.to_json()["game_points"]
    sign = 1 if made else -1
    assert gp == {"p1": sign * 3 * m, "p2": -sign * m, "p3": -sign * m, "p4": -sign * m}
    assert sum(gp.values()) == 0


def test_S003_24_special_ten_is_a_ten_in_patterns_and_the_option_off(snapshot):
    g = dx_play({0: "H10* S10 HJ CQ DK"})
    assert check(g, "p1 play H10* S10").ok and check(g, "p1 play H10* HJ CQ DK").ok
    h = dx_play({0: "H10* S10 HJ CQ DK"}, special_ten_combines=False)
    v = check(h, "p1 play H10* S10")
    assert v.rule == "climb-pattern" and check(h, "p1 play H10*").ok
    assert all(len(a.cards) == 1 or all(c is not SPECIAL_TEN for c in a.cards) for a in h.legal_actions())
    assert msgs(v) == snapshot
