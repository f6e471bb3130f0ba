"""The hint ladder: first which rule, then which cards, then the answer.

Each exercise kind gives its own first two rungs (kinds/); the climbing games
(duxiao, xuan) share theirs across kinds, since what stands in the round or
the declarations decides what helps.
"""
from __future__ import annotations

from ..rules.cards import H5, CardError, fmt
from ..rules.cards import cards as parse_cards
from ..rules.messages import Choices, Msg, Seat, msg, term
from .situation import is_trick, learner


def _catalog():
    from ..rules import catalog
    return catalog.MESSAGES


def rule_hint(key: str) -> Msg:
    return msg("hint." + key if "hint." + key in _catalog() else "hint.generic")


def hints(ex, game, last_rule: str | None = None, teaches=()) -> list[Msg]:
    """The hint ladder: [which rule, which cards, the answer]. The rule comes first: the rule the last wrong
    answer broke, else the kind's rule for this moment, else a rule the step teaches."""
    from .judge import solutions
    from .kinds import kind_of
    kind = kind_of(ex.kind)
    seat = learner(ex, game)
    climbing = game is not None and not is_trick(game)
    if last_rule and "hint." + last_rule in _catalog():
        first = rule_hint(last_rule)
    else:
        first = climb_rule_rung(ex, game) if climbing else kind.rule_rung(ex, game, seat)
    if first.key == "hint.generic":
        first = next((rule_hint(t) for t in teaches if "hint." + t in _catalog()), first)
    second = climb_cards_rung(ex, game) if climbing else kind.cards_rung(ex, game, seat)
    sols = solutions(ex, game, 3)
    third = msg("hint.answer", answer=answer_param(show_answer(ex, s) for s in sols[:3])) if sols else None
    return [m for m in (first, second, third) if m is not None]


# answers that are words of the vocabulary: shown in the player's language (答案：否, not 答案：no)
ANSWER_TERMS = ("yes", "no", "single", "pair", "triple", "tractor", "throw")


def answer_param(answers) -> Choices:
    return Choices(tuple(term(a) if a in ANSWER_TERMS else a for a in answers))


def show_answer(ex, s: str):
    """An answer as shown in a hint: cards with their suit glyphs, an action in the screen's words."""
    from .kinds import kind_of
    if kind_of(ex.kind).answer == "action":  # 叫分 70 on a Chinese screen, bid 70 on an English one
        from .answers import shown_action
        return shown_action(s)
    if kind_of(ex.kind).answer == "cards":
        try:
            return fmt(parse_cards(s), "glyph")
        except CardError:
            return s
    return s


# ------------------------------------------------------------------ trick-taking play
def play_rule_rung(game, seat: int, winning: bool = False) -> Msg:
    """The rule behind a lead or a follow at this moment of a trick."""
    trick = game.current
    if trick is None or not trick.plays:
        if game.rules.rotten_red5 and game.hands[seat].get(H5):
            return rule_hint("red5-lead")
        return rule_hint("lead-mixed")
    held = [c for c, n in game.hands[seat].items() if n and game.order.esuit(c) == trick.led_suit]
    if winning:
        return rule_hint(("win-trump" if trick.led_suit == "T" else "win") if held else "ruff")
    if not held:
        return rule_hint("void")
    if any(c.width > 1 for c in trick.lead) and len(held) > sum(c.size for c in trick.lead):
        return rule_hint("follow-shape")
    return rule_hint("follow-suit")


def play_cards_rung(game, seat: int) -> Msg | None:
    """The learner's cards of the led suit (or, void, their trumps)."""
    if game.phase != "play":
        return None
    trick = game.current
    if trick is None or not trick.plays:
        return None
    held = [c for c, n in game.hands[seat].items() for _ in range(n) if game.order.esuit(c) == trick.led_suit]
    if held:
        return msg("hint.cards.suit", cards=game.order.sort(held), suit=term("suit." + trick.led_suit))
    trumps = [c for c, n in game.hands[seat].items() for _ in range(n) if game.order.is_trump(c)]
    return msg("hint.cards.void", suit=term("suit." + trick.led_suit), cards=game.order.sort(trumps))


def phase_rule_rung(game) -> Msg:
    """The rule of a choice at this moment of the hand (bid, trump, show, bury, call, play)."""
    phase = getattr(game, "phase", "")
    return rule_hint({"bid": "bid-step", "trump": "trump-choice", "show": "show-not-level",
                      "bury": "bury-count", "call": "call-card", "play": "follow-suit"}.get(phase, "generic"))


# ------------------------------------------------------------------ climbing games
def climb_rule_rung(ex, game) -> Msg:
    r = game.current
    if game.phase == "play":
        return rule_hint("climb-low" if r is not None and r.standing is not None else "climb-pattern")
    if game.xuan and ex.kind == "legal-play":
        return rule_hint("first-lead")
    return rule_hint("declare-order")


def climb_cards_rung(ex, game) -> Msg | None:
    """The second rung in a climbing game: what stands, or what the learner's hand offers."""
    r = game.current
    if game.phase == "declare" and not game.xuan:
        from ..rules.climb import declare_duxiao
        st = declare_duxiao.standing(game)
        if st is None:
            return msg("hint.climb.no-declaration")
        return msg("hint.climb.standing-declaration", seat=Seat(st[0]), kind=term("decl." + st[1]))
    if game.phase == "declare" and ex.kind == "legal-play":
        return msg("hint.first-lead")
    if r is not None and r.standing is not None:
        return msg("hint.climb.standing", cards=game.order.sort(r.standing_cards), pattern=r.standing.describe(),
                   n=len(r.standing_cards))
    if r is not None and game.phase == "play":
        return msg("hint.climb.lead")
    return None
