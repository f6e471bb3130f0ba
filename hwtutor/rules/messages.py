"""Messages as data: a catalog key plus typed parameters, rendered per language.

The rules core never builds user text: it returns `Msg` values; `render`
looks the key up in `catalog.MESSAGES` and formats cards, seats and terms
for the language asked for.

Plurals: a template names the count parameter and both forms, as
`{n} {n:card|cards}` — the first form when n is 1, the second otherwise
(`{n:is|are}` works the same way for verbs). Chinese templates need none.
`fill(template, **values)` applies this and str.format for any template
(catalog entries, rule books, lesson texts).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import catalog
from .cards import Card, ascii_label, fmt
from .seats import bot_name, seat_code

LANGS = ("en", "zh")


@dataclass(frozen=True)
class Cards:
    """A card list parameter; `apart`: one card a word (♥2 ♥2, an answer as it is read back), not ♥2♥2."""
    cards: tuple[Card, ...]
    apart: bool = False


@dataclass(frozen=True)
class Term:
    """A vocabulary word (catalog.TERMS), e.g. 'pair' / 对子."""
    id: str


@dataclass(frozen=True)
class Variant:
    """A variant named for the player (太湖红5 / Anhui Taihu Red Five), not by its id."""
    id: str


# The variants' names by id, (en, zh): variants.py (above this module) fills it in, so that
# messages need not import variants back (tests/engine/test_import_cycles.py).
VARIANT_NAMES: dict[str, tuple[str, str]] = {}


@dataclass(frozen=True)
class Choices:
    """Answers shown side by side ("a / b"), each a text or a Term (是 / 否 in Chinese, not yes / no)."""
    items: tuple[Any, ...]


@dataclass(frozen=True)
class Seat:
    index: int


class Msg:
    """A catalog key and its parameters (`args`, frozen: card lists become Cards).

    The engine tells an event for every trick but most are never read (replays,
    playouts): a Msg made by `msg_fresh` keeps its raw parameters and freezes them
    the first time anyone reads `args` (rendering, equality, hashing)."""
    __slots__ = ("key", "_args", "_raw")
    key: str
    _args: tuple[tuple[str, Any], ...] | None
    _raw: dict[str, Any] | None

    def __init__(self, key: str, args: tuple[tuple[str, Any], ...] = ()):
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "_args", args)
        object.__setattr__(self, "_raw", None)

    @property
    def args(self) -> tuple[tuple[str, Any], ...]:
        a = self._args
        if a is None:
            a = _frozen(self._raw or {})
            object.__setattr__(self, "_args", a)
            object.__setattr__(self, "_raw", None)
        return a

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.args)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Msg is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Msg is immutable: cannot delete {name!r}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Msg) or other.__class__ is not Msg:
            return NotImplemented
        return self.key == other.key and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.key, self.args))

    def __repr__(self) -> str:
        return f"Msg(key={self.key!r}, args={self.args!r})"

    def __reduce__(self) -> tuple[type[Msg], tuple[str, tuple[tuple[str, Any], ...]]]:
        return (Msg, (self.key, self.args))


_PLAIN = (int, str, Term, Seat)  # parameter types kept as given


def _frozen(params: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    # the common parameter kinds skip _freeze's tests
    return tuple((k, v if type(v) in _PLAIN else _freeze(v)) for k, v in params.items())


def msg(key: str, **params: Any) -> Msg:
    if key not in catalog.MESSAGES:
        raise KeyError(f"no catalog entry {key!r}")
    return Msg(key, _frozen(params))


def msg_fresh(key: str, **params: Any) -> Msg:
    """`msg` for the engine's hot path, frozen only when read: the caller promises that no
    parameter is changed afterwards (fresh lists, such as `list(cs)` or `order.sort(cs)`)."""
    if key not in catalog.MESSAGES:
        raise KeyError(f"no catalog entry {key!r}")
    m = Msg.__new__(Msg)
    object.__setattr__(m, "key", key)
    object.__setattr__(m, "_args", None)
    object.__setattr__(m, "_raw", params)
    return m


def _freeze(v: Any) -> Any:
    if isinstance(v, (list, tuple)) and v and all(isinstance(c, Card) for c in v):
        return Cards(tuple(v))
    if isinstance(v, Card):
        return Cards((v,))
    if isinstance(v, list):
        return tuple(v)
    return v


def seat_name(name: str, index: int, lang: str) -> str:
    """A seat's name as a screen shows it: the table's default name of a bot seat nobody named ("bot2" at p2,
    as saves and records store it, old ones too) in the player's language (Bot 2, 机器人2); any other name as
    typed (a name typed as exactly "bot2" for seat p2 is read as that default: the same words)."""
    if name == bot_name(index):
        return fill(catalog.MESSAGES["seat.bot"][1 if lang == "zh" else 0], n=index + 1)
    return name


def render_value(v: Any, lang: str, style: str, names: Sequence[str] | None) -> str:
    if isinstance(v, Cards):
        if not v.cards:
            return catalog.TERMS["nothing"][lang]
        if style != "glyph":  # codes where glyphs cannot be shown (SA H10), the jokers by name
            return " ".join(ascii_label(c, lang) for c in v.cards)
        if v.apart:
            return " ".join(fmt([c], "glyph", lang=lang) for c in v.cards)
        return " ".join(fmt(v.cards, "glyph", lang=lang).split())
    if isinstance(v, Term):
        return catalog.TERMS[v.id][lang]
    if isinstance(v, Choices):
        return " / ".join(render_value(x, lang, style, names) for x in v.items)
    if isinstance(v, Variant):
        names = VARIANT_NAMES.get(v.id)
        return v.id if names is None else names[1] if lang == "zh" else names[0]
    if isinstance(v, Seat):
        label = seat_code(v.index)
        if names and v.index < len(names) and names[v.index] != label:  # not 'p1 (p1)'
            name = seat_name(names[v.index], v.index, lang)
            return f"{label}（{name}）" if lang == "zh" else f"{label} ({name})"
        return label
    if isinstance(v, Msg):
        return render(v, lang, style, names)
    if isinstance(v, tuple):
        sep = "、" if lang == "zh" else ", "
        return sep.join(render_value(x, lang, style, names) for x in v)
    if isinstance(v, bool):
        return catalog.TERMS["yes" if v else "no"][lang]
    return str(v)


# {n:one|many}: a plural choice keyed by the integer parameter n.
_PLURAL = re.compile(r"\{(\w+):([^{}|]*)\|([^{}]*)\}")


def plural(template: str, values: dict[str, Any]) -> str:
    """Resolve every `{n:one|many}` in the template from values[n]."""
    def pick(m: re.Match[str]) -> str:
        # an int, or the text a count was already rendered to ("1")
        one = str(values.get(m.group(1), "")).strip().lstrip("-") == "1"
        return m.group(2) if one else m.group(3)
    return _PLURAL.sub(pick, template)


def fill(template: str, **values: Any) -> str:
    """A template with its plural choices resolved and its placeholders filled."""
    return plural(template, values).format(**values)


def render(m: Msg, lang: str = "en", style: str = "glyph", names: Sequence[str] | None = None) -> str:
    template = catalog.MESSAGES[m.key][0 if lang == "en" else 1]
    vals = {k: v if isinstance(v, int) and not isinstance(v, bool) else render_value(v, lang, style, names)
            for k, v in m.args}
    return fill(template, **vals)


def both(m: Msg, style: str = "glyph", names: Sequence[str] | None = None) -> dict[str, str]:
    return {lang: render(m, lang, style, names) for lang in LANGS}


def term(id: str) -> Term:
    if id not in catalog.TERMS:
        raise KeyError(id)
    return Term(id)


def suit_term(suit: str) -> Term:
    """A suit's name as a term: "S" "H" "C" "D", or "T" for trumps."""
    return term("suit." + suit)
