"""Helpers for the hotseat tests: a console that records, prompt-toolkit pipe
input, and scripts of keyboard input computed from a simulation of the match.

Everything random in a match comes from its seed (deals, and the bots' choices
keyed by hand and action count), so a simulation with the same seed predicts
every bot action, and the keystrokes of the human seats can be written in
advance and fed through `create_pipe_input()`.
"""
from __future__ import annotations

import io
from dataclasses import dataclass, field

from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console

from hwtutor.bots.trick_bot import choose
from hwtutor.play.presenter import Presenter, needs_handover
from hwtutor.play.session import Match
from hwtutor.play.view import CLEAR, View
from hwtutor.rules.actions import Bid, Bury, Call, ChooseTrump, Pass, Play, Show
from hwtutor.rules.cards import fmt


def console() -> tuple[Console, io.StringIO]:
    buf = io.StringIO()
    return Console(file=buf, width=120, color_system=None, highlight=False), buf


def typed(a, style: int = 0) -> str:
    """What a player types for action `a` (no verb; several notations)."""
    if isinstance(a, Bid):
        return str(a.amount) if style % 2 == 0 else f"bid {a.amount}"
    if isinstance(a, Pass):
        return "pass" if style % 2 == 0 else "过"
    if isinstance(a, ChooseTrump):
        return a.suit if style % 2 == 0 else {"S": "♠", "H": "红桃", "C": "c", "D": "方块"}[a.suit]
    if isinstance(a, Show):
        return fmt(a.cards) if a.cards else "none"
    if isinstance(a, Call):
        return a.card.code
    if isinstance(a, Bury):
        return fmt(a.cards)
    if isinstance(a, Play):
        return fmt(a.cards) if style % 3 else fmt(a.cards, "glyph")  # ♠A♠A written together, or SA SA
    raise TypeError(a)


def illegal_for(m: Match):
    """A play by the seat to act that the engine refuses with a rule of its own (not turn/not-in-hand)."""
    g = m.game
    seat = g.to_act
    hand = [c for c, n in g.hands[seat].items() for _ in range(n)]
    cur = g.current
    if cur is not None and cur.plays:
        need = sum(c.size for c in cur.lead)
        for k in (need + 1, need - 1):
            if 0 < k <= len(hand):
                a = Play(seat, tuple(hand[:k]))
                v = g.check(a)
                if not v.ok:
                    return a, v
        return None
    by_suit = {}
    for c in hand:
        by_suit.setdefault(g.order.esuit(c), c)
    if len(by_suit) >= 2:
        a = Play(seat, tuple(list(by_suit.values())[:2]))
        v = g.check(a)
        if not v.ok:
            return a, v
    return None


@dataclass
class Script:
    lines: list[str] = field(default_factory=list)
    actions: list[list[str]] = field(default_factory=list)  # per hand, the record text of every action
    probes: list[dict] = field(default_factory=list)        # what was probed, to look for in the output
    handovers: list[tuple[int, int]] = field(default_factory=list)  # (previous human, next human)
    undos: list[int] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(line + "\n" for line in self.lines)


def simulate(variant: str, bots: set[int], seed: int, hands: int = 1, names=None, probe: bool = True,
             undo: bool = True, handover_undo: bool = False, chooser=choose) -> Script:
    """The keystrokes that play `hands` hands with the bot's choices for the humans too.

    probe: at the first human lead and follow of the play, type an illegal play, `why` it,
    `hint`, `why` the real play, `last`, then the play. undo: at a human's second play turn
    reached through bots only, `undo` and type the previous play again. handover_undo: at the
    first hand-over between two humans during play, the previous human types `undo` there
    and plays again.
    """
    m = Match(variant, names, bots, seed=seed, chooser=chooser)
    m.new_hand()
    s = Script(actions=[[]])
    prev = None
    probed = set()
    undone = handover_done = False
    plays_by: dict[int, int] = {}
    step = 0
    while True:
        if m.hand_over:
            if m.hand_no >= hands or m.over:
                break
            s.lines.append("")  # Enter: next hand
            m.new_hand()
            s.actions.append([])
            prev = None
            continue
        seat = m.game.to_act
        if m.is_bot(seat):
            a, _ = m.bot_action()
            m.apply(a)
            s.actions[-1].append(str(a))
            continue
        g = m.game
        if needs_handover(m.humans, prev, seat):
            if (handover_undo and not handover_done and prev is not None and g.phase == "play"
                    and m.undo_point(prev) is not None):
                handover_done = True
                k = m.undo_point(prev)
                redo = [ln.action for ln in m.lines[k:]]
                s.lines.append("undo")
                s.undos.append(prev)
                m.undo(prev)
                del s.actions[-1][k:]
                # the previous human plays the same again; the bots after it choose the same
                for a in redo:
                    if not m.is_bot(a.seat):
                        s.lines.append(typed(a))
                    m.apply(a)
                    s.actions[-1].append(str(a))
            s.handovers.append((prev, seat))
            s.lines.append("")  # Enter at the hand-over screen
        prev = seat
        if g.phase == "play":
            kind = "lead" if not g.current.plays else "follow"
            plays_by[seat] = plays_by.get(seat, 0) + 1
            if (undo and not undone and plays_by[seat] == 2 and m.undo_point(seat) is not None
                    and len(m.humans) == 1):
                undone = True
                k = m.undo_point(seat)
                redo = [ln.action for ln in m.lines[k:]]
                s.lines.append("undo")
                s.undos.append(seat)
                m.undo(seat)
                del s.actions[-1][k:]
                for a in redo:
                    if not m.is_bot(a.seat):
                        s.lines.append(typed(a))
                    m.apply(a)
                    s.actions[-1].append(str(a))
            if probe and kind not in probed:
                bad = illegal_for(m)
                if bad is not None:
                    probed.add(kind)
                    a, v = bad
                    legal_a, _ = chooser(g.copy(), m.bot_rng())
                    s.probes.append({"kind": kind, "seat": seat, "illegal": a, "verdict": v, "legal": legal_a})
                    s.lines += [fmt(a.cards), "why " + fmt(a.cards), "hint", "why " + fmt(legal_a.cards), "last"]
        a, _ = chooser(g.copy(), m.bot_rng())
        s.lines.append(typed(a, step))
        step += 1
        m.apply(a)
        s.actions[-1].append(str(a))
    return s


def run_with_input(text: str, fn, close: bool = True):
    """Run fn() with `text` typed on prompt-toolkit's input (EOF after it when close)."""
    with create_pipe_input() as inp:
        inp.send_text(text)
        if close:
            inp.close()
        with create_app_session(input=inp, output=DummyOutput()):
            return fn()


def play_script(variant: str, bots: set[int], seed: int, script: Script, path, hands: int = 1, lang: str = "en",
                names=None, ledger=None, chooser=choose) -> tuple[Match, str]:
    m = Match(variant, names, bots, seed=seed, chooser=chooser, lang=lang)
    m.new_hand()
    con, buf = console()
    p = Presenter(m, View(con), path, ledger, lang, max_hands=hands)
    rc = run_with_input(script.text, p.run)
    assert rc == 0
    return m, buf.getvalue()


def screens(out: str) -> list[str]:
    """The output split at every screen clear."""
    return out.split(CLEAR)
