"""Benchmark of hotseat bot play: bot hands per second, per variant.

    python benchmarks/bench_play.py [HANDS]

Plays HANDS hands (default 40) per variant (the four trick-taking ones, duxiao
and xuan) with the bot in every seat, through the match model (session.bot_hand: deal, carry-over,
every action checked and applied, the bot's reason rendered), without I/O.
Then the same with the autosave after every action (save.save: record text,
temporary file, fsync, rename), which is what a hotseat game costs.
Last, the full-screen table: building the moment (presenter.table_state) and
laying it out at 80×24 (layout.compose), what every redraw costs.
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hwtutor.play import save  # noqa: E402
from hwtutor.play.session import SUPPORTED, Match, bot_hand  # noqa: E402
from hwtutor.rules.variants import VARIANTS  # noqa: E402


def run(variant: str, hands: int, path: Path | None = None) -> tuple[float, int]:
    n = VARIANTS[variant].players
    m = Match(variant, None, set(range(n)), seed=2024)
    actions = 0
    t0 = time.perf_counter()
    for k in range(hands):
        if m.over:
            m = Match(variant, None, set(range(n)), seed=2024 + k)
        m.new_hand()
        if path is None:
            actions += bot_hand(m)
        else:
            while not m.game.over:
                seat, kind = m.turn()  # xuan: a declaration question, answered or declined
                a, why = m.bot_action(seat)
                if kind is not None and (a is None or getattr(a, "kind", None) != kind):
                    m.decline(kind, seat)
                    save.save(m, path)
                    continue
                if m.xuan and m.game.phase == "declare" and kind is None and (a is None or a.verb != "play"):
                    a = next(x for x in m.game.legal_actions() if x.verb == "play")
                m.apply(a)
                save.save(m, path)
                actions += 1
    return time.perf_counter() - t0, actions


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    total_t = total_h = 0.0
    print(f"bot self-play, {hands} hands per variant (no I/O)")
    for v in SUPPORTED:
        t, a = run(v, hands)
        total_t += t
        total_h += hands
        print(f"  {v:<11} {hands / t:7.2f} hands/s  {a / t:8.0f} actions/s  ({a / hands:.0f} actions a hand)")
    print(f"  {'all':<11} {total_h / total_t:7.2f} hands/s")
    with tempfile.TemporaryDirectory() as d:
        k = max(2, hands // 10)
        print(f"with the autosave after every action, {k} hands per variant")
        for v in SUPPORTED:
            t, a = run(v, k, Path(d) / f"{v}.hongwu.toml")
            print(f"  {v:<11} {k / t:7.2f} hands/s  {1000 * t / a:6.2f} ms an action")
    main_screen()


def screen_cost(variant: str, folder: Path, frames: int = 200) -> tuple[float, float]:
    """ms to build the table of a moment, and to lay it out at 80×24, averaged over `frames` moments."""
    from hwtutor.play.layout import compose
    from hwtutor.play.presenters import presenter_for
    from hwtutor.play.screen import FullView

    n = VARIANTS[variant].players
    m = Match(variant, None, set(range(1, n)), seed=7)
    m.new_hand()
    view = FullView()
    p = presenter_for(m, view, folder / f"{variant}.hongwu.toml", None, "en")  # it autosaves as it plays
    build = lay = 0.0
    done = 0
    while done < frames and not m.game.over:
        seat, kind = m.turn()
        t0 = time.perf_counter()
        p.screen(seat, kind) if m.family == "climb" else p.screen(seat)
        t1 = time.perf_counter()
        compose(view.screen, 80, 22)
        t2 = time.perf_counter()
        build, lay, done = build + t1 - t0, lay + t2 - t1, done + 1
        if m.is_bot(seat):
            p.bot_turn(seat, kind)
        else:
            a, _ = m.bot_action(seat)
            if kind is not None and (a is None or getattr(a, "kind", None) != kind):
                m.decline(kind, seat)
                continue
            if m.xuan and m.game.phase == "declare" and (a is None or a.verb != "play"):
                a = next(x for x in m.game.legal_actions() if x.verb == "play")
            p.apply(a)
    return 1000 * build / done, 1000 * lay / done


def main_screen() -> None:
    print("full-screen table: ms a redraw (table of the moment / layout at 80x24)")
    with tempfile.TemporaryDirectory() as d:
        costs = {v: screen_cost(v, Path(d)) for v in SUPPORTED}
    for v, (b, lay) in costs.items():
        print(f"  {v:<11} {b:6.2f} ms / {lay:5.2f} ms")


if __name__ == "__main__":
    main()
