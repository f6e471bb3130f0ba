"""`jiande-2` (R-24, seed 002's two-deck game) end to end: a rule set and its texts, nothing else
(issue 21 item 2). Its rule book, its sample games checked and replayed, a review, a hand played by
bots, every drill kind, its lesson step, and the bots' calibration present. The rules themselves
are proven in tests/statements/test_s002_jiande2.py; that no code tests its id,
in tests/test_variant_ids.py."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.lessons import judge as J
from hwtutor.lessons.book import book_rules
from hwtutor.lessons.drills import drill_kinds, generate
from hwtutor.lessons.model import all_lessons
from hwtutor.replay.check import check_bytes
from hwtutor.replay.samples import find_sample, samples
from hwtutor.rules.variants import VARIANTS

JD2 = "jiande-2"
SAMPLES = [s for s in samples() if s.variant == JD2]


def run(*args, **kw):
    r = CliRunner().invoke(cli, list(args), catch_exceptions=False, **kw)
    assert "Traceback" not in r.output and "Internal error" not in r.output
    return r


def test_the_rule_set_is_jiande_with_two_decks_and_its_own_calibration():
    """R-24: every fact of jiande but the numbers; the bid calibration is its own (measured by
    scripts/calibrate_bids.py), not jiande's."""
    rs, three = VARIANTS[JD2], VARIANTS["jiande"]
    same = ("seed", "family", "players", "bottom_size", "contract", "bid_raise", "options", "deck", "princesses",
            "rotten_red5", "friend_call", "scoring", "titles")
    assert {k: getattr(rs, k) for k in same} == {k: getattr(three, k) for k in same}
    assert (rs.decks, rs.hand_size, rs.bid_min, rs.bid_max) == (2, 34, 75, 200)
    assert rs.bots.bid_share is not None and rs.bots.bid_share != three.bots.bid_share
    assert rs.bots.point_weight == three.bots.point_weight  # both settle in game points


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_rules_command_shows_the_two_deck_book(lang):
    r = run("rules", JD2, "--lang", lang)
    assert r.exit_code == 0
    text = " ".join(r.output.split())
    assert "75–200" in text and "75 to 85" in text if lang == "en" else "75 到 85" in text
    assert ("34 cards each" if lang == "en" else "每人34张") in text
    rules = [x for _, rs in book_rules(JD2) for x in rs]
    assert any("no triples" in x["text"]["en"] for x in rules)
    assert not any(x["text"]["en"].startswith("With three packs there are also triples") for x in rules)


def test_compare_has_a_jiande2_column():
    r = run("rules", "--compare", "--lang", "en")
    assert r.exit_code == 0 and re.search(r"jiande-2 +bids 75–200, opening 75–85", r.output)


def test_two_samples_check_clean_and_finished():
    assert [s.name for s in SAMPLES] == ["jiande-2-1", "jiande-2-2"]
    for s in SAMPLES:
        rep = check_bytes(s.path.read_bytes(), s.path.name)
        assert rep.exit_code == 0 and rep.result is not None, s.name
    r = run("check", *[str(s.path) for s in SAMPLES], "--lang", "en")
    assert r.exit_code == 0 and r.output.count("hand finished") == 2


def test_a_sample_replays_in_print_mode():
    r = run("replay", "--sample", "jiande-2-1", "--print", "--all", "--lang", "en")
    assert r.exit_code == 0 and "Jiande 2-vs-1, two decks" in r.output and "throw" in r.output


def test_jiande_keeps_its_sample_named_jiande_2():
    """The sample jiande-2 is Jiande's second sample; the two-deck game's are jiande-2-1 and jiande-2-2."""
    assert find_sample("jiande-2").variant == "jiande" and find_sample("jiande-2-1").variant == JD2


def test_a_sample_is_reviewed(tmp_path):
    r = run("review", str(SAMPLES[1].path), "--seat", "p2", "--depth", "2", "--no-write", "--lang", "en",
            "--data-dir", str(tmp_path))
    assert r.exit_code == 0 and "Marked ?:" in r.output


def test_a_hand_played_by_bots_is_saved_and_checks(tmp_path):
    r = run("play", JD2, "--bots", "p1,p2,p3", "--hands", "1", "--seed", "3", "--data-dir", str(tmp_path),
            "--lang", "en", "--no-confirm", input="")
    assert r.exit_code == 0 and "Hand 1 is over." in r.output
    kept = list(Path(tmp_path).rglob("*.hand-1.hongwu.toml"))
    assert len(kept) == 1
    rep = check_bytes(kept[0].read_bytes(), kept[0].name)
    assert rep.exit_code == 0 and rep.result is not None and 'variant = "jiande-2"' in kept[0].read_text("utf-8")


@pytest.mark.parametrize("kind", drill_kinds(JD2) + ("edge", "mixed"))
def test_every_drill_kind_makes_questions_with_answers(kind):
    rng = random.Random(11)
    for _ in range(3):
        q = generate(JD2, kind, rng)
        assert q.game.rules.id == JD2
        assert J.solutions(q.exercise, q.game), (kind, q.kind)


def test_the_jiande_lesson_has_a_two_deck_step():
    les = next(x for x in all_lessons() if x.id == "jiande")
    step = next(s for s in les.steps if s.id == "two-packs")
    g = step.position.game()
    assert g.rules.id == JD2 and g.bid == 75
    assert sorted(J.solutions(step.exercise, g)[0]) == ["a", "b", "d"]  # bid 80, bid 85, pass
    assert "S002-01" in les.covers
