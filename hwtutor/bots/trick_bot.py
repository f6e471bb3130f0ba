"""A heuristic bot for the trick-taking variants (zhejiang-2/3, jiande, taihu).

`choose(game, rng) -> (action, reason)`: pure, no I/O. It picks among
`game.legal_actions()` (the burial, which that listing offers only a few ways,
is built here and confirmed with `game.can`, falling back to the listing), so
every choice is legal. `reason` is a `Msg` of the catalog (keys `bot.*`).

The bot sees only what its seat may know: its own hand, the cards played so
far, its own burial when it is the dealer, and which players have shown
themselves void in a suit. It never looks at another hand.

This module dispatches by phase: the choices before the play are in
trick_contract.py (on hand_strength.py's measure), the card play in
trick_play.py (on trick_reading.py's reading of the play).
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import overload

from ..rules.actions import Action, Play
from ..rules.cards import H5
from ..rules.deal import Deal
from ..rules.game import Game
from ..rules.messages import Msg
from ..rules.messages import msg_fresh as msg
from ..rules.trick.game import TrickGame
from ..rules.variants import RuleSet
from .claims import truthful
from .trick_contract import choose_bid, choose_burial, choose_call, choose_show, choose_trump
from .trick_play import choose_play
from .trick_reading import TrickReading

RISK = 0.12                # chance of trying a throw with one doubtful single


def choose(game: Game, rng: random.Random | None = None, risk: float = RISK) -> tuple[Action, Msg]:
    """The bot's action for the seat to act, and why: every claim of the reason true from the seat's
    knowledge (claims.py; the same action as `decide`)."""
    a, why = decide(game, rng, risk)
    return a, truthful(game, a, why)


def decide(game: Game, rng: random.Random | None = None, risk: float = RISK) -> tuple[Action, Msg]:
    """The bot's action for the seat to act, and its rule of thumb (unchecked: playouts read no reason)."""
    rng = rng or random.Random(0)
    if not isinstance(game, TrickGame):
        raise ValueError("trick_bot plays only the trick-taking variants")
    seat = game.to_act
    if game.over or seat is None:
        raise ValueError("the hand is over")
    phase = game.phase
    cands = game.legal_actions()
    if not cands:
        raise RuntimeError(f"no legal action in phase {phase}")
    if phase == "bury":
        return choose_burial(game, seat, cands)
    if phase == "show":
        return choose_show(game, seat, cands)
    if len(cands) == 1:
        return cands[0], msg("bot.only")
    if phase == "bid":
        return choose_bid(game, seat, cands)
    if phase == "trump":
        return choose_trump(game, seat, cands)
    if phase == "call":
        return choose_call(game, cands, rng)
    plays = [a for a in cands if isinstance(a, Play)]
    return choose_play(TrickReading(game), avoid_rotten(game, plays), rng, risk)


def rots(g: TrickGame, a: Play) -> bool:
    """Taihu: does this play make a heart 5 rotten (R-33: played to a trick not led in trump; R-32: led)?"""
    if not g.rules.rotten_red5 or H5 not in a.cards:
        return False
    trick = g.known_trick
    if not trick.plays:
        return bool(g.rules.opt("forced_red5_rotten"))
    return trick.led_suit != "T"


def avoid_rotten(g: TrickGame, cands: list[Play]) -> list[Play]:
    """The plays that rot no heart 5, when there is any (a rotten five costs levels at the settlement)."""
    safe = [a for a in cands if not rots(g, a)]
    return safe or cands


class Reasons(Sequence[Msg]):
    """The reasons of a hand the bots played, each made true from its seat's knowledge (claims.py) when
    first read: rereading a claim samples deals (tens of milliseconds), and self-play mostly reads none.
    Reading any of them replays the hand once from its deal and rereads every reason."""

    def __init__(self, rules: RuleSet, deal: Deal, actions: list[Action], raw: list[Msg]):
        self._rules, self._deal, self._actions, self._raw = rules, deal, actions, raw
        self._told: list[Msg] | None = None

    def _all(self) -> list[Msg]:
        if self._told is None:
            from ..rules.game import new_trick_game
            g = new_trick_game(self._rules, self._deal)
            told: list[Msg] = []
            for a, why in zip(self._actions, self._raw):
                told.append(truthful(g, a, why))
                g.apply(a)
            self._told = told
        return self._told

    def __len__(self) -> int:
        return len(self._raw)

    @overload
    def __getitem__(self, i: int) -> Msg: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Msg]: ...
    def __getitem__(self, i: int | slice) -> Msg | Sequence[Msg]:
        return self._all()[i]


def play_hand(rules: RuleSet, deal: Deal, rng: random.Random,
              max_actions: int = 3000) -> tuple[list[Action], Reasons, TrickGame]:
    """Four bots play one hand from `deal`; return (actions, reasons, game). The actions are `choose`'s;
    the reasons are made true when read (`Reasons`)."""
    from ..rules.game import new_trick_game
    g = new_trick_game(rules, deal)
    actions: list[Action] = []
    raw: list[Msg] = []
    while not g.over and len(actions) < max_actions:
        a, why = decide(g, rng)
        g.apply(a)
        actions.append(a)
        raw.append(why)
    return actions, Reasons(rules, deal, actions, raw), g


__all__ = ["RISK", "Reasons", "avoid_rotten", "choose", "decide", "play_hand", "rots"]
