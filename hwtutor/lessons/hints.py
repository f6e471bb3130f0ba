"""The rungs of the hint ladder: which rule, which cards (the ladder itself: ladder.py).

Each exercise kind gives its own first two rungs (kinds/), built from the
helpers here; the climbing games (duxiao, xuan) share theirs across kinds,
since what stands in the round or the declarations decides what helps. This
module sits below the kinds: it never imports them or the judge.
"""
from __future__ import annotations

from ..rules.cards import H5
from ..rules.messages import Choices, Msg, Seat, msg, suit_term, term


def _catalog():
    from ..rules import catalog
    return catalog.MESSAGES


def has_hint(key: str) -> bool:
    """Whether the catalog has a first rung for this rule id."""
    return "hint." + key in _catalog()


def rule_hint(key: str) -> Msg:
    return msg("hint." + key if "hint." + key in _catalog() else "hint.generic")


# answers that are words of the vocabulary: shown in the player's language (答案：否, not 答案：no)
ANSWER_TERMS = ("yes", "no", "single", "pair", "triple", "tractor", "throw")


def answer_param(answers) -> Choices:
    return Choices(tuple(term(a) if a in ANSWER_TERMS else a for a in answers))


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
        return msg("hint.cards.suit", cards=game.order.sort(held), suit=suit_term(trick.led_suit))
    trumps = [c for c, n in game.hands[seat].items() for _ in range(n) if game.order.is_trump(c)]
    return msg("hint.cards.void", suit=suit_term(trick.led_suit), cards=game.order.sort(trumps))


def phase_rule_rung(game) -> Msg:
    """The rule of a choice at this moment of the hand (bid, trump, show, bury, call, play)."""
    phase = game.phase
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
