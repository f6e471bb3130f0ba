"""Who is on which side, as far as one seat knows (issue 20 item 5): the marks of a trick table's seat lines.

`side_marks(game, viewer, seat)` lists the catalog keys of the marks the seat line of
`seat` carries on `viewer`'s screen: [dealer]; [friend] once the Taihu friend has
shown (R-30's call: the first other player to play a copy of the called card);
[your side] for a seat the viewer knows to be a partner — in Zhejiang and Jiande
the other defenders (the dealer plays alone), in Taihu once the friend has shown or
the dealer plays alone, and before that only for the holder of the called card,
who knows the dealer is its partner. Nothing here reads a hand but the viewer's own.
"""
from __future__ import annotations


def _side(g, viewer: int) -> set[int] | None:
    """The seats the viewer knows to be on its side (itself included), or None where it cannot know yet."""
    d = g.dealer
    if not g.rules.friend_call or g.solo:
        return {d} if viewer == d else set(range(g.n)) - {d}
    if g.friend is not None:
        side = {d, g.friend}
        return side if viewer in side else set(range(g.n)) - side
    if viewer != d and g.called is not None and g.hands[viewer].get(g.called, 0):
        return {d, viewer}  # the friend-to-be knows its partner
    return None


def side_marks(g, viewer: int | None, seat: int) -> list[str]:
    """The catalog keys of `seat`'s side marks on `viewer`'s screen (None: a screen nobody holds)."""
    if g.dealer is None:
        return []
    marks = []
    if seat == g.dealer:
        marks.append("play.side.dealer")
    if g.rules.friend_call and not g.solo and g.friend is not None and seat == g.friend:
        marks.append("play.side.friend")
    if viewer is not None and seat != viewer:
        side = _side(g, viewer)
        if side is not None and seat in side:
            marks.append("play.side.yours")
    return marks
