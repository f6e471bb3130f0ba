"""Rendering lessons, positions and feedback with rich (the view; no game logic).

Cards are shown with suit glyphs, hearts and diamonds in red; a hand is shown
grouped by effective suit, trumps first, in the order of the hand's trump.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from ..cardstyle import card_label, rich_style
from ..rules.cards import Card
from ..rules.cards import cards as parse_cards
from ..rules.messages import Msg, Seat, msg, render, term
from ..rules.seats import seat_code
from ..textsafe import clean

if TYPE_CHECKING:
    from ..rules.trick.state import TrickState

def colon(lang: str) -> str:
    """A label's colon: full-width after Chinese."""
    return "：" if lang == "zh" else ": "


def paren(text: str, lang: str) -> str:
    """ (text) in English, （text） in Chinese."""
    return f"（{text}）" if lang == "zh" else f" ({text})"


def comma(lang: str) -> str:
    return "、" if lang == "zh" else ", "


def t(key: str, lang: str, **params) -> str:
    return render(msg(key, **params), lang)


def card_text(c: Card, lang: str = "zh") -> Text:
    """One card in the one card style (hwtutor/cardstyle.py): suit glyph and rank; jokers 大王/小王 in
    Chinese, BJ/LJ in English."""
    return Text(card_label(c, lang), style=rich_style(c))


def cards_text(cs: Iterable[Card], sep: str = " ", lang: str = "zh") -> Text:
    out = Text()
    prev: Card | None = None
    for c in cs:
        if prev is not None:
            # jokers by name need a space even in a run of glyphs
            out.append(sep or (" " if lang == "en" and (c.is_joker or prev.is_joker) else ""))
        out.append_text(card_text(c, lang))
        prev = c
    return out


def example_text(spec: str, order=None, lang: str = "zh") -> Text:
    cs = parse_cards(spec)
    return cards_text(cs, lang=lang)


def hand_text(hand, order, lang: str) -> Text:
    """A hand grouped by effective suit: trumps first, then ♠ ♥ ♣ ♦, high to low."""
    cs = [c for c, n in hand.items() for _ in range(n)]
    out = Text()
    if order is None:
        groups: dict[str, list[Card]] = {}
        for c in sorted(cs, key=lambda c: (c.suit, -c.rank)):
            groups.setdefault("J" if c.is_joker else c.suit, []).append(c)
        keys = [k for k in "JSHCD" if k in groups]
    else:
        groups = {}
        for c in order.sort(cs):
            groups.setdefault(order.esuit(c), []).append(c)
        keys = [k for k in "TSHCD" if k in groups]
    for i, k in enumerate(keys):
        if i:
            out.append("  │  ", style="dim")
        label = {"T": term_text("suit.T", lang), "J": ""}.get(k, "")
        if label:
            out.append(label + " ", style="bold")
        out.append_text(cards_text(groups[k], lang=lang))
    return out


def term_text(tid: str, lang: str) -> str:
    from ..rules import catalog
    return catalog.TERMS[tid][lang]


def seat_label(seat: int, learner: int | None, lang: str) -> str:
    s = seat_code(seat)
    return f"{s}{paren(t('ui.you', lang), lang)}" if seat == learner else s


def showing_lines(game: TrickState, lang: str) -> list[Text]:
    """Taihu: each player's level and what each showed."""
    out = []
    if game.deal.levels:
        out.append(Text(t("ui.levels", lang) + colon(lang) + "  ".join(
            f"{seat_code(i)} {lv}" for i, lv in enumerate(game.deal.levels))))
    shows = game.shows
    if shows:
        line = Text(t("ui.shown", lang) + colon(lang))
        for k, s in enumerate(game.show_order):
            line.append(("  " if k else "") + f"{seat_code(s)} ")
            line.append_text(cards_text(shows[s], sep="", lang=lang) if shows[s] else Text("—", style="dim"))
        out.append(line)
    return out


def header_text(game: TrickState, lang: str, dealer: bool = True) -> Text:
    rs = game.rules
    parts = [rs.name_zh if lang == "zh" else rs.name_en]
    if not dealer:
        return Text(parts[0], style="bold cyan")
    if game.trump:
        from ..rules.cards import GLYPH
        parts.append(f"{t('ui.trump', lang)} {GLYPH[game.trump]}")
        parts.append(f"{t('ui.level', lang)} {_level_name(game)}")
    if game.dealer is not None:
        d = f"{t('ui.dealer', lang)} {seat_code(game.dealer)}"
        if rs.contract == "bid" and game.bid is not None:
            d += f" · {t('ui.bid', lang)} {game.bid}"
        parts.append(d)
    if game.called is not None:
        c = f"{t('ui.called', lang)} {card_label(game.called, lang)}"
        if game.solo:
            c += paren(t('ui.solo', lang), lang)
        elif game.friend is not None:
            c += paren(f"{t('ui.friend', lang)} {seat_code(game.friend)}", lang)
        parts.append(c)
    return Text(" · ".join(parts), style="bold cyan")


def _level_name(game: TrickState) -> str:
    lv = game.level
    return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(lv, str(lv))


def trick_text(game, trick, learner: int | None, lang: str, reveal: bool) -> Text:
    out = Text(t("ui.trick", lang, n=trick.number) + colon(lang), style="bold")
    n = game.rules.players
    played = dict(trick.plays)
    for i in range(n):
        s = (trick.leader + i) % n
        if i:
            out.append("   ")
        out.append(seat_label(s, learner, lang) + " ")
        if s in played:
            out.append_text(cards_text(played[s], sep="", lang=lang))
            if i == 0:
                out.append(paren(t('ui.lead', lang), lang), style="dim")
        else:
            out.append("…", style="dim")
    if reveal and trick.complete and trick.why is not None:
        out.append("\n  → " + render(trick.why, lang))
    return out


def position_lines(game, learner: int | None, lang: str, show: str, hide_trick: bool = False,
                   hide_dealer: bool = False) -> list[Text]:
    """What a learner sees of a position: the table, their hand, the trick (or the finished hand)."""
    if game.rules.family == "climb":
        return climb_lines(game, learner, lang, show, hide_trick)
    if hide_dealer:  # who is dealer is the question: the players' levels and shows only
        return [header_text(game, lang, dealer=False)] + showing_lines(game, lang)
    lines: list[Text] = [header_text(game, lang)]
    if show == "none":
        return lines
    over = game.over
    if over and game.result is not None and game.tricks:
        lines += finished_lines(game, lang)
        return lines
    if game.phase in ("bid", "show", "trump", "bury", "call"):
        lines.append(Text(t("ui.phase", lang, phase=term("phase." + game.phase),
                            seat=Seat(game.to_act)) if game.to_act is not None else ""))
        if game.phase == "show" and game.deal.levels:
            lines.append(Text(t("ui.levels", lang) + colon(lang) + "  ".join(
                f"{seat_code(i)} {lv}" for i, lv in enumerate(game.deal.levels))))
    trick = shown_trick(game)
    if trick is not None:
        lines.append(trick_text(game, trick, learner, lang, reveal=not hide_trick))
    if learner is not None and game.phase != "done":
        label = t("ui.hand", lang) if learner == game.to_act or game.to_act is None else \
            t("ui.hand-of", lang, seat=Seat(learner))
        lines.append(Text(label + colon(lang), style="bold")
                     .append_text(hand_text(game.hands[learner], game.order, lang)))
    return lines


# ------------------------------------------------------------------ climbing games (duxiao, xuan)
def climb_header(game, lang: str) -> Text:
    rs = game.rules
    parts = [rs.name_zh if lang == "zh" else rs.name_en]
    if not game.xuan:
        if game.contract is not None:
            parts.append(f"{t('ui.dealer', lang)} {seat_code(game.dealer)} · "
                         f"{term_text('decl.' + game.contract, lang)}")
    elif game.calls:
        from ..rules.climb.declare_xuan import multiplier
        calls = comma(lang).join(f"{seat_code(s)} {term_text('xuan.' + k, lang)}" for k, s in game.calls.items())
        parts.append(f"{calls} · ×{multiplier(game)}")
    return Text(" · ".join(parts), style="bold cyan")


def round_text(game, r, learner: int | None, lang: str) -> Text:
    out = Text(t("ui.round", lang, n=r.number) + colon(lang), style="bold")
    for i, (s, cs) in enumerate(r.seq):
        if i:
            out.append("  ")
        out.append(seat_label(s, learner, lang) + " ")
        if cs is None:
            out.append(t("ui.pass", lang), style="dim")
        else:
            out.append_text(cards_text(cs, sep="", lang=lang))
    if not r.seq:
        out.append(t("ui.round-lead", lang, seat=Seat(r.leader)), style="dim")
    return out


def climb_lines(game, learner: int | None, lang: str, show: str, hide_trick: bool = False) -> list[Text]:
    """A climbing position: the header, the declarations' moment, the round so far, the card counts
    (xuan hides counts of 3 or more, R-52), the learner's hand (high to low); a finished hand's order out."""
    lines: list[Text] = [climb_header(game, lang)]
    if show == "none":
        return lines
    if game.phase == "declare" and game.xuan and learner is not None and learner != game.to_act:
        # xuan: while the declarations are open any seat may declare; name the seat the question is about
        lines.append(Text(t("ui.phase-open", lang, phase=term("phase.declare"), seat=Seat(learner))))
    elif game.phase == "declare" and game.to_act is not None:
        lines.append(Text(t("ui.phase", lang, phase=term("phase.declare"), seat=Seat(game.to_act))))
    r = game.rounds[-1] if game.rounds else None
    if r is not None and (r.seq or not r.closed) and not (hide_trick and game.over):
        lines.append(round_text(game, r, learner, lang))
    counts = []
    for s in range(game.rules.players):
        n = game.visible_count(s, learner)
        counts.append(f"{seat_label(s, learner, lang)} {term_text('ui.count-hidden', lang) if n is None else n}")
    lines.append(Text(t("ui.counts", lang) + colon(lang) + "  ".join(counts)))
    if game.out:
        lines.append(Text(t("ui.order-out", lang) + colon(lang) + comma(lang).join(seat_code(s) for s in game.out)))
    if learner is not None and game.phase != "done":
        own = learner == game.to_act or game.to_act is None or (game.xuan and game.phase == "declare")
        label = t("ui.hand", lang) if own else t("ui.hand-of", lang, seat=Seat(learner))
        cs = list(reversed(game.order.sort(game.hands[learner].elements())))
        lines.append(Text(label + colon(lang), style="bold").append_text(cards_text(cs, lang=lang)))
    return lines


def shown_trick(game):
    """The trick in progress if it has plays, else the last complete one."""
    cur = game.current
    if cur is not None and cur.plays:
        return cur
    done = [tr for tr in game.tricks if tr.complete]
    return done[-1] if done else None


# the events that make a trick worth showing card by card in a finished hand (issue 22: a lesson step fits 24 rows)
NOTABLE = ("red5-captured", "red5-rotten", "throw-failed", "friend-revealed")


def finished_lines(game: TrickState, lang: str) -> list[Text]:
    """A finished hand in a few lines: the tricks that tell a story (a captured or rotten heart 5, a failed
    throw, the friend revealed) and the last trick card by card, every other trick with points as its number
    and points, by side (★ the dealer's side, · the defenders)."""
    side = set([game.dealer] + ([game.friend] if game.friend is not None and not game.solo else []))
    lines = []
    last = game.tricks[-1]
    rest: dict[bool, list[str]] = {True: [], False: []}
    silent = False
    for tr in game.tricks:
        mine = tr.winner in side
        if tr is not last and not any(e.id in NOTABLE for e in tr.events):
            if tr.points:
                rest[mine].append(t("ui.trick-points", lang, n=tr.number, points=tr.points))
            else:
                silent = True
            continue
        lines.append(_trick_line(tr, "★" if mine else "·", lang))
    for mine, key in ((True, "ui.side-tricks.dealer"), (False, "ui.side-tricks.defenders")):
        if rest[mine]:
            lines.append(Text(f" {'★' if mine else '·'} " + t(key, lang, tricks=comma(lang).join(rest[mine]))))
    if silent:
        lines.append(Text("   " + t("ui.no-point-tricks", lang), style="dim"))
    lines.append(Text(t("ui.last-trick", lang, seat=Seat(last.taker))))
    lines.append(Text(t("ui.bottom", lang) + colon(lang)).append_text(cards_text(game.bottom, lang=lang)))
    if game.deal.levels:  # Taihu: each player's level before the hand
        lines.append(Text(t("ui.levels-before", lang) + colon(lang) + "  ".join(
            f"{seat_code(i)} {lv}" for i, lv in enumerate(game.deal.levels))))
    return lines


def _trick_line(tr, mark: str, lang: str) -> Text:
    extra = [_term_event(e.id, lang) for e in tr.events if e.id in NOTABLE + ("ruff",)]
    line = Text(f" {mark} ")
    line.append(t("ui.trick-line", lang, n=tr.number, seat=Seat(tr.winner), points=tr.points,
                  extra=(" — " + comma(lang).join(dict.fromkeys(extra))) if extra else ""))
    for k, (s, cs) in enumerate(tr.plays):  # each card labelled with its seat
        line.append("   " if k == 0 else "  ")
        line.append(f"{seat_code(s)} ", style="dim")
        line.append_text(cards_text(cs, sep="", lang=lang))
    return line


def _term_event(eid: str, lang: str) -> str:
    """A trick's notable event in a word (`event.*`, rules/catalog_events.py: the replay's word too)."""
    return term_text("event." + eid, lang)


def demo_lines(demos, lang: str) -> list[Text]:
    out = []
    for d in demos:
        line = Text("  " + t("ui.demo", lang, action=d.action) + ("" if lang == "zh" else " "), style="italic")
        if d.verdict.ok:
            line.append(t("ui.demo-legal", lang), style="green")
            out.append(line)
            for e in d.events:
                if e.id in ("bottom-taken",):
                    continue
                out.append(Text("    " + e.message(lang)))
        else:
            line.append(t("ui.demo-illegal", lang, rule=d.verdict.rule, reason=d.verdict.reason), style="yellow")
            out.append(line)
    return out


def event_lines(events, lang: str) -> list[Text]:
    return [Text("  " + e.message(lang)) for e in events if e.id != "bottom-taken"]


def feedback_lines(fb, lang: str) -> list[Text]:
    lines = fb.lines(lang)
    if not lines:
        return []
    if fb.invalid is not None:  # it may quote what was typed: never raw control codes
        return [Text(clean(lines[0]), style="yellow")]
    out = [Text(lines[0], style="bold green" if fb.correct else "bold red")]
    out += [Text("  " + clean(x)) for x in lines[1:]]
    return out


_SENTENCE_END = re.compile(r"(?:[.!?]\s+|[。！？]|\n)")
_ASIDE = re.compile(r"\s*[(（][^()（）]*[)）]$")


def split_question(text: str) -> tuple[str, str | None]:
    """A step text that ends with its question: (the text before it, the question), so the question is asked
    once, after the position; (text, None) when the text does not end with a question."""
    t = text.rstrip()
    aside = _ASIDE.search(t)  # "…? (a remark)": the remark goes with the question
    core = t[:aside.start()] if aside else t
    if not core.endswith(("?", "？")):
        return text, None
    ends = [0] + [m.end() for m in _SENTENCE_END.finditer(core[:-1])]
    k = len(ends) - 1
    while k > 0 and t[:ends[k]].rstrip().endswith(("?", "？")):  # a run of questions moves together
        k -= 1
    cut = ends[k]
    return t[:cut].rstrip(), t[cut:].strip()


def hint_line(m: Msg, lang: str) -> Text:
    return Text("  💡 " + render(m, lang), style="cyan")


def print_lines(console: Console, lines: Iterable) -> None:
    """Prose wrapped to the console's width with hanging indents (layout.py); tables as they are."""
    from ..layout import print_wrapped
    print_wrapped(console, lines)


def make_console(file=None, width: int | None = None) -> Console:
    if file is None:
        return Console(highlight=False, soft_wrap=True, markup=False)
    return Console(file=file, width=width or 100, color_system=None, force_terminal=False, highlight=False,
                   emoji=False, soft_wrap=True, markup=False)
