"""The main cause of a marked decision, in words (issue 20 item 4; hwtutor/bots/cause.py): one position for
each kind of planted mistake of benchmarks/bench_plants.py, the cause it is given, and every cause's
wording in both languages (cards as glyphs, full-width punctuation in Chinese, real plurals in English)."""
import random

import pytest

from hwtutor.bots.catalog_search import MESSAGES
from hwtutor.bots.cause import cause
from hwtutor.bots.review import DEFAULT_DEPTH, decide, note_msg
from hwtutor.rules.actions import Bid, Bury, Call, ChooseTrump, Declare, Pass, Play, Show
from hwtutor.rules.cards import ALL_CARDS, Card, cards
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.messages import Seat, msg, render, term
from hwtutor.rules.position import fill_deal, start_play
from hwtutor.rules.variants import VARIANTS

from .test_review_currency import _rotten_five_at_level_9


def _rng():
    return random.Random("test-cause")


def _suit(s: str, but: str = "") -> str:
    keep = set(but.split())
    return " ".join(c.code for c in ALL_CARDS if c.suit == s and not c.special and c.code not in keep)


def _both(m) -> dict:
    return {"en": render(m, "en"), "zh": render(m, "zh")}


def test_a_rotten_heart_five_names_its_penalty_in_the_review_line():
    """R-33: the heart 5 on a side-suit lead rots; the review line says so after its figures."""
    rs, g = _rotten_five_at_level_9()
    d = decide(g, Play(1, cards("H5")), len(g.history), DEFAULT_DEPTH, seed=0)
    assert d.mark and d.cause.key == "cause.rotten"
    text = _both(note_msg(rs, d))
    assert "rots: 3 levels off" in text["en"] and "烂5" in text["zh"] and "♥5" in text["zh"]


def _taihu_at_bury():
    """Taihu, spades trump shown by the dealer p1 at level 2; p1 holds the heart 5 and takes the bottom."""
    rs = VARIANTS["taihu"]
    deal = fill_deal(rs, {0: "H5 S2"}, None, 1, None, levels=("2", "9", "4", "6"), first_to_show=0)
    g = new_game(rs, deal)
    for s in range(rs.players):
        g.apply(Show(s, tuple(cards("S2")) if s == 0 else ()))
    assert g.phase == "bury"
    return g


def test_burying_the_heart_five_rots_it():
    """R-33: a buried heart 5 is rotten."""
    g = _taihu_at_bury()
    hand = list(g.hands[0].elements())
    small = [c for c in hand if c.points == 0 and c is not Card.of("H", 5)]
    n = len(g.deal.bottom)
    bad = Bury(0, tuple([Card.of("H", 5)] + small[:n - 1]))
    good = Bury(0, tuple(small[:n]))
    assert cause(g, 0, bad, good, "unit.levels", _rng()).key == "cause.rotten-buried"


def test_calling_a_card_held_means_playing_alone():
    """Seed 004: calling one's own card means going solo."""
    g = _taihu_at_bury()
    g.apply(Bury(0, g.deal.bottom))
    held = next(c for c in g.hands[0] if not g.order.is_trump(c) and g.can(Call(0, c)))
    other = next(c for c in ALL_CARDS if g.hands[0][c] == 0 and g.can(Call(0, c)))
    m = cause(g, 0, Call(0, held), Call(0, other), "unit.levels", _rng())
    assert m.key == "cause.call-held"
    assert render(msg("bot.act.play", cards=[held]), "en").removeprefix("Play ") in render(m, "en")


def _zhejiang_at(phase: str, hands: dict, avoid=None, seed: int = 2):
    rs = VARIANTS["zhejiang-2"]
    g = new_game(rs, fill_deal(rs, hands, None, seed, avoid, first_bidder=0))
    g.apply(Bid(0, rs.bid_min))
    for s in range(1, rs.players):
        g.apply(Pass(s))
    if phase == "bury":
        g.apply(ChooseTrump(0, "H"))
    assert g.phase == phase
    return g


def test_a_poor_trump_names_the_trumps_it_gives():
    g = _zhejiang_at("trump", {0: "SA SK SQ SJ S10 S9 S8 S7 S6 C2"}, avoid={0: _suit("C", "C2")})
    m = cause(g, 0, ChooseTrump(0, "C"), ChooseTrump(0, "S"), "unit.game-points", _rng())
    assert m.key == "cause.trump"
    assert m.params["n"] < m.params["m"]


def test_burying_points_names_the_points_and_the_last_trick():
    g = _zhejiang_at("bury", {0: "SK SK S10 S10 CK CK C10 C10 S3 S4 C3 C4 D3 D4 D6 D7"})
    n = len(g.deal.bottom)
    hand = list(g.hands[0].elements())
    big = sorted(hand, key=lambda c: -c.points)[:n]
    small = sorted(hand, key=lambda c: (c.points, g.order.key(c)))[:n]
    m = cause(g, 0, Bury(0, tuple(big)), Bury(0, tuple(small)), "unit.card-points", _rng())
    assert m.key == "cause.bury-points" and m.params["points"] == sum(c.points for c in big)


def test_overruffing_a_partner_who_is_winning():
    """Zhejiang: the three defenders are partners; p2's ♠A wins the dealer's spade lead, and p3, void in
    spades, would take it with a trump."""
    rs = VARIANTS["zhejiang-2"]
    g, _ = start_play(rs, {0: "S3", 1: "SA", 2: "H9 H8"}, trump="H", avoid={2: _suit("S")})
    g.apply(Play(0, cards("S3")))
    g.apply(Play(1, cards("SA")))
    low = next(a for a in g.legal_actions() if a.seat == 2 and not g.order.is_trump(a.cards[0]))
    m = cause(g, 2, Play(2, cards("H9")), low, "unit.card-points", _rng())
    assert m.key == "cause.overruff" and m.params["seat"] == Seat(1)


def test_points_handed_to_the_opponents():
    """Zhejiang: the dealer's ♠A leads; the defender p2 plays ♠K (10 points) instead of ♠3."""
    rs = VARIANTS["zhejiang-2"]
    g, _ = start_play(rs, {0: "SA SA", 1: "SK S3", 2: "S4 S6", 3: "S7 S8"}, trump="H")
    g.apply(Play(0, cards("SA")))
    m = cause(g, 1, Play(1, cards("SK")), Play(1, cards("S3")), "unit.card-points", _rng())
    assert m.key == "cause.gift" and m.params["points"] == 10


def test_a_lead_into_a_shown_void_is_ruffed_there():
    """Zhejiang: p2 showed void in clubs at trick 1; the dealer leads ♣K into it."""
    rs = VARIANTS["zhejiang-2"]
    g, _ = start_play(rs, {0: "CA CK SA S9 S8", 1: "H9 H8 H7 D4", 2: "C4", 3: "C6"}, trump="H",
                      avoid={1: _suit("C")})
    g.apply(Play(0, cards("CA")))
    g.apply(Play(1, cards("D4")))
    g.apply(Play(2, cards("C4")))
    g.apply(Play(3, cards("C6")))
    assert g.to_act == 0
    m = cause(g, 0, Play(0, cards("CK")), Play(0, cards("S9")), "unit.card-points", _rng())
    assert m.key == "cause.ruffed-void" and m.params["seat"] == Seat(1) and m.params["trick"] == 1


def test_a_needless_declaration_is_lost():
    """Duxiao: a declaration with an ordinary hand."""
    rs = VARIANTS["duxiao"]
    g = new_game(rs, random_deal(rs, random.Random(1)))
    s = g.to_act
    m = cause(g, s, Declare(s, "tianwaitian"), Declare(s, "none"), "unit.game-points", _rng())
    assert m.key == "cause.declare" and m.params["k"] > m.params["n"] // 2


# ------------------------------------------------------------------ the wording of every cause
H5, SK, S10 = Card.of("H", 5), Card.of("S", 13), Card.of("S", 10)
EXAMPLES = {
    "cause.call-held": dict(card=SK, n=3),
    "cause.rotten-buried": dict(levels=3, value=50),
    "cause.rotten": dict(levels=3, value=50),
    "cause.rotten-late": dict(k=5, n=12, m=1, levels=3, value=50),
    "cause.bury-points": dict(points=35, k=4, n=12),
    "cause.bury-doubled": dict(points=1, k=1, n=12),
    "cause.trump": dict(suit=term("suit.C"), n=1, best=term("suit.S"), m=9),
    "cause.overruff": dict(seat=Seat(1)),
    "cause.reveal": dict(card=SK),
    "cause.throw-fails": dict(k=7, n=12, cards=[SK, S10]),
    "cause.ruffed-void": dict(seat=Seat(1), suit=term("suit.C"), k=11, n=12, trick=1),
    "cause.ruffed-likely": dict(seat=Seat(2), suit=term("suit.D"), k=1, n=1),
    "cause.ruffed": dict(seat=Seat(3), k=6, n=12),
    "cause.gift": dict(cards=[SK], points=10, k=12, n=12),
    "cause.beyond-reach": dict(k=0, n=12, m=5, best=msg("bot.act.play", cards=[S10])),
    "cause.settled-lost": dict(loss=25, best=msg("bot.act.play", cards=[S10])),
    "cause.settled-made": dict(loss=1, best=msg("bot.act.play", cards=[S10])),
    "cause.bottom": dict(k=6, n=12, m=2),
    "cause.declare": dict(kind=term("decl.du"), k=10, n=12),
    "cause.climb": dict(best=msg("bot.act.climb-pass"), k=8, w=1, e=3, n=12),
    "cause.levels": dict(best=msg("bot.act.play", cards=[H5]), k=9, w=0, e=3, n=12),
    "cause.points": dict(best=msg("bot.act.play", cards=[S10]), points=1),
    "cause.later": dict(best=msg("bot.act.play", cards=[S10]), k=2, w=1, e=9, n=12),
    "cause.later-game": dict(best=msg("bot.act.play", cards=[S10]), k=2, w=0, e=10, n=12),
}


def test_every_cause_has_an_example():
    assert set(EXAMPLES) == {k for k in MESSAGES if k.startswith("cause.")}


@pytest.mark.parametrize("key", sorted(EXAMPLES))
def test_the_wording_of_each_cause(key, snapshot):
    text = _both(msg(key, **EXAMPLES[key]))
    assert "{" not in text["en"] + text["zh"]
    assert not any(ch in text["zh"] for ch in ",:;.()?")
    assert text["zh"].endswith("。") and text["en"].endswith(".")
    assert text == snapshot


def test_plurals_agree_with_their_numbers():
    one = render(msg("cause.ruffed-likely", **EXAMPLES["cause.ruffed-likely"]), "en")
    assert "1 of 1 sampled deal." in one
    assert "1 point:" in render(msg("cause.bury-doubled", **EXAMPLES["cause.bury-doubled"]), "en")
    assert "1 trump;" in render(msg("cause.trump", **EXAMPLES["cause.trump"]), "en")


def test_a_review_mark_reads_full_width_on_a_chinese_screen():
    rs, g = _rotten_five_at_level_9()
    d = decide(g, Play(1, cards("H5")), len(g.history), DEFAULT_DEPTH, seed=0)
    text = _both(note_msg(rs, d))
    assert "♥5??:" in text["en"] and "♥5？？：" in text["zh"] and "?" not in text["zh"]


def test_a_cause_found_later_in_the_hand_says_what_does_better_than_what_over_how_many_deals():
    """The Taihu line that read "does better later in 2 of 12": it names the measure (card points for the
    side, game points, levels), the two choices, and splits the sampled deals into better, worse and the same."""
    text = _both(msg("cause.later", **EXAMPLES["cause.later"]))
    assert text["en"] == ("Each played on to the end of the hand over another 12 sampled deals: Play ♠10 ends with "
                          "more card points for your side than your choice in 2, fewer in 1, as many in 9.")
    assert text["zh"] == ("另模拟12种暗牌分布，两种打法各自打到这一局结束："
                          "出♠10比你的打法我方得分多的有2种，少的有1种，一样的有9种。")
    levels = _both(msg("cause.levels", **EXAMPLES["cause.levels"]))
    assert "better for you in levels (more gained or fewer lost) than your choice in 9, worse in 0" in levels["en"]
    assert "升级更多（或降级更少）的有9种，更差的有0种，一样的有3种。" in levels["zh"]
    one = render(msg("cause.later-game", best=msg("bot.act.climb-pass"), k=1, w=0, e=0, n=1), "en")
    assert "over another 1 sampled deal:" in one


def test_the_deals_of_a_later_cause_are_split_into_better_worse_and_the_same():
    from hwtutor.bots.cause import Line, Lines, _compared
    played = Lines([Line(points=p, main=m) for p, m in ((0, 0), (10, 1), (5, 0), (20, 2))])
    best = Lines([Line(points=p, main=m) for p, m in ((5, 0), (10, 2), (0, 0), (25, 2))])
    assert _compared(played, best, "unit.card-points") == {"k": 2, "w": 1, "e": 1, "n": 4}
    assert _compared(played, best, "unit.levels") == {"k": 1, "w": 0, "e": 3, "n": 4}
