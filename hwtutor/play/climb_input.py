"""The climbing family's input line (duxiao, xuan): cards or `pass` (不要); duxiao's declarations by
their verb (`declare du`, `du`, `独牌`, `tiandu`, `tianwaitian`, `none`/`no`/`不独`); xuan's declarations
(`xuan`, `jiu`, `chuai`, `fanchuai`, `du`, `tianxuan`, `tianchuai`, `surrender`, or 宣 揪 揣 反揣 独 天宣
天揣 投降), and at a declaration asked about, staying silent; the completions, the labels and the hint."""
from __future__ import annotations

from ..rules.actions import Action, Declare, Pass, Play, XuanCall, action_cards
from ..rules.climb import declare_xuan
from ..rules.climb.game import ClimbGame
from ..rules.climb.patterns import Pattern, classify
from ..rules.messages import term
from ..textsafe import clean
from .base import TablePresenter
from .commands import ALIASES, VERBS, Command, _err, build_action
from .session import reason_text
from .view import Choice

DUXIAO_WORDS = {
    "none": "none", "no": "none", "不独": "none", "pass": "none", "p": "none", "过": "none", "不叫": "none",
    "du": "du", "独": "du", "独牌": "du", "solo": "du",
    "tiandu": "tiandu", "天独": "tiandu",
    "tianwaitian": "tianwaitian", "天外天": "tianwaitian",
}
XUAN_WORDS = {k: k for k in declare_xuan.MOMENTS} | {
    "天宣": "tianxuan", "天揣": "tianchuai", "独": "du", "宣": "xuan", "揪": "jiu", "揣": "chuai",
    "反揣": "fanchuai", "投降": "surrender", "solo": "du",
}
DECLINE_WORDS = {"no", "n", "none", "pass", "p", "过", "不", "不叫", "不要", "-"}
PASS_WORDS = {"pass", "p", "过", "不要", "要不起"}


def parse_climb(line: str, game, seat: int, asked: str | None) -> Command:
    """The input line of a climbing turn: a command, a declaration, a pass, or cards."""
    text = line.strip()
    if not text:
        return Command("decline") if asked else Command("empty")
    head, _, rest = text.partition(" ")
    kind = ALIASES.get(head.lower())
    if kind == "why":
        if not rest.strip():
            return _err("play.why-what")
        inner = parse_climb(rest, game, seat, asked)
        if inner.kind != "action":
            return inner if inner.kind == "error" else _err("play.bad-input", text=rest.strip()[:40])
        return Command("why", inner.action, arg=rest.strip())
    if kind is not None:
        return Command(kind, arg=rest.strip())
    low = text.lower()
    if head.lower() in ("declare", "叫"):
        low = rest.strip().lower()
    if game.xuan:
        if asked and low in DECLINE_WORDS:
            return Command("decline")
        if low in XUAN_WORDS:
            return Command("action", XuanCall(seat, XUAN_WORDS[low]))
    elif game.phase == "declare" and low in DUXIAO_WORDS:
        return Command("action", Declare(seat, DUXIAO_WORDS[low]))
    if low in PASS_WORDS:
        return Command("action", Pass(seat))
    verb = VERBS.get(head.lower())
    if verb == "play":
        return build_action("play", rest, seat)
    if head.lower() in ("declare", "叫"):
        return _err("play.climb.bad-declare", text=rest.strip()[:40])
    return build_action("play", text, seat)


class ClimbInput(TablePresenter):
    """The input line of a climbing turn (or of a xuan declaration asked about), its completions and the hint."""

    @property
    def game(self) -> ClimbGame:
        """The hand on the table: a climbing one (presenters.py gives a trick-taking hand another presenter)."""
        g = self.m.hand_game
        if not isinstance(g, ClimbGame):
            raise TypeError(f"a {self.m.variant} hand at the climbing table")
        return g

    @property
    def help_key(self) -> str:  # type: ignore[override]  # this game's help only (issue 22 §3)
        return "play.climb.help." + ("declare" if self.m.rs.contract == "declare" else "xuan")

    def parse(self, line: str, seat: int, asked: str | None = None) -> Command:
        return parse_climb(line, self.game, seat, asked)

    def opening(self) -> bool:
        """Xuan: the declarations are over and the heart-8 holder opens the hand."""
        g = self.game
        return g.xuan and g.phase == "declare"

    def allowed(self, a: Action, seat: int, asked: str | None):
        """None if the action may be tried now, else the error to show (the questions' own order)."""
        if asked is not None:
            if isinstance(a, XuanCall) and a.kind == asked:
                return None
            return self.t("play.climb.answer", kind=term("xuan." + asked), verb=self.declaration_word(asked))
        if self.opening() and not isinstance(a, Play):
            return self.t("play.climb.open-now")
        return None

    def label(self, a: Action) -> str:
        if isinstance(a, Play):
            p = classify(a.cards, self.game.order)
            return self.render_msg(p.describe()) if isinstance(p, Pattern) else self.term("play.mixed")
        if isinstance(a, Pass):
            return self.term("play.climb.pass-act")
        if isinstance(a, Declare):
            return self.term("decl." + a.kind)
        if isinstance(a, XuanCall):
            return self.term("xuan." + a.kind)
        return ""

    @property
    def decline_word(self) -> str:
        """Staying silent when a declaration is asked about: no (不叫)."""
        return self.term("play.climb.decline-word")

    def declaration_word(self, kind: str) -> str:
        """A declaration as typed: its verb (du, xuan…), in Chinese its Chinese word (独, 宣…)."""
        if self.lang != "zh":
            return kind
        return self.term(("xuan." if self.game.xuan else "decl.") + kind)  # each one in XUAN_ / DUXIAO_WORDS

    def choice(self, a: Action) -> Choice:
        if isinstance(a, Pass):
            w = self.term("play.climb.pass-act")
            return Choice(w, w, self.label(a))
        if isinstance(a, (Declare, XuanCall)):
            w = self.declaration_word(a.kind)
            return Choice(w, w, self.label(a))
        text = self.cards_text(action_cards(a))  # a play
        return Choice(text, text, self.label(a))

    def strength(self, a: Action) -> tuple:
        """A pass first, then the plays by size, strongest first."""
        if not isinstance(a, Play):
            return (0, 0, 0)
        p = classify(a.cards, self.game.order)
        if not isinstance(p, Pattern):
            return (2, 0, 0)
        return (1, p.size, -p.top)

    def legal_for(self, seat: int, asked: str | None) -> list[Action]:
        g = self.game
        if asked is not None:
            a = XuanCall(seat, asked)
            return [a] if g.can(a) else []
        acts = [a for a in g.legal_actions() if a.seat == seat]
        if self.opening():
            acts = [a for a in acts if isinstance(a, Play)]
        return acts

    def choices(self, seat: int, asked: str | None = None) -> list[Choice]:
        legal = sorted(self.legal_for(seat, asked), key=self.strength)
        out = list({c.text: c for c in map(self.choice, legal)}.values())
        if asked is not None:
            out.append(Choice(self.decline_word, self.decline_word, self.term("play.climb.silent")))
        from .commands import COMMANDS
        out += [Choice(self.word(c) + (" " if c == "why" else ""), self.word(c), self.term("play.cmd." + c))
                for c in COMMANDS]
        return out

    def hint(self, seat: int, asked: str | None = None) -> None:
        legal = self.legal_for(seat, asked)
        shown = [self.hint_item(self.choice(a).display, self.label(a)) for a in legal[:12]]
        if asked is not None:
            shown.append(self.hint_item(self.decline_word, self.term("play.climb.silent")))
        self.view.line(self.t("play.hint.legal", n=len(shown), plays=" · ".join(shown)))
        if len(legal) > 12:
            self.view.line(self.t("play.hint.more", n=len(legal) - 12))
        try:
            s = self.m.suggest(seat)
        except Exception:  # a failing bot must not end the game
            s = None
        if s is None:
            self.view.line(self.t("play.hint.no-bot"))
            return
        a, why = s
        if asked is not None and not (isinstance(a, XuanCall) and a.kind == asked):
            text = self.decline_word
        elif a is None or not self.m.check(a).ok or (self.opening() and not isinstance(a, Play)):
            return
        else:
            text = self.choice(a).display
        self.line(self.t("play.hint.suggest", action=text, reason=self.reason(why)))

    def reason(self, why) -> str:
        return clean(self.plain(reason_text(why, self.lang, self.names)), 300)

    def confirmed(self, a: Action) -> bool:
        """A climbing move is never asked about: costs.py knows the trick-taking games' costs only."""
        return True
