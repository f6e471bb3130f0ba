"""`hwtutor rules [VARIANT]`: the rule set of a variant, with its named options."""
from __future__ import annotations

import click

from ..i18n import default_lang
from ..rules.variants import VARIANTS

_LABELS = {
    "en": {"players": "players", "decks": "decks", "hand": "cards each", "bottom": "bottom", "contract": "contract",
           "options": "Options (rulings; override in a record's [rules] table)", "seed": "seed text",
           "bid": "bidding {lo}–{hi}, raise by 5 to {raise_}", "show": "showing level cards, find-a-friend",
           "declare": "solo declarations", "xuan": "red-five partnerships", "variants": "Variants"},
    "zh": {"players": "人数", "decks": "副数", "hand": "每人张数", "bottom": "底牌", "contract": "定庄方式",
           "options": "选项（裁定；可在记录的 [rules] 中修改）", "seed": "原始规则",
           "bid": "叫分 {lo}–{hi}，每次加5至{raise_}分", "show": "亮级牌、找朋友",
           "declare": "独牌叫牌", "xuan": "红五搭档（宣）", "variants": "玩法"},
}


def run_rules(variant: str | None, lang: str | None) -> int:
    lang = lang or default_lang()
    L = _LABELS[lang]
    if variant is None:
        click.echo(L["variants"] + ":")
        for rs in VARIANTS.values():
            click.echo(f"  {rs.id:<11} {rs.name_zh if lang == 'zh' else rs.name_en}")
        return 0
    rs = VARIANTS.get(variant)
    if rs is None:
        click.echo(f"unknown variant: {variant!r} ({', '.join(VARIANTS)})", err=True)
        return 2
    click.echo(f"{rs.id} — {rs.name_zh} / {rs.name_en}  ({L['seed']} {rs.seed})")
    click.echo(f"  {L['players']}: {rs.players}   {L['decks']}: {rs.decks}   {L['hand']}: {rs.hand_size}"
               f"   {L['bottom']}: {rs.bottom_size}")
    contract = L[rs.contract].format(lo=rs.bid_min, hi=rs.bid_max, raise_=rs.bid_raise)
    click.echo(f"  {L['contract']}: {contract}")
    click.echo(f"{L['options']}:")
    for o in rs.options.values():
        click.echo(f"  {o.name} = {o.default!r}  [{o.ruling}]")
        click.echo(f"      {o.zh if lang == 'zh' else o.en}")
    return 0
