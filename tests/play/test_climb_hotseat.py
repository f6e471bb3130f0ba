"""Hotseat duxiao and xuan through prompt-toolkit pipe input, humans and bots mixed.

The keystrokes come from a simulation of the same match (the bot's choices typed
for the humans too, the xuan declaration questions answered the same way):
illegal input, `why`, `hint`, `last`, `undo` and the hand-over screens along the
way must leave the game exactly as simulated. covers S003 (seed 003), R-41,
R-50..R-53 (declaration moments), R-52 (hidden counts).
"""
from __future__ import annotations

import pytest
from play_helpers import Script, console, run_with_input, screens

from hwtutor.bots.climb_bot import choose
from hwtutor.commands.play import run_resume
from hwtutor.play import save as saving
from hwtutor.play.base import needs_handover
from hwtutor.play.ledger import Ledger
from hwtutor.play.presenters import presenter_for as Presenter
from hwtutor.play.session import Match
from hwtutor.play.view import View
from hwtutor.replay.check import check_path
from hwtutor.rules.actions import Declare, Pass, Play, XuanCall
from hwtutor.rules.cards import fmt
from hwtutor.rules.messages import msg, render


def _bot_pick(m: Match, seat: int, kind):
    """What ClimbPresenter.bot_turn does: (action or None for silence)."""
    a, _ = m.bot_action(seat)
    g = m.game
    if kind is not None:
        return a if isinstance(a, XuanCall) and a.kind == kind and m.check(a).ok else None
    if a is None or (g.xuan and g.phase == "declare" and not isinstance(a, Play)):
        a = next(x for x in g.legal_actions() if x.seat == seat and isinstance(x, Play))
    return a


def _typed(a, step: int) -> str:
    if isinstance(a, Pass):
        return ("pass", "不要")[step % 2]
    if isinstance(a, Declare):
        return (a.kind, "declare " + a.kind)[step % 2]
    if isinstance(a, XuanCall):
        return a.kind
    return fmt(a.cards) if step % 2 else fmt(a.cards, "glyph")


def _illegal(m: Match):
    g = m.game
    seat = g.to_act
    hand = g.order.sort(g.hands[seat].elements())
    r = g.current
    if r is not None and r.standing is not None:
        for c in hand:  # a lower single, or a single against a pair
            a = Play(seat, (c,))
            v = g.check(a)
            if not v.ok and v.rule in ("climb-low", "climb-pattern"):
                return a, v
        return None
    for _ in range(len(hand) - 1):
        a = Play(seat, (hand[0], hand[-1]))
        v = g.check(a)
        if not v.ok and v.rule == "climb-pattern":
            return a, v
    return None


def simulate(variant, bots, seed, hands=1, undo=True, stop_after=None) -> Script:
    m = Match(variant, None, bots, seed=seed, chooser=choose)
    m.new_hand()
    s = Script(actions=[[]])
    prev, probed, undone, step = None, set(), False, 0
    plays_by: dict[int, int] = {}
    while True:
        if m.hand_over:
            if m.hand_no >= hands:
                break
            s.lines.append("")
            m.new_hand()
            s.actions.append([])
            prev = None
            continue
        seat, kind = m.turn()
        if m.is_bot(seat):
            a = _bot_pick(m, seat, kind)
            if a is None:
                m.decline(kind, seat)
            else:
                m.apply(a)
                s.actions[-1].append(str(a))
            continue
        g = m.game
        if needs_handover(m.humans, prev, seat):
            s.handovers.append((prev, seat))
            s.lines.append("")
        prev = seat
        if kind is not None:
            a = _bot_pick(m, seat, kind)
            if a is None:
                s.lines.append(("no", "", "pass")[step % 3])
                m.decline(kind, seat)
            else:
                s.lines.append(_typed(a, step))
                m.apply(a)
                s.actions[-1].append(str(a))
            step += 1
            continue
        if g.phase == "play":
            plays_by[seat] = plays_by.get(seat, 0) + 1
            if undo and not undone and plays_by[seat] == 2 and len(m.humans) == 1 and m.undo_point(seat) is not None:
                undone = True
                k = m.undo_point(seat)
                redo = [ln.action for ln in m.lines[k:]]
                s.lines.append("undo")
                s.undos.append(seat)
                m.undo(seat)
                del s.actions[-1][k:]
                for a in redo:
                    if not m.is_bot(a.seat):
                        s.lines.append(_typed(a, step))
                    m.apply(a)
                    s.actions[-1].append(str(a))
                continue
            kindp = "lead" if g.current.standing is None else "follow"
            if kindp not in probed:
                bad = _illegal(m)
                if bad is not None:
                    probed.add(kindp)
                    a, v = bad
                    good = _bot_pick(m, seat, None)
                    s.probes.append({"seat": seat, "illegal": a, "verdict": v, "legal": good})
                    s.lines += [fmt(a.cards), "why " + fmt(a.cards), "hint", "why " + _typed(good, 1), "last"]
        a = _bot_pick(m, seat, None)
        s.lines.append(_typed(a, step))
        step += 1
        m.apply(a)
        s.actions[-1].append(str(a))
        if stop_after is not None and sum(map(len, s.actions)) >= stop_after and len(m.humans) == 1:
            break
    return s


def play(variant, bots, seed, script, path, hands=1, lang="en", ledger=None):
    m = Match(variant, None, bots, seed=seed, chooser=choose, lang=lang)
    m.new_hand()
    con, buf = console()
    p = Presenter(m, View(con), path, ledger, lang, max_hands=hands)
    assert run_with_input(script.text, p.run) == 0
    return m, buf.getvalue()


CASES = [
    ("duxiao", {1, 2, 3}, 21, "en"),  # one human, undo through bots
    ("duxiao", {1, 3}, 22, "zh"),     # two humans: hand-over screens
    ("xuan", {1, 2, 3}, 23, "en"),
    ("xuan", {2, 3}, 24, "zh"),       # two humans: every human is asked at each moment
]


@pytest.mark.parametrize("variant,bots,seed,lang", CASES, ids=[f"{c[0]}-{len(c[1])}bots" for c in CASES])
def test_climb_hand_through_pipe_input(variant, bots, seed, lang, tmp_path):
    script = simulate(variant, bots, seed, hands=2)
    path = tmp_path / "game.hongwu.toml"
    led = Ledger(tmp_path / "home")
    m, out = play(variant, bots, seed, script, path, hands=2, lang=lang, ledger=led)
    assert m.hand_over and m.hand_no == 2
    assert [str(ln.action) for ln in m.lines] == script.actions[1]
    # both hands' own records check with exit 0
    for k in (1, 2):
        rep = check_path(saving.hand_path(path, k))
        assert rep.exit_code == 0, [i.message() for i in rep.issues]
    # cumulative game points and the ledger
    assert sum(m.scores) == 0
    rows = {r.name: r for r in led.rows()}
    assert all(rows[n].hands == 2 for n in m.names)
    assert sum(r.game_points for r in rows.values()) == 0
    # illegal input refused with the engine's rule and reason; why without playing
    assert script.probes
    for p in script.probes:
        v = p["verdict"]
        reason = v.message(lang, "glyph", m.names)
        assert render(msg("play.refused", rule=v.rule, reason=reason), lang) in out
        assert render(msg("play.why.bad", rule=v.rule, reason=reason), lang) in out
    assert ("建议：" if lang == "zh" else "Suggestion: ") in out
    assert ("合法：" if lang == "zh" else "Legal: ") in out
    if len(m.humans) == 1:
        assert script.undos and ("撤回了" if lang == "zh" else "takes back") in out
        assert "Pass to " not in out and "请交给" not in out
    else:
        assert script.handovers
        assert out.count("请交给" if lang == "zh" else "Pass to ") >= len(script.handovers)
    if variant == "xuan":
        # a seat's screen never shows another seat's count of 3 or more
        import re
        seen = 0
        for sc in screens(out):
            who = re.search(r"Your hand, p(\d)(?: \([^)]*\))?:|p(\d)(?:（[^）]*）)?，你的手牌", sc)
            if not who:
                continue
            viewer = int(who.group(1) or who.group(2))
            counts = re.findall(r"^  p(\d)(?: \([^)]*\)|（[^）]*）)?[:：] ?(\d+) ?(?:cards|张)(?!以上)", sc, re.M)
            for seat, n in counts:
                seen += 1
                assert int(seat) == viewer or int(n) < 3, (viewer, seat, n)
        assert seen


def test_xuan_hidden_counts_and_privacy_of_the_screen(tmp_path):
    """covers R-52: other seats' counts of 3+ are hidden, the viewer's own is shown; only the
    seat to act sees its hand"""
    m = Match("xuan", None, {1, 2, 3}, seed=7, chooser=choose)
    m.new_hand()
    con, buf = console()
    p = Presenter(m, View(con), tmp_path / "g.hongwu.toml", None, "en")
    lines = p.public_lines(0)
    assert "p1: 10 cards" in "\n".join(lines)
    assert sum("3+ cards" in ln for ln in lines) == 3
    p.screen(0)
    text = buf.getvalue()
    own = fmt(sorted(m.game.hands[0].elements(), key=lambda c: (-m.game.order.level(c), c.idx)), "glyph")
    assert "Your hand, p1:" in text
    for i in (1, 2, 3):
        assert f"Your hand, p{i + 1}" not in text
    assert own.replace("", "")[:2] in text.replace(" ", "")


def test_xuan_declaration_question_refuses_other_input_and_accepts_the_verb(tmp_path):
    """covers R-50: at a moment only its declaration (or silence) is taken"""
    for seed in range(60):
        m = Match("xuan", None, {1, 2, 3}, seed=seed, chooser=choose)
        m.new_hand()
        q = m.question()
        if q and q[1] == 0 and q[2]:
            break
    else:
        pytest.fail("no deal asks p1 first")
    kind = q[0]
    other = "jiu" if kind != "jiu" else "xuan"
    con, buf = console()
    p = Presenter(m, View(con), tmp_path / "g.hongwu.toml", None, "en", max_hands=1)
    run_with_input(f"{other}\nhint\n{kind}\nquit\n", p.run)
    out = buf.getvalue()
    assert "Now only" in out
    assert m.game.calls.get(kind) == 0
    rec = saving.load(tmp_path / "g.hongwu.toml")
    assert str(rec.lines[0].action) == f"p1 {kind}"


def test_resume_after_save_continues_the_same_game(tmp_path):
    """the save after every action is the record; resume continues exactly (one human, bots)"""
    variant, bots, seed = "xuan", {1, 2, 3}, 31
    full = simulate(variant, bots, seed, hands=1, undo=False)
    path = tmp_path / "g.hongwu.toml"
    k = len(full.lines) // 2
    first = Script(lines=full.lines[:k])
    m = Match(variant, None, bots, seed=seed, chooser=choose)
    m.new_hand()
    con, buf = console()
    run_with_input(first.text, Presenter(m, View(con), path, None, "en", max_hands=1).run)
    assert not m.hand_over
    assert check_path(path).exit_code == 0
    rest = Script(lines=full.lines[k:])
    con2, buf2 = console()
    rc = run_with_input(rest.text, lambda: run_resume(str(path), 1, str(tmp_path / "home"), "en",
                                                      chooser=choose, view=View(con2)))
    assert rc == 0
    m2 = saving.load(path, choose)
    assert m2.hand_over
    assert [str(ln.action) for ln in m2.lines] == full.actions[0]
    assert "Resumed" in buf2.getvalue()


def test_declined_moments_survive_a_save(tmp_path):
    """silence is not in the record: the declined questions are kept in _match.declined"""
    m = Match("xuan", None, {1, 2, 3}, seed=3, chooser=choose)
    m.new_hand()
    q = m.question()
    assert q is not None
    m.decline(q[0], q[1])
    saving.save(m, tmp_path / "g.hongwu.toml")
    m2 = saving.load(tmp_path / "g.hongwu.toml", choose)
    assert m2.declined == {(q[0], q[1])}
    assert m2.question() != q
