"""The replay model: a record replayed once, every moment kept.

`Timeline(record)` applies the record's actions through `new_game` once and
keeps a snapshot (`game.copy()`) after every action, so any action index is
shown at once, without replaying from the start. Per action it keeps the
verdict and the events; the legal alternatives are computed lazily.

Positions are action indices (0-based, as `[[notes]] at` and `hwtutor check`
count them). Position i shows the table right after action i, and explains
action i. An illegal action is a position too: the table as it stood before
it (the action is never applied); replay stops there.

Pure: no I/O, no terminal. Works for both engine families through their
common faces; trick games give `Trick` objects, climbing games are read
through duck typing and `tricks_json()`.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from ..rules.actions import Action
from ..rules.cards import Card
from ..rules.cards import card as parse_card
from ..rules.climb.state import ClimbState
from ..rules.game import new_game
from ..rules.gameview import GameView
from ..rules.messages import Msg
from ..rules.seats import parse_seat
from ..rules.settlement import Settlement
from ..rules.trick.state import TrickState
from ..rules.verdict import Event, Verdict
from .check import in_record
from .record import Note, Record

ALT_LIMIT = 60  # how many legal alternatives to list per action


@dataclass
class TrickView:
    """One trick (trick games) or round (climbing games), family-neutral."""
    number: int
    leader: int
    plays: list[tuple[int, tuple[Card, ...] | None]]  # None: a pass (climbing games)
    winner: int | None = None
    why: Msg | None = None
    events: list[Event] = field(default_factory=list)
    event_ids: list[str] = field(default_factory=list)  # when only ids are known (tricks_json)
    points: int = 0
    attempted: tuple[Card, ...] = ()

    @property
    def complete(self) -> bool:
        return self.winner is not None


def _seat_of(label: Any) -> int | None:
    if isinstance(label, str):
        return parse_seat(label)
    return label if isinstance(label, int) else None


def _cards_of(text: Any) -> tuple[Card, ...] | None:
    if text is None or text == "pass":
        return None
    try:
        return tuple(parse_card(t) for t in str(text).split())
    except ValueError:
        return ()


def trick_views(game: GameView) -> list[TrickView]:
    """The tricks (or rounds) of a game so far, with at least one play, as TrickViews."""
    out: list[TrickView] = []
    if isinstance(game, TrickState):
        for t in game.tricks:
            if not t.plays:
                continue
            out.append(TrickView(t.number, t.leader, list(t.plays), t.winner, t.why, list(t.events),
                                 [e.id for e in t.events], t.points if t.complete else
                                 sum(c.points for c in t.cards()), t.attempted))
        return out
    if isinstance(game, ClimbState):
        for r in game.rounds:
            if not r.seq:
                continue
            out.append(TrickView(r.number, r.leader, list(r.seq), r.winner, None, list(r.events),
                                 [e.id for e in r.events]))
        return out
    # another GameView: what it reports as a record's check report writes it
    try:
        js = game.tricks_json()
    except Exception:  # noqa: BLE001 - a viewer degrades, it does not crash
        return out
    for tj in js:
        seq = tj.get("sequence")
        if seq:
            plays = [(_seat_of(s), _cards_of(c)) for s, c in seq]
        else:
            plays = [(_seat_of(s), _cards_of(c)) for s, c in tj.get("plays", {}).items()]
        out.append(TrickView(int(tj.get("number", len(out) + 1)), _seat_of(tj.get("leader")) or 0,
                             [(s, c) for s, c in plays if s is not None], _seat_of(tj.get("winner")),
                             None, [], list(tj.get("events", [])), int(tj.get("points", 0) or 0),
                             _cards_of(tj.get("attempted")) or ()))
    return out


@dataclass
class Moment:
    """What the viewer shows at one position."""
    index: int
    action: Action
    comment: str
    verdict: Verdict
    before: Any
    after: Any           # the same object as `before` for an illegal action
    events: list[Event]  # what this action caused (its trick's new events, then the engine's)
    trick: int | None    # number of the trick (round) the action belongs to

    @property
    def legal(self) -> bool:
        return self.verdict.ok


class Timeline:
    def __init__(self, record: Record, name: str = ""):
        self.record, self.name = record, name
        self.rules = record.ruleset
        self.family = self.rules.family
        self.names = list(record.players)
        game = new_game(self.rules, record.deal)
        self.initial = game.copy()
        self.moments: list[Moment] = []
        self.illegal_at: int | None = None
        self.trick_ends: list[int] = []      # positions where a trick (round) closes
        self.trick_first: dict[int, int] = {}  # trick number -> its first position
        self.trick_last: dict[int, int] = {}   # trick number -> its last position
        before = self.initial
        for i, line in enumerate(record.actions):
            # snapshots are never changed, so the state after one action is the state before the next
            v = game.check(line.action)
            if not v.ok:
                # a record names the seat: "p3 does not hold ♠3"
                v = replace(v, reason=in_record(v.reason) if v.reason else None)
                self.illegal_at = i
                self.moments.append(Moment(i, line.action, line.comment, v, before, before, [],
                                           self._trick_number(before, None, line.action)))
                break
            n_before = self._open_trick_events(before)
            ret = game.apply(line.action)
            after = game.copy()
            tno = self._trick_number(before, after, line.action)
            events = self._new_events(after, tno, n_before)
            events += [e for e in ret if e.id != "trick" and all(e is not x for x in events)]
            self.moments.append(Moment(i, line.action, line.comment, v, before, after, events, tno))
            if tno is not None:
                self.trick_first.setdefault(tno, i)
                self.trick_last[tno] = i
                if self._closed(after, tno):
                    self.trick_ends.append(i)
            before = after
        self.applied = len(self.moments) - (1 if self.illegal_at is not None else 0)
        self.unreplayed = len(record.actions) - len(self.moments)
        self._alts: dict[int, list[Action]] = {}
        self._notes: dict[int, list[Note]] = {}
        for n in record.notes:
            at = n.at
            if at == len(record.actions) and self.illegal_at is None and self.moments:
                at = len(self.moments) - 1  # a closing note, after the last action
            self._notes.setdefault(at, []).append(n)

    # ---------------------------------------------------------------- sizes
    @property
    def size(self) -> int:
        """How many positions there are (0 for a record without actions)."""
        return len(self.moments)

    @property
    def last(self) -> int:
        return max(0, self.size - 1)

    @property
    def start(self) -> int:
        """Where the viewer opens: the first illegal action, else the first action."""
        return self.illegal_at if self.illegal_at is not None else 0

    def clamp(self, pos: int) -> int:
        return min(max(0, pos), self.last)

    def moment(self, pos: int) -> Moment | None:
        return self.moments[self.clamp(pos)] if self.moments else None

    def state(self, pos: int) -> GameView:
        """The game as it stands at a position (after its action, or before an illegal one)."""
        m = self.moment(pos)
        return m.after if m else self.initial

    # ------------------------------------------------------------- tricks
    @staticmethod
    def _trick_number(before: GameView, after: GameView | None, action: Action) -> int | None:
        if before.phase != "play" and not (after is not None and _in_round(before, after)):
            return None
        cur = before.current
        if cur is not None:
            return cur.number
        views = trick_views(after if after is not None else before)
        if after is not None and views:
            # the round that grew with this action
            old = {t.number: len(t.plays) for t in trick_views(before)}
            for t in reversed(views):
                if len(t.plays) != old.get(t.number, 0):
                    return t.number
            return views[-1].number
        return (views[-1].number + (1 if views[-1].complete else 0)) if views else 1

    @staticmethod
    def _open_trick_events(g: GameView) -> int:
        cur = g.current
        return len(cur.events) if cur is not None else 0

    @staticmethod
    def _new_events(after: GameView, tno: int | None, n_before: int) -> list[Event]:
        if tno is None:
            return []
        if isinstance(after, TrickState):
            for t in reversed(after.tricks):
                if t.number == tno:
                    return list(t.events[n_before:])
        elif isinstance(after, ClimbState):
            for r in reversed(after.rounds):
                if r.number == tno:
                    return list(r.events[n_before:])
        return []

    @staticmethod
    def _closed(after: GameView, tno: int) -> bool:
        if isinstance(after, TrickState):
            return any(t.complete for t in after.tricks if t.number == tno)
        for t in trick_views(after):
            if t.number == tno:
                return t.complete
        return False

    def trick_of(self, pos: int) -> TrickView | None:
        """The trick the action at `pos` belongs to, as it stands after the action."""
        m = self.moment(pos)
        if m is None or m.trick is None:
            return None
        for t in trick_views(m.after):
            if t.number == m.trick:
                return t
        return None

    def last_trick(self, pos: int) -> TrickView | None:
        """The last completed trick before the one the action belongs to."""
        m = self.moment(pos)
        if m is None:
            return None
        done = [t for t in trick_views(m.after) if t.complete and (m.trick is None or t.number < m.trick)]
        return done[-1] if done else None

    def n_tricks(self) -> int:
        return len(self.trick_last)

    def next_trick(self, pos: int) -> int:
        """The next position where a trick closes, else the last position."""
        for e in self.trick_ends:
            if e > pos:
                return e
        return self.last

    def prev_trick(self, pos: int) -> int:
        """The previous position where a trick closes, else the first position."""
        for e in reversed(self.trick_ends):
            if e < pos:
                return e
        return 0

    def trick_position(self, number: int) -> int | None:
        """The position where trick `number` closes (or its last recorded action)."""
        return self.trick_last.get(number)

    # -------------------------------------------------------- explanations
    def alternatives(self, pos: int) -> list[Action]:
        """The engine's legal listing at this action, less the action played (lazy, cached)."""
        m = self.moment(pos)
        if m is None:
            return []
        if m.index not in self._alts:
            try:
                opts = m.before.copy().legal_actions()
            except Exception:  # noqa: BLE001 - a listing the engine cannot give is left out
                opts = []
            self._alts[m.index] = [a for a in opts if not same_action(a, m.action)][:ALT_LIMIT]
        return self._alts[m.index]

    def notes(self, pos: int) -> list[Note]:
        m = self.moment(pos)
        return self._notes.get(m.index, []) if m else []

    def _mistake_at(self, pos: int) -> bool:
        return any(n.source == "review" and n.verdict in ("mistake", "blunder") for n in self.notes(pos))

    def next_mistake(self, pos: int) -> int | None:
        """The next position after `pos` whose review notes mark a mistake (? or ??), or None."""
        return next((p for p in range(pos + 1, self.size) if self._mistake_at(p)), None)

    def prev_mistake(self, pos: int) -> int | None:
        return next((p for p in range(pos - 1, -1, -1) if self._mistake_at(p)), None)

    # --------------------------------------------------------------- points
    def sides(self, pos: int) -> dict[int, str]:
        """Each seat's side as known at this position: 'dealer' or 'defenders'."""
        g = self.state(pos)
        if not isinstance(g, TrickState) or g.dealer is None:  # the climbing games keep no points by side
            return {}
        return {s: g.side_of(s) for s in range(self.rules.players)}

    def points_series(self, pos: int) -> list[tuple[int, int, int]]:
        """(trick number, dealer side, defenders) cumulative card points per closed trick,
        with the sides as known at this position."""
        if self.family != "trick":
            return []
        sides = self.sides(pos)
        if not sides:
            return []
        out, d, f = [], 0, 0
        for t in trick_views(self.state(pos)):
            if t.winner is None:  # not complete
                continue
            if sides.get(t.winner) == "dealer":
                d += t.points
            else:
                f += t.points
            out.append((t.number, d, f))
        return out

    def points(self, pos: int) -> tuple[int, int] | None:
        """(dealer's side, defenders): the card points of the closed tricks, by the sides known at this
        position (TrickState.points_by_side); None before there is a dealer, and in the climbing games."""
        g = self.state(pos)
        if not isinstance(g, TrickState) or g.dealer is None:  # as sides(): no points by side yet, or ever
            return None
        return g.points_by_side()

    def result(self, pos: int) -> Settlement | None:
        g = self.state(pos)
        return g.result if g.over else None


def _in_round(before: Any, after: Any) -> bool:
    """Climbing games: did this action add to a round?"""
    b, a = trick_views(before), trick_views(after)
    return sum(len(t.plays) for t in a) != sum(len(t.plays) for t in b)


def same_action(a: Action, b: Action) -> bool:
    if type(a) is not type(b) or a.seat != b.seat:
        return False
    ca, cb = getattr(a, "cards", None), getattr(b, "cards", None)
    if ca is not None and cb is not None:
        return Counter(ca) == Counter(cb)
    return a == b


def deck_points(rules: Any) -> int:
    """The card points in the variant's deck (the chart's scale)."""
    from ..rules.deal import full_deck
    return sum(c.points * n for c, n in full_deck(rules).items())
