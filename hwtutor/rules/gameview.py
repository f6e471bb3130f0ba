"""GameView: what a game of either engine shows the floors that draw it (the replay's panels, the
lessons' view, the table). Both `TrickGame` and `ClimbGame` implement it — the trick engine's own
facts (trump, friend, bottom) read as "none" in a climbing game through `GameFaces`' defaults —
so a reader writes `g.trump`, never `getattr(g, "trump", None)`, and a misspelt attribute is an
AttributeError, not a silent "absent" (tests/engine/test_gameview.py).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .cards import Card
    from .deal import Deal
    from .kinds import PhaseName
    from .settlement import Settlement
    from .variants import RuleSet


@runtime_checkable
class GameView(Protocol):
    rules: RuleSet
    deal: Deal
    n: int                        # players
    phase: PhaseName              # kinds.Phase
    to_act: int | None            # the seat to act, None when nobody is
    dealer: int | None            # the dealer (climbing: the declarer), None while unknown
    friend: int | None            # Taihu's revealed friend; None elsewhere
    trump: str | None             # the trump suit; None before it is named and in the climbing games
    hands: list[Counter[Card]]    # every hand as the engine holds it (see visible_count for a seat's view)
    result: Settlement | None   # set once the hand is over
    order: Any                    # the card order in force: the trump order once trump is named (else None),
    #                               the climbing order

    @property
    def bottom(self) -> Sequence[Card]: ...  # the bottom (empty in the climbing games)

    @property
    def over(self) -> bool: ...

    @property
    def current(self) -> Any: ...   # the trick or round in progress (with .number, .events), or None

    @property
    def redealt(self) -> bool: ...  # the hand ended without a result and is dealt again

    def visible_count(self, seat: int, viewer: int | None) -> int | None:
        """How many cards `viewer` sees in `seat`'s hand; None when the count is hidden (xuan, R-52)."""
        ...

    def tricks_json(self) -> list[dict[str, Any]]:
        """The tricks (or rounds) played so far, as a record's check report writes them."""
        ...
