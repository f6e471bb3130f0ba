"""Running lessons in the terminal (the presenter), and the start menu.

Input goes through the answer prompt of prompting.py (prompt-toolkit with
completion on a terminal, plain lines when piped); output through a rich
Console. prompt_toolkit is imported only when a prompt is shown.
"""
from __future__ import annotations

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from ..layout import print_wrapped  # prose within the terminal's width (80 columns in a pipe)
from ..rules.messages import Msg, Variant, msg, render
from ..textsafe import clean
from . import judge as J
from . import view as V
from .hints import answer_param
from .kinds import kind_of
from .model import Exercise, Lesson, Step
from .progress import Store

# the answer prompt and its words live in prompting.py (shared with drill_runner.py); re-exported here
from .prompting import (  # noqa: F401
    ANSWER_LIMIT,
    COMMAND_WORDS,
    COMPLETE_LIMIT,
    HELP_WORDS,
    HINT_WORDS,
    QUIT_WORDS,
    SKIP_WORDS,
    Prompter,
    completer_for,
    make_completer,
    option_lines,
    typed,
)

SCREEN_ROWS = 24    # the screen a step is written for (80×24)
FEEDBACK_ROWS = 14  # kept free below the question for the answer, the feedback and the first hint


class LessonRunner:
    def __init__(self, lesson: Lesson, store: Store, lang: str, console: Console, prompter: Prompter,
                 echo: bool = False):
        self.lesson, self.store, self.lang, self.console, self.prompter = lesson, store, lang, console, prompter
        self.echo = echo
        self.ids = [s.id for s in lesson.steps]
        self.log: list[tuple[str, str, J.Feedback]] = []  # (step id, answer, feedback) of every judged answer
        # the hints shown in this exercise: each rung is shown once, the rule before the cards
        self.shown: list[Msg] = []

    def say(self, *lines) -> None:
        V.print_lines(self.console, lines)

    def text(self, key: str, **params) -> str:
        return render(msg(key, **params), self.lang)

    def ask(self, completer=None) -> str | None:
        ans = self.prompter.ask("› ", completer)
        if ans is not None and self.echo:
            self.console.print(Text("› " + ans, style="dim"), highlight=False)
        return ans

    def run(self, restart: bool = False, number: int | None = None, total: int | None = None) -> str:
        """Run the lesson from where the learner left it; 'done' or 'quit'."""
        les, lang = self.lesson, self.lang
        start = self.store.resume_index(les.id, self.ids)
        if restart or start >= len(self.ids):
            if start >= len(self.ids) and not restart:
                self.say(Text(self.text("ui.restart"), style="dim"))
            self.store.restart(les.id, self.ids)
            start = 0
        if number is None:
            from .model import all_lessons
            shipped = [x.id for x in all_lessons()]
            number, total = (shipped.index(les.id) + 1, len(shipped)) if les.id in shipped else (les.order, les.order)
        title = les.title[lang]
        head = self.text("ui.lesson", n=number, total=total or number, title=title)
        self.console.print(Rule(head), highlight=False)
        if start == 0:
            if les.summary:
                self.say(Text(les.summary[lang], style="italic"))
            if les.differs:
                self.say(Text(self.text("ui.differs"), style="bold"), Text("  " + les.differs[lang]))
        else:
            self.say(Text(self.text("ui.resume", n=start + 1), style="dim"))
        self.say(Text(self.text("ui.commands"), style="dim"))
        for i in range(start, len(self.ids)):
            if self.run_step(i) == "quit":
                self.say(Text(self.text("ui.saved", lesson=les.id), style="bold"))
                return "quit"
        from .score import lesson_score, star_text
        score = lesson_score(les, self.store.steps_tries(les.id))
        self.console.print(Rule(), highlight=False)
        self.say(Text(self.text("ui.done", right=score.first_try, total=score.total,
                                stars=star_text(score.stars(True))), style="bold green"))
        return "done"

    # ------------------------------------------------------------ one step
    def run_step(self, i: int) -> str:
        step = self.lesson.steps[i]
        lang = self.lang
        self.console.print(Rule(self.text("ui.step", n=i + 1, total=len(self.ids)), style="dim"), highlight=False)
        body, asked = V.split_question(step.text[lang]) if step.exercise and not step.exercise.prompt else \
            (step.text[lang], None)
        self.question = asked  # the step's own question, asked once, after the position
        self.early: str | None = None
        intro = ([Text(body)] if body else []) + \
            [Text("  ").append_text(V.example_text(spec, lang=lang)) for spec in step.cards]
        game = step.position.game() if step.position else None
        ex = step.exercise
        shown: list = []
        if game is not None:
            hide = J.hides_outcome(ex)
            learner = None if hide or (ex and not kind_of(ex.kind).shows_learner) else \
                J.learner(ex, game) if ex else game.to_act
            shown += V.position_lines(game, learner, lang, step.show, hide_trick=hide,
                                      hide_dealer=bool(ex and kind_of(ex.kind).hides_dealer))
            shown += self.extra_lines(step, game, hide)
        if step.demo:
            shown += V.demo_lines(J.run_demos(game, step.demo), lang)
        asking = self.question_lines(ex, game) if ex is not None else []
        self.say(*intro)
        if ex is not None and intro and self.rows(intro + shown + asking) + FEEDBACK_ROWS > SCREEN_ROWS:
            # a long step: the learner reads the text, then sees the position, the question and the feedback
            # together on one 24-row screen
            self.say(Text(self.text("ui.enter-question"), style="dim"))
            ans = self.ask()
            if ans is None or (ans.strip().lower() in QUIT_WORDS and not self.is_queen(ex, ans)):
                return "quit"
            self.early = ans.strip() or None  # an answer typed at the pause is judged after the question
        self.say(*shown)
        if ex is None:
            self.say(Text(self.text("ui.enter"), style="dim"))
            ans = self.ask()
            if ans is None or ans.strip().lower() in QUIT_WORDS:
                return "quit"
            self.store.step_done(self.lesson.id, self.ids, i)
            return "next"
        self.say(*asking)
        return self.run_exercise(i, step, ex, game)

    @staticmethod
    def is_queen(ex, ans: str) -> bool:
        """'Q' answering a level question is the queen, not quit."""
        return ex is not None and ex.answer_kind == "level" and ans.strip() == "Q"

    def rows(self, lines: list) -> int:
        """How many rows these lines take at the console's width (measured, not guessed: CJK, wrapping)."""
        import io
        buf = io.StringIO()
        V.print_lines(V.make_console(buf, self.console.width), lines)
        return buf.getvalue().count("\n")

    def extra_lines(self, step: Step, game, hide: bool) -> list:
        lang = self.lang
        out: list = []
        if step.show == "last" and step.position is not None and step.position.log and not hide:
            _, _, evs = step.position.log[-1]
            out += V.event_lines(evs, lang)
        if step.show == "result" and game.over and game.result is not None and not hide:
            out += V.event_lines(game.result.events, lang)
        return out

    def question_lines(self, ex: Exercise, game) -> list:
        """The question and its options, as the exercise asks them."""
        lang = self.lang
        seat = J.learner(ex, game)
        out: list = []
        if ex.prompt or not self.question:
            out.append(Text(ex.prompt[lang] if ex.prompt else render(J.prompt_msg(ex, game), lang),
                            style="bold cyan"))
        else:  # the step's own question, with the form of the answer the default question would give
            form = "letter" if ex.kind == "choose" and ex.options else ex.answer_kind
            sep = "" if lang == "zh" else " "
            out.append(Text(self.question, style="bold cyan").append(sep + self.text("ui.answer." + form), style="dim"))
        if ex.options:
            out.append(Text(self.text("ui.options"), style="dim"))
            out += option_lines(ex.options, seat, game, lang, self.console.width)
        return out

    def run_exercise(self, i: int, step: Step, ex: Exercise, game) -> str:
        lang = self.lang
        completer = completer_for(ex, game)
        tries = 0
        self.shown = []  # each exercise starts with no hint shown
        last_rule = None
        while True:
            ans, self.early = (self.early, None) if self.early else (self.ask(completer), None)
            if ans is None:
                return "quit"
            word = ans.strip().lower()
            if word in QUIT_WORDS and not self.is_queen(ex, ans):
                return "quit"
            if word in HELP_WORDS:
                self.say(Text(self.text("ui.commands"), style="dim"))
                continue
            if word in SKIP_WORDS:  # shown, and kept for review like a wrong answer
                self.show_answer(ex, game)
                self.store.record_mistake(J.topic(ex, game), self.lesson.variant, "lesson",
                                          f"{self.lesson.id}/{step.id}")
                self.store.step_done(self.lesson.id, self.ids, i, "skipped", tries)
                return "next"
            if word in HINT_WORDS:
                self.show_hint(ex, game, last_rule, step.teaches)
                continue
            fb = J.judge(ex, game, ans, tries)
            if not fb.judged:
                self.say(*V.feedback_lines(fb, lang))
                continue
            self.log.append((step.id, ans, fb))
            self.store.answer(self.lesson.id, step.id, ans, fb.correct, fb.rule)
            if not fb.correct:  # kept for the drills' review of the learner's own mistakes
                self.store.record_mistake(fb.rule or J.topic(ex, game), self.lesson.variant, "lesson",
                                          f"{self.lesson.id}/{step.id}")
            self.say(*V.feedback_lines(fb, lang))
            if fb.correct:
                if ex.success:
                    self.say(Text("  " + ex.success[lang], style="green"))
                self.store.step_done(self.lesson.id, self.ids, i, "done", tries)
                return "next"
            tries += 1
            last_rule = fb.rule
            self.show_hint(ex, game, last_rule, step.teaches)

    def show_hint(self, ex, game, last_rule, teaches=()) -> None:
        """The first rung not shown yet: a new mistake's rule is explained before any cards are given."""
        ladder = J.hints(ex, game, last_rule, teaches)
        rung = next((m for m in ladder if m not in self.shown), None)
        if rung is None:
            self.say(Text("  " + self.text("ui.no-more-hints"), style="dim"))
            return
        self.shown.append(rung)
        self.say(V.hint_line(rung, self.lang))

    def show_answer(self, ex, game) -> None:
        """A skipped exercise: its answer and why."""
        answers, why = J.explain(ex, game)
        self.say(Text(self.text("ui.skipped-answer", answer=answer_param(answers)), style="cyan"))
        self.say(*[Text("  " + render(m, self.lang)) for m in why])


# ------------------------------------------------------------------ start menu
def learn(key: str | None, store: Store, lang: str, console: Console, prompter: Prompter, restart: bool = False,
          echo: bool = False) -> int:
    """Run one lesson (by id / number), or the first one not finished; then offer the next (Enter goes on)."""
    from .model import all_lessons, get_lesson
    lessons = all_lessons()
    if key:
        les = get_lesson(key)
        if les is None:
            print_wrapped(console, [render(msg("ui.unknown-lesson", name=clean(key, 60)), lang)])
            return 2
    else:
        les = next((x for x in lessons if not store.lesson(x.id).done), lessons[0])
    while True:
        n = lessons.index(les) + 1
        r = LessonRunner(les, store, lang, console, prompter, echo).run(restart, n, len(lessons))
        if r != "done" or n >= len(lessons):
            return 0
        nxt = lessons[n]
        ans = prompter.ask(render(msg("ui.next-offer", n=n + 1, title=nxt.title[lang]), lang))
        if ans is None or ans.strip():
            print_wrapped(console, [render(msg("ui.next", lesson=n + 1), lang)])  # by number: ids are not shown
            return 0
        les, restart = nxt, False


def resume_point(store: Store) -> tuple[int, int] | None:
    """(lesson number, step number) where `hwtutor learn` goes on, or None before the first lesson is begun."""
    from .model import all_lessons
    lessons = all_lessons()
    for n, les in enumerate(lessons, 1):
        st = store.lesson(les.id)
        if st.done:
            continue
        if n == 1 and not (st.step or st.step_id):
            return None
        return n, store.resume_index(les.id, [s.id for s in les.steps]) + 1
    return None


def list_lessons(store: Store, lang: str, console: Console) -> None:
    """Every lesson with its state: new, the step reached, or done with its first-try score and stars."""
    from .model import all_lessons
    from .score import lesson_score, star_text
    lessons = all_lessons()
    print_wrapped(console, [render(msg("ui.lessons-header", path=str(store.path)), lang)])
    for n, les in enumerate(lessons, 1):
        st = store.lesson(les.id)
        score = lesson_score(les, store.steps_tries(les.id))
        if st.done:
            state = render(msg("ui.state.done", stars=star_text(score.stars(True)), right=score.first_try,
                               total=score.total, pct=score.percent), lang)
        elif st.step or st.step_id:
            ids = [s.id for s in les.steps]
            at = {"step": store.resume_index(les.id, ids) + 1, "total": len(ids)}
            state = render(msg("ui.state.started-score", right=score.first_try, answered=score.answered, **at)
                           if score.answered else msg("ui.state.started", **at), lang)
        else:
            state = render(msg("ui.state.new"), lang)
        title = les.title[lang]
        variant = render(msg("ui.lesson-variant", variant=Variant(les.variant)), lang)  # named, not its id
        print_wrapped(console, [render(msg("ui.lesson-line", n=n, title=title, state=state), lang) + variant])
    list_drills(store, lang, console)


def list_drills(store: Store, lang: str, console: Console) -> None:
    """Each drilled variant's streak and accuracy, and the mistakes due for review."""
    from ..rules.variants import VARIANTS
    lines = []
    for v in VARIANTS:
        s = store.drill(v)
        if s.asked:
            lines.append(msg("ui.drill-line", variant=Variant(v), streak=s.streak, best=s.best, pct=s.accuracy,
                             right=s.correct, asked=s.asked))
        due = len(store.due_mistakes(v, 100))
        if due:
            lines.append(msg("ui.review-hint", n=due, variant=Variant(v), id=v))
    if lines:
        print_wrapped(console, [render(msg("ui.drills-header"), lang)] + [render(m, lang) for m in lines])
