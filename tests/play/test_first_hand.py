"""Issue 22 §3, the first hand explains itself: the end-of-hand question deals the next hand only on
Enter (a stray word keeps the settlement), a forced costly move is played without a question (its cost
still said), and the bots' reasons, which may tell what a bot holds, are off unless --bot-reasons."""
from __future__ import annotations

from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.play.costs import costs
from hwtutor.rules.messages import msg, render

from fullscreen_helpers import at, run_app
from play_helpers import Script, play_script, simulate, typed


def _one_hand_then(lines: list[str], tmp_path, lang: str = "en"):
    """One learner's whole first hand (seed 11, bots elsewhere), then `lines` at the end-of-hand question."""
    s = simulate("zhejiang-2", {1, 2, 3}, 11, probe=False, undo=False)
    return play_script("zhejiang-2", {1, 2, 3}, 11, Script(lines=s.lines + lines), tmp_path / "g.hongwu.toml",
                       hands=2, lang=lang)


def test_a_stray_word_at_the_end_of_a_hand_does_not_deal_the_next(tmp_path):
    m, out = _one_hand_then(["hint", "SA", "quit"], tmp_path)
    assert m.hand_no == 1 and m.hand_over  # neither hint nor a card dealt hand 2
    said = render(msg("play.next-what", text="hint"), "en")
    assert said in out and render(msg("play.next-what", text="sa"), "en") in out
    assert out.count(render(msg("play.next"), "en")) == 3  # asked again after each


def test_enter_or_next_deals_the_next_hand(tmp_path):
    for word in ("", "next", "下一局"):
        m, _ = _one_hand_then([word, "quit"], tmp_path / (word or "enter"))
        assert m.hand_no == 2


def test_the_end_of_hand_refusal_in_both_languages(snapshot):
    assert {lang: render(msg("play.next-what", text="hint"), lang) for lang in ("en", "zh")} == snapshot


def _forced_costly(m):
    """Seed 70 of Taihu: p1 holds only the ♥5 late in the hand (R-33: played to a side lead it is rotten)."""
    legal = m.game.legal_actions()
    return m.game.phase == "play" and len(legal) == 1 and costs(m.game, legal[0])


def test_a_forced_costly_move_is_not_asked_about(tmp_path):
    m = at("taihu", 70, _forced_costly)
    assert m is not None
    (a,) = m.game.legal_actions()
    told = [render(c, "en") for c in costs(m.game, a)]
    n = len(m.lines)
    rc, view, _ = run_app(m, f"{typed(a)}\rquit\r", tmp_path / "f.hongwu.toml", confirm=True)
    said = view.said()
    assert m.lines[n].action == a  # played at once
    assert told[0] in said  # the cost is still said
    assert render(msg("play.confirm"), "en") not in said


def _bot_reason_lines(out: str) -> list[str]:
    return [ln for ln in out.splitlines() if ln.startswith("  p") and "(bot" in ln and "strength" in ln]


def test_bot_reasons_are_off_by_default_and_shown_with_the_flag(tmp_path):
    """A bid's reason tells the bot's best trump and strength: not shown unless asked for."""
    def play(*flags):
        return CliRunner().invoke(cli, ["play", "zhejiang-2", "--seed", "5", "--data-dir", str(tmp_path), "--lang",
                                        "en", "--save", str(tmp_path / f"r{len(flags)}.hongwu.toml"), *flags],
                                  input="pass\nquit\n")
    quiet, told = play(), play("--bot-reasons")
    assert quiet.exit_code == 0 and told.exit_code == 0
    assert "p2 (bot2) passes." in quiet.output and not _bot_reason_lines(quiet.output)
    assert _bot_reason_lines(told.output)
