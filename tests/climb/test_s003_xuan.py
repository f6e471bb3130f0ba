"""Statement tests of seed 003, second part: xuan (rows S003-62..S003-96).

Unless a test says otherwise: p1 holds the heart 5 and p3 the diamond 5
(partners), p2 holds the heart 8 (and leads first), p2 and p4 the jokers.
Each test names the rows it covers, asserts the rule or event id, and
snapshots both messages (en, zh)."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from climb_helpers import XU, apply, check, endgame, ev_msgs, game, msgs

from hwtutor.replay.check import check_bytes
from hwtutor.rules.actions import Play, XuanCall
from hwtutor.rules.cards import Card, cards, fmt
from hwtutor.rules.climb.order import order_for
from hwtutor.rules.climb.patterns import Pattern, classify
from hwtutor.rules.deal import full_deck, random_deal

ORDER = order_for(XU)
STD = {0: "H5 SA SK", 1: "H8 LJ S8 C8", 2: "D5 S9 S10", 3: "BJ HA HK"}


def xu(hands=None, calls=(), **options):
    return game(XU, dict(STD if hands is None else hands), list(calls), **options)


def to_play(g, lead="p2 play H8", hands=None):
    """Make the first lead, then give everybody one card: p1 SJ, p2 SQ, p3 S9, p4 S10 (unless given)."""
    apply(g, lead)
    return endgame(g, hands or {0: "SJ", 1: "SQ", 2: "S9", 3: "S10"})


def gp(g):
    return g.result.to_json()["game_points"]


# ---------------------------------------------------------------- the deck
def test_S003_62_forty_cards_ten_each_dealt_one_at_a_time():
    deck = full_deck(XU)
    assert sum(deck.values()) == 40 and XU.hand_size == 10
    ranks = Counter(c.code if c.is_joker or c.rank == 5 else c.rank for c in deck.elements())
    assert ranks == {**dict.fromkeys((8, 9, 10, 11, 12, 13, 14, 2, 3), 4), "H5": 1, "D5": 1, "BJ": 1, "LJ": 1}
    d = random_deal(XU, random.Random(7))
    pack = list(full_deck(XU).elements())
    random.Random(7).shuffle(pack)
    assert d.hands[0] == tuple(pack[0:40:4]) and d.hands[3] == tuple(pack[3:40:4])  # one card at a time
    g = xu()
    hands = {f"p{i + 1}": fmt(h) for i, h in enumerate(g.deal.hands)}
    bad = dict(hands, p1=hands["p1"].replace("SA", "S6"))
    text = ('format = "hongwu-record"\nformat_version = "1.0"\nvariant = "xuan"\nplayers = ["A", "B", "C", "D"]\n'
            "actions = []\n\n[deal]\nhands = { " + ", ".join(f'{k} = "{v}"' for k, v in bad.items()) + " }\n")
    rep = check_bytes(text, "t")
    assert rep.exit_code == 2 and rep.issues[-1].code == "bad-card"  # no S6 in xuan


# ------------------------------------------------------------ declarations
def test_S003_63_tianxuan_needs_a_red5_among_the_first_three_cards(snapshot):
    g = xu({0: "SA SK SQ H5", 1: "H8", 2: "D5 S9"})
    assert check(g, "p3 tianxuan").ok
    v = check(g, "p1 tianxuan")
    assert v.rule == "declare-needs"
    apply(g, "p2 du")
    w = check(g, "p3 tianxuan")
    assert w.rule == "declare-order"
    assert [msgs(v), msgs(w)] == snapshot


def test_S003_64_65_tianchuai_after_tianxuan_with_a_joker_in_the_first_five(snapshot):
    g = xu({0: "H5", 1: "H8 LJ", 2: "S8 S9 D5 BJ", 3: "S10 SJ SQ SK HA S3"})
    no_tx = check(g, "p2 tianchuai")
    assert no_tx.rule == "declare-order"
    apply(g, "p1 tianxuan")
    assert check(g, "p2 tianchuai").ok
    no_joker = check(g, "p4 tianchuai")
    side = check(g, "p3 tianchuai")
    assert no_joker.rule == side.rule == "declare-needs"
    any_side = xu({0: "H5", 1: "H8 LJ", 2: "S8 S9 D5 BJ"}, ["p1 tianxuan"], tianchuai_side="any")
    assert check(any_side, "p3 tianchuai").ok
    assert [msgs(no_tx), msgs(no_joker), msgs(side)] == snapshot


def test_S003_66_du_first_one_against_three(snapshot):
    g = xu(calls=["p4 du"])
    assert g.calls == {"du": 3}
    g = to_play(g, hands={0: "SJ", 1: "SQ", 2: "S2", 3: "S10"})
    ev = apply(g, "p3 pass", "p4 play S10")  # the lone player is out first
    res = g.result.to_json()
    assert res["lone"] == "p4" and res["dealer"] == "p4" and res["outcome"] == "lone-won"
    assert gp(g) == {"p1": -10, "p2": -10, "p3": -10, "p4": 30}
    assert ev_msgs([e for e in ev if e.id in ("out", "solo", "lone-won")]) == snapshot


def test_S003_67_69_xuan_needs_a_red5_and_shows_both(snapshot):
    g = xu()
    v = check(g, "p2 xuan")
    assert v.rule == "declare-needs"
    ev = apply(g, "p3 xuan")
    assert [e.id for e in ev] == ["xuan", "partners"]
    assert [msgs(v), ev_msgs(ev)] == snapshot


def test_S003_67_no_xuan_after_du():
    g = xu(calls=["p2 du"])
    assert check(g, "p1 xuan").rule == "declare-order"


def test_S003_68_jiu_by_the_side_without_red_fives(snapshot):
    g = xu()
    v = check(g, "p1 jiu")
    assert v.rule == "declare-needs"
    assert check(g, "p4 jiu").ok
    apply(g, "p1 xuan")
    w = check(g, "p4 jiu")
    assert w.rule == "declare-order"
    assert [msgs(v), msgs(w)] == snapshot


def test_S003_70_83_no_du_after_tianxuan(snapshot):
    g = xu(calls=["p1 tianxuan"])
    v = check(g, "p2 du")
    assert v.rule == "declare-order"
    assert msgs(v) == snapshot


def test_S003_71_84_no_later_chuai_after_tianxuan(snapshot):
    g = xu(calls=["p1 tianxuan"])
    v = check(g, "p2 chuai")
    assert v.rule == "declare-order"
    assert msgs(v) == snapshot


def test_S003_72_chuai_and_fanchuai_after_jiu(snapshot):
    g = xu()
    needs_jiu = check(g, "p2 chuai")
    assert needs_jiu.rule == "declare-order"
    apply(g, "p2 jiu")
    no_joker = check(g, "p1 chuai")
    assert no_joker.rule == "declare-needs"
    apply(g, "p4 chuai")
    same_side = check(g, "p2 fanchuai")
    assert same_side.rule == "declare-needs"
    assert check(g, "p1 fanchuai").ok and check(g, "p3 fanchuai").ok
    assert [msgs(needs_jiu), msgs(no_joker), msgs(same_side)] == snapshot
    h = xu(calls=["p1 xuan"], chuai_after_xuan=True)
    assert check(h, "p2 chuai").ok


def test_S003_73_one_chuai_doubles_for_the_side(snapshot):
    g = xu(calls=["p2 jiu", "p4 chuai"])
    v = check(g, "p2 chuai")
    assert v.rule == "declare-order"
    g = to_play(g)
    apply(g, "p3 play S9", "p4 pass", "p1 play SJ")  # red side 1st and 2nd: 全捕 x2
    res = g.result.to_json()
    assert res["multiplier"] == 4 and res["stake"] == 8
    assert gp(g) == {"p1": 8, "p2": -8, "p3": 8, "p4": -8}  # each loser pays the full stake
    assert msgs(v) == snapshot


LONE = {0: "H5 D5 SA", 1: "H8 LJ", 3: "BJ"}


def test_S003_74_75_lone_player_surrenders_losing_the_stake_so_far(snapshot):
    g = xu(LONE, ["p1 tianxuan"])
    ev = apply(g, "p1 surrender")
    assert g.over and "surrender" in g.result.to_json()["events"]
    assert gp(g) == {"p1": -12, "p2": 4, "p3": 4, "p4": 4}
    h = xu(LONE, ["p2 jiu", "p1 surrender"])
    assert gp(h) == {"p1": -6, "p2": 2, "p3": 2, "p4": 2}
    k = xu()
    v = check(k, "p1 surrender")
    assert v.rule == "declare-needs"
    assert [ev_msgs(ev), msgs(v)] == snapshot


def test_S003_74_surrender_after_du():
    g = xu(calls=["p4 du", "p4 surrender"])
    assert gp(g) == {"p1": 10, "p2": 10, "p3": 10, "p4": -30}


# -------------------------------------------------------------------- play
def test_S003_76_78_heart8_holder_leads_and_the_first_lead_holds_it(snapshot):
    g = xu()
    assert g.to_act == 1 and g.phase == "declare"
    turn = check(g, "p1 play SA")
    assert turn.rule == "turn"
    lead = check(g, "p2 play LJ")
    assert lead.rule == "first-lead"
    pas = check(g, "p2 pass")
    assert pas.rule == "first-lead"
    assert check(g, "p2 play H8 S8 C8").ok
    apply(g, "p2 play H8")
    assert g.phase == "play" and g.to_act == 2
    late = check(g, "p3 xuan")
    assert late.rule == "phase"
    assert [msgs(turn), msgs(lead), msgs(pas), msgs(late)] == snapshot


def test_S003_77_patterns_one_to_four_of_a_rank(snapshot):
    g = xu({0: "H5", 1: "H8 S8 C8 D8 S9", 2: "D5"})
    assert check(g, "p2 play H8 S8 C8 D8").ok
    mixed = check(g, "p2 play H8 S9")
    assert mixed.rule == "climb-pattern"
    for n in (1, 2, 3, 4):
        assert classify(cards("SK HK CK DK")[:n], ORDER) == Pattern(n, 1, ORDER.level(Card.of("S", 13)))
    apply(g, "p2 play H8")
    endgame(g, {2: "D5 S9", 3: "S9 S10 SJ"})
    reds = check(g, "p3 play D5 S9")
    seq = check(g, "p3 play S9 S10 SJ")
    assert reds.rule == "climb-pattern" and seq.rule in ("climb-pattern", "not-in-hand")
    assert [msgs(mixed), msgs(reds)] == snapshot


def test_S003_79_87_nobody_beats_leads_anew_and_R43(snapshot):
    g = xu()
    g = to_play(g, hands={0: "SJ SQ", 1: "SK", 2: "SA", 3: "S10 S2"})
    ev = apply(g, "p3 play SA", "p4 play S2", "p1 pass", "p2 pass")  # p3 is out, p4 stands
    assert g.to_act == 3 and g.current.standing is None
    apply(g, "p4 play S10")  # p4 out too: the lead passes on
    assert g.out == [2, 3]
    assert ev_msgs([e for e in ev if e.id == "round"]) == snapshot


def test_S003_79_R43_lead_passes_to_the_next_with_cards():
    g = to_play(xu(), hands={0: "SJ SQ", 1: "SK S9", 2: "SA", 3: "S10 S2"})
    apply(g, "p3 play SA", "p4 pass", "p1 pass", "p2 pass")
    assert g.out == [2] and g.to_act == 3  # p3 out, nobody beat: next seat with cards


def test_S003_80_81_first_out_is_gong(snapshot):
    g = to_play(xu())
    ev = apply(g, "p3 play S9")
    outs = [e for e in ev if e.id == "out"]
    assert outs and outs[0].seat == 2
    assert ev_msgs(outs) == snapshot


def test_S003_82_declaration_order(snapshot):
    g = xu(calls=["p2 jiu"])
    v = check(g, "p1 xuan")
    assert v.rule == "declare-order"
    assert check(g, "p3 tianxuan").rule == "declare-order"
    h = xu()
    assert check(h, "p1 fanchuai").rule == "declare-order"
    once = xu(calls=["p1 xuan"])
    w = check(once, "p3 xuan")
    assert w.rule == "declare-order"
    assert [msgs(v), msgs(w)] == snapshot


def test_S003_82_legal_actions_list_every_open_declaration():
    g = xu()
    acts = g.legal_actions()
    kinds = {(a.seat, a.kind) for a in acts if isinstance(a, XuanCall)}
    assert (0, "xuan") in kinds and (1, "jiu") in kinds and (1, "du") in kinds and (0, "tianxuan") in kinds
    assert all(g.can(a) for a in acts)
    assert all(Card.of("H", 8) in a.cards for a in acts if isinstance(a, Play))


# ---------------------------------------------------------------- outcomes
def test_S003_85_no_draw_after_tianchuai(snapshot):
    g = xu({0: "H5", 1: "H8 LJ", 2: "D5"}, ["p1 tianxuan", "p2 tianchuai"])
    g = to_play(g)
    apply(g, "p3 play S9", "p4 play S10")  # first p3 (red), second p4: the first out's side wins
    res = g.result.to_json()
    assert res["outcome"] == "first-out" and res["stake"] == 16
    assert gp(g) == {"p1": 16, "p2": -16, "p3": 16, "p4": -16}
    assert ev_msgs(list(g.result.events)) == snapshot


def test_S003_86_pinggong_is_a_draw_after_tianxuan_alone(snapshot):
    g = xu({0: "H5", 1: "H8", 2: "D5"}, ["p1 tianxuan"])
    g = to_play(g, hands={0: "S3", 1: "SQ", 2: "S9", 3: "S10"})
    apply(g, "p3 play S9", "p4 play S10", "p1 pass", "p2 play SQ")  # red, black, black: red last
    res = g.result.to_json()
    assert res["outcome"] == "pinggong" and set(gp(g).values()) == {0}
    assert ev_msgs(g.result.events) == snapshot


def test_S003_88_hand_sizes_of_three_or_more_hidden_R52():
    g = to_play(xu(), hands={0: "SJ SQ SK", 1: "S9 S10", 2: "SA", 3: "S2 S3 C2 C3"})
    assert g.visible_count(0, 1) is None and g.visible_count(0, 0) == 3
    assert g.visible_count(1, 0) == 2 and g.visible_count(2, 3) == 1
    assert g.visible_count(3, None) is None
    h = to_play(xu(hidden_from=5), hands={0: "SJ SQ SK", 1: "S9 S10", 2: "SA", 3: "S2 S3 C2 C3"})
    assert h.visible_count(3, 0) == 4


@pytest.mark.parametrize("calls,script,stake,points", [
    # S003-89 天宣 x4, S003-92 全捕 x2
    (["p1 tianxuan"], ["p3 play S9", "p4 pass", "p1 play SJ"], 8, {"p1": 8, "p2": -8, "p3": 8, "p4": -8}),
    # S003-91 揪 x2, S003-93 半捕 x1
    (["p2 jiu"], ["p3 play S9", "p4 play S10", "p1 play SJ"], 2, {"p1": 2, "p2": -2, "p3": 2, "p4": -2}),
    # S003-94 揣 x2 and 反揣 x2
    (["p2 jiu", "p4 chuai", "p1 fanchuai"], ["p3 play S9", "p4 pass", "p1 play SJ"], 16,
     {"p1": 16, "p2": -16, "p3": 16, "p4": -16}),
    # S003-90 天揣 x4
    (["p1 tianxuan", "p2 tianchuai"], ["p3 pass", "p4 play S10", "p1 pass", "p2 play SQ"], 32,
     {"p1": -32, "p2": 32, "p3": -32, "p4": 32}),
    # 宣 x1 (S003-94's omission)
    (["p3 xuan"], ["p3 play S9", "p4 play S10", "p1 play SJ"], 1, {"p1": 1, "p2": -1, "p3": 1, "p4": -1}),
])
def test_S003_89_90_91_92_93_94_stakes(calls, script, stake, points):
    hands = {0: "H5", 1: "H8 LJ", 2: "D5", 3: "BJ"}
    g = to_play(xu(hands, calls))
    apply(g, *script)
    assert g.over and g.result.to_json()["stake"] == stake and gp(g) == points


def test_S003_95_96_du_x10_and_one_against_three_pays_three_stakes():
    g = to_play(xu(calls=["p2 du"]), hands={0: "SJ", 1: "SQ", 2: "S9", 3: "S10"})
    apply(g, "p3 play S9")  # not the lone player: the lone player lost
    assert gp(g) == {"p1": 10, "p2": -30, "p3": 10, "p4": 10}
    h = to_play(xu(LONE), hands={0: "SJ", 1: "SQ", 2: "S9", 3: "S10"})
    apply(h, "p3 play S9")  # both red fives in p1's hand: 1 vs 3 without a declaration
    assert h.result.to_json()["lone"] == "p1" and gp(h) == {"p1": -3, "p2": 1, "p3": 1, "p4": 1}
