"""Why a play does not win its trick, said specifically: not the lead's pattern ("♦K♦Q is not a pair; only a
pair beats ♦9♦9"), lower than the winner, ruffed, or a discard (the engine's own events say which)."""
from __future__ import annotations

from ..rules.messages import Msg, Seat, msg, term
from ..rules.trick.patterns import decompose, one_suit, signature

# a seat's own trick events that already explain why its play cannot win
TELLING_EVENTS = ("discard", "ruff-shape", "princess-no-power")


def lead_pattern(trick) -> str:
    return trick.lead[0].kind if len(trick.lead) == 1 else "throw"


def _lead_cards(trick):
    return list(trick.plays[0][1])


def why_not_winning(trick, order, seat: int) -> tuple[list[Msg], str | None]:
    """(the reason, its rule or event id) why `seat`'s play in a resolved trick does not win it."""
    played = dict(trick.plays).get(seat, ())
    winner = trick.winner
    own = [e for e in trick.events if e.seat == seat and e.id in TELLING_EVENTS]
    if own:
        return [e.msg for e in own], own[0].id
    if trick.why is not None and trick.why.key == "trick.tie" and dict(trick.why.args).get("other") == Seat(seat):
        return [msg("fb.tied-later", seat=Seat(seat), cards=list(played))], "tie"
    wcards = list(dict(trick.plays)[winner])
    ruffed = any(e.id == "ruff" and e.seat == winner for e in trick.events)
    suit = one_suit(played, order)
    if seat != trick.leader and suit == trick.led_suit and \
            signature(decompose(played, order)) != signature(trick.lead):
        pattern = lead_pattern(trick)
        key = "fb.not-lead-shape" if pattern == "throw" else "fb.not-lead-pattern"
        return [msg(key, cards=list(played), pattern=term(pattern), lead=_lead_cards(trick))], None
    mine_ruff = any(e.id == "ruff" and e.seat == seat for e in trick.events)
    if ruffed and not mine_ruff:
        return [msg("fb.ruffed", seat=Seat(seat), cards=list(played), winner=Seat(winner), wcards=wcards)], "ruff"
    if mine_ruff and len(trick.lead) > 1:  # R-8 on a throw: ruffs compare their highest cards, not part by part
        top = max(played, key=order.key)
        wtop = max(wcards, key=order.key)
        return [msg("fb.overruffed.throw", seat=Seat(seat), cards=list(played), winner=Seat(winner), wcards=wcards,
                    top=top, wtop=wtop)], "ruff"
    if mine_ruff:
        return [msg("fb.overruffed", seat=Seat(seat), cards=list(played), winner=Seat(winner), wcards=wcards)], "ruff"
    key = "fb.lower-trump" if trick.led_suit == "T" else "fb.lower"
    return [msg(key, seat=Seat(seat), cards=list(played), winner=Seat(winner), wcards=wcards)], None
