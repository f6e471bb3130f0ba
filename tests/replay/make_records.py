"""Regenerate the replay test records in tests/replay/records/ (deterministic).

    python tests/replay/make_records.py

Each record is a random legal hand (`selfplay.random_hand`) from a fixed seed,
chosen so that the hand shows the events the viewer must explain; a few are
edited afterwards (author notes, an illegal action, hostile text).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hwtutor.replay.record import ActionLine, Note, Record
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.actions import Play
from hwtutor.rules.game import new_game
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS

OUT = Path(__file__).parent / "records"
NAMES = ["Ann", "Bo", "Cy", "Di"]


def events_of(game) -> set[str]:
    out = {e for t in game.tricks_json() for e in t["events"]}
    if game.result:
        out |= set(game.result.to_json().get("events", []))
    return out


def find(variant: str, want: set[str], min_actions: int = 0, start: int = 0):
    rs = VARIANTS[variant]
    for seed in range(start, start + 500):
        deal, actions, game = random_hand(rs, random.Random(seed))
        if want <= events_of(game) and len(actions) >= min_actions:
            return seed, Record(variant, NAMES[:rs.players], deal, [ActionLine(a) for a in actions],
                                meta={"source": f"selfplay seed {seed}"})
    raise SystemExit(f"no seed for {variant} {want}")


def first_play(rec: Record, pred) -> int:
    g = new_game(rec.ruleset, rec.deal)
    for i, line in enumerate(rec.actions):
        if isinstance(line.action, Play) and pred(g, line.action):
            return i
        g.apply(line.action)
    raise SystemExit("no such play")


def main() -> None:
    OUT.mkdir(exist_ok=True)
    recs: dict[str, Record] = {}
    _, recs["gen-zhejiang-2"] = find("zhejiang-2", {"ruff", "throw-failed"})
    _, recs["gen-zhejiang-3"] = find("zhejiang-3", {"ruff"})
    _, recs["gen-jiande"] = find("jiande", {"ruff"})
    _, recs["gen-taihu"] = find("taihu", {"friend-revealed", "red5-rotten"})
    _, recs["gen-duxiao"] = find("duxiao", {"out"}, min_actions=12)
    _, recs["gen-xuan"] = find("xuan", set(), min_actions=12)

    # annotated: inline commentary and [[notes]] (one closing note after the last action)
    _, ann = find("zhejiang-2", {"red5-captured"}, start=40)
    lead = first_play(ann, lambda g, a: not g.current.plays)
    ann.actions[lead].comment = "opening lead: keep the trumps"
    ann.notes = [Note(lead, {"en": "A calm start.", "zh": "稳健的开局。"}, "good"),
                 Note(lead + 5, {"en": "Better to keep the ace.", "zh": "应该留着A。"}, "mistake",
                      ["p1 play SA"]),
                 Note(len(ann.actions), {"en": "The dealer's plan worked out.", "zh": "庄家的计划成功了。"})]
    recs["gen-annotated"] = ann

    # illegal: the same hand as zhejiang-2, cut at a follow that breaks follow-suit
    _, bad = find("zhejiang-2", {"ruff"}, start=7)
    g = new_game(bad.ruleset, bad.deal)
    for i, line in enumerate(bad.actions):
        a = line.action
        if isinstance(a, Play) and g.current.plays and i > 30:
            led = g.current.led_suit
            hand = g.hands[a.seat]
            off = [c for c in hand if hand[c] and g.order.esuit(c) != led]
            if any(g.order.esuit(c) == led for c in hand if hand[c]) and len(off) >= len(a.cards):
                wrong = Play(a.seat, tuple(off[:len(a.cards)]))
                if g.check(wrong).rule == "follow-suit":
                    bad.actions = bad.actions[:i] + [ActionLine(wrong, "a careless discard")] + bad.actions[i + 1:]
                    break
        g.apply(a)
    recs["gen-illegal"] = bad

    # hostile text: names, notes and commentary with rich markup, ANSI and control characters
    _, evil = find("taihu", {"friend-revealed"}, start=100)
    evil.players = ["[red]Ann[/]", "\x1b[31mBo\x1b[0m", "Cy\x07\x08\r", "[bold]Di\u202e[/bold]"]
    evil.actions[0].comment = "[blink]look[/blink] \x1b]0;pwned\x07 \x1b[2J"
    evil.notes = [Note(0, {"en": "[link=http://x]click[/link] \x1b[5mflash\x1b[0m \x9b31m",
                           "zh": "[red]红[/red]\x1b[31m字\x00"}, "blunder", ["[i]p1[/i] play \x1b[1mSA"])]
    evil.meta = {"event": "\x1b[31m[red]evil[/red]"}
    recs["gen-hostile"] = evil

    for name, rec in recs.items():
        (OUT / f"{name}.hongwu.toml").write_text(write_record(rec), encoding="utf-8")
        print(name, len(rec.actions))


if __name__ == "__main__":
    main()
