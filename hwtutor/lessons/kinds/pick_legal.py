"""`pick-legal`: the learner picks every legal action among several options (by letter)."""
from __future__ import annotations

from ...rules.actions import Action, Play, XuanCall
from ...rules.messages import Cards, Msg, msg, term
from ...rules.verdict import Verdict
from ..answers import option_action, option_label, parse_letters
from ..feedback import Feedback, invalid
from ..hints import phase_rule_rung
from ..situation import action_param, apply_copy
from . import Kind, register


def option_verdicts(ex, game, seat) -> list[tuple[int, Action, Verdict]]:
    """(index, action, the engine's verdict) of every option."""
    out = []
    for i, o in enumerate(ex.options):
        a = option_action(o, seat, game.rules)
        out.append((i, a, game.check(a)))
    return out


def option_line(i: int, a: Action, v: Verdict) -> Msg:
    text = action_param(a)
    if v.ok:
        return msg("fb.option-legal", label=option_label(i), action=text)
    return msg("fb.option-illegal", label=option_label(i), action=text, rule=v.rule, reason=v.reason)


def right_line(game, seat: int, i: int, a: Action, v: Verdict) -> Msg:
    """An option after a right answer: its verdict, with why when the legality is not plain (a xuan moment passed)."""
    if v.ok and skipped_moments(game, a):
        return msg("fb.option-legal-why", label=option_label(i), action=action_param(a), why=legal_why(game, seat, a))
    return option_line(i, a, v)


def missed_line(game, seat: int, i: int, a: Action, v: Verdict) -> Msg:
    """A legal option the learner left out, with why it is legal."""
    why = legal_why(game, seat, a)
    return msg("fb.option-missed", label=option_label(i), action=action_param(a), why=why)


def legal_why(game, seat: int, a: Action) -> Msg:
    """Why a legal action is legal: for the learner's play, how it leads or follows; else that no rule forbids it."""
    if isinstance(a, Play) and a.seat == seat:
        from .legal_play import play_why
        _, evs = apply_copy(game, a)
        return play_why(game, seat, a.cards, evs)[0]
    skipped = skipped_moments(game, a)
    if skipped and isinstance(a, XuanCall):  # skipped moments are a declaration's
        return msg("why.xuan-skips", kind=term("xuan." + a.kind), skipped=tuple(term("xuan." + k) for k in skipped))
    return msg("fb.breaks-no-rule")


def skipped_moments(game, a: Action) -> tuple[str, ...]:
    """Xuan: the declaration moments still open before `a`'s own; declaring it declines them unspoken."""
    if not isinstance(a, XuanCall) or not getattr(game, "xuan", False):
        return ()
    from ...rules.climb.declare_xuan import MOMENTS
    if a.kind not in MOMENTS:
        return ()
    return tuple(k for k in MOMENTS[game.moment:MOMENTS.index(a.kind)] if k != "surrender")


@register
class PickLegal(Kind):
    name = "pick-legal"
    families = ("trick", "climb")
    answer = "letters"
    needs = ("options",)

    def expected(self, ex, game, seat):
        return {i for i, _, v in option_verdicts(ex, game, seat) if v.ok}

    def solutions(self, ex, game, seat, limit):
        return ["".join(option_label(i) for i in sorted(self.expected(ex, game, seat))) or "none"]

    def wrong_answer(self, ex, game, seat):
        value = self.expected(ex, game, seat)
        every = set(range(len(ex.options)))
        other = every - value if value != every else set()
        if other == value:
            other = {0} if value != {0} else {1}
        return "".join(option_label(i) for i in sorted(other)) or "none"

    def problem(self, ex, game, seat):
        for o in ex.options:
            option_action(o, seat, game.rules)
        return None

    def rule_rung(self, ex, game, seat):
        return phase_rule_rung(game)

    def judge(self, ex, game, seat, answer):
        picks, bad = parse_letters(answer, len(ex.options))
        if bad:
            return invalid(bad, answer)
        verdicts = option_verdicts(ex, game, seat)
        right = {i for i, _, v in verdicts if v.ok}
        ids = {v.rule for _, _, v in verdicts if not v.ok and v.rule}
        label = "".join(option_label(i) for i in sorted(picks)) or "none"
        if picks == right:
            return Feedback(True, label, why=[right_line(game, seat, *x) for x in verdicts], ids=ids)
        wrong = [x for x in verdicts if (x[0] in picks) != x[2].ok]
        rule = next((v.rule for i, _, v in wrong if not v.ok), None)
        head = msg("fb.misjudged", n=len(wrong))  # "✗ Not right: 2 options judged wrongly." on one row
        return Feedback(False, label, rule, grouped(wrong, game, seat), ids=ids, head=head)


def as_param(p):
    """A play's cards as one parameter inside a list of parameters (a bare list would be the list)."""
    return Cards(tuple(p)) if isinstance(p, list) else p


def differing(a: Msg, b: Msg) -> set[str]:
    """The parameters two messages of one key give different values."""
    x, y = a.params, b.params
    return {k for k in x.keys() | y.keys() if x.get(k) != y.get(k)} if a.key == b.key else {"key"}


def grouped(wrong, game, seat: int) -> list[Msg]:
    """The misjudged options' lines, so that a long answer's feedback still fits the screen (issue 22 §3):
    - illegal options refused in the same words share one line ("b, e) ♦3, ♥A: illegal — …");
    - illegal options whose reasons differ in one parameter only (the card called, the cards played, the bid)
      share one line: the engine's reason for the first, then "the same for" the others' values;
    - legal options left out that break no rule share one line."""
    out: list[Msg] = []
    done: set[int] = set()
    free = [k for k, (_, a, v) in enumerate(wrong) if v.ok and legal_why(game, seat, a) == msg("fb.breaks-no-rule")]
    for k, (i, a, v) in enumerate(wrong):
        if k in done:
            continue
        if v.ok:
            if k in free and len(free) > 1:
                done |= set(free)
                labels = tuple(option_label(wrong[m][0]) for m in free)
                actions = tuple(as_param(action_param(wrong[m][1])) for m in free)
                out.append(msg("fb.options-missed-free", labels=labels, actions=actions))
            else:
                out.append(missed_line(game, seat, i, a, v))
            continue
        rest = [m for m in range(k + 1, len(wrong)) if m not in done and not wrong[m][2].ok
                and wrong[m][2].rule == v.rule and wrong[m][2].reason is not None and v.reason is not None]
        twins = [m for m in rest if wrong[m][2].reason == v.reason]
        if twins:
            done |= set(twins)
            labels = tuple(option_label(wrong[m][0]) for m in [k] + twins)
            actions = tuple(as_param(action_param(wrong[m][1])) for m in [k] + twins)
            out.append(msg("fb.options-illegal", labels=labels, actions=actions, rule=v.rule, reason=v.reason))
            continue
        diffs = [(m, differing(v.reason, wrong[m][2].reason)) for m in rest]
        one = next((d for _, d in diffs if len(d) == 1 and "key" not in d), None)
        alike = [m for m, d in diffs if d == one]
        if one is None or not alike:
            out.append(option_line(i, a, v))
            continue
        done |= set(alike)
        (name,) = one
        labels = tuple(option_label(wrong[m][0]) for m in [k] + alike)
        others = tuple(as_param(wrong[m][2].reason.params[name]) for m in alike)
        out.append(msg("fb.options-illegal-alike", labels=labels, rule=v.rule, reason=v.reason, others=others))
    return out
