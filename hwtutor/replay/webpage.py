"""The whole hand as one self-contained web page: `hwtutor replay FILE --export game.html`.

Every moment of the timeline is drawn by the terminal viewer's own renderer
(`render.render_moment`) and walked into JSON nodes (webnodes.py); the page holds
them in a `<script type="application/json">` and a small inline script (web/page.js)
builds the moment shown. Nothing is loaded from anywhere: no font, no script, no
picture. Keys: → / ← a step, ] / [ a trick, Home / End, m / M the next / previous
mistake a review marked; the moment is in the address (`#a=37`).

Safety: record text (names, notes) reaches the page only as JSON string values
inside the data script, where `<`, `>`, `&` and the line separators are written as
\\u escapes (so no `</script>` can close it), and the script places every text with
`textContent`. The page's own words are HTML-escaped into the template.
"""
from __future__ import annotations

import copy
import html
import json
import re
from dataclasses import replace
from importlib import resources
from typing import Any

from ..rules.messages import Seat, msg, render, term
from ..textsafe import clean
from . import webstyle
from .action_text import action_text
from .drawing import safe_names, t
from .render import View, render_moment
from .timeline import Timeline
from .trick_panels import trick_title
from .webnodes import NodeTable

PAGE_WIDTH = 120  # the renderer's layout width: panels side by side, as on a wide terminal
_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
_SLOT = re.compile(r"\{\{([a-z_]+)\}\}")


def asset(name: str) -> str:
    """A file of the page shipped in the package (hwtutor/replay/web/)."""
    return (resources.files("hwtutor.replay") / "web" / name).read_text(encoding="utf-8")


def script_json(data: Any) -> str:
    """JSON that is safe inside a <script> element: nothing in it can end the element."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return re.sub("[<>&\u2028\u2029]", lambda m: _JSON_ESCAPES[m.group()], text)


def term_word(term_id: str, lang: str) -> str:
    from ..rules import catalog
    return catalog.TERMS[term_id][lang]


def moment_label(tl: Timeline, pos: int, view: View) -> str:
    """A moment in one line, for the status line and the slider: where, and the action."""
    m = tl.moment(pos)
    if m is None:
        return t("replay.at.deal", view)
    hide = view.seat is not None and m.action.seat != view.seat
    return t("replay.at", view, n=m.index + 1, total=len(tl.record.actions)) + " · " + \
        action_text(m.action, tl, view, hide_cards=hide)


def trick_list(tl: Timeline, view: View, mistakes: list[int]) -> list[list[Any]]:
    """[spoken label, position, holds a marked mistake, button text] for each trick (round)."""
    out = []
    for number in sorted(tl.trick_last):
        end = tl.trick_last[number]
        tv = tl.trick_of(end)
        label = trick_title(tv, tl, view) if tv is not None else str(number)
        first = tl.trick_first.get(number, end)
        out.append([label, end, any(first <= p <= end for p in mistakes), str(number)])
    return out


def reader_comments(tl: Timeline, lang: str) -> Timeline:
    """The timeline with its inline `# comments` fitted to a reader of `lang`.

    A comment has no language of its own: it is written in the record's `[meta] language`.
    When that is not the page's language, a comment whose moment has a note in the reader's
    language is left out (the sample games' notes say the same in both languages), and any
    other is marked with the language it is in. Otherwise the timeline is returned as is."""
    written = tl.record.meta.get("language")
    if written not in ("en", "zh") or written == lang:
        return tl
    out = copy.copy(tl)
    moments = []
    for m in tl.moments:
        if m.comment:
            if any(n.source != "review" and n.text.get(lang) for n in tl.notes(m.index)):
                m = replace(m, comment="")
            else:
                m = replace(m, comment=render(msg("web.comment.lang", lang=term("web.lang." + written),
                                                  text=clean(m.comment)), lang))
        moments.append(m)
    out.moments = moments
    return out


def page_data(tl: Timeline, view: View, start: int) -> dict[str, Any]:
    view = replace(view, width=PAGE_WIDTH, ascii=False)
    tl = reader_comments(tl, view.lang)
    nodes = NodeTable(view.lang)
    roots = [nodes.add(render_moment(tl, p, view)) for p in range(tl.size)] or \
        [nodes.add(render_moment(tl, 0, view))]
    mistakes = [p for p in range(tl.size) if tl.next_mistake(p - 1) == p]
    return {
        "n": nodes.nodes, "s": nodes.styles, "c": nodes.cards, "m": roots,
        "a": [moment_label(tl, p, view) for p in range(len(roots))],
        "t": trick_list(tl, view, mistakes), "e": list(tl.trick_ends), "x": mistakes,
        "start": tl.clamp(start),
        "l": {"atStart": t("replay.at-start", view), "atEnd": t("replay.at-end", view),
              "noMistake": t("replay.no-mistake", view), "noMistakeBefore": t("replay.no-mistake.before", view)},
    }


def _key_help(lang: str) -> str:
    rows = [("web.key.next", "replay.help.next"), ("web.key.prev", "replay.help.prev"),
            ("web.key.trick", "replay.help.trick"), ("web.key.ends", "replay.help.ends"),
            ("web.key.mistake", "replay.help.mistake")]
    return "\n".join(f"<dt>{html.escape(term_word(k, lang))}</dt><dd>{html.escape(render(msg(h), lang))}</dd>"
                     for k, h in rows)


def build_page(tl: Timeline, view: View, start: int | None = None) -> str:
    """The page's HTML: one file, nothing fetched."""
    lang = view.lang
    data = page_data(tl, view, tl.start if start is None else start)
    rs = tl.rules
    title = render(msg("web.title", file=clean(tl.name or rs.id, 80),
                       variant=rs.name_zh if lang == "zh" else rs.name_en), lang)
    esc = html.escape
    n_mistakes = len(data["x"])
    seatview = ""
    if view.seat is not None:
        seatview = "<p>" + esc(render(msg("web.seat-view", seat=Seat(view.seat)), lang, "glyph",
                                      safe_names(tl, lang))) + "</p>"
    slots = {
        "htmllang": "zh-Hans" if lang == "zh" else "en",
        "title": esc(title),
        "palette": webstyle.css(lang),
        "css": asset("page.css"),
        "controls": esc(render(msg("web.controls"), lang)),
        "slider": esc(render(msg("web.slider"), lang)),
        "last": str(len(data["m"]) - 1), "start": str(data["start"]),
        "tricks": esc(render(msg("web.tricks" if rs.family == "trick" else "web.rounds"), lang)),
        "mistakes": f"<p>{esc(render(msg('web.mistakes', n=n_mistakes), lang))}</p>" if n_mistakes else "",
        "mistake_hidden": "" if n_mistakes else " hidden",
        "keys": esc(render(msg("web.keys"), lang)),
        "keyhelp": _key_help(lang),
        "help_click": esc(render(msg("web.help.click"), lang)),
        "help_link": esc(render(msg("web.help.link"), lang)),
        "seatview": seatview,
        "noscript": esc(render(msg("web.noscript"), lang)),
        "data": script_json(data),
        "js": asset("page.js"),
    }
    for name in ("first", "prev", "next", "last", "prev-trick", "next-trick", "mistake"):
        slots["btn_" + name.replace("-", "")] = esc(term_word("web.btn." + name, lang))
        slots["go_" + name.replace("-", "")] = esc(render(msg("web.go." + name), lang))
    # one pass: a value is never searched for slots again
    return _SLOT.sub(lambda m: slots[m.group(1)], asset("page.html"))
