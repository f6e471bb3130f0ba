"""Complete hands through prompt-toolkit pipe input, every variant, humans and bots mixed.

The keystrokes are computed in advance from a simulation of the same match
(conftest.simulate): illegal input, `why`, `hint`, `last` and `undo` along
the way must leave the game exactly as the simulation played it.
"""
from __future__ import annotations

import pytest
from play_helpers import play_script, screens, simulate

from hwtutor.replay.check import check_path
from hwtutor.replay.record import read_record
from hwtutor.rules.messages import Seat, msg, render, render_value

CASES = [
    # variant, bot seats, seed, lang
    ("zhejiang-2", {1, 2, 3}, 11, "en"),     # one human against three bots (undo through bots)
    ("zhejiang-3", {1, 3}, 12, "zh"),        # two humans, two bots, in Chinese
    ("jiande", {2}, 13, "en"),               # two humans and a bot
    ("taihu", {0, 2}, 14, "en"),             # two humans, two bots
]


@pytest.mark.parametrize("variant,bots,seed,lang", CASES, ids=[c[0] for c in CASES])
def test_full_hand_through_pipe_input(variant, bots, seed, lang, tmp_path):
    script = simulate(variant, bots, seed, handover_undo=True)
    path = tmp_path / "game.hongwu.toml"
    m, out = play_script(variant, bots, seed, script, path, lang=lang)
    n_humans = len(m.humans)

    # the hand was played to the end exactly as simulated: refused input and commands changed nothing
    assert m.hand_over
    assert [str(ln.action) for ln in m.lines] == script.actions[0]
    rec, _ = read_record(path.read_text(encoding="utf-8"))
    assert [str(ln.action) for ln in rec.actions] == script.actions[0]

    # illegal input is refused with the engine's rule and reason, in the player's language
    assert script.probes, "the script probed no illegal input"
    for p in script.probes:
        v = p["verdict"]
        reason = v.message(lang, "glyph", m.names)
        assert v.rule in ("lead-mixed", "follow-count", "red5-lead", "follow-suit", "follow-shape")
        assert render(msg("play.refused", rule=v.rule, reason=reason), lang) in out
        assert render(msg("play.why.bad", rule=v.rule, reason=reason), lang) in out  # why CARDS, without playing
    # hint: the legal plays with their pattern, and the bot's suggestion
    assert ("合法的选择" if lang == "zh" else "Legal (") in out
    assert ("建议：" if lang == "zh" else "Suggestion: ") in out
    assert ("合法：" if lang == "zh" else "Legal: ") in out  # why of a legal play

    # undo: in turn with one human, at the hand-over screen with two
    assert script.undos
    assert ("撤回了" if lang == "zh" else "takes back") in out
    # the hand-over screen between two humans
    if n_humans > 1:
        assert script.handovers
        assert out.count("请交给" if lang == "zh" else "Pass to ") >= len(script.handovers)
    else:
        assert not script.handovers and "Pass to " not in out

    # the finished hand is a valid record, on its own beside the save file too
    hand_file = tmp_path / "game.hand-1.hongwu.toml"
    for f in (path, hand_file):
        rep = check_path(str(f))
        assert rep.exit_code == 0, [i.message() for i in rep.issues]
        assert rep.result is not None

    # bots said why, in one line each
    b = min(bots)
    said = [ln for ln in out.splitlines() if ln.startswith("  " + render_value(Seat(b), lang, "glyph", m.names))]
    assert len(said) >= len([a for a in script.actions[0] if a.startswith(f"p{b + 1} ") and " bury " not in a])


def test_undo_takes_back_own_action_and_the_bots_after_it(tmp_path):
    """One human, three bots: `undo` at the human's second play; the hand then goes on the same."""
    script = simulate("zhejiang-2", {1, 2, 3}, 21, probe=False)
    assert script.undos == [0]
    path = tmp_path / "g.hongwu.toml"
    m, out = play_script("zhejiang-2", {1, 2, 3}, 21, script, path)
    assert "p1 takes back" in out
    assert [str(ln.action) for ln in m.lines] == script.actions[0]


def test_undo_refused_when_nothing_to_take_back(tmp_path):
    """`undo` before acting at all is refused with a reason; nothing changes."""
    from play_helpers import Script
    s = Script(lines=["undo", "quit"])
    m, out = play_script("zhejiang-2", {1, 2, 3}, 5, s, tmp_path / "g.hongwu.toml")
    assert "Nothing of p1's to take back" in out
    assert m.lines == [] or all(ln.action.seat != 0 for ln in m.lines)


def test_handover_screen_between_humans_hides_the_previous_hand(tmp_path):
    """Two humans: every change of human seat clears the screen and asks to pass the terminal."""
    script = simulate("zhejiang-2", {1, 3}, 31, probe=False, undo=False)
    assert script.handovers
    m, out = play_script("zhejiang-2", {1, 3}, 31, script, tmp_path / "g.hongwu.toml",
                         names=["Ann", "bot2", "Cy", "bot4"])
    parts = screens(out)
    handover_screens = [p for p in parts if "Pass to " in p]
    assert len(handover_screens) >= len(script.handovers)
    for p in handover_screens:
        assert "Your hand" not in p  # the hand-over screen shows no hand
    # each screen shows one hand only: the seat to act
    for p in parts:
        assert p.count("Your hand") <= 1
    # after "Pass to Cy", the next screen is Cy's and not Ann's
    for i, p in enumerate(parts[:-1]):
        if "Pass to p3 (Cy)" in p or "Pass to Cy" in p:
            nxt = next(q for q in parts[i + 1:] if q.strip())
            assert "Your hand, p1 (Ann)" not in nxt


def test_previous_human_may_undo_at_the_handover_screen(tmp_path):
    script = simulate("taihu", {1, 3}, 41, probe=False, undo=False, handover_undo=True)
    assert script.undos, "no hand-over during play to undo at"
    m, out = play_script("taihu", {1, 3}, 41, script, tmp_path / "g.hongwu.toml")
    assert "type undo to take back your move" in out
    assert "takes back" in out
    assert [str(ln.action) for ln in m.lines] == script.actions[0]


def test_several_hands_carry_over_zhejiang_game_points(tmp_path):
    script = simulate("zhejiang-2", {1, 2, 3}, 51, hands=2, probe=False, undo=False)
    m, out = play_script("zhejiang-2", {1, 2, 3}, 51, script, tmp_path / "g.hongwu.toml", hands=2)
    assert m.hand_no == 2 and m.hand_over
    r1 = check_path(str(tmp_path / "g.hand-1.hongwu.toml")).result
    r2 = check_path(str(tmp_path / "g.hand-2.hongwu.toml")).result
    for i in range(4):
        assert m.scores[i] == r1["game_points"][f"p{i + 1}"] + r2["game_points"][f"p{i + 1}"]


def test_several_hands_carry_over_taihu_levels_and_the_opener(tmp_path):
    script = simulate("taihu", {0, 1, 2}, 61, hands=3, probe=False, undo=False)
    m, out = play_script("taihu", {0, 1, 2}, 61, script, tmp_path / "g.hongwu.toml", hands=3)
    prev = prev_levels = prev_first = None
    for k in (1, 2, 3):
        rec, _ = read_record((tmp_path / f"g.hand-{k}.hongwu.toml").read_text(encoding="utf-8"))
        rep = check_path(str(tmp_path / f"g.hand-{k}.hongwu.toml"))
        if prev is None:
            assert rec.deal.levels == ("2",) * 4 and rec.deal.first_to_show == 0
        elif prev.get("redeal"):
            assert rec.deal.levels == prev_levels and rec.deal.first_to_show == prev_first
        else:
            assert rec.deal.levels == tuple(prev["levels"][f"p{i + 1}"] for i in range(4))
            assert rec.deal.first_to_show == int(prev["dealer"][1:]) - 1
        prev, prev_levels, prev_first = rep.result, rec.deal.levels, rec.deal.first_to_show


def test_quit_saves_and_says_how_to_resume(tmp_path):
    from play_helpers import Script
    path = tmp_path / "g.hongwu.toml"
    m, out = play_script("jiande", {1, 2}, 7, Script(lines=["save", "quit"]), path)
    assert f"Saved: {path}" in out
    assert f"hwtutor resume {path}" in out
    assert path.exists()


def test_help_rules_and_last_commands(tmp_path):
    from play_helpers import Script
    m, out = play_script("taihu", {1, 2, 3}, 8, Script(lines=["help", "rules", "last", "blah", "quit"]),
                         tmp_path / "g.hongwu.toml")
    assert "Commands: hint" in out
    assert "section 4 of 9" in out and "Dealer, trump and the bottom" in out  # the section of the showing phase
    assert "No trick has been completed yet." in out
    assert "'blah' is not a card" in out


def test_no_bot_reasons_hides_them_on_screen_but_keeps_them_in_the_record(tmp_path):
    from play_helpers import console, run_with_input

    from hwtutor.play.presenter import Presenter
    from hwtutor.play.session import Match
    from hwtutor.play.view import View
    m = Match("taihu", None, {0, 1, 2, 3}, seed=9)
    m.new_hand()
    con, buf = console()
    path = tmp_path / "g.hongwu.toml"
    assert run_with_input("", Presenter(m, View(con), path, None, "en", bot_reasons=False).run) == 0
    out = buf.getvalue()
    assert m.hand_over and "plays" in out
    said = [ln for ln in out.splitlines() if ln.startswith("  p") and "(bot" in ln.split(":")[0] and "→" not in ln]
    assert not said
    rec, _ = read_record(path.read_text(encoding="utf-8"))
    assert all(ln.comment for ln in rec.actions)  # a bot-only game stops after one hand, reasons kept


def test_a_failing_or_illegal_bot_does_not_end_the_game(tmp_path):
    """A bot that raises, or chooses an illegal action, is replaced by the first legal action, and says so."""
    from play_helpers import console, run_with_input

    from hwtutor.bots.trick_bot import choose
    from hwtutor.play.presenter import Presenter
    from hwtutor.play.session import Match
    from hwtutor.play.view import View
    from hwtutor.rules.actions import Pass
    calls = {"n": 0}

    def flaky(game, rng):
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("boom")
        if calls["n"] == 2:
            return Pass((game.to_act + 1) % game.n), "not my turn"
        return choose(game, rng)
    m = Match("zhejiang-2", None, {0, 1, 2, 3}, seed=1, chooser=flaky)
    m.new_hand()
    con, buf = console()
    run_with_input("", Presenter(m, View(con), tmp_path / "g.hongwu.toml", None, "en").run)
    out = buf.getvalue()
    assert "RuntimeError('boom')" in out and "which is illegal" in out
    assert m.hand_over
    assert check_path(str(tmp_path / "g.hongwu.toml")).exit_code == 0


def test_undone_burial_stays_private_in_the_log(tmp_path):
    """The log that later screens show never holds buried cards, not even after an undo."""
    from play_helpers import console, run_with_input

    from hwtutor.play.presenter import Presenter
    from hwtutor.play.session import Match
    from hwtutor.play.view import View
    from hwtutor.rules.actions import Bid, ChooseTrump, Pass
    from hwtutor.rules.cards import fmt
    from hwtutor.rules.describe import describe
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=2)
    m.new_hand()
    while m.game.phase == "bid":  # p1 bids, everybody else passes
        s = m.game.to_act
        m.apply(Bid(0, 60) if s == 0 else Pass(s))
    m.apply(ChooseTrump(0, "S"))
    bury = m.game.legal_actions()[0]
    con, buf = console()
    p = Presenter(m, View(con), tmp_path / "g.hongwu.toml", None, "en")
    run_with_input(f"{fmt(bury.cards)}\nundo\n{fmt(bury.cards)}\nquit\n", p.run)
    out = buf.getvalue()
    told = render(describe(bury), "en", "glyph")  # in prose ("p1 buries ♠3 …"), not record notation
    assert "p1 takes back 1 action: " + told in out  # the dealer sees it
    assert any("takes back" in ln for ln in p.log)
    assert not any(fmt(bury.cards, "glyph") in ln for ln in p.log)
    assert [str(x.action) for x in m.lines][-1] == str(bury)
