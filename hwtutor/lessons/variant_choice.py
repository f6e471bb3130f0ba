"""Choosing a variant at a prompt (the start menu's drill, rules and play): the variants numbered, each
named in the player's language; the answer may be the number, the id (`taihu`) or the name in either
language, whole or a part that fits one variant only (`太湖`, `独小`, `Taihu`). A wrong or ambiguous
answer is said and asked again; Enter, q (or the end of input) goes back."""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..rules.messages import msg, render
from ..rules.variants import VARIANTS
from ..textsafe import ascii_int, clean

BACK_WORDS = {"q", "quit", "exit", "back", "退出", "返回"}
_NOISE = re.compile(r"[\s()（）,，.。:：、·'\"“”]+")


def _key(text: str) -> str:
    return _NOISE.sub("", text).casefold()


def variant_name(variant: str, lang: str) -> str:
    rs = VARIANTS[variant]
    return rs.name_zh if lang == "zh" else rs.name_en


def variant_lines(choices: Sequence[str], lang: str) -> list[str]:
    """ '  4. 安徽太湖红5' — in English the id follows, as the command line takes it:
    '  4. Anhui Taihu Red Five (taihu)'."""
    out = []
    for k, v in enumerate(choices, 1):
        name = variant_name(v, lang)
        out.append(f"  {k}. {name}" + ("" if lang == "zh" else f" ({v})"))
    return out


def match_variant(text: str, choices: Sequence[str]) -> list[str]:
    """The variants an answer may mean: one when it is clear, several when it fits more, none when nothing."""
    t = text.strip()
    k = ascii_int(t)  # '²'.isdigit() is True, int('²') fails
    if k is not None:
        return [choices[k - 1]] if 1 <= k <= len(choices) else []
    key = _key(t)
    if not key:
        return []
    names = {v: [v, VARIANTS[v].name_zh, VARIANTS[v].name_en] for v in choices}
    exact = [v for v in choices if any(_key(n) == key for n in names[v])]
    if exact:
        return exact
    return [v for v in choices if any(key in _key(n) for n in names[v])]


def ask_variant(ask: Callable[[str, list[str]], str | None], say: Callable[[str], None], lang: str,
                choices: Sequence[str]) -> str | None:
    """List the variants and ask until the answer names one; None when the player goes back (Enter, end of input).
    `ask(prompt, completions)` reads one answer, `say(line)` prints one line."""
    choices = list(choices)
    say(render(msg("ui.variant.title"), lang))
    for line in variant_lines(choices, lang):
        say(line)
    words = [str(k) for k in range(1, len(choices) + 1)] + choices + [variant_name(v, lang) for v in choices]
    while True:
        ans = ask(render(msg("ui.variant.ask", n=len(choices)), lang), words)
        if ans is None or not ans.strip() or ans.strip().lower() in BACK_WORDS:
            return None
        found = match_variant(ans, choices)
        if len(found) == 1:
            return found[0]
        shown = clean(ans.strip(), 40)
        if found:
            sep = "、" if lang == "zh" else "; "
            say(render(msg("ui.variant.ambiguous", answer=shown,
                           names=sep.join(f"{choices.index(v) + 1}. {variant_name(v, lang)}" for v in found)), lang))
        else:
            say(render(msg("ui.variant.unknown", answer=shown, n=len(choices)), lang))
