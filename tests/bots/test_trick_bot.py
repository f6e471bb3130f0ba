"""The heuristic trick bot (hwtutor/bots/trick_bot.py): always legal, plays whole
hands to the end in every trick variant, and makes the textbook decisions."""
import random
from collections import Counter

import pytest

from hwtutor.bots.hand_strength import strength, supported_bid
from hwtutor.bots.trick_bot import choose, play_hand
from hwtutor.replay.check import check_bytes
from hwtutor.replay.record import ActionLine, Record
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.actions import Bid, Bury, Call, Pass, Play, Show
from hwtutor.rules.cards import ALL_CARDS, H5, cards
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.messages import Msg, render
from hwtutor.rules.position import fill_deal, start_play
from hwtutor.rules.variants import TRICK_VARIANTS, VARIANTS

NAMES = {3: ["Ann", "Bo", "Cy"], 4: ["Ann", "Bo", "Cy", "Di"]}
HANDS = 50


def _both(m: Msg) -> dict:
    return {"en": render(m, "en"), "zh": render(m, "zh")}


def _all_of(suit: str) -> str:
    return " ".join(c.code for c in ALL_CARDS if c.suit == suit and not c.special)


@pytest.mark.parametrize("variant", TRICK_VARIANTS)
def test_bot_hands_legal_to_the_end(variant):
    """50 bot-vs-bot hands: every action is among the legal ones (the burial passes
    check), every reason renders in both languages, the hand ends, and the record
    written from it passes `check` with exit 0 and a result."""
    rs = VARIANTS[variant]
    finished = 0
    for seed in range(HANDS):
        deal = random_deal(rs, random.Random(seed))
        g = new_game(rs, deal)
        rng = random.Random(1000 + seed)
        actions = []
        while not g.over:
            a, why = choose(g, rng)
            assert g.can(a), (seed, str(a))
            if g.phase != "bury" and seed < 10:  # the listing itself, on a share of the hands (speed)
                assert a in g.legal_actions(), (seed, str(a))
            assert isinstance(why, Msg) and why.key.startswith("bot.")
            assert render(why, "en") and render(why, "zh")
            g.apply(a)
            actions.append(a)
            assert len(actions) < 1000
        assert g.result is not None
        finished += not g.result.redeal
        rec = Record(variant, NAMES[rs.players], deal, [ActionLine(a) for a in actions])
        rep = check_bytes(write_record(rec), f"{variant}-{seed}")
        assert rep.exit_code == 0, [i.message() for i in rep.issues]
        assert rep.applied == len(actions)
        assert rep.result is not None
    assert finished >= HANDS * 0.8  # Taihu redeals are rare: the bot shows when last and nobody did


def _zj2(hands, trump="H", dealer=0, avoid=None, seed=1):
    return start_play(VARIANTS["zhejiang-2"], hands, trump=trump, dealer=dealer, avoid=avoid, seed=seed)


def test_follows_low_when_the_trick_is_lost(snapshot):
    """The dealer leads the top spade; p2 keeps SK (points) and plays its lowest spade."""
    g, _ = _zj2({0: "SA SA", 1: "SK S4 S3"}, avoid={1: _all_of("S")})
    g.apply(Play(0, cards("SA")))
    a, why = choose(g, random.Random(0))
    assert a == Play(1, cards("S3"))
    assert why.key == "bot.follow.low"
    assert _both(why) == snapshot


def test_gives_points_to_a_winning_partner(snapshot):
    """p2 (defender) wins with SA and only defenders are still to play: p3 gives SK."""
    g, _ = _zj2({0: "S4", 1: "SA", 2: "SK S6 S5"}, avoid={0: "SA", 2: _all_of("S")})
    g.apply(Play(0, cards("S4")))
    g.apply(Play(1, cards("SA")))
    a, why = choose(g, random.Random(0))
    assert a == Play(2, cards("SK"))
    assert why.key == "bot.follow.give"
    assert _both(why) == snapshot


def test_follows_low_when_a_winning_partner_trick_has_no_points(snapshot):
    """Same trick without a point card to give: p3 keeps its good cards (S6 over SQ)."""
    g, _ = _zj2({0: "S4", 1: "SA", 2: "SQ S6"}, avoid={0: "SA", 2: _all_of("S")})
    g.apply(Play(0, cards("S4")))
    g.apply(Play(1, cards("SA")))
    a, why = choose(g, random.Random(0))
    assert a == Play(2, cards("S6"))
    assert why.key == "bot.follow.partner-low"
    assert _both(why) == snapshot


def test_ruffs_when_void_and_the_trick_has_points(snapshot):
    """The dealer leads S10 (10 points); p2 has no spade: it ruffs with its cheapest trump."""
    g, _ = _zj2({0: "S10", 1: "H4 H6 HA BJ"}, avoid={1: _all_of("S")})
    g.apply(Play(0, cards("S10")))
    a, why = choose(g, random.Random(0))
    assert a == Play(1, cards("H4"))
    assert why.key == "bot.follow.ruff"
    assert _both(why) == snapshot


def test_wins_cheaply_when_last(snapshot):
    """The dealer's CQ is winning and p4 plays last: CK wins it, the ace is kept."""
    g, _ = _zj2({0: "CQ", 1: "C4", 2: "C6", 3: "CA CK C7"}, avoid={3: _all_of("C")})
    g.apply(Play(0, cards("CQ")))
    g.apply(Play(1, cards("C4")))
    g.apply(Play(2, cards("C6")))
    a, why = choose(g, random.Random(0))
    assert a == Play(3, cards("CK"))
    assert why.key == "bot.follow.win"
    assert _both(why) == snapshot


def test_leads_the_top_pair(snapshot):
    """With CA CA, the top pair of clubs, the dealer cashes it first; on the first trick any other player
    may be void in clubs and ruff (R-8), so the reason counts the likely deals instead of saying "sure"."""
    hand = "CA CA CK C9 C7 C4 S4 S6 S8 SJ S10 D4 D6 D8 D9 DJ H4 H6 H7 H8 H9 HJ HQ BJ LJ"
    g, _ = _zj2({0: hand})
    a, why = choose(g, random.Random(0))
    assert a == Play(0, cards("CA CA"))
    assert why.key == "bot.lead.top.odds"
    assert _both(why) == snapshot


def test_throws_when_nothing_can_beat_it(snapshot):
    """Both spade aces and kings (a tractor) and a queen: nobody can beat any part, so throw (a player
    void in spades might still ruff the whole: the reason says how likely)."""
    hand = "SA SA SK SK SQ D4 D6 D8 D9 DJ C4 C6 C8 C9 CJ H4 H6 H7 H8 H9 HJ HQ BJ LJ H10"
    g, _ = _zj2({0: hand}, trump="H")
    a, why = choose(g, random.Random(0))
    assert why.key == "bot.lead.throw.odds"
    assert Counter(a.cards) == Counter(cards("SA SA SK SK SQ"))
    g.apply(a)
    assert [e.id for e in g.current.events] == ["throw"]  # it succeeds
    assert _both(why) == snapshot


def test_passes_a_weak_hand_and_bids_a_strong_one(snapshot):
    """A hand of low side cards passes; a hand full of top trumps bids, never above its support."""
    rs = VARIANTS["zhejiang-2"]
    weak = "S4 S4 S6 S7 S8 S9 C4 C6 C7 C8 C9 CJ D4 D6 D7 D8 D9 DJ H4 H6 H7 H8 H9 HJ S10"
    strong = "H5 H5 BJ BJ LJ LJ H3 H3 D3 S2 S2 HA HA HK HK HQ HJ H10 H9 SA SA CA CA DA DK"
    got = {}
    for name, hand in (("weak", weak), ("strong", strong)):
        deal = fill_deal(rs, {0: hand}, seed=2, first_bidder=0)
        g = new_game(rs, deal)
        a, why = choose(g, random.Random(0))
        got[name] = (a, why)
    assert isinstance(got["weak"][0], Pass) and got["weak"][1].key == "bot.pass"
    bid, why = got["strong"]
    assert isinstance(bid, Bid) and why.key == "bot.bid"
    s, _ = strength(Counter(cards(strong)), "H", 2)
    assert bid.amount <= supported_bid(rs, s / 25)
    assert {k: _both(v[1]) for k, v in got.items()} == snapshot


def test_names_the_longest_strongest_trump(snapshot):
    """After winning the auction the dealer names its long suit."""
    rs = VARIANTS["zhejiang-2"]
    hand = "D4 D6 D7 D8 D9 D10 DJ DQ DK DA D3 S4 S6 C4 C6 H4 H6 H7 H8 S7 S8 C7 C8 H9 C9"
    g = new_game(rs, fill_deal(rs, {0: hand}, seed=3, first_bidder=0))
    for a in (Bid(0, 60), Pass(1), Pass(2), Pass(3)):
        g.apply(a)
    a, why = choose(g, random.Random(0))
    assert a.suit == "D" and why.key == "bot.trump"
    assert _both(why) == snapshot


def _taihu_at_bury(dealer_hand: str, seed: int = 4):
    rs = VARIANTS["taihu"]
    deal = fill_deal(rs, {0: dealer_hand}, seed=seed, levels=("2", "4", "6", "7"), first_to_show=0)
    g = new_game(rs, deal)
    g.apply(Show(0, cards("S2")))
    for s in (1, 2, 3):
        g.apply(Show(s, ()))
    return g


def test_taihu_buries_low_side_cards_never_a_heart_five(snapshot):
    """The Taihu dealer keeps its heart 5s and point cards out of the bottom."""
    g = _taihu_at_bury("S2 H5 H5 BJ SA SK S10 S9 S8 C4 C6 C7 D4 D6 D7 H4 H6 H7 HA CA DA D10 CK C9 D9")
    assert g.phase == "bury"
    a, why = choose(g, random.Random(0))
    assert isinstance(a, Bury) and g.can(a)
    assert H5 not in a.cards
    assert not any(c.points for c in a.cards)
    assert not any(g.order.is_trump(c) for c in a.cards)
    assert why.key.startswith("bot.bury")
    assert _both(why) == snapshot


def test_taihu_calls_a_card_it_does_not_hold_under_its_winners(snapshot):
    """The call names a side card the dealer does not hold, in a suit where it holds the top."""
    g = _taihu_at_bury("S2 H5 H5 BJ SA SK S10 S9 S8 C4 C6 C7 D4 D6 D7 H4 H6 H7 HA CA DA D10 CK C9 D9")
    g.apply(choose(g, random.Random(0))[0])
    assert g.phase == "call"
    a, why = choose(g, random.Random(0))
    assert isinstance(a, Call) and g.dealer_held[a.card] == 0
    held_above = [c for c, n in g.dealer_held.items() if n and c.suit == a.card.suit and c.rank > a.card.rank
                  and not g.order.is_trump(c)]
    assert any(c.rank == 14 for c in held_above)
    g.apply(a)
    assert not g.solo
    assert why.key == "bot.call"
    assert _both(why) == snapshot


def test_taihu_gets_rid_of_a_heart_five_on_a_trump_lead(snapshot):
    """Trumps led: a heart 5 played now is not rotten, so the bot plays it."""
    rs = VARIANTS["taihu"]
    g, _ = start_play(rs, {0: "S4", 1: "H5 S6 S7"}, trump="S", dealer=0, level="2", seed=5,
                      avoid={1: "H5"})
    g.apply(Play(0, cards("S4")))
    a, why = choose(g, random.Random(0))
    assert H5 in a.cards
    assert why.key == "bot.follow.red5"
    assert _both(why) == snapshot


def test_taihu_keeps_a_heart_five_on_a_side_lead(snapshot):
    """Void in the led side suit, the bot discards anything but its heart 5 (rotten there)."""
    rs = VARIANTS["taihu"]
    g, _ = start_play(rs, {0: "DA", 1: "H5 S6 S7 C4"}, trump="S", dealer=0, level="2", seed=6,
                      avoid={1: _all_of("D") + " H5"})
    g.apply(Play(0, cards("DA")))
    a, why = choose(g, random.Random(0))
    assert H5 not in a.cards
    assert _both(why) == snapshot


def test_taihu_shows_level_cards_of_a_strong_suit(snapshot):
    """A hand strong in spades with both spade 7s (its level) shows them; a weak one shows nothing."""
    rs = VARIANTS["taihu"]
    strong = "S7 S7 SA SA SK SK SQ S10 S9 BJ LJ H5 S3 C3 H7 HA CA DA D4 D6 H4 H6 C4 C6 D8"
    weak = "S7 S4 S6 S8 H4 H6 H8 H9 C4 C6 C8 C9 D4 D6 D8 D9 DJ HJ CJ SJ S9 H10 C10 D10 HQ"
    got = {}
    for name, hand in (("strong", strong), ("weak", weak)):
        deal = fill_deal(rs, {0: hand}, seed=7, levels=("7", "2", "4", "6"), first_to_show=0)
        g = new_game(rs, deal)
        a, why = choose(g, random.Random(0))
        got[name] = (a, why)
    assert got["strong"][0] == Show(0, cards("S7 S7")) and got["strong"][1].key == "bot.show"
    assert got["weak"][0] == Show(0, ()) and got["weak"][1].key == "bot.show.none"
    assert {k: _both(v[1]) for k, v in got.items()} == snapshot


def test_play_hand_helper_returns_reasons():
    rs = VARIANTS["zhejiang-3"]
    actions, reasons, g = play_hand(rs, random_deal(rs, random.Random(3)), random.Random(3))
    assert g.over and len(actions) == len(reasons)
    assert all(r.key.startswith("bot.") for r in reasons)


def test_bot_messages_have_both_languages_with_the_same_placeholders():
    """Every `bot.*` entry (hwtutor/bots/catalog_trick.py) is in the catalog, in en and zh alike."""
    import string

    from hwtutor.bots.catalog_trick import MESSAGES as BOT_MESSAGES
    from hwtutor.rules import catalog

    def fields(t):
        return sorted({f for _, f, _, _ in string.Formatter().parse(t) if f})

    for key, (en, zh) in BOT_MESSAGES.items():
        assert key.startswith("bot.") and catalog.MESSAGES[key] == (en, zh)
        assert en.strip() and zh.strip() and fields(en) == fields(zh), key


def test_reasons_speak_of_the_hand_not_to_a_reader():
    """One text is a bot's reason at the table and a player's hint: it says "the hand", "a partner",
    never "you" (a bot's line addressed to whoever reads the table) nor the searching bot's "I"."""
    import re

    from hwtutor.bots import catalog_climb, catalog_trick
    for key, (en, zh) in {**catalog_trick.MESSAGES, **catalog_climb.MESSAGES}.items():
        assert not re.search(r"\b(you|your|I|my|me)\b", en), key
        assert "你" not in zh and "我" not in zh, key


def test_play_hand_reasons_are_choose_reasons_made_true_when_read():
    """play_hand's reasons, read after the hand, are those `choose` gives at each decision (claims.py
    rereads each claim against the seat's knowledge): reading them later changes nothing."""
    rs = VARIANTS["taihu"]
    deal = random_deal(rs, random.Random(5))
    actions, reasons, _ = play_hand(rs, deal, random.Random(5))
    from hwtutor.rules.game import new_trick_game
    g, rng, expected = new_trick_game(rs, deal), random.Random(5), []
    for a in actions:
        b, why = choose(g, rng)
        assert b == a
        expected.append(why)
        g.apply(a)
    assert list(reasons) == expected
    assert any(r.key.endswith(".odds") for r in reasons)  # this hand has a claim the sampling rereads
