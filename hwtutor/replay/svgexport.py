"""A terminal picture (one moment, or `--all`'s transcript) drawn as SVG by hand.

rich's own SVG export sizes each run with `textLength` from its cell count and
loads its font from a CDN; Chinese text ends up squeezed over its neighbours and
the file depends on the network. Here every character that is not plain ASCII is
placed at its own cell (`x` lists: a Chinese character takes two cells, as in the
terminal), nothing is stretched, fonts are the reader's system fonts (monospace,
then CJK faces), and the SVG has a real width and height, so it opens at a size
that can be read. Colours come from the web page's palette (webstyle.py): the
same contrast figures hold.
"""
from __future__ import annotations

import io
from html import escape
from typing import Any

from rich.cells import get_character_cell_size
from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style

from . import webstyle
from .render import make_console

FONT_SIZE = 14
CELL = 8.4       # px per terminal cell (0.6 em: a monospace face's advance)
LINE = 20        # px per line (CJK faces are taller than Latin ones)
PAD = 12
FONTS = ('"DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", "Noto Sans Mono CJK SC", "Sarasa Mono SC", '
         '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", monospace')


def _colour(c: Any, table: dict[str, str], default: str) -> str:
    if c is None or c.is_default:
        return default
    name = (c.name or "").lower()
    if name in table:
        return table[name]
    return c.get_truecolor().hex


def _paint(style: Style | None) -> tuple[str, str | None, str]:
    """(text colour, background or None, font attributes) of a segment's style."""
    if style is None:
        return webstyle.PAGE_FG, None, ""
    fg = webstyle.DIM if style.dim and (style.color is None or style.color.is_default) else \
        _colour(style.color, webstyle.TEXT, webstyle.PAGE_FG)
    bg = _colour(style.bgcolor, webstyle.BACKGROUNDS, "") or None
    if style.reverse:
        fg, bg = (bg or webstyle.PAGE_BG), fg
        if fg == webstyle.PAGE_BG:
            fg = "#ffffff"
    attrs = ("b" if style.bold else "") + ("i" if style.italic else "") + ("u" if style.underline else "")
    return fg, bg, attrs


def _xml(text: str) -> str:
    return escape("".join(ch if ch >= " " or ch == "\t" else "\ufffd" for ch in text), quote=True)


def _chunks(text: str, start: int):
    """(cell, text, per-character cells or None) for each run without spaces in a segment."""
    cells: list[int] = []
    cell, run, run_cell, plain = start, "", start, True
    for ch in text + " ":
        w = get_character_cell_size(ch)
        if ch == " ":
            if run:
                yield run_cell, run, None if plain else cells
            run, cells, plain = "", [], True
            cell += 1
            run_cell = cell
            continue
        if not run:
            run_cell = cell
        run += ch
        cells.append(cell)
        plain = plain and ch.isascii()
        cell += w


def lines_svg(lines: list[list[Segment]], width: int, title: str, lang: str) -> str:
    classes: dict[tuple[str, str], str] = {}
    body: list[str] = []
    for row, line in enumerate(lines):
        y_top = PAD + row * LINE
        base = y_top + LINE - 5
        cell = 0
        for seg in line:
            if seg.control or not seg.text:
                continue
            n = sum(get_character_cell_size(ch) for ch in seg.text)
            fg, bg, attrs = _paint(seg.style)
            if bg:
                body.append(f'<rect x="{PAD + cell * CELL:.1f}" y="{y_top}" width="{n * CELL:.1f}" '
                            f'height="{LINE}" fill="{bg}"/>')
            cls = classes.setdefault((fg, attrs), f"s{len(classes)}")
            for at, run, cells in _chunks(seg.text, cell):
                if cells is None:
                    xs = f"{PAD + at * CELL:.1f}"
                else:
                    xs = " ".join(f"{PAD + c * CELL:.1f}" for c in cells)
                body.append(f'<text class="{cls}" x="{xs}" y="{base}">{_xml(run)}</text>')
            cell += n
    css = [f'text{{font-family:{FONTS};font-size:{FONT_SIZE}px;white-space:pre}}']
    for (fg, attrs), cls in classes.items():
        rule = f"fill:{fg};"
        rule += "font-weight:bold;" if "b" in attrs else ""
        rule += "font-style:italic;" if "i" in attrs else ""
        rule += "text-decoration:underline;" if "u" in attrs else ""
        css.append(f".{cls}{{{rule}}}")
    w = round(PAD * 2 + width * CELL)
    h = PAD * 2 + len(lines) * LINE
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
            f'xml:lang="{"zh-Hans" if lang == "zh" else "en"}" role="img">\n'
            f"<title>{_xml(title)}</title>\n<style>{''.join(css)}</style>\n"
            f'<rect width="100%" height="100%" fill="{webstyle.PAGE_BG}"/>\n' + "\n".join(body) + "\n</svg>\n")


def picture_svg(picture: RenderableType, width: int, title: str, lang: str) -> str:
    """A rich renderable, as the terminal draws it at `width` columns, as SVG."""
    console = make_console(width, io.StringIO(), color=True)
    lines = console.render_lines(picture, console.options.update(width=width), pad=False)
    while lines and not "".join(s.text for s in lines[-1]).strip():
        lines.pop()
    return lines_svg(lines, width, title, lang)
