"""A variant's rule book (shown by `hwtutor rules [VARIANT]`, the lessons and the table) — every rule in zh or en with
its rule and event ids, examples as rendered cards, each ruling (where the
seed text is silent) marked with its option — then the named options.

The texts are data: `hwtutor/lessons/rulebook/*.toml` (trick.toml for the
four trick-taking variants, duxiao.toml, xuan.toml).
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any

from ..rules.variants import VARIANTS, RuleSet

_LABELS = {
    "en": {"players": "players", "decks": "decks", "hand": "cards each", "bottom": "bottom", "contract": "contract",
           "options": "Options (rulings; override in a record's [rules] table)", "seed": "local rule text",
           "bid": "bidding {lo}–{hi}, raise by 5 to {raise_}", "show": "showing level cards, find-a-friend",
           "declare": "solo declarations", "xuan": "red-five partnerships", "variants": "Variants",
           "example": "e.g.", "ids": "ids", "ruling": "ruling", "silent": "the local rule texts do not say; hwtutor plays it this way",
           "option": "option", "seed-option": "stated by the local rule text; adjustable", "lessons": "Lessons",
           "hint": "hwtutor rules VARIANT shows a variant's rule book."},
    "zh": {"players": "人数", "decks": "副数", "hand": "每人张数", "bottom": "底牌", "contract": "定庄方式",
           "options": "选项（裁定；可在记录的 [rules] 中修改）", "seed": "原始规则",
           "bid": "叫分 {lo}–{hi}，每次加5至{raise_}分", "show": "亮级牌、找朋友",
           "declare": "独牌叫牌", "xuan": "红五搭档（宣）", "variants": "玩法",
           "example": "例", "ids": "编号", "ruling": "裁定", "silent": "各地规则原文没有说明；hwtutor 这样打",
           "option": "选项", "seed-option": "原文规定，可调整", "lessons": "相关课程",
           "hint": "hwtutor rules 玩法名 显示该玩法的规则书。"},
}

BOOK_FILES = ("trick.toml", "duxiao.toml", "xuan.toml")


@lru_cache(maxsize=None)
def _books() -> dict[str, dict[str, Any]]:
    root = resources.files("hwtutor.lessons") / "rulebook"
    out: dict[str, dict[str, Any]] = {}
    for name in BOOK_FILES:
        doc = tomllib.loads((root / name).read_text(encoding="utf-8"))
        for v in doc["variants"]:
            out[v] = doc
    return out


def params(rs: RuleSet) -> dict[str, Any]:
    return {"players": rs.players, "decks": rs.decks, "cards": 54 * rs.decks, "hand": rs.hand_size,
            "bottom": rs.bottom_size, "bid_min": rs.bid_min, "bid_max": rs.bid_max,
            "open_max": rs.bid_min + rs.bid_raise, "raise": rs.bid_raise, "points": 100 * rs.decks,
            "defenders": rs.players - 1}


def book_rules(variant: str) -> list[tuple[dict[str, str], list[dict[str, Any]]]]:
    """(section title, the section's rules that apply to the variant) in book order."""
    doc = _books()[variant]
    out = []
    for sec in doc["sections"]:
        rules = [r for r in sec.get("rules", []) if variant in r.get("only", doc["variants"])]
        if rules:
            out.append((sec["title"], rules))
    return out


def book_ids(variant: str) -> set[str]:
    """Every rule and event id the variant's rule book names."""
    return {i for _, rules in book_rules(variant) for r in rules for i in r.get("ids", [])}


def book_options(variant: str) -> set[str]:
    return {r["option"] for _, rules in book_rules(variant) for r in rules if r.get("option")}


def _value(v: Any) -> str:
    return "true" if v is True else "false" if v is False else repr(v) if isinstance(v, str) else str(v)


def print_rulebook(variant: str | None, lang: str, console=None) -> int:
    from rich.console import Console
    from rich.text import Text

    from .view import example_text

    console = console or Console(highlight=False, markup=False)
    L = _LABELS[lang]

    def say(x) -> None:
        console.print(x, highlight=False, soft_wrap=True)

    if not variant:
        say(L["variants"] + ":")
        for rs in VARIANTS.values():
            say(f"  {rs.id:<11} {rs.name_zh if lang == 'zh' else rs.name_en}")
        say(Text(L["hint"], style="dim"))
        return 0
    rs = VARIANTS.get(variant)
    if rs is None:
        import click
        click.echo(f"unknown variant: {variant!r} ({', '.join(VARIANTS)})", err=True)
        return 2
    say(Text(f"{rs.id} — {rs.name_zh} / {rs.name_en}  ({L['seed']} {rs.seed})", style="bold"))
    contract = L[rs.contract].format(lo=rs.bid_min, hi=rs.bid_max, raise_=rs.bid_raise)
    say(f"  {L['players']}: {rs.players}   {L['decks']}: {rs.decks}   {L['hand']}: {rs.hand_size}"
        f"   {L['bottom']}: {rs.bottom_size}   {L['contract']}: {contract}")
    p = params(rs)
    for n, (title, rules) in enumerate(book_rules(rs.id), 1):
        say("")
        say(Text(f"{n}. {title[lang]}", style="bold cyan"))
        for r in rules:
            line = Text("  • " + r["text"][lang].format(**p))
            if r.get("statements"):
                line.append("  (" + ", ".join(r["statements"]) + ")", style="dim")
            say(line)
            if r.get("example"):
                say(Text(f"      {L['example']}: ").append_text(example_text(r["example"], lang=lang)))
            if r.get("ruling") or r.get("option"):
                say(Text("      ⚖ " + ruling_text(rs, r, lang), style="yellow"))
            if r.get("ids"):
                say(Text(f"      [{L['ids']}: {', '.join(r['ids'])}]", style="dim"))
    say("")
    say(Text(L["options"] + ":", style="bold"))
    for o in rs.options.values():
        say(f"  {o.name} = {_value(rs.opt(o.name))}  [{o.ruling}]")
        say(f"      {o.zh if lang == 'zh' else o.en}")
    lessons = _lessons_for(rs.id)
    if lessons:
        say("")
        say(Text(f"{L['lessons']}: " + ", ".join(lessons) + "   (hwtutor learn …)", style="dim"))
    return 0


def ruling_text(rs: RuleSet, r: dict[str, Any], lang: str) -> str:
    L = _LABELS[lang]
    parts = []
    opt = rs.options.get(r["option"]) if r.get("option") else None
    ruling = r.get("ruling") or (opt.ruling if opt else "")
    lp, rp = ("（", "）") if lang == "zh" else (" (", ")")
    if ruling.startswith(("R-", "§")):
        parts.append(f"{L['ruling']} {ruling}{lp}{L['silent']}{rp}")
    elif ruling:
        parts.append(f"{ruling}{lp}{L['seed-option']}{rp}")
    if opt is not None:
        parts.append(f"{L['option']} {opt.name} = {_value(rs.opt(opt.name))}")
    return " · ".join(parts)


def _lessons_for(variant: str) -> list[str]:
    try:
        from .model import all_lessons
        lessons = all_lessons()
    except Exception:  # pragma: no cover - the rule book must print even if a lesson file is broken
        return []
    rs = VARIANTS[variant]
    if rs.family != "trick":
        return [les.id for les in lessons if les.variant == variant]
    common = {"zhejiang-2"} if variant != "zhejiang-2" else set()
    return [les.id for les in lessons if les.variant == variant or (les.variant in common and les.order <= 6)]
