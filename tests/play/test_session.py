"""The match model: carry-over between hands, redeals, the end of a Taihu match, undo, determinism."""
from __future__ import annotations

import pytest

from hwtutor.play.session import Match, PlayError, bot_hand, parse_seats
from hwtutor.rules.actions import Show


def test_taihu_redeal_keeps_levels_and_the_opener():
    """covers R-30: nobody shows, the hand is dealt again; levels and the opener stay."""
    m = Match("taihu", None, {0, 1, 2, 3}, seed=5)
    m.levels = ("4", "6", "2", "7")
    m.first_to_show = 2
    m.new_hand()
    for k in range(4):
        m.apply(Show((2 + k) % 4, ()))
    assert m.hand_over and m.result["redeal"] is True
    assert m.levels == ("4", "6", "2", "7") and m.first_to_show == 2
    m.new_hand()
    assert m.hand_no == 2 and m.deal.levels == ("4", "6", "2", "7") and m.deal.first_to_show == 2


def test_taihu_next_hand_opens_with_this_hands_dealer_and_its_levels():
    m = Match("taihu", None, {0, 1, 2, 3}, seed=6)
    m.new_hand()
    bot_hand(m)
    res = m.result
    if res.get("redeal"):
        pytest.skip("a redeal: covered above")
    m.new_hand()
    assert m.deal.first_to_show == int(res["dealer"][1:]) - 1
    assert m.deal.levels == tuple(res["levels"][f"p{i + 1}"] for i in range(4))


def test_taihu_match_ends_when_a_player_at_A_wins_with_their_side():
    """covers R-34: a player at A whose side wins levels has won the match."""
    for seed in range(40):
        m = Match("taihu", None, {0, 1, 2, 3}, seed=seed)
        m.levels = ("A",) * 4
        m.new_hand()
        bot_hand(m)
        if "match-won" in m.result.get("events", []):
            break
    else:
        pytest.fail("no match won in 40 hands at A")
    assert m.over
    with pytest.raises(PlayError) as e:
        m.new_hand()
    assert e.value.msg.key == "play.match-over"


def test_zhejiang_game_points_add_up_over_hands():
    """covers R-22: game points are transferred each hand; the match adds them up."""
    m = Match("zhejiang-3", None, {0, 1, 2, 3}, seed=8)
    total = [0] * 4
    for _ in range(3):
        m.new_hand()
        bot_hand(m)
        for i in range(4):
            total[i] += m.result["game_points"][f"p{i + 1}"]
        assert m.scores == total
        assert sum(m.scores) == 0  # transfers only
    assert m.start_scores != m.scores or all(s == 0 for s in m.scores)


def test_deals_and_bots_are_deterministic_from_the_seed():
    a, b = (Match("jiande", None, {0, 1, 2}, seed=99) for _ in range(2))
    for m in (a, b):
        m.new_hand()
        bot_hand(m)
    assert a.deal == b.deal and [str(x.action) for x in a.lines] == [str(x.action) for x in b.lines]
    c = Match("jiande", None, {0, 1, 2}, seed=100)
    c.new_hand()
    assert c.deal != a.deal


def test_undo_stops_at_another_humans_action():
    m = Match("zhejiang-2", None, {3}, seed=4)  # three humans, one bot
    m.new_hand()
    first = m.game.to_act
    a, _ = m.bot_action()
    m.apply(a)
    second = m.game.to_act
    if m.is_bot(second):
        a, _ = m.bot_action()
        m.apply(a)
        second = m.game.to_act
    assert m.undo_point(first) is not None
    a, _ = m.bot_action()
    m.apply(a)  # another human acts
    assert m.undo_point(first) is None
    with pytest.raises(PlayError):
        m.undo(first)
    n = len(m.lines)
    removed = m.undo(second)
    assert len(removed) == 1 and len(m.lines) == n - 1 and m.game.to_act == second


def test_no_undo_after_the_settlement():
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=3)
    m.new_hand()
    bot_hand(m)
    assert m.undo_point(0) is None


@pytest.mark.parametrize("text,n,want", [("p2,p4", 4, {1, 3}), ("2, 4", 4, {1, 3}), ("", 4, set()),
                                         ("P3", 3, {2})])
def test_parse_seats(text, n, want):
    assert parse_seats(text, n) == want


@pytest.mark.parametrize("text", ["p0", "p5", "x", "p-1"])
def test_parse_seats_refuses(text):
    with pytest.raises(PlayError) as e:
        parse_seats(text, 4)
    assert e.value.msg.key == "play.bad-seat"
