"""An oracle for the claims tests, built on the engine alone (never on hwtutor/bots/claims.py): in one
deal where every hand is known, can the players still to play beat a play, over every continuation?

A play is beaten in some continuation exactly when some later seat has a legal play that beats it while
it is the winning play: a seat between them either beats it too (a continuation where it loses) or
plays under it. So each later seat is asked in turn, the seats before it playing a legal play that
does not beat it when they have one."""
from hwtutor.rules.trick.resolve import resolve


def _winner_so_far(w, tno: int) -> int:
    t = w.tricks[tno - 1]
    if t.winner is not None:
        return t.winner
    t = t.copy()
    resolve(t, w.order, w.rules, explain=False)
    return t.winner


def beaten(world, action) -> bool:
    """Does some continuation of the trick in `world` (every hand known) end with `action` not winning it
    (a throw: also not standing as thrown)?"""
    w = world.clone()
    seat = action.seat
    tno = w.current.number if w.current is not None else len(w.tricks) + 1
    w.apply(action)
    t = w.tricks[tno - 1]
    if dict(t.plays)[seat] != tuple(action.cards):
        return True  # a failed throw
    if _winner_so_far(w, tno) != seat:
        return True
    later = w.rules.players - len(t.plays)
    for j in range(later):
        # reach the j-th later seat with the seats before it playing under the action
        x = w.clone()
        for _ in range(j):
            under = [a for a in x.legal_actions() if _after(x, a, tno) == seat]
            if not under:
                return True
            x.apply(under[0])
        for a in x.legal_actions():
            if _after(x, a, tno) != seat:
                return True
    return False


def _after(x, a, tno: int) -> int:
    y = x.clone()
    y.apply(a)
    return _winner_so_far(y, tno)
