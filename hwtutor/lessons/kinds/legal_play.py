"""`legal-play`: the learner plays a legal lead or follow (in a climbing game, `pass` is an answer too)."""
from __future__ import annotations

from ...rules.actions import Action, Pass, Play
from ...rules.cards import fmt
from ...rules.describe import describe
from ...rules.messages import Msg, msg, suit_term, term
from ...rules.seats import seat_code
from ...rules.verdict import Event
from ..answers import PASS_WORDS, parse_cards_answer
from ..feedback import Feedback, holding_slip, invalid
from ..hints import play_cards_rung, play_rule_rung, rule_hint
from ..mistakes import illegal_play
from ..situation import answer_text, apply_copy, cards_text, is_trick, plays_for, telling, verdict_ids
from . import Kind, register

# a climbing play's own story: shown after a right answer
CLIMB_STORY = {"round", "lead-passes", "out", "contract-made", "contract-failed", "partners"}


def judged_play(game, seat, answer) -> tuple[tuple, Feedback | None]:
    """The cards of an answer, and the feedback when they cannot be read or the engine refuses them."""
    cs, bad = parse_cards_answer(answer)
    if cs is None:  # unreadable: bad says why
        return (), invalid(bad or msg("fb.empty"), answer)
    v = game.check(Play(seat, cs))
    if v.rule == "bad-card":  # a card this game's deck lacks: not an answer (issue 10.2), not a try
        return (), invalid(v.reason, answer)
    if v.rule == "not-in-hand":
        return cs, holding_slip(game.hands[seat], cs, answer, v.rule)
    if not v.ok:
        return cs, Feedback(False, fmt(cs), v.rule, [v.reason], ids=verdict_ids(v))
    return cs, None


def play_problem(game, seat: int) -> str | None:
    first_lead = not is_trick(game) and game.phase == "declare" and game.xuan
    if (game.phase != "play" and not first_lead) or game.to_act != seat:
        return f"{seat_code(seat)} is not to play"
    return None


@register
class LegalPlay(Kind):
    name = "legal-play"
    families = ("trick", "climb")

    def solutions(self, ex, game, seat, limit):
        return [answer_text(a) for a in plays_for(game, seat)][:limit]

    def wrong_answer(self, ex, game, seat):
        bad = illegal_play(game, seat)
        return cards_text(bad) if bad else None

    def problem(self, ex, game, seat):
        return play_problem(game, seat) or self.answerable(ex, game, seat)

    def rule_rung(self, ex, game, seat):
        return play_rule_rung(game, seat) if game.phase == "play" else rule_hint("generic")

    def cards_rung(self, ex, game, seat):
        return play_cards_rung(game, seat)

    def judge(self, ex, game, seat, answer):
        if not is_trick(game) and answer.strip().lower() in PASS_WORDS:  # a climbing game's pass
            a: Action = Pass(seat)
            v = game.check(a)
            if not v.ok:
                return Feedback(False, "pass", v.rule, [v.reason], ids=verdict_ids(v))
            _, evs = apply_copy(game, a)
            return Feedback(True, "pass", why=[msg("fb.is-legal", action=describe(a))] + [e.msg for e in evs],
                            ids={e.id for e in evs})
        cs, refused = judged_play(game, seat, answer)
        if refused:
            return refused
        _, evs = apply_copy(game, Play(seat, cs))
        return Feedback(True, fmt(cs), why=play_why(game, seat, cs, evs), ids={e.id for e in evs})


def play_why(game, seat: int, cs, evs: list[Event]) -> list[Msg]:
    """Why a legal play is legal: the lead's pattern, or how it follows the suit duty."""
    if not is_trick(game):
        return climb_why(game, seat, cs) + [e.msg for e in evs if e.seat == seat or e.id in CLIMB_STORY]
    o = game.order
    trick = game.current
    out: list[Msg] = []
    if trick is None or not trick.plays:
        from ...rules.trick.patterns import decompose, pattern_name
        comps = decompose(cs, o)
        out.append(msg("why.lead", cards=o.sort(cs), pattern=term(pattern_name(comps))))
    else:
        led = trick.led_suit
        held = [c for c, n in game.hands[seat].items() for _ in range(n) if o.esuit(c) == led]
        need = len(cs)
        if not held:
            out.append(msg("why.void", cards=o.sort(cs), suit=suit_term(led), n=need))
        elif len(held) <= need:
            out.append(msg("why.all-suit", cards=o.sort(cs), suit=suit_term(led), n=len(held)))
        elif all(c.width == 1 for c in trick.lead):  # a single (or a throw of singles): no shape to keep
            out.append(msg("why.follow-single", cards=o.sort(cs), suit=suit_term(led)))
        else:
            out.append(msg("why.follow", cards=o.sort(cs), suit=suit_term(led)))
    out += [e.msg for e in telling(evs) if e.seat == seat or e.id == "trick"]
    return out


def climb_why(game, seat: int, cs) -> list[Msg]:
    """Why a climbing play is legal: the pattern it is, and what it beats (R-41)."""
    from ...rules.climb.patterns import Pattern, classify
    pat = classify(cs, game.order)
    if not isinstance(pat, Pattern):
        return [msg("fb.is-legal", action=list(cs))]
    r = game.current
    srt = game.order.sort(cs)
    if r is not None and r.standing is not None:
        return [msg("why.climb-beats", cards=srt, pattern=pat.describe(), standing=game.order.sort(r.standing_cards))]
    return [msg("why.climb-lead", cards=srt, pattern=pat.describe())]
