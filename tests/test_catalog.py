"""The message catalog: every rule and event id has texts in both languages,
and both languages of an entry take the same placeholders."""
import string

import pytest

from hwtutor.rules import catalog

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


@pytest.mark.parametrize("key", sorted(catalog.MESSAGES))
def test_catalog_entry_has_both_languages_with_the_same_placeholders(key):
    en, zh = catalog.MESSAGES[key]
    assert en.strip() and zh.strip()
    assert _fields(en) == _fields(zh)


@pytest.mark.parametrize("rid", RULE_IDS + EVENT_IDS + FILE_CODES)
def test_every_rule_and_event_id_has_a_message(rid):
    assert any(k == rid or k.startswith(rid + ".") for k in catalog.MESSAGES)


def test_terms_have_both_languages():
    for k, v in catalog.TERMS.items():
        assert set(v) == {"en", "zh"} and all(v.values()), k
