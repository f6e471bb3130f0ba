"""`hwtutor replay FILE --export F`: the whole hand as a web page (.html) or one picture as SVG (.svg).

The page (webpage.py) holds every moment and opens at the chosen one; the SVG
(svgexport.py) is the moment the terminal would print (`--all`: the transcript).
"""
from __future__ import annotations

from .render import View, render_moment
from .timeline import Timeline

PAGE_SUFFIXES = (".html", ".htm")
SUFFIXES = PAGE_SUFFIXES + (".svg",)


def export_text(tl: Timeline, path: str, view: View, pos: int, all_: bool, title: str) -> str:
    """The file's content for an export name that ends in one of SUFFIXES."""
    if path.lower().endswith(PAGE_SUFFIXES):
        from .webpage import build_page
        return build_page(tl, view, pos)
    from .svgexport import picture_svg
    if all_:
        from .transcript import transcript
        picture = transcript(tl, view)
    else:
        picture = render_moment(tl, pos, view)
    return picture_svg(picture, view.width, title, view.lang)
