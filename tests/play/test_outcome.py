"""Issue 20 item 5: the goal on the table and at the end. The settlement says in one sentence why the hand was
won or lost and what decided it (hwtutor/rules/outcome.py: the bid, R-21/R-22; Taihu's lines, seed 004 §升级规则
and R-34), in both languages, within 80 columns; the seat lines say who is on which side as far as the seat
knows (hwtutor/play/sides.py: the dealer; the Taihu friend once shown; the viewer's side)."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from rich.cells import cell_len

from hwtutor.layout import wrap
from hwtutor.play.sides import side_marks
from hwtutor.replay.record import read_record
from hwtutor.replay.timeline import Timeline
from hwtutor.rules.cards import Card
from hwtutor.rules.messages import Seat, msg, render
from hwtutor.rules.outcome import outcome
from hwtutor.rules.settlement import ContractResult, LevelsResult
from hwtutor.rules.verdict import Event

SAMPLES = Path(__file__).resolve().parents[2] / "data" / "sample_games"
TRICK_SAMPLES = [p for p in sorted(SAMPLES.glob("*.hongwu.toml")) if not p.name.startswith(("duxiao", "xuan"))]


def _final(path: Path):
    rec, issues = read_record(path.read_bytes())
    assert rec is not None
    tl = Timeline(rec, path.name)
    g = tl.state(tl.last)
    assert g.over
    return g


def test_every_sample_hand_in_words_in_both_languages(snapshot):
    """Snapshot: the sentence of every trick-taking sample's settlement, in English and Chinese."""
    out = {}
    for p in TRICK_SAMPLES:
        g = _final(p)
        m = outcome(g, g.result)
        assert m is not None
        out[p.name] = {lang: render(m, lang) for lang in ("en", "zh")}
    assert out == snapshot


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_sentence_fits_80_columns(lang):
    """Wrapped by the prose wrapper at 80 columns, no line is wider (a Chinese character counts two)."""
    for p in TRICK_SAMPLES:
        g = _final(p)
        for line in wrap(render(outcome(g, g.result), lang), 80):
            assert cell_len(line.plain) <= 80, (p.name, line.plain)


def _trick(number, leader, winner, points, plays=None, lead=("x",), led="S", attempted=()):
    return SimpleNamespace(number=number, leader=leader, winner=winner, points=points, events=[],
                           plays=plays or [(leader, (Card.of("S", 9),)), (winner, (Card.of("S", 14),))],
                           lead=list(lead), led_suit=led, attempted=attempted)


def _levels_game(tricks, trump="H"):
    return SimpleNamespace(tricks=tricks, order=SimpleNamespace(is_trump=lambda c: c.suit == trump))


def test_taihu_under_80_the_dealers_side_climbs_past_a_level_that_never_is():
    """Seed 004 §升级规则 / R-34: 75 is under 80, the dealer's side climbs one level, and 2 → 4 because 3 is
    never a level; the dealer's 25-point trick kept the defenders from 80."""
    tricks = [_trick(1, 0, 1, 75), _trick(2, 0, 0, 25)]
    res = LevelsResult(dealer=0, dealer_side=(0, 2), friend=2, called=None, solo=False, trump="H", level="2",
                       dealer_points=25, defender_points=75, bottom_points=0, winner="dealer", steps=1,
                       levels=("4", "2", "4", "2"),
                       events=[Event("level-up", msg("level-up", seat=Seat(0), frm="2", to="4", n=1), 0)])
    m = outcome(_levels_game(tricks), res)
    assert render(m, "en") == ("Defenders took 75, under 80: the dealer's side climbs 1 level (2 → 4; 3 and 5 are "
                               "never levels). The 25 points p1 took at trick 2 decided it.")
    assert render(m, "zh") == "闲家得75分，不到80分：庄家方升1级（2 → 4；3和5不作级别）。第2轮p1拿到的25分决定了胜负。"


def test_taihu_a_ruffed_throw_that_lifted_the_defenders_over_the_line():
    """Seed 004: 85 points, 80 or more, nobody climbs; without the 50 of the ruffed throw at trick 7 the
    defenders would have stayed under 80."""
    spade_throw = (Card.of("S", 14), Card.of("S", 13))
    ruff = (Card.of("H", 9), Card.of("H", 7))
    tricks = [_trick(7, 0, 3, 50, plays=[(0, spade_throw), (1, ruff), (2, ruff), (3, ruff)], lead=("a", "b")),
              _trick(8, 3, 3, 35)]
    res = LevelsResult(dealer=0, dealer_side=(0, 2), friend=2, called=None, solo=False, trump="H", level="2",
                       dealer_points=0, defender_points=85, bottom_points=0, winner=None, steps=0,
                       levels=("2",) * 4, events=[])
    m = outcome(_levels_game(tricks), res)
    assert render(m, "en") == ("Defenders took 85, from 80 to 115: nobody climbs. The throw at trick 7, ruffed by "
                               "p4, cost the dealer's side 50.")
    assert render(m, "zh") == "闲家得85分，在80到115分之间：双方都不升级。第7轮的甩牌被p4毙了，庄家方丢了50分。"


def test_zhejiang_made_by_the_bottom():
    """R-21: the bottom's points count for the dealer who wins the last trick; without them, 60 short of 70."""
    tricks = [_trick(1, 1, 1, 40), _trick(2, 1, 1, 20)]
    res = ContractResult(dealer=1, bid=70, trump="S", dealer_points=85, defender_points=15, bottom_points=25,
                         red5_adjustment=0, dealer_score=15, contract_made=True, game_points=(-2, 6, -2, -2))
    m = outcome(_levels_game(tricks, "S"), res)
    assert render(m, "en") == ("p2 took 85 against the 70 bid: the contract is made, by 15. The bottom's 25 "
                               "points, won with the last trick, made the difference.")


def test_zhejiang_failed_by_one_trick():
    """R-22: 50 short of 60; had the dealer taken trick 3's 20 points, the contract would have been made."""
    tricks = [_trick(1, 0, 0, 50), _trick(3, 0, 2, 20), _trick(4, 2, 3, 10)]
    res = ContractResult(dealer=0, bid=60, trump="S", dealer_points=50, defender_points=30, bottom_points=0,
                         red5_adjustment=0, dealer_score=-10, contract_made=False, game_points=(-6, 2, 2, 2))
    m = outcome(_levels_game(tricks, "D"), res)
    assert render(m, "en") == ("p1 took 50 against the 60 bid: the contract fails, 10 short. Trick 3, won by p3, "
                               "cost the dealer 20.")
    assert render(m, "zh") == "p1得50分，叫分60：未完成叫分，差10分。第3轮被p3拿下，庄家丢了20分。"


# ------------------------------------------------------------------ sides
def _table(friend_call=False, dealer=1, friend=None, solo=False, called=None, hands=None):
    return SimpleNamespace(dealer=dealer, friend=friend, solo=solo, called=called, n=4,
                           rules=SimpleNamespace(friend_call=friend_call), hands=hands or [{} for _ in range(4)])


def test_zhejiang_a_defender_sees_the_dealer_and_its_partners():
    """Zhejiang: the dealer plays alone against three defenders (seed 000)."""
    g = _table(dealer=1)
    assert side_marks(g, 0, 1) == ["play.side.dealer"]
    assert side_marks(g, 0, 2) == side_marks(g, 0, 3) == ["play.side.yours"]
    assert side_marks(g, 1, 0) == [] and side_marks(g, 1, 1) == ["play.side.dealer"]
    assert side_marks(g, None, 2) == []


def test_taihu_the_friend_is_known_to_its_holder_first_then_to_all():
    """Seed 004: the first other player to play a copy of the called card becomes the friend; until then only
    its holder knows the dealer is its partner."""
    called = Card.of("C", 5)
    hands = [{}, {}, {called: 1}, {}]
    g = _table(friend_call=True, dealer=0, called=called, hands=hands)
    assert side_marks(g, 2, 0) == ["play.side.dealer", "play.side.yours"]
    assert side_marks(g, 1, 0) == ["play.side.dealer"] and side_marks(g, 1, 3) == []
    assert side_marks(g, 0, 2) == []
    shown = _table(friend_call=True, dealer=0, called=called, friend=2, hands=hands)
    assert side_marks(shown, 1, 2) == ["play.side.friend"] and side_marks(shown, 1, 3) == ["play.side.yours"]
    assert side_marks(shown, 0, 2) == ["play.side.friend", "play.side.yours"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_marks_read_in_both_languages(lang, snapshot):
    keys = ("play.side.dealer", "play.side.friend", "play.side.yours", "play.friend-hidden.you")
    assert [render(msg(k), lang) for k in keys] + [render(msg("play.side.yours-fact", seats="p1 p3"), lang)] \
        == snapshot


def test_taihu_the_overturned_bottom_decides_from_the_settlements_figure_not_its_message():
    """Seed 004 (the overturned bottom counts double) / issue 21 item 3, scoring reads the state: 90 points
    with a doubled bottom of 20 — without it 70, under 80 — so the bottom decided it; the event's message is
    left out on purpose (a renamed placeholder cannot change the verdict)."""
    tricks = [_trick(1, 0, 1, 70), _trick(2, 0, 3, 0)]
    res = LevelsResult(dealer=0, dealer_side=(0, 2), friend=2, called=None, solo=False, trump="H", level="2",
                       dealer_points=10, defender_points=90, bottom_points=10, bottom_doubled=20, winner=None,
                       steps=0, levels=("2",) * 4, events=[])
    m = outcome(_levels_game(tricks), res)
    assert render(m, "en") == ("Defenders took 90, from 80 to 115: nobody climbs. p4 overturned the bottom at "
                               "trick 2: 20 points, doubled, decided it.")
    assert render(m, "zh") == "闲家得90分，在80到115分之间：双方都不升级。p4在第2轮抠底，翻倍后的20分决定了胜负。"
