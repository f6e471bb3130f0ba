"""Lint over every text a player reads (issue 12 §3): each catalog entry
(texts.all_texts()), each lesson file, each rule book and the variants'
option texts. Fails on `(s)` plurals, half-width punctuation beside Chinese,
English words in Chinese text, internal vocabulary ("seed", statement ids
S000-01, ruling ids R-7) outside the `--sources` material, and on a text
that exists in one language only.

Card notation (SA, H10, BJ), seat labels p1..p4, commands and keys a player
types, and text inside `backticks` are allowed in Chinese.
"""
from __future__ import annotations

import re
import tomllib
from importlib import resources

import pytest

from hwtutor.rules.variants import VARIANTS
from hwtutor.texts import all_texts

MESSAGES, TERMS = all_texts()

CJK = r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]"
HALF_PUNCT = re.compile(rf"(?<={CJK})\s*[:,;?!()]|[:,;?!()]\s*(?={CJK})")
KEY = re.compile(r"(?:^|(?<=[\s（·]))[?!:;,](?=[\s）·]|$)")  # a key to press, e.g. "? 帮助", "（?）"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# literal input and file syntax: `code`, “quoted ASCII”, --options, [tables], dotted or snake_case names
CODE = re.compile(r"`[^`]*`|“[\x20-\x7e]+”|--[a-z-]+|\[\[?[a-z_]+\]\]?|[A-Za-z0-9_.]*[a-z][._][A-Za-z0-9_.]+")
COMMAND = re.compile(r"hwtutor(?: [-\w.,=/*]+)*")
CARD = r"(?:[SHCD](?:10|[2-9AKQJT])\*?|BJ|LJ)"
# Words a player types or reads on a key cap; they stay ASCII in Chinese text.
ALLOWED_WORDS = {"hwtutor", "tab", "enter", "esc", "space", "home", "end", "pgup", "pgdn", "shift", "ctrl",
                 "hint", "why", "undo", "last", "rules", "save", "quit", "help", "skip", "next", "back", "menu",
                 "pass", "play", "bid", "trump", "bury", "call", "show", "declare", "none", "du", "tiandu",
                 "tianwaitian", "tianxuan", "tianchuai", "xuan", "jiu", "chuai", "fanchuai", "surrender",
                 "svg", "html", "toml", "json", "sqlite", "cards", "ascii", "english", "utf"}
# card codes, runs of ranks (JQKA, JJQQ) and seat labels, not inside a longer ASCII word
ALLOWED_TOKENS = re.compile(rf"(?<![A-Za-z0-9_])(?:{CARD}|(?:10|[2-9JQKA])+|p[1-4])(?![A-Za-z0-9_])")
WORD = re.compile(r"[A-Za-z][A-Za-z_']+")
INTERNAL = re.compile(r"\bseeds?\b|\bS\d{3}-\d+\b|\bR-\d+\b|\bShengji-family\b|§", re.I)
INTERNAL_ZH = re.compile(r"S\d{3}-\d+|R-\d+|§")


def _strip(text: str) -> str:
    # a placeholder stands for one word (0), so that a command around it stays one command
    return CODE.sub(" ", COMMAND.sub(" ", PLACEHOLDER.sub("0", text)))


def zh_problems(text: str) -> list[str]:
    """What is wrong with one Chinese text (empty when it passes)."""
    plain = KEY.sub(" ", _strip(text))
    out = [f"half-width {m.group().strip()!r}" for m in HALF_PUNCT.finditer(plain)]
    for w in WORD.findall(ALLOWED_TOKENS.sub(" ", plain)):
        if w.lower() not in ALLOWED_WORDS:
            out.append(f"English word {w!r}")
    out += [f"internal {m.group()!r}" for m in INTERNAL_ZH.finditer(CODE.sub(" ", text))]
    return out


def en_problems(text: str) -> list[str]:
    out = ["'(s)' plural"] if "(s)" in text else []
    out += [f"internal {m.group()!r}" for m in INTERNAL.finditer(CODE.sub(" ", PLACEHOLDER.sub(" ", text)))]
    return out


def _bilingual(node, where: str):
    """Every {zh, en} table of a TOML document, with where it is."""
    if isinstance(node, dict):
        if "zh" in node or "en" in node:
            yield where, node
        for k, v in node.items():
            yield from _bilingual(v, f"{where}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _bilingual(v, f"{where}[{i}]")


def _toml_texts(package: str, folder: str):
    root = resources.files(package) / folder
    for f in sorted(root.iterdir(), key=lambda p: p.name):
        if f.name.endswith(".toml"):
            yield from _bilingual(tomllib.loads(f.read_text(encoding="utf-8")), f"{folder}/{f.name}")


def every_text() -> list[tuple[str, dict]]:
    out = [(f"catalog {k}", {"en": en, "zh": zh}) for k, (en, zh) in MESSAGES.items()]
    out += [(f"term {k}", v) for k, v in TERMS.items()]
    out += list(_toml_texts("hwtutor.lessons", "data"))
    out += list(_toml_texts("hwtutor.lessons", "rulebook"))
    for rs in VARIANTS.values():
        out.append((f"variant {rs.id}", {"en": rs.name_en, "zh": rs.name_zh}))
        out += [(f"option {rs.id}.{o.name}", {"en": o.en, "zh": o.zh}) for o in rs.options.values()]
    return out


TEXTS = every_text()


def test_the_lint_sees_every_kind_of_text():
    kinds = {w.split()[0].split("/")[0] for w, _ in TEXTS}
    assert {"catalog", "term", "data", "rulebook", "variant", "option"} <= kinds
    assert any(w.startswith("term book.label.") for w, _ in TEXTS)  # the rule books' labels
    assert len(TEXTS) > 1000


@pytest.mark.parametrize("text,problem", [
    ("答案：no", "English word 'no'"), ("如果p1 play SA", None), ("taihu练习", "English word 'taihu'"),
    ("你好,世界", "half-width ','"), ("规则(见下)", "half-width '('"), ("见 R-7。", "internal 'R-7'"),
])
def test_the_chinese_lint_catches_what_issue_12_names(text, problem):
    found = zh_problems(text)
    assert (problem in found) if problem else not found, found


def test_the_english_lint_catches_plurals_and_internal_ids():
    assert en_problems("follow with 2 card(s)") == ["'(s)' plural"]
    assert en_problems("The seed texts say only (S000-37, R-7)") == [
        "internal 'seed'", "internal 'S000-37'", "internal 'R-7'"]
    assert en_problems("Use `--seed 4` or {seed}.") == []


def test_every_text_exists_in_both_languages():
    missing = [w for w, t in TEXTS if not (isinstance(t.get("zh"), str) and t["zh"].strip()
                                          and isinstance(t.get("en"), str) and t["en"].strip())]
    assert not missing, missing[:20]


def test_chinese_texts_use_full_width_punctuation_and_no_english_words():
    bad = [(w, p) for w, t in TEXTS if isinstance(t.get("zh"), str) for p in zh_problems(t["zh"])]
    assert not bad, "\n".join(f"{w}: {p}" for w, p in bad[:60]) + f"\n… {len(bad)} in all"


def test_english_texts_have_real_plurals_and_no_internal_vocabulary():
    bad = [(w, p) for w, t in TEXTS if isinstance(t.get("en"), str) for p in en_problems(t["en"])]
    assert not bad, "\n".join(f"{w}: {p}" for w, p in bad[:60]) + f"\n… {len(bad)} in all"


def test_rule_ids_reach_a_player_only_in_check_and_the_replay_viewer():
    """Rule ids work like a linter's codes in `check` (and the record viewer); lessons and the table
    say the reason in words."""
    shown = [k for k, (en, zh) in MESSAGES.items() if "{rule}" in en + zh or "{code}" in en + zh]
    assert shown and all(k.startswith(("check.", "replay.")) for k in shown), shown
