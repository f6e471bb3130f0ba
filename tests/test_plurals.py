"""English plurals by count in catalog templates (`{n:card|cards}`, messages.plural)
and actions told in prose ("If p3 plays ♦5"), never in record notation."""
from hwtutor.rules.actions import Bid, Pass, Play
from hwtutor.rules.cards import cards
from hwtutor.rules.describe import describe
from hwtutor.rules.messages import fill, msg, render
from hwtutor.texts import all_texts

all_texts()  # the lessons floor registers ui.demo


def test_plural_picks_the_form_by_count():
    assert fill("{n} {n:card|cards}", n=1) == "1 card"
    assert fill("{n} {n:card|cards}", n=0) == "0 cards"
    assert fill("{n} {n:card|cards}", n=3) == "3 cards"
    assert fill("{n} later {n:action is|actions are} left", n=1) == "1 later action is left"


def test_plural_in_a_rendered_verdict():
    assert render(msg("level-up", seat=0, n=1, frm="2", to="3")).startswith("0 climbs 1 level:")
    assert render(msg("level-up", seat=0, n=2, frm="2", to="4")).startswith("0 climbs 2 levels:")


def test_plural_choices_name_a_placeholder_of_the_same_entry():
    """A plural choice keyed by a parameter the entry does not take would always read as plural."""
    import re
    import string
    messages, _ = all_texts()
    for key, (en, _zh) in messages.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(en) if f}
        for name in re.findall(r"\{(\w+):[^{}|]*\|", en):
            assert name in fields, key


def test_actions_read_as_prose_with_glyphs_in_both_languages():
    play = Play(2, tuple(cards("D5")))
    assert render(describe(play), "en") == "p3 plays ♦5"
    assert render(describe(play), "zh") == "p3出♦5"
    assert render(msg("ui.demo", action=describe(play)), "en") == "If p3 plays ♦5:"
    assert render(describe(Bid(1, 75)), "en") == "p2 bids 75"
    assert render(describe(Pass(0)), "zh") == "p1过"


def test_an_answer_word_reads_in_the_players_language():
    """答案：否, not 答案：no (issue 12 §3)."""
    from hwtutor.lessons.hints import answer_param
    assert render(msg("hint.answer", answer=answer_param(["no"])), "zh") == "答案：否"
    assert render(msg("hint.answer", answer=answer_param(["pair", "ab"])), "zh") == "答案：对子 / ab"
    assert render(msg("hint.answer", answer=answer_param(["yes"])), "en") == "Answer: yes"
