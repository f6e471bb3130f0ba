"""Lesson content (issue 12, item 5): terms explained before they are used, Taihu showing practised, the
level-card order and the undoubled Zhejiang bottom stated, the xuan third-card moment explained."""
from __future__ import annotations

from lessons_helpers import run_piped

from hwtutor.lessons import judge as J
from hwtutor.lessons.model import get_lesson
from hwtutor.rules.messages import render


def test_lesson_1_explains_level_cards_and_advisors_before_using_the_words():
    les = get_lesson("cards")
    for lang, words in (("en", ("level card", "advisor")), ("zh", ("级牌", "参谋"))):
        before = [les.summary[lang], les.differs.get(lang, "")] + [s.text[lang] for s in les.steps[: 1]]
        assert not any(w in t for t in before for w in words)
        order = next(s for s in les.steps if s.id == "order").text[lang]
        first_rank_line = order.index(">")
        assert all(order.index(w) < first_rank_line for w in words)   # named and explained above the ranking


def test_lesson_11_practises_the_showing():
    les = get_lesson("taihu-showing")
    kinds = [s.exercise.kind for s in les.exercises()]
    assert kinds.count("dealer") == 3 and len(kinds) >= 5


def test_taihu_lessons_say_the_main_level_card_outranks_the_others():
    """S004-42..46: the trump suit's level card outranks the other suits' level cards (the engine agrees)."""
    for lid in ("taihu-showing", "taihu-princess"):
        text = " ".join(s.text["en"] + s.text["zh"] for s in get_lesson(lid).steps)
        assert "main level card" in text and "主级牌" in text
    st = next(s for s in get_lesson("taihu-princess").steps if s.position)
    g = st.position.game()
    from hwtutor.rules.cards import Card
    main, other = Card.of(g.trump, g.level), Card.of(next(x for x in "SHCD" if x != g.trump), g.level)
    assert g.order.info[main].key > g.order.info[other].key


def test_zhejiang_lessons_say_the_bottom_is_not_doubled():
    st = next(s for s in get_lesson("scoring").steps if s.id == "score")
    assert "never doubled" in st.text["en"] and "不加倍" in st.text["zh"]


def test_lesson_19_step_1_names_its_seat_and_says_why_a_later_declaration_is_legal(tmp_path):
    les = get_lesson("xuan-declaring")
    st = les.steps[0]
    g = st.position.game()
    fb = J.judge(st.exercise, g, "none")
    missed = [m for m in fb.reason if m.key == "fb.option-missed"]
    whys = [dict(m.args)["why"] for m in missed]
    assert any(w.key == "why.xuan-skips" for w in whys)       # p2 du: 天宣 and 天揣 pass unspoken
    assert "passes over heavenly show (天宣)" in render(fb.reason[-1], "en")
    _, out, _ = run_piped(les, "\rq\r", tmp_path, "en")  # Enter at the long step's pause, then quit
    assert "Any seat may declare; this question is about p1." in out and "Your hand:" in out
