"""Rule option values (issue 9 item 1): every option of every variant has a
declared type and range; `check_option` names the option and its allowed
values, `parse_rule_setting` reads NAME=VALUE as typed on a command line."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwtutor.rules.messages import render
from hwtutor.rules.variants import VARIANTS, OptionError, check_option, parse_rule_setting

ALL = [(v, o) for v, rs in VARIANTS.items() for o in rs.options]


@pytest.mark.parametrize("variant,name", ALL)
def test_every_option_accepts_its_default_and_has_a_declared_type(variant, name):
    rs = VARIANTS[variant]
    o = rs.options[name]
    assert o.type in ("bool", "int", "enum", "levels")
    if o.type == "int":
        assert o.lo is not None and o.hi is not None and o.lo <= o.default <= o.hi
    if o.type == "enum":
        assert o.default in o.choices
    assert check_option(rs, name, o.default) is None


@pytest.mark.parametrize("variant,name,value", [
    ("taihu", "throw_penalty_levels", -3), ("taihu", "rotten_penalty", -20), ("taihu", "rotten_penalty", 10**9),
    pytest.param("taihu", "rotten_points", 10**5000, id="taihu-rotten_points-huge"),
    ("taihu", "rotten_points", "fifty"), ("taihu", "level_stops", "10,Z"), ("taihu", "level_stops", 10),
    ("zhejiang-2", "base", 0), ("zhejiang-2", "base", True), ("zhejiang-2", "shape_duty", 1),
    ("xuan", "tianchuai_side", "nobody"), ("xuan", "hidden_from", -1), ("duxiao", "base", 2.5),
])
def test_out_of_range_or_wrong_type_is_refused_naming_option_and_allowed_values(variant, name, value, snapshot):
    rs = VARIANTS[variant]
    m = check_option(rs, name, value)
    assert m is not None and m.key.startswith("option.")
    en, zh = render(m, "en"), render(m, "zh")
    assert name in en and name in zh
    with pytest.raises(OptionError):
        rs.with_options({name: value})
    assert (en, zh) == snapshot


def test_an_option_of_another_variant_is_unknown():
    m = check_option(VARIANTS["zhejiang-2"], "rotten_penalty", 3)
    assert m is not None and m.key == "option.unknown"
    assert "shape_duty" in render(m, "en")  # the options it does have


@pytest.mark.parametrize("text,expected", [
    ("shape_duty=off", ("shape_duty", False)), ("shape_duty = ON", ("shape_duty", True)),
    ("trump_throws=false", ("trump_throws", False)), ("rotten_penalty=5", ("rotten_penalty", 5)),
    ("level_stops=10,K,A", ("level_stops", "10,K,A")), ("level_stops=", ("level_stops", "")),
])
def test_parse_rule_setting_types_the_value(text, expected):
    assert parse_rule_setting(VARIANTS["taihu"], text) == expected


@pytest.mark.parametrize("text,key", [
    ("shape_duty", "option.syntax"), ("=3", "option.syntax"), ("nosuch=1", "option.unknown"),
    ("rotten_penalty=²", "option.int"), ("rotten_penalty=①", "option.int"), ("rotten_penalty=-1", "option.int"),
    ("rotten_penalty=" + "9" * 5000, "option.int"), ("shape_duty=maybe", "option.bool"),
])
def test_parse_rule_setting_refuses_with_a_message(text, key):
    with pytest.raises(OptionError) as e:
        parse_rule_setting(VARIANTS["taihu"], text)
    assert isinstance(e.value, ValueError) and e.value.msg.key == key
    assert len(render(e.value.msg, "en")) < 400


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(ALL), st.one_of(st.integers(), st.booleans(), st.text(max_size=30), st.none(),
                                       st.floats(allow_nan=True), st.lists(st.integers(), max_size=3)))
def test_any_value_is_either_accepted_or_refused_never_a_crash(pair, value):
    variant, name = pair
    rs = VARIANTS[variant]
    m = check_option(rs, name, value)
    if m is None:
        assert rs.with_options({name: value}).opt(name) == value
    else:
        render(m, "en"), render(m, "zh")


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(VARIANTS)), st.text(max_size=40))
def test_any_typed_setting_is_either_read_or_refused_with_a_message(variant, text):
    """What a player types after --rule: a typed value the rule set accepts, or OptionError."""
    rs = VARIANTS[variant]
    try:
        name, value = parse_rule_setting(rs, text)
    except OptionError as e:
        assert render(e.msg, "en") and render(e.msg, "zh")
    else:
        assert check_option(rs, name, value) is None
