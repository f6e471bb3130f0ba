"""A variant's rule book (shown by `hwtutor rules [VARIANT]`, the lessons and the table) — every rule in zh or en,
examples as rendered cards, each ruling said in words (the local rule texts
do not say; how to change it with --rule) — then the named options. The
references (rule texts, statement ids, ruling ids, rule ids) appear only
with `--sources`. A table of contents, one section (--section N) or the
rules that mention a word (--search WORD); paged when longer than the screen.

The texts are data: `hwtutor/lessons/rulebook/*.toml` (trick.toml for the
trick-taking variants, duxiao.toml, xuan.toml).
"""
from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any

from ..rules.catalog import TERMS
from ..rules.variants import VARIANTS, RuleSet


@cache
def _labels(lang: str) -> dict[str, str]:
    """The rule book's labels in `lang` (catalog_book.py, `book.label.*`)."""
    return {k[len("book.label."):]: v[lang] for k, v in TERMS.items() if k.startswith("book.label.")}


def seed_name(seed: str, lang: str) -> str:
    """The local rule text of a seed number (RuleSet.seed; statement ids S000-…, S002-…), as a label names it."""
    return TERMS["book.seed." + seed][lang]


BOOK_FILES = ("trick.toml", "duxiao.toml", "xuan.toml")
BASICS = 6  # lessons 1-6 (Zhejiang) teach what every trick-taking variant shares


@cache
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


def _flag_value(v: Any) -> str:
    """The value as typed after --rule (on/off for a yes/no option)."""
    return "on" if v is True else "off" if v is False else str(v)


def change_text(rs: RuleSet, name: str, lang: str) -> str:
    """ "you can change it: `--rule trump_throws=off`" for an option of the variant."""
    L = _labels(lang)
    cur = rs.opt(name)
    if isinstance(cur, bool):
        return L["change"].format(name=name, value=_flag_value(not cur))
    sep = "，" if lang == "zh" else "; "
    return L["change"].format(name=name, value="…") + sep + L["now"].format(value=_flag_value(cur))


def source_kind(rs: RuleSet, r: dict[str, Any]) -> str:
    """Where a rule comes from, derived from the statements it cites (statements.md ids name their seed:
    S004-78 is seed 004's): 'stated' — the variant's own rule text says it; 'adds' — it says it and hwtutor
    adds the detail the rule names (`adds`); 'borrowed' — the variant's text is silent and hwtutor plays
    it as another variant's text says ('borrowed-adds' with a detail); 'silent' — no text says it."""
    cited = r.get("statements", [])
    if any(s[1:4] == rs.seed for s in cited):
        return "adds" if r.get("adds") else "stated"
    if cited:
        return "borrowed-adds" if r.get("adds") else "borrowed"
    return "silent"


def borrowed_from(rs: RuleSet, r: dict[str, Any]) -> list[str]:
    """The other variants' seeds a rule's statements come from, in order."""
    return sorted({s[1:4] for s in r.get("statements", []) if s[1:4] != rs.seed})


def has_label(rs: RuleSet, r: dict[str, Any]) -> bool:
    """A rule carries a source label when it is a ruling, an option or adds a detail, and whenever the
    variant's own text does not say it; `label = false` marks a line that is no rule of the game
    (the card notation, a note)."""
    if r.get("label") is False:
        return False
    return bool(r.get("ruling") or r.get("option") or r.get("adds")) or source_kind(rs, r) not in ("stated", "adds")


def ruling_text(rs: RuleSet, r: dict[str, Any], lang: str, sources: bool = False, player: bool = False) -> str:
    """A rule's source in words — what the variant's rule text says (source_kind) — and how to change it
    when it is an option (`--rule NAME=VALUE` on the command line's book; for a `player` reading it from
    the menu or at the table, only that a house rule can change it); the ruling's id only with sources."""
    L = _labels(lang)
    opt = rs.options.get(r["option"]) if r.get("option") else None
    ruling = r.get("ruling") or (opt.ruling if opt else "")
    lp, rp = ("（", "）") if lang == "zh" else (" (", ")")
    kind = source_kind(rs, r)
    sep = "、" if lang == "zh" else " and "
    detail = r["adds"][lang].format(**params(rs)) if r.get("adds") else ""
    text = L[kind].format(detail=detail, own=seed_name(rs.seed, lang),
                          other=sep.join(seed_name(s, lang) for s in borrowed_from(rs, r)))
    if opt is not None:
        text += lp + (L["house"] if player else change_text(rs, opt.name, lang)) + rp
    text = text[0].upper() + text[1:]
    if sources and ruling:
        text += f"  [{L['ruling']}\u00a0{ruling}]"  # a no-break space: the tag stays whole
    return text


def book_lines(rs: RuleSet, lang: str, sources: bool = False, only: int | None = None,
               search: str | None = None, player: bool = False) -> list:
    """The rule book as lines (rich Text) to print wrapped: header, contents, sections, options.
    `player`: the book a player reads from the start menu or at the table (issue 22 §2) — no command line
    in it: no `--rule NAME=VALUE` (a house rule can change it), the options by what they mean, no hint of
    the `rules` command's options."""
    from rich.text import Text

    from .view import example_text

    L = _labels(lang)
    name = rs.name_zh if lang == "zh" else rs.name_en
    lp, rp = ("（", "）") if lang == "zh" else ("  (", ")")
    head = name if player else f"{rs.id} — {name}" + (f"{lp}{L['seed']} {rs.seed}{rp}" if sources else "")
    out: list = [Text(head, style="bold")]
    contract = L[rs.contract].format(lo=rs.bid_min, hi=rs.bid_max, raise_=rs.bid_raise)
    sep = "，" if lang == "zh" else ", "
    colon = "：" if lang == "zh" else ": "
    comma = "、" if lang == "zh" else ", "
    out.append(Text("  " + sep.join([f"{L['players']}{colon}{rs.players}", f"{L['decks']}{colon}{rs.decks}",
                                     f"{L['hand']}{colon}{rs.hand_size}", f"{L['bottom']}{colon}{rs.bottom_size}",
                                     f"{L['contract']}{colon}{contract}"])))
    p = params(rs)
    sections = book_rules(rs.id)
    word = search or ""
    needle = word.casefold() if word else None
    hits = search_sections(rs, search) if needle is not None else []
    if only is None and needle is None:
        out += ["", Text(L["contents"], style="bold")]
        out += [f"  {n}. {title[lang]}" for n, (title, _) in enumerate(sections, 1)]
        if not player:
            out.append(Text("  " + L["more"].format(variant=rs.id), style="dim"))
    for n, (title, rules) in enumerate(sections, 1):
        if only is not None and n != only:
            continue
        texts = [(r, r["text"][lang].format(**p)) for r in rules]
        if needle is not None and only is None:  # --search alone: the rules that mention the word
            texts = [(r, t) for r, t in texts if _mentions(r, needle, p)]
            if not texts:
                continue
        out += ["", Text(f"{n}. {title[lang]}", style="bold cyan")]
        if needle is not None and only is not None and n not in hits:
            # --section N --search WORD: the section is printed whole; where else the word is, said once
            out.append(Text("  " + _elsewhere(word, n, hits, lang), style="dim"))
        for r, t in texts:
            line = Text("  • " + t)
            if needle is not None:
                line.highlight_words([word], style="reverse", case_sensitive=False)
            if sources and r.get("statements"):
                refs = (f"（{L['statements']}：" + "、".join(r["statements"]) + "）") if lang == "zh" else \
                    (f"  ({L['statements']}: " + ", ".join(r["statements"]) + ")")
                line.append(refs, style="dim")
            out.append(line)
            if r.get("example"):
                out.append(Text(f"      {L['example']}{colon}").append_text(example_text(r["example"], lang=lang)))
            if has_label(rs, r):
                out.append(Text("      ⚖ " + ruling_text(rs, r, lang, sources, player), style="yellow"))
            if sources and r.get("ids"):
                out.append(Text(f"      [{L['ids']}{colon}{comma.join(r['ids'])}]", style="dim"))
    if only is None and needle is None:
        out += ["", Text(L["house-rules" if player else "options"], style="bold")]
        for o in rs.options.values():
            if player:  # what the option means, as the game is played now
                out.append(f"  • {o.zh if lang == 'zh' else o.en}")
                continue
            out.append(f"  {o.name} = {_value(rs.opt(o.name))}" + (f"  [{o.ruling}]" if sources else ""))
            out.append(f"      {o.zh if lang == 'zh' else o.en}")
        lessons = _lessons_for(rs.id)
        if lessons:  # by number, as `hwtutor lessons` lists them and `hwtutor learn N` takes them
            listed = comma.join(str(n) for n in lessons)
            out += ["", Text(f"{L['lessons']}{colon}{listed}" + ("" if player else f"{lp}{L['learn']}{rp}"),
                             style="dim")]
    return out


def _mentions(r: dict[str, Any], needle: str, p: dict[str, Any]) -> bool:
    """Whether a rule's text mentions the (casefolded) word in either language: a Chinese player who
    types "rotten" and an English one who types 烂5 both find the rotten-5 rules."""
    return any(needle in t.format(**p).casefold() for t in r["text"].values())


def search_sections(rs: RuleSet, word: str | None) -> list[int]:
    """The numbers of the rule book's sections with a rule that mentions word (in zh or en)."""
    if not word:
        return []
    needle, p = word.casefold(), params(rs)
    return [n for n, (_, rules) in enumerate(book_rules(rs.id), 1) if any(_mentions(r, needle, p) for r in rules)]


def _elsewhere(word: str, n: int, hits: list[int], lang: str) -> str:
    """ "“烂5” is not in section 8; it is in sections 6 and 9." (or nowhere in the book)."""
    from ..textsafe import clean
    L, word = _labels(lang), clean(word, 40)
    if not hits:
        return L["nowhere"].format(word=word, n=n)
    nums = [str(h) for h in hits]
    if lang == "zh":
        listed = "、".join(nums)
    else:
        listed = nums[0] if len(nums) == 1 else ", ".join(nums[:-1]) + " and " + nums[-1]
    return L["elsewhere-many" if len(hits) > 1 else "elsewhere"].format(word=word, n=n, list=listed)


def print_rulebook(variant: str | None, lang: str, console=None, *, sources: bool = False,
                   section: int | None = None, search: str | None = None, page: bool = False,
                   player: bool = False) -> int:
    """Print a variant's rule book (or the list of variants); page it when asked and it is longer than the
    terminal. 0 printed, 1 nothing matched --search, 2 an unknown variant or section. `player`: the book
    as the start menu shows it (book_lines)."""
    from rich.console import Console
    from rich.text import Text

    from ..layout import print_wrapped

    console = console or Console(highlight=False, markup=False)
    L = _labels(lang)
    if not variant:
        lines: list[str | Text] = [L["variants"] + ("：" if lang == "zh" else ":")]
        lines += [f"  {rs.id:<11} {rs.name_zh if lang == 'zh' else rs.name_en}" for rs in VARIANTS.values()]
        lines.append(Text(L["hint"], style="dim"))
        print_wrapped(console, lines)
        return 0
    rs = VARIANTS.get(variant)
    if rs is None:
        _err(L["unknown"].format(got=variant, choices=", ".join(VARIANTS)))
        return 2
    last = len(book_rules(rs.id))
    if section is not None and not 1 <= section <= last:
        _err(L["no-section"].format(n=section, last=last))
        return 2
    lines = book_lines(rs, lang, sources, section, search or None, player)
    if search and section is None and not search_sections(rs, search):
        _err(L["no-match"].format(variant=rs.name_zh if lang == "zh" else rs.name_en, word=search))
        return 1
    if page and console.is_terminal and _height(console, lines) > console.height:
        from ..pager import page as show_paged  # not rich's pager: pydoc's re-encodes for the console
        with console.capture() as captured:
            print_wrapped(console, lines)
        show_paged(captured.get())
    else:
        print_wrapped(console, lines)
    return 0


def _height(console, lines) -> int:
    from ..layout import wrap
    return sum(len(wrap(x, console.width)) if not isinstance(x, str) or x else 1 for x in lines)


def _err(text: str) -> None:
    import click

    from ..textsafe import clean
    click.echo(clean(text), err=True)


def _lessons_for(variant: str) -> list[int]:
    """The numbers of the lessons that apply to a variant (as `hwtutor lessons` numbers them): the first lessons,
    which teach what every trick-taking variant shares; the lessons played in the variant (jiande-2 plays
    jiande's, R-24); every lesson that teaches a statement of the variant's own rule text that its rule
    book rests on (Zhejiang's bidding and scoring, lessons 7-8, are also the three-pack game's; the three-pack
    patterns, lesson 9, are also Jiande's); and every lesson most of whose statements the book rests on, its
    own text's or a text it borrows from (Jiande scores as Zhejiang's text says: lesson 8, which lesson 10
    points to). A lesson that teaches one rule the book borrows among many it does not is that other
    variant's (Jiande's trump throws, one statement of lesson 10, are not a Zhejiang or Taihu lesson)."""
    try:
        from .model import all_lessons
        lessons = all_lessons()
    except Exception:  # pragma: no cover - the rule book must print even if a lesson file is broken
        return []
    rs = VARIANTS[variant]
    about = rs.rules_of or variant
    cited = {s for _, rules in book_rules(variant) for r in rules for s in r.get("statements", [])}
    own = {s for s in cited if s[1:4] == rs.seed}
    return [n for n, les in enumerate(lessons, 1) if les.variant in (variant, about) or own & set(les.covers)
            or 2 * len(cited & set(les.covers)) > len(les.covers)
            or (rs.family == "trick" and les.order <= BASICS and VARIANTS[les.variant].family == "trick")]
