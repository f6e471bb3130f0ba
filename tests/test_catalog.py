"""The message catalog: every rule and event id has texts in both languages,
and both languages of an entry take the same placeholders."""
import pathlib
import string

import pytest

from hwtutor.texts import all_texts

MESSAGES, TERMS = all_texts()

RULE_IDS = ["turn", "not-in-hand", "phase", "follow-count", "follow-suit", "follow-shape", "lead-mixed",
            "bid-range", "bid-step", "bid-passed", "bury-count", "trump-choice", "show-not-level", "call-card",
            "red5-lead", "throw-banned", "climb-pattern", "climb-low", "first-lead", "declare-order",
            "declare-needs"]
EVENT_IDS = ["ruff", "discard", "princess-no-power", "ruff-shape", "throw", "throw-failed", "friend-revealed",
             "solo", "red5-captured", "red5-rotten", "bottom-won", "bottom-doubled", "contract-made",
             "contract-failed", "level-up", "level-down", "match-won", "out", "eight-of-a-kind", "surrender"]
FILE_CODES = ["bad-card", "bad-action", "bad-deal", "unknown-variant", "unknown-field"]


def _fields(template):
    return sorted({f for _, f, _, _ in string.Formatter().parse(template) if f})


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_catalog_entry_has_both_languages_with_the_same_placeholders(key):
    en, zh = MESSAGES[key]
    assert en.strip() and zh.strip()
    assert _fields(en) == _fields(zh)


@pytest.mark.parametrize("rid", RULE_IDS + EVENT_IDS + FILE_CODES)
def test_every_rule_and_event_id_has_a_message(rid):
    assert any(k == rid or k.startswith(rid + ".") for k in MESSAGES)


def test_terms_have_both_languages():
    for k, v in TERMS.items():
        assert set(v) == {"en", "zh"} and all(v.values()), k


def test_every_floor_registers_its_texts_so_the_core_imports_no_floor_above_it():
    import hwtutor.rules.catalog as core
    src = pathlib.Path(core.__file__).read_text(encoding="utf-8")
    assert "catalog_lessons" not in src and "catalog_play" not in src and "catalog_bot" not in src
    assert any(k.startswith("bot.") for k in MESSAGES) and any(k.startswith("replay.") for k in MESSAGES)
