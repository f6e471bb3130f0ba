"""Issue 22 §3, the first hand explains itself: the end-of-hand question deals the next hand only on
Enter (a stray word keeps the settlement), a forced costly move is played without a question (its cost
still said), and the bots' reasons, which may tell what a bot holds, are off unless --bot-reasons."""
from __future__ import annotations

import pytest
from click.testing import CliRunner
from fullscreen_helpers import at, run_app
from play_helpers import Script, play_script, simulate, typed

from hwtutor.cli import cli
from hwtutor.play.costs import costs
from hwtutor.rules.messages import msg, render


@pytest.fixture(autouse=True)
def _autosave_into_a_temporary_folder(tmp_path, monkeypatch):
    """The tables below autosave to a relative name: it lands in tmp_path, never in the checkout."""
    monkeypatch.chdir(tmp_path)

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
    return [ln for ln in out.splitlines() if ln.startswith("  p") and "(Bot " in ln and "strength" in ln]


def test_bot_reasons_are_off_by_default_and_shown_with_the_flag(tmp_path):
    """A bid's reason tells the bot's best trump and strength: not shown unless asked for."""
    def play(*flags):
        return CliRunner().invoke(cli, ["play", "zhejiang-2", "--seed", "5", "--data-dir", str(tmp_path), "--lang",
                                        "en", "--save", str(tmp_path / f"r{len(flags)}.hongwu.toml"), *flags],
                                  input="pass\nquit\n")
    quiet, told = play(), play("--bot-reasons")
    assert quiet.exit_code == 0 and told.exit_code == 0
    assert "p2 (Bot 2) passes." in quiet.output and not _bot_reason_lines(quiet.output)
    assert _bot_reason_lines(told.output)


def _rules_screen(variant: str, seed: int, lang: str, typed_line: str = "rules", want=None):
    """The full-screen table after `typed_line` at p1's turn (at the first turn where `want` holds)."""
    from fullscreen_helpers import Recording, screen_text

    from hwtutor.play.commands import parse_line
    from hwtutor.play.presenters import presenter_for
    m = at(variant, seed, want or (lambda m: True), lang=lang)
    view = Recording()
    p = presenter_for(m, view, "unused.hongwu.toml", None, lang)
    p.screen(0)
    p.common_command(parse_line(typed_line, m.game.phase, 0))
    view.fragments(80, 22)
    return m, view, screen_text(view)


def test_rules_at_the_table_shows_the_section_of_the_moment_from_its_top(snapshot):
    """The showing phase of Taihu is about section 4 (dealer, trump, bottom); the pane shows its start."""
    shots = {}
    for lang in ("en", "zh"):
        m, view, shot = _rules_screen("taihu", 3, lang)
        assert m.game.phase == "show"
        pane = shot[shot.index(next(x for x in shot if x.startswith(("── Messages", "── 消息")))) + 1:]
        assert ("section 4 of 9" in pane[0]) if lang == "en" else ("第4节" in pane[0])
        assert len(shot) <= 24 and all(len(x) <= 80 for x in shot)
        shots[lang] = pane[:3]
    assert shots == snapshot


def test_rules_in_play_is_about_leading_and_following_and_takes_a_number_or_a_word():
    in_play = lambda m: m.game.phase == "play"  # noqa: E731
    m, view, _ = _rules_screen("zhejiang-2", 5, "en", want=in_play)
    said = view.said()
    assert "section 6 of 9" in said and "6. Leading and following" in said
    assert "Sections: 1. Players, cards and the deal" in said
    _, view, _ = _rules_screen("zhejiang-2", 5, "en", "rules 9", want=in_play)
    assert "section 9 of 9" in view.said() and "9. Scoring" in view.said()
    _, view, _ = _rules_screen("zhejiang-2", 5, "en", "rules 12", want=in_play)
    assert render(msg("play.rules.no-section", n="12", last=9), "en") in view.said()
    _, view, _ = _rules_screen("zhejiang-2", 5, "zh", "rules 甩牌", want=in_play)
    assert "提到“甩牌”的规则" in view.said() and "  • " in view.said()
    _, view, _ = _rules_screen("zhejiang-2", 5, "en", "rules xylophone", want=in_play)
    assert render(msg("play.rules.no-match", word="xylophone"), "en") in view.said()


def test_rules_sections_of_the_climbing_games():
    from hwtutor.lessons.book_reader import section_for
    assert [section_for("duxiao", p) for p in ("declare", "play", "done")] == [3, 2, 4]
    assert [section_for("xuan", p) for p in ("declare", "play", "done")] == [3, 4, 5]
    assert [section_for("taihu", p) for p in ("show", "bury", "call", "play", "done")] == [4, 4, 4, 6, 9]


def test_undo_does_not_go_back_past_the_bottom_taken_unless_all_agree_on_practice(tmp_path, snapshot):
    """Seed 5 of Zhejiang: everyone passes, p1 is dealer, names spades and takes the bottom. Undoing the
    trump choice would unsee the bottom: refused, and said why; after `practice` (the only human) it is
    taken back, in prose with glyphs. The agreement is kept in the save."""
    from hwtutor.play import save as saving
    from hwtutor.play.session import PlayError
    from hwtutor.rules.messages import term

    path = tmp_path / "u.hongwu.toml"
    m, out = play_script("zhejiang-2", {1, 2, 3}, 5, Script(lines=["pass", "S", "undo", "practice", "undo", "quit"]),
                         path)
    refusal = render(msg("play.undo-revealed", seat="p1", what=term("play.seen.bottom")), "en")
    assert refusal in out
    assert render(msg("play.practice.on"), "en") in out
    assert "p1 takes back 1 action: p1 names spades as trump" in out  # prose, not "p1 trump S"
    assert m.game.phase == "trump"
    assert saving.load(path).practice  # the agreement survives a resume
    m2, _ = play_script("zhejiang-2", {1, 2, 3}, 5, Script(lines=["pass", "S", "quit"]), tmp_path / "v.hongwu.toml")
    with pytest.raises(PlayError) as e:
        m2.undo(0)
    assert e.value.msg.key == "play.undo-revealed"
    assert {lang: render(msg("play.undo-revealed", seat="p1", what=term("play.seen.bottom")), lang)
            for lang in ("en", "zh")} == snapshot


def test_practice_needs_every_human(tmp_path):
    from hwtutor.play.session import Match
    m = Match("taihu", None, {2, 3}, seed=1)
    m.practice_votes = {0}
    assert not m.practice
    m.practice_votes = {0, 1}
    assert m.practice


def _at_table(variant: str, seed: int, lang: str, want=None):
    from fullscreen_helpers import Recording

    from hwtutor.play.presenters import presenter_for
    m = at(variant, seed, want or (lambda m: True), lang=lang)
    view = Recording()
    return m, view, presenter_for(m, view, "unused.hongwu.toml", None, lang, confirm=True)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_word_a_newcomer_has_not_met_is_explained_once_where_first_shown(lang):
    """Taihu seed 3, the showing: the hint's suggestion speaks of the hand's strength (牌力): explained
    after it, once, not at the second hint."""
    m, view, p = _at_table("taihu", 3, lang)
    p.hint(0)
    p.hint(0)
    said = view.said()
    explained = render(msg("play.explain.strength"), lang)
    assert said.count(explained) == 1
    assert said.index(explained) > said.index(render(msg("play.hint.suggest", action="x", reason="y"), lang)[:3])


def test_the_rotten_five_is_explained_with_its_cost_and_duxiaos_special_ten_with_the_hand():
    m, view, p = _at_table("taihu", 70, "en", _forced_costly)
    (a,) = m.game.legal_actions()
    assert p.confirmed(a)
    assert view.said().count(render(msg("play.explain.rotten"), "en")) == 1
    for seed in range(1, 30):
        m, view, p = _at_table("duxiao", seed, "zh")
        if any(c.special for c in m.game.hands[0]):
            break
    p.screen(0)
    assert render(msg("play.explain.special-ten"), "zh") in view.said()


def test_the_explanations_in_both_languages(snapshot):
    from hwtutor.play.glossary import TERM_IDS
    assert {t: {lang: render(msg("play.explain." + t), lang) for lang in ("en", "zh")} for t in TERM_IDS} == snapshot


def test_the_review_box_tells_a_better_line_in_prose_with_glyphs():
    """A review note's better line is record notation ("p2 play SK SK"): the replay's box tells it as
    "p2 (B) plays ♠K♠K"; with --ascii the glyphs of the note's text become letters."""
    from rich.console import Console

    from hwtutor.replay.action_text import line_action_text
    from hwtutor.replay.notes import notes_panel
    from hwtutor.replay.record import Note, read_record
    from hwtutor.replay.render import View
    from hwtutor.replay.samples import find_sample
    from hwtutor.replay.timeline import Timeline

    rec, _ = read_record(find_sample("zhejiang-2-1").path.read_text(encoding="utf-8"))
    tl = Timeline(rec)
    play = next(str(ln.action) for ln in rec.actions if ln.action.verb == "play")
    told = line_action_text(play, tl, View("en"))
    assert " play " not in told and " plays " in told and "♠" + play.split()[-1][1:] not in play
    assert line_action_text("p9 dance", tl, View("en")) == "p9 dance"  # unreadable: shown as written
    rec.notes.append(Note(5, {"en": "Play ♠K ♠10??", "zh": "出♠K ♠10??"}, "blunder", [play], "review"))
    tl = Timeline(rec)
    out = []
    for view in (View("en"), View("en", ascii=True)):
        con = Console(width=100, record=True, color_system=None)
        con.print(notes_panel(tl, 5, view, review=True))
        out.append(con.export_text())
    assert told in out[0] and "Play ♠K ♠10??" in out[0]
    assert "♠" not in out[1] and "Play SK S10??" in out[1]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_showing_stays_readable_in_the_message_pane(lang, tmp_path):
    """Taihu (the bots' reasons off, as in a game by default): at p1's first turn after the showing, the
    80×24 screen still holds its outcome: the shown cards in the header and who became dealer in the pane."""
    from fullscreen_helpers import Recording, drive, screen_text

    from hwtutor.bots.trick_bot import choose
    from hwtutor.play.presenters import presenter_for
    from hwtutor.play.session import Match
    for seed in (3, 8, 12):
        m = Match("taihu", None, {1, 2, 3}, seed=seed, chooser=choose, lang=lang)
        m.new_hand()
        view = Recording()
        p = presenter_for(m, view, tmp_path / f"s{seed}.hongwu.toml", None, lang, bot_reasons=False)
        p.apply(m.game.legal_actions()[0])  # p1 shows first in hand 1
        assert drive(p, lambda m: m.game.phase != "show")
        p.screen(0)
        shot = " ".join(" ".join(screen_text(view)).split())
        dealer = next(e for e in view.transcript if "dealer" in e[0] or "当庄" in e[0] or "庄家" in e[0])[0]
        assert " ".join(dealer.split()) in shot, (seed, shot)
        assert render(msg("play.shows", shows="@"), lang).split("@")[0].strip() in shot  # "shown:" in the header


def test_a_damaged_practice_field_in_a_save_is_refused_in_one_line(tmp_path):
    from hwtutor.play import save as saving
    from hwtutor.play.session import PlayError

    path = tmp_path / "p.hongwu.toml"
    play_script("zhejiang-2", {1, 2, 3}, 5, Script(lines=["pass", "practice", "quit"]), path)
    text = path.read_text(encoding="utf-8")
    assert 'practice = ["p1"]' in text
    for bad in ('practice = "yes"', 'practice = ["p9"]', "practice = [1]"):
        with pytest.raises(PlayError) as e:
            saving.loads(text.replace('practice = ["p1"]', bad))
        assert "_match.practice" in e.value.message("en") and "\n" not in e.value.message("en")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_climbing_games_help_speaks_of_that_game_only(lang):
    """`help` at a duxiao table names duxiao's declarations only, at a xuan table xuan's (issue 22 §3: a
    newcomer meets no other game's words)."""
    from play_helpers import console, run_with_input

    from hwtutor.bots.climb_bot import choose as climb_choose
    from hwtutor.play.presenters import presenter_for
    from hwtutor.play.session import Match
    from hwtutor.play.view import View
    said = {}
    for variant in ("duxiao", "xuan"):
        m = Match(variant, None, {1, 2, 3}, seed=2, chooser=climb_choose, lang=lang)
        m.new_hand()
        con, buf = console()
        p = presenter_for(m, View(con), "unused.hongwu.toml", None, lang, max_hands=1)
        run_with_input(("帮助\n退出\n" if lang == "zh" else "help\nquit\n"), p.run)
        said[variant] = buf.getvalue()
    assert "天外天" in said["duxiao"] and "揪" not in said["duxiao"]
    assert "揪" in said["xuan"] and "天外天" not in said["xuan"]
