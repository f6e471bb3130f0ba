"""`hwtutor replay FILE --export game.html` (hwtutor/replay/webpage.py, issue 23): the page parsed
without a browser — well-formed, self-contained, every moment, what the terminal shows, safe from the
record's text, readable colours, card names for screen readers. The browser tests are in
test_webpage_browser.py."""
from __future__ import annotations

import json
import re
from collections import Counter
from importlib import resources

import pytest
from click.testing import CliRunner
from replay_helpers import load, record
from web_helpers import HOSTILE, HOSTILE_NAME, hostile_record, moment_cards, node_text, page_data, parse, sample

from hwtutor.cli import cli
from hwtutor.replay import webstyle
from hwtutor.replay.render import View, to_text
from hwtutor.replay.samples import samples
from hwtutor.replay.webnodes import card_name
from hwtutor.replay.webpage import build_page, script_json
from hwtutor.rules.cards import card

BOX = set("╭╮╰╯─│┬┴┼├┤┌┐└┘")
URL = re.compile(r"https?://|(?:src|href)\s*=\s*[\"']?\s*//", re.I)


@pytest.fixture(scope="module")
def taihu():
    return sample("taihu-1")


@pytest.fixture(scope="module")
def pages(taihu):
    return {lang: build_page(taihu, View(lang)) for lang in ("en", "zh")}


def test_the_page_is_well_formed_and_self_contained(pages):
    for lang, page in pages.items():
        p = parse(page)
        assert p.errors == [] and p.stack == [], (lang, p.errors, p.stack)
        assert page.startswith("<!DOCTYPE html>")
        html = [a for t, a in p.tags if t == "html"][0]
        assert html["lang"] == ("zh-Hans" if lang == "zh" else "en")
        assert any(t == "meta" and a.get("name") == "viewport" for t, a in p.tags)
        assert "taihu-1.hongwu.toml" in p.title
        # nothing is fetched: no URL, no src or href at all, no linked file, exactly the page's two scripts
        assert not URL.search(page), URL.search(page)
        assert not [(t, a) for t, a in p.tags if {"src", "href"} & set(a) or t in ("link", "iframe", "img")]
        assert [a.get("type") for a, _ in p.scripts] == ["application/json", None]
        assert "@import" not in page and "url(" not in page


def test_the_page_holds_every_moment_as_the_terminal_shows_it(taihu, pages):
    """Each moment's text is the terminal's (render_moment at 120 columns), less the frames and the
    wrapping; where the terminal cuts a title or a line short the page shows it whole."""
    en = page_data(pages["en"])
    assert len(en["m"]) == taihu.size == 90 and len(en["a"]) == 90
    same = 0
    for pos in range(taihu.size):
        web = Counter(ch for ch in node_text(en, en["m"][pos]) if not ch.isspace())
        term = Counter(ch for ch in to_text(taihu, pos, View("en", width=120))
                       if not ch.isspace() and ch not in BOX and ch != "…")
        del web["…"]
        assert term - web == Counter(), pos
        same += web == term
    assert same >= taihu.size - len(taihu.record.notes) - 10, same  # cut short: only beside notes and comments
    assert en["e"] == taihu.trick_ends
    assert [t[1] for t in en["t"]] == [taihu.trick_last[n] for n in sorted(taihu.trick_last)]


def test_a_sample_shows_its_notes_in_chinese_on_a_chinese_page(taihu, pages):
    zh = page_data(pages["zh"])
    at5 = node_text(zh, zh["m"][5])
    assert "Ann叫♦5：自己没有这张牌" in at5
    assert "Call ♦5" not in at5  # the English comment that says the same is left out
    # the samples' commentary is a note in both languages (issue 22 §2): Chinese on a Chinese page
    assert "亮♥9：以红桃为主" in node_text(zh, zh["m"][0]) and "（英文）" not in node_text(zh, zh["m"][0])
    en = page_data(pages["en"])
    assert "Call ♦5: no copy of it in hand" in node_text(en, en["m"][5]) and "Ann calls ♦5" in node_text(en, en["m"][5])


def test_record_text_cannot_inject_markup_or_script(tmp_path):
    tl = load(hostile_record(tmp_path))
    for lang in ("en", "zh"):
        page = build_page(tl, View(lang))
        p = parse(page)
        assert p.errors == [] and len(p.scripts) == 2, p.errors
        assert not [t for t, _ in p.tags if t in ("img", "b")]
        assert "</script><script>window" not in page and "\u2028" not in page
        data = page_data(page)
        text = "".join(node_text(data, r) for r in set(data["m"]))
        assert HOSTILE.replace("\u2028", "") in text.replace("\u2028", "") and HOSTILE_NAME in text


def test_script_json_cannot_end_its_element():
    s = script_json({"x": "</script><!-- & \u2028\u2029 >"})
    assert "<" not in s and ">" not in s and "&" not in s and "\u2028" not in s
    assert json.loads(s) == {"x": "</script><!-- & \u2028\u2029 >"}


def test_every_card_style_has_contrast_of_at_least_4_5():
    """WCAG AA for normal text: every card style (the heart five too) and every text colour."""
    figures = {**webstyle.card_contrasts(), **webstyle.text_contrasts()}
    low = {k: round(v, 2) for k, v in figures.items() if v < 4.5}
    assert low == {}
    assert round(webstyle.card_contrasts()["h5"], 2) == 6.54 and round(webstyle.card_contrasts()["s"], 2) == 18.88


def test_every_class_the_pages_use_is_styled(pages, tmp_path):
    """A colour the palette lacks would fall back to the browser's: each class has a rule."""
    tl = load(hostile_record(tmp_path))
    used = set()
    for page in [*pages.values(), build_page(tl, View("en")), build_page(sample("xuan-1"), View("zh"))]:
        d = page_data(page)
        used |= {c for s in d["s"] for c in s.split()} | {c for cd in d["c"] for c in cd[2].split()}
        used |= {n[2] for n in d["n"] if n[0] == "p" and n[2]}
        css = page
    defined = set(re.findall(r"\.([a-z][a-z0-9-]*)", css))
    assert used - defined == set()


def test_cards_are_named_for_screen_readers():
    assert card_name(card("H5"), "en", True) == "heart five, point card"
    assert card_name(card("H5"), "zh", False) == "红桃5"
    assert card_name(card("SA"), "en", False) == "spade ace"
    assert card_name(card("BJ"), "zh", False) == "大王" and card_name(card("LJ"), "en", False) == "small joker"
    assert card_name(card("H10*"), "zh", False) == "红桃10（特殊10）"


def test_cards_carry_their_suit_class_and_name(pages):
    zh = page_data(pages["zh"])
    cards = moment_cards(zh, zh["m"][30])
    h5 = [c for c in cards if c[0] == "♥5°"]
    assert h5 and h5[0][1:] == ["红桃5，分牌", "h5 pt"]
    assert {c[2].split()[0] for c in cards} <= {"s", "h", "c", "d", "bj", "lj", "h5"}


def test_seat_view_hides_the_other_hands(taihu):
    d = page_data(build_page(taihu, View("en", seat=1)))
    text = node_text(d, d["m"][30])
    assert "p1 Ann" in text and "cards, hidden" in text
    assert "Seen from p2 (Bo)" in build_page(taihu, View("en", seat=1))


def test_review_mistakes_are_listed_for_the_m_key(tmp_path):
    tl = load(hostile_record(tmp_path))
    d = page_data(build_page(tl, View("en")))
    assert d["x"] == [30, 47]
    assert [t[2] for t in d["t"]].count(True) == 2


def test_a_full_taihu_hand_is_well_under_a_megabyte():
    sizes = {s.name: len(build_page(load(s.path), View("zh")).encode("utf-8")) for s in samples()}
    assert max(sizes.values()) < 400_000, sizes


def test_export_html_writes_the_page(tmp_path):
    out = tmp_path / "game.html"
    r = CliRunner().invoke(cli, ["replay", str(record("gen-taihu")), "--export", str(out), "--lang", "zh",
                                 "--at", "21"])  # action 21, counted from 1: position 20
    assert r.exit_code == 0 and "已写入" in r.output
    d = page_data(out.read_text(encoding="utf-8"))
    assert d["start"] == 20 and len(d["m"]) == load(record("gen-taihu")).size


def test_export_html_with_a_seat_shows_only_what_that_seat_saw(tmp_path):
    out = tmp_path / "p3.html"
    r = CliRunner().invoke(cli, ["replay", str(record("gen-taihu")), "--export", str(out), "--seat", "p3",
                                 "--lang", "en"])
    assert r.exit_code == 0, r.output
    page = out.read_text(encoding="utf-8")
    d = page_data(page)
    assert "Seen from p3" in page
    hidden = [node_text(d, m) for m in d["m"] if "cards, hidden" in node_text(d, m)]
    assert len(hidden) == len(d["m"])  # every moment hides the other hands


def test_the_page_assets_ship_in_the_package():
    web = resources.files("hwtutor.replay") / "web"
    assert {p.name for p in web.iterdir()} >= {"page.html", "page.css", "page.js"}
