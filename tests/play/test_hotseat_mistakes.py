"""Issue 12 §5: a play the table refuses is kept as the player's own mistake, and `drill --kind review`
asks about its rule again (spaced repetition over lessons, drills and hotseat games)."""
from __future__ import annotations

import io
import random

from play_helpers import console, run_with_input, typed
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.bots.trick_bot import choose
from hwtutor.lessons.drill_runner import DrillRunner
from hwtutor.lessons.mistakes import illegal_play
from hwtutor.lessons.progress import Store
from hwtutor.lessons.runner import Prompter
from hwtutor.lessons.view import make_console
from hwtutor.play.ledger import Ledger
from hwtutor.play.presenter import Presenter
from hwtutor.play.session import Match
from hwtutor.play.view import View
from hwtutor.rules.actions import Play
from hwtutor.rules.cards import fmt
from hwtutor.rules.messages import msg, render

BOTS = {1, 2, 3}

REVIEWABLE = {"follow-suit", "follow-shape"}  # the rules the drills' review can ask again from random deals


def _script(variant: str, seed: int) -> tuple[str, list[str]]:
    """Keystrokes for p1 against three bots: at each of p1's follows, first a play from the hand that
    breaks the duty to follow (lessons' near miss), then the bot's own choice. Also the rules refused."""
    m = Match(variant, None, BOTS, seed=seed, chooser=choose)
    m.new_hand()
    lines, refused = [], []
    while not m.hand_over:
        g = m.game
        if m.is_bot(g.to_act):
            m.apply(m.bot_action()[0])
            continue
        if g.phase == "play" and g.current.plays and (bad := illegal_play(g, 0)) is not None:
            lines.append(fmt(bad))
            refused.append(g.check(Play(0, bad)).rule)
        a, _ = choose(g.copy(), m.bot_rng())
        lines.append(typed(a))
        m.apply(a)
    return "".join(ln + "\n" for ln in lines), refused


def _played(tmp_path, folder, seed=11):
    text, refused = _script("zhejiang-2", seed)
    m = Match("zhejiang-2", None, BOTS, seed=seed, chooser=choose)
    m.new_hand()
    con, buf = console()
    presenter = Presenter(m, View(con), tmp_path / "g.hongwu.toml", Ledger(folder), "en", max_hands=1)
    rc = run_with_input(text, presenter.run)
    assert rc == 0 and m.hand_over
    return refused, buf.getvalue()


def test_a_refused_hotseat_play_is_due_for_review_and_the_drill_asks_its_rule(tmp_path):
    refused_all, out = _played(tmp_path, tmp_path / "data")
    refused = set(refused_all)
    assert refused & REVIEWABLE, "the script broke no duty to follow (nothing to review)"
    assert out.count("Refused: ") == len(refused_all)
    with Store(tmp_path / "data") as store:
        due = store.due_mistakes("zhejiang-2")
        assert {d.rule for d in due} == refused and {d.source for d in due} == {"hotseat"}
        runner = DrillRunner("zhejiang-2", "review", store, "en", make_console(io.StringIO(), 100),
                             Prompter(None, DummyOutput()), random.Random(3))
        queue = [d for d in due if d.rule in REVIEWABLE]
        q = runner.next_question(queue)
    assert q is not None and q.topic in refused & REVIEWABLE and q.ref == ""

    buf = io.StringIO()  # and the drill's review mode, as `hwtutor drill --kind review` runs it
    with create_pipe_input() as inp, Store(tmp_path / "data") as store:
        inp.close()  # no answer: the drill shows what is due and its first question, then quits
        DrillRunner("zhejiang-2", "review", store, "en", make_console(buf, 100), Prompter(inp, DummyOutput()),
                    random.Random(3)).run()
    shown = buf.getvalue()
    assert render(msg("ui.review-due", n=len(refused)), "en") in shown
    assert "Is it legal? (yes / no)" in shown  # the first question is about following, the rule missed


def test_a_data_folder_that_cannot_be_written_never_stops_the_game(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    refused, out = _played(tmp_path, tmp_path / "file" / "data")  # mkdir fails: the stores live in memory
    assert refused and "Traceback" not in out


def test_the_climbing_table_keeps_its_refusals_too_but_not_the_turn_or_cards_not_held(tmp_path):
    """The climbing games' presenter (climb.py) refuses through the same path: climb-low kept, turn not."""
    from hwtutor.bots import climb_bot
    from hwtutor.play.presenters import presenter_for
    m = Match("duxiao", None, BOTS, seed=5, chooser=climb_bot.choose)
    m.new_hand()
    con, _ = console()
    p = presenter_for(m, View(con), tmp_path / "g.hongwu.toml", Ledger(tmp_path / "data"), "en")
    for rule in ("climb-low", "turn", "not-in-hand", "phase", None):
        p.note_mistake(rule)
    with Store(tmp_path / "data") as store:
        assert [(d.rule, d.variant, d.source) for d in store.due_mistakes()] == [("climb-low", "duxiao", "hotseat")]
