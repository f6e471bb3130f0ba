"""An action told in the replay's prose: the move itself, a note's better line, a short legal alternative."""
from __future__ import annotations

from ..rules.actions import (
    Action,
    Bid,
    Bury,
    Call,
    ChooseTrump,
    Declare,
    Pass,
    Play,
    Show,
    XuanCall,
)
from ..rules.gameview import GameView
from ..rules.messages import Seat
from ..textsafe import clean
from .card_runs import (
    card_code,
    sort_hand,
)
from .drawing import (
    View,
    msg_term,
    safe_names,
    t,
    term_text,
)
from .timeline import Timeline


# ------------------------------------------------------------ action text
def action_text(a: Action, tl: Timeline, view: View, hide_cards: bool = False) -> str:
    names = safe_names(tl, view.lang)
    s = Seat(a.seat)
    if isinstance(a, Bid):
        return t("replay.do.bid", view, names, seat=s, amount=a.amount)
    if isinstance(a, Pass):
        return t("replay.do.pass" if tl.family == "trick" else "replay.do.pass.climb", view, names, seat=s)
    if isinstance(a, ChooseTrump):
        return t("replay.do.trump", view, names, seat=s, suit=msg_term("suit." + a.suit))
    if isinstance(a, Show):
        if not a.cards:
            return t("replay.do.show-none", view, names, seat=s)
        return t("replay.do.show", view, names, seat=s, cards=list(a.cards))
    if isinstance(a, Bury):
        if hide_cards:
            return t("replay.do.bury-hidden", view, names, seat=s, n=len(a.cards))
        return t("replay.do.bury", view, names, seat=s, cards=list(a.cards))
    if isinstance(a, Call):
        return t("replay.do.call", view, names, seat=s, card=a.card)
    if isinstance(a, Play):
        return t("replay.do.play", view, names, seat=s, cards=list(a.cards))
    if isinstance(a, Declare):
        return t("replay.do.declare", view, names, seat=s, kind=term_text("decl." + a.kind, view, a.kind))
    if isinstance(a, XuanCall):
        return t("replay.do.xuan", view, names, seat=s, kind=term_text("xuan." + a.kind, view, a.kind))
    return clean(str(a))


def line_action_text(text: str, tl: Timeline, view: View) -> str:
    """An action of a note's better line ("p2 play SK SK") told in prose with glyphs ("p2 plays ♠K♠K");
    a line the rules cannot read is shown as written."""
    from ..rules.actions import parse_action
    try:
        a = parse_action(text, tl.rules)
    except Exception:  # noqa: BLE001 - an author's line is free text: shown as it is
        return clean(text)
    return action_text(a, tl, view)


def alt_text(a: Action, game: GameView, view: View) -> str:
    """A short form of a legal alternative (the seat is known)."""
    if isinstance(a, (Play, Bury, Show)):
        cs = sort_hand(a.cards, game)
        if not cs:
            return term_text("replay.alt.show-none", view)
        return (" " if view.ascii else "").join(card_code(c, view) for c in cs)
    if isinstance(a, Bid):
        return f"{term_text('replay.alt.bid', view)} {a.amount}"
    if isinstance(a, Pass):
        return term_text("replay.alt.pass", view)
    if isinstance(a, ChooseTrump):
        return term_text("suit." + a.suit, view)
    if isinstance(a, Call):
        return card_code(a.card, view)
    if isinstance(a, Declare):
        return term_text("decl." + a.kind, view, a.kind)
    if isinstance(a, XuanCall):
        return term_text("xuan." + a.kind, view, a.kind)
    return clean(str(a))
