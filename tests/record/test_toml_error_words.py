"""A file that is not TOML is refused in the player's language (issue 22 §2): tomllib's English sentence
never reaches a Chinese screen; what is wrong and where (line, column, or the end of the file) is kept."""
from __future__ import annotations

import re
import tomllib

import pytest

from hwtutor.replay.record import read_record
from hwtutor.rules.messages import render

BROKEN = {
    "open-array": ("x = [\n", "值的写法不对（文件末尾）", "an invalid value (at the end of the file)"),
    "key-twice": ("a = 1\na = 2\n", "同一个键或表写了两次（第2行第6列）",
                  "a key or a table is written twice (line 2, column 6)"),
    "table-header": ("[t\nq = 1\n", "表头的末尾缺少“]”（第1行第3列）",
                     "']' is missing at the end of a table header (line 1, column 3)"),
    "no-equals": ("k v\n", "键的后面缺少“=”（第1行第3列）", "'=' is missing after a key (line 1, column 3)"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_syntax_toml_reason_is_told_in_both_languages(name):
    text, zh, en = BROKEN[name]
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)
    record, issues = read_record(text)
    assert record is None and [i.code for i in issues] == ["syntax"] and issues[0].msg.key == "syntax.toml"
    assert render(issues[0].msg, "zh") == f"不是有效的TOML：{zh}。"
    assert render(issues[0].msg, "en") == f"Not valid TOML: {en}."


def test_syntax_toml_zh_has_no_english_words():
    """Every broken file of the reader's fuzz seeds: no ASCII word of tomllib's in the Chinese text."""
    for text in ("x = ", "[[a]\n", 'x = "a\n', "x = 1 2\n", "= 3\n", "x = {a = 1\n", "x = 0x\n", "[a]\n[a]\n"):
        _, issues = read_record(text)
        zh = render(issues[0].msg, "zh")
        assert not re.search(r"[A-Za-z]{3,}", zh.replace("TOML", "")), zh
