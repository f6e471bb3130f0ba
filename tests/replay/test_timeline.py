"""The replay model (hwtutor/replay/timeline.py): one replay, a snapshot per action."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from replay_helpers import load, record

from hwtutor.replay.check import check_path
from hwtutor.replay.record import ActionLine, Record, read_record
from hwtutor.replay.record_writer import write_record
from hwtutor.replay.timeline import Timeline, trick_views
from hwtutor.rules.actions import Play
from hwtutor.rules.game import new_game
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS


def test_every_position_is_a_snapshot_equal_to_a_fresh_replay(timelines):
    """The state shown at action i is the game after actions 0..i, whatever was computed after it."""
    tl = timelines("gen-zhejiang-2")
    rec = tl.record
    for pos in (0, 17, 40, tl.last):
        g = new_game(rec.ruleset, rec.deal)
        for line in rec.actions[:pos + 1]:
            g.apply(line.action)
        shown = tl.state(pos)
        assert shown is not g
        assert [+h for h in shown.hands] == [+h for h in g.hands]
        assert shown.tricks_json() == g.tricks_json()
        assert shown.phase == g.phase


def test_snapshots_are_independent(timelines):
    tl = timelines("gen-zhejiang-2")
    first = sum(sum(h.values()) for h in tl.state(0).hands)
    assert first == 4 * 25
    assert sum(sum(h.values()) for h in tl.state(tl.last).hands) == 0
    assert sum(sum(h.values()) for h in tl.state(0).hands) == first  # untouched by later actions


def test_a_legal_record_opens_at_action_0_and_ends_at_its_last():
    tl_path = record("gen-taihu")
    rep = check_path(str(tl_path))
    tl = load(tl_path)
    assert tl.illegal_at is None and tl.start == 0
    assert tl.size == len(tl.record.actions) == rep.applied
    assert tl.state(tl.last).over and tl.result(tl.last) is not None
    assert tl.result(tl.last).to_json() == rep.result


def test_an_illegal_record_opens_at_its_first_illegal_action(timelines):
    """The viewer opens an illegal record at the action `hwtutor check` reports, with its rule id."""
    tl = timelines("gen-illegal")
    rep = check_path(str(record("gen-illegal")))
    bad = next(i for i in rep.issues if i.code == "illegal-action")
    assert tl.illegal_at == bad.at == tl.start == tl.last
    m = tl.moment(tl.start)
    assert not m.legal and m.verdict.rule == bad.rule == "follow-suit"
    assert m.after is m.before  # never applied
    assert tl.unreplayed == len(tl.record.actions) - bad.at - 1
    assert {"en": m.verdict.message("en"), "zh": m.verdict.message("zh")} == \
        {"en": bad.message("en"), "zh": bad.message("zh")}


def test_trick_boundaries_match_the_engine(timelines):
    tl = timelines("gen-jiande")
    closes = []
    for i, m in enumerate(tl.moments):
        done_before = sum(1 for t in trick_views(m.before) if t.complete)
        done_after = sum(1 for t in trick_views(m.after) if t.complete)
        if done_after > done_before:
            closes.append(i)
    assert tl.trick_ends == closes
    assert len(closes) == len(tl.state(tl.last).tricks)
    assert tl.next_trick(0) == closes[0]
    assert tl.next_trick(closes[0]) == closes[1]
    assert tl.prev_trick(closes[1]) == closes[0]
    assert tl.prev_trick(closes[0]) == 0
    assert tl.next_trick(closes[-1]) == tl.last
    assert tl.trick_position(3) == closes[2]
    assert tl.trick_position(999) is None
    # every play belongs to the trick that was open before it
    for m in tl.moments:
        if isinstance(m.action, Play):
            assert m.trick == m.before.current.number
        else:
            assert m.trick is None


def test_alternatives_are_lazy_legal_and_exclude_the_action_played(timelines):
    tl = load_fresh("gen-zhejiang-3")
    assert tl._alts == {}
    pos = next(i for i, m in enumerate(tl.moments) if isinstance(m.action, Play) and len(tl.alternatives(i)) > 2)
    alts = tl.alternatives(pos)
    m = tl.moment(pos)
    assert all(m.before.can(a) for a in alts)
    assert all(Counter(a.cards) != Counter(m.action.cards) for a in alts)
    assert pos in tl._alts and max(tl._alts) == pos  # nothing computed beyond what was asked


def load_fresh(name):
    return load(record(name))


def test_events_belong_to_the_action_that_caused_them(timelines):
    """covers S004-86 (the friend is revealed by the play of the called card)"""
    tl = timelines("gen-taihu")
    revealed = [m for m in tl.moments if any(e.id == "friend-revealed" for e in m.events)]
    assert len(revealed) == 1
    m = revealed[0]
    assert m.before.friend is None and m.after.friend == m.action.seat
    assert m.after.called in m.action.cards
    # the trick's close carries the winner's reason as the trick's `why`, and the trick events
    close = tl.trick_ends[0]
    tv = tl.trick_of(close)
    assert tv.complete and tv.why is not None


def test_S004_86_points_series_counts_the_friends_earlier_tricks_for_the_dealer_once_revealed():
    """covers S004-86: before the reveal the friend's tricks count for the defenders (as known);
    from the reveal on, the same tricks count for the dealer side (R-35)."""
    rs = VARIANTS["taihu"]
    for seed in range(300):
        deal, actions, g = random_hand(rs, random.Random(seed))
        if g.friend is None:
            continue
        tl = Timeline(Record("taihu", ["A", "B", "C", "D"], deal, [ActionLine(a) for a in actions]))
        reveal = next(i for i, m in enumerate(tl.moments) if any(e.id == "friend-revealed" for e in m.events))
        before = tl.points_series(reveal - 1)
        early = [t for t in trick_views(tl.state(reveal - 1)) if t.complete and t.winner == g.friend and t.points]
        if early:
            break
    else:
        pytest.skip("no hand where the friend took points before being revealed")
    pts_before = before[-1]
    after = tl.points_series(reveal)
    n = pts_before[0]
    same_trick_after = next(s for s in after if s[0] == n)
    moved = sum(t.points for t in early)
    assert same_trick_after[1] == pts_before[1] + moved
    assert same_trick_after[2] == pts_before[2] - moved


def test_points_series_adds_up_to_the_tricks_points(timelines):
    tl = timelines("gen-zhejiang-2")
    series = tl.points_series(tl.last)
    g = tl.state(tl.last)
    assert [s[0] for s in series] == [t.number for t in g.tricks]
    dealer = sum(t.points for t in g.tricks if t.winner == g.dealer)
    assert series[-1][1:] == (dealer, sum(t.points for t in g.tricks) - dealer)
    assert all(a[1] <= b[1] and a[2] <= b[2] for a, b in zip(series, series[1:]))
    assert tl.points_series(0) == []  # during the auction nobody is dealer yet


def test_notes_attach_to_their_action_and_a_closing_note_to_the_last(timelines):
    tl = timelines("gen-annotated")
    rec = tl.record
    for n in rec.notes[:2]:
        assert n in tl.notes(n.at)
    closing = rec.notes[2]
    assert closing.at == len(rec.actions)
    assert closing in tl.notes(tl.last)
    assert tl.notes(1) == [] or all(n.at == 1 for n in tl.notes(1))


def test_a_record_without_actions_shows_the_deal():
    deal, _, _ = random_hand(VARIANTS["zhejiang-2"], random.Random(3))
    tl = Timeline(Record("zhejiang-2", ["a", "b", "c", "d"], deal, []))
    assert tl.size == 0 and tl.moment(0) is None
    assert tl.state(0).phase == "bid"
    assert tl.alternatives(0) == [] and tl.notes(0) == []


@pytest.mark.parametrize("name", ["gen-duxiao", "gen-xuan"])
def test_climbing_games_replay_with_rounds(timelines, name):
    tl = timelines(name)
    assert tl.family == "climb" and tl.illegal_at is None
    assert tl.state(tl.last).over
    plays = [m for m in tl.moments if isinstance(m.action, Play)]
    assert plays and all(m.trick is not None for m in plays)
    assert tl.trick_ends, "rounds close"
    assert tl.points_series(tl.last) == []  # climbing games count no card points
    for pos in tl.trick_ends[:3]:
        tv = tl.trick_of(pos)
        assert tv is not None and tv.complete


def test_round_trip_record_gives_the_same_timeline(timelines):
    tl = timelines("gen-annotated")
    rec2, _ = read_record(write_record(tl.record))
    tl2 = Timeline(rec2)
    assert tl2.size == tl.size and tl2.trick_ends == tl.trick_ends
