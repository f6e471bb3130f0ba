"""Running lessons and drills in the terminal (the presenter).

Input goes through a prompt-toolkit PromptSession with completion of card
names (the cards in the learner's hand) and of whole legal plays or actions;
when stdin is not a terminal, plain lines are read instead, so answers can be
piped. Output goes through a rich Console. prompt_toolkit is imported only
when a prompt is shown.
"""
from __future__ import annotations

import random
import sys
from collections import Counter
from typing import Any, Callable, Iterable

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from ..textsafe import ascii_int, clean
from ..rules.messages import msg, render
from . import judge as J
from . import view as V
from .model import Lesson, Step
from .progress import Store

HINT_WORDS = {"hint", "?", "h", "提示"}
QUIT_WORDS = {"q", "quit", "exit", "退出"}
SKIP_WORDS = {"skip", "跳过"}
HELP_WORDS = {"help", "帮助"}
COMMAND_WORDS = ["hint", "quit", "skip", "help"]


class Prompter:
    """Reads one answer per call: prompt-toolkit on a terminal (or the given input/output), plain lines otherwise."""

    def __init__(self, input=None, output=None, plain: bool | None = None):
        self.input, self.output = input, output
        self.plain = plain if plain is not None else (input is None and not _isatty())
        self._session = None

    def ask(self, message: str, completer=None) -> str | None:
        if self.plain:
            try:
                sys.stdout.write(message)
                sys.stdout.flush()
                line = sys.stdin.readline()
            except (KeyboardInterrupt, EOFError):
                return None
            return typed(line.rstrip("\r\n")) if line else None
        from prompt_toolkit import PromptSession
        if self._session is None:
            self._session = PromptSession(input=self.input, output=self.output)
        try:
            return typed(self._session.prompt(message, completer=completer, complete_while_typing=True))
        except (EOFError, KeyboardInterrupt):
            return None


ANSWER_LIMIT = 2000  # no answer is longer; a pasted novel is cut, not judged for minutes


def typed(text: str) -> str:
    """A typed answer made safe like record text: escape sequences, NUL and bidi
    controls become visible escapes, so quoting the answer back never reaches
    the terminal raw."""
    return clean(text, ANSWER_LIMIT)


def _isatty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


COMPLETE_LIMIT = 200  # longer than any answer with completions (a hand of 52 cards is ~160 characters)


def make_completer(cards: Counter | None = None, phrases: Iterable[str] = (), words: Iterable[str] = COMMAND_WORDS):
    """Completion of card names (from `cards`, each as often as held), whole phrases and command words."""
    from prompt_toolkit.completion import Completer, Completion

    from ..rules.cards import CardError, card, glyph

    phrases = list(dict.fromkeys(phrases))
    words = list(words)

    class AnswerCompleter(Completer):
        def get_completions(self, document, complete_event):
            text = document.text_before_cursor
            if len(text) > COMPLETE_LIMIT:  # completion runs at every key: a long line must not make it quadratic
                return
            low = text.lower().strip()
            for p in phrases:
                if p.lower().startswith(low) and p.lower() != low:
                    yield Completion(p, start_position=-len(text), display_meta="✓")
            if cards is not None:
                toks = text.split()
                prefix = "" if text.endswith(" ") or not toks else toks[-1]
                used: Counter = Counter()
                for tok in (toks[:-1] if prefix else toks):
                    try:
                        used[card(tok)] += 1
                    except CardError:
                        pass
                for c in sorted(cards, key=lambda c: c.idx):
                    if cards[c] - used[c] > 0 and c.code.lower().startswith(prefix.lower()):
                        yield Completion(c.code, start_position=-len(prefix), display=f"{c.code} {glyph(c)}")
            if low:
                for w in words:
                    if w.startswith(low) and w != low:
                        yield Completion(w, start_position=-len(text))

    return AnswerCompleter()


def completer_for(ex, game) -> Any:
    if ex is None or game is None:
        return None
    seat = J.learner(ex, game)
    kind = ex.answer_kind
    try:
        if kind == "cards":
            return make_completer(Counter(game.hands[seat]), J.solutions(ex, game, 40))
        if kind == "action" and not ex.options:
            phrases = [J._action_answer(a) for a in J.own_actions(game, seat, 40)]
            return make_completer(Counter(game.hands[seat]), phrases)
        if kind == "yes-no":
            return make_completer(None, ["yes", "no"])
        if kind == "pattern":
            return make_completer(None, ["single", "pair", "triple", "tractor", "throw"])
        if kind == "seat":
            return make_completer(None, [f"p{i + 1}" for i in range(game.rules.players)])
    except ImportError:  # pragma: no cover
        return None
    return None


def option_text(text: str, seat: int, game, lang: str) -> Text:
    a = J.option_action(text, seat, game.rules)
    from ..rules.actions import Play
    if isinstance(a, Play):
        out = Text("" if a.seat == seat else f"p{a.seat + 1}: ")
        return out.append_text(V.cards_text(a.cards, sep="", lang=lang))
    return Text(str(a) if a.seat != seat else str(a).split(" ", 1)[1])


class LessonRunner:
    def __init__(self, lesson: Lesson, store: Store, lang: str, console: Console, prompter: Prompter,
                 echo: bool = False):
        self.lesson, self.store, self.lang, self.console, self.prompter = lesson, store, lang, console, prompter
        self.echo = echo
        self.ids = [s.id for s in lesson.steps]
        self.log: list[tuple[str, str, J.Feedback]] = []  # (step id, answer, feedback) of every judged answer

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
        tries = self.store.steps_tries(les.id)
        n_ex = len(les.exercises())
        right = sum(1 for st in les.exercises() if tries.get(st.id) == ("done", 0))
        self.console.print(Rule(), highlight=False)
        self.say(Text(self.text("ui.done", right=right, total=n_ex), style="bold green"))
        return "done"

    # ------------------------------------------------------------ one step
    def run_step(self, i: int) -> str:
        step = self.lesson.steps[i]
        lang = self.lang
        self.console.print(Rule(self.text("ui.step", n=i + 1, total=len(self.ids)), style="dim"), highlight=False)
        self.say(Text(step.text[lang]))
        for spec in step.cards:
            self.say(Text("  ").append_text(V.example_text(spec, lang=lang)))
        game = step.position.game() if step.position else None
        ex = step.exercise
        if game is not None:
            hide = J.hides_outcome(ex)
            learner = None if hide or (ex and ex.kind in ("pattern", "climb")) else \
                J.learner(ex, game) if ex else game.to_act
            self.say(*V.position_lines(game, learner, lang, step.show, hide_trick=hide))
            self.show_extra(step, game, hide)
        if step.demo:
            self.say(*V.demo_lines(J.run_demos(game, step.demo), lang))
        if ex is None:
            self.say(Text(self.text("ui.enter"), style="dim"))
            ans = self.ask()
            if ans is None or ans.strip().lower() in QUIT_WORDS:
                return "quit"
            self.store.step_done(self.lesson.id, self.ids, i)
            return "next"
        return self.run_exercise(i, step, game)

    def show_extra(self, step: Step, game, hide: bool) -> None:
        lang = self.lang
        if step.show == "last" and step.position.log and not hide:
            _, _, evs = step.position.log[-1]
            self.say(*V.event_lines(evs, lang))
        if step.show == "result" and game.over and game.result is not None and not hide:
            self.say(*V.event_lines(game.result.events, lang))

    def run_exercise(self, i: int, step: Step, game) -> str:
        ex, lang = step.exercise, self.lang
        seat = J.learner(ex, game)
        question = ex.prompt.get(lang) if ex.prompt else render(J.prompt_msg(ex, game), lang)
        self.say(Text(question, style="bold cyan"))
        quit_words = QUIT_WORDS - {"q"} if ex.answer_kind == "level" else QUIT_WORDS  # Q is a level
        if ex.options:
            self.say(Text(self.text("ui.options"), style="dim"))
            for k, o in enumerate(ex.options):
                self.say(Text(f"  {J.option_label(k)}) ").append_text(option_text(o, seat, game, lang)))
        completer = completer_for(ex, game)
        tries = 0
        rung = 0
        last_rule = None
        while True:
            ans = self.ask(completer)
            if ans is None:
                return "quit"
            word = ans.strip().lower()
            if word in quit_words:
                return "quit"
            if word in HELP_WORDS:
                self.say(Text(self.text("ui.commands"), style="dim"))
                continue
            if word in SKIP_WORDS:
                self.say(Text(self.text("ui.skipped"), style="dim"))
                self.store.step_done(self.lesson.id, self.ids, i, "skipped", tries)
                return "next"
            if word in HINT_WORDS:
                rung = self.show_hint(ex, game, last_rule, rung)
                continue
            fb = J.judge(ex, game, ans, tries)
            if not fb.judged:
                self.say(*V.feedback_lines(fb, lang))
                continue
            self.log.append((step.id, ans, fb))
            self.store.answer(self.lesson.id, step.id, ans, fb.correct, fb.rule)
            self.say(*V.feedback_lines(fb, lang))
            if fb.correct:
                if ex.success:
                    self.say(Text("  " + ex.success[lang], style="green"))
                self.store.step_done(self.lesson.id, self.ids, i, "done", tries)
                return "next"
            tries += 1
            last_rule = fb.rule
            rung = self.show_hint(ex, game, last_rule, rung)

    def show_hint(self, ex, game, last_rule, rung: int) -> int:
        ladder = J.hints(ex, game, last_rule)
        if rung < len(ladder):
            self.say(V.hint_line(ladder[rung], self.lang))
            return rung + 1
        self.say(Text("  " + self.text("ui.no-more-hints"), style="dim"))
        return rung


# ------------------------------------------------------------------ drills
class DrillRunner:
    def __init__(self, variant: str, kind: str, store: Store, lang: str, console: Console, prompter: Prompter,
                 rng: random.Random | None = None, echo: bool = False):
        self.variant, self.kind, self.store, self.lang = variant, kind, store, lang
        self.console, self.prompter, self.rng, self.echo = console, prompter, rng or random.Random(), echo

    def run(self, count: int | None = None) -> str:
        from .drills import generate
        lang = self.lang
        V.print_lines(self.console, [Text(render(msg("ui.drill-header", variant=self.variant), lang), style="bold")])
        asked = 0
        while count is None or asked < count:
            q = generate(self.variant, self.kind, self.rng)
            g = q.game
            ex = q.exercise
            if q.kind in ("legal", "pattern"):
                lines = V.position_lines(g, q.seat, lang, "table")
            else:
                t = J.target_trick(ex, g)
                lines = [V.header_text(g, lang), V.trick_text(g, t, None, lang, reveal=False)]
            self.console.print(Rule(style="dim"), highlight=False)
            V.print_lines(self.console, lines)
            V.print_lines(self.console, [Text(render(q.prompt(), lang), style="bold")])
            while True:
                ans = self.prompter.ask("› ", completer_for(ex, g))
                if ans is not None and self.echo:
                    self.console.print(Text("› " + ans, style="dim"), highlight=False)
                if ans is None or ans.strip().lower() in QUIT_WORDS:
                    return "quit"
                fb = J.judge(ex, g, ans)
                V.print_lines(self.console, V.feedback_lines(fb, lang))
                if fb.judged:
                    break
            if not fb.correct:
                V.print_lines(self.console, [Text("  " + render(msg("hint.answer", answer=J.solutions(ex, g)[0]),
                                                                 lang), style="cyan")])
            s = self.store.drill_answer(self.variant, q.kind, fb.correct)
            asked += 1
            V.print_lines(self.console, [Text(render(msg("ui.drill-stats", streak=s.streak, best=s.best,
                                                         pct=s.accuracy, right=s.correct, asked=s.asked), lang),
                                              style="magenta")])
        return "done"


# ------------------------------------------------------------------ start menu
MENU = ("learn", "drill", "play", "replay", "rules")


def run_menu(lang: str, store_dir, console: Console, prompter: Prompter,
             commands: Callable[[str], Any] | None = None, invoke: Callable[..., Any] | None = None) -> int:
    """The start menu of `hwtutor` with no arguments. `commands(name)` finds a CLI command (or None)."""
    while True:
        console.print(Rule(render(msg("ui.menu-title"), lang)), highlight=False)
        for k, name in enumerate(MENU):
            mark = "" if name in ("learn", "drill", "rules") or (commands and commands(name)) else " (—)"
            console.print(f"  {k + 1}. {render(msg('ui.menu.' + name), lang)}{mark}", highlight=False)
        console.print(f"  q. {render(msg('ui.menu.quit'), lang)}", highlight=False)
        ans = prompter.ask(render(msg("ui.menu.ask", n=len(MENU)), lang),
                           make_completer(None, [str(i + 1) for i in range(len(MENU))] + list(MENU), ["quit"]))
        if ans is None:
            return 0
        a = ans.strip().lower()
        if not a:
            continue
        if a in QUIT_WORDS:
            return 0
        k = ascii_int(a)
        name = MENU[k - 1] if k is not None and 1 <= k <= len(MENU) else a
        if name == "learn":
            with Store(store_dir, lang=lang) as store:
                learn(None, store, lang, console, prompter)
        elif name == "drill":
            from .drills import drill_variants
            vs = drill_variants()
            v = prompter.ask(render(msg("ui.menu.variant", variants=" ".join(vs)), lang),
                             make_completer(None, vs, []))
            if v and v.strip() in vs:
                with Store(store_dir, lang=lang) as store:
                    DrillRunner(v.strip(), "mixed", store, lang, console, prompter).run()
        elif name == "rules":
            from .book import print_rulebook
            from ..rules.variants import VARIANTS
            v = prompter.ask(render(msg("ui.menu.variant", variants=" ".join(VARIANTS)), lang),
                             make_completer(None, list(VARIANTS), []))
            if v is not None:
                print_rulebook(v.strip() or None, lang, console)
        elif name in ("play", "replay"):
            cmd = commands(name) if commands else None
            if cmd is None:
                console.print(render(msg("ui.menu.missing", name=name), lang), highlight=False)
                continue
            args: list[str] = []
            if name == "replay" and any(getattr(p, "required", False) for p in cmd.params
                                        if p.param_type_name == "argument"):
                f = prompter.ask(render(msg("ui.menu.file"), lang))
                if not f:
                    continue
                args = [f.strip()]
            if invoke:
                invoke(cmd, args)


def learn(key: str | None, store: Store, lang: str, console: Console, prompter: Prompter, restart: bool = False,
          echo: bool = False) -> int:
    """Run one lesson (by id / number), or the first one not finished; then offer the next."""
    from .model import all_lessons, get_lesson
    lessons = all_lessons()
    if key:
        les = get_lesson(key)
        if les is None:
            console.print(render(msg("ui.unknown-lesson", name=clean(key, 60)), lang), highlight=False)
            return 2
    else:
        les = next((l for l in lessons if not store.lesson(l.id).done), lessons[0])
    n = lessons.index(les) + 1
    r = LessonRunner(les, store, lang, console, prompter, echo).run(restart, n, len(lessons))
    if r == "done" and n < len(lessons):
        console.print(render(msg("ui.next", lesson=lessons[n].id), lang), highlight=False)
    return 0


def list_lessons(store: Store, lang: str, console: Console) -> None:
    from .model import all_lessons
    lessons = all_lessons()
    console.print(render(msg("ui.lessons-header", path=str(store.path)), lang), highlight=False)
    for n, les in enumerate(lessons, 1):
        st = store.lesson(les.id)
        if st.done:
            state = render(msg("ui.state.done"), lang)
        elif st.step or st.step_id:
            ids = [s.id for s in les.steps]
            state = render(msg("ui.state.started", step=store.resume_index(les.id, ids) + 1, total=len(ids)), lang)
        else:
            state = render(msg("ui.state.new"), lang)
        title = les.title[lang]
        console.print(render(msg("ui.lesson-line", n=n, id=les.id, title=title, state=state), lang) +
                      f"  ({les.variant})", highlight=False)
