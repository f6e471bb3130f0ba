"""Shared helpers of the web page tests (imported as `web_helpers`): records with hostile text and
review marks, the page parsed with the standard library's HTML parser, a moment's text."""
from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

from replay_helpers import SAMPLES, load, record

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
HOSTILE = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2"> & \u2028'
HOSTILE_NAME = '<b>Ann</b>"\'&'


def hostile_record(tmp: Path) -> Path:
    """gen-annotated with a hostile player name, hostile notes and review marks (two mistakes)."""
    text = record("gen-annotated").read_text(encoding="utf-8")
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("players = "):
            names = json.loads(line[len("players = "):])
            names[0] = HOSTILE_NAME
            lines[i] = "players = " + json.dumps(names)
    text = "\n".join(lines) + "\n"
    for at, verdict in ((30, "mistake"), (47, "blunder")):
        text += (f'\n[[notes]]\nat = {at}\nsource = "review"\nverdict = "{verdict}"\n'
                 f'text = {{ en = {json.dumps("en " + HOSTILE)}, zh = {json.dumps("中文 " + HOSTILE)} }}\n')
    p = tmp / "hostile.hongwu.toml"
    p.write_text(text, encoding="utf-8")
    return p


def sample(name: str):
    return load(SAMPLES / f"{name}.hongwu.toml")


class PageParser(HTMLParser):
    """Checks that every element is closed in order; keeps scripts, attributes and the data."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.tags: list[tuple[str, dict]] = []
        self.scripts: list[tuple[dict, str]] = []
        self._script: dict | None = None
        self._buf: list[str] = []
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if tag == "script":
            self._script, self._buf = a, []
        if tag == "title":
            self._in_title = True
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:]}")
            return
        self.stack.pop()
        if tag == "script":
            self.scripts.append((self._script or {}, "".join(self._buf)))
            self._script = None
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._script is not None:
            self._buf.append(data)
        if self._in_title:
            self.title += data


def parse(page: str) -> PageParser:
    p = PageParser()
    p.feed(page)
    p.close()
    return p


def page_data(page: str) -> dict:
    parsed = parse(page)
    (data,) = [body for attrs, body in parsed.scripts if attrs.get("type") == "application/json"]
    return json.loads(data)


def node_text(data: dict, node_id: int) -> str:
    """The text a moment's node shows (its cards by their labels), in document order."""
    n = data["n"][node_id]
    kind = n[0]

    def runs(rs):
        return "".join(data["c"][r[0]][0] if isinstance(r[0], int) else r[0] for r in rs)
    if kind == "t":
        return runs(n[1]) + "\n"
    if kind in "gr":
        return "".join(node_text(data, c) for c in n[1])
    if kind == "p":
        return runs(n[1]) + "\n" + node_text(data, n[3])
    return "".join(" ".join(runs(cell) for cell in row) + "\n" for row in n[1])


def moment_cards(data: dict, node_id: int) -> list[list[str]]:
    """Every card run of a moment: [label, spoken name, class]."""
    n = data["n"][node_id]
    kind = n[0]
    out = []

    def runs(rs):
        return [data["c"][r[0]] for r in rs if isinstance(r[0], int)]
    if kind == "t":
        return runs(n[1])
    if kind in "gr":
        for c in n[1]:
            out += moment_cards(data, c)
    elif kind == "p":
        out = runs(n[1]) + moment_cards(data, n[3])
    else:
        for row in n[1]:
            for cell in row:
                out += runs(cell)
    return out
