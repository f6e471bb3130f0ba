"""Running drills in the terminal (the presenter): endless questions, a session summary on quit, the
review mode over the learner's own mistakes, and streaks per variant."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from ..rules.messages import Msg, Variant, msg, render
from ..rules.variants import VARIANTS
from . import judge as J
from . import view as V
from .hints import answer_param
from .progress import Store
from .prompting import QUIT_WORDS, SKIP_WORDS, Prompter, completer_for, option_lines
from .reviewed import is_review_ref, review_question

REVIEW_TRIES = 40  # random questions tried to find one about a rule due for review


@dataclass
class Asked:
    """One question as the drill shows it."""
    kind: str                 # legal | winner | points | pattern | lesson (a lesson's exercise, in review)
    game: Any
    exercise: Any
    lines: list
    prompt: str
    topic: str                # the rule it is about (judge.topic)
    ref: str | None = None    # the mistake under review: "" (a drilled rule) or "lesson/step"


class DrillRunner:
    def __init__(self, variant: str, kind: str, store: Store, lang: str, console: Console, prompter: Prompter,
                 rng: random.Random | None = None, echo: bool = False, rules=None):
        self.variant, self.kind, self.store, self.lang = variant, kind, store, lang
        self.rules = dict(rules or {})  # house rules (drill --rule), checked by the command
        self.console, self.prompter, self.rng, self.echo = console, prompter, rng or random.Random(), echo
        self.edge_deck: list[str] = []  # the edge cases still to ask in this round (kind "edge")
        self.tally: dict[str, Counter] = {"kind": Counter(), "kind-right": Counter(),
                                          "rule": Counter(), "rule-right": Counter()}

    def say(self, *lines) -> None:
        V.print_lines(self.console, lines)

    def text(self, key: str, **params) -> str:
        return render(msg(key, **params), self.lang)

    def run(self, count: int | None = None) -> str:
        self.say(Text(self.text("ui.drill-header", variant=Variant(self.variant)), style="bold"))
        if self.rules:  # the house rules of --rule, as they are typed there
            rules = house_rules_text(self.rules, self.lang, VARIANTS[self.variant])
            self.say(Text(self.text("ui.drill-house-rules", rules=rules), style="bold"))
        s = self.store.drill(self.variant)
        if s.asked:
            self.say(Text(self.text("ui.drill-streak", variant=Variant(self.variant), streak=s.streak, best=s.best),
                          style="magenta"))
        queue = self.store.due_mistakes(self.variant) if self.kind == "review" else []
        if self.kind == "review":
            self.say(Text(self.text("ui.review-due", n=len(queue)), style="dim"))
        elif self.store.due_mistakes(self.variant, 1):  # point to the review of the learner's own mistakes
            due = len(self.store.due_mistakes(self.variant, 100))
            self.say(Text(self.text("ui.review-hint", n=due, variant=Variant(self.variant), id=self.variant).strip(),
                          style="dim"))
        asked = 0
        result = "done"
        while count is None or asked < count:
            q = self.next_question(queue)
            if q is None:
                self.say(Text(self.text("ui.review-empty", variant=Variant(self.variant)), style="dim"))
                break
            if self.ask(q) == "quit":
                result = "quit"
                break
            asked += 1
        self.summary()
        return result

    # ------------------------------------------------------------ questions
    def next_question(self, queue: list) -> Asked | None:
        if self.kind == "edge":  # every edge case comes up once a round, in a shuffled order (issue 24 item 9)
            from .drills import edge_question
            from .edges import edges_for
            if not self.edge_deck:
                self.edge_deck = edges_for(self.variant)
                self.rng.shuffle(self.edge_deck)
            return self.from_drill(edge_question(self.variant, self.edge_deck.pop(), self.rng, self.rules))
        if self.kind != "review":
            from .drills import generate
            return self.from_drill(generate(self.variant, self.kind, self.rng, self.rules))
        while queue:
            m = queue.pop(0)
            if not m.ref:
                q = self.targeted(m.rule)
            else:
                q = self.from_review(m) if is_review_ref(m.ref) else self.from_lesson(m)
            if q is not None:
                q.ref = m.ref
                return q
            if m.ref:  # the lesson step (or the reviewed record) is gone: nothing left to review
                self.store.forget_mistake(m.rule, m.variant, m.ref)
        return None

    def from_drill(self, q) -> Asked:
        g, ex, lang = q.game, q.exercise, self.lang
        if q.kind in ("legal", "pattern"):
            lines = V.position_lines(g, q.seat, lang, "table")
        else:
            t = J.target_trick(ex, g)
            lines = [V.header_text(g, lang), V.trick_text(g, t, None, lang, reveal=False)]
        if q.edge:  # say which ruling the built position tests (edges.py)
            lines.insert(0, Text(self.text("ui.edge", what=msg("edge." + q.edge)), style="magenta"))
        return Asked(q.kind, g, ex, lines, render(q.prompt(), lang), J.topic(ex, g))

    def targeted(self, rule: str) -> Asked | None:
        """A question about `rule`: an edge case built for it, else a random one that happens to be about it."""
        from .drills import edge_question, generate
        from .edges import edges_for
        names = edges_for(self.variant)
        self.rng.shuffle(names)
        for name in names:
            q = self.from_drill(edge_question(self.variant, name, self.rng, self.rules))
            if q.topic == rule:
                return q
        for _ in range(REVIEW_TRIES):
            q = self.from_drill(generate(self.variant, "mixed", self.rng, self.rules))
            if q.topic == rule:
                return q
        return None

    def from_lesson(self, m) -> Asked | None:
        """A lesson exercise the learner got wrong, asked again as it stands in the lesson."""
        from .model import get_lesson
        lesson_id, _, step_id = m.ref.partition("/")
        les = get_lesson(lesson_id)
        st = next((s for s in les.steps if s.id == step_id), None) if les else None
        if les is None or st is None or st.exercise is None:
            return None
        g = st.position.game() if st.position else None
        ex, lang = st.exercise, self.lang
        from .kinds import kind_of
        kind = kind_of(ex.kind)
        body, asked = (st.text[lang], None) if ex.prompt else V.split_question(st.text[lang])
        lines = [Text(self.text("ui.review-lesson", title=les.title[lang]), style="dim")]
        lines += [Text(body)] if body else []
        if g is not None:
            hide = J.hides_outcome(ex)
            learner = None if hide or not kind.shows_learner else J.learner(ex, g)
            lines += V.position_lines(g, learner, lang, st.show, hide_trick=hide, hide_dealer=kind.hides_dealer)
        # a prompt written without this language falls back to the generated one (it was None)
        prompt = (ex.prompt.get(lang) if ex.prompt else None) or render(J.prompt_msg(ex, g), lang)
        if asked:  # the step's own question, with the form of the answer
            form = "letter" if ex.kind == "choose" and ex.options else ex.answer_kind
            prompt = asked + ("" if lang == "zh" else " ") + self.text("ui.answer." + form)
        if ex.options:
            lines += option_lines(ex.options, J.learner(ex, g), g, lang, self.console.width)
        return Asked("lesson", g, ex, lines, prompt, m.rule)

    def from_review(self, m) -> Asked | None:
        """A decision `hwtutor review` marked as a mistake, asked from the record: the better play, or the one made."""
        made = review_question(m.ref, self.rng)
        if made is None:
            return None
        g, ex, file = made
        lang, seat = self.lang, ex.seat
        lines = [Text(self.text("ui.review-hand", file=file), style="dim")]
        lines += V.position_lines(g, seat, lang, "table")
        lines += option_lines(ex.options, seat, g, lang, self.console.width)
        prompt = self.text("ask.review-best") + ("" if lang == "zh" else " ") + self.text("ui.answer.letter")
        return Asked("review", g, ex, lines, prompt, m.rule)

    # ------------------------------------------------------------ one question
    def ask(self, q: Asked) -> str:
        lang = self.lang
        self.console.print(Rule(style="dim"), highlight=False)
        self.say(*q.lines)
        self.say(Text(q.prompt, style="bold"))
        while True:
            ans = self.prompter.ask("› ", completer_for(q.exercise, q.game))
            if ans is not None and self.echo:
                self.console.print(Text("› " + ans, style="dim"), highlight=False)
            if ans is None:
                return "quit"
            if ans.strip().lower() in QUIT_WORDS and not (q.exercise.answer_kind == "level" and ans.strip() == "Q"):
                return "quit"
            if ans.strip().lower() in SKIP_WORDS:  # the answer and why; not counted
                self.explain(q)
                return "next"
            fb = J.judge(q.exercise, q.game, ans)
            self.say(*V.feedback_lines(fb, lang))
            if fb.judged:
                break
        if not fb.correct:
            self.explain(q)
        self.count(q, fb.correct)
        if q.kind not in ("lesson", "review"):  # a question from the learner's own lesson or hand: not a drill's
            s = self.store.drill_answer(self.variant, q.kind, fb.correct)
            self.say(Text(self.text("ui.drill-stats", streak=s.streak, best=s.best, pct=s.accuracy, right=s.correct,
                                    asked=s.asked), style="magenta"))
        return "next"

    def explain(self, q: Asked) -> None:
        """The answer and why, e.g. a points count spelled out card by card."""
        answers, why = J.explain(q.exercise, q.game)
        self.say(Text("  " + self.text("hint.answer", answer=answer_param(answers)), style="cyan"),
                 *[Text("    " + render(m, self.lang)) for m in why])

    def count(self, q: Asked, correct: bool) -> None:
        t = self.tally
        t["kind"][q.kind] += 1
        t["rule"][q.topic] += 1
        if correct:
            t["kind-right"][q.kind] += 1
            t["rule-right"][q.topic] += 1
        if q.ref is not None:
            self.store.record_review(q.topic, self.variant, q.ref, correct)
        elif not correct:
            self.store.record_mistake(q.topic, self.variant, "drill")
        else:  # a right answer about a rule missed before counts as its review
            self.store.record_review(q.topic, self.variant, "", True)

    # ------------------------------------------------------------ the session
    def summary(self) -> None:
        for m in session_summary(self.tally):
            self.say(Text(render(m, self.lang), style="bold" if m.key == "ui.summary" else ""))


def house_rules_text(rules: dict, lang: str, rs) -> str:
    """Each option set, told by what it means in the rule set `rs` and its value ("A throw may be made of
    trumps as well as of one side suit (off)"): a player reads no `name=value` setting (issue 22 §2).
    The variant's own option is told: `base` is a Zhejiang game's payment per defender, a xuan stake."""
    options = rs.options
    zh = lang == "zh"

    def shown(v) -> str:
        if isinstance(v, bool):
            return V.term_text("ui.on" if v else "ui.off", lang)
        return ("、" if zh else ", ").join(map(str, v)) if isinstance(v, (tuple, list)) else str(v)

    def said(name: str) -> str:
        o = options.get(name)
        return (o.zh if zh else o.en).rstrip("。.") if o is not None else name
    return ("；" if zh else "; ").join(f"{said(k)}（{shown(v)}）" if zh else f"{said(k)} ({shown(v)})"
                                      for k, v in sorted(rules.items()))


def session_summary(tally: dict[str, Counter]) -> list[Msg]:
    """Asked and right in the session, by kind, and the weakest rule (the lowest share right, at least one wrong)."""
    asked = sum(tally["kind"].values())
    if not asked:
        return []
    right = sum(tally["kind-right"].values())
    out = [msg("ui.summary", asked=asked, right=right, pct=round(100 * right / asked))]
    out += [msg("ui.summary-kind", kind=msg("ui.drill-kind." + k), right=tally["kind-right"][k], asked=n)
            for k, n in sorted(tally["kind"].items())]
    missed = [(tally["rule-right"][r] / n, -n, r) for r, n in tally["rule"].items() if tally["rule-right"][r] < n]
    if missed:
        _, _, rule = min(missed)
        from .hints import rule_hint
        out.append(msg("ui.summary-weakest", right=tally["rule-right"][rule], asked=tally["rule"][rule],
                       hint=rule_hint(rule)))
    return out
