"""Texts of the rule books (`hwtutor rules`, the menu's rule book, `rules` at the table), en + zh: the
labels of a book's header, sections and options (`book.label.*`) and the names of the local rule texts
by their seed number (`book.seed.*`, RuleSet.seed). Registered into the catalog by the package's __init__.
"""

MESSAGES: dict[str, tuple[str, str]] = {}

TERMS: dict[str, dict[str, str]] = {
    "book.label.players": {"en": 'players', "zh": '人数'},
    "book.label.decks": {"en": 'decks', "zh": '副数'},
    "book.label.hand": {"en": 'cards each', "zh": '每人张数'},
    "book.label.bottom": {"en": 'bottom', "zh": '底牌'},
    "book.label.contract": {"en": 'contract', "zh": '定庄方式'},
    "book.label.options": {"en": 'Options (change one with `--rule NAME=VALUE`)', "zh": '选项（用 `--rule 名称=值` 修改）'},
    "book.label.seed": {"en": 'local rule text', "zh": '原始规则'},
    "book.label.bid": {"en": 'bidding {lo}–{hi}, raise by 5 to {raise_}', "zh": '叫分 {lo}–{hi}，每次加5至{raise_}分'},
    "book.label.show": {"en": 'showing level cards, find-a-friend', "zh": '亮级牌、找朋友'},
    "book.label.declare": {"en": 'solo declarations', "zh": '独牌叫牌'},
    "book.label.xuan": {"en": 'red-five partnerships', "zh": '红五搭档（宣）'},
    "book.label.variants": {"en": 'Variants', "zh": '玩法'},
    "book.label.example": {"en": 'Example', "zh": '例'},
    "book.label.ids": {"en": 'ids', "zh": '编号'},
    "book.label.ruling": {"en": 'ruling', "zh": '裁定'},
    "book.label.statements": {"en": 'statements', "zh": '原文条目'},
    "book.label.silent": {"en": 'the local rule texts do not say; hwtutor plays it this way', "zh": '各地规则原文没有说明；hwtutor 这样打'},
    "book.label.stated": {"en": 'the local rule text says so', "zh": '原文这样规定'},
    "book.label.adds": {"en": 'the local rule text says so; hwtutor adds: {detail}', "zh": '原文这样规定；hwtutor 补充：{detail}'},
    "book.label.borrowed": {"en": 'the {own} rule text does not say; hwtutor plays it as the {other} rule text says', "zh": '{own}的规则原文没有说明；hwtutor 按{other}的规则原文打'},
    "book.label.borrowed-adds": {"en": 'the {own} rule text does not say; hwtutor plays it as the {other} rule text says and adds: {detail}', "zh": '{own}的规则原文没有说明；hwtutor 按{other}的规则原文打，并补充：{detail}'},
    "book.label.change": {"en": 'you can change it: `--rule {name}={value}`', "zh": '可以修改：`--rule {name}={value}`'},
    "book.label.now": {"en": 'now {value}', "zh": '现在是 {value}'},
    "book.label.lessons": {"en": 'Lessons', "zh": '相关课程'},
    "book.label.house": {"en": 'a house rule can change it', "zh": '自定规则可以改'},
    "book.label.house-rules": {"en": 'What a house rule may change', "zh": '自定规则可以改的地方'},
    "book.label.learn": {"en": 'hwtutor learn N', "zh": 'hwtutor learn 编号'},
    "book.label.contents": {"en": 'Contents', "zh": '目录'},
    "book.label.hint": {"en": "hwtutor rules VARIANT shows a variant's rule book; hwtutor rules --compare shows what differs.", "zh": 'hwtutor rules 玩法名 显示该玩法的规则书；hwtutor rules --compare 列出各玩法的不同。'},
    "book.label.more": {"en": "hwtutor rules {variant} --section N shows one section, --search WORD finds a rule, --sources adds the rule texts' references.", "zh": 'hwtutor rules {variant} --section 编号 只看一节，--search 词 查找规则，--sources 加上原文出处。'},
    "book.label.no-section": {"en": '--section {n}: this rule book has sections 1–{last}.', "zh": '--section {n}：这本规则书只有第1–{last}节。'},
    "book.label.no-match": {"en": 'No rule of {variant} mentions “{word}”.', "zh": '{variant}的规则里没有“{word}”。'},
    "book.label.elsewhere": {"en": '“{word}” is not in section {n}; it is in section {list}.', "zh": '第{n}节里没有“{word}”；它在第{list}节。'},
    "book.label.elsewhere-many": {"en": '“{word}” is not in section {n}; it is in sections {list}.', "zh": '第{n}节里没有“{word}”；它在第{list}节。'},
    "book.label.nowhere": {"en": '“{word}” is not in section {n}, nor anywhere else in this rule book.', "zh": '第{n}节里没有“{word}”，这本规则书的其他地方也没有。'},
    "book.label.unknown": {"en": 'Unknown variant “{got}” (one of: {choices}).', "zh": '未知玩法“{got}”（可用：{choices}）。'},
    "book.seed.000": {"en": 'Zhejiang', "zh": '浙江'},
    "book.seed.002": {"en": 'Jiande', "zh": '建德'},
    "book.seed.003": {"en": 'duxiao and xuan', "zh": '独小和红五宣'},
    "book.seed.004": {"en": 'Taihu', "zh": '太湖'},
}
