"""The hotseat table's commands and fixes (issue 11): a lone learner by default, resume without a file
and the list of saves, house rules (--rule) from play to the save to check, the line mode on pipes,
the bury hint, bot reasons before what they caused, no 'p1 (p1)'."""
from __future__ import annotations

import tomllib

from click.testing import CliRunner
from fullscreen_helpers import at, drive

from hwtutor.bots.trick_bot import choose
from hwtutor.cli import cli
from hwtutor.play.presenters import presenter_for
from hwtutor.play.screen import FullView
from hwtutor.play.session import Match
from hwtutor.replay.check import check_path
from hwtutor.rules.messages import Seat, msg, render


def _play(tmp_path, *args, input="quit\n"):
    return CliRunner().invoke(cli, ["play", *args, "--data-dir", str(tmp_path), "--lang", "en"], input=input)


def _match_field(path):
    return tomllib.loads(path.read_text(encoding="utf-8"))["_match"]


def test_a_lone_learner_sits_in_p1_with_bots_elsewhere(tmp_path):
    save = tmp_path / "a.hongwu.toml"
    r = _play(tmp_path, "taihu", "--seed", "3", "--save", str(save))
    assert r.exit_code == 0, r.output
    assert _match_field(save)["bots"] == ["p2", "p3", "p4"]
    assert "Pass to " not in r.output  # no hand-over screen for one person


def test_humans_n_seats_people_in_p1_to_pn(tmp_path):
    save = tmp_path / "b.hongwu.toml"
    r = _play(tmp_path, "zhejiang-2", "--humans", "2", "--seed", "3", "--save", str(save), input="\nquit\n")
    assert r.exit_code == 0, r.output
    assert _match_field(save)["bots"] == ["p3", "p4"]


def test_humans_out_of_range_or_with_bots_is_one_clear_line(tmp_path):
    for args in (["--humans", "5"], ["--humans", "2", "--bots", "p3"]):
        r = _play(tmp_path, "taihu", *args, "--save", str(tmp_path / "x.hongwu.toml"))
        assert r.exit_code == 2 and "Traceback" not in r.output
        assert len(r.output.strip().splitlines()) == 1


def test_line_mode_on_a_pipe_has_no_escape_codes_and_no_prompt_toolkit(tmp_path):
    r = _play(tmp_path, "zhejiang-2", "--seed", "2", "--save", str(tmp_path / "p.hongwu.toml"))
    assert r.exit_code == 0
    assert "\x1b[" not in r.output and "Warning" not in r.output
    assert "Your hand, p1:" in r.output


def test_resume_without_a_file_continues_the_latest_unfinished_game(tmp_path):
    r1 = _play(tmp_path, "zhejiang-2", "--seed", "4")
    r2 = _play(tmp_path, "taihu", "--seed", "5")
    assert r1.exit_code == r2.exit_code == 0
    saves = sorted((tmp_path / "saves").glob("taihu-*.hongwu.toml"))
    assert len(saves) == 1
    r = CliRunner().invoke(cli, ["resume", "--data-dir", str(tmp_path), "--lang", "en"], input="quit\n")
    assert r.exit_code == 0, r.output
    assert f"Resumed {saves[0]}" in " ".join(r.output.split())


def test_saves_lists_the_unfinished_games(tmp_path):
    _play(tmp_path, "jiande", "--seed", "6", "--players", "Ann,Bo,Cy", "--bots", "p2,p3")
    r = CliRunner().invoke(cli, ["saves", "--data-dir", str(tmp_path), "--lang", "en"])
    assert r.exit_code == 0
    assert "jiande" in r.output and "Ann" in r.output and "Bo*" in r.output  # * marks a bot
    listed = CliRunner().invoke(cli, ["resume", "--list", "--data-dir", str(tmp_path), "--lang", "en"])
    assert listed.output == r.output


def test_resume_with_nothing_to_resume_says_so(tmp_path):
    r = CliRunner().invoke(cli, ["resume", "--data-dir", str(tmp_path / "none"), "--lang", "en"])
    assert r.exit_code == 1 and "No unfinished game" in r.output and "Traceback" not in r.output


def test_house_rules_round_trip_play_save_check(tmp_path):
    """--rule NAME=VALUE: in the record's [rules], shown in the header, and check judges by them."""
    rules = ["--rule", "rotten_penalty=1", "--rule", "trump_throws=off"]
    shown = _play(tmp_path, "taihu", "--seed", "8", *rules, "--save", str(tmp_path / "s.hongwu.toml"))
    assert "2 house rules (rules: what they are)" in shown.output  # on the table's first line
    told = _play(tmp_path, "taihu", "--seed", "8", *rules, "--save", str(tmp_path / "t.hongwu.toml"),
                 input="rules\nquit\n").output  # `rules` tells them by what they mean, not as `--rule` settings
    assert ("House rules: Levels the holder loses for each rotten heart 5 (1); A throw may be made of trumps as "
            "well as of one side suit (off).") in told and "rotten_penalty" not in told
    save = tmp_path / "h.hongwu.toml"
    r = _play(tmp_path, "taihu", "--bots", "p1,p2,p3,p4", "--seed", "8", *rules, "--save", str(save), input="")
    assert r.exit_code == 0, r.output
    hand = tmp_path / "h.hand-1.hongwu.toml"
    rules = tomllib.loads(hand.read_text(encoding="utf-8"))["rules"]
    assert rules == {"rotten_penalty": 1, "trump_throws": False}
    rep = check_path(str(hand))
    assert rep.exit_code == 0, [i.message() for i in rep.issues]


def test_a_bad_house_rule_is_refused_in_one_line(tmp_path):
    for bad in ("rotten_penalty=lots", "no_such_rule=1", "rotten_penalty"):
        r = _play(tmp_path, "taihu", "--rule", bad, "--save", str(tmp_path / "r.hongwu.toml"))
        assert r.exit_code == 2 and "Traceback" not in r.output
        assert len(r.output.strip().splitlines()) == 1
        assert not (tmp_path / "r.hongwu.toml").exists()


def test_bury_hint_counts_the_burials_and_lists_the_suggestion(tmp_path):
    m = at("zhejiang-2", 2, lambda m: m.game.phase == "bury", bots=frozenset({1, 2, 3}))
    if m is None or m.game.to_act != 0:  # the human must bury: play on until p1 is dealer
        m = next(x for s in range(3, 60)
                 if (x := at("zhejiang-2", s, lambda m: m.game.phase == "bury")) is not None)
    view = FullView()
    p = presenter_for(m, view, tmp_path / "unused.hongwu.toml", None, "en")
    p.hint(0)
    said = "\n".join(t for t, _ in view.screen.messages)
    assert "Legal burials: many." in said  # 33 cards, 8 to bury: far more than a million ways
    suggestion = m.suggest(0)[0]  # the review's best (issue 20): listed first
    listed = said.split("A few good ones: ")[1].split("\n")[0]
    assert p.cards_text(suggestion.cards) == listed.split(" · ")[0]


def test_bot_reason_comes_right_after_the_action_it_explains(tmp_path):
    """Each reason follows its own action's line, before what the action caused (dealer, trump…)."""
    m = Match("zhejiang-2", None, {0, 1, 2, 3}, seed=9, chooser=choose)
    m.new_hand()
    view = FullView()
    p = presenter_for(m, view, tmp_path / "r.hongwu.toml", None, "en")
    drive(p, lambda m: False, limit=60)
    reasons = [k for k, s in enumerate(p.log_styles) if s == "why"]
    assert len(reasons) > 20
    for k in reasons:
        seat = p.log[k].strip().split(":")[0].split(" ")[0]
        assert p.log[k - 1].startswith(seat), (p.log[k - 1], p.log[k])


def test_a_name_equal_to_its_seat_is_not_repeated():
    m = msg("play.act.pass", seat=Seat(0))
    assert render(m, "en", "glyph", ["p1", "Bo"]) == "p1 passes."
    assert render(msg("play.act.pass", seat=Seat(1)), "en", "glyph", ["p1", "Bo"]) == "p2 (Bo) passes."


def test_drill_deals_by_the_house_rules(tmp_path):
    """drill --rule: the questions are built (and judged) under the house rules; a bad one is one line."""
    import random

    from hwtutor.lessons.drills import generate
    q = generate("taihu", "mixed", random.Random(3), {"rotten_points": 40, "trump_throws": False})
    assert q.game.rules.opt("rotten_points") == 40 and q.game.rules.opt("trump_throws") is False
    ok = CliRunner().invoke(cli, ["drill", "taihu", "--rule", "rotten_points=40", "--count", "1", "--seed", "3",
                                  "--data-dir", str(tmp_path), "--lang", "en"], input="x\nq\n")
    assert ok.exit_code == 0 and "Traceback" not in ok.output
    bad = CliRunner().invoke(cli, ["drill", "taihu", "--rule", "rotten_points=many", "--data-dir", str(tmp_path),
                                   "--lang", "en"])
    assert bad.exit_code == 2 and len(bad.output.strip().splitlines()) == 1


def test_the_start_menu_asks_how_many_people_are_at_the_terminal():
    from play_helpers import run_with_input

    from hwtutor.commands.play import _ask_humans, seats_for
    assert run_with_input("2\n", lambda: _ask_humans("en", 4)) == 2
    assert run_with_input("\n", lambda: _ask_humans("en", 4)) == 1  # Enter: a lone learner
    assert run_with_input("9\n3\n", lambda: _ask_humans("en", 4)) == 3  # out of range: asked again
    assert seats_for(4, None, None, 3) == {3}
    assert seats_for(4, "A,B,C,D", None, None) == set()  # --players alone: everyone human
    assert seats_for(4, None, None, None) == {1, 2, 3}


def test_the_start_menu_offers_to_continue_your_game():
    from hwtutor.commands.menu import MENU
    from hwtutor.rules.messages import msg as m
    assert "resume" in MENU
    assert render(m("ui.menu.resume"), "en").startswith("continue your game")


def test_the_two_presenters_never_import_each_other():
    """Model / presenter / view (docs/architecture.md): base.py sits below both families' presenters."""
    import ast
    from pathlib import Path

    import hwtutor.play as play
    folder = Path(play.__file__).parent

    def siblings(name: str) -> set[str]:
        """The modules of hwtutor/play that `name` imports (from .x import …)."""
        tree = ast.parse((folder / name).read_text(encoding="utf-8"))
        return {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level == 1}
    trick, climb = {"presenter", "trick_input"}, {"climb", "climb_input"}  # each family's presenter and input line
    for own, other in ((trick, climb), (climb, trick)):
        used = set().union(*(siblings(m + ".py") for m in own))
        assert not used & other
        assert "base" in used
    below = {"base", "presenter_core", "table_commands", "hand_end"}  # the shared presenter
    assert not set().union(*(siblings(m + ".py") for m in below)) & (trick | climb | {"presenters"})
