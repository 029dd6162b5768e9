"""The Chinese pipeline: jieba segmentation, clause splitting, trigger patterns and lexicon lookups.

Chinese has no trained parser here, so the grammar is shallow and explicit (all words and regexes are data,
in `patterns/zh_patterns.json`):

1. Segmentation. `spacy.blank("zh")` with jieba; the lexicon's Chinese aliases and the trigger words are
   added to a private jieba dictionary so a concept (扫地机器人, 保守型投资者) is one token. Token edges are
   used to keep triggers from matching inside words (爱 in 可爱 / 爱人, 说 in 小说).
2. Sentences (。！？) and clauses (，；). A sentence with a hypothetical (如果, 要是 … 就好了), one about a
   story, an ad or a song (小说里的女主…, 广告上写着…, `other_text`) and a writing request (写一首关于…的诗,
   `creative_request`) is skipped; words in quotes are someone's text, and a story's character (女主,
   主人公 — `fiction_people`) is not the user;
   a clause that is a question (吗, 什么, 是不是 …), a request (帮我, 请, 给我订 …), a wish (想去, 希望) or
   follows someone else's words (我同事说 …, 听说) yields nothing. Chatter has no trigger, so yields nothing.
3. Triggers. Every trigger regex is matched on the clause; overlaps go to the higher priority. Each trigger
   names its kind/key/polarity and where its object is (after it, before it, the match itself, a named
   group). A negation right before a trigger (不, 没, 不太, 从不 …) flips a like into a dislike or blocks
   the assertion. A past marker (以前, 小时候) makes a preference history: "以前喜欢咖啡，现在受不了" keeps
   only the current dislike, whose empty object is taken from the previous clause.
4. Subject. 我 → the user; 我妈妈 / 我老婆 / 老公 → the person's role as a canonical English word
   (mother, wife, husband; 爷爷 → grandfather, 外公 → maternal grandfather) so that the same person said in
   English or Chinese is one Person; 她/他 → the last role mentioned. 你/他们/别人 → not about the user.
   A clause without a subject inherits the previous clause's.
5. Objects. Particles, degree adverbs, leading consumption verbs (吃, 喝, 看 …) and measure words (一台,
   一杯) are stripped; coordinated objects (川菜和湘菜) become separate assertions. The lexicon finds the
   concept inside the phrase (head last, as Chinese is head-final). Values keep what the user said next to
   the canonical concept name: 海鲜 → "seafood (海鲜)", 华为手机 → "Huawei (华为手机)", so memories read
   well in both languages and stay searchable by the Chinese words; the entity carries the concept id.
6. Time. 今天/这周/这个月/今年 make a preference or constraint temporary (valid_until at the end of the
   period, in the user's timezone); for events every phrase (昨天, 上周二, 下周五, 三月三号, 去年, 三年前)
   dates the event. Numbers in Chinese (五千, 三万, 两百) are read: "最多五千" → budget "5000 CNY (五千)".

Value conventions (the same keys as English, see `patterns/keys.json`):
- a concept: "canonical (said)" — "seafood (海鲜)"; a word the lexicon lacks: as said — "排队".
- identity/relation literals as said: names "李娜", occupations "产品经理", ages "35", birthdays
  "March 3 (三月三号)" (month name first, so English and Chinese birthdays compare).
- budget: "<amount> <currency>" plus the Chinese numeral when one was used: "5000 CNY (五千)"; 美元/刀 → USD.
- events: "{date} {what}" — "2026-11-29 扫地机器人", "2026-12 trip to Chengdu (成都)".
- people: facts about them (name, age, occupation, lives_in, birthday) are kind `relation` with the role as
  subject; "我有一个女儿" is a `relation` memory `knows` with value "daughter (女儿)". Other memories of a
  person keep their kind: "我妈妈对芒果过敏" is a constraint whose subject is "mother".
- a medical condition with `implies` in the lexicon (糖尿病 → sugar) adds the first two of those constraints,
  unless the message itself says what to avoid ("我有痛风，海鲜和啤酒都不能碰").
- what a body does after eating is an intolerance (我一喝牛奶就拉肚子, 吃辣胃受不了 — the trigger needs the
  exposure verb); a limit with a bodily cause is an avoid (我腰不好，不能久坐 — `body_cause`, or a condition
  said before); 这个月我不网购了 is a temporary avoid only with a period and a consumption verb
  (`abstain_verbs`).
- origin (key `origin`): 我老家在湖南, 我是东北人, 在青岛长大, 来自广东 — the place said; employers the
  lexicon knows resolve (字节 → ByteDance), and 刚入职腾讯 is both the employer and a dated event;
  下周一入职美团 (a start still ahead) is the event only, since employer is single-valued.
- habits also come from durations and learning (我练了五年瑜伽, 我在学日语, 会弹吉他) and from metaphors
  (书虫 → reading, 夜猫子 → 熬夜; `metaphor_habits`); 我是X的金卡会员 is `uses` of X.
- a smell that turns the stomach is a dislike, no intolerance (榴莲闻着就难受); 约了牙医洗牙 is one visit;
  前年在墨尔本读的硕士 a past degree and where; 今天要抽血，早饭就不吃了 holds for that day only.
- events also cover appointments (要去做胃镜, 明天去体检), incidents that keep their thing (把车撞了,
  信用卡被盗刷了), returns (退了一双鞋 → key complaint, "returned …"), adoptions and races; lunar dates
  stay as said: "正月十五 (lunar)".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from functools import cache, cached_property
from itertools import pairwise
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast

from spacy.attrs import IDX, LENGTH
from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import get_words_and_spaces

from graphmem.extract.base import (
    PEER_ROLES,
    TEXT_KEY,
    Assertion,
    ExtractionContext,
    build_memory,
    doc_assertions,
    doc_text,
    load_json,
    one_stance_per_thing,
    register_extensions,
    without_peers_tastes,
)
from graphmem.extract.literals import LiteralIndex, required_literals
from graphmem.extract.timex import TimeRef, local_date, resolve
from graphmem.extract.zh_numbers import (
    NUMBER_CHARS,
    NUMBER_PATTERN,
    cn_to_int,
    cn_to_number,
    has_chinese_numeral,
)
from graphmem.extract.zh_time import TimePhrase, as_event_time, find_times, is_window, rebase_bare_year
from graphmem.models import USER_SUBJECT, ExtractedMemory, Kind, Polarity

if TYPE_CHECKING:
    from graphmem.concepts import Concept, Lexicon, Resolution
    from graphmem.config import Settings

__all__ = ["COMPONENT", "ChineseMemories", "analyse", "build_pipeline", "memories_from_doc"]

COMPONENT = "graphmem_zh_memories"
PATTERNS_FILE = "zh_patterns.json"
OTHER = "\x00other"  # a subject that is neither the user nor a person around them (你, 他们, 别人)
_NOT_OF_THE_USER = re.compile(
    "^(?:我)?(?:认识|遇到|碰到|见过)(?:了)?(?:一个|一位|个|位)(?:人|男生|女生|姑娘|小伙|大哥|大姐|阿姨|老外)"
    "|^(?:我)?(?:本来|还|一直|原来|原本)?以为|^(?:我)?(?:认识|身边)的(?:人|朋友)"
)
_STYLE = "\x00style:"  # marks a style object on its way from `_objects` to `_finish`
_BARE_UNITS = frozenset({"事业部", "部门", "总部", "分部", "本部", "全部", "大部", "局部", "干部"})
_UNIT_TRIGGERS = frozenset({"department", "work_at", "work_as"})  # an org that may carry its unit
# one who works there: no job named
_WORK_OF_ARTIST = re.compile("歌|歌曲|音乐|专辑|演唱会|新歌|老歌|曲子")  # what a singer or band puts out
_ONE_OCCASION = re.compile("今天|昨天|前天|今晚|昨晚|刚才|刚刚|这次|那次|上次|这回|那回")  # one day, one time
_FLAVOURED = re.compile("(?P<thing>[^，,。；]{1,6}?)(?:口)?味(?:儿)?(?:的)?")  # 抹茶味(的): of that flavour
_CONCESSION_LEAD = re.compile("虽然|虽说|尽管|其实|而且|但是?|不过|可是")  # said before whom it is about
_THIS_TIME = re.compile("这次|这回|这一次|这一回|本次")  # this one answer or task, no standing way
# 这杯绿茶, 她家的汤: one serving or one place's, not the food or drink in general
_ONE_SERVING = re.compile(
    "[这那](?:一)?(?:杯|家|碗|顿|盘|壶|瓶|份|款|个|道)|(?:他|她|你|它|店|厅)家的?|[这那]里的|食堂")
_THING_THEN_KIND = re.compile(r"(?P<thing>[^，,。；]{1,12}?)\s*(?:那种|这种)(?=[^，,。；]{2})")
# 羊肉那股膻味, Windows那个界面: a thing, then one side of it pointed at with 那/这 (and a measure word)
_THING_THEN_SIDE = re.compile(
    r"(?P<thing>[^，,。；那这]{1,12}?)\s*[那这](?:个|股|套|款|些|一套|一股)?(?=[^，,。；]{1,6}$)")
# 有烟味的地方, 西藏那种地方: a kind of place, named by what is there or by one place like it
_PLACE_OF_KIND = re.compile(
    "(?P<thing>[^，,。；]{1,10}?)(?:那种|这种|那样的|这样的|的)(?:地方|场所|环境|场合)")
# 恐怖片我是真不行: the user said in the stance itself
_SELF_STANCE = re.compile(
    "[我俺](?:这人|个人)?(?:是)?(?:真的?|实在|确实|就是|完全|绝对|根本|真心|一直|是真)?(?:可)?不")
_POINTER_ENDS = ("个", "套", "款", "些", "种")  # the measure words that can close a pointer
# JetBrains那套用不来, 玻璃栈道这种别安排: a thing, then 那/这 and a measure word pointing back at it,
# nothing after
_THING_THEN_POINTER = re.compile(r"(?P<thing>[^，,。；那这]{1,12}?)\s*[那这](?:个|套|款|些|种|一套|一款)$")
# 川菜太油了不太行: a thing, then why it will not do (太油了); the verdict after it is on the thing
_THING_THEN_FAULT = re.compile(
    r"(?P<thing>[^，,。；]{1,10}?)(?:太|过于|实在太|真的太)[\u4e00-\u9fff]{1,2}了?$")
_VERDICT_TRIGGERS = frozenset({"not_ok_food", "not_for_me", "limit_before"})  # X不行 and the like
# 辣得(我)受不了, 咸得受不了: 得 after a quality makes the verdict how much of it one meal or day had, no
# standing dislike (觉得, 记得 … are verbs of their own)
_DEGREE_BEFORE = re.compile(
    r"(?<=[\u4e00-\u9fff])(?<![觉记懂舍值显晓获认使免])得(?:我|人|俺)?(?:都|真|真的|实在|简直|快|快要|有点|都快|差点)*$")
_GENERIC_JOBS = frozenset({"员工", "职员", "雇员", "正式员工", "老员工", "新员工"})
_EMPLOYER_TRIGGERS = frozenset({"work_at", "work_as", "joined", "joined_loose", "joined_after_change",
                                "at_company", "kin_at_company"})
# 风险承受能力比较强: a strong tolerance of risk is the aggressive profile, a weak one the conservative
_RISK_LEVELS = {"低": "保守", "较低": "保守", "中": "稳健", "中等": "稳健", "高": "进取", "较高": "进取",
                "强": "进取", "较强": "进取", "弱": "保守", "较弱": "保守"}
_RETIRED_BEFORE = re.compile("退休(?:以|之)?前$")
# 一年能有4%左右, 年化5个点: a yearly rate of return, which makes money the topic
_YEARLY_RATE = re.compile(
    r"(?:一年|每年|年化|年均)[^，,。；]{0,4}?[\d一二三四五六七八九十](?:\.\d+)?(?:[%％]|个点)")
_RISK_TEST = re.compile("测评|评估|评测|问卷")
_RISK_TYPE_SAID = re.compile("(?:保守|稳健|平衡|进取|激进)型")
_STYLE_OPPOSITE = "\x00style-opposite:"  # … one whose refusal asks for its opposite (别绕弯子 → 直接)
MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)
_KIN_ROLES = frozenset({
    "father", "mother", "parents", "wife", "husband", "spouse", "partner", "boyfriend", "girlfriend",
    "daughter", "son", "child", "baby", "grandfather", "grandmother", "maternal grandfather",
    "maternal grandmother", "older brother", "younger brother", "older sister", "younger sister",
    "father-in-law", "mother-in-law", "parents-in-law", "sister-in-law", "brother-in-law", "nephew", "niece",
    "cousin", "grandson", "granddaughter", "grandparents", "maternal grandparents", "daughter-in-law",
    "son-in-law", "fiance", "fiancee",
})  # in-laws, cousins and grandchildren are named bare as well (我哥在华为，嫂子是老师); 阿姨 and 叔叔 are
# left out: said bare they are as often a stranger addressed politely
# People met at work or school said bare at the start (同事小赵是素食主义者, 老板是个果粉): the subject too
_BARE_PEER_ROLES = frozenset({
    "colleague", "boss", "manager", "team leader", "roommate", "neighbor", "classmate", "friend",
})
# roles a known word may name (a dog called 可乐 is no drink, a rabbit called 棉花 no user)
_PET_ROLES = frozenset({
    "cat", "dog", "rabbit", "hamster", "parrot", "turtle", "chinchilla", "guinea pig", "snake"})
# the common surnames, as the grammar's name triggers list them
_SURNAME = (
    "[王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈"
    "姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤]"
)
# 我同事小刘, 我老婆李娜: the name said right after a role is that person's
_NAME_AFTER_ROLE = re.compile(
    f"^(?:[小老阿][\u4e00-\u9fff]|[\u4e00-\u9fff](?:姐|哥|总|工)|{_SURNAME}[\u4e00-\u9fff]{{1,2}})"
    "(?=$|也|都|就|还|现在|目前)"
)
# 同事Kevin, 同事Anna Lee: the same, said in Latin letters
_LATIN_NAME_AFTER_ROLE = re.compile("[A-Z][a-z]{1,12}(?: [A-Z][a-z]{1,12})?(?:也|都|就|还|现在|目前)?")
# 在杭州跑单, 在成都开网约车: the town whose streets one works is where one lives (a bare 开车 is not)
_STREET_WORK = re.compile(
    "跑单|跑外卖|送外卖|送快递|开网约车|开出租|开滴滴|跑滴滴|跑网约车|跑出租|开货拉拉|跑货拉拉|开货车|开大车|跑货运"
    "|(?<![开买看玩租卖试坐辆台])跑车(?![的模展])"  # 在广州跑车: a driver's trade (买跑车 is the car)
)
# 别把钥匙落在车上: a warning, nothing has happened (不小心 and 没注意 tell that it did)
_WARNED = re.compile("别|不要|(?<!不)小心|千万|免得|以免|万一|怕|担心|当心|(?<![没不])注意|会不会")
_NOT_A_KIN_NAME = re.compile(  # words a surname character starts that say a grade, a time or a state
    "(?:[高初][一二三中]|大[一二三四]|研[一二三]|高考|中考|高烧|高兴|周[末一二三四五六日天]|马上|白天|何时|黄金|金鱼|"
    "石头|叶子|江湖|方便|"
    "[今去明前后]年|现在|目前|平时|一直|已经)"
)
_ORIGIN_TAIL = re.compile("(?:人|的)(?:了|啊|呀|哈)?$")
_ROUTINE_BEFORE = re.compile("一般|平时|平常|通常|每天|天天|每晚|习惯")
_INTRO_BEFORE = re.compile(
    "(?:^|[，,。；])(?:本人|我)?(?:今年)?(?:\\d{1,2}|[二三四五六七八九]十[一二三四五六七八九]?)岁(?:了)?[，,]$"
    # 我32，IT男: an age said bare right after 我
    "|(?:^|[，,。；])(?:本人|我)(?:今年)?(?:\\d{2}|[二三四五六七八九]十[一二三四五六七八九]?)[，,]$"
    "|(?:^|[。；])(?:本人|我叫|我是)[^，,。；]{1,10}[，,]$|(?:^|[。；])(?:本人|我)姓[\u4e00-\u9fff]{1,2}[，,]$"
    # 我老婆叫林悦，中学老师: a person of the user's introduced by name, then their job
    "|(?:^|[。；])我(?:的|家)?[^，,。；叫]{1,4}叫[^，,。；]{2,4}[，,]$"
)
# 还有坚果也是 / 芒果也一样 / 还有芒果: one more thing the clause before holds for
_SAME_FOR = re.compile(
    "^(?:还有|另外|以及)(?P<thing>[^，,。也都]{1,6}?)(?:也(?:是|一样|同样)?)?(?:的|哈|啊|呀)?$"
    "|^(?P<thing2>[^，,。也都]{1,6}?)也(?:是|一样|同样)(?:的|哈|啊|呀)?$"
)
# 我女朋友不吃香菜，我也不吃: the user takes the same stance as the person before (也 with no thing said)
_SAME_STANCE = (
    "(?:一样|是|"
    "(?P<neg>(?:不|没法|不能)(?:太|怎么|大|敢)?(?:吃|喝|碰|爱吃|爱喝|喜欢|爱|能吃|能喝|抽|沾)|受不了|吃不了|喝不了|碰不了)|"
    "(?P<pos>(?:很|挺|特别|超|超级|贼)?(?:爱吃|爱喝|喜欢吃|喜欢喝|喜欢|爱|爱看|爱听|爱玩)))"
    "(?:了|的|啊|呀|哈|哦)?$"
)
_ME_TOO = re.compile(
    "^(?:我|俺)(?:自己)?(?:也)?(?:跟|和)(?:他|她|ta|TA)一样(?:的)?$"  # 我跟她一样: the same, said whole
    f"|^(?:我|俺)(?:自己)?(?:也|同样){_SAME_STANCE}"
)
# 我不吃牛肉，我老婆也不吃: the person named takes the user's stance just said (也 with no thing said)
_THEY_TOO = re.compile(f"^(?P<who>[^，,。；也我俺]{{0,3}}[^，,。；也]{{1,6}}?)(?:也|同样){_SAME_STANCE}")
_FLOOR = re.compile(  # 我家住一楼: a floor of the building
    "(?:[一二两三四五六七八九十百\\d]+|顶|底|高|低|中|地下)(?:楼|层)(?:以上|以下)?|楼上|楼下|地下室|阁楼|半地下")
# 我家狗: 家 after 我 says whose
_OWN_HOME_LEAD = re.compile("^(?:我们|我|咱们|咱|俺)?(?:们)?家(?:里)?(?:的|那只|那条|养的)?")
_ADVERB_CHARS = "很也都还挺真就可特别非常超不太怎么"  # said between the one and the liking
# 平时要开车: a duty opening the clause (每天都要跑步 says how often: a habit, whatever came before)
_DUTY_LEAD = re.compile(
    "^(?:我)?(?:平时|平常|一般|白天|上班|工作|天天|每天|经常|常常|总是|老是)?(?:还)?(?:要|得|需要|必须)(?!求)"
)


def _stance_echoed(said: list[Assertion], echo: re.Match[str], source: str, target: str) -> list[Assertion]:
    """The rules and tastes `source` said last, held by `target` too (我也是 after a relative's, 我老婆也不吃
    after the user's); the echo's verb, when said, must take the same side (我也不吃 after a liking is no
    echo)."""
    wanted = "negative" if echo.group("neg") else "positive" if echo.group("pos") else None
    echoed: list[Assertion] = []
    for made in reversed(said):
        if made.subject != source or made.kind not in ("constraint", "preference") or made.implied:
            break
        if made.literal or (wanted is not None and made.polarity != wanted):
            continue
        echoed.append(replace(made, subject=target))
    return echoed[::-1]


def _duty_after_rule(clause: str, said: list[Assertion], last: Assertion) -> bool:
    """Whether a clause of habits said as a duty follows a rule of the same person's: 我不喝酒，平时要开车
    tells why there is no drinking (我平时要开车 alone is a habit)."""
    ruled = last.kind == "constraint" and last.polarity == "negative"
    return ruled and _DUTY_LEAD.match(clause) is not None and all(
        made.key == "habit" and made.subject == last.subject for made in said)


# 游泳比赛: the sport, then its event
_CONTEST = re.compile("比赛|大赛|锦标赛|考级|课|训练|集训|培训|演出|表演|汇演")
_WHEN_WORD = re.compile(
    "^(?:[春夏秋冬](?:天|季)|下?雨天|晴天|冷天|热天|假期|节假日|过年|过节)$|(?:的时候|时)$"
)
# 特别是和朋友一起, 尤其是一个人去: with whom or how, not what is liked
_HOW_DONE = re.compile("(?:和|跟|与|同|陪|在|去|给|为|一个人|自己|一起)|.*一起")
# 特别是五月天, 尤其是川菜: the one most liked of the kind just said
_ESPECIALLY = re.compile(
    "(?:特别是|尤其是|尤其|尤其喜欢|特别喜欢|最喜欢的是|最爱的是)(?P<thing>[^，,。；我你他她]{2,10}?)(?:的|吧|啊|呀|哈)?"
)
# 特别是坐红眼航班: the worst of a thing disliked (no 特别喜欢 here: that would turn the stance)
_WORST_OF_IT = re.compile("(?:特别是|尤其是|尤其)(?P<thing>[^，,。；我你他她]{2,10}?)(?:的|吧|啊|呀|哈)?")
# 摇滚居多, 以纪录片为主: the kind most of a liking is
_MOSTLY_OF_KIND = re.compile(
    "(?:以|主要是|基本是|大多是|多半是|大部分是)?(?P<thing>[^，,。；我你他她以]{2,8}?)(?:居多|为主)(?:吧|啊|呀|哈)?"
)
# 日程用滴答清单, 写代码就用VS Code: a purpose said first, then the tool for it
# (别的用不顺手, 其他的用不惯: the others judged, no tool; a 用不/用得 verdict names none)
_PURPOSE_THEN_TOOL = re.compile(
    "(?!别的|其他|其它)(?P<purpose>[\u4e00-\u9fff]{2,4})(?:我)?(?:就|则|都|一般|主要|基本)*用"
    "(?![不得没])(?P<thing>[^，,。；用]{2,12}?)(?:的|了|吧|啊|呀|哈)?"
)
# 转机的也尽量别订, 辣的也别点: one more kind the refusal said before holds for (its verb said again)
_ALSO_REFUSED = re.compile(
    "^(?P<thing>[^，,。也都别不]{1,8}?)(?P<kind>的)?(?:也|都)(?:尽量|最好|千万|绝对|一律)?(?:别|不要|不能)(?:再)?"
    "(?:给我)?(?:订|买|选|坐|安排|推荐|推|点|放|加|吃|喝|碰|用|去|住)(?:了|吧|哈|啊)?$"
)
# 以后别给我订红眼航班，也别订转机的: the same refusal said again, the thing after its verb
_DEGREE_JUDGED = re.compile("(?:太|好|真|特别|那么|这么)[\u4e00-\u9fff]{1,3}?了?")  # 太刺激了: a quality
_KIND_CARRIED = re.compile("(?P<kind>[^的]{1,4}的)(?:东西|食物|饮料|吃的|喝的|零食|菜)")
_BARE_DOING = re.compile("(?:去|玩|逛|看|听|碰|用|唱|跑|打)(?:了|啦|咯)?")
_ALSO_REFUSED_AFTER = re.compile(
    "^(?:也|还|同样)(?:尽量|最好|千万|绝对|一律)?(?:别|不要|不能)(?:再)?(?:给我)?"
    "(?:订|买|选|坐|安排|推荐|推|点|放|加|吃|喝|碰|用|住)(?P<thing>[^，,。也都别不的]{1,8}?)(?P<kind>的)?(?:了|吧|哈|啊)?$"
)
# 我爱看NBA，英超也追: one more thing taken in the same way, said first (the taste before holds for it)
_ALSO_TAKEN = re.compile(
    "^(?P<thing>[^，,。；也还都我你您他她不没别]{2,8}?)(?:我)?(?:偶尔|有时候?|平时)?(?:也|还)"
    "(?:会|经常|常|偶尔|一直|都|挺|很|蛮|会去|在)*"  # 东野圭吾的也一直在追: 在 says it goes on
    "(?:(?:爱|喜欢)(?:追|看|听|玩|吃|喝|用|刷|打|踢|逛)?|追|看|听|玩|吃|喝|用|刷|打|踢|逛)(?:的|了|过)?(?:哈|啊|呀)?$"
)
# 我喜欢听播客，有空也刷刷脱口秀: a verb said twice is a light, habitual doing of the thing after it
_LIGHTLY_DONE = re.compile(
    "^(?:有空|没事|闲了|闲着|平时|偶尔|周末|晚上|睡前)?(?:的时候)?(?:我)?(?:也|还)?(?:会|经常|常)?"
    "(?:刷刷|看看|听听|玩玩|逛逛|追追|打打|练练|弹弹|唱唱)(?P<thing>[^，,。；]{2,8}?)(?:啥的|什么的|之类的|了|吧)?$"
)
# 旅行我喜欢自由行，跟团太累了 / Windows用着烦: the other thing of a contrast, judged tiresome. The
# verb of the doing may come first (挤地铁太难受了), a measure word after (JetBrains那套太重了), and how
# crowded it is before the verdict (网红景点人挤人太累了)
_OTHER_TIRESOME = re.compile(
    "^(?P<verb>挤|坐|乘|搭|用|吃|喝)?(?P<thing>[^，,。；我你您他她这那]{2,10}?)"
    "(?:那套|那种|那类|那些|那玩意儿?|的话|就|嘛|呢)?(?:我)?(?:人挤人|人山人海|人太多)?"
    "(?:真的|是真|实在|确实|总是|老是|总|老|也|都)*"
    "(?:(?:用|吃|看|听|玩|穿|坐|喝|住|开)(?:着|起来)(?:就|有点|有些|很|太|特别|真|挺|老)?"
    "(?:烦|腻|累|难受|别扭|不舒服|闹心|费劲|头疼|心累|不顺手|苦|酸|甜|咸|涩|腥|淡|油|冲)"  # 美式喝着太苦了
    "|(?:太|真的太|实在太|有点|有些|太过|过于)(?:累|麻烦|贵|吵|折腾|无聊|腻|闹|挤|费劲|坑|受罪|遭罪|苦|甜|酸|咸|油|辣|淡"
    "|难吃|难喝|难用|难看|难听|卡|慢|吵闹|嘈杂|闹腾|乏味|枯燥|单调|死板|商业化|俗气|没意思|没劲|浪费时间"
    "|难受|重|笨重|臃肿|伤眼|压抑|腥|膻|涩|冲)"
    # 连锁酒店太千篇一律了: all alike, nothing of its own (a verdict even without 太)
    "|(?:都|全都|基本都)?(?:太|真的太|实在太|有点|有些|过于)?(?:千篇一律|没特色|没有特色|没个性|大同小异|没人情味|冷冰冰))"
    "(?:了|啦|人|得很)?$"
)
# 大段文字看着头疼, 新歌听不进去, 债券基金看不上, 淋浴总觉得洗不舒服: a verdict only a thing one takes in
# earns (看着/听着 how it comes across, V不进去 cannot take it in), never how a day or a job goes
_OTHER_SPURNED = re.compile(
    "^(?P<verb>挤|坐|乘|搭|用|吃|喝)?(?P<thing>[^，,。；我你您他她这那]{2,8}?)(?:那套|那种|那类|那些|的话|就|嘛|呢)?(?:我)?"
    "(?:真的|是真|实在|确实|完全|根本|总是|老是|总|老|也|都)*(?:觉得|感觉)?"
    "(?:(?:看|听|读|用|穿|吃|喝|打|敲|玩|坐|开)(?:着|起来)(?:就|都|也|有点|有些|很|太|特别|真|挺|老|总)*"
    "(?:头疼|头大|累|压抑|眼花|犯困|难受|心累|烦|不舒服|别扭|没感觉|没意思)"
    "|(?:听|看|读|吃|喝|玩)不(?:进去|下去)|(?:看|瞧)不上(?:眼)?"
    "|(?:洗|用|穿|睡|住|坐|吃|喝|听|看)(?:着|起来)?(?:总|老|都|也)?不(?:舒服|得劲|顺手|习惯))"
    "(?:了|啦|的|得很|得慌)?$"
)
_HOUSEHOLD = re.compile("^(?:他们|她们)?(?:一家(?:人|子|三口|四口|老小)?|全家(?:人)?)")
_TOOL_BEFORE_JOB = re.compile("(?:我|本人)(?:是)?(?:主要|平时)?(?:写|用)[A-Za-z][A-Za-z0-9+#. ]{0,14}")
# 绕来绕去, 翻来覆去, 挑来挑去: a verb said back and forth is how something goes on, not a thing
_BACK_AND_FORTH = re.compile("[\u4e00-\u9fff]{1,2}来[\u4e00-\u9fff]{1,2}去")
# 宫崎骏的动画我几乎都看过: a body of work said first, all of it taken in (the topic of a verdict after)
_TOPIC_DONE = re.compile(
    "^(?P<topic>[^，,。；我你您他她这那]{2,10}?)(?:我|俺)(?:几乎|基本上?|差不多|早就|也|全|都)+"
    "(?:看|听|玩|读|追|吃|刷)(?:过|遍|完)"
)
_NO_GOING_BACK = re.compile("(?:之后|以后|后)?(?:就|真的|再也|彻底|完全)*回不去(?:了|啦)?$")
_CONSUMING_WORDS = frozenset({"吃", "喝", "吃得", "喝得"})  # 怕吃太辣: the verb before a degree and a taste
# 太辣的东西, 很甜的饮料: the 的 and the plain kind noun after a taste said with a degree
_TASTE_CARRIER = re.compile("的(?:东西|食物|吃的|菜|饭菜|口味|零食|饮料|喝的)?$")
# 最喜欢的语言还是它: a kind noun, then the thing it is named by a pronoun
_STILL_IT = re.compile(
    "的[^，,。；它他她]{1,6}?(?:还|就|也|依然|仍然|始终)?(?:是|得是|属)它(?:了|啦|啊|呀|吧)?")
_CONSUMING = frozenset("吃喝抽碰沾")  # verbs whose one-character object they make a word with (喝酒, 抽烟)
_DAY_NAMED = re.compile(
    "(?:今天|明天|后天|昨天|大后天|今儿个?|明儿个?|那天|这天|当天)(?:是|刚好是|正好是|就是)?$"
)
_ONLY_WORD = re.compile("只能|只在|只|才")
# 早饭就不吃了: a change made now, for the day that was just said
_FOR_THAT_DAY = re.compile("就(?:先|暂时)?(?:不|别)[^，,。；]{1,6}了(?:吧|哈|啊|呀)?$")
_LEFT_OUT = re.compile(  # 别放香菜, 不要加葱了: a thing the cook is told to leave out
    "(?:^|(?<=[菜饭面汤的时候]))(?:千万|记得|最好)?(?:别|不要|甭|不用)(?:给我)?(?:放|加)(?P<thing>[^，,。；了吧啊哈]{1,4})(?:了|吧|啊|哈)*$")
_ONE_DAY = re.compile("今天|明天|后天|今晚|明晚|这周|下周|这个周末|周末那天")
_OUR_UNIT = re.compile("^(?:我们|咱们|我们的)?(?:组|小组|公司|部门|单位|团队|科室|店)(?:里)?的(?=[^的]{2})")
_THAT_SENSE = re.compile(
    "(?:看见|看到|闻到|听到|一?想到|一?提到|一?看到|一?闻到)?(?:那个|这个|那股|这股|那|这)(?:味儿?|味道|东西|玩意儿?|样子)?"
)  # 闻到那个味儿就想吐: the thing said before, sensed again
# (不太喜欢X，但Y例外: a refusal said with a degree too)
_REFUSED_BEFORE = re.compile("不(?:太|大|怎么)?(?:吃|喝|碰|爱|喜欢)|吃不了|喝不了|忌口|受不了")
# 隔老远闻着就想吐: sensing from afar says how strong the thing said before is, it names no thing
_SENSED_AFAR = re.compile(
    "(?:隔(?:着)?|大)?(?:老远|很远|好远|远远(?:地)?)(?:(?:就)?(?:闻|看|听)(?:着|到|见)?)?")
_TOPIC_THEN_SENSE = re.compile(f"(?P<topic>.+?)(?:我|俺)(?:一)?{_THAT_SENSE.pattern}")  # 榴莲我闻到那个味儿
_MODEL_NUMBER = re.compile(r"(?P<line>.*?[A-Za-z\u4e00-\u9fff])(?P<gap>\s?)\d+[A-Za-z ]*")  # iPhone 13
_BARE_MODEL = re.compile(r"\d+(?:\s?(?:Pro|Max|Plus|Ultra|mini|pro|max|plus|ultra))*")  # 16, 16 Pro
_LEVEL = "(?:[一二三四五六七八九十]级|[Ll]evel ?(?:III|II|I|[1-3])|L[1-3])"
_BARE_LEVEL = re.compile(f"(?<=[考战刺过报])(?={_LEVEL}(?:考试)?$)")  # 准备考二级: which exam is said before
_EXAM_LEVELLED = re.compile(f"(?P<exam>[A-Za-z]{{2,8}}|[\u4e00-\u9fff]{{2,3}}?)(?={_LEVEL})")  # CFA一级
_GIVEN_UP = re.compile("把(?P<old>[^，,。；把]{1,12}?)(?:给)?$")  # 把iPhone 13|换成了16
_NOT_PLANNED = re.compile("(?:不|没|别)(?:太)?(?:打算|准备|计划|想|要|会)?$")  # 不打算把X换成Y
_DONE_VISIT = re.compile("[看做拔补洗查抽照拍种打验][完好](?!了)")  # 拔完牙: done, when said with a date
_JUST_DONE = re.compile("刚|已经|终于")  # 刚住进新房, 刚拔完牙: done just now, a date of its own
# 要考科目二, 去续签护照: an exam or errand still ahead
_PLANNED_ERRAND = re.compile("(?:要|得|准备|就|打算|计划)考|(?:得|要|准备)?去?(?:续签|补办|换|办)(?!了)")
_TOLD_ME = re.compile("(?:让|叫|要|建议|叮嘱|嘱咐)我$")  # 医生让我|别吃辣的
_USED_TOOL = re.compile("(?:用|使用|在)")  # 用飞猪买机票: the app named right after 用 is the tool
_NOT_LET_ME = re.compile("不(?:让|许|准)我")  # 我妈不让我喝可乐: someone's say over the user
# 一本关于素食的书, 讲咖啡的视频: a thing named as what a piece of writing or a show is about
_ABOUT_BEFORE = re.compile("(?:关于|有关|讲|介绍|讲解|科普|分享|教人?)[^，,。；]{0,4}$")
_MEDIA_AFTER = re.compile(
    "[^，,。；]{0,6}?的(?:书|文章|视频|节目|帖子|课程?|纪录片|博主|内容|资料|公众号|讲座|攻略|食谱|菜谱|帖|电影|综艺|播客)")
# 讲的是…, 说的是…, 主要讲…: what a piece said before is about
_TOLD_ABOUT = re.compile("(?:主要|里面|内容)?(?:讲的是|说的是|讲了|讲|介绍的是|介绍了|关于)")
# a piece one reads or watches, named anywhere in the sentence; the answer itself, named in a style wish
_MEDIA_SAID = re.compile("书|文章|视频|节目|帖子|课|纪录片|讲座|电影|综艺|播客|剧|新闻|报道")
_ANSWER_SAID = re.compile("回答|回复|答案|说话|解释|讲解")
# 查了一下低碳水饮食: a diet looked into is not yet kept
_LOOKED_INTO = re.compile("(?:查|搜|百度|了解|研究)(?:了)?(?:一下|下|一些|过)?$")
# 那家餐厅提供清真餐, 食堂今天有素食, 这家面馆的人都吃素: a place and what it serves, no diet of the user's
# (平时在公司食堂吃素: 在 makes it where the user eats)
_BUSINESS_LEAD = re.compile(
    "(?:这家|那家|这个|那个|这|那|楼下|附近|公司|学校)?[^，,。；我你他她在]{0,6}?"
    "(?:餐厅|饭店|饭馆|餐馆|面馆|馆子|店|食堂|菜馆|小馆|菜单|外卖)")
_OVER_THE_CAP = re.compile("(?:超过|超出|高于|贵过|贵于)(?:这个|那个|这|那)?(?:价|价格|价位|预算|数)")
_HOW_OFTEN = re.compile(
    "(?:至少|最少|起码|最多|大概|差不多|基本|一般|都)?(?:一天)?[\u4e00-\u9fff]?[\\d一二两三四五六七八九十几]+(?:次|回|趟|遍|杯|瓶|罐)(?:左右|以上)?$"
)  # 每周跑四次, 一天一瓶: how often or how much, not the habit
_CHILD_ROLES = frozenset({"daughter", "son", "child", "baby"})
# 一个五岁一个三岁, 老大七岁: the age of one of the children just named
_EACH_ONE = re.compile("(?:另)?(?:一个|一位|一只|一条)$|(?:老大|老二|老三|大的|小的|大宝|二宝)$")
# 老大是儿子，叫豆豆 / 大的是个闺女: a child said by its place among the user's children, and which it is
_CHILD_BY_ORDER = re.compile(
    "(?:老大|老二|老三|老幺|老小|大的|小的|大宝|二宝|三宝)(?:呢)?是(?:个|一个)?(?P<kin>儿子|女儿|闺女|男孩子?|女孩子?)$")
# 两个孩子的妈, 俩娃的爸: the user describing themself as a parent, not a child's mother someone else
_PARENT_OF = re.compile("(?:我|本人|俺)?(?:是)?(?:一个|一位|个)?(?:[一两三四]个|俩|仨)(?:双胞胎|龙凤胎)?"
                        "(?:孩子|娃|儿子|女儿|闺女|宝宝)的(?:妈妈?|爸爸?|母亲|父亲|老妈|老爸|亲妈|亲爸)(?:了|啊|呀)?")
_OWN_HOME = re.compile("(?:我们家|我家|咱家|家里|俺家)?(?:的)?")  # 我家老大: the user's own children
_YOUNGER_ONE = re.compile("老二|老三|老幺|小的|二宝")  # said with 老大 / 大的, they make it the eldest child
_ORDER_KIN = {"儿子": "son", "男孩": "son", "男孩子": "son", "女儿": "daughter", "闺女": "daughter",
              "女孩": "daughter", "女孩子": "daughter"}
# 还有一个三岁的儿子: one of the family the user lists
_HAS_ONE = re.compile("(?:有|和|跟|、|还有|以及)(?:一个|个|一位|位)?$")
_COUNT_LEAD = re.compile("(?:两个|三个|几个|俩|仨)(?:双胞胎|龙凤胎)?")
# A span of now said before a person (最近老公…, 现在儿子…); 现在孩子都喜欢玩手机, talk of children at large,
# is told apart by the grammar's `generic_children`
_LATELY_LEAD = re.compile("(?:最近|近来|近期|这阵子|这段时间|这几天|这两天|平时|平常|现在|如今|目前)[，, ]?")


_AT_PLACE = re.compile("(?<![现正实存自所])在")
_GENERALLY = re.compile("一般|普遍|大多|大都|大部分|多半|往往|通常|不|没")  # (不: 南方人大多不爱吃面)


def _whole_time(text: str) -> bool:
    """这周, 明天上午: whether `text` is one time phrase and nothing else."""
    if _LATELY_LEAD.fullmatch(text) is not None:
        return True  # 最近老公迷上了钓鱼: a span of now no time phrase dates
    times = find_times(text)
    return len(times) == 1 and times[0].start == 0 and times[0].end == len(text)


_BARE_ONE_CHAR_KIN = frozenset({"娃"})  # 娃在学钢琴: one character, yet no word starts with it
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# A phone number as the redactor leaves it (138****5678, ***-***-1234) or a placeholder.
_PHONE = re.compile(
    r"(?:\+?\d{1,3}[- ]?)?[\d*＊xX]{3,4}[- ]?[\d*＊xX]{4}[- ]?[\d*＊xX]{3,4}|\[[^\]]{1,20}\]|<[^>]{1,20}>"
)


class ConceptFinder(Protocol):
    """The part of the lexicon the grammar needs while reading (resolution happens later)."""

    def find_in_text(self, text: str) -> list[tuple[int, int, str]]: ...

    def senses(self, term: str) -> list[Concept]: ...

    def resolve(self, term: str, context: str = "", domain: str | None = None) -> Resolution | None: ...


# --- the grammar, compiled from data -----------------------------------------------------------------------


ObjectPlace = Literal["after", "before", "match", "group", "clause", "budget"]


@dataclass(frozen=True)
class Trigger:
    id: str
    regex: re.Pattern[str]
    kind: Kind
    key: str
    polarity: Polarity
    object: ObjectPlace
    negation: str
    priority: int
    confidence: float
    entity_type: str = "thing"
    flip_key: str = ""
    flip_kind: Kind | None = None
    time: str = "none"
    value_format: str = "{value}"
    literal: bool = False
    requires: str = ""
    subject_adjacent: bool = False
    needs_subject: bool = False
    self_in_trigger: bool = False
    standing_rule: bool = False
    match_term: str = ""
    literal_value: str = ""
    tags: tuple[str, ...] = ()
    wish_ok: bool = False


def _alternation(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))


@dataclass(frozen=True)
class WordSet:
    """Words to look up by exact slice, with the longest one's length (to bound the slices tried)."""

    words: frozenset[str]
    longest: int

    @classmethod
    def of(cls, words: Iterable[str]) -> WordSet:
        found = frozenset(words)
        return cls(found, max((len(w) for w in found), default=0))


@dataclass(frozen=True, eq=False)
class Grammar:
    raw: dict[str, Any]
    triggers: tuple[Trigger, ...]
    roles: dict[str, str]
    role_re: re.Pattern[str]
    possessive_role_re: re.Pattern[str]
    negation_re: re.Pattern[str]
    clause_split_re: re.Pattern[str]
    sentence_split_re: re.Pattern[str]
    measure_re: re.Pattern[str]
    question_re: re.Pattern[str]
    lists: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def words(self, name: str) -> tuple[str, ...]:
        return self.lists.get(name, ())

    @cached_property
    def leading(self) -> tuple[str, ...]:
        return tuple(sorted(self.words("leading_words") + self.words("time_lead"), key=len, reverse=True))

    @cached_property
    def leading_verbs(self) -> tuple[str, ...]:
        return tuple(sorted(self.words("leading_verbs"), key=len, reverse=True))

    @cached_property
    def job_words(self) -> tuple[str, ...]:
        """Words that name a job whole (飞行员): no one-character trigger starts inside them."""
        return tuple(w for w in self.words("occupation_suffixes") if len(w) >= 2)

    @cached_property
    def trailing(self) -> tuple[str, ...]:
        return tuple(sorted(self.words("trailing_words"), key=len, reverse=True))

    @cached_property
    def _word_res(self) -> dict[str, re.Pattern[str]]:
        return {}

    def word_re(self, name: str) -> re.Pattern[str]:
        """One search for any word of a list (longest first), instead of a `find` per word."""
        found = self._word_res.get(name)
        if found is None:
            words = self.words(name)
            found = self._word_res[name] = re.compile(_alternation(words) if words else "(?!)")
        return found

    @cached_property
    def _patterns(self) -> dict[str, re.Pattern[str]]:
        return {}

    def pattern(self, name: str) -> re.Pattern[str]:
        """A regular expression the grammar file holds under `name`, compiled once: `other_text` (a story, an
        ad or a song: 小说里的女主…), `creative_request` (写一首关于…的诗), `standing` (以后, 下次: a rule for
        next times), `job_change`, `body_cause`."""
        found = self._patterns.get(name)
        if found is None:
            found = self._patterns[name] = re.compile(str(self.raw[name]))
        return found

    @cached_property
    def trigger_index(self) -> LiteralIndex:
        """Which triggers a clause could match, from the words each trigger's pattern requires."""
        return LiteralIndex.build(list(self._required_words))

    @cached_property
    def _required_words(self) -> tuple[frozenset[str] | None, ...]:
        return tuple(required_literals(t.regex.pattern) for t in self.triggers)

    def required_words(self, trigger_id: str) -> frozenset[str] | None:
        """Words one of which is in every match of the trigger (None: no such words are known)."""
        return self._required_by_id[trigger_id]

    @cached_property
    def _required_by_id(self) -> dict[str, frozenset[str] | None]:
        by_id: dict[str, frozenset[str] | None] = {}
        for trigger, words in zip(self.triggers, self._required_words, strict=True):
            by_id.setdefault(trigger.id, words)  # the first of an id, as `trigger` finds
        return by_id

    @cached_property
    def style_triggers(self) -> tuple[Trigger, ...]:
        """The triggers of answer style (key `style`), for telling a suggestion from a question."""
        return tuple(t for t in self.triggers if t.key == "style")

    @cached_property
    def leading_set(self) -> WordSet:
        return WordSet.of(self.leading)

    @cached_property
    def leading_verbs_set(self) -> WordSet:
        return WordSet.of(self.leading_verbs)

    @cached_property
    def trailing_set(self) -> WordSet:
        return WordSet.of(self.trailing)

    @cached_property
    def conjunctions(self) -> tuple[str, ...]:
        return tuple(sorted(self.words("conjunctions"), key=len, reverse=True))

    def trigger(self, trigger_id: str) -> Trigger:
        """The trigger of that id (looked up by name once, not scanned for on every message)."""
        return self._triggers_by_id[trigger_id]

    @cached_property
    def _triggers_by_id(self) -> dict[str, Trigger]:
        by_id: dict[str, Trigger] = {}
        for trigger in self.triggers:
            by_id.setdefault(trigger.id, trigger)  # the first of an id, as a scan in order would find
        return by_id

    def word_set(self, name: str) -> frozenset[str]:
        """A word list as a set, built once (for membership tests against a concept's type and tags)."""
        found = self._word_sets.get(name)
        if found is None:
            found = self._word_sets[name] = frozenset(self.words(name))
        return found

    @cached_property
    def _word_sets(self) -> dict[str, frozenset[str]]:
        return {}

    @cached_property
    def demonstrative_prefixes(self) -> tuple[str, ...]:
        """Demonstratives that mark a phrase by starting it: the longer ones, and 这/那/你/您."""
        return tuple(w for w in self.words("demonstratives") if len(w) >= 2 or w in ("这", "那", "你", "您"))

    @cached_property
    def leading_role_re(self) -> re.Pattern[str]:
        """A person said at the start (我妈妈, 老公): `possessive_role_re` anchored."""
        return re.compile(f"^{self.possessive_role_re.pattern}")

    @cached_property
    def for_someone_re(self) -> re.Pattern[str]:
        """给我爸, 帮我老婆, 替俺妈: a request said to be for one of the user's people (see
        `Reader._for_someone`); compiled once: it is asked of every question and request clause."""
        return re.compile(f"(?:给|替|为|送|帮)(?:我的?|俺)?(?:{self.role_re.pattern})")


_BUDGET = (
    r"(?:最多|最高|顶多|撑死(?:了)?(?:也就|就)?|至多|不超过|不能超过|别超过|不要超过|不高于|控制在|封顶|上限(?:是|为)?|"
    # 手机别推荐超过三千块的: what may be offered is capped at that price
    r"(?:别|不要)(?:给我)?(?:推荐|推|选|买|订|看)(?:价格|价位|单价)?(?:超过|高于|贵于)|"
    r"预算(?:一共|总共|总计|加起来)?(?:是|在|为|大概|大约|只有|就|差不多|一般)?(?:控制在|卡死在|卡在|压在|定在)?|"
    # 这个月生活费只剩两千了: the money left is what can be spent
    r"(?:生活费|预算|钱|零花钱|余额|手头)(?:就|也|都)?(?:只|就|仅|只能)(?:剩下?|有)(?:了)?)(?:能|可以)?(?:接受|花|用|付|出|给|是|到|拿|投入|投)?"
    r"(?:(?:一个月|每个月|每月|一年|每年)(?:出来)?)?"  # 最多能接受一个月八千, 最多拿(出来)…
    r"(?P<num>{NUM})(?![共起直般])(?![\d十百千万亿]*[晚天夜个次人间位张件字词句段条页行分小时公里斤度米步岁成%％年周月杯瓶罐碗顿根支])(?P<unit>块钱|元|块|万元|万|千元|千|百元|美元|美金|刀|k|K|w|W)?"
    r"(?:以内|以下|之内|左右)?"
    # 十万左右的车: the price of what one buys (checked in _budget)
    r"|(?P<num2>{NUM})(?P<unit2>块钱|元|块|万元|万|千元|千)?(?:以内|以下|之内|(?:左右|上下)(?=的))"
)


@cache
def grammar(name: str = PATTERNS_FILE) -> Grammar:
    raw: dict[str, Any] = load_json(name)
    roles: dict[str, str] = dict(raw["roles"])
    role_alt = _alternation(roles)
    triggers: list[Trigger] = []
    for spec in raw["triggers"]:
        pattern = str(spec["pattern"])
        if spec["id"] == "budget":
            pattern = _BUDGET.replace("{NUM}", NUMBER_PATTERN)
        pattern = pattern.replace("ROLE", role_alt).replace("NUMBER", NUMBER_PATTERN)  # 月薪两万五
        triggers.append(
            Trigger(
                id=spec["id"], regex=re.compile(pattern), kind=spec["kind"], key=spec["key"],
                polarity=spec["polarity"], object=spec["object"], negation=spec.get("negation", "block"),
                priority=int(spec.get("priority", 50)), confidence=float(spec.get("confidence", 0.85)),
                entity_type=spec.get("entity_type", "thing"), flip_key=spec.get("flip_key", ""),
                flip_kind=spec.get("flip_kind"), time=spec.get("time", "none"),
                value_format=spec.get("value_format", "{value}"), literal=bool(spec.get("literal", False)),
                requires=spec.get("requires", ""), subject_adjacent=bool(spec.get("subject_adjacent", False)),
                needs_subject=bool(spec.get("needs_subject", False)),
                self_in_trigger=bool(spec.get("self_in_trigger", False)),
                standing_rule=bool(spec.get("standing_rule", False)), match_term=spec.get("match_term", ""),
                literal_value=spec.get("literal_value", ""), tags=tuple(spec.get("tags", ())),
                wish_ok=bool(spec.get("wish_ok", False)),
            )
        )
    lists: dict[str, tuple[str, ...]] = {}
    for section in ("blockers", "strip"):
        for key, value in raw[section].items():
            if isinstance(value, list):
                lists[key] = tuple(value)
    for key, value in raw.items():
        if isinstance(value, list) and key != "triggers":
            lists[key] = tuple(value)
    question_words = _alternation(raw["blockers"]["question_words"])
    return Grammar(
        raw=raw,
        triggers=tuple(triggers),
        roles=roles,
        role_re=re.compile(f"(?:{role_alt})"),
        possessive_role_re=re.compile(f"(?P<pos>{raw['possessive']})?(?P<role>{role_alt})"),
        negation_re=re.compile(raw["negation"]),
        clause_split_re=re.compile(raw["clause_split"]),
        sentence_split_re=re.compile(raw["sentence_split"]),
        measure_re=re.compile(raw["strip"]["measure"]),
        question_re=re.compile(f"(?:{question_words})"),
        lists=lists,
    )


# --- reading ----------------------------------------------------------------------------------------------


@dataclass
class _SentenceState:
    subject: str = USER_SUBJECT
    last_role: str | None = None
    last_object: str | None = None
    time: TimePhrase | None = None
    time_owner: str | None = None  # the person the clause that said `time` opened with
    request: bool = False
    blocked: bool = False
    advised: bool = False  # the words blocked were a doctor's rule for the user (医生说不能喝咖啡)
    complained: bool = False
    complained_of: str = ""  # what the complaints and incidents said so far were about
    exposure: str | None = None
    topic: str | None = None
    sensitive: bool = False  # an allergy or intolerance was said: a symptom after it adds nothing
    condition: bool = False  # a medical condition was said: 不能跑步 after it is a limit
    ruled: bool = False  # a rule or a diet was said (我在减肥): what is passed over after it is avoided
    past_taste: bool = False  # a former liking was said (以前很爱吃甜食): what follows is today's taste
    now_said: bool = False  # the sentence turned to today (现在, 如今 …): a habit after it is today's
    time_spent: bool = False  # the clause that said `time` made memories of its own (今年32岁)
    said_from: int = 0  # where the words about the user start in a reported clause (医生说|我不能吃糖)
    rule_period: bool = False  # the period went to a rule (这个月在戒糖): the rules spelling it out share it
    one_piece: bool = False  # a request to write one piece (帮我写封请假邮件): its tone is that one
    trade: bool = False  # a trade was said (我是自由插画师): 接绘本的活 after it is the work it takes, no job
    introduced: bool = False  # the user said their age or job (我28，女生，在广州): a bare 在X after is home
    for_other: bool = False  # a request for someone else (给我爸挑个礼物): its budget is that purchase's
    # the words reported were not about the user, or were the user's own (之前说…): a clause the user then
    # opens with 我 is their own again (我哥说他下个月去迪拜，我就不跟了，我特别怕热)
    report_not_mine: bool = False


@dataclass(frozen=True)
class _Hit:
    trigger: Trigger
    start: int
    end: int
    match: re.Match[str]


def _spans(text: str, splitter: re.Pattern[str]) -> list[tuple[int, int, str]]:
    """(start, end, delimiter) pieces of `text` between delimiters."""
    out: list[tuple[int, int, str]] = []
    position = 0
    for match in splitter.finditer(text):
        if match.start() > position:
            out.append((position, match.start(), match.group(0)))
        position = match.end()
    if position < len(text):
        out.append((position, len(text), ""))
    return out



def _opening_heads(named: Sequence[tuple[int, int, str]], clause: str) -> list[str]:
    """The known things opening a clause, as topics of the next. An opening thing followed by 的 owns
    what comes after it (酒店的羽绒枕太软了，睡不惯): the thing named after 的 is the topic, and the owner
    never is, so with no known thing there the clause names no topic."""
    opening: list[str] = []
    here = _HERE_LEAD.match(clause)  # 这边海鲜是真新鲜: where the thing is found says no other thing
    first = here.end() if here is not None else 0
    for start, end, mention in named:
        if start != first:
            continue
        if clause.startswith("的", end):
            opening.extend(m for s, _, m in named if s == end + 1)
        else:
            opening.append(mention)
    return opening


class Reader:
    """Reads one message (already segmented: `edges` are the token boundaries) into assertions."""

    def __init__(self, text: str, edges: frozenset[int], g: Grammar, finder: ConceptFinder | None) -> None:
        self.text = text
        self.edges = edges
        self.g = g
        self.finder = finder
        self.concept_spans = [(s, e) for s, e, _ in finder.find_in_text(text)] if finder is not None else []
        knows = g.trigger("knows")
        self._introduced = knows.regex
        self._introducing_words = g.required_words("knows")
        # words in quotes are someone's text (一句"我只喝冰美式"), not what the user says of themself
        self.quoted = [(m.start(), m.end()) for m in _QUOTED.finditer(text)]
        self.turned: set[str] = set()  # things whose taste turned (…真香了, 觉得没意思了): the last word wins
        # the person the sentence before last spoke of (我爸下个月满七十岁。他有糖尿病。): whom a next
        # sentence opening on 他/她 means; sentences are read one by one, so it is carried here
        self.carried_role: str | None = None

    # helpers

    def _aligned(self, start: int, end: int) -> bool:
        return start in self.edges and end in self.edges

    # top level

    def read(self) -> list[Assertion]:
        out: list[Assertion] = []
        carried: str | None = None
        for start, end, terminator in _spans(self.text, self.g.sentence_split_re):
            sentence = self.text[start:end]
            if not sentence.strip():
                continue
            out.extend(self._sentence(sentence, start, terminator, carried))
            if "?" in terminator or "？" in terminator:
                self.carried_role = None  # 你觉得她会喜欢吗？她… : whom a question was about is no fact's
            # 榴莲？打死我也不吃: a thing asked back is the topic of the answer that follows
            carried = self._echoed_thing(sentence) if "?" in terminator or "？" in terminator else None
        return _expecting_as_news(_without_loose_diet(out))

    def _echoed_thing(self, sentence: str) -> str | None:
        bare = sentence.strip()
        return bare if self._one_concept(bare) else None

    def _one_concept(self, text: str) -> bool:
        """Whether `text` is exactly one mention the lexicon knows, nothing around it."""
        if self.finder is None or not text:
            return False
        spans = self.finder.find_in_text(text)
        return len(spans) == 1 and spans[0][0] == 0 and spans[0][1] == len(text)

    def _sentence(self, sentence: str, offset: int, terminator: str, topic: str | None = None
                  ) -> list[Assertion]:
        g = self.g
        if self._supposes(sentence, offset) or _SOMEDAY.match(sentence):
            # 要是…; 等我有钱了一定要去冰岛: a day that has not come. A wish closed by 就好了 ends there: what
            # the user then says of themself is a fact (要是能早点下班就好了，我在腾讯上班)
            ended = _WISH_ENDED.search(sentence)
            rest = sentence[ended.end():] if ended is not None else ""
            kept = self._before_wish(sentence, offset, terminator, topic)
            if kept is not None:
                return kept
            if (ended is None or g.word_re("hypothetical").search(rest)
                    or not rest.startswith(g.words("self_subjects"))):
                return []
            return self._sentence(rest, offset + ended.end(), terminator, topic)
        supposed = sentence.find("的话")
        supposition_rest = sentence[supposed + 2:]
        outcome_part = _OWN_CONDITION_CLAUSE.sub("", supposition_rest.lstrip("，,；; "))
        # 机票的话永远别给我订春秋航空: a standing rule said for a topic is no request for one case
        # (the topic a thing the lexicon knows: 有空的话永远别忘了我 supposes)
        topic_from = max(sentence.rfind(mark, 0, max(supposed, 0)) for mark in "，,；;") + 1
        topic_said = sentence[topic_from:supposed].strip().lstrip("订坐买住")
        ruled_topic = (_RULE_LEAD.match(outcome_part) is not None and "?" not in terminator
                       and "？" not in terminator and self._one_concept(topic_said))
        if supposed >= 0 and (_SUPPOSED_OUTCOME.search(outcome_part) or (
                not ruled_topic and self._asked_after(supposition_rest, terminator, offset + supposed + 2))):
            # 有钱的话就买房: a supposition; 吃面的话我偏爱兰州拉面 is a taste for that case; 孩子对鸡蛋过敏，
            # 做蛋糕的话要注意: what was said before the supposition still holds. 不喜欢辣的话，点什么菜好？
            # supposes a taste only to ask what follows from it: no one said they have it
            cut = max(sentence.rfind(mark, 0, supposed) for mark in "，,；;")
            if cut <= 0:
                return []
            sentence = sentence[:cut]
        creative = g.pattern("creative_request").search(sentence)
        if creative is not None:
            # 羽绒服是假货，已经申请退款了，你帮我写个投诉信吧: what was said before the request still counts
            cut = max(sentence.rfind(mark, 0, creative.start()) for mark in "，,；;")
            asked = sentence[cut + 1:].strip()
            if cut <= 0 or "我" in creative.group(0) or not self._is_request(asked, offset + cut + 1):
                return []
            sentence = sentence[:cut]
        if g.pattern("other_text").search(sentence):
            return []
        if g.pattern("translate_request").match(sentence.strip()):
            return []  # 用法语说我是素食者: what follows is to be translated, not said about oneself
        state = _SentenceState(topic=topic)
        if self.carried_role is not None and _PRONOUN_OPENING.match(sentence.lstrip()):
            # 我姐叫张蕾。她最讨厌惊喜: a sentence opening on 他/她 goes on about the one named before it
            state.subject = state.last_role = self.carried_role
        self.carried_role = None
        question = "?" in terminator or "？" in terminator
        clauses = _spans(sentence, g.clause_split_re)
        out: list[Assertion] = []
        quiet: list[tuple[str, int]] = []  # the clauses that said nothing, for `_wishes_beside_budget`
        for index, (start, end, delimiter) in enumerate(clauses):
            raw = sentence[start:end]
            lead = len(raw) - len(raw.lstrip())
            clause = raw.strip()
            if not clause:
                continue
            clause_offset = offset + start + lead
            glued = _DISCOURSE_LEAD.match(clause)
            # 其实我, 说实话我: the user's own word after someone else's (我妈说我不爱吃青菜，其实我挺喜欢的)
            own_turn = g.pattern("own_turn").match(clause) is not None
            if glued is not None and clause[glued.end():].startswith(g.words("self_subjects")):
                own_turn = True
                # 对了我是程序员, 顺便说一下我是程序员: an aside said without a comma is no part of the clause
                clause_offset += glued.end()
                clause = clause[glued.end():]
            is_last = index == len(clauses) - 1
            if delimiter in (":", "：") and any(w in clause for w in g.words("quote_commands")):
                break  # 把这句话翻译成英文：我喜欢猫 — what follows is quoted, not said about oneself
            if state.blocked and state.advised and not own_turn:
                # 医生说不能喝咖啡，生的东西也不能吃: the doctor's list of rules goes on; only rules are kept
                said = self._clause(clause, clause_offset, state, question and is_last, sentence)
                out.extend(a for a in said if a.kind == "constraint" and a.subject == USER_SUBJECT)
                continue
            if state.blocked:
                if not own_turn and not (state.report_not_mine and _SELF_OPENING.match(clause)):
                    continue
                # 我同事说榴莲很香，我可受不了: the user turns from someone's words to their own
                state.blocked, state.said_from, state.subject = False, 0, USER_SUBJECT
            said = self._clause(clause, clause_offset, state, question and is_last, sentence)
            if not said and not (question and is_last) and not self._is_question(clause):
                said = self._same_for(clause, clause_offset, out)
            if out and said and _duty_after_rule(clause, said, out[-1]):
                continue  # 我不喝酒，平时要开车: the duty said after a rule is why, not a habit
            if not said and not (question and is_last):
                quiet.append((clause, clause_offset))
            out.extend(said)
            if _REMEMBER_THE_RULE.search(clause):
                state.request = False  # 给我推荐东西记住一条，只要国货: a standing rule follows
        self.carried_role = state.last_role
        if quiet and not state.request:
            out.extend(self._wishes_beside_budget(quiet, out, sentence))
            out.extend(self._refusals_after_rule(quiet, out, sentence))
        if question and clauses and _VIEW_OF_IT.search(sentence[clauses[-1][0]:]):
            # 我一个朋友是进取型投资者，全仓买了比特币，你觉得这种做法风险大吗: what a peer did, told only to
            # ask the assistant's view of it, is the question's matter (the user's own facts stay)
            # (who they are stays: 我朋友小李… keeps the name)
            out = [a for a in out if a.key == "name" or (a.subject not in PEER_ROLES and a.subject != OTHER)]
        out = _without_quarrel_over_complaint(_without_accident_damage(out, self.g), self.g)
        out = _without_fall_before_injury(_without_crash_retold(_without_refund_of_cancellation(out, self.g)))
        out = _without_care_after_illness(out)
        out = _without_down_payment_of_purchase(_without_medicine_habit(out, self.finder))
        out = _one_taste_each(_without_elaboration(_without_job_routine(out, self.finder), self.finder))
        out = _latest_taste_wins(
            _without_sugar_level_order(_without_restated_rule(out, self.finder)), self.turned
        )
        return _without_label_beside_tastes(_one_style_each(out, self.g), self.g)

    def _wishes_beside_budget(self, quiet: list[tuple[str, int]], said: list[Assertion], sentence: str
                              ) -> list[Assertion]:
        """预算最多八千，想去日本玩五天 / 买房最多三百万，最好在地铁沿线 / 手机最多两千，拍照好一点就行: a
        wish said beside the user's own budget is what that budgeted plan is for, a preference; alone
        (我想去日本) it stays a wish. Only clauses that said nothing else are read, so the cost is nil
        unless a budget was said."""
        budgets = [a for a in said if a.key == "budget" and a.kind == "constraint"]
        if not budgets:
            return []
        made: list[Assertion] = []
        for clause, offset in quiet:
            if self._is_question(clause) or self._is_request(clause, offset) or _MAYBE.search(clause):
                continue
            wish = _BUDGETED_WISH.match(clause)
            enough = _GOOD_ENOUGH.fullmatch(clause) if wish is None else None
            if wish is not None:
                rest, rest_at = clause[wish.end():], wish.end()
            elif enough is not None:
                # 拍照好一点就行, 续航好一点就行: the feature named, known or not (no person, time or pointer)
                rest, rest_at = enough.group("x"), enough.start("x")
                if (rest in self.g.roles or _PERSON.match(rest) or find_times(rest)
                        or self._demonstrative(rest) or _SELF_LEAD.match(rest)):
                    continue
                if not self._one_concept(rest):
                    begin = offset + rest_at
                    made.append(Assertion(
                        kind="preference", key="prefers", term=rest, subject=budgets[0].subject,
                        confidence=0.62, context=sentence, start=begin, end=begin + len(rest)))
                    continue
            else:
                continue
            found = self._wished_thing(rest)
            if found is None:
                continue
            begin, thing, entity_type = found
            start = offset + rest_at + begin
            term, extras = self._concept_term(thing)
            made.append(Assertion(
                kind="preference", key="prefers", term=term, subject=budgets[0].subject,
                lemma=thing if term != thing else "", literal=False, entity_type=entity_type,
                confidence=0.68, context=sentence, start=start, end=start + len(thing),
                extra_entities=extras))
        return made

    def _refusals_after_rule(self, quiet: list[tuple[str, int]], said: list[Assertion], sentence: str
                             ) -> list[Assertion]:
        """我只用Mac，Windows的软件别推荐给我 / 我对猫毛过敏，民宿别选有宠物的: a refusal said once is a
        request, but said right after one of the user's own standing rules or conditions it is that rule
        carried on, for every next time; so is care over a kind (坚果类的都得小心, 米饭也得控制). Only
        clauses that said nothing else are read."""
        rules = [a for a in said if a.subject == USER_SUBJECT and a.kind == "constraint"
                 and a.key in _REASON_RULE_KEYS and a.time is None]
        if not rules or self.finder is None:
            return []
        made: list[Assertion] = []
        for clause, offset in quiet:
            refusal = _REFUSED_KIND.fullmatch(clause) or _CAREFUL_WITH.fullmatch(clause)
            if refusal is None or offset < min(a.start for a in rules) or find_times(clause):
                continue
            if self._is_question(clause) or _MAYBE.search(clause):
                continue
            # the thing a kind is said to have (有宠物的) first, else the topic the refusal opens on
            for group in ("had", "topic"):
                part = refusal.groupdict().get(group) or ""
                known = [(b, m) for b, _, m in self.finder.find_in_text(part)
                         if m.strip() and m not in self.g.roles and not _PERSON.fullmatch(m)]
                if known:
                    begin, thing = known[0]
                    start = offset + refusal.start(group) + begin
                    term, extras = self._concept_term(thing)
                    made.append(Assertion(
                        kind="constraint", key="avoid", term=term, polarity="negative",
                        lemma=thing if term != thing else "", confidence=0.66, context=sentence,
                        start=start, end=start + len(thing), extra_entities=extras))
                    break
        return made

    def _wished_thing(self, rest: str) -> tuple[int, str, str] | None:
        """The thing a budgeted wish names, whichever is said first: a mention the lexicon knows (no
        person, no time) or a place said after 去 / 在 / 离 (去云南自驾 is about 云南, not the car)."""
        known: tuple[int, str, str] | None = None
        if self.finder is not None:
            for begin, _, thing in self.finder.find_in_text(rest):
                if (thing.strip() and thing not in self.g.roles and not _PERSON.fullmatch(thing)
                        and not find_times(thing)):
                    known = begin, thing, "thing"
                    break
        place = _WISHED_PLACE.search(rest)
        if place is None or find_times(place.group("x")) or self._demonstrative(place.group("x")):
            return known
        if known is not None and known[0] <= place.start("x"):
            return known
        return place.start("x"), place.group("x"), "place"

    def _asked_after(self, rest: str, terminator: str, offset: int) -> bool:
        """Whether what follows a 的话 asks or requests something (点什么菜好？, 推荐一家店吧)."""
        body = rest.lstrip("，,；; ")
        if not body:
            return False
        return ("?" in terminator or "？" in terminator or self._is_question(body)
                or self._is_request(body, offset + len(rest) - len(body)))

    def _before_wish(self, sentence: str, offset: int, terminator: str, topic: str | None
                     ) -> list[Assertion] | None:
        """我喜欢吃辣，做菜的话再辣一点就好了: a wish that opens and closes (…就好了) in a later clause
        wishes only that; what the clauses before it said stands. None when the wish starts the sentence
        or the clause holding the first word of supposition does not close as a wish (我会去冰岛，如果有
        机会的话 supposes the whole)."""
        first = min((m.start() for m in self.g.word_re("hypothetical").finditer(sentence)
                     if (offset + m.start()) in self.edges), default=-1)
        cut = max(sentence.rfind(mark, 0, first) for mark in "，,；;") if first > 0 else -1
        if cut <= 0:
            return None
        closes = min((i for i in (sentence.find(mark, first) for mark in "，,；;") if i >= 0),
                     default=len(sentence))
        supposed = sentence[first:closes]
        # 要是还在就一百岁了: a supposition that names its own outcome (…就…) in one clause supposes only
        # that clause, as a wish closed by 就好了 does; a bare 如果有机会的话 after a plan supposes the plan
        if not re.search("就好了[啊呀啦吧呢]*$", supposed) and "就" not in supposed[2:]:
            return None
        before = sentence[:cut]
        if "的话" in before:
            return None  # 有时间的话，出去走走，要是能去海边就好了: all of it supposed
        kept = self._sentence(before, offset, terminator, topic)
        rest = sentence[closes + 1:] if closes < len(sentence) else ""
        after = offset + closes + 1
        if rest and rest.startswith(self.g.words("self_subjects")) and not self._supposes(rest, after):
            kept += self._sentence(rest, after, terminator, topic)
        return kept

    def _supposes(self, sentence: str, offset: int) -> bool:
        """Whether a word of supposition (要是, 如果 …) starts a word of the sentence: 主要是 is 主要 + 是."""
        return any((offset + m.start()) in self.edges
                   for m in self.g.word_re("hypothetical").finditer(sentence))

    def _same_for(self, clause: str, offset: int, said: list[Assertion]) -> list[Assertion]:
        """我女儿对鸡蛋过敏，还有坚果也是: a known thing added after a taste or rule holds the same for it
        (a person added — 我老公也是 — is not read here)."""
        if not said:
            return []
        me_too = _ME_TOO.match(clause)
        if me_too is not None:
            return self._me_too(me_too, said)
        they_too = _THEY_TOO.match(clause) if said[-1].subject == USER_SUBJECT else None
        if they_too is not None and (echoed := self._they_too(they_too, said)):
            return echoed  # (臭豆腐也一样 names no person: one more thing, read below)
        added = _SAME_FOR.match(clause)
        if added is None:
            refused = _ALSO_REFUSED.match(clause) or _ALSO_REFUSED_AFTER.match(clause)
            if refused is not None:
                return self._also_refused(refused, offset, said[-1])
            listed = _ALSO_LISTED.match(clause)
            if listed is not None:
                return self._also_listed(listed, offset, said[-1])
            return (self._one_more(clause, offset, said[-1]) or self._contrasted(clause, offset, said[-1])
                    or self._used_instead(clause, offset, said[-1]))
        last = said[-1]
        group = "thing" if added.group("thing") else "thing2"
        thing = added.group(group)
        # 我喜欢爵士，还有一点后摇: a measure before one more thing liked is no part of the thing
        little = _A_LITTLE.match(thing) if group == "thing" and last.key == "likes" else None
        measure = little.end() if little is not None else 0
        thing = thing[measure:]
        if (last.kind not in ("constraint", "preference") or last.literal or last.implied
                or thing in self.g.roles or self._demonstrative(thing) or not self._one_concept(thing)):
            return []
        start = offset + added.start(group) + measure
        return [replace(last, term=thing, lemma="", phrase="", time=last.time, start=start,
                        end=start + len(thing), extra_entities=())]

    @staticmethod
    def _me_too(me_too: re.Match[str], said: list[Assertion]) -> list[Assertion]:
        """我女朋友不吃香菜，我也不吃 / 我老公爱吃辣，我也是: the rules or tastes of the person said last
        hold for the user too (the verb, when said, must take the same side: 我也不吃 after a liking is
        no echo)."""
        last = said[-1]
        if last.subject == USER_SUBJECT:
            return []  # 我不吃辣，我也不吃: the user said it already
        return _stance_echoed(said, me_too, last.subject, USER_SUBJECT)

    def _they_too(self, they_too: re.Match[str], said: list[Assertion]) -> list[Assertion]:
        """我不吃牛肉，我老婆也不吃 / 我对花生过敏，我儿子也是: the user's rules or tastes just said hold
        for the relative named too (a peer's tastes are never kept; someone unnamed, 他也是, is no one)."""
        who = they_too.group("who")
        role = self._role_in(who, peers=False)
        if role is None or role[1] != len(who) or role[0] == OTHER or role[0] in PEER_ROLES:
            return []
        return _stance_echoed(said, they_too, USER_SUBJECT, role[0])

    def _also_listed(self, listed: re.Match[str], offset: int, last: Assertion) -> list[Assertion]:
        """最受不了外放视频，还有那种很冲的香水味: one more thing added to a dislike, described on the way
        (the known thing that closes the clause is it; a smell or taste of it is the thing itself)."""
        negative_taste = last.kind in ("constraint", "preference") and last.polarity == "negative"
        if self.finder is None or not negative_taste or last.literal or last.implied:
            return []
        rest = listed.group("rest")
        known = [(s, e, m) for s, e, m in self.finder.find_in_text(rest) if e == len(rest)]
        if not known:
            return []
        start_in, _, thing = known[-1]
        if thing in self.g.roles or _PERSON.fullmatch(thing):
            return []
        start = offset + listed.start("rest") + start_in
        term, extras = self._concept_term(thing)
        return [replace(last, term=term, lemma="" if term == thing else thing, phrase="", time=last.time,
                        start=start, end=start + len(thing), extra_entities=extras)]

    def _also_refused(self, refused: re.Match[str], offset: int, last: Assertion) -> list[Assertion]:
        """千万别给我订红眼航班，转机的也尽量别订: one more kind of thing the rule before refuses."""
        thing = refused.group("thing")
        ruled = last.kind == "constraint" and last.polarity == "negative" and last.key in ("never", "avoid")
        if (not ruled or thing in self.g.roles or self._demonstrative(thing) or find_times(thing)
                or _only_adverbs(thing) or _PERSON.fullmatch(thing)):
            return []
        kind_of = refused.group("kind") is not None  # 转机的: a kind of the thing refused before
        carried = _KIND_CARRIED.fullmatch(thing)
        if carried is not None and not self._one_concept(thing) and self._one_concept(carried.group("kind")):
            thing = carried.group("kind")  # 冰的东西也尽量别推荐: the kind (冰的), not the word carrying it
        if not kind_of and not self._one_concept(thing):
            return []  # an unknown word alone may be anything (a place, a person, a time)
        start = offset + refused.start("thing")
        term, extras = self._concept_term(thing)
        return [replace(last, term=term, lemma="" if term == thing else thing, phrase="", time=last.time,
                        start=start, end=start + len(thing), extra_entities=extras)]

    def _one_more(self, clause: str, offset: int, last: Assertion) -> list[Assertion]:
        """The clause after a taste or a tool names one more of the same: 我最爱听摇滚，特别是五月天 (the
        band is liked too); 我习惯用Notion记笔记，日程用滴答清单 (a second tool, its purpose said first)."""
        # 我老公打游戏很上头，尤其是王者荣耀: a relative's taste narrows the same way (a peer's is not kept)
        kin_narrowed = last.subject in _KIN_ROLES and _ESPECIALLY.fullmatch(clause) is not None
        # 我讨厌出差，特别是坐红眼航班: a dislike narrows the same way, to the worst of it
        disliked = last.key == "dislikes" and _WORST_OF_IT.fullmatch(clause) is not None
        if (last.subject != USER_SUBJECT and not kin_narrowed) or last.kind != "preference" or (
                last.polarity != "positive" and not disliked):
            return []
        then = _HABIT_THEN.fullmatch(clause) if last.key == "habit" else (
            _ALONG_THE_WAY.fullmatch(clause) if last.key == "likes" else None)
        if then is not None:  # 晚上习惯喝杯热牛奶，再啃个苹果: the routine goes on with one more known thing
            thing = then.group("thing")
            if self.finder is None or not self.finder.senses(thing) or thing in self.g.roles:
                return []
            start = offset + then.start("thing")
            term, extras = self._concept_term(thing)
            return [replace(last, term=term, lemma=then.group("act"), phrase="",
                            time=last.time, start=start, end=start + len(thing), extra_entities=extras,
                            literal=False)]
        especially = _ESPECIALLY.fullmatch(clause) if last.key in ("likes", "prefers") else None
        especially = _WORST_OF_IT.fullmatch(clause) if disliked else especially
        mostly = _MOSTLY_OF_KIND.fullmatch(clause) if last.key in ("likes", "prefers") else None
        if especially is None and mostly is not None and self.finder is not None and self.finder.senses(
                mostly.group("thing")):
            especially = mostly  # 喜欢去livehouse听现场，摇滚居多: the kind most of it is, a known one
        tool = _PURPOSE_THEN_TOOL.fullmatch(clause) if last.key == "uses" and especially is None else None
        found = especially or tool
        if found is None:
            return []
        thing = found.group("thing")
        if (thing in self.g.roles or self._demonstrative(thing) or _only_adverbs(thing)
                or _PERSON.fullmatch(thing) or self._is_question(clause)
                or any(t.start == 0 and t.end == len(thing) for t in find_times(thing))
                or _RECURRING.fullmatch(thing) or _WHEN_WORD.search(thing) or _HOW_DONE.match(thing)):
            return []  # 特别是周末, 尤其是夏天: when, not what; 特别是他: a person; 特别是和朋友一起: how
        named = _LATIN_NAME.fullmatch(thing) is not None or len(thing) >= 3
        if tool is not None and not (named or (self.finder is not None and self.finder.senses(thing))):
            return []  # 日程用滴答清单: a product's name; 日程用笔 is no tool worth remembering
        start = offset + found.start("thing")
        term, extras = self._concept_term(thing)
        if disliked and (self.finder is None or not self.finder.senses(term)):
            return []  # 尤其是喷得很浓的那种: how much of it, no thing the lexicon knows
        return [replace(last, term=term, lemma="" if term == thing else thing, phrase="", time=last.time,
                        start=start, end=start + len(thing), extra_entities=extras, literal=False)]

    def _contrasted(self, clause: str, offset: int, last: Assertion) -> list[Assertion]:
        """After a taste (the user's or a relative's) or an "only", a clause naming one more thing: liked
        the same way (英超也追, 有空也刷刷脱口秀) or, judged, the other side of the contrast (跟团太累了,
        Windows用着烦, 浅烘太酸, 新歌听不进去). A known thing of the kind of the one liked is always the
        other side (工作太累了 after a liked sport is no taste); else the judgement must tell the thing's
        side: a verdict only a thing taken in earns (看着头疼, 听不进去, 看不上), the same head said with
        another modifier (深烘 / 浅烘, 老歌 / 新歌), a known thing done by its verb (挤地铁), or a topic the
        sentence opened with (咖啡我偏爱…)."""
        if (self.finder is None or last.subject == OTHER or last.polarity != "positive" or last.literal
                or last.implied):
            return []
        taste = last.kind == "preference" and last.key in ("likes", "prefers", "habit", "uses")
        only = last.kind == "constraint" and last.key == "only"  # 健身我只练力量，有氧太无聊了
        if not (taste or only):
            return []
        polarity: Polarity = "positive"
        found = (_ALSO_TAKEN.match(clause) or _LIGHTLY_DONE.match(clause)) if taste else None
        spurned = False
        if found is None:
            found, polarity = _OTHER_SPURNED.match(clause), "negative"
            spurned = found is not None
        if found is None:
            found = _OTHER_TIRESOME.match(clause)
        if found is None:
            return []
        thing = found.group("thing")
        owned = self._owner_of_same(thing, last) if polarity == "positive" else None
        if owned is not None:  # 村上春树的小说我爱看，东野圭吾的也在追: the same kind of thing, another's
            start = offset + found.start("thing")
            # said whole, so that it stays apart from the first one (both are novels: one concept)
            head = owned[len(thing):]
            kind_of = (last.term,) if head.endswith(last.term) and self.finder.senses(last.term) else ()
            return [replace(last, term=owned, lemma="", phrase="", time=last.time, start=start,
                            end=start + len(thing), extra_entities=kind_of, literal=False)]
        start = offset + found.start("thing")
        if polarity == "negative" and "的" in thing.rstrip("的"):
            # 现在的新歌: what is judged is the head after the last 的 (the rest says which ones)
            cut = thing.rstrip("的").rfind("的") + 1
            thing, start = thing[cut:], start + cut
        if (thing in self.g.roles or self._demonstrative(thing) or _only_adverbs(thing)
                or _PERSON.fullmatch(thing) or find_times(thing) or len(thing) < 2
                or _TRAILING_BODY_PART.search(thing)  # (别的用不顺手: the others, no thing)
                or thing.rstrip("的") in ("别", "其他", "其它", "别人")):
            return []
        liked = {c.type for c in self.finder.senses(last.term)}
        same_kind = self._one_concept(thing) and bool(liked & {c.type for c in self.finder.senses(thing)})
        if not same_kind:
            verb = found.group("verb") if polarity == "negative" else None
            # 速溶的太甜了 after 手冲咖啡: a sort of it, its noun left out (the one liked is meant)
            sort_of = thing.endswith("的") and len(thing) >= 3
            sided = (spurned or sort_of or self._sibling(thing, last)
                     or (verb is not None and bool(self.finder.senses(thing)))
                     or self._topic_opened(offset))
            if (polarity == "positive" or not sided or thing in self.g.word_set("judged_attributes")
                    or self._concept_has_type(thing, "occupation_types")):
                # 价格太贵了, 时间太长了: what the thing liked costs or takes; 教练太贵了: who serves it
                return []
        term, extras = self._concept_term(thing) if self._one_concept(thing) else (thing, ())
        key = "likes" if polarity == "positive" else "dislikes"
        return [replace(last, kind="preference", key=key, polarity=polarity, term=term,
                        lemma="" if term == thing else thing, phrase="", time=last.time, start=start,
                        end=start + len(thing), extra_entities=extras, literal=False)]

    def _used_instead(self, clause: str, offset: int, last: Assertion) -> list[Assertion]:
        """我基本不用微信支付，都是支付宝; 不坐飞机，都坐高铁: after a thing the user does not use, what
        they use in its place, a known thing of the same kind."""
        if (self.finder is None or last.subject == OTHER or last.polarity != "negative" or last.literal
                or last.key not in ("uses", "avoid", "dislikes")):
            return []
        found = _USED_INSTEAD.fullmatch(clause)
        if found is None:
            return []
        thing = found.group("thing")
        if not self._one_concept(thing):
            return []
        before = {c.type for c in self.finder.senses(last.term)}
        if not before & {c.type for c in self.finder.senses(thing)}:
            return []  # a thing of another kind (不吃香菜，都是我老公吃) is no swap of one for the other
        term, extras = self._concept_term(thing)
        start = offset + found.start("thing")
        key = "uses" if last.key == "uses" else "prefers"
        return [replace(last, kind="preference", key=key, polarity="positive", term=term,
                        lemma="" if term == thing else thing, phrase="", time=last.time, start=start,
                        end=start + len(thing), extra_entities=extras, literal=False)]

    def _sibling(self, thing: str, last: Assertion) -> bool:
        """深烘 / 浅烘, 老歌 / 新歌, 纸质书 / 电子书: the same head said with another modifier (two sorts of
        one thing), read from what the taste said (its head after the last 的)."""
        said = (last.lemma or last.term).rstrip("的")
        said = said[said.rfind("的") + 1:]
        return (len(said) >= 2 and said != thing and not thing.endswith(said) and not said.endswith(thing)
                and said[-1] == thing[-1])

    def _topic_opened(self, position: int) -> bool:
        """Whether the sentence of the clause at `position` opened with a topic before 我 (咖啡我偏爱深烘的,
        健身我只练力量): what is judged after it is of that topic too."""
        before = self.text[:position]
        cut = max(before.rfind(mark) for mark in "。！？!?；;\n")
        opened = _TOPIC_OPENING.match(before[cut + 1:].lstrip())
        if opened is None:
            return False
        topic = opened.group("topic")
        return not (topic in self.g.roles or _only_adverbs(topic) or _PERSON.fullmatch(topic)
                    or find_times(topic) or self._demonstrative(topic))

    def _owner_of_same(self, thing: str, last: Assertion) -> str | None:
        """东野圭吾的 after 村上春树的小说: X的 with its noun left out is X's one of the kind just liked, said
        whole (东野圭吾的小说); only when the liking named its kind after a 的 of its own."""
        said = last.lemma or last.term
        owner = thing[:-1]
        if not thing.endswith("的") or len(owner) < 2 or "的" not in said or "的" in owner:
            return None
        if (owner in self.g.roles or self._demonstrative(owner) or _only_adverbs(owner)
                or _PERSON.fullmatch(owner) or find_times(owner)
                or owner.startswith(self.g.words("self_subjects"))):
            return None  # 我妈的也爱吃, 他的也在看, 今天的也看了: whose or when, no maker
        head = said[said.rfind("的") + 1:]
        return thing + head if head and (last.term.endswith(head) or head.endswith(last.term)) else None

    def _is_question(self, clause: str) -> bool:
        g = self.g
        stripped = clause.rstrip("啊呀哦哈~～ ")
        if stripped.endswith(g.words("ba_nouns")):
            return self._is_question_word(clause)  # 我讨厌酒吧: the 吧 of a place's name asks nothing
        if stripped.endswith(g.words("question_final")):
            # 以后叫我小鱼吧: a 吧 after telling the assistant what to call the user suggests, it does not ask
            suggested = stripped.endswith("吧") and any(w in stripped for w in g.words("suggestion_words"))
            # 讲解的时候多举点例子吧: a 吧 after a wish for how answers are given suggests it, too
            suggested = suggested or (stripped.endswith("吧") and self._style_wish(stripped))
            # 我算稳健型的吧: a 吧 after 我算… hedges what the user says of themself, it does not ask
            suggested = suggested or (stripped.endswith("吧") and _HEDGED_SELF.match(stripped) is not None)
            # 预算控制在一万以内吧: a 吧 after a limit the user sets softens it, it does not ask
            suggested = suggested or _LIMIT_SOFTENED.search(stripped) is not None
            # 我是无锡人嘛: a 嘛 after what the user says of themself insists (as all know), it does not ask
            suggested = suggested or (stripped.endswith("嘛") and _SELF_LEAD.match(stripped) is not None)
            # 我在华为做产品经理呢: a 呢 after a whole statement of the user's marks it as so (我呢? asks;
            # 我去不去呢 and 我吃面还是吃饭呢 weigh choices)
            suggested = suggested or (stripped.endswith("呢") and _SELF_LEAD.match(stripped) is not None
                                      and len(stripped) >= 5 and _STILL_WEIGHING.search(stripped) is None
                                      and _WHERE_NOW.match(stripped) is None)
            return not suggested or self._is_question_word(clause)
        return self._is_question_word(clause)

    def _style_wish(self, clause: str) -> bool:
        """Whether a style trigger (how answers should be given) matches the clause."""
        return any(t.regex.search(clause) is not None for t in self.g.style_triggers)

    def _is_question_word(self, clause: str) -> bool:
        g = self.g
        if "不" in clause and _A_NOT_A.search(clause):
            return True  # 我不知道自己喜不喜欢羊肉, 去不去还没定: a choice left open asks, it says nothing
        if g.question_re.search(clause) is None:
            return False  # blanking the exceptions out cannot make a question word appear
        scrubbed = g.word_re("question_word_exceptions").sub(lambda m: "　" * len(m.group(0)), clause)
        return bool(g.question_re.search(scrubbed))

    def _is_request(self, clause: str, offset: int) -> bool:
        g = self.g
        body = _POLITE_LEAD.sub("", clause)
        if body.startswith(g.words("request_prefixes")):
            return True
        if g.pattern("tool_request").match(body):
            return True  # 用Python写个冒泡排序: a task with a tool, said with no subject, is no habit of use
        if "给我" in body and g.pattern("order_request").match(body):
            return True  # 做一份低脂的一周食谱给我: a piece of work ordered, whatever words describe it
        return g.word_re("request_anywhere").search(clause) is not None

    def _reported_cut(self, clause: str, offset: int) -> int | None:
        """Where someone else's words start in the clause (我同事说…, 听说…), if they do."""
        g = self.g
        if g.word_re("reported").search(clause) is None:
            return None  # no reporting word at all (the common case): nothing to look into
        scrubbed = _FRANKLY.sub(lambda m: "　" * len(m.group(0)), clause)  # 说实话 is the user speaking
        for word in g.words("reported"):
            index = scrubbed.find(word)
            while index >= 0:
                # 说话 and 说明 are words of their own, not someone saying something
                whole = len(word) > 1 or (offset + index + 1) in self.edges
                # 讨厌听说唱 is 听 + 说唱 (rap), no hearsay: a known word runs through the reporting word
                head, tail = offset + index, offset + index + len(word)
                whole = whole and not any(head < s < tail < e for s, e in self.concept_spans)
                # 别再推荐我看恐怖片: a refusal of advice is the user's own rule, no one else's words
                refused = word.endswith("我") and _REFUSED_ADVICE.search(clause[:index]) is not None
                # 会说粤语, 能说英语: the language one can speak, no one's words (我妈会说我… still reports)
                spoken = word == "说" and index > 0 and self.g.trigger("speaks_language").regex.match(
                    clause, index - 1) is not None
                if (offset + index) in self.edges and whole and not refused and not spoken:
                    before = clause[:index]
                    speaker = _BUT_LEAD.sub("", before.strip())  # 但我觉得…: the user, after a contrast
                    speaker_is_self = speaker.startswith(g.words("self_subjects")) and _only_adverbs(
                        _SELF_LEAD.sub("", speaker)
                    )
                    # 现在觉得没意思了: an opinion without a speaker is the user's own
                    speaker_is_self = speaker_is_self or (word in ("觉得", "认为") and _only_adverbs(speaker))
                    # 日料我觉得一般般: a thing said first, then the user's own opinion of it
                    speaker_is_self = speaker_is_self or (
                        word in ("觉得", "认为") and self._topic_then_self(speaker))
                    if word in ("听说", "据说", "听人说", "网上说", "新闻说") or not speaker_is_self:
                        # 同事推荐我|用飞书: what follows is their advice to me, read as said of 我
                        return index + len(word) - (1 if word.endswith("我") else 0)
                index = scrubbed.find(word, index + 1)
        return None

    def _topic_then_self(self, speaker: str) -> bool:
        """日料我, 这部剧我: a thing as topic, then 我 (no one of the user's people, no other person)."""
        said = _TOPIC_THEN_SELF.fullmatch(speaker)
        if said is None:
            return False
        topic = speaker[: speaker.rfind("我")]
        return not (self._role_in(topic) is not None or _PERSON.search(topic) or _only_adverbs(topic)
                    or topic.endswith(("说", "跟", "和", "对", "给", "让", "叫")))

    def _adviser_rule(self, said: str, rest: str) -> bool:
        """医生说|不能喝酒: a doctor's words naming no one else are a rule for the user."""
        g = self.g
        speaker = _ADVISER_TAIL.sub("", said)
        speaker = re.sub(r"^(?:我的?|俺的?|给我看病的)", "", speaker)
        if speaker not in g.word_set("advisers"):
            return False
        others = g.words("other_subjects") + g.words("third_person")
        return not rest.startswith(others) and self._role_in(rest) is None

    def _clause(self, clause: str, offset: int, state: _SentenceState, final_question: bool,
                sentence: str) -> list[Assertion]:
        g = self.g
        if final_question or self._is_question(clause):
            self._note_beneficiary(clause, state)
            if self._for_someone(clause) and self._is_request(clause, offset):
                state.request = state.for_other = True  # 给我爸挑个礼物吧: a request said with 吧 is one too
            return []
        told = _REMEMBER_THIS.match(clause)
        if told is not None and told.end() < len(clause):  # 请记住我喜欢靠窗: what to remember is said
            clause, offset = clause[told.end():], offset + told.end()
        if _CONDITION.match(clause):
            return []
        if _NOT_ME.match(clause):
            return []  # 不是我过敏，是我女儿…: denied of the user; the clause after says whose it is
        maybe = _MAYBE.search(clause)
        if maybe is not None and (offset + maybe.start(maybe.lastgroup or "maybe")) in self.edges:
            return []  # 也许下个月去看演唱会, 说不定明年换工作: a maybe is no plan, taste or fact yet
        outcome = _IMPLIED_CONDITION.match(clause)
        if outcome is not None and not self._one_concept(outcome.group("cond")):
            return []  # 老詹退役我就不看了: a supposed outcome (香菜我就不吃了 is a taste)
        ordered = _CHILD_BY_ORDER.search(clause)
        if ordered is not None and _OWN_HOME.fullmatch(clause[: ordered.start()]):
            # 老大是儿子，叫豆豆: the user has that son, and he is whom the next clauses name
            return self._child_by_order(ordered, state, sentence)
        left_out = _LEFT_OUT.search(clause)
        if left_out is not None:  # 做菜别放香菜，我超讨厌那个味道: what a later clause points back to
            state.last_object = left_out.group("thing")
        hits = self._hits(clause, offset, state)
        reported = self._reported_cut(clause, offset)
        own_word = reported is not None and any(
            h.trigger.key == "style" and h.start < reported < h.end for h in hits)
        if own_word:
            reported = None  # 烦回答一上来就说“好问题”: the 说 is the style wish's own word, no one's report
        if reported is not None:
            # Someone else's words: only an explicit statement about me inside them counts (医生说我不能吃糖).
            rest = clause[reported:].lstrip("，, ")
            state.blocked = True
            speaker = self._role_in(clause[:reported])
            state.report_not_mine = not rest.startswith(g.words("self_subjects")) or (
                _OWN_EARLIER_WORDS.fullmatch(clause[:reported]) is not None)
            # 我老婆说她不吃辣: a person of the user's, speaking of themself, is told of as they said
            family = speaker is not None and speaker[0] in _KIN_ROLES  # a friend's words stay theirs
            own_words = family and rest.startswith(("她", "他")) and not rest.startswith(("她们", "他们"))
            if own_words and speaker is not None:
                state.last_role = speaker[0]
            elif self._adviser_rule(clause[:reported], rest):
                state.advised = True  # 医生说不能喝酒: a doctor's rule naming no one else is the user's
            elif not rest.startswith(g.words("self_subjects")):
                # 大家都说臭豆腐好吃，我可受不了: what the user's own verdict then judges
                self._note_judged_thing(rest, state)
                return []
            elif clause[:reported].endswith(("觉得", "认为", "以为")):
                self._note_judged_thing(rest, state)  # 我妈以为我不爱吃青菜，其实我挺喜欢的
                return []  # 我老婆觉得我不能吃辣, 我爸以为我对花生过敏: a view of the user, no fact told
            else:  # 朋友都说我很能吃辣: their view of my taste stays theirs; 我妈说我对花生过敏 is a fact
                self._note_judged_thing(rest, state)
                hits = [h for h in hits if h.trigger.kind == "constraint"]
                advised = _ADVISED_USE.fullmatch(rest)
                if advised is not None and self.finder is not None and self.finder.senses(advised.group("x")):
                    # 同事安利我用Notion，但我觉得太臃肿了: the user's own verdict after is about that thing
                    state.last_object = advised.group("x")
            hits = [h for h in hits if h.start >= reported]
            state.said_from = reported
        else:
            state.said_from = 0
        # 帮我排个行程，她膝盖不好: a clause about 他/她 after a request is a fact again, as one about 我 is
        # 对了我叫周婷: a discourse marker before the subject leaves it the first word
        explicit_self = _DISCOURSE_LEAD.sub("", clause).startswith(g.words("self_subjects")) or (
            clause.startswith(g.words("third_person")) and not clause.startswith(("他们", "她们")))
        # 帮我规划下周末去哪玩，孩子五岁: a clause opening with one of the user's people is a fact too
        explicit_self = explicit_self or (state.request and g.leading_role_re.match(clause) is not None
                                          and self._role_in(clause, peers=False) is not None)
        if self._is_request(clause, offset):
            state.request = True
            state.one_piece = state.one_piece or g.pattern("piece_request").search(clause) is not None
            state.for_other = state.for_other or self._for_someone(clause)
            hits = [h for h in hits if h.trigger.standing_rule]
        elif state.request and not explicit_self:
            hits = [h for h in hits if h.trigger.standing_rule]
        else:
            state.request = False
        if state.request and state.for_other:
            # 给我爸挑个生日礼物，五百以内: what the gift may cost is that one purchase's limit, no cap of the
            # user's spending (帮我挑个耳机，预算五百 is what the user will spend on their own things)
            hits = [h for h in hits if h.trigger.key != "budget"]
        if state.request:
            # 帮我找几家人均一百以内的火锅店: a price said of the thing asked for narrows that one search, no
            # cap on the user's spending (帮我挑个耳机，预算五百 says one)
            hits = [h for h in hits if not (h.trigger.id == "budget" and h.match.group("num2")
                                            and clause.startswith("的", h.end))]
        if state.one_piece and not g.pattern("standing").search(clause):
            # 帮我写一封请假邮件，语气正式一点: the tone of that one email, no standing style wish
            hits = [h for h in hits if h.trigger.key != "style"]
        exposure = _EXPOSURE.search(clause)
        if exposure is not None:
            what, _ = self._strip(exposure.group("what"), offset + exposure.start("what"))
            state.exposure = what or state.exposure
        wish = self._wish_before(clause, offset)
        clause_times = find_times(clause, direction=_direction(clause))
        if clause_times:
            state.time, state.time_spent, state.rule_period = clause_times[0], False, False
            owner = self._role_in(clause, peers=False)
            state.time_owner = owner[0] if owner is not None else None
        out: list[Assertion] = []
        previous_end = 0
        said_times = clause_times or ([state.time] if state.time is not None else [])
        this_period = any(t.current_period and t.ref.unit != "year" for t in said_times)
        for position, hit in enumerate(hits):
            next_start = hits[position + 1].start if position + 1 < len(hits) else len(clause)
            if hit.trigger.key == "habit":
                next_start = len(clause)
            exempt = hit.trigger.standing_rule or hit.trigger.wish_ok
            if wish is not None and wish < hit.start and not exempt:
                continue
            pastime_for_now = hit.trigger.key == "habit" and this_period
            if pastime_for_now and not self._pastime_named(clause[hit.end:]):
                continue  # 这周天天加班: how this week goes, not a habit
            if hit.trigger.id == "gig" and state.trade:
                continue
            intro_home = hit.trigger.id == "kin_in" and state.introduced and state.subject == USER_SUBJECT
            if intro_home and hit.start == 0 and not find_times(self.text):
                # 我28，女生，在广州: after the user's age or job, a bare 在X (no date) is where they live
                hit = replace(hit, trigger=g.trigger("self_in"))
            made = self._assertions(hit, clause, offset, state, previous_end, next_start, sentence)
            if hit.trigger.key == "bought" and len(made) == 1 and not made[0].literal and (
                    model_named := self._model_said_next(clause, offset, made[0].term)):
                model, extras = model_named  # 换了新手机，华为Mate 60: the model said next was bought
                made = [replace(made[0], term=model, lemma="", phrase="", literal=False,
                                extra_entities=extras)]
            thing_said = clause[:hit.start].strip()
            if hit.trigger.key == "habit" and thing_said and self._whole_concept(thing_said) and (
                    thing_said not in g.roles):
                # 川菜一般都偏辣, 日料通常比较清淡: what a kind of thing usually is, said of the thing, is no
                # habit of the user's
                made = [a for a in made if not _PROPERTY_OF_THING.fullmatch(a.lemma or a.term)]
            if pastime_for_now:  # 这个月每天晚上都去游泳: a pastime kept up for the period, until it ends
                period = next(t.ref for t in said_times if t.current_period and t.ref.unit != "year")
                made = [replace(a, time=period) for a in made if self._pastime_named(a.term)]
            if hit.trigger.id in ("household", "household_listed"):
                # 家里就我、老公和儿子三口人: each one named lives with the user (as 我和我婆婆一起住 says)
                made = [replace(a, subject=g.roles[a.lemma], key="lives_in", term="一起住", lemma="")
                        for a in made if a.lemma in g.roles]
            # 俩人天天加班: overtime is put on one, how work goes, never a habit one keeps; 倒库总是压线,
            # 经常为这个吵: a slip one keeps making or a quarrel is how things go, no habit either
            made = [a for a in made if not (a.key == "habit" and (
                a.term in g.words("imposed_acts") or _SLIP_OR_QUARREL.search(a.term)))]
            # 在重庆跑了二十年了: where one has kept at it is a place, no habit of its own
            made = [a for a in made if not (a.key == "habit" and a.lemma.startswith("在")
                                            and self._is_place(self._after_region(a.term)))]
            # 宁愿多花钱: what the user will put up with for a choice is its price, no thing preferred
            made = [a for a in made if not (a.key == "prefers" and _TRADE_OFF.fullmatch(a.term))]
            if hit.trigger.self_in_trigger and hit.trigger.key == "name" and made:
                state.subject = USER_SUBJECT  # 大家都管我叫阿杰，在顺德开了家饭馆: the named user goes on
            died = hit.trigger.id == "passed_away" or any("去世" in a.term for a in made)
            if died and made and state.subject != USER_SUBJECT:
                # 我爷爷去年走了，今年清明要回老家扫墓: the one who died does nothing after; the user goes
                state.subject = USER_SUBJECT
            # 自由职业，接些翻译的活: freelancing names no trade, the gig does
            freelance = g.trigger("self_employed").regex
            state.trade = state.trade or any(
                a.key == "occupation" and not freelance.fullmatch(a.term) for a in made)
            state.introduced = state.introduced or any(
                a.subject == USER_SUBJECT and a.key in ("age", "occupation", "name") for a in made)
            out.extend(made)
            previous_end = hit.end
        if hits and state.subject == USER_SUBJECT:
            # 下个月带我妈去日本玩，她膝盖不好: whom the user's own plan takes along is whom a later 她 means
            for lead in (_WITH_SOMEONE, _ALONG_WITH, _TAKEN_ALONG):
                self._note_companion(clause, state, lead)
        if clause_times and out and not all(_loose_diet(a) for a in out):
            # 今年32岁，平时喜欢瑜伽: the year went to the age, not to the liking; 这个月在减肥，不吃甜食:
            # a diet said loosely leaves its period to the rule that says what it means
            state.time_spent = True
            state.rule_period = all(_period_rule(a) for a in out)
        if not hits or (not out and _FOUND_LEAD.match(clause)):
            # 昨天体检查出来血脂有点高: a hit that made nothing (体检) leaves what the check found
            out.extend(self._bare_condition(clause, state, sentence))  # 痛风，…; 我爸血压高
        if not hits and state.trade and (firm := _FIRM_OF_JOB.fullmatch(clause)) is not None:
            # 我是一名飞行员，东航的: the firm said after one's job is whom one works for
            org = firm.group("org")
            if self._concept_has_type(org, "org_types") and self._role_in(org) is None:
                term, extras = self._concept_term(org)
                employer = self._finish(g.trigger("joined"), "identity", "employer", "positive",
                                        state.subject, term, extras, org, None, sentence)
                out.extend([employer] if employer is not None else [])
        if not hits:
            out.extend(self._named_person(clause, state, sentence))  # 李娜是我老婆
            self._update_subject(clause, state)
            if self.finder is not None:  # a clause that opens with a thing may be the topic of the next
                named = self.finder.find_in_text(clause)
                opening = _opening_heads(named, clause)
                if not opening and named and clause.startswith(g.words("past_markers")):
                    opening = [named[-1][2]]  # 以前一天一杯奶茶，现在戒了: what the old habit was of
                done = _TOPIC_DONE.match(clause) if not opening else None
                if done is not None and not self._demonstrative(done.group("topic")) and (
                        self._role_in(done.group("topic")) is None):
                    opening = [done.group("topic")]  # 宫崎骏的动画我几乎都看过，太爱了: what the love is for
                refused = _REFUSED_OFFER.match(clause)
                if not opening and refused is not None:
                    # 别推荐坚果，我不爱吃: the thing refused is what the dislike after it is about
                    opening = [m for s, e, m in named if s == refused.end()]
                state.topic = opening[0] if opening else state.topic
        elif not out and self.finder is not None:
            # 飞书是公司要求的，我个人不太喜欢: a known thing opening a clause that made nothing is the topic
            opening = _opening_heads(self.finder.find_in_text(clause), clause)
            state.topic = opening[0] if opening else state.topic
        return out

    def _note_judged_thing(self, words: str, state: _SentenceState) -> None:
        """Someone else's words about one known thing (榴莲很香, 我不爱吃青菜): that thing is what the user's
        own verdict after them points back to when it names none (…，但我就是超爱; …，其实我挺喜欢的)."""
        if self.finder is None:
            return
        named = [m for _, _, m in self.finder.find_in_text(words)]
        if len(set(named)) == 1:
            state.last_object = named[0]

    def _child_by_order(self, ordered: re.Match[str], state: _SentenceState, sentence: str
                        ) -> list[Assertion]:
        kin = ordered.group("kin")
        role = state.subject = state.last_role = _ORDER_KIN[kin]
        made = self._finish(self.g.trigger("knows"), "relation", "knows", "positive", USER_SUBJECT,
                            f"{role} ({kin})", (), kin, None, sentence)
        return [made] if made is not None else []

    def _pastime_named(self, text: str) -> bool:
        """Whether a sport or pastime the lexicon knows is named in `text` (游泳, 打羽毛球; not 加班)."""
        if self.finder is None:
            return False
        finder = self.finder
        return any(c.type == "hobby" for _, _, m in finder.find_in_text(text) for c in finder.senses(m))

    def _bare_condition(self, clause: str, state: _SentenceState, sentence: str) -> list[Assertion]:
        """A clause that only names a medical condition, after a subject or none (痛风，啤酒海鲜都得忌口;
        我爸血压高; 我色弱): the condition of that person."""
        if self.finder is None:
            return []
        told = clause[state.said_from:].lstrip("，, ")
        if state.said_from and told.startswith(self.g.words("self_subjects")):
            clause = told  # 医生说|我脂肪肝: what the doctor found in the user is the user's
        role = self._role_in(clause)
        subject, rest = (role[0], clause[role[1]:]) if role is not None else (None, clause)
        if subject is None and clause.startswith(("他", "她")) and not clause.startswith(("他们", "她们")):
            if state.subject == USER_SUBJECT:
                return []  # 她血压高 with no one named before: someone we cannot place
            subject, rest = state.subject, clause[1:]  # 我婆婆跟我们住，她血压高: the one just named
        if subject is None:
            bare = re.sub(r"^(?:我们|我|本人)", "", clause)
            subject, rest = (USER_SUBJECT if bare != clause else state.subject), bare
        rest = _FOUND_LEAD.sub("", rest)  # 体检查出来血脂有点高: what a check found is the condition
        named = _HIGH_READING.sub(r"\1高", _CONDITION_HEDGES.sub("", rest))  # 血糖有点高 → 血糖高
        vague = named.endswith(("不好", "不舒服"))
        if not named or vague or not self._concept_has_type(named, "medical_types"):
            return []  # 我心脏不好 says why, not what: the rule after it is the memory
        if not self._one_concept(named):
            return []  # the condition must be the whole clause, not a word inside a longer remark
        condition = self.g.trigger("medical")
        made = self._finish(condition, "constraint", "medical_condition", "negative", subject, named, (),
                            named, None, sentence)
        if made is None:
            return []
        state.subject, state.condition = subject, True
        if subject != USER_SUBJECT:
            state.last_role = subject
        return [made]

    def _named_person(self, clause: str, state: _SentenceState, sentence: str) -> list[Assertion]:
        """李娜是我老婆, 小张是我徒弟: a name said to be one of the user's people is that person's name,
        and the person is who the next clauses speak of (…，跟我学了两年修车)."""
        said = _NAMED_AS_ROLE.match(clause)
        if said is None:
            return []
        name, rest = said.group("name"), clause[said.end("name") + 1:]
        if name.startswith(_NOT_A_NAME) or (self.finder is not None and self.finder.senses(name)):
            return []
        role = self._role_in(rest)
        if role is None or not _PARTICLES.fullmatch(rest[role[1]:]) or self._role_in(name) is not None:
            return []
        made = self._finish(self.g.trigger("name"), "identity", "name", "positive", role[0], name, (), name,
                            None, sentence)
        if made is None:
            return []
        state.subject = state.last_role = role[0]
        return [made]

    def _wish_before(self, clause: str, offset: int) -> int | None:
        if self.g.word_re("wish").search(clause) is None:
            return None
        for word in self.g.words("wish"):
            index = clause.find(word)
            if index >= 0 and not clause[:index].endswith("不"):
                return index
        return None

    def _hits(self, clause: str, offset: int, state: _SentenceState | None = None) -> list[_Hit]:
        candidates: list[_Hit] = []
        triggers = self.g.triggers
        for index in sorted(self.g.trigger_index.candidates(clause)):
            trigger = triggers[index]
            # A match off a word edge is retried one character on (现在在杭州工作 must find 在杭州工作
            # although the 在 inside 现在 starts a match too); an accepted one continues after its end.
            position = 0
            while position < len(clause):
                match = trigger.regex.search(clause, position)
                if match is None:
                    break
                start, end = match.start(), match.end()
                if self.quoted and any(s <= offset + start < e for s, e in self.quoted):
                    position = start + 1
                    continue
                acceptable = self._acceptable(trigger, clause, offset, start, end, state)
                if acceptable and self._claims(trigger, match, offset):
                    candidates.append(_Hit(trigger, start, end, match))
                    position = end
                else:
                    position = start + 1
        if len(candidates) <= 1:
            return candidates  # most clauses: nothing to rank; the rules below weigh hits against others
        candidates.sort(key=lambda h: (-h.trigger.priority, h.start, -(h.end - h.start)))
        chosen: list[_Hit] = []
        for hit in candidates:
            if any(hit.start < other.end and other.start < hit.end for other in chosen):
                continue
            chosen.append(hit)
        chosen.sort(key=lambda h: h.start)
        # An event inside the object of a preference or habit is part of that object:
        # 我经常去健身房 is a habit, 我更喜欢去实体店 a preference, neither a trip.
        owner = next((h for h in chosen if h.trigger.kind in ("preference", "constraint")
                      and h.trigger.object == "after"), None)
        if owner is not None:
            chosen = [h for h in chosen if h.start <= owner.start or h.trigger.kind != "event"]
        # 我买的耳机坏了: what was bought is how the complaint names its thing, not a purchase to remember;
        # 在4S店做保养被多收了八百: the service is where the grievance happened, held in its value
        if any(h.trigger.key in ("complaint", "incident") for h in chosen):
            chosen = [h for h in chosen if h.trigger.id not in ("bought_de", "car_service")]
        # A habit whose clause asserts something else (平时不喝饮料) gives way to it.
        if any(h.trigger.key != "habit" for h in chosen):
            chosen = [h for h in chosen if h.trigger.key != "habit"]
        elif len(chosen) > 1:  # 每天晚上习惯跑步: the habit word nearest the action
            chosen = chosen[-1:]
        return chosen

    def _claims(self, trigger: Trigger, match: re.Match[str], offset: int) -> bool:
        """A pattern that matches whole clauses claims one only when its object is what it needs: 我程序员一枚
        is a job, 我习惯坐地铁 is left to the habit."""
        if trigger.id == "joined_after_change" and _GAP_PLAN.match(
                _LATIN_WORD.sub("", match.group("org")).lstrip(" 去")):
            return False  # 辞职了，打算去环游世界 / 准备去旅行: a trip or a break after the job, no employer
        if trigger.id == "work_as":
            # 在麦当劳上班: the 当 of 麦当劳 is no verb, so the workplace must end where a word does;
            # 在深圳一家做芯片的公司上班: 做 describes the company, the place is where one works;
            # 在医院做了个胃镜: something done there, no job
            job, verb = match.group("job"), match.string[match.end("org"): match.start("job")]
            if verb.startswith("的"):
                # 我是腾讯的产品运营 / 杭州的一名外卖骑手: an employer or a town owning a job word;
                # 我是周杰伦的粉丝, 我是他的朋友 own no job, 我是公司的老人 names no firm one can tell
                org = match.group("org")
                job_word = job.endswith(tuple(self.g.words("occupation_suffixes"))) or (
                    self._concept_has_type(job, "occupation_types"))
                org_word = org.endswith(tuple(self.g.words("org_suffixes"))) and len(org) > 2
                # an app's company counts (我是美团的骑手调度); 这家店, 那个公司 point, they name nothing
                app = self.finder is not None and any(c.type == "software" for c in self.finder.senses(org))
                known_org = org_word or app or self._concept_has_type(org, "org_types") or self._is_place(org)
                return job_word and known_org and org not in self.g.roles and not org.startswith(("这", "那"))
            done_there = job.startswith(("了", "过")) and verb == "做"
            # 在4S店做保养, 在医院做个胃镜: a service one gets there (`services_received`), no job; 被多收了…
            # after it tells what befell the customer
            said_job = job.endswith(("师", "员", "工", *self.g.words("occupation_suffixes")))  # 做美甲师
            served = verb == "做" and not said_job and (
                job.lstrip("个次一了过").startswith(self.g.words("services_received")) or "被" in job)
            done_there = done_there or served
            word_edge = (offset + match.end("org")) in self.edges
            return word_edge and not _WORKPLACE_JOB.search(job) and not done_there
        if trigger.id == "department" and match.group("dept"):
            # 在腾讯的游戏事业部做策划: a firm's unit with the job done there is left to `work_as`, which
            # keeps the firm, the unit and the job; 在市场部做策划 (no firm said) stays the department
            job_after = _JOB_AFTER_UNIT.match(match.string, match.end())
            if (job_after is not None and self._job_word(job_after.group("job"))
                    and self._org_unit(match.group("dept")) is not None):
                return False
        if trigger.id == "job_after_join":  # 做游戏策划 is a job after an employer (入职腾讯了), else a task
            joined = "入职|加入|跳槽(?:到|去)|跳到|跳去|换到|去了|进了|上班|工作|实习"  # 跳槽去美团了，做算法
            return re.search(joined, self.text[:offset]) is not None
        if trigger.id == "must_include" and not match.group(0).endswith(("是", "带", "配", "有")):
            # 吃火锅必须牛油锅底, 手机必须华为: a thing said right after 必须 only when the lexicon knows it,
            # so that 必须点鸳鸯锅 stays with `must_have` and 明天必须交报告 is no rule
            after_must = match.string[match.end():]
            return self.finder is not None and any(True for _ in self.finder.find_in_text(after_must))
        if trigger.id == "habit_then":
            # 我一般十一点前就睡了，早上六点起来晨跑: a time of day after a clause of routine (一般, 每天 …)
            # goes on with the routine; alone (早上六点起来晨跑) or after a dated clause it may be one morning
            sentence_before = re.split("[。！？!?]", self.text[:max(offset, 0)])[-1]
            thing = match.string[match.end():].rstrip("的")
            return (_ROUTINE_BEFORE.search(sentence_before) is not None and not find_times(sentence_before)
                    and self.finder is not None and any(True for _ in self.finder.find_in_text(thing)))
        if trigger.id in ("consumed_many", "consumed_many_after"):
            # 美剧倒是追了不少 tells a taste; 这周电影看了不少 / 最近… (a time said) is how a period went
            return not find_times(match.string) and _LATELY.search(match.string) is None
        if trigger.id == "bare_origin":
            # 我叫玛丽，法国人 / 本人32岁，东北人: where one is from, said bare in a self-introduction only
            # (法国人很浪漫 is a clause with more words; 东北人 alone may be anyone)
            return _INTRO_BEFORE.search(self.text, 0, max(offset, 0)) is not None
        if trigger.id == "bare_job":
            job = match.group("job")
            # 中学老师, 退休教师: a known job word after the kind of workplace or a state of work
            modified_job = any(
                job.endswith(suffix) and job[: -len(suffix)] in self.g.word_set("job_modifiers")
                for suffix in self.g.words("occupation_suffixes"))
            if match.group(0).endswith("一枚") and (modified_job or job.endswith(
                    tuple(self.g.words("occupation_suffixes")))):
                return True  # 程序员一枚, 本人退休教师一枚: how one introduces oneself, wherever said
            if not match.group(0).startswith(("本人", "我")):
                # 本人32岁，会计，坐标南京: a job said alone in a self-introduction (after 本人… or an age)
                is_job = self._one_concept(job) and self._concept_has_type(job, "occupation_types")
                # 我姓郑，飞行员，常驻广州: a word that names a job whole (the grammar's list) is one too
                is_job = is_job or modified_job or job in self.g.word_set("occupation_suffixes")
                if match.group(0).endswith("一枚"):
                    return is_job
                return is_job and _INTRO_BEFORE.search(self.text, 0, max(offset, 0)) is not None
            if self._concept_has_type(job, "occupation_types") or modified_job:
                return True
            # 本人外企HR: a job word after the kind of employer
            return any(job.endswith(suffix) and job[: -len(suffix)] in self.g.words("org_suffixes")
                       for suffix in self.g.words("occupation_suffixes"))
        if trigger.id in ("at_company", "kin_at_company"):  # 我在字节 / 老公在阿里: a company, not a city
            # (我在上海) nor a doing (我在开会)
            org = match.group("org")  # 我在星巴克, 我在医院 say where one is now: only firms one works at
            org = _TEAM_OF_ORG.sub("", org) or org  # 我在字节的飞书团队: the firm the team belongs to
            if org.endswith(tuple(self.g.words("firm_suffixes"))):
                return True
            if org.endswith(self.g.words("office_suffixes")) and _AT_WORK.search(self.text) is not None:
                return True  # 考上公务员，在区税务局: after a word of work, a public office is the employer
            if self.finder is None:
                return False
            # 我是做前端的，在美团: after a word of work, an app's company counts too
            senses = self.finder.senses(org)
            app_at_work = _AT_WORK.search(self.text) is not None and any(c.type == "software" for c in senses)
            if not (self._concept_has_type(org, "org_types") or app_at_work):
                return False
            # 我在招商银行，做风控: any known firm is the employer when the job done there is said with it
            return any("tech" in c.tags for c in senses) or _JOB_DONE.search(self.text) is not None
        if trigger.id == "staying_for_now":  # 这个月我都在成都 is a stay; 这个月在减肥 is what one is doing
            return self._is_place(match.string[match.end():].rstrip("了啊呀呢哦吧。！!，, "))
        if trigger.id == "wanted_trait":  # 买笔记本…，要轻一点的: a trait wished for in what one buys
            return any(w in self.text[:offset] for w in self.g.words("buying_words"))
        if trigger.id == "household_listed":  # 我家三口人，我、老婆和女儿: the people the count just named
            return re.search("(?:口人|个人|口)[，,：:]\\s*$", self.text[: max(offset, 0)]) is not None
        if trigger.id == "graduated_from" and match.group("school"):
            # 我哥清华毕业的: the person said first is whose school, never part of its name
            school = match.group("school")
            return not school.startswith(("本人", "俺")) and self.g.role_re.match(school) is None
        if trigger.id == "role_name":  # 我妈高血压, 我儿子高三: a condition or a grade, no name to claim
            name = match.group("name")
            finder = self.finder
            a_thing = finder is not None and (
                bool(finder.senses(name)) or any(start == 0 for start, _, _ in finder.find_in_text(name))
            )
            return not a_thing and _NOT_A_KIN_NAME.match(name) is None
        if trigger.id in ("left_behind", "spilled_on_me", "ba_incident", "broke", "lost") and _WARNED.search(
                match.string, 0, match.start()):
            return False  # 别把钥匙落在车上, 小心别把汤洒身上: a warning, nothing has happened
        if trigger.id == "bare_is":  # 俺东北人: only what 我是… would say (我不喜欢 is left to others)
            rest = match.string[match.end():].rstrip("啊呀哦哈啦了~～ ")
            if _WISH_TO.match(rest):
                return False  # 我想试试轻断食: a wish, never what 我是… would say
            if self.g.leading_role_re.match(rest) is not None:
                return False  # 我老婆比较保守: 我 opens the person said next, who is no 我是
            said = self._classify_is(rest)  # a job said bare is `bare_job`'s; 我心脏不好 is no 我是
            return said is not None and said[1] in ("origin", "diet", "risk_profile")
        if trigger.id == "self_in":  # 我在杭州 opening a message: where one lives (not 我妈在成都，我在北京)
            place = match.string[match.end():].rstrip("呢啦啊哈了")  # 我在学日语, 我在开会: no town, no claim
            return offset == 0 and self._settled_place(place)
        if trigger.id == "life_event_plan" and _ATTENDS.match(match.group(0)):
            # 去三亚参加闺蜜的婚礼: the trip holds it (要去参加 names no place: no trip)
            before = match.string[: match.start()]
            return "去" not in before or not before[before.rfind("去") + 1:]
        if trigger.id == "complaint" and offset > 0 and _COMPLAINT_INTENT.fullmatch(match.string):
            return False  # 航班延误了…，我要投诉: the wish to complain adds nothing to what went wrong
        # 这个月手头紧，花钱的建议先别给了: for the period (再: for good)
        if trigger.id in ("advice_held", "held_off"):
            return "再" in match.group(0) or any(t.current_period for t in find_times(self.text))
        if trigger.id == "pet_breed":
            # 我家狗狗是只柯基，叫什么名字好: the pet is what is asked about, no fact told
            return not ("？" in self.text or "?" in self.text or self._is_question(self.text))
        if trigger.id in ("steer_clear", "too_intense"):
            # 膝盖做过手术，爬山的行程都帮我避开; 颈椎不好，推荐运动别太剧烈: a need the body gives, no
            # one trip
            # (a condition the lexicon knows is such a cause too: 我有哮喘，运动别太剧烈)
            return self.g.pattern("body_cause").search(self.text) is not None or (
                self.finder is not None and any(self._is_condition(m) for _, _, m in self.finder.find_in_text(
                    self.text)))
        if trigger.key == "style" and _THIS_TIME.search(match.string, 0, match.start()):
            return False  # 这次用英文回答我吧: the way of this one answer, no standing style
        if trigger.id in ("makes_me", "too_dull", "too_bland") and _ONE_OCCASION.search(match.string):
            return False  # 今天的地铁挤得我怀疑人生: one day's ordeal, no standing dislike of the subway
        if trigger.id == "too_bland" and _ONE_SERVING.search(match.string, 0, match.start()):
            return False  # 这杯绿茶太寡淡了, 他家的汤没味道: one cup or one shop's, not the drink itself
        if trigger.id == "fed_up":  # 坐电梯碰到喷很多的人就头疼: a situation run into, not a thing disliked
            before = match.string[: match.start()]
            return not any(verb in before[1:] for verb in self.g.words("encounter_verbs"))
        if trigger.id == "pass_on":  # 膝盖受过伤，爬山就算了: declined for a reason said before, no one day
            reason, declined = self.text[:offset].rstrip(), match.string[: match.start()]
            said_alone = "敬谢不敏" in match.group(0)  # 恐怖片我敬谢不敏: one's own stance, no reason needed
            # 我只用安卓的。还有三星就算了: a sentence after the user's own rule goes on with it
            after_rule = reason.endswith(("。", "！", "!")) and (
                self.g.pattern("rule_before").search(reason) is not None
                or _ONLY_RULE.search(reason) is not None)
            if (not (said_alone or reason.endswith(("，", ",")) or after_rule) or find_times(self.text)
                    or self._demonstrative(declined)):
                return False  # 那种吵闹的地方就算了: a kind of place pointed at, not a thing named
            return self.finder is not None and bool(self.finder.find_in_text(declined))
        before_free = match.string[: match.start()] if trigger.id == "keep_free" else ""
        # 别在九点前给我打电话, 别在周末给我安排会: the ban and the thing with a time between them
        apart = before_free.endswith("给我") and not before_free.endswith(("别给我", "不要给我"))
        if trigger.id == "keep_free" and (match.group(0).startswith(("打", "发")) or apart):
            # not a request (九点前给我打电话); 别给我打电话 said together is `never`'s, and so is a ban
            # the `never` trigger reads itself (绝对不要在周末给我安排会议)
            never = self.g.trigger("never").regex
            if not match.group(0).startswith(("打", "发")) and never.search(before_free):
                return False
            return _APART_FROM_BAN.search(before_free) is not None
        if trigger.id == "lukewarm" and (_POINTED.search(match.string, 0, match.start())
                                         or _SOMEONES.search(match.string, 0, match.start())
                                         or self._role_in(match.string[: match.start()]) is not None):
            # 这部电影一般般: one thing pointed at, judged once, is no taste; 他唱歌一般般, 我老公做饭一般般:
            # how well someone does a thing, no taste of anyone's
            return False
        if trigger.id == "bare_grade" and _DAY_NAMED.search(match.string, 0, match.start()):
            return False  # 今天初一: the first day of the lunar month, no pupil of the first year
        if trigger.id == "sleep_hours":  # 一般十一点睡 is a habit; 明天六点起, 昨天两点才睡 one day's
            return all(t.ref.kind == "weekday" for t in find_times(match.string))
        if trigger.id == "origin_back":  # 过年回湖南老家 names the hometown; 明天回成都老家 is a trip
            # 春节要回东北老家: going back is planned (要, 准备 …), so it is a trip too
            planned = re.search("(?:要|准备|打算|计划|得)$", match.string[: match.start()]) is not None
            return not find_times(match.string) and not planned
        if trigger.id in ("role_is_name", "self_named"):  # 我老公是程序员, 我是程序员: no name
            name = match.group("name")
            known = self.finder is not None and (self.finder.senses(name) or self.finder.find_in_text(name))
            inside = range(offset + match.start("name") + 1, offset + match.end("name"))
            if trigger.id == "self_named" and not all(cut in self.edges for cut in inside):
                return False  # 我是白领, 我是高中生: a dictionary word, while 李|明, 张|晓|红 are names
            return not known and self._role_in(name) is None  # 我是孙子 is a role
        if trigger.id == "medical":  # 有 claims a clause only before a condition (都选有早餐的 is no illness)
            rest, before = match.string[match.end():], match.string[: match.start()]
            if before.endswith(("里", "中")) and not _TRAILING_BODY_PART.search(before[:-1]):
                return False  # 咖啡里有咖啡因: what a thing contains (胃里有… stays the user's)
            if any(word in rest for word in self.g.words("medical_suffixes")) or self.finder is None:
                return True
            named = self.finder.find_in_text(rest)
            return any(self._concept_has_type(m, "medical_types") for _, _, m in named)
        return True

    def _inside_concept(self, start: int, end: int) -> bool:
        return any(s < start < e and end <= e for s, e in self.concept_spans)

    def _acceptable(self, trigger: Trigger, clause: str, offset: int, start: int, end: int,
                    state: _SentenceState | None = None) -> bool:
        if end == start or (offset + start) not in self.edges:
            return False
        if end - start == 1 and (offset + end) not in self.edges:
            return False
        if end - start == 1 and clause.startswith(self.g.job_words, start):
            return False  # 飞行员 is no flight (行员 is a word too, so 飞 stands at an edge)
        if trigger.subject_adjacent and not self._adjacent_ok(trigger, clause[:start], clause[start:]):
            return False
        bare_is = trigger.id == "is" and start == 0
        counted = _COUNTED_BEFORE.search(self.text, 0, max(offset, 0)) if bare_is else None
        if counted is not None and self._role_in(counted.group("thing")) is None:
            return False  # 我有个面试，是阿里的: the 是 with no subject of its own says what that thing is
        copied = _COPIED_VERB.search(clause, start, end) if trigger.id == "makes_me" else None
        if copied is not None and re.search(f"{copied.group('verb')}[\u4e00-\u9fff]{{1,2}}$", clause[:start]):
            # 堵车堵得我要疯了, 排队排得…: the verb said again after its own object vents the moment
            # (地铁挤得我… still says what the subway is like)
            return False
        if trigger.key in ("likes", "dislikes") and _GUESSED.search(clause, 0, start):
            return False  # 我老婆可能会喜欢的礼物, 他应该会讨厌: a guess at a taste, none said
        if trigger.key == "name" and _DISLIKED_CALLING.search(clause[:start]):
            return False  # 很烦别人叫我“亲”: what the user hates being called is no name
        if trigger.requires == "job_change" and not self.g.pattern("job_change").search(self.text):
            return False  # 换了工作，去了字节: where one went is the new employer only after a job change
        where = re.sub("^老家(?=[^，,。；]{2})", "", clause[end:])  # 在老家哈尔滨: the place is 哈尔滨
        if trigger.id == "kin_in" and not self._is_place(self._after_region(where.rstrip("了啊呀呢哈嘛"))):
            return False  # 我对象在广州; 我妈在厨房, 我老公在开会 say where someone is right now
        if trigger.id == "also_lives" and (not self._settled_place(where.rstrip("了啊呀呢哈嘛"))
                                           or _STAYING.search(self.text, 0, offset + start)):
            # 我爸妈都住哈尔滨 is their home; 出差都住全季 is a hotel, 去成都都住春熙路 a trip's stay
            return False
        if trigger.requires == "time_only" and (
            _ONE_DAY.search(clause) or not _ONLY_WORD.search(clause, 0, end)
        ):
            return False  # 只能晚上八点以后接电话 is a rule; (明天)八点以后接电话 may be one evening's plan
        cannot_eat = self.g.pattern("cannot_eat") if trigger.requires == "cannot_eat" else None
        if cannot_eat is not None and not cannot_eat.search(self.text, offset + end):
            return False  # 香菜别放，我吃不了 is a rule; 香菜别放 alone is this order's request
        # 对青霉素过敏，头孢倒是可以用: an allowance is an exception to a rule said before it
        if trigger.requires == "rule_before" and not self.g.pattern("rule_before").search(
                self.text, 0, offset + start):
            return False
        if trigger.requires == "buying_before" and not self.g.pattern("buying_before").search(
                self.text, 0, offset + start):
            return False  # 买电脑预算最多八千，要轻薄的: what the budgeted buy must be; 我要辣的 is an order
        if trigger.requires == "taste_before" and not self.g.pattern("taste_before").search(
                self.text, 0, offset + start):
            return False  # 以前喜欢跑马拉松，…改骑车了: the taste one turned to; alone, 改 is any change
        if trigger.requires == "rather_before" and not self.g.pattern("rather_before").search(
                self.text, 0, offset + start):
            return False  # 也不想出差 refuses a thing only as the other side of 宁愿…: alone, one day's mood
        if trigger.requires == "served_before" and not self.g.pattern("served_before").search(
                self.text, 0, offset):
            return False  # 我喜欢喝冰美式，不加糖: how the drink said just before is taken; alone, an order
        if trigger.polarity == "negative" and trigger.kind == "preference" and (
                _CANNOT_DO_WITHOUT.match(clause, end)):
            return False  # 下班不打两把睡不着: not doing it keeps one awake, a need for it, never a dislike
        if trigger.id == "favorite_before" and _PERSON.fullmatch(clause[:start].strip()):
            return False  # 你是我最喜欢的人: a person (the assistant, too) held dear, no thing one likes
        if trigger.key == "habit" and self.g.pattern("causative").match(clause, end):
            return False  # 我老板天天让我们加班: what someone makes others do, no habit of theirs
        if trigger.id == "not_ok_food" and self.finder is not None and (
                _SELF_STANCE.search(clause, 0, end) and not any(
                    self._concept_has_type(term, "edible_types")
                    for _, _, term in self.finder.find_in_text(clause[:start]))):
            return False  # 恐怖片我是真不行: the user's stance on a thing not eaten is a dislike (not_for_me)
        if trigger.id == "limit_before" and not self.g.pattern("body_cause").search(self.text):
            return False  # 剧烈运动不行 outranks 猪肉不行 (food only) when the body is the reason
        if trigger.requires == "standing" and not self.g.pattern("standing").search(clause[:start]) and not (
                state is not None and _for_this_period(clause[:start], state)):
            # 以后推荐餐厅别推荐火锅: a rule for next times, not one request; 这周在减肥，晚饭别推荐油炸的:
            # a rule for the period the message names
            return False
        # 厌恶 in 风险厌恶, 爱 in 爱尔兰: part of a word the lexicon knows
        return not self._inside_concept(offset + start, offset + end)

    def _adjacent_ok(self, trigger: Trigger, before: str, rest: str = "") -> bool:
        began = find_times(before) if trigger.id == "learning" and rest.startswith("开始") else []
        if began and began[-1].end == len(before) and self._adjacent(before[: began[-1].start]):
            return True  # 我两周前开始学游泳了: when the learning began, said between the user and the verb
        if trigger.id == "do_job" and _ONE_WHO.fullmatch(before):
            return True  # 我一个搞财务的: the user, said as one of the trade
        if trigger.id == "do_job" and _TOOL_BEFORE_JOB.fullmatch(before):
            return True  # 我是写Python做数据分析的: the language the work is done in, then the work
        if trigger.key == "name" and _EACH_ONE.fullmatch(_OWN_HOME.sub("", before.strip(), count=1)):
            # 俩儿子，一个叫大宝一个叫二宝; 我家二宝叫团团: one of the children (whose: `_assertions`)
            return True
        if trigger.key == "name" and _CHILD_BY_ORDER.search(before.strip()):
            ordered = self._role_in(before)  # 我家老大是儿子叫豆豆; 我同事家老大… is the colleague's child
            return ordered is None or ordered[0] == "child"
        if trigger.key == "uses" and _TOPIC_THEN_SELF.fullmatch(before):
            return True  # 笔记我都用Notion记: what for, said first (the product must still be known)
        if trigger.key == "uses" and _SELF_THEN_PURPOSE.fullmatch(before):
            return True  # 我写代码都用VS Code: what for, said after the user (a known product still)
        if trigger.key == "uses" and _BUT_LEAD.match(before) and self._adjacent(
                _BUT_LEAD.sub("", before, count=1)):
            return True  # 对苹果过敏，不过手机一直用苹果的: a contrast word before the topic is no part of it
        if trigger.key == "uses" and _TASTE_FOR_ALL.search(before) and self._role_in(before) is not None:
            return True  # 我们经理喜欢大家用钉钉: the way the person said first likes things done (theirs)
        if trigger.key == "uses" and self.g.pattern("stack_topic").fullmatch(before):
            return True  # 我们团队后端都用Go: the stack the user works in (the product must be known)
        retired = _RETIRED_BEFORE.search(before) if trigger.id == "kin_at_company" else None
        if retired is not None and self._adjacent(before[: retired.start()]):
            return True  # 我爸退休前在电力局: the office worked at until retiring (a firm or office only)
        thing = before.strip()
        if trigger.id == "is" and self._role_in(before) is None and self._whole_concept(thing) and (
                self._concept_has_type(thing, "edible_types")
                or self._concept_has_type(thing, "switchable_types")):
            return False  # 冰美式是打工人续命神器: the food or product said before 是 is what is described
        # 我家兔子叫棉花, 我的教练叫阿杰: a thing or a person no role word names, said before 叫, is what
        # bears the name; never the user (a topic fits only 手机我用华为)
        return trigger.self_in_trigger or self._adjacent(before, topic_ok=trigger.key != "name")

    def _adjacent(self, before: str, *, topic_ok: bool = True) -> bool:
        """True when only a subject and adverbs come before a trigger (我也是…, 我老婆现在是…);
        `topic_ok`: also when a known thing is named between them (我手机用的是华为)."""
        rest = before
        contrast = _BUT_LEAD.match(rest)
        if contrast is not None and _SELF_LEAD.match(rest[contrast.end():]):
            rest = rest[contrast.end():]  # 但我是芒果TV的会员: the contrast word is no part of the subject
        introduced = self._introductions(rest)
        if introduced and introduced[-1].end() == len(rest):
            return True  # 我家有只狗 | 叫旺财
        paired = _PAIRED_SUBJECT.match(rest)  # 我和我老婆都是老师
        role = self._role_in(rest)
        if paired is not None:
            rest = rest[paired.end():]
        elif role is not None:
            rest = _NAME_AFTER_ROLE.sub("", rest[role[1]:])  # 我同事小刘是组长: the name is the subject's
            rest = _HOUSEHOLD.sub("", rest)  # 我舅舅一家在温哥华: the relative's household is where they are
        else:
            rest = _PERSON_LEAD.sub("", rest)  # 我的英文名是…
        rest = _LOCATIVE.sub("", rest)  # 我在B站是个小up主: where, between the subject and the verb
        rest = _JOB_TOPIC.sub("", rest)  # 我本职是软件架构师: which of the user's works is said, not who
        if _only_adverbs(rest):
            return True
        if not topic_ok:
            return False
        # 我手机用的是华为: a thing named between the subject and the verb is its topic
        # (电脑我用Mac: or before the subject)
        topic = _SELF_AT_END.sub("", rest)
        if _PURPOSE_TOPIC.fullmatch(topic) and rest != topic:
            return True  # 记笔记我用Notion: what for, said before the user
        # 手机也一直用小米的: adverbs after the topic are no part of it
        topic = next((topic[:i] for i in range(1, len(topic) + 1) if _only_adverbs(topic[i:])), topic)
        return 0 < len(topic) <= 4 and self.finder is not None and bool(self.finder.senses(topic))

    # subjects

    def _introductions(self, text: str) -> list[re.Match[str]]:
        """Where `text` introduces a person or a pet (我有个女儿, 我家养了只狗): the `knows` pattern, run only
        on text holding one of the words it needs (有, 养了 …) since most text before a trigger holds none."""
        words = self._introducing_words
        if words is not None and not any(word in text for word in words):
            return []
        return list(self._introduced.finditer(text))

    def _role_in(self, text: str, *, peers: bool = True) -> tuple[str, int] | None:
        """The person a text segment names as its subject (我妈妈, 老公 at the start) and where it ends;
        `peers`: also a colleague or friend said bare at the start (同事小赵是…)."""
        g = self.g
        if g.role_re.search(text) is None:
            # Every match holds a role word; this search, unlike the optional possessive leading the full
            # pattern, lets the regex engine skip to the characters a role word can start with.
            return None
        found: tuple[str, int] | None = None
        for match in g.possessive_role_re.finditer(text):
            before = text[: match.start()]
            if before.endswith(g.words("not_subject_before_role")):
                continue
            if text.startswith(g.words("role_compounds"), match.start("role")):
                continue  # 我猫毛过敏: the cat's fur is the thing, no cat is the subject
            role = g.roles[match.group("role")]
            # 两个孩子都在上小学: a count before the relative said bare leaves it the subject
            # 这周儿子肠胃不舒服, 最近朋友迷上了钓鱼: a time said first leaves the person said bare
            # the subject
            lead = text[: match.start()]
            time_led = (0 < len(lead) <= 6 and (role in _KIN_ROLES or role in _BARE_PEER_ROLES)
                        and _whole_time(lead))
            opening = not lead or time_led or _COUNT_LEAD.fullmatch(lead) is not None
            bare_kin = opening and role in _KIN_ROLES and (
                len(match.group("role")) > 1 or match.group("role") in _BARE_ONE_CHAR_KIN
            )
            # 领导姓刘, 闺蜜下个月结婚: a boss or a best friend said bare at the start is the user's
            bare_kin = bare_kin or (match.start() == 0 and match.group("role") in g.word_set("bare_roles"))
            # 虽然朋友们都爱喝酒: a concession word before peers said bare, and their plural, keep them the
            # subject (朋友圈 is a feed, 朋友们， calls out to readers)
            conceded = _CONCESSION_LEAD.fullmatch(text[: match.start()]) is not None
            plural = text.startswith("们", match.end()) and not text.startswith(("们，", "们,"), match.end())
            bare_peer = (peers and (match.start() == 0 or conceded or time_led) and role in _BARE_PEER_ROLES
                         and len(match.group("role")) > 1 and not text.startswith("圈", match.end())
                         and (plural or not text.startswith("们", match.end())))
            if match.group("pos") or bare_kin or bare_peer:
                found = (role, match.end())
                # 我朋友的女儿, 我老婆的妹妹: a relative's own relative is none of the user's people
                rest = text[match.end():]
                further = g.leading_role_re.match(rest[1:]) if rest.startswith("的") else None
                if further is not None and further.group("role") in g.roles:
                    found = (OTHER, match.end() + 1 + further.end())
                break
        return found

    def _for_someone(self, clause: str) -> bool:
        """给我爸挑个礼物, 帮我老婆选个包: whether a request is for one of the user's people."""
        return self.g.for_someone_re.search(clause) is not None

    def _note_beneficiary(self, clause: str, state: _SentenceState) -> None:
        """帮我挑个礼物给我妈，她喜欢养花 / 送老婆什么礼物好，她…: whom a request or question is for is whom
        a later 她 means."""
        for_whom = re.search(f"(?:给|替|为|送)(?:我的?)?(?P<who>{self.g.role_re.pattern})", clause)
        if for_whom is not None:
            state.last_role = self.g.roles[for_whom.group("who")]

    def _update_subject(self, clause: str, state: _SentenceState) -> None:
        if _PARENT_OF.fullmatch(clause):
            state.subject = USER_SUBJECT  # 我38岁，两个孩子的妈，在银行上班: the mother is the user
            return
        role = self._role_in(clause)
        if role is not None:
            state.subject = role[0]
            state.last_role = role[0]
        elif clause.startswith(self.g.words("third_person")) and not clause.startswith(("他们", "她们")):
            # 我跟男朋友下个月去领证，他重庆人，特能吃辣: 他 is the one just named, and stays the subject of
            # the clauses after; with no one named, someone else's (他湖南人，特能吃辣 is none of the user's)
            state.subject = state.last_role or OTHER
        elif clause.startswith(self.g.words("self_subjects")):
            state.subject = USER_SUBJECT
            self._note_companion(clause, state, _WITH_SOMEONE)
            self._note_companion(clause, state, _TAKEN_ALONG)
        elif self.g.word_re("fiction_people").search(clause) and not self._self_said_in(clause):
            # 男主是个厨师，特别爱做川菜: the character stays the subject of the clauses after, never the user
            state.subject = OTHER
        else:  # 跟我妈一起: the person along is whom a later 她 means (…，她膝盖不好)
            if state.request:
                self._note_beneficiary(clause, state)
            self._note_companion(clause, state, _ALONG_WITH)
            self._note_companion(clause, state, _TAKEN_ALONG)

    def _subject(self, pre: str, state: _SentenceState) -> tuple[str, int]:
        """The subject of a trigger from the text before it, and where the subject phrase ends."""
        g = self.g
        introduced = self._introductions(pre)
        if introduced:  # 我家有只狗叫旺财, 我有个女儿叫小美: the person just introduced
            person = g.roles[introduced[-1].group("role")]
            state.last_role = state.subject = person
            return person, introduced[-1].end()
        role = self._role_in(pre)
        assigned = _ASSIGNED_ME.search(pre, role[1]) if role is not None else None
        if assigned is not None:
            # 领导通知我下个月调到广州, 老板安排我去成都常驻: the one sent is the user, not who sends them
            state.subject = USER_SUBJECT
            return USER_SUBJECT, assigned.end()
        if role is not None:
            state.subject = role[0]
            state.last_role = role[0]
            return role
        stripped = pre.lstrip()
        if g.word_re("fiction_people").search(stripped):  # 那个女主对花生过敏: a character, not the user
            for character in g.words("fiction_people"):
                index = stripped.find(character)
                if index >= 0 and not self._self_said_in(stripped[index:]):
                    state.subject = OTHER
                    return OTHER, 0
        if stripped.startswith(g.words("other_subjects")):
            state.subject = OTHER
            return OTHER, 0
        if _NOT_OF_THE_USER.search(stripped):
            # 我认识一个人特别喜欢爵士: someone the user met; 我以为我对猫过敏: a belief, not a fact
            state.subject = OTHER
            return OTHER, 0
        # 不过她不吃内脏: a contrast word before 他/她 leaves them the person said before
        person = _BUT_LEAD.sub("", stripped)
        if person.startswith("它") and not person.startswith("它们"):
            # 我家猫走丢了，它叫豆豆: 它 is the pet said before; said of anything else it names no one
            subject = state.last_role if state.last_role in _PET_ROLES else OTHER
            state.subject = subject
            return subject, 1
        if person.startswith(g.words("third_person")) and not person.startswith(("他们", "她们")):
            subject = state.last_role or OTHER
            state.subject = subject
            return subject, 1
        for word in g.words("self_subjects"):
            index = pre.find(word)
            taste_of = state.subject not in (USER_SUBJECT, OTHER, None)
            if index >= 0 and taste_of and pre[:index].endswith(("喜欢", "习惯", "更喜欢", "偏爱")):
                return state.subject, index + len(word)  # 领导喜欢我们用邮件汇报: the manager's way, not ours
            if index >= 0 and taste_of and _ALONG_LEAD.search(pre, 0, index):
                # 我爷爷…，现在跟我叔一起住在大同: the one said before lives with the user's uncle
                return state.subject, 0
            if index >= 0:
                state.subject = USER_SUBJECT
                self._note_companion(pre, state, _WITH_SOMEONE)
                return USER_SUBJECT, index + len(word)
        return state.subject, 0

    def _bystander_subject(self, pre: str) -> bool:
        """外卖大叔喜欢抽烟, 楼下的阿姨天天跳广场舞, 老张特别爱吃臭豆腐: someone named by a calling or a
        nickname (a role said with 我 is found before this is asked), whose tastes and allergies are none of
        the user's, unless the user speaks after them (我跟快递小哥说我对花生过敏). What such a person did to
        the user (服务员把汤洒我身上了) is asked of no taste trigger."""
        bystander = self.g.pattern("bystanders").search(pre)
        return bystander is not None and not self._self_said_in(pre[bystander.end():])

    def _worry_for_someone(self, rest: str) -> bool:
        """Whether what follows 怕 opens on a person (孩子, 我老公, 他, 别人): what is feared is what may
        happen to them or what they may do. An animal said bare (怕狗, 怕猫) is the thing feared."""
        g = self.g
        rest = rest.lstrip()
        if rest.startswith(g.words("third_person")) or rest.startswith(g.words("other_subjects")):
            return True
        who = g.leading_role_re.match(rest)
        return who is not None and (g.roles[who.group("role")] not in _PET_ROLES or bool(who.group("pos")))

    def _self_said_in(self, text: str) -> bool:
        """Whether the user speaks of themself in `text` (我, 本人 …): after a character or a bystander, the
        clause is the user's again."""
        return any(w in text for w in self.g.words("self_subjects"))

    def _generic_subject(self, pre: str, rest: str) -> bool:
        """A group of people or an animal (head-final: 熊猫 ends in 猫) said as the subject before a trigger
        that has its object after it; 猫很喜欢 (nothing after) keeps the animal as the user's topic."""
        noun = pre.strip()
        said = re.sub("(?:[很也都还挺真就可]|特别|非常|全|是|基本上?|大多|一般)+$", "", noun)
        if said and self.g.pattern("group_people").match(said):
            return True  # 我们公司的人都爱喝咖啡, 我们班同学都喜欢打篮球: the people of a group, not the user
        # 本人 said inside 日本人 is no self word; 我 anywhere is
        selves = self.g.words("self_subjects")
        said_self = any(w in noun if len(w) == 1 else noun.startswith(w) for w in selves)
        if _particles_only(rest.strip(), self.g) or said_self:
            return False
        # 在天猫: a place, no subject (现在年轻人 is a time before the people)
        if not noun or _AT_PLACE.search(noun) or self._role_in(noun) is not None:
            return False
        for cut in range(len(noun), 0, -1):  # the subject, then only adverbs (日本人|都, 猫|特别)
            # (北方人|一般都, 四川人|普遍: a word of what holds in general is an adverb here too)
            if not _only_adverbs(_GENERALLY.sub("", noun[cut:])):
                continue
            said = noun[:cut]
            if self.g.pattern("generic_people").search(said):
                return True
            if self.finder is not None and any(
                end == len(said) and self._concept_has_type(m, "animal_types")
                for _, end, m in self.finder.find_in_text(said)
            ):
                return True
        return False

    def _note_companion(self, text: str, state: _SentenceState, lead: re.Pattern[str]) -> None:
        """我跟我老婆是大学同学，她叫刘洋 / 跟我妈一起，她…: the person said with the user (after `lead`) is
        whom a later 他/她 means."""
        together = lead.match(text)
        companion = self._role_in(text[together.end():]) if together is not None else None
        if companion is not None:
            state.last_role = companion[0]

    # objects

    def _edge(self, position: int) -> bool:
        """A word edge; positions of text outside the message (negative offsets) always count as edges."""
        return position < 0 or position in self.edges

    def _strip(self, text: str, offset: int, *, verbs: bool = True) -> tuple[str, int]:
        """Drop particles, adverbs, leading verbs and measure words around an object phrase.

        A word is only dropped where it is a word of its own (成都 keeps its 都, 一个人 is not 一个 + 人 … ).
        """
        g = self.g
        # Word lists are probed by prefix/suffix length, longest first (a set lookup per length, not a scan
        # of every word): the same choice as trying the words longest first.
        leading, leading_verbs, trailing = g.leading_set, g.leading_verbs_set, g.trailing_set
        changed = True
        while changed and text:
            changed = False
            whole = self._whole_concept(text)  # 超级英雄 is a thing of its own (superheroes), not 超级 + 英雄
            for size in range(0 if whole else min(leading.longest, len(text) - 1), 0, -1):
                word = text[:size]
                # 给我发…: the segmenter glues these onto the verb
                if word in leading.words and (word in _FREE_LEADING or self._edge(offset + size)):
                    text, offset, changed = text[size:], offset + size, True
                    break
            # 抽烟的人 keeps its verb; 订过道的座位 is the seat booked
            if verbs and not changed and ("的" not in text[:-1] or text.startswith(_BOOKING_VERBS)):
                for size in range(min(leading_verbs.longest, len(text)), 0, -1):
                    if text[:size] in leading_verbs.words and self._edge(offset + size):
                        text, offset, changed = text[size:], offset + size, True
                        break
            clock = None if changed else _CLOCK.match(text)  # 晚上十二点以后睡觉: a clock time, not a measure
            if not changed:
                alone = _ALONE.match(text) is not None and self._edge(offset + 3)
                measure = None if clock or alone else g.measure_re.match(text)
                if measure and self._edge(offset + measure.end()):  # 一个人旅行 keeps 一个人
                    text, offset, changed = text[measure.end():], offset + measure.end(), True
            if not changed and clock and clock.end() < len(text):  # 晚上十二点以后睡觉 → 睡觉
                text, offset, changed = text[clock.end():], offset + clock.end(), True
            if not changed:
                lead = 1 if text.startswith(("在", "于")) else 0
                for time in find_times(text[lead:])[:1]:
                    if time.start == 0 and lead + time.end < len(text):
                        cut = lead + time.end
                        text, offset, changed = text[cut:], offset + cut, True
        changed = True
        while changed and text:
            changed = False
            for size in range(min(trailing.longest, len(text) - 1), 0, -1):
                word, cut = text[-size:], len(text) - size
                # 的 and 了 close a phrase even where the segmenter glued them on (清真的 → 清/真的)
                if word in trailing.words and (self._edge(offset + cut) or word in ("的", "了")):
                    if size > 1 and self._whole_concept(text):
                        break  # 生的东西 is a thing of its own (raw food), not 生 + 的东西
                    text, changed = text[:cut], True
                    break
        # 最喜欢的水果是榴莲 → 榴莲
        is_index = text.rfind("是")
        is_word = self._edge(offset + is_index) and self._edge(offset + is_index + 1)
        if 0 < is_index < len(text) - 1 and is_word:
            text, offset = text[is_index + 1 :], offset + is_index + 1
        text = _CONCESSION.sub("", text)  # 再便宜的硬座也不坐: 硬座
        kind_said = _THING_THEN_KIND.match(text) if "种" in text else None
        if kind_said is not None and self._one_concept(kind_said.group("thing")) and (
                not self._one_concept(text)):
            text = kind_said.group("thing")  # Java 那种啰嗦的语法: the thing named, then how it is
        pointer = _THING_THEN_POINTER.match(text) if text.endswith(_POINTER_ENDS) else None
        if pointer is not None and self._edge(offset + pointer.end("thing")) and not self._one_concept(text):
            said = pointer.group("thing")  # JetBrains那套用不来: the thing pointed back at, known or not
            text = self._mention_at_end(said) or (said if len(said) >= 2 else text)
        pointed = _THING_THEN_SIDE.match(text) if pointer is None and ("那" in text or "这" in text) else None
        if pointed is not None and self._edge(offset + pointed.end("thing")) and not self._one_concept(text):
            # 羊肉那股膻味, Windows那个界面, 楼下广场舞那音乐: a known thing, then a side of it pointed at;
            # the stance is about the thing (what leads it, 楼下, says where, not what)
            text = self._mention_at_end(pointed.group("thing")) or text
        text = _SYMBOLS_AT_END.sub("", text)  # 螺蛳粉😋: the emoji is no part of the thing
        text = text.strip(" 　\"'“”「」《》()（）")
        if text.count("“") != text.count("”"):  # 别人叫我“亲”: a quote cut at the end loses its opener too
            text = text.replace("“", "").replace("”", "")
        return text, offset

    def _mention_at_end(self, text: str) -> str | None:
        """The lexicon mention that closes `text` (楼下广场舞 → 广场舞), or None."""
        if self.finder is None:
            return None
        spans = self.finder.find_in_text(text)
        if not spans or spans[-1][1] != len(text):
            return None
        return text[spans[-1][0]:]

    def _cut_object(self, text: str, offset: int, stops: str = "object_stops") -> str:
        """An object ends where a new predicate starts (很好用, 但是 …); `stops` names the word list."""
        if self.g.word_re(stops).search(text) is None:
            return text
        cut = len(text)
        for stop in self.g.words(stops):
            index = text.find(stop)
            while index > 0:
                at = offset + index
                # 最怕吃太辣: a degree right after the eating verb is how much of the taste, no new predicate
                # (吃太辣的东西, 喝很甜的饮料: the kind noun after 的 only says what carries the taste)
                degree_of_taste = (stop in ("太", "很", "特别", "非常") and text[:index] in _CONSUMING_WORDS
                                   and self._whole_concept(_TASTE_CARRIER.sub("", text[index + len(stop):])))
                longer = self._starts_longer_concept(at, len(stop))
                # 讨厌别人喷很浓的香水: a degree inside a 的-modifier of a known thing starts no predicate
                modifier = _DEGREE_MODIFIER.match(text, index + len(stop)) if stop in _DEGREE_WORDS else None
                described = modifier is not None and any(
                    start == offset + modifier.end() for start, _ in self.concept_spans)
                if at in self.edges and not degree_of_taste and not longer and not described:
                    cut = min(cut, index)
                    break
                index = text.find(stop, index + 1)
        return text[:cut]

    def _starts_longer_concept(self, position: int, size: int) -> bool:
        """A lexicon mention starts at `position` and runs past the `size` characters there: 太极 is the
        thing itself, not the degree word 太 that starts a new predicate (打太极)."""
        return any(start == position and end > position + size for start, end in self.concept_spans)

    def _split_objects(self, text: str, offset: int, *, side_by_side: bool = False) -> list[tuple[str, int]]:
        """Coordinated objects (川菜和湘菜, 猫、狗) as separate phrases; never splits inside a concept."""
        g = self.g
        protected: list[tuple[int, int]] = []
        if self.finder is not None:
            protected = [(s, e) for s, e, _ in self.finder.find_in_text(text)]
        # R2及以下: a bound said with its value is one phrase, never a second thing 以下
        protected += [(m.start(), m.end()) for m in _AND_BOUND.finditer(text)]
        pieces: list[tuple[str, int]] = []
        start = 0
        index = 0
        conjunctions = g.conjunctions
        bare = text.rstrip("都也全")
        pair = next((p for p in g.raw.get("paired_things", {}) if bare.endswith(p)), "")
        said_before = bare[: len(bare) - len(pair)]
        if pair and (not said_before or any(t.start == 0 and t.end == len(said_before)
                                            for t in find_times(said_before))):
            # 烟酒都戒了, 孕期烟酒都戒了: two things one word names together, each an object of its own
            return [(word, offset + len(said_before)) for word in g.raw["paired_things"][pair]]
        if side_by_side and _KINDS_SIDE_BY_SIDE.fullmatch(text):
            # 辣的生的都吃不了, 甜的油的都不碰: kinds of food said each with its 的, side by side before 都
            # (冰的和辣的: the conjunction between two is no part of the second)
            kinds = re.finditer("(?:和|或|与|跟)?([\u4e00-\u9fff]{1,3}?的)", text)
            return [(m.group(1), offset + m.start(1)) for m in kinds]
        if g.word_re("conjunctions").search(text) is None:
            # 啤酒海鲜都不能碰: things the lexicon knows, said side by side before 都, are each an object
            # (动物内脏 alone is one thing: a modifier and its noun)
            whole = len(protected) >= 2 and protected[0][0] == 0 and protected[-1][1] == len(text)
            if side_by_side and whole and all(a[1] == b[0] for a, b in pairwise(protected)):
                return [(text[s:e], offset + s) for s, e in protected]
            return [(text, offset)]
        while index < len(text):
            matched = ""
            for word in conjunctions:
                inside_concept = any(s < index + len(word) and index < e for s, e in protected)
                if text.startswith(word, index) and not inside_concept:
                    aligned = (offset + index) in self.edges and (offset + index + len(word)) in self.edges
                    # 冰的和辣的: after a closing 的 the conjunction is one, however the words were cut
                    aligned = aligned or (word in ("和", "或", "与", "跟") and text[index - 1: index] == "的")
                    if aligned or word in ("、", "/"):
                        matched = word
                        break
            if matched and index > start:
                pieces.append((text[start:index], offset + start))
                start = index + len(matched)
                index = start
                continue
            index += len(matched) or 1
        if start < len(text):
            pieces.append((text[start:], offset + start))
        return pieces

    def _shop_before(self, offset: int) -> bool:
        """Whether a business was named earlier in the message (a brand or firm the lexicon knows, or a
        name in Latin letters: Costco, IKEA), which 他们家的… goes on to speak of."""
        said = self.text[: max(offset, 0)]
        if _LATIN_NAME.search(said) is not None:
            return True
        return self.finder is not None and any(
            self._concept_has_type(term, "org_types") for _, _, term in self.finder.find_in_text(said))

    def _demonstrative(self, text: str) -> bool:
        g = self.g
        return text in g.words("demonstratives") or text.startswith(g.demonstrative_prefixes)

    def _whole_concept(self, phrase: str) -> bool:
        """The phrase is one lexicon mention from end to end."""
        if self.finder is None:
            return False
        return any(m[0] == 0 and m[1] == len(phrase) for m in self.finder.find_in_text(phrase))

    def _concept_term(self, phrase: str) -> tuple[str, tuple[str, ...]]:
        """The lexicon mention that names a phrase's head (the last one), and the other mentions in it."""
        if self.finder is None:
            return phrase, ()
        spans = [m for m in self.finder.find_in_text(phrase) if m[2].strip()]
        if not spans:
            return phrase, ()
        whole = [m for m in spans if m[0] == 0 and m[1] == len(phrase)]
        if whole:
            return whole[0][2], ()
        used = _USED_TOOL.match(phrase) if len(spans) > 1 else None
        if used is not None and spans[0][0] == used.end() and any(
                c.type in ("software", "brand") for c in self.finder.senses(spans[0][2])):
            # 用飞猪买机票, 用美团订酒店: the app one does it with is what is used, not what it gets
            return spans[0][2], tuple(m[2] for m in spans[1:])
        head = spans[-1]
        if phrase[: head[0]].endswith(("靠近", "挨着", "对着", "临近")) and phrase.find("的", head[1]) >= 0:
            return phrase, ()  # 靠近电梯的房间: a room by the lift is no lift; the spot is said whole
        owned = re.search("的[老新]?$", phrase[: head[0]]) if len(spans) > 1 else None
        if owned is not None and _WORK_OF_ARTIST.fullmatch(head[2]):
            # 周杰伦的歌, 陈奕迅的老歌: songs or shows of someone the lexicon knows are a taste for them
            owner = spans[-2]
            if owner[1] == owned.start() and any(c.type == "artist" for c in self.finder.senses(owner[2])):
                return owner[2], tuple(m[2] for m in spans if m is not owner)
        return head[2], tuple(m[2] for m in spans[:-1])

    # assertions

    def _assertions(self, hit: _Hit, clause: str, offset: int, state: _SentenceState, previous_end: int,
                    next_start: int, sentence: str) -> list[Assertion]:
        g = self.g
        trigger = hit.trigger
        if trigger.id == "tastes_awful" and (
                _ONE_SERVING_SAID.search(clause, 0, hit.start) or find_times(clause[: hit.start])):
            return []  # 昨天的外卖太难吃了, 他做的红烧肉, 那家火锅: one serving or one cook's, not the dish
        said_from = min(state.said_from, hit.start)  # 我妈说|我小时候…: the speaker is not the subject
        opened = hit.match.group(0)
        self_opened = hit.start == said_from and opened.startswith(("我", "俺")) and not opened.startswith(
            ("我们", "俺们")) and g.role_re.match(clause, hit.start + 1) is None
        if trigger.self_in_trigger:
            subject, subject_end = USER_SUBJECT, 0
        elif self_opened:  # 我老婆在华为，我在一家外企: a match opening with 我 is the user's own clause
            subject, subject_end = USER_SUBJECT, hit.start
            state.subject = USER_SUBJECT
        else:
            subject, subject_end = self._subject(clause[said_from: hit.start], state)
            subject_end = max(subject_end + said_from, previous_end)
            if trigger.key == "habit" and subject_end <= hit.start and _SELF_AFTER.match(clause, hit.end):
                # 老公在外地，平时我自己带娃: the 我 right after a leading 平时 is whose habit it is
                subject = state.subject = USER_SUBJECT
        member = _MEMBER_NAMED.match(clause, said_from, hit.start) if subject in (USER_SUBJECT, OTHER) else (
            None)
        if member is not None:
            # 我们组的Kevin是素食者, 我们班的小王对花生过敏: one of the user's team or class, named
            subject = state.subject = state.last_role = g.roles[_MEMBER_ROLE[member.group("unit")]]
        if trigger.id == "in_charge_of" and hit.start == said_from and subject != USER_SUBJECT:
            return []  # …，负责销售 said bare is the user's duty only (我合伙人叫刘洋，负责销售: no job kept)
        if (subject == USER_SUBJECT and trigger.kind in ("preference", "constraint")
                and self._generic_subject(clause[said_from: hit.start], clause[hit.end:])):
            return []  # 四川人爱吃辣, 熊猫主要吃竹子: a statement about people or animals in general
        if (subject == USER_SUBJECT and trigger.kind in ("preference", "constraint")
                and self._bystander_subject(clause[said_from: hit.start])):
            state.subject = OTHER  # …，也爱吃辣: the clauses after it are still theirs
            return []
        if (subject == USER_SUBJECT and trigger.kind == "event" and trigger.key in _OWN_DOINGS
                and self._bystander_subject(clause[said_from: hit.start])):
            return []  # 老王买了辆新车, 楼下阿姨去三亚了: a bystander's doing, no event of the user's
        if (subject != OTHER and trigger.kind in ("preference", "constraint")
                and self.g.pattern("generic_children").match(clause[said_from: hit.start].strip())):
            return []  # 小孩子一般都不爱吃青菜: children in general, nobody's child
        if self.g.pattern("people_described").match(clause, hit.end):
            # 这家餐厅吃素的人多, 喜欢周杰伦的人很多: the words describe the people a remark counts, no one's
            # own taste, diet or doing (我是个吃素的人 says no count and stays the user's)
            return []
        if trigger.kind in ("preference", "constraint") and _ABOUT_BEFORE.search(
                clause, said_from, hit.start) and _MEDIA_AFTER.match(clause, hit.end):
            return []  # 读了一本关于素食的书, 看了个介绍生酮饮食的节目: what a piece is about, no one's diet
        if trigger.key == "style" and "推荐" in sentence and _MEDIA_SAID.search(sentence) and not (
                _ANSWER_SAID.search(clause)):
            return []  # 有什么好看的国产剧推荐吗，别太长的: how long the shows asked for are, no answer style
        if trigger.kind in ("preference", "constraint") and _TOLD_ABOUT.match(clause, said_from) and (
                _MEDIA_SAID.search(sentence[: max(sentence.find(clause), 0)])):
            return []  # 看了个纪录片，讲的是素食主义: what the piece told of, no one's diet
        if trigger.key == "diet" and (_LOOKED_INTO.search(clause, said_from, hit.start)
                                      or _BUSINESS_LEAD.match(clause, said_from, hit.start)):
            return []  # 刚查了一下低碳水饮食; 那家餐厅提供清真餐, 食堂今天有素食: a menu, no one's diet
        if trigger.key == "dislikes" and _DEGREE_BEFORE.search(clause, said_from, hit.start):
            return []  # 今天的火锅辣得我受不了: how hot that meal was, no dislike of spicy food
        if hit.match.group(0).endswith("怕") and self._worry_for_someone(clause[hit.end: next_start]):
            return []  # 我怕孩子对游戏上瘾, 最怕老公又喝多: a worry about a person, no fear of a thing
        if trigger.id in _CARE_TRIGGERS and subject in (USER_SUBJECT, None) and (
                taken := _TAKEN_FOR_CARE.search(clause, said_from, hit.start)) is not None:
            # 上周带孩子挂了急诊, 带我妈去医院看了急诊: the one taken to the doctor is the one it befell
            who = re.match(f"(?:我的?|我家)?({g.role_re.pattern})$", taken.group("who"))
            if who is not None and g.roles.get(who.group(1)) not in (None, OTHER):
                subject = state.subject = state.last_role = g.roles[who.group(1)]
        if trigger.key == "diet" and _DIET_NOT_YET.search(clause, 0, hit.start):
            return []  # 打算下周开始轻断食, 医生建议我吃素: a diet planned, wished or advised is not kept yet
        if subject == OTHER and trigger.key == "complaint":
            subject = USER_SUBJECT  # 你们的客服态度太差了: the user complains about "you"
        addressed = clause[said_from: hit.start].startswith(("你", "您"))
        if subject == OTHER and trigger.key == "style" and addressed:
            subject = USER_SUBJECT  # 你回我也尽量挑重点说: how "you" should answer is the user's wish
        if trigger.id == "role_name" and subject == USER_SUBJECT:
            # 我跟室友小林合租: the name right after a role is that person's, whoever the clause is about
            named = max((w for w in g.roles if clause.endswith(w, 0, hit.start)), key=len, default=None)
            if named is not None:
                subject = g.roles[named]
        aged = g.role_re.match(clause, hit.end + 1) if clause[hit.end: hit.end + 1] == "的" else None
        if trigger.id == "age" and aged is not None and aged.group(0) in g.roles:
            # 我、老婆还有一个三岁的儿子: the age of the user's person it describes
            if subject != USER_SUBJECT or not _HAS_ONE.search(clause, 0, hit.start):
                return []
            subject = g.roles[aged.group(0)]
        elif trigger.id in ("age", "name") and (
                ordered := _CHILD_BY_ORDER.search(clause, 0, hit.start)) is not None:
            # 老大是儿子叫豆豆: the child said by its place is the son or daughter it is said to be
            subject = state.subject = state.last_role = _ORDER_KIN[ordered.group("kin")]
        elif trigger.id in ("age", "name") and (one := _EACH_ONE.search(clause, 0, hit.start)) is not None:
            # 我家俩娃，一个五岁一个三岁: "one of them" is aged, not the user — a child said before;
            # 两只布偶猫，一只叫奶糖: one of the pets (只, 条 count animals)
            kinds = _PET_ROLES if one.group(0).endswith(("只", "条")) else _CHILD_ROLES
            children = [g.roles[m.group(0)] for m in g.role_re.finditer(self.text, 0, max(offset, 0))
                        if g.roles.get(m.group(0)) in kinds]
            home_said = _OWN_HOME.fullmatch(clause[: one.start()]) is not None and (
                "家" in clause[: one.start()] or _YOUNGER_ONE.search(self.text) is not None)
            if not children and home_said and not one.group(0).startswith(("一", "另")):
                # 我家老大叫豆豆, 我家二宝叫团团, 老大叫豆豆，老二叫乐乐: the child, though none was said
                # (我们老大 is a boss; 一只叫… still needs the pets said before)
                children = [g.roles.get(one.group(0), "child")]
                state.subject = state.last_role = children[0]  # …，刚满一岁: that child's age
            if not children:
                return []
            subject = children[-1]
        if trigger.id == "kept_from":
            # 牛奶先别给他喝, 甜的别给我爸吃: whose rule it is is said in the match (他: the one said before)
            kept_from: str = hit.match.group("who")
            named = re.sub("^我?家?", "", kept_from)
            whose = state.last_role if kept_from in ("他", "她") else g.roles.get(
                named, g.roles.get(kept_from))
            if whose is None or whose == OTHER:
                return []
            subject = whose
        if trigger.id == "pet_breed" and g.roles.get(hit.match.group("role")) in _PET_ROLES:
            # 我家狗是只柯基，叫汤圆: the breed is the pet's, and the pet is whom the next clause names
            subject = state.subject = state.last_role = g.roles[hit.match.group("role")]
        if trigger.id == "kin_wants" and subject not in _KIN_ROLES:
            return []  # 我儿子一直想要乐高 is his taste; the user's own 一直想要 is a wish, a friend's theirs
        studies_at_place = trigger.id in ("studying_at", "school_grade") and hit.match.group(0).startswith(
            "读") and "在" in clause[:hit.start]
        if studies_at_place and (subject != USER_SUBJECT or self._role_in(clause[: hit.start])):
            return []  # 我女儿在上海读研: of a relative, 在X读研 says where they are (as 在X工作 does)
        if trigger.id == "studying_at" and (
                "在" not in clause[:hit.start] or _WISH_TO.search(clause, 0, hit.start)):
            return []  # 我在南京|读博 is a student; 明年打算出国读博 is a plan
        if trigger.id == "studying_for" and not hit.match.group(0).startswith(("在", "正在", "还在")) and (
            "在" not in clause[:hit.start] or _WISH_TO.search(clause, 0, hit.start)
        ):
            return []  # 在中科院|读博 is a student; 打算去中科院读博 is a plan
        if trigger.id == "is" and _ORIGIN_TAIL.search(clause[hit.end:]):
            person = self._role_in(clause[: hit.start])
            if person is not None and _NAME_AFTER_ROLE.match(clause[person[1]: hit.start]):
                return []  # 我同事小王是四川人: after a role and a name, 是 reads a job only
        if trigger.id == "exception_like" and not _REFUSED_BEFORE.search(self.text, 0, max(offset, 0)):
            return []  # 内脏我不吃，但毛肚例外: the exception to a rule said before is a liking
        if trigger.id == "avoid" and _NOT_LET_ME.match(hit.match.group(0)) and subject not in (
                USER_SUBJECT, None):
            if not self._adviser_rule(clause[said_from: hit.start], clause[hit.start:]):
                return []  # 我妈不让我吃辣: what she keeps from the user is her say, no rule of hers
            subject = USER_SUBJECT
        told = _TOLD_ME.search(clause, 0, hit.start) if trigger.id == "avoid" else None
        if told is not None and hit.match.group(0).startswith("别") and not self._adviser_rule(
                clause[: told.start()], clause[hit.start:]):
            return []  # 医生让我别吃辣的 is the doctor's rule for the user; 我妈让我别… is her advice
        if trigger.id == "switch_planned" and (
                _NOT_PLANNED.search(clause, 0, hit.start)
                or not (find_times(clause) or state.time or "了" in clause[hit.start:])):
            return []  # 下个月打算把iPhone 13换成16 is a dated plan; 不打算把… or an undated one is not
        if trigger.id == "visit" and _DONE_VISIT.search(hit.match.group(0)) and not (
                find_times(clause) or state.time or _JUST_DONE.search(clause, 0, hit.end)
                or "了" in clause[hit.start:]):
            return []  # 今天刚拔完牙 is a visit; 拔完牙不能吃辣 says when a rule holds, no visit
        planned = _PLANNED_ERRAND.match(hit.match.group(0)) if trigger.id == "life_event" else None
        if planned is not None and not find_times(clause):
            return []  # 下周二要考科目二 is a dated exam; 我要考雅思 without a date is only a plan
        if trigger.id == "reduce" and hit.match.group(0).startswith(("让", "叫")) and not self._adviser_rule(
                clause[: hit.start], clause[hit.end:]):
            return []  # 医生让我少吃辣 is the doctor's rule for the user; 我妈让我少吃辣 is her advice
        if trigger.key == "never" and _OVER_THE_CAP.search(clause):
            return []  # 预算八千，别给我推荐超过这个价的手机 / 超过这个价的别推: the budget again, no rule
        if trigger.id == "organ_weak" and (find_times(clause) or _LATELY.search(clause, 0, hit.start)):
            return []  # 最近胃不好, 这两天肠胃不好: how one is these days, no condition to keep
        if trigger.key == "habit" and subject in _BARE_PEER_ROLES:
            return []  # 我舍友天天熬夜打游戏: how a roommate or colleague spends the days is chatter
        if trigger.key == "lives_in" and _WISH_TO.search(clause, said_from, hit.start):
            return []  # 我想在深圳生活, 打算搬到杭州: a town wished for or planned is not where one lives
        if trigger.id == "passed_away" and subject == USER_SUBJECT:
            return []  # 上个月走了两万步, 我去年走了: a death is told of someone else
        if trigger.id == "kin_visit" and (subject == USER_SUBJECT or state.said_from):
            return []  # 我丈母娘下个月过来住: a relative's stay with the user, not the user's trip
        if trigger.id in _ROUTINES and any(not _WEEKDAY.fullmatch(t.text) for t in find_times(clause)):
            return []  # 我今天在医院上夜班, 明天骑车上班: one day's plan; 周末在乐队弹吉他 is a routine
        if trigger.id == "lives_with" and subject == USER_SUBJECT:  # 我和我婆婆一起住: the person along
            with_whom = _LIVES_ALONG.search(clause, 0, hit.start)
            wish = _WISH_TO.search(clause, 0, hit.start)
            along = self._role_in(clause[with_whom.end(): hit.start]) if with_whom and not wish else None
            subject = along[0] if along is not None else subject  # 想和我妈住在一起 is a wish
        if subject == OTHER or (trigger.id in ("kin_in", "lives_with") and subject == USER_SUBJECT):
            return []  # 我对象在广州 is where a person lives; 我在三亚 may be a trip (五一我在三亚)
        before = clause[: hit.start]
        # 婆婆吃长素: one of the user's family said bare at the clause start is whom the diet is of (a peer's
        # diet, 朋友吃素, stays unsaid)
        leading = g.leading_role_re.match(before)
        # (同事Kevin吃素的, 同事小刘吃素: a peer named is one person, whose diet it is)
        kin_first = leading is not None and (subject not in PEER_ROLES or (
            _NAME_AFTER_ROLE.match(before[leading.end():]) is not None
            or _LATIN_NAME_AFTER_ROLE.fullmatch(before[leading.end():]) is not None))
        if trigger.needs_subject and subject != USER_SUBJECT and before.strip() and not (
                _SUBJECT_HINT.search(before) or kin_first):
            return []
        if trigger.subject_adjacent:
            between = clause[subject_end: hit.start]
            if not _only_adverbs(between) and not self._adjacent_ok(trigger, clause[: hit.start],
                                                                    clause[hit.start:]):
                return []
        said_first = sentence[: max(sentence.find(clause), 0)]
        if trigger.id == "age_listed" and not _AGE_LISTED_AFTER.search(said_first):
            return []  # 我叫郑凯，28 / 本人男，32: a bare number is an age only right after a self-intro
        if trigger.requires == "trip" and _TRIP_ROUTINE.search(before):
            return []  # 周末才回南京, 过年一般都回老家: a routine, not a trip
        if trigger.requires == "trip" and _WEEKEND_RETURN.search(before) and _WEEKDAYS.search(sentence):
            return []  # 工作日在上海，周末回苏州: weekends set against weekdays are a routine
        if trigger.key == "avoid" and trigger.id != "avoid_at" and _AVOID_CONDITION.match(clause[hit.end:]):
            return []  # 不吃就难受: a condition, not a rule
        burned = _BURNED.search(clause[: hit.start]) if hit.match.group(0).endswith("怕") else None
        if burned is not None and clause[hit.end:] in ("了", "了啊", "了呀", "了都"):
            # 网贷我是被骗怕了, 不买基金，亏怕了: once bitten — the thing is avoided, not feared
            return self._burned(hit, clause[: burned.start()], offset, state, subject, sentence)
        if hit.match.group(0).endswith("怕") and _WORRY.match(clause[hit.end:].lstrip()):
            return []  # 我怕明天会下雨: a worry, not a dislike
        # negation right before the trigger
        kind, key, polarity = trigger.kind, trigger.key, trigger.polarity
        negation = g.negation_re.search(clause[: hit.start])
        if negation is not None and not self._edge(offset + negation.start()):
            negation = None  # 特别 is not 别
        if negation is not None and _DOUBLE_NEGATION.search(clause[: negation.start()]):
            return []  # 我不是不喜欢…: neither a like nor a dislike
        if trigger.negation != "ignore" and negation is not None:
            if trigger.negation == "flip" and trigger.flip_key:
                key = trigger.flip_key
                kind = trigger.flip_kind or kind
                polarity = "negative" if polarity == "positive" else "positive"
            else:
                before_it = trigger.object == "before"
                cleared = _NOT_TO_THING.search(clause, 0, negation.start()) if before_it else None
                if cleared is not None:
                    # 我对海鲜不过敏，就是不爱吃: the thing said clear stays the one the next clause is about
                    state.last_object = cleared.group("thing")
                return []
        if trigger.id == "hooked" and _HOOK_DOUBTED.search(clause, said_from, hit.start):
            return []  # 我不会对咖啡上瘾, 怕孩子对游戏上瘾: a habit denied or feared, no taste
        dish = _DISH_FIRST.fullmatch(clause, said_from, hit.start) if trigger.id == "must_include" else None
        if dish is not None and self._concept_has_type(dish.group("dish"), "edible_types"):
            # 吃披萨一定要有菠萝, 吃火锅必须有毛肚: what a dish must have is a taste, no dietary rule
            kind, key, polarity = "preference", "likes", "positive"
        seldom = trigger.id == "avoid" and _SELDOM_HAD.search(hit.match.group(0)) is not None
        if seldom and not (state.ruled or state.condition):
            # 咖啡倒是不怎么喝, 我不怎么吃甜的: seldom had is a taste (as 国产剧不怎么看 is), no rule to keep
            kind, key = "preference", "dislikes"
        if trigger.id == "pass_on" and not (state.ruled or state.condition
                                             or g.pattern("body_cause").search(sentence)):
            # 绿茶我爱喝，红茶就算了: passed over by taste; after a rule or the body's reason
            # (我不能吃辣，火锅就免了) the thing is avoided
            kind, key = "preference", "dislikes"
        if (trigger.requires == "exposure" and _SMELLED.search(before) and not _TAKEN_IN.search(before)
                and _QUEASY.search(hit.match.group(0))):
            # 榴莲闻着就难受: a smell that turns the stomach is a distaste; the body takes nothing in
            # (一闻到油漆味就头疼 and 一吃就难受 stay what the body does)
            kind, key, polarity = "preference", "dislikes", "negative"
        denied = _DENIED.search(before)
        if trigger.object == "before" and denied is not None:
            # 我不是对花生过敏，是对芒果过敏: the correction, not the allergy; 只是不爱吃 may still say it
            state.last_object = denied.group("thing")
            return []
        felt = _FELT_SO.search(clause, said_from, hit.start) if key == "dislikes" else None
        if felt is not None and self.finder is not None and not self.finder.senses(felt.group("sense")):
            return []  # 麻得受不了, 热得受不了: how strongly a sensation is felt, no thing disliked
        if trigger.id == "mostly_consumed" and (_LATELY.search(clause) or find_times(clause)):
            return []  # 这两天外卖吃得比较多: how these days go, no taste (粤语歌听得比较多 is one)
        # history: 以前喜欢… is not a current preference
        opening = _WE_LEAD.sub("", clause[said_from: hit.start].strip())
        opening = g.leading_role_re.sub("", opening)
        is_history = kind in ("preference", "constraint", "identity") and (
            opening.startswith(g.words("past_markers")) or clause.startswith(g.words("past_markers"))
        )  # 以前喜欢… is history; 十点以前别… is not
        # 羊肉我以前爱吃: the thing said first, then the user and when: history too
        is_history = is_history or (kind in ("preference", "constraint", "identity") and any(
            f"我{m}" in opening for m in g.words("past_markers")))
        # 我爸以前在上海: a former home, no place one lives now (as "I lived in Boston before")
        is_history = is_history or (key == "lives_in" and opening.startswith(g.words("past_markers")))
        state.now_said = state.now_said or any(w in clause for w in g.words("current_markers"))
        # 以前超爱喝奶茶，一天一杯，现在…: how often, said before the turn to today, was the old habit too
        is_history = is_history or (key == "habit" and state.past_taste and not state.now_said)
        # 大学那会儿我天天熬夜打游戏, 刚工作那几年天天加班: a habit of a stretch of life gone by
        is_history = is_history or (key == "habit" and _BYGONE_STRETCH.search(clause, said_from, hit.start)
                                    is not None and not state.now_said)
        objects = self._objects(hit, clause, offset, state, subject_end, next_start)
        still_it = _STILL_IT.fullmatch(clause, hit.end) if trigger.object == "after" else None
        if still_it is not None and kind == "preference":
            # 我写了五年Java，最喜欢的语言还是它: 它 is the thing said before, the kind noun only says what
            # it is (with nothing said before, 它 names nothing and the kind noun is no taste)
            last = state.last_object or ""
            said = (self._strip(last, -10_000)[0] or last) if last else ""
            objects = [(*self._concept_term(said), said)] if said else []
        if trigger.object == "before":  # 后来吃腻了, 现在看烦了: an adverb of time is no thing
            objects = [o for o in objects if o[2] not in g.leading_set.words]
        if trigger.object == "after" and kind == "constraint" and objects and all(
                _HOW_MUCH_INTAKE.fullmatch(o[2]) for o in objects):
            # 咸的东西不能多吃: only how much of it is said after the rule; the thing is the topic before it
            objects = self._topic(clause[said_from: hit.start], offset + said_from)
        if trigger.id == "pass_on":  # 还有三星就算了: one more thing listed, the listing word no part of it
            objects = [(t, e, _ONE_MORE_LEAD.sub("", s) or s) for t, e, s in objects]
        if not objects and trigger.object == "before":
            objects = self._objects(hit, clause, offset, state, subject_end, next_start, place="after")
        if trigger.object == "before" and objects and all(o[2].endswith(("了我", "了我们")) for o in objects):
            return []  # 同事喷多了我就头疼: what someone did before the user reacts is no thing disliked
        if kind == "preference" and key in ("likes", "dislikes"):
            # 我喜欢解释的时候多举几个例子: 解释的时候 says when the wish holds (a style), no thing liked
            objects = [o for o in objects if not o[2].endswith(("的时候", "时候"))]
        staying = hit.start == 0 and opened.startswith("住") and _STAYING.search(sentence) is not None
        if trigger.id == "lives_in" and staying:
            return []  # 下周去成都，住春熙路附近: where a trip stays; 在杭州教书，住西湖区那边 is home
        if trigger.id == "turned_fond":
            objects = []  # 养了一只之后彻底真香了: how the taste turned; its thing was said before
        if not objects and key in ("allergy", "intolerance") and state.exposure:
            objects = [(state.exposure, (), state.exposure)]  # 我一吃芒果嘴巴就肿，应该是过敏
        # 股票我不加仓: holding a position is no avoiding it; only 这周不加仓 is a rule for a time
        if trigger.id == "avoid" and opened.endswith("加仓") and not (find_times(clause) or state.time):
            return []
        if trigger.id == "can_do" and find_times(clause):
            return []  # 明天会打电话: a plan, not a skill
        if trigger.id in ("dodge", "cant_stay") and find_times(clause):
            return []  # 今天的聚会能推就推: that one occasion, no standing dislike
        # 在招商银行风控部上班, 在人民医院儿科工作: the employer and its unit, each a memory of its own
        unit_of = None
        if trigger.id in _UNIT_TRIGGERS and len(objects) == 1:
            unit_of = self._org_unit(objects[0][2])
        if trigger.id == "department" and hit.match.group("dept4") and unit_of is None:
            return []  # 在理科: a 科 is a department only as a hospital's ward
        if trigger.id == "department" and hit.match.group("dept7") and not _MEDICAL_WORK.search(sentence):
            return []  # 我在急诊科 said after a hospital or a medical job is the ward; 在文科 alone is none
        if unit_of is not None:
            org, unit = unit_of
            if trigger.id == "department":
                objects = [(unit, (), unit)]
            else:
                term, extras = self._concept_term(org)
                objects = [(term, extras, org)]
        # 接下来两周我不能做剧烈运动: a limit said for a window that closes is a rule for now, as a body's is
        body_cause: object = state.condition or g.pattern("body_cause").search(sentence) or any(
            is_window(t) for t in find_times(sentence)) if trigger.requires == "body_cause" else None
        if trigger.requires == "body_cause" and not body_cause and self.finder is not None:
            # 我一上高海拔就高反，西藏那种地方去不了: a condition the lexicon knows, said in any shape, is the
            # body's reason too (asked only of the few triggers that need one)
            body_cause = any(self._is_condition(m) for _, _, m in self.finder.find_in_text(sentence))
        if trigger.requires == "sports_context" and not g.pattern("sports_context").search(sentence):
            return []  # 支持国安 is a team only among sports words; 支持环保 is an opinion
        if trigger.requires == "body_cause" and not body_cause:
            return []  # 不能久坐 is a limit when the body is the reason (我腰不好，不能久坐)
        # 对猫毛过敏，吃芒果嘴也会肿: a symptom after an allergy adds nothing (乳糖不耐受，牛奶喝了就拉肚子
        # says how it shows), unless it names a thing of its own with 也/还 (this one does it too)
        another_thing = bool(objects) and all(o[2] != state.last_object for o in objects) and bool(
            re.search("[也还]", clause[max(0, hit.start - 2): hit.end]))
        if trigger.requires == "exposure" and (
            (state.sensitive and not another_thing) or not (_EXPOSURE_VERB.search(before) or state.exposure)
        ):
            return []  # 拉肚子 alone is a passing state; 一喝牛奶就拉肚子 says what causes it
        if trigger.requires == "exposure" and clause[hit.end:].startswith("了") and find_times(clause):
            return []  # 昨天吃完烧烤拉肚子了 is one time (an incident), not what烧烤 always does
        if key == "never" and objects and all(_RECIPIENT_ONLY.fullmatch(o[2]) for o in objects):
            # 理财产品以后别推荐给我: only the one served is left; the thing is the topic said first
            objects = []
        open_object = trigger.object in ("after", "before") and (
            trigger.requires in ("", "exposure")
            or (trigger.requires == "known_concept" and key == "dislikes")  # Chrome不太习惯: said first
            or trigger.id == "since_long_ago"  # 周杰伦的歌我从初中听到现在
            or trigger.id == "not_use_before"  # 抖音我是坚决不用的: the app is the topic said first
            # 苹果我一天吃两个, 桌游我都很上头, 小米手机我用了好多年: a known thing said first is the topic
            or trigger.id in _TOPIC_FIRST
        )
        open_object = open_object and kind in ("preference", "constraint") and (
            # 瑜伽我练了五年, 华为手机我一直在用: how long the thing said first has been kept up
            key not in ("habit", "uses") or trigger.id in ("practice", "used_for_years", "always_using")
        )
        # 我家狗很喜欢: what is left of 我家狗 after 我 is who likes it, not what is liked (nothing is said)
        home = _OWN_HOME_LEAD.match(clause, said_from, hit.start)  # (狗不太喜欢 says the species: a thing)
        own_one = home is not None and "家" in home.group(0) and clause[home.end(): hit.start].rstrip(
            _ADVERB_CHARS) in g.roles
        if (not objects and open_object and not own_one
                and not _BUT_LEAD.fullmatch(clause[said_from: hit.start].strip())):
            # (可是不敢喝太多: a contrast word alone opens no topic; the thing may be the one said before)
            plural = hit.match.group(0).startswith("都")  # 啤酒炸鸡都不能吃
            # 鸡蛋我过敏, 牛肉我是不吃的; 医生说|生的东西都不能吃: the topic starts after the speaker
            # 狗有点怕, 狗我不太喜欢, 我是猫派，狗就不太喜欢了: with the user the subject, the species
            # said bare first is the animal liked or not (狗狗很喜欢, 猫咪不爱吃 name a pet, whose taste
            # it may be)
            pets = trigger.id == "fears" or (subject == USER_SUBJECT and key in ("likes", "dislikes") and (
                _SPECIES_FIRST.match(clause, said_from, hit.start) is not None))
            objects = self._topic(clause[said_from: hit.start], offset + said_from, plural=plural, pets=pets)
            if trigger.requires == "known_concept" and self.finder is not None:  # Chrome不太习惯
                finder = self.finder
                # 华为平板我用了三年: a known thing closing the topic names it (the brand goes along)
                headed = trigger.id in _TOPIC_FIRST
                objects = [o for o in objects if finder.senses(o[2])
                           or (headed and o[2].endswith(o[0]) and finder.senses(o[0]))]
            if trigger.id == "must_have" and re.match("[吃喝去]", clause[said_from: hit.start]):
                return []  # 吃火锅必点: eating hot pot is when; what is ordered goes unsaid
        if trigger.id == "hooked" and self.finder is not None:
            # 白酒我特别上头, 喝完酒我都上头: a drink goes to the head (the body's reaction), no taste
            finder = self.finder
            objects = [o for o in objects if not any("alcohol" in c.tags for c in finder.senses(o[0]))]
        if trigger.id == "avoid" and hit.match.group(0).startswith("戒"):
            # 烟也得戒: one character quit makes a word with 戒 (戒烟, 戒酒, 戒糖) that names the habit
            objects = [(*self._concept_term(f"戒{said}"), f"戒{said}")
                       if len(said) == 1 and self._one_concept(f"戒{said}") else (term, extras, said)
                       for term, extras, said in objects]
            # 我以前喝酒挺猛的，去年查出脂肪肝就戒了: 戒 quits the habit told before, never the condition
            # found (the reason; it is kept as a condition of its own); 后来就戒了 names no thing of its own
            found = [o for o in objects if self._is_condition(o[0]) or _FOUND_LEAD.search(o[2]) is not None]
            unknown = self.finder is not None and not any(self.finder.senses(o[0]) for o in objects)
            if found or unknown:
                # (心脏搭桥以后就戒了 with no habit told: a time, no thing quit)
                timed_only = all(_AFTER_THEN.search(o[2]) for o in objects)
                # 烟酒我都戒了两年了: how long it has lasted, no thing; what is quit is the topic said first
                lasted = not found and all(_DURATION.search(o[2]) for o in objects)
                quit_topic = self._topic_before(clause[: hit.start]) if lasted else []
                quit_what = self._habit_told_before(offset) or quit_topic
                objects = quit_what or ([] if found or timed_only or lasted else objects)
        craved = key == "habit" and bool(objects) and all(_CRAVING.fullmatch(o[2]) for o in objects)
        if craved and state.last_object:
            # 羊肉我不爱吃，偏偏我老公天天想吃: the craving is a liking of the thing said before
            said = self._strip(state.last_object, -10_000)[0] or state.last_object
            objects = [(*self._concept_term(said), said)]
            kind, key, polarity = "preference", "likes", "positive"
        elif craved:
            return []  # 天天想吃 alone names nothing
        # 股票我是不碰的，太刺激了受不了: how the thing said before is (太刺激) is why, no thing of its own
        judged = _DEGREE_JUDGED.fullmatch(clause[said_from: hit.start].strip()) is not None
        known = self.finder
        # (我不喝白酒，太辣了受不了: a taste word too is how the food or drink said before is, no spicy food
        # disliked; after 我是上海人 it is the user's own taste)
        tasted = state.last_object is not None and self._concept_has_type(
            self._strip(state.last_object, -10_000)[0] or state.last_object, "edible_types")
        if objects and state.last_object and kind == "preference" and judged and known is not None and all(
            not known.senses(o[0]) or (tasted and _TASTE_VERDICT.fullmatch(o[2])) for o in objects
        ):
            said = self._strip(state.last_object, -10_000)[0]
            said = said if said and known.senses(said) else state.last_object
            objects = [(*self._concept_term(said), said)]
        if objects and state.past_taste and state.last_object and kind == "preference" and all(
            _TASTE_VERDICT.fullmatch(o[2]) for o in objects
        ):
            # 小时候喜欢吃糖，现在觉得太甜了受不了: a bare taste word after a taste that turned judges the
            # thing said before; it names no thing of its own
            said = self._strip(state.last_object, -10_000)[0] or state.last_object
            objects = [(*self._concept_term(said), said)]
        if trigger.id == "paused":  # 咖啡先停了 stops a food or drink; 项目先停了 is news of work
            objects = [o for o in objects if self._concept_has_type(o[0], "edible_types")]
        if objects and all(_BACK_AND_FORTH.fullmatch(o[2]) for o in objects):
            return []  # 我晕车，绕来绕去受不了: how something goes on (the reason before), no thing disliked
        did = trigger.id == "practice" and hit.match.group(0).startswith(("做", "干"))
        if did and self.finder is not None:
            objects = [o for o in objects if self.finder.senses(o[0])]  # 项目做了三个月; 瑜伽做了三年
            if objects and all(self._concept_has_type(o[0], "occupation_types") for o in objects):
                # 我做了八年会计想转行: years spent in a job name the job, no habit (nor what follows)
                kind, key = "identity", "occupation"
                finder = self.finder
                objects = [(term, extras, said[: next((e for s, e, _ in finder.find_in_text(said) if s == 0),
                                                      len(said))]) for term, extras, said in objects]
            elif hit.match.group(0).startswith("干"):
                objects = []  # 干了三年外卖: 干 spends years in a job only
        if not objects and key == "habit" and _BARE_ROUTINE.fullmatch(clause[hit.end: next_start]):
            # 小米粥我每天早上都喝; 但芒果TV的综艺我天天追 (a contrast word opens no topic)
            but = _BUT_LEAD.match(clause)
            lead = 0
            if but is not None and but.end() < hit.start and self._edge(offset + but.end()):
                lead = but.end()
            objects = self._topic(clause[lead: hit.start], offset + lead)
            if not objects and state.past_taste and state.last_object:
                # 小时候最讨厌喝牛奶，现在每天都要喝一杯: the thing of the taste that turned, said before
                said = self._strip(state.last_object, -10_000)[0] or state.last_object
                objects = [(*self._concept_term(said), said)]
        # 我是一口都喝不下去: how little (with its stance word) is no thing; the thing was said before
        objects = [o for o in objects if _HOW_LITTLE.fullmatch(o[2]) is None]
        # 这边海鲜是真新鲜，我天天吃 / 小米粥养胃，我天天喝这个: a bare routine after a clause that opened
        # on a known thing (and made nothing) is the habit of that thing
        routine_of_topic = key == "habit" and _BARE_ROUTINE.fullmatch(
            _THIS_ONE_AFTER.sub("", clause[hit.end: next_start])) is not None
        if not objects and state.topic and trigger.object in ("after", "before") and kind in (
            "preference", "constraint"
        ) and (routine_of_topic or (key not in ("habit", "uses") and not trigger.requires and (
            _particles_only(clause[hit.end: next_start], g)
            # 对芒果不过敏，就是不喜欢吃: a bare eating verb after the taste takes the thing said before
            or _BARE_INTAKE.fullmatch(clause[hit.end: next_start]) is not None
        ))):
            objects = [(state.topic, (), state.topic)]  # 羊肉太膻了，我一口都不吃
        rest = clause[hit.end: next_start]
        # 我只买指数基金，别的不碰: the others are what is refused, never the thing said before
        others = re.match(r"(?:但是|但|不过|而)?(?:别的|其他|其它)", clause[said_from: hit.start].lstrip())
        counted = g.measure_re.match(rest) if state.past_taste else None
        # 小时候最讨厌喝牛奶，现在每天都要喝一杯: after a taste that turned, how much names no new thing
        rest = rest[counted.end():] if counted is not None else rest
        if not objects and not state.last_object and state.exposure and key == "avoid" and _THEREFORE.match(
            clause, said_from
        ):
            state.last_object = state.exposure  # 我一喝酒就脸红，所以基本不喝: what the body reacts to
        if not objects and trigger.id == "practice" and self.finder is not None:
            # 带儿子去参加游泳比赛，他练了四年了: what one practised is the contest or class said before
            said_first = sentence[: max(sentence.find(clause), 0)]
            contested = [m for s, e, m in self.finder.find_in_text(said_first)
                         if _CONTEST.match(said_first, e) is not None and self._one_concept(m)]
            if contested:
                objects = [(*self._concept_term(contested[-1]), contested[-1])]
        if not objects and trigger.object in ("after", "before") and state.last_object and kind in (
            "preference", "constraint"
        ) and key not in ("habit", "uses") and trigger.requires != "body_cause" and not (
            # 喜剧片倒是都行 after 别推荐恐怖片: the verdict's own thing was said, not the one before
            trigger.id in _OWN_TOPIC and clause[said_from: hit.start].strip()
        ) and (_particles_only(rest, g) or _HOW_MUCH.fullmatch(rest) is not None  # 但不能喝太多
               or _SIDE_POINTED_BACK.fullmatch(rest) is not None  # 我受不了那个味儿: the thing said before
               # 以前很喜欢去KTV，现在不爱去了: after a taste that turned, a bare verb does the thing before
               or (state.past_taste and _BARE_DOING.fullmatch(rest) is not None)
        ) and others is None and key != "allowed" and (  # an exception names its own thing
            # 我是猫派，狗有点怕: a pet word said first is what the clause is about, never the cat before
            subject != USER_SUBJECT or g.leading_role_re.match(clause[said_from: hit.start]) is None
        ):
            # (a limit the body sets names its own act: 她膝盖不好爬不了山 limits no earlier thing)
            # 以前喜欢咖啡，现在受不了了: the object was said in the clause before
            if state.sensitive and key in ("avoid", "intolerance"):
                return []  # 大蒜我吃了会口臭，所以不吃: the intolerance already says it
            said, _ = self._strip(state.last_object, -10_000)  # 天天喝可乐 … 现在戒了 → 可乐
            said = said or state.last_object
            term, extras = self._concept_term(said)
            objects = [(term, extras, said)]
            if state.past_taste and key == "avoid" and (
                "想" in clause or not self._concept_has_type(said, "edible_types")
            ):  # 以前很爱吃甜食，现在不想碰了 / 以前爱打王者荣耀，现在不碰了 (no food: no diet rule)
                kind, key = "preference", "dislikes"  # a taste that turned
        that_one = len(objects) == 1 and (_THAT_SENSE.fullmatch(objects[0][2]) is not None
                                          or _SENSED_AFAR.fullmatch(objects[0][2]) is not None)
        if trigger.id == "fed_up" and state.last_object and that_one:
            # 以前可爱吃麦当劳了，现在闻到那个味儿就想吐: 那个味儿 is the thing said before
            said = self._strip(state.last_object, -10_000)[0] or state.last_object
            objects = [(*self._concept_term(said), said)]
        sensed = trigger.id == "fed_up" and len(objects) == 1
        topic = _TOPIC_THEN_SENSE.fullmatch(objects[0][2]) if sensed else None
        if topic is not None:  # 榴莲我闻到那个味儿就想吐: the topic is the thing, the sensing no part of it
            objects = [(*self._concept_term(topic.group("topic")), topic.group("topic"))]
        if trigger.id == "refrain_before" and opened.endswith("了") and objects and all(
            o[2].endswith(g.words("meal_names")) for o in objects
        ):
            return []  # 晚饭最好别吃了: skipping the next meal is advice for once, no rule about meals
        if trigger.id in ("never_go", "cant_stay"):  # 人多的网红店不去: a kind of venue; 下雨天我不去 is a
            # condition; 人多吵闹的地方我待不住 a place one cannot bear (在家待不住 is restlessness)
            objects = [o for o in objects if o[2].endswith(g.words("venue_ends"))]
        if trigger.id in ("never_miss", "follow_each") and state.last_object and objects and all(
            o[2].endswith(g.words("shows_of_a_star")) for o in objects
        ) and self._concept_has_type(state.last_object, "followed_types"):
            return []  # 我是周杰伦的铁粉，演唱会场场不落: the concerts are his, no taste for all concerts
        if trigger.id == "holds_product":  # 我手里有一些指数基金: a holding is of a financial product only
            objects = [o for o in objects
                       if any(self._concept_has_type(t, "finance_types") for t in (o[0], *o[1]))]
        if trigger.id == "refused_said_first":  # 不带早餐的不考虑 requires breakfast: no thing refused
            objects = [o for o in objects if not re.search("[不没无]", o[2])]
        # 我有乳糜泻，必须吃无麸质的: a condition is no thing a later clause eats, likes or refuses
        if objects and (trigger.object in ("after", "before") or trigger.id in ("fan", "fan_bare")) and (
            key != "medical_condition"
        ) and objects[-1][2] not in _NEGATION_WORDS:  # 就是不爱吃: a bare 不 is no thing said
            state.last_object = objects[-1][2]
        elif objects and trigger.id == "cap_most" and hit.match.groupdict().get("thing"):
            state.last_object = hit.match.group("thing")  # 最多喝一杯咖啡，三点以后不喝: still the coffee
        if trigger.id in ("turned_fond", "bored"):
            self.turned.update(o[0] for o in objects)
        if is_history:
            state.past_taste = state.past_taste or (kind == "preference" and key != "habit")
            return []
        time_ref = self._time_for(trigger, kind, clause, state)
        out: list[Assertion] = []
        if trigger.id == "knows" and objects:
            # 我有一个儿子和一个女儿
            more_roles = rf"(?:和|跟|、|还有|以及)(?:一个|一位|个|两个|三个|俩)?({g.role_re.pattern})"
            for more in re.finditer(more_roles, clause[hit.end:]):
                role = g.roles[more.group(1)]
                objects.append((f"{role} ({more.group(1)})", (), more.group(1)))
            state.last_role = g.roles.get(objects[-1][2])
            if state.last_role is not None:  # 我有个女儿，今年五岁: the next clause is about her
                state.subject = state.last_role
        if trigger.id == "adopted" and objects and g.roles.get(objects[-1][2]) in _PET_ROLES:
            # 我们刚领养了一只狗，叫豆豆: the pet just taken in is whom the next clause names
            state.last_role = state.subject = g.roles[objects[-1][2]]
        unit_in_job = False  # the unit said as part of the job (`work_as`), no department of its own
        if trigger.id == "work_as":
            job, _ = self._strip(hit.match.group("job"), offset + hit.match.start("job"), verbs=False)
            years_then_job = _YEARS_THEN_JOB.fullmatch(hit.match.group("job"))
            if years_then_job is not None and self._job_word(years_then_job.group("job")):
                job = years_then_job.group("job")  # 在郑州干了二十二年电工: how long, then the job itself
            elif hit.match.group("job").startswith(("了", "过")) or _DURATION.fullmatch(job):
                job = ""  # 在华为干了五年了: how long, not the job
            if job in _GENERIC_JOBS:
                job = ""  # 我是苹果公司的员工: the employer is what is said; 员工 names no job
            if job and len(job) <= 10:
                serving = next((t for t in self.g.triggers if t.id == "serving"), None)
                if serving is not None and serving.regex.fullmatch(hit.match.group(0)[-len(job) - 1:]):
                    job = serving.literal_value  # 在新疆当兵: a soldier (`serving`), no job named 兵
                # 在物流公司开货车: a job said as its verb and object is named by the lexicon (truck driver)
                named_job = job[0] in "开跑送" and self._concept_has_type(job, "occupation_types")
                role_trigger = replace(trigger, id="job_is", requires="", literal=not named_job)
                # 在腾讯的游戏事业部做策划: a firm's 部 says which job it is (a 游戏事业部策划), one fact of
                # work beside the employer; the unit alone (在招商银行风控部上班) and a hospital's ward, where
                # the doctor works (在华西医院呼吸科当医生), stay a department
                firm_unit = unit_of is not None and unit_of[1].endswith(("部", "部门")) and not named_job
                held = f"{unit_of[1]}{job}" if unit_of is not None and firm_unit else job
                occupation = self._finish(
                    role_trigger, "identity", "occupation", "positive", subject, held, (), held, None,
                    sentence)
                if occupation is not None:
                    out.append(occupation)
                    unit_in_job = held != job
        # 在北京一家律所工作 as 在杭州一家电商公司做运营: the town said before the firm is where one lives
        # 在南京一家医院的财务科: the same of the org a department belongs to
        org_said = hit.match.group("org") if trigger.id in ("work_as", "work_at") else (
            unit_of[0] if trigger.id == "department" and unit_of is not None else None)
        if org_said:
            town = re.match(r"(.+?)的?(?=一家|一所|一个)", org_said)
            # 在杭州一家电商公司做运营: lives there; 在陆家嘴一家基金公司: a district one works in is no home
            district = town is not None and town.group(1) in g.word_set("work_districts")
            if town is not None and self._is_place(town.group(1)) and not district:
                place = town.group(1)  # (_finish makes a place said after 在 the town one lives in)
                districts = g.word_set("work_districts")  # 深圳前海: the town, not the district of work
                place = next((place[:i] for i in range(2, len(place) - 1) if place[i:] in districts), place)
                at_work = replace(trigger, id="work_at") if trigger.id == "department" else trigger
                lives = self._finish(at_work, "identity", "employer", "positive", subject, place, (), place,
                                     None, sentence)
                if lives is not None:
                    out.append(lives)
        when = _RECURRING.search(clause[said_from: hit.start]) if key in ("never", "avoid", "only") else None
        if trigger.id in ("meeting_slot", "me_slot"):  # 开会别排在周五下午: the slot is said after the ban
            when = _RECURRING.match(clause, hit.end)
        if trigger.id in ("meeting_slot", "skip_meetings", "me_slot") and when is None:
            return []  # 会别排在这周: one week's plan; 这个会我不参加 one meeting, no standing rule
        ruled_out = re.search("一律|一概|都|从来|向来|统统", hit.match.group(0)) is not None
        if trigger.id == "skip_meetings" and when is not None and not (
                _BOUND_OR_EVERY.search(when.group(0)) or ruled_out):
            return []  # 下午三点的会我不去: that one meeting; 九点之前的会一律不参加 is a rule
        window = when.group(0) if when is not None else None
        timed = None
        if when is None and key in ("never", "avoid", "only") and trigger.object == "after":
            timed = _TIMED_THING.fullmatch(clause[hit.end: next_start])
        if timed is not None:  # 别给我安排早上九点前的会: the hour said before the thing bounds the rule
            thing = timed.group("thing")
            thing = _NOUN_SENSE.get(thing, thing)  # 会 said as a thing is a meeting, no verb
            objects, window = [(*self._concept_term(thing), thing)], timed.group("when")
        if trigger.id in ("keep_free", "keep_off_me") and when is None:
            return []  # 周日上午不安排任何事 is a rule; 明天不安排任何事 a plan; 别打扰我 alone a plea
        if trigger.id == "only" and "想" in hit.match.group(0) and not any(
            t.current_period for t in find_times(clause)
        ):
            return []  # 今天只想吃清淡的 holds for today; 我只想吃火锅 alone is a craving of the moment
        if trigger.id == "only" and _MOSTLY.search(clause[said_from: hit.start]):
            kind, key = "preference", "prefers"  # 听歌基本只听周杰伦: mostly this one, no rule
        kind_of = _KIND_OF_TOPIC.fullmatch(clause, said_from, hit.start) if key in (
            "only", "likes", "prefers") and trigger.object == "after" and self.finder is not None else None
        if kind_of is not None and self.finder is not None and kind_of.group("topic") not in g.roles and (
                self.finder.senses(kind_of.group("topic"))):
            # 苹果我只吃红富士: a variety the lexicon does not know is one of the kind said first
            finder, kind_said = self.finder, kind_of.group("topic")
            objects = [(t, e if finder.senses(t) else (*e, kind_said), s) for t, e, s in objects]
        ruled = trigger
        not_eaten = any(v in hit.match.group(0) for v in g.words("not_eating_verbs"))
        if trigger.entity_type == "food" and not_eaten:
            # 不想买彩票, 不敢坐过山车: a thing one does not buy or ride is no food the lexicon lacks
            ruled = replace(ruled, entity_type="thing")
        if window is not None:  # 周末千万别给我排会: the rule holds at weekends — said beside the thing
            qualified = trigger.value_format.replace("{value}", f"{{value}}, {window}")
            ruled = replace(trigger, value_format=qualified)
        if key == "accessibility" and state.condition and _SENSE_FAILS.fullmatch(hit.match.group(0)):
            objects = []  # 我高度近视，晚上开车看不清: what the condition said does, no need of its own
        for term, extras, surface in objects:
            context = self._context(term, clause, sentence)
            assertion = self._finish(ruled, kind, key, polarity, subject, term, extras, surface, time_ref,
                                     context)
            if assertion is not None and trigger.id in _MOVES:
                # 下个月搬到杭州, 明年搬去厦门: the new home holds from the time the clause gives its move
                moving = find_times(clause, direction=1)
                assertion = replace(assertion, begins=moving[0].ref) if moving else assertion
            if assertion is not None:
                out.append(assertion)
                # a cap (最多喝一杯咖啡) refuses nothing yet: a later 三点以后不喝 is a rule of its own
                capped = trigger.id in ("cap", "cap_most")
                refused = key in ("allergy", "intolerance", "avoid") and not capped
                state.sensitive = state.sensitive or refused
                state.condition = state.condition or key in ("medical_condition", "accessibility")
                state.ruled = state.ruled or kind == "constraint"
        taught_in = re.search("在([^，,。；在]+?)的?(?=一家|一所|一个)", clause[: hit.start])
        if trigger.id == "teaches" and out and taught_in is not None and self._is_place(taught_in.group(1)):
            place = taught_in.group(1)  # 在苏州一所中学教物理: the town of the school is the one lived in
            lives = self._finish(replace(trigger, id="work_as"), "identity", "employer", "positive", subject,
                                 place, (), place, None, sentence)
            if lives is not None:
                out.append(lives)
        if unit_of is not None and out and not unit_in_job:
            org, unit = unit_of
            if trigger.id == "department":  # the org the unit belongs to (a hospital is no town)
                other_trigger = replace(trigger, id="at_company", key="employer")
                town = re.match(r"(.+?)的?(?=一家|一所|一个)", org)  # 南京一家医院: the town is the home
                org = org[town.end():] if town is not None and self._is_place(town.group(1)) else org
                org = re.sub("^一(?:家|所|个)(?=.{2})", "", org)  # 一家医院 names the kind of org
                (other_term, other_extras), other_surface = self._concept_term(org), org
            else:
                other_trigger = replace(trigger, id="department", key="department")
                (other_term, other_extras), other_surface = (unit, ()), unit
            other = self._finish(other_trigger, "identity", other_trigger.key, "positive", subject,
                                 other_term, other_extras, other_surface, None, sentence)
            if other is not None:
                out.append(other)
        if trigger.id == "runs_shop" and out:
            out = self._opened_on(out, hit, clause[said_from: hit.start], state, sentence)
        if trigger.id in ("joined", "joined_loose") and any(a.key == "employer" for a in out):
            # 刚入职腾讯: the employer, and the event of joining it
            event = replace(trigger, kind="event", key="life_event", value_format="{date} {value}")
            joined = f"入职{objects[0][2]}"
            new_job = hit.match.group("newjob") if trigger.id == "joined" else None
            if new_job and self._job_word(new_job):
                joined = f"{joined}做{new_job}"  # 入职大疆做结构工程师: the event keeps the job taken
                job_trigger = replace(trigger, id="job_is", requires="", literal=True)
                # the job holds from the start, as the employer does (`_not_yet_employed`)
                occupation = self._finish(job_trigger, "identity", "occupation", "positive", subject, new_job,
                                          (), new_job, self._time_for(trigger, kind, clause, state), sentence)
                out.extend([occupation] if occupation is not None else [])
            assertion = self._finish(event, "event", "life_event", "positive", subject, joined, (), joined,
                                     self._time_for(event, "event", clause, state), sentence)
            if assertion is not None:
                out.append(assertion)
        return self._shared_by(out, clause[said_from: hit.start], subject)

    def _ordered_before(self, before: str) -> str:
        """The thing a clause before says was bought or ordered (书架上周就下单了, 上周买了个书架), if any."""
        before = before.rstrip("，,；; ")
        for time in reversed(find_times(before)):
            before = before[: time.start] + before[time.end:]
        ordered = _ORDERED_BEFORE.search(before)
        if ordered is None:
            return ""
        thing = (ordered.group("thing") or ordered.group("thing2") or "").strip()
        thing = re.sub("^(?:我|我们|我家)?(?:在[^，,。；]{2,6}?(?:上|里))?(?:的)?", "", thing)
        return thing if 2 <= len(thing) <= 8 else ""

    def _exam_named(self, said: str, before: str) -> str:
        """A level said bare (准备考二级, 把三级考了) is a level of the exam the message named with a level
        before (过了CFA一级): the value names the exam, so the plan is findable by it."""
        level = _BARE_LEVEL.search(said)
        named = [m.group("exam") for m in _EXAM_LEVELLED.finditer(before)] if level is not None else []
        if level is None or not named:
            return said
        return f"{said[: level.start()]}{named[-1]}{said[level.start():]}"

    def _opened_on(self, made: list[Assertion], hit: _Hit, before: str, state: _SentenceState,
                   sentence: str) -> list[Assertion]:
        """我上个月开了一家奶茶店: a shop opened on a past date is news of that day, an event (the owner it
        makes the user follows from it); 我开了一家奶茶店 or 今年开了… says what the user does."""
        opened = hit.match.group(0)
        if not any(not t.current_period for t in find_times(before)) or not opened.startswith("开了"):
            return made
        event = replace(hit.trigger, kind="event", key="life_event", value_format="{date} {value}",
                        time="event")
        when = self._time_for(event, "event", before, state)
        assertion = self._finish(event, "event", "life_event", "positive", made[0].subject, opened, (),
                                 opened, when, sentence)
        return [assertion] if assertion is not None else made

    def _shared_by(self, made: list[Assertion], before: str, subject: str) -> list[Assertion]:
        """我和我老公都不吃辣, 我跟我妈都对花生过敏: what one says of the pair holds for each."""
        pair = _PAIRED_SUBJECT.match(before)
        if pair is None or subject != USER_SUBJECT or not made:
            return made
        other = self._role_in(pair.group("other"), peers=False)  # 我和同事都喜欢…: the user's own taste
        if other is None:
            return made
        role = other[0]
        for_other = [
            replace(a, subject=role, kind="relation" if a.kind == "identity" else a.kind)
            for a in made
            if a.key not in ("phone", "email", "risk_profile", "department", "name")
        ]
        return made + for_other

    def _burned(self, hit: _Hit, before: str, offset: int, state: _SentenceState, subject: str,
                sentence: str) -> list[Assertion]:
        objects = self._topic(before, offset)
        if not objects and state.last_object:
            said, _ = self._strip(state.last_object, -10_000)
            term, extras = self._concept_term(said or state.last_object)
            objects = [(term, extras, said or state.last_object)]
        avoid = replace(hit.trigger, kind="constraint", key="avoid", polarity="negative")
        out: list[Assertion] = []
        for term, extras, surface in objects:
            made = self._finish(
                avoid, "constraint", "avoid", "negative", subject, term, extras, surface, None, sentence
            )
            if made is not None:
                out.append(made)
        return out

    def _topic(
        self, before: str, offset: int, *, plural: bool = False, pets: bool = False
    ) -> list[tuple[str, tuple[str, ...], str]]:
        """An object said first, as a topic: 牛肉我是不吃的, 一点辣都不能吃, 海鲜我也不碰."""
        plural = plural or "都" in before  # 啤酒海鲜都得忌口: side by side before 都, each is an object
        negation = self.g.negation_re.search(before)
        if negation is not None and self._edge(offset + negation.start()):
            before = before[: negation.start()]  # 特别爱吃 keeps its 特别: 别 inside a word negates nothing
        before = _CONSEQUENCE.sub("", before)
        match = _TOPIC.match(before)
        if match is None:
            return []
        topic = match.group("topic")
        if _EITHER_WAY.fullmatch(topic):
            return []  # 开车也好应酬也好都不喝: the cases the rule holds in; the thing was said before
        # 但我男朋友超爱: a conjunction opens the clause, the person after it is its subject, not a topic
        # (偏偏我女儿特别爱吃: the person the contrast turns to, the thing being the one said before)
        topic = re.sub(r"^(?:但是|但|可是|可|不过|而且|而|偏偏|然而|反倒|反而|倒是)+(?=[我咱])", "", topic)
        contrast = _BUT_LEAD.match(topic)
        if contrast is not None and not self._whole_concept(topic) and self._whole_concept(
                topic[contrast.end():]):
            topic = topic[contrast.end():]  # 辣我可以，但花椒真不行: the contrast turns to a thing of its own
        said_when = next((t for t in find_times(topic) if t.start == 0), None)
        if said_when is not None and _SELF_LEAD.match(topic[said_when.end:]):
            topic = topic[said_when.end:]  # 这周末我一滴酒都不能喝: when, then who; the thing after both
        topic = re.sub(r"^(?:我们|我|咱们|咱)(?:的)?", "", topic)
        # 我是一口都喝不下去: the stance word before how little is no part of a thing either
        topic = _PERCEIVE.sub("", re.sub(r"^(?:是|真是|实在是)?(?:一点|一口|一滴|什么|任何)", "", topic))
        for word in ("对于", "对"):  # 我对榴莲是真的没好感; 对面的餐厅 keeps its 对
            if topic.startswith(word) and len(topic) > len(word) and self._edge(
                offset + before.find(topic) + len(word)
            ):
                topic = topic[len(word):]
                break
        whose = next((m for m in self.g.possessive_role_re.finditer(topic) if m.end() == len(topic)), None)
        if whose is not None and whose.start() > 0 and whose.group("pos"):
            topic = topic[: whose.start()]  # 榴莲我老婆爱吃: the person after the thing is who likes it
        resumed = _RESUMED_BY_PRONOUN.search(topic)
        if resumed is not None and not self._whole_concept(topic):
            topic = topic[: resumed.start()]  # 啤酒他是不碰的: the person said before again; 吉他 stays
        if _only_adverbs(topic):
            return []
        out: list[tuple[str, tuple[str, ...], str]] = []
        topic_offset = offset + before.find(topic) if topic else offset
        for piece, piece_offset in self._split_objects(topic, topic_offset, side_by_side=plural):
            cleaned, _ = self._strip(piece, piece_offset)
            kind_of = piece.removesuffix("东西")  # 冰的东西一律不喝: 冰的 is known (cold drinks), 冰 is not
            if self.finder is not None and kind_of != piece and not self.finder.senses(cleaned) and (
                self.finder.senses(kind_of)
            ):
                cleaned = kind_of
            if self.finder is not None and piece.endswith("的") and not self.finder.senses(cleaned) and (
                self.finder.senses(piece)
            ):
                cleaned = piece  # 冰的甜的都不喝: 冰的 is known (cold drinks), 冰 is not
            flavour = _FLAVOURED.fullmatch(cleaned)
            if flavour is not None and self.finder is not None and not self.finder.senses(cleaned) and (
                    self.finder.senses(flavour.group("thing"))):
                cleaned = flavour.group("thing")  # 抹茶味的东西我没有抵抗力: the flavour is what is liked
            seen_on = _KIND_SEEN_ON.match(cleaned)
            if seen_on is not None and self._whole_concept(seen_on.group("thing")) and (
                    not self._whole_concept(cleaned)):
                cleaned = seen_on.group("thing")  # 朋友圈那种鸡汤文: where it is seen, then the thing
            this_one = _THIS_BUSINESS.match(cleaned)
            if this_one is not None and self._whole_concept(cleaned[this_one.end():]):
                cleaned = cleaned[this_one.end():]  # 这家航空公司我再也不坐了: that business is the topic
            feared_pet = pets and self.g.roles.get(cleaned) in _PET_ROLES  # 狗有点怕: the animal, no pet
            if not cleaned or len(cleaned) > 10 or self._demonstrative(cleaned) or (
                cleaned in self.g.roles and not feared_pet
            ):
                continue
            if not feared_pet and any(
                cleaned.startswith(r) and _only_adverbs(cleaned[len(r):]) for r in self.g.roles
            ):
                continue  # 但我女儿很爱吃: the person the clause is about, not a thing said first
            if cleaned in self.g.words("body_parts"):
                continue  # 腰受不了: the body's limit, not a dislike of one's back
            if re.sub("(?:上|里|中|时|的时候)$", "", cleaned) in self.g.words("occasions"):
                continue  # 应酬也不喝: when it holds, not what is refused
            if _FROM_NOW_ON.fullmatch(cleaned):
                continue  # 以后不吃了: from when the rule holds, not what it refuses
            if cleaned.endswith(("的时候", "时候")):
                continue  # 订票的时候优先选: when, the thing was said before
            if cleaned.startswith("在") and not self._whole_concept(cleaned) and not self._whole_concept(
                    cleaned[1:]):
                continue  # 我在培训班学了三个月: where it was done, not what (在健身房练 names the pastime)
            if _only_adverbs(cleaned) or _particles_only(cleaned, self.g) or cleaned in ("不", "没", "别"):
                continue
            if _PERSON.fullmatch(cleaned) or cleaned in ("喜欢", "爱", "热爱", "喜爱"):
                continue  # 喜欢就是喜欢: the liking said again, no thing
            # 长大了反而很喜欢: how the taste turned, the thing was said before
            judged = re.search("觉得|感觉|认为|不好|不行|有问题|不舒服|反而|反倒|倒是|长大了?$", cleaned)
            if judged or re.match(
                "太|很|有点|越来越|挺|真|好|所以|因此|因为|于是|然后|结果|其实|反正|打死|说什么|刚|才|后来|慢慢|渐渐|逐渐"
                "|嫌(?!弃)",  # 现在嫌太油早就不碰了: why, the thing was said before
                cleaned,
            ):
                continue  # 现在觉得太甜了受不了: a judgement, not a thing said first
            if any(t.start == 0 and t.end == len(cleaned) for t in find_times(cleaned)):
                continue  # 今天不想吃: a time, not a topic
            if _RECURRING.fullmatch(_BUT_LEAD.sub("", cleaned)):
                continue  # 但下午三点后就不喝了: when the rule holds; the thing was said before
            term, extras = self._concept_term(cleaned)
            out.append((term, extras, cleaned))
        return out

    def _context(self, term: str, clause: str, sentence: str) -> str:
        """The clause when it alone decides the term's sense (不喜欢苹果的产品 after 爱吃苹果), else the
        sentence (我喜欢小米，熬粥很香 needs the next clause)."""
        if self.finder is None or clause == sentence:
            return sentence
        resolution = self.finder.resolve(term, clause)
        return clause if resolution is not None and not resolution.ambiguous else sentence

    def _time_for(self, trigger: Trigger, kind: str, clause: str, state: _SentenceState) -> TimeRef | None:
        times = find_times(clause, direction=_direction(clause))
        # 这个月在备考，周末的聚会都先别安排: 周末 says which ones, the month how long
        if trigger.id == "held_off":
            return next((t.ref for t in find_times(self.text) if t.current_period), None)
        phrase = times[0] if times else state.time
        if phrase is None:
            return None
        # 这周末值班: lasts until the weekend is over (a week ends on Sunday)
        if trigger.id in _LASTING and times and re.fullmatch("(?:这|本)个?周末", phrase.text):
            return TimeRef(kind="period", unit="week")
        # (接下来两周出差: a window's end is no date of the trip, so that one is dated now, below)
        if trigger.id in _LASTING and times and phrase.current_period and phrase.ref.unit != "year" and not (
                is_window(phrase)):
            return phrase.ref  # 这周在上海出差, 这周感冒了, 这个月在备考: lasts the period said
        away_now = trigger.id == "trip_past" and times and phrase.current_period and (
            phrase.ref.unit in ("week", "month"))
        if away_now and not is_window(phrase) and _TRIP_DONE.search(clause) is None:
            # 老婆这周出差去成都了: away this week, of no use after it (上个月去了趟西安 is over)
            return phrase.ref
        if trigger.time == "event" or kind == "event":
            return as_event_time(phrase)
        carried = not times
        # 这个月在戒糖，奶茶甜品都不碰: the things the temporary rule forbids share its period
        spelled_out = state.rule_period and kind == "constraint" and trigger.key in ("avoid", "never")
        day_off = carried and kind == "constraint" and trigger.key in ("avoid", "never") and (
            _FOR_THAT_DAY.search(clause) is not None) and not (
            # 以后就不吃甜食了, 今天开始…就不喝了: a change for good, not for the day
            _FROM_NOW_ON.search(clause) or re.search(re.escape(phrase.text) + "(?:开始|起)", self.text))
        if day_off and phrase.current_period and phrase.ref.unit == "day":
            return phrase.ref  # 今天要抽血，早饭就不吃了: given up for the day of what was said before
        if day_off and phrase.ref.kind == "offset" and phrase.ref.unit == "day" and phrase.ref.amount == 1:
            return TimeRef(kind="period", unit="day", amount=1)  # 明天体检，早饭就不吃了: that day's
        if carried and state.time_spent and kind in ("preference", "constraint") and not spelled_out:
            return None
        named = self._role_in(clause, peers=False) if carried else None
        if named is not None and named[0] != state.time_owner and kind in ("preference", "constraint"):
            return None  # 今年过年在我家办，我小姨吃素: the aunt's diet is hers for good, not for the year
        this_weekend = re.fullmatch("(?:这|本)个?周末", phrase.text) is not None
        weekend_rule = kind == "constraint" and trigger.key in ("never", "avoid")
        if trigger.time == "period" and this_weekend and weekend_rule:
            # 这周末要加班，别给我安排聚会; 这周末一滴酒都不能喝: for this weekend only
            return TimeRef(kind="period", unit="week")
        # 今天开始这周都吃素, 明天起这个月不喝酒: from a day on, for the period said after it
        lasting = next((t for t in times[1:] if t.current_period and t.ref.unit != "day"), None)
        if trigger.time == "period" and phrase.current_period and kind in ("preference", "constraint"):
            if carried and re.search(re.escape(phrase.text) + "(?:开始|起)", self.text):
                # 我今天开始健身，以后就不吃甜食了: a change from that day on, carried to the next clause
                return None
            if _SINCE.match(clause[phrase.end:] if phrase in times else ""):
                # 今年开始吃素: a change that began in the period, not one that ends with it
                return lasting.ref if lasting is not None else None
            return phrase.ref
        coming_day = phrase.ref.kind == "offset" and phrase.ref.unit == "day" and 0 < phrase.ref.amount <= 3
        day_rule = kind == "constraint" and trigger.key in ("diet", "avoid", "never")  # 明天别推荐辣的
        if trigger.time == "period" and coming_day and day_rule:  # 明天初一，我吃素: for that day only
            if _SINCE.match(clause[phrase.end:] if phrase in times else ""):
                # 明天开始吃素: a change that starts then, open-ended
                return lasting.ref if lasting is not None else None
            return TimeRef(kind="period", unit="day", amount=phrase.ref.amount)
        return None

    def _objects(self, hit: _Hit, clause: str, offset: int, state: _SentenceState, subject_end: int,
                 next_start: int, place: ObjectPlace | None = None) -> list[tuple[str, tuple[str, ...], str]]:
        """(term to resolve, extra terms, surface phrase) for each object of a hit."""
        trigger = hit.trigger
        g = self.g
        place = place or trigger.object
        if place == "match":
            surface = trigger.match_term or hit.match.group(0)
            lately = trigger.id == "exam_prep_bare" and _LATELY.search(clause, 0, hit.start) is not None
            if trigger.requires == "dated" and not (find_times(clause) or state.time or "了" in clause
                                                    or _JUST_DONE.search(clause, 0, hit.end) or lately):
                return []  # 结婚 alone is no event; 下个月结婚, 结婚了, 刚搬进新房 are
            groups = hit.match.groupdict()
            typed = clause[hit.end: hit.end + 1] == "型"  # 我属于稳健型: the investor type's own word
            loose_lean = groups.get("risk6") and not groups.get("lean")
            # 我叫孙磊，保守型的: a bare type is a risk profile only when money is the topic too
            # 以前是进取型，现在变成保守型了: a change from one investor type to another is about money
            # itself; 结果是稳健型 after any test only when money is the topic
            changed = groups.get("risk11") and len(_RISK_TYPE_SAID.findall(self.text)) < 2
            # 体检结果是…: a result of no test of risk
            tested = groups.get("risk10") and _RISK_TEST.search(self.text) is None
            risk_loose = ((groups.get("risk4") and not typed) or loose_lean or groups.get("risk9")
                          or tested or changed)
            money_topic = any(w in self.text for w in g.words("finance_words")) or (
                _YEARLY_RATE.search(self.text) is not None)  # 一年能有4%就满足: a yearly return is money
            if risk_loose and not money_topic:
                return []  # 我偏保守, 我是保守的那种: a risk profile only when money is the topic
            if groups.get("risk6"):  # 稳健偏进取的那种: moderate, leaning aggressive, as said
                lean = f"偏{groups['lean']}" if groups.get("lean") else ""
                return [(f"{groups['risk6']}型", (), f"{groups['risk6']}{lean}")]
            said = (groups.get("value") or "").strip("“”「」\"")  # 别用“您”称呼我 → 您
            if said:  # 别绕弯子 asks for 直接: the plain positive word when there is one
                opposite = g.raw.get("style_opposites", {}).get(said) if trigger.key == "style" else None
                if opposite is not None:
                    return [(f"{_STYLE_OPPOSITE}{opposite}", (), opposite)]
                return [(f"{_STYLE}{said}" if trigger.key == "style" else said, (), said)]
            risk = next((v for k, v in groups.items() if k.startswith("risk") and v), None)
            if risk is not None:  # 风险偏好比较稳健 → the profile 稳健型
                level = _RISK_LEVELS.get(risk, risk)
                # 测评结果是进取型: the type is what was said; 我属于保守型投资者: not the words before it
                if any(groups.get(g_) for g_ in ("risk8", "risk9", "risk10", "risk11")) or (
                        groups.get("risk4") and typed):
                    surface = f"{risk}型"
                if f"{level}型" not in surface and f"{level}型" in self.text:
                    # 风险承受能力挺高的，算进取型吧: the type named in the message is what the user calls it
                    surface = f"{level}型"
                return [(f"{level}型", (), surface)]
            visitor = g.possessive_role_re.search(clause[: hit.start]) if trigger.id == "kin_visit" else None
            if visitor is not None:  # 我婆婆下个月来我们家住: who comes is part of the visit, as said
                # 从广州过来住: where the relative comes from too
                origin = re.search(r"从(?P<town>[^，,。；从]{2,6}?)(?=$)", clause[visitor.end(): hit.start])
                town = origin.group("town") if origin is not None else ""
                came_from = f"从{town}" if town in g.word_set("places") else ""
                surface = visitor.group("role") + came_from + surface
            quarrel = trigger.id == "quarrel"
            partner = re.match(r"[跟和与](?P<who>[^，,。；]{1,6}?)大?吵", surface) if quarrel else None
            if partner is not None:  # 跟房东吵了一架: with whom is what the quarrel is about
                return [(f"跟{partner.group('who')}{trigger.literal_value}", (), surface)]
            if trigger.key == "life_event":  # 明年准备考二级 after 过了CFA一级: the level of that exam
                surface = self._exam_named(surface, self.text[: max(offset + hit.start, 0)])
            return [(trigger.literal_value or surface, (), surface)]
        if place == "clause":
            said = clause.rstrip("了啊呀！!")
            rest = re.sub(trigger.regex, "", said)
            says_what = len(re.sub(r"^(?:我|我要|要|我想|想|必须|我必须)", "", rest)) >= 2
            # 押金到现在都没退, 被坑了八百块: the match says it all (what is owed, what was lost)
            says_what = says_what or trigger.id == "refund_owed" or bool(_MONEY_LOST.search(said))
            opened = max(self.text.rfind(mark, 0, max(offset, 0)) for mark in "。！？!?\n") + 1
            verb = trigger.regex.search(said)
            lead = _NO_THING_LEAD.match(said)
            ordered = self._ordered_before(self.text[opened: max(offset, opened)]) if (
                verb is not None and lead is not None and verb.start() <= lead.end()) else ""
            if ordered:  # 书架上周就下单了，到现在还没送到: what was ordered just before is what is missing
                said, says_what = ordered + said, True
            if not (says_what or re.search("退货|退款|投诉", said)):
                return []  # 要投诉 after 耳机坏了 says nothing new
            victim = re.sub("(?:还|也|又|都|竟然|居然|直接|跟着)+$", "", rest)
            second = trigger.key == "incident" and "被" in said and len(victim) >= 2 and (
                victim not in state.complained_of)
            if state.complained and not second:
                # 手机摔坏了，屏幕也碎了: the same mishap told on; 手机被偷，信用卡还被盗刷了: another thing
                # was done to the user, a second incident
                return []
            state.complained = True
            state.complained_of += said
            for time in reversed(find_times(said)):  # 昨天手机摔坏了: the date goes to the event's time
                said = said[: time.start] + said[time.end:]
            visited = None if "在" in said else _VENUE_VISITED.search(self.text, opened, max(offset, opened))
            if visited is not None and self.finder is not None and self.finder.senses(visited.group("venue")):
                said = f"在{visited.group('venue')}，{said}"  # 昨晚在海底捞排队，服务员还上错菜: where it was
            return [(said, (), clause)]
        if place == "budget":
            return self._budget(hit)
        thing = hit.match.groupdict().get("thing")
        if trigger.id == "returned" and thing:  # 把那双鞋退了
            cleaned, _ = self._strip(thing, offset + hit.match.start("thing"))
            cleaned = re.sub(r"^(?:那|这)(?:双|件|个|台|条|本|部)?", "", cleaned)
            if not cleaned:
                return []
            term, extras = self._concept_term(cleaned)
            return [(term, extras, cleaned)]
        if place == "group":
            return self._group_objects(hit, clause, offset, state.last_object)
        if place == "after":
            start, end = hit.end, next_start
        else:
            start, end = max(subject_end, 0), hit.start
            segment = clause[start:end]
            if subject_end > 0 and _STANCE_ONLY.fullmatch(segment):
                return self._topic(clause[:end], offset)  # 撸串我是真不行: the thing is the topic said first
            anchor = max(segment.rfind("对"), segment.rfind("对于"))
            if anchor >= 0 and (offset + start + anchor) in self.edges:
                start = start + anchor + (2 if segment[anchor:].startswith("对于") else 1)
            elif segment.startswith("有") and (offset + start) not in {s for s, _ in self.concept_spans}:
                start += 1  # (有氧运动 is a thing of its own that starts with 有)
        phrase = clause[start:end]
        phrase_offset = offset + start
        # (奶茶太甜我喝不惯 keeps its 太甜: a dislike of the sweetness as much as of the drink)
        fault = _THING_THEN_FAULT.match(phrase) if trigger.id in _VERDICT_TRIGGERS else None
        if fault is not None and not self._whole_concept(phrase) and (
                self._whole_concept(fault.group("thing"))):
            phrase = fault.group("thing")  # 川菜太油了不太行: the thing, then why it will not do
        said_self = _SELF_AFTER.match(phrase) if trigger.key == "habit" and place == "after" else None
        if said_self is not None:  # 平时我自己带娃: the user said after 平时 is whose habit, not what
            phrase, phrase_offset = phrase[said_self.end():], phrase_offset + said_self.end()
        if trigger.id in ("practice", "invests_in"):  # 坚持跑步三年了 → 跑步
            phrase = _DURATION.sub("", phrase)
        amount = _AMOUNT_LEAD.match(phrase) if trigger.id == "invests_in" else None
        if amount is not None:  # 每月定投两千块的沪深300: the sum put in each time is no part of the fund
            phrase, phrase_offset = phrase[amount.end():], phrase_offset + amount.end()
        if trigger.id == "returned":  # 退了一双鞋 returns a thing; 退了群 leaves a group
            counted = _COUNTED.match(phrase)
            if counted is None:
                return []
            if phrase[0] in "那这":  # 退了那台扫地机器人 → 扫地机器人
                phrase, phrase_offset = phrase[counted.end():], phrase_offset + counted.end()
        if trigger.id == "adopted" and not (any(w in phrase for w in g.words("adoptable"))
                                            or re.match("[一两三几]?[只条]", phrase)):
            return []
        if trigger.id == "reduce_before":  # 做菜盐得少放: the cooking is when, the salt is what
            cooked = _COOKING_LEAD.match(phrase)
            if cooked is not None:
                phrase, phrase_offset = phrase[cooked.end():], phrase_offset + cooked.end()
        if trigger.id == "won_over":  # 换了苹果就回不去了: what one switched to, not the verdict on it
            phrase = _NO_GOING_BACK.sub("", phrase)
        if trigger.id == "limit":  # 不能看太久屏幕 → 看屏幕
            phrase = re.sub("太久|太长时间|长时间|太多|过久|很久|久了", "", phrase)
            exercise = _BARE_EXERCISES.get(phrase)
            if exercise is not None:  # 膝盖做过手术，不能跳太多: the bare verb left names the exercise
                return [(*self._concept_term(exercise), exercise)]
        if place == "after" and trigger.key == "never":
            phrase = _GIVEN_TO_ME.sub("", phrase)  # 别推荐冰的给我: to whom is no part of the thing
        if place == "after":
            unit = _OUR_UNIT.match(phrase) if trigger.requires == "classify_is" else None
            if unit is not None:  # 我是我们组的组长: the unit is whose, the job what (我们 starts no clause)
                phrase, phrase_offset = phrase[unit.end():], phrase_offset + unit.end()
            if _HOW_MUCH.fullmatch(phrase) or _HOW_MUCH.fullmatch(self._cut_object(phrase, phrase_offset)):
                return []  # 辣的不能吃太多: how much is no thing; the thing is the topic said before the rule
            phrase = self._cut_object(phrase, phrase_offset)
            phrase = _DURATION.sub("", phrase) or phrase  # 戒烟三年了: how long, not what
            # 用支付宝付款, 用Excel做表: the tool, not what it is used for
            if trigger.key in ("uses", "only"):
                phrase = self._cut_object(phrase, phrase_offset, "instrument_stops")
            refused = phrase.find("不", 1) if trigger.key == "only" else -1
            if refused > 0 and self._whole_concept(phrase[:refused]):
                phrase = phrase[:refused]  # 只跟团不自由行: the one thing, then the other refused
        else:  # 对足球不感兴趣: the negation sits between the object and the trigger
            phrase = g.negation_re.sub("", phrase)
            # 吃虾会过敏, 一吃就过敏: the eating and the 就 are not the object; 应该是过敏: a hedge
            phrase = re.sub("(?:也|都|就|真的|倒)?是$", "", phrase)  # 我对花生是过敏的
            phrase = re.sub("(?<=..)(?:真的|实在|确实|根本|完全|绝对)+$", "", phrase)  # 我吃辣真的不行
            resumed = _RESUMED_BY_PRONOUN.search(phrase)
            if resumed is not None and not self._whole_concept(phrase):
                # 啤酒他是不碰的: the thing said first and the person taken up again; 吉他 stays a word
                phrase = phrase[: resumed.start()]
            consequence = _CONSEQUENCE.search(phrase)
            if consequence is not None and self._edge(phrase_offset + consequence.start()):
                phrase = phrase[: consequence.start()]  # 人多的聚会 keeps its 会: no 会 of its own
            phrase = _SENSED.sub("", phrase) or phrase  # 普通厅看着没感觉: how it comes across, not what
            if trigger.requires == "exposure":  # 一吃海鲜身上就起疹子: where it shows is not what it is
                phrase = _CONSEQUENCE.sub("", _TRAILING_BODY_PART.sub("", phrase))
            unprefixed = re.sub(r"^(?:一|每次|只要|一旦)(?=吃|喝|碰|闻|接触|沾|用)", "", phrase)
            # 吃完海鲜就拉肚子: not 完海鲜; 川菜我每次吃完都闹肚子: no thing of its own, the topic is
            unprefixed = re.sub(r"^(?:吃|喝)(?:完|过)", "", unprefixed)
            unprefixed = _PERCEIVE.sub("", unprefixed)
            phrase_offset += len(phrase) - len(unprefixed)  # the edges stay those of the message
            phrase = unprefixed
            for hedge in g.words("hedges"):
                if phrase.endswith(hedge):
                    phrase = phrase[: -len(hedge)]
                    break
        given_up = _GIVEN_UP.search(clause, 0, hit.start) if trigger.id == "bought" else None
        if given_up is not None:  # 把iPhone 13换成了16: the 16 of the same line
            phrase = _same_line(given_up.group("old"), phrase)
        if trigger.requires == "trip":
            return self._trip_object(phrase, phrase_offset, clause)
        if trigger.requires in ("name", "age", "date_phrase", "phone", "email", "place_phrase", "classify_is",
                                "medical", "habit_verb"):
            return self._special_object(trigger, phrase, phrase_offset, clause, state.subject)
        out: list[tuple[str, tuple[str, ...], str]] = []
        plural = place != "after" and "都" in clause[max(0, hit.start - 3): hit.end]  # 啤酒炸鸡都不能吃
        for piece, piece_offset in self._split_objects(phrase, phrase_offset, side_by_side=plural):
            cleaned, _ = self._strip(piece, piece_offset)
            if self.finder is not None and piece.endswith("的") and not self.finder.senses(cleaned) and (
                self.finder.senses(piece)
            ):
                cleaned = piece  # 冰的和辣的都得少吃: 冰的 is known (cold drinks), 冰 is not
            elif self.finder is not None and piece.endswith("的") and not self.finder.senses(cleaned) and (
                    self.finder.senses(f"{cleaned}的")):
                cleaned = f"{cleaned}的"  # 别给我推荐冰的: the verb goes, the kind keeps its 的 (冰的)
            carried = _KIND_CARRIED.fullmatch(cleaned) if trigger.key == "never" else None
            if carried is not None and self.finder is not None and not self._whole_concept(cleaned):
                # 别给我推荐辣的东西, 冰的饮料: the kind is what is refused (东西 and 饮料 carry it); a kind
                # the lexicon does not know (好吃的东西) is none
                kind, finder = carried.group("kind"), self.finder
                said_kind = next((k for k in (kind, kind[:-1], f"吃{kind[:-1]}") if finder.senses(k)), None)
                if said_kind is not None:
                    piece, cleaned = kind, said_kind
            if _ONE_ANSWER.match(cleaned):
                continue  # 我喜欢你刚才那个回答: praise of one answer already given is no standing style
            style = self._style(cleaned, trigger)
            if style is not None:
                out.append(style)
                continue
            this_one = _THIS_BUSINESS.match(cleaned) if trigger.key in ("avoid", "never") else None
            if this_one is not None and self._whole_concept(cleaned[this_one.end():]):
                # 以后再也不坐这家航空公司了: the business that let the user down is the one refused
                cleaned = cleaned[this_one.end():]
            local = _HERE_OF.match(cleaned) if trigger.kind == "preference" else None
            if local is not None:  # 挺喜欢这边的海: the sea of the place the user is in, a thing of its own
                cleaned = cleaned[local.end():]
            if cleaned.startswith("它的") and trigger.kind == "preference" and offset > 0 and (
                    self._whole_concept(cleaned[2:])):
                cleaned = cleaned[2:]  # 但很喜欢它的拍照: a known feature of the thing said before
            their = _THEIR_SHOP.match(cleaned) if trigger.kind == "preference" else None
            if their is not None and len(cleaned) - their.end() >= 2 and self._shop_before(offset):
                cleaned = cleaned[their.end():]  # 常去Costco，特别喜欢他们家的烤鸡: the shop's dish, liked
            kind_of = _KIND_POINTED.match(cleaned) if trigger.kind == "constraint" else None
            if kind_of is not None and self._whole_concept(cleaned[kind_of.end():]):
                # 我对这款洗发水过敏, 对这种花粉过敏: a rule about that kind of thing holds for the whole kind
                cleaned = cleaned[kind_of.end():]
            if not cleaned or _said_length(cleaned) > 16 or self._demonstrative(cleaned) or (
                    _only_adverbs(cleaned)):
                continue
            if _particles_only(cleaned, g):
                continue
            if cleaned in ("喜欢", "爱", "热爱", "喜爱"):
                continue  # 我喜欢是喜欢，但…, 喜欢就是喜欢: the liking said again, no thing
            if _PERSON.fullmatch(cleaned):
                continue  # 我对他没感觉 is about a person
            if cleaned.startswith("它"):
                continue  # 最喜欢它语法简洁: what is liked about the thing said before, no thing of its own
            if cleaned in g.roles and g.roles[cleaned] not in _PET_ROLES:
                continue  # 我讨厌我老板 is about a person, not a thing to avoid
            if trigger.requires == "body_cause" and cleaned in g.word_set("body_parts"):
                continue  # 现在胃不行了: the body part is why, not what to avoid
            if len(cleaned) == 1 and self.finder is not None and place == "after":
                joined = hit.match.group(0)[-1] + cleaned  # 不抽烟, 戒烟: the verb makes the word (抽烟)
                said_at = piece.rfind(cleaned)
                # 千万不能喝酒: the 喝 was stripped off the object
                verb_made = piece[said_at - 1] + cleaned if said_at > 0 else ""
                if self.finder.senses(joined):
                    cleaned = joined
                elif verb_made and verb_made[0] in _CONSUMING:
                    # 不能碰酒: touching a drink is drinking it (喝酒 is the word the lexicon knows)
                    cleaned = next((w for w in (verb_made, f"喝{cleaned}", f"吃{cleaned}")
                                    if self.finder.senses(w)), cleaned)
                elif trigger.key == "never" and (piece.rstrip().endswith("的") or _KIND_CARRIED.search(
                        piece)) and self.finder.senses(f"吃{cleaned}"):
                    # 这周别推荐辣的, 辣的东西: the dishes of the taste (吃辣)
                    cleaned = f"吃{cleaned}"
            term, extras = self._concept_term(cleaned)
            if trigger.kind == "preference" and _DONE_TO_ME.search(cleaned):
                term, extras = cleaned, ()  # 讨厌饭局上被劝酒: being pushed to drink is disliked, not drink
            if trigger.key == "never" and (len(cleaned) < 2 or cleaned in g.words("never_stop")):
                continue  # 千万别忘了 is a reminder, not a standing rule
            told = cleaned[cleaned.find("把") + 1:] if cleaned.startswith("把") else cleaned  # 把这事说出去
            if trigger.key == "never" and any(word in told for word in g.words("telling_verbs")):
                continue  # 千万别告诉别人, 别把我的地址透露给别人: a secret kept, no thing the user avoids
            named: re.Match[str] | None = None  # 有B站的大会员: a membership names the site whole
            # 写Java: a language the lexicon knows; 写bug, 写PPT are no tool the user works in
            if trigger.key == "uses" and trigger.id not in ("has_membership", "codes_in"):
                named = _LATIN_NAME.match(cleaned)
            if named is not None and named.group(0) != cleaned:  # 用Notion记笔记: the tool, not the task
                cleaned = named.group(0)
                term, extras = self._concept_term(cleaned)
            loose = trigger.requires == "known_concept" or trigger.id == "rule_not"  # 下次别迟到了 is no rule
            if loose and term == cleaned and named is None and not (
                self.finder is not None and self.finder.senses(cleaned)
            ):
                continue  # 我在用电脑 / 刚开完会: only a known product or brand makes "uses" a memory
            if trigger.id == "cant_take_after" and not self._whole_concept(cleaned):
                continue  # 闻不了油烟味: a thing known only in part (烟味 inside 油烟味) is no thing named
            maker = any(self._concept_has_type(cleaned, types) for types in ("org_types", "system_types"))
            if trigger.id == "switched_bare" and not (maker or _LATIN_NAME.fullmatch(cleaned)):
                continue  # 现在换华为了, 换Mac了 go over to a maker or a model; 现在换手机了 got a new one
            if trigger.id == "wears_brand" and not self._concept_has_type(cleaned, "org_types"):
                continue  # 跑鞋一直穿亚瑟士 uses the brand; 我一直穿裙子 is no product one uses
            if trigger.id == "uses" and _ONE_DAY.search(clause[: hit.start]):
                continue  # 今天用手机看: what the user has at hand today, not a product they use
            at_hand = trigger.id == "uses" and hit.match.group(0).startswith("在")
            # 我在用Keep打卡，已经连续100天了: a use said to have lasted is no passing moment
            lasted = at_hand and _LASTED.match(self.text, max(offset + hit.end, 0)) is not None
            if at_hand and not lasted and not self._concept_has_type(cleaned, "system_types"):
                continue  # 我在用Windows is a system one runs; 我在用电脑 what one is doing right now
            if trigger.id in ("not_ok_food", "stopped_food") and not self._concept_has_type(
                    cleaned, "edible_types"):
                continue  # 猪肉不行 is a rule; 手机不行 says the phone is bad; 车停了 is parked
            if trigger.id == "stopped_food" and self.finder is not None and any(
                    c.id == _MEDICINE or _MEDICINE in c.parents for c in self.finder.senses(cleaned)):
                continue  # 咖啡停了 keeps off coffee; 药停了 ends a treatment, no food refused
            out.append((term, extras, cleaned))
        return out

    def _style(self, cleaned: str, trigger: Trigger) -> tuple[str, tuple[str, ...], str] | None:
        """你回复里加表情符号: how the agent should answer is a style preference, not a thing."""
        if trigger.kind != "preference" or not cleaned.startswith(("你", "您")):
            return None
        if not any(word in cleaned.lower() for word in self.g.words("style_words")):
            return None
        rest = re.sub(r"^(?:你|您)(?:的)?(?:在)?(?:回复|回答|说话|消息)?(?:里|中|时|的时候)?", "", cleaned)
        return (f"{_STYLE}{rest or cleaned}", (), rest or cleaned) if len(rest) >= 2 else None

    def _budget(self, hit: _Hit) -> list[tuple[str, tuple[str, ...], str]]:
        match = hit.match
        number_text = match.group("num") or match.group("num2")
        unit = match.group("unit") or match.group("unit2") or ""
        amount = cn_to_number(number_text or "")
        if amount is None or amount <= 0:
            return []
        said_before = match.string[: match.start()]
        if match.group("num2") and match.group(0).endswith(("左右", "上下")) and not any(
            w in said_before for w in self.g.words("buying_words")
        ):
            return []  # 想买辆十万左右的车 is what one will pay; 我开的是十万左右的车 is no cap
        multiplier = {"万": 10_000, "万元": 10_000, "w": 10_000, "W": 10_000, "千": 1000, "千元": 1000,
                      "k": 1000, "K": 1000}.get(unit, 1)
        if unit in ("百元",):
            multiplier = 100
        currency = "USD" if unit in ("美元", "美金", "刀") else "CNY"
        value = f"{round(amount * multiplier)} {currency}"
        if has_chinese_numeral(number_text or "") or multiplier != 1:
            value += f" ({number_text}{unit})"
        return [(value, (), value)]

    def _group_objects(self, hit: _Hit, clause: str, offset: int, said_before: str | None = None
                       ) -> list[tuple[str, tuple[str, ...], str]]:
        groups = {k: v for k, v in hit.match.groupdict().items() if v}
        trigger = hit.trigger
        if trigger.id == "son_and_daughter":  # 我有一儿一女, 儿女双全: a son and a daughter
            return [("son (儿子)", (), "儿子"), ("daughter (女儿)", (), "女儿")]
        if trigger.id == "pet_breed":  # 我家狗叫可乐，是只金毛: the breed of the pet said before
            role_word = groups.get("role", "")
            role = self.g.roles.get(role_word)
            said_at = max(offset + hit.match.start("role"), 0)
            pet_said = any(self.g.roles.get(m.group(0)) == role
                           for m in self.g.role_re.finditer(self.text, 0, said_at))
            if role not in _PET_ROLES or role_word in ("猫", "狗", "猫咪", "狗狗") or not pet_said:
                return []  # 是只猫 tells nothing new; 我同事是只金毛 is a joke, no pet
            return [(role_word, (), role_word)]
        if trigger.id in ("knows", "pets_home", "raising_alone"):
            role_word = groups.get("role", "")
            role = self.g.roles.get(role_word)
            if trigger.id == "raising_alone" and role not in _CHILD_ROLES:
                return []  # 一个人带女儿: the child one raises alone is one's own (一个人带团队 is work)
            if role in _PET_ROLES and _TOY_AFTER.match(clause, hit.end):
                return []  # 有一个布偶娃娃: a toy named like the breed, no pet
            return [(f"{role} ({role_word})", (), role_word)] if role else []
        # 家里就我、老公和儿子三口人: each one named is the user's; 我跟女朋友在一起三年了: the partner
        if trigger.id in ("household", "household_listed", "together_for"):
            words = [m.group(0) for m in self.g.role_re.finditer(hit.match.group("people"))]
            roles = self.g.roles
            words = [w[1:] if w.startswith("我") and len(w) > 2 and w[1:] in roles else w for w in words]
            return [(f"{self.g.roles[w]} ({w})", (), w) for w in words]
        if trigger.id in ("age", "age_bare", "age_months", "age_listed"):
            half = groups.get("age") is not None and clause.startswith("半", hit.end)  # 两岁半
            after = clause[hit.end + half: hit.end + half + 4]
            described = after.startswith("的") and self.g.role_re.match(clause, hit.end + 1) is not None
            # 三岁的儿子: the age of the person named after it; 三岁的时候 is a time
            told_after = described and trigger.id == "age"
            if not told_after and after.startswith(
                    ("的时候", "时", "那年", "那时", "以前", "之前", "以后", "之后", "的")):
                return []
            if "age_months" in groups:  # 宝宝才三个月: months count for the very young only
                young = self._role_in(clause[: hit.start])
                months = cn_to_int(groups["age_months"])
                if young is None or young[0] not in _YOUNG_ROLES or months is None:
                    return []
                return [(f"{months} months", (), groups["age_months"])]
            if _AGE_GAP.search(clause[: hit.start]):
                return []  # 女朋友小我三岁, 比我大五岁: the gap between two ages, not an age
            age = cn_to_int(groups.get("age") or groups.get("age_year") or groups.get("age_now", ""))
            if age is None or not 0 < age < 120:
                return []
            if half:
                return [(f"{age}.5", (), f"{age}.5")]  # 两岁半: the half year counts for a small child
            return [(str(age), (), str(age))]
        if trigger.id in _EMPLOYER_TRIGGERS:
            raw_org = groups.get("org", "")
            trimmed = re.sub(r"^.+?的?(?=一家|一所|一个)", "", raw_org)  # 杭州(的)一家电商公司 → 电商公司
            trimmed = _DURATION.sub("", trimmed)  # 入职字节三个月了 → 字节
            trimmed = _TEAM_OF_ORG.sub("", trimmed) or trimmed  # 在字节的飞书团队 → 字节
            trimmed = _described_org(trimmed)  # 去了家做新能源的公司 → 新能源公司
            org_offset = offset + hit.match.start("org") + len(raw_org) - len(trimmed)
            org, _ = self._strip(trimmed, org_offset, verbs=False)
            if org in self.g.words("vague_places") or org.endswith(("附近", "旁边", "对面", "周边", "一带")):
                return []  # 在外地工作, 在商场附近上班 say where the user works, not for whom
            if "hop" in groups and not (
                    (self._concept_has_type(org, "org_types") or self._concept_has_type(org, "app_types"))
                    and (find_times(clause[: hit.start]) or hit.match.group(0).startswith("从"))):
                # 上个月跳到美团了, 从百度跳到了腾讯: a hop, when it happened or from where, to a firm the
                # lexicon knows; 跳到第三页, 点链接就跳到淘宝了 is no new job
                return []
            return [(org, (), org)] if len(org) >= 2 and not org.startswith(("找", "准备", "忙")) else []
        if trigger.id == "leads_team":  # 在腾讯带一个十人的测试团队: the lead of that team
            team = groups.get("team", "")
            return [(f"{team}团队负责人", (), f"{team}团队")]
        # 对咖啡因特别敏感; 不想再看到跟减肥有关的推荐; 从小吃辣长大 (a taste one grew up with)
        # 在控制盐的摄入: a known thing cut down on; 喝茶多一些, 还是飞书顺手: the known thing preferred
        # 别选没电梯的 (requires it), 不要有最低消费的那种 (avoids it); 吃辣我没问题 (a taste one handles);
        # 酒店要没有地毯的房间 (wants one without it: avoids it)
        if trigger.id in ("steer_clear", "paused_use") and self.finder is not None:
            # 酒精和咖啡因都得避开: each thing listed is kept away (和牛 stays whole: each part must be known)
            parts = [self._strip(part, -1000)[0] for part in _LISTED_APART.split(groups.get("x", ""))]
            if len(parts) > 1 and all(part and self.finder.senses(part) for part in parts):
                return [(*self._concept_term(part), part) for part in parts]
        if trigger.id in ("sensitive_to", "no_more_about", "advice_held", "held_off", "steer_clear",
                          "grew_up_on", "intake_cap", "more_of", "handier", "not_without", "not_with",
                          "no_problem_with", "still_better", "wants_without", "handiest_is",
                          "handier_when_able", "home_full_of", "booking_pref", "values_most", "user_of",
                          "top_choice", "paused_use"):
            # 还是吃米饭好: the food, not the eating, is what is better; 酒店尽量给我安排高楼层: what
            # every booking of that kind should have
            verbs = trigger.id == "still_better"
            said = groups.get("x") or groups.get("x2") or groups.get("x3") or ""  # (x3: 别订那种带X的)
            thing, _ = self._strip(said, -1000, verbs=verbs)
            known = self.finder is not None and bool(self.finder.senses(thing))
            if verbs and self.finder is not None and not known:  # 还是老家的米饭香: a known thing heads it
                known = any(e == len(thing) for _, e, _ in self.finder.find_in_text(thing))
            # 库里是我最喜欢的球员: the kind said after names what an unknown word is (a player, a singer)
            named_kind = _FAVOURITE_KIND.fullmatch(groups.get("kind", "")) is not None
            known = known or (trigger.id == "handiest_is" and named_kind and not self._demonstrative(thing)
                              and not _PERSON.fullmatch(thing) and thing not in self.g.roles)
            if not thing or (trigger.id in ("sensitive_to", "grew_up_on", "intake_cap", "more_of", "handier",
                                            "no_problem_with", "still_better", "handiest_is",
                                            "handier_when_able", "home_full_of", "user_of", "top_choice",
                                            "paused_use")
                             and not known):
                return []  # 对声音很敏感 is a trait, not a thing to keep away from
            term, extras = self._concept_term(thing)
            return [(term, extras, thing)]
        if trigger.id == "timed_refused":  # 上午的会尽量别约: a kind of appointment kept out of a time of day
            thing = groups.get("thing") or groups.get("thing2", "")
            when = groups.get("when") or groups.get("when2", "")
            value = f"{_NOUN_SENSE.get(thing, thing)}, {when}"
            return [(value, (), value)]
        if trigger.id == "strong_taste":  # 口味重 → strong flavours; 口味清淡 → mild food
            taste = _TASTES.get(groups.get("x") or groups.get("x2", ""), "")
            return [(taste, (), taste)] if taste else []
        if trigger.id == "climbed":  # 上个月刚爬完黄山: a trip to the mountain
            peak, _ = self._strip(groups.get("peak", ""), -1000, verbs=False)
            return [(peak, (), peak)] if len(peak) >= 2 else []
        if trigger.id == "in_charge_of":  # 我主要负责芯片验证: what one's job is
            duty, _ = self._strip(groups.get("x", ""), -1000, verbs=False)
            return [(duty, (), duty)] if len(duty) >= 2 else []
        if trigger.id in ("studying_for", "studying_at"):  # 在读研: a student of that level
            deg = groups.get("deg", "")  # 读MBA: a student of the programme named by its letters
            letters = re.sub("^(?:在职|非全日制|非全)", "", deg[1:])  # 读在职MBA: the same programme
            level = _STUDENT_LEVELS.get(deg) or (f"{letters}学生" if letters.isascii() and letters else None)
            return [(level, (), groups["deg"])] if level else []
        if trigger.id == "preparing_goal":  # 在准备十一月的上海马拉松: the race, its date said apart
            goal = groups.get("goal", "")
            for time in find_times(goal)[::-1]:
                goal = goal[: time.start] + goal[time.end:]
            goal, _ = self._strip(re.sub("^的", "", goal.strip()), -1000, verbs=False)
            return [(f"准备{goal}", (), goal)] if len(goal) >= 2 else []
        if trigger.id == "exam_plan":  # 今年打算把雅思考了: the exam planned
            exam, _ = self._strip(groups.get("exam", ""), -1000, verbs=False)
            exam = self._exam_named(f"考{exam}", self.text[: max(offset + hit.start, 0)])
            return [(exam, (), exam)] if len(exam) >= 3 else []
        if trigger.id == "conclusion_first":  # 先给结论再解释: how answers should open
            return [(f"{_STYLE}先给{groups['what']}", (), f"先给{groups['what']}")]
        if trigger.id == "retired_job":  # 退休前是中学老师: the job one retired from
            job, _ = self._strip(groups.get("job", ""), -1000, verbs=False)
            return [(f"退休{job}", (), job)] if len(job) >= 2 else []
        # 日用品我一直在拼多多上买, 买菜都在盒马, 苹果全家桶: a shop, app or brand we know
        if trigger.id in ("shops_at", "ecosystem"):
            shop = groups.get("shop") or groups.get("shop2") or ""
            if self.finder is None or not self.finder.senses(shop):
                return []
            if trigger.id == "ecosystem" and not self._concept_has_type(shop, "device_brand_types"):
                return []  # 苹果全家桶 is every device of the brand; 肯德基全家桶 is a meal
            term, extras = self._concept_term(shop)
            return [(term, extras, shop)]
        if trigger.id == "department":
            named = ("dept", "dept2", "dept3", "dept4", "dept5", "dept6", "dept7", "dept8")
            dept = next((groups[n] for n in named if groups.get(n)), "")
            dept, _ = self._strip(dept, -1000, verbs=False)  # a group of its own: no edges needed
            return [(dept, (), dept)] if dept and not self._demonstrative(dept) else []
        if trigger.id in ("fan", "fan_bare"):  # fan_bare: 五月天铁粉, 湖人死忠粉 (no 是)
            fan, _ = self._strip(groups.get("fan", ""), offset + hit.match.start("fan"))
            if not fan or self._demonstrative(fan):
                return []
            knows_works = _KNOWS_WORKS.search(hit.match.group(0)) is not None
            if knows_works and self.g.role_re.search(fan) is not None:
                return []  # 我老婆的书我都看过, 同事的歌都会唱: a person's own, no artist followed
            # 奶茶重度爱好者, 不折不扣的猫奴
            fan = _INTENSE.sub("", re.sub("(?:重度|资深|铁杆|忠实|超级|狂热|死忠)$", "", fan))
            owned = fan.rstrip("的")
            if owned and owned != fan and not (self.finder is not None and self.finder.senses(fan)):
                fan = owned  # 薛之谦的死忠粉: whose fan, not 薛之谦的 (辣的 stays a thing of its own)
            if not fan:  # 湖人我是死忠粉: the fan word alone; what one is a fan of is the topic said first
                topic = clause[: hit.start]  # (苹果全家桶我是死忠粉: the brand's range is `ecosystem`'s)
                if not topic or self.g.trigger("ecosystem").regex.search(topic) is not None:
                    return []
                return self._topic(topic, offset)
            known = self.finder is not None and bool(self.finder.senses(fan))
            # 猫奴 dotes on cats, 狗派 sides with dogs, 咖啡党 with coffee; 房奴 pays a mortgage, 行动派 is a
            # way of being: these suffixes name a taste only for a known thing (原神玩家 plays the game;
            # 新手玩家 names no game)
            # 咖啡依赖 leans on coffee, 路径依赖 is no taste; a closing 了 (是曼联的老球迷了) adds nothing
            fan_word = re.sub("(?:了|啦|之一)?(?:哈|呀|啊|哦|嘛|呢)?$", "", hit.match.group(0))  # …铁粉哈
            taste_suffix = fan_word.endswith(("奴", "派", "党", "玩家", "依赖", "依赖症"))
            # 甜豆腐脑党, 咸粽子党: a camp named by its flavour sides with that flavour of the dish (known
            # or not)
            flavoured = fan_word.endswith("党") and len(fan) > 1 and fan.startswith(
                self.g.words("flavour_camps"))
            if taste_suffix and (not (known or flavoured) or fan in ("房", "车", "卡")):
                return []
            if fan_word.endswith("佬") and not (self.finder is not None and any(
                    {"hobby", "sport"} & set(c.tags) for c in self.finder.senses(fan))):
                return []  # 钓鱼佬 lives for fishing; 广东佬, 乡下佬 say where one is from
            if fan_word.endswith("派") and self._concept_has_type(fan, "risk_types"):
                return []  # 保守派 is a way of investing, no taste (我是保守型 reads it)
            # 曼联的老球迷, 勇士队的铁杆球迷: how long or how firmly one is a fan says nothing of the team
            fan = _FAN_DEGREE.sub("", fan) if len(fan) > 3 and not known else fan
            if len(fan) > 2 and fan[-1] in "球影歌书剧乐" and not known:
                fan = fan[:-1].rstrip("的")  # 巴萨球迷 → 巴萨, 周杰伦的歌迷 → 周杰伦
            raw = groups.get("fan", "").strip("的")
            if len(fan) == 1 and len(raw) > 1 and trigger.id == "fan_bare":
                fan = raw  # 五月天铁粉: a band, not a month
            # 球迷, 影迷: the word is the whole
            if len(fan) == 1 and not fan_word.endswith(("奴", "派", "党")):
                fan = fan_word.lstrip("是个一名资深忠实铁杆")
            term, extras = self._concept_term(fan)
            if trigger.id == "fan_bare" and term != fan and not fan_word.endswith(("派", "党")):
                term, extras = fan, ()  # 王者荣耀老玩家: the game, not the phone brand at its end
            return [(term, extras, fan)]
        if trigger.id == "zodiac":  # 我是白羊座: the sign by its usual name, the words as said
            sign = groups.get("sign", "")
            return [(f"{self.g.raw['zodiac_signs'][sign]} ({sign}座)", (), f"{sign}座")]
        if trigger.id == "income":  # 月薪两万五, 年薪三十万: the amount and what it is per
            amount = cn_to_number(groups.get("num", ""))
            unit = groups.get("unit", "")
            if amount is None or amount <= 0:
                return []
            amount *= {"万": 10_000, "w": 10_000, "W": 10_000, "千": 1000, "k": 1000, "K": 1000}.get(unit, 1)
            if amount < 100:
                return []  # 工资是三号发: a day, not an amount
            per = "year" if "年" in groups.get("per", "") else "month"
            said = groups.get("num", "") + unit
            value = f"{round(amount)} CNY/{per}"
            if not said.isdigit():
                value += f" ({said})"
            return [(value, (), value)]
        if trigger.id == "surname":
            surname = groups.get("surname", "")
            if not surname:
                return []
            # 我姓黄，黄飞，做会计的: the full name said right after the surname is the name itself
            after = self.text[offset + hit.match.end("surname"):]
            pattern = f"[，, ]*(?:叫|全名|名字叫)?(?P<name>{re.escape(surname)}[\u4e00-\u9fff]{{1,2}})"
            said = re.match(pattern + "(?=$|[，,。；;！!、 ])", after)
            given = said.group("name")[len(surname):] if said is not None else ""
            if given and not any(c in _NOT_IN_NAMES for c in given):
                return [(surname + given, (), surname + given)]
            return [(f"{surname} (姓)", (), surname)]
        if trigger.id == "visit":  # 去体检, 要拔智齿, 看了牙医: dated or planned, not a general remark
            planned = re.search("要|得|约|预约|准备|打算|需要|了|过", clause) or _JUST_DONE.search(clause)
            if not (planned or find_times(clause)):
                return []
            if clause[hit.end:].startswith(("报告", "单", "中心", "套餐", "结果", "费", "卡", "项目")):
                return []  # 体检报告出来了: a thing, not the appointment
            if re.match("(?:时|的时候)?(?:查出|检查出|发现|显示|说)", clause[hit.end:]):
                return []  # 体检查出来血糖高: the finding is the memory, not the check-up
            lead = r"^(?:到医院去?|去医院|去|要|得|约了|预约了?|准备|打算|需要|刚)+"
            visit = re.sub(lead, "", hit.match.group(0))
            visit = re.sub("(?<=[看做拔补洗查抽照拍种打验])[完好]了?", "", visit)  # 拔完牙 → 拔牙, as said
            if hit.match.group("visit5"):  # 预约了下周四下午的牙医: the date inside is no part of the visit
                visit = hit.match.group("visit5")
            if hit.match.group("visit6"):  # 把智齿拔了 → 拔智齿: the procedure said the usual way round
                visit = hit.match.group("cut") + hit.match.group("visit6")
            return [(visit, (), visit)] if visit else []
        if trigger.id == "abstain":  # 这个月我不网购了: a break for the period said, not a standing rule
            act = groups.get("act", "")
            times = find_times(clause)
            if not times or not any(t.current_period for t in times) or not act.startswith(
                tuple(self.g.words("abstain_verbs"))
            ):
                return []  # 今天不加班了, 今天不去了: a plan for the day, not something given up
            term, extras = self._concept_term(act)
            return [(term, extras, act)]
        if trigger.id == "redeemed":  # 我的基金上周赎回了一半: selling out of an investment
            verb = re.sub("了|^(?:全部|全|都)", "", hit.match.group(0)[len(groups.get("thing", "")):])
            thing = groups.get("thing", "")
            for time in find_times(thing)[-1:]:
                thing = thing[: time.start] + thing[time.end:]
            # 前阵子把特斯拉的股票全清了: a loose time word is no part of the thing, nor is what comes
            # before 把 (who, when: 前阵子把基金全赎回了)
            thing = re.sub(r"^(?:前阵子|前段时间|前些日子|前一阵子?|之前)", "", thing.strip())
            thing = re.sub(r"^[^把，,]{0,6}把|^(?:我|俺)(?:的|家的)?|(?:都|全|全部|已经|刚|刚刚)$", "",
                           thing.strip())
            if not thing:  # 上个月赎回了所有的理财: the thing after the verb
                thing = re.sub(r"^(?:所有的?|全部的?|手里的|手上的)", "", clause[hit.end:])
            thing = re.sub(r"^(?:把)?(?:那|这)(?:只|支|个|笔)", "", re.sub("^把", "", thing))
            thing, _ = self._strip(thing, -1000, verbs=False)
            senses = self.finder.senses(thing) if self.finder is not None and thing else []
            invested = bool(thing) and (any(w in thing for w in self.g.words("finance_words")) or any(
                c.id.startswith("finance/") for c in senses))
            if not invested:
                return []  # 赎回 of something not named as an investment
            return [(f"{verb}{thing}", (), f"{verb}{thing}")]
        if trigger.id == "loss_cap":  # 能接受的最大亏损大概5%: a cap on the loss, as a share
            said = groups.get("pct") or groups.get("pct2") or groups.get("pct3", "")
            share = said if said[:1].isdigit() else cn_to_int(said)
            if share is not None and hit.match.group(0).endswith("成"):
                share = int(share) * 10  # 股票仓位不超过三成: tenths
            what = "最大回撤" if "回撤" in (groups.get("what") or groups.get("what2", "")) else "最大亏损"
            if "what3" in groups:  # 股票仓位不超过三成: a cap on the share held in it
                what = f"{groups['what3']}仓位"
            return [(f"{share}% ({what})", (), said)] if share is not None else []
        # cravings; 能坐高铁就不坐飞机; 怕冷
        if trigger.id == "idol_pronoun":  # 去看了五月天演唱会，他们是我整个青春: the artist named before
            if self.finder is None:
                return []
            artists = [m[2] for m in self.finder.find_in_text(self.text[: max(offset, 0)])
                       if self._concept_has_type(m[2], "artist_types")]
            return [(*self._concept_term(artists[-1]), artists[-1])] if artists else []
        if trigger.id == "even_mild":  # 微辣都扛不住: not even a little of the taste, so none of it
            return [(*self._concept_term(f"吃{groups['obj']}"), f"吃{groups['obj']}")]
        if trigger.id == "the_more_the_better":  # 越辣越好: the taste itself is liked, as strong as it comes
            taste = groups["obj"]  # (越浓越好 names no taste the lexicon knows: how strong, not what)
            if said_before is not None and said_before.endswith(taste):
                return []  # 放小米辣，越辣越好: how much of the thing just liked (its word says the taste)
            return [(*self._concept_term(taste), taste)] if self._one_concept(taste) else []
        if trigger.id == "exposure_limit":  # 他晒不得太阳: the exposure the body cannot take, verb and all
            return [(*self._concept_term(groups["v"] + groups["o"]), groups["v"] + groups["o"])]
        # (除了顺丰别的快递我都不放心: the one kept; 不住一楼: the floor refused; 房间不能有烟味: what
        # must be absent)
        if trigger.id in ("crave_obj", "no_joy_without", "rather_than", "fears_weather", "exception_like",
                          "hooked_on", "only_but_for", "floor_rule", "free_of", "only_ground",
                          "fond_of_thing", "spec_wanted", "followed_for_years", "home_team",
                          "fearless_taste", "star_floor"):
            said = "obj" if "obj" in groups else "obj2"  # 打游戏很上头, 刷短视频刷上头了: the pastime
            if trigger.id == "fearless_taste" and not groups.get(said):
                said = "obj2"  # 一点都不怕辣: the taste said after the fearlessness
            obj, _ = self._strip(groups.get(said, ""), offset + hit.match.start(said))
            if trigger.id == "hooked_on" and len(obj) == 1:
                obj = hit.match.group(0)[0] + obj  # 追剧很上头: one character makes a word with its verb
            if trigger.id == "fearless_taste" and self.finder is not None and self.finder.senses(f"吃{obj}"):
                obj = f"吃{obj}"  # 不怕辣: eating it (吃辣, spicy food) is what the user is not afraid of
            if not obj or self._demonstrative(obj) or find_times(obj) or _DAYPART.fullmatch(obj):
                return []  # 不喝上午就没精神: when, not what (the thing was said before)
            # (追NBA好多年了: only a thing we know is followed; a team called 主队 is one whatever its name)
            if trigger.id in ("free_of", "only_but_for", "fond_of_thing", "followed_for_years") and not (
                    self.finder and self.finder.senses(obj)):
                return []  # 这次千万不能有差错, 我不能有压力: no thing a rule keeps out
            term, extras = self._concept_term(obj)
            return [(term, extras, obj)]
        if trigger.id in ("better_than", "served_without", "served_without_after", "not_the_type", "commute",
                          "habit_at"):
            # 猫比狗好, 喝咖啡不加糖, 不是早起的人: only a thing we know (今天比昨天好 compares no things);
            # 骑车上班, 周末在乐队弹吉他: the way or the pastime, as said
            obj, _ = self._strip(groups.get("obj", ""), offset + hit.match.start("obj"), verbs=False)
            obj = _ADDED_SENSE.get(obj, obj) if trigger.id.startswith("served_without") else obj
            known = self.finder is not None and bool(self.finder.senses(obj))
            shortest = 2 if trigger.id in ("commute", "habit_at") and not known else 1
            if len(obj) < shortest or self._demonstrative(obj) or (
                trigger.id in ("better_than", "not_the_type") and not known
            ):
                return []
            term, extras = self._concept_term(obj)
            return [(term, extras, obj)]
        if trigger.id == "place_limit":  # 我哮喘，有烟味的地方待不了; 一上高海拔就高反，西藏那种地方去不了
            spot_said = re.sub("^(?:有|带)(?=[^，,。；]{2})", "", groups.get("obj", ""))
            place_kind = _PLACE_OF_KIND.fullmatch(spot_said)
            spot = place_kind.group("thing") if place_kind is not None else spot_said
            spot, _ = self._strip(spot, offset + hit.match.start("obj"), verbs=False)
            # only a kind of place (…的地方, X那种地方) or a known place (明天的聚会去不了: one day)
            if len(spot) < 2 or (place_kind is None and not self._is_place(spot)) or find_times(spot):
                return []
            term, extras = self._concept_term(spot)
            return [(term, extras, spot)]
        if trigger.id == "limit_v":  # 腿受过伤，爬不了山 → 爬山
            limited = groups.get("v", "") + re.sub("[了啊呀的]+$", "", groups.get("o", ""))
            # 长途大巴坐不了: the thing said first, the verb bare after it, is what cannot be done
            topic = re.sub("^(?:我|本人|俺)(?:现在|目前|实在|真的|基本|也|都|就)*", "", clause[: hit.start])
            topic = re.sub("(?:也|都|就|实在|真的|根本|完全)+$", "", topic)
            if (limited == groups.get("v") and len(topic) >= 2 and not _only_adverbs(topic)
                    and topic not in self.g.roles and topic not in self.g.word_set("body_parts")
                    and not self._demonstrative(topic) and not _PERSON.fullmatch(topic)
                    and not find_times(topic)):
                limited = topic
            term, extras = self._concept_term(limited)
            return [(term, extras, limited)]
        if trigger.id == "new_car":  # 刚提了新车，比亚迪汉: the make said next names the car
            made = self._make_said_next(clause, offset)
            if made:
                return made
            term, extras = self._concept_term(groups["car"])
            return [(term, extras, groups["car"])]
        if trigger.id == "ba_sold":  # 在闲鱼把旧的Switch出了: a sale (出, 转 only where selling is the talk)
            if groups.get("verb") in ("出", "转") and not _SELLING.search(self.text):
                return []
            # 卖掉了旧的Switch: the thing said after the sale, as 把旧的Switch卖了 says it before
            said_as = "thing" if groups.get("thing") else "thing2"
            thing, _ = self._strip(groups[said_as], offset + hit.match.start(said_as), verbs=False)
            thing = _SOLD_LEAD.sub("", thing)
            if not thing or self._demonstrative(thing) or thing in self.g.roles or find_times(thing):
                return []
            return [(f"卖掉{thing}", (), f"卖掉{thing}")]
        # 把车撞了, 把房子买了, 把蔚来的定金交了, 投了五万进基金: the thing it is about
        if trigger.id in ("ba_incident", "ba_bought", "deposit_paid", "put_money_in", "car_pickup"):
            thing, _ = self._strip(groups.get("thing", ""), offset + hit.match.start("thing"), verbs=False)
            thing = re.sub(r"^(?:我的|我家的|我们的|自己的|我)", "", thing)
            if not thing or self._demonstrative(thing) or thing in self.g.roles:
                return []
            if trigger.id == "ba_bought" and thing in ("车", "新车"):  # 把车提了，比亚迪汉: as 提了新车 says,
                # the car keeps its word beside the make
                return [(f"{model} ({thing})", extras, said)
                        for model, extras, said in self._make_said_next(clause, offset)] or [
                    (*self._concept_term(thing), thing)]
            term, extras = self._concept_term(thing)
            if trigger.id == "ba_incident":  # 把车给撞了: what happened to it, not only the thing
                done = hit.match.group(0)[hit.match.end("thing") - hit.match.start():].lstrip("给")
                return [(term, extras, f"{thing}{done.rstrip('了')}")]
            return [(term, extras, thing)]
        if trigger.id in ("only_at", "avoid_at"):  # 只在京东买, 从不在拼多多买: the shop is the object
            shop, _ = self._strip(groups.get("shop", ""), offset + hit.match.start("shop"), verbs=False)
            if not shop or self._demonstrative(shop) or find_times(shop):
                return []
            if shop in self.g.words("not_only_places"):  # 只在家吃饭 is a routine, not a shop
                return []
            if shop == "网":  # 只在网上买
                shop = "网上"
            term, extras = self._concept_term(shop)
            return [(term, extras, shop)]
        if trigger.id in ("trip_from", "stayed_past"):  # 前年我在大理住了半年: a stay gone by, no home
            place, _ = self._strip(groups.get("place", ""), offset + hit.match.start("place"), verbs=False)
            return [(place, (), place)] if place and not self._demonstrative(place) else []
        if trigger.id == "aim":  # 她一心想学医, 从小就想当医生: a settled aim of study or work
            aim = groups["aim"]
            job = re.sub("^(?:当|做|成为)(?:一名|一个|个|名)?", "", aim)
            is_job = self._concept_has_type(job, "occupation_types") or job.endswith(
                (*self.g.words("occupation_suffixes"), "员", "师", "官", "作家", "画家", "科学家"))  # 宇航员
            return [(aim, (), aim)] if job == aim or is_job else []  # 一直想当个好妈妈 names no work
        if trigger.id == "do_job":
            if groups.get("trade"):  # 做跨境电商: the trade is the job
                return [(groups["trade"], (), groups["trade"])]
            if groups.get("run"):  # 我跑销售的: the line one works on the road in (跑保险 is no policy)
                return [(groups["run"], (), groups["run"])]
            if groups.get("research"):  # 研究机器学习的: a researcher of that field
                return [(f"{groups['research']}研究", (), groups["research"])]
            job, _ = self._strip(groups.get("job", ""), offset + hit.match.start("job"), verbs=False)
            if job and self._concept_has_type(job, "occupation_types"):  # 我是开出租的 → taxi driver
                term, extras = self._concept_term(job)
                return [(term, extras, job)]
            return [(job, (), job)] if job and len(job) <= 8 else []
        if trigger.id in ("cap", "cap_most"):  # 出差别超过两天: what is capped, and at how much
            what, _ = self._strip(groups.get("what", ""), offset + hit.match.start("what"))
            if trigger.id == "cap_most" and what in self.g.roles:
                return []  # 孩子每天最多看半小时: someone else's limit
            thing = groups.get("thing") or ""  # 一天最多喝一杯咖啡: a count of servings caps the thing drunk
            if trigger.id == "cap_most" and thing and not what:
                what = thing
            if trigger.id == "cap_most" and _BUT_LEAD.fullmatch(what):
                what = ""  # 我爱喝奶茶，不过一周最多两杯: a contrast word names nothing capped
            if trigger.id == "cap_most" and not what and groups.get("unit2") and said_before:
                # 我喜欢喝咖啡，但胃不好，一天最多一杯: servings counted bare cap the thing said before
                what = self._strip(said_before, -10_000)[0] or said_before
            if trigger.id == "cap_most" and not what and not groups.get("verb2") and groups.get("unit2"):
                return []  # 一天最多一杯 with nothing said before: no thing to cap
            if trigger.id == "cap_most" and not what:  # 每天最多玩一个小时: the act is what is capped
                what = groups.get("verb") or groups.get("verb2") or ""
            if not what or self._demonstrative(what) or _only_adverbs(what):
                return []
            count = groups.get("amount") or groups.get("amount2") or ""
            capped = f"{what}超过{count}{groups.get('unit') or groups.get('unit2') or ''}"
            return [(capped, (), capped)]
        if trigger.id == "bare_origin":  # 我叫玛丽，法国人: `_finish` reads the place as 我是… would
            return [(groups["origin"], (), groups["origin"])]
        if trigger.id == "bare_job":  # 本人程序员, 我设计师一枚 (`_claims` checked it is a job)
            return [(groups["job"], (), groups["job"])]
        if trigger.id in ("school_grade", "bare_grade"):  # 我儿子今年上初一, 我高二: a pupil of that year
            grade = {"研": "研究生", "博": "博士生"}.get(groups["grade"], groups["grade"])
            return [(grade if grade.endswith("生") else f"{grade}学生", (), groups["grade"])]
        if trigger.id == "enrolled":  # 报了个周末的雅思班
            course = re.sub(r"^(?:周末的?|晚上的?|暑假的?|寒假的?)", "", groups["course"])
            return [(f"报名{course}", (), course)]
        if trigger.id == "switch_planned":  # 把iPhone 13换成16: the thing given up and the one taken instead
            old, new = groups["from"].strip(), groups["to"].strip()
            said = any(re.search("[A-Za-z0-9]", x) or self._concept_has_type(x, "switchable_types")
                       for x in (old, new))
            if not said:
                return []  # 把早餐换成燕麦, 把会议换成线上: a habit or an arrangement changed, no thing
            return [(f"{old}换成{_same_line(old, new)}", (), hit.match.group(0))]
        if trigger.id == "studied_there":  # 前年在墨尔本读的硕士: the degree done and where, a past event
            degree = {"研": "研究生", "博": "博士"}.get(groups["deg"], groups["deg"])
            return [(f"在{groups['where']}读{degree}", (), hit.match.group(0))]
        if trigger.id == "paid_off":  # 把车贷还清了
            done = hit.match.group(0).rstrip("了")
            thing = groups["thing"]
            return [(f"{thing}{done[done.find(thing) + len(thing):].lstrip('都全')}", (), thing)]
        if trigger.id == "studies":  # 学的是机械工程: a student of that subject
            said = groups.get("major") or groups.get("field") or groups["studied"]  # 学计算机的, 学的计算机
            major = re.sub("(?:专业|方向)$", "", said)
            return [(f"{major}专业", (), major)] if not find_times(major) else []
        if trigger.id == "generation":  # 00后, 我是95后, 九零后: the generation one was born in
            gen = groups["gen"].translate(_DIGITS)
            return [(f"{gen}后", (), groups["gen"])]
        if trigger.id == "birth_year":  # 我是87年的: the year one was born, its century filled in
            year = groups["year"].translate(_YEAR_DIGITS)  # 八六年生 is 86
            full = year if len(year) == 4 else ("20" if year[0] in "0" else "19") + year
            return [(f"born {full}", (), year)]
        if trigger.id == "runs_shop":  # 我妈开了个小超市: runs it; 楼下新开了一家奶茶店 is news of the street
            before = clause[: hit.start]
            owner = self._role_in(before)
            if owner is not None:
                rest = before[owner[1]:]
            elif before.startswith(("我们", "我")):
                rest = before[2:] if before.startswith("我们") else before[1:]
            elif not before and _RUNNING_FOR.match(clause[hit.end:]):
                rest = ""  # 开奶茶店第三年了: the user's own shop, said without 我
            elif re.fullmatch(r"(?:现在|目前)?(?:也|还|一直|已经)?在[^，,。]{1,8}(?<!新)", before) and (
                    offset == 0 or (_SELF_CLAUSE_BEFORE.search(self.text[:offset])
                                    and not _HOME_CLAUSE_BEFORE.search(self.text[:offset]))):
                # 在学校门口开了个小茶馆 at the message's start, 我叫小鹿，在长沙开花店: the user's own shop
                # (我家楼下，在路口新开了一家…: news of the street)
                rest = before
            elif _only_adverbs(_without_times(before)) and (
                    _SELF_CLAUSE_BEFORE.search(self.text[:offset])
                    or _FORMER_WORK_OPENING.match(self.text[:offset])):
                # 我叫陈浩，开了家小面馆: the user said in the clause before; 以前在银行上班，现在自己开了
                # 家面馆: the user's own past work opens the message
                rest = ""
            elif offset == 0 and (untimed := _without_times(before)) != before and _only_adverbs(untimed):
                rest = before  # 上个月刚开了家咖啡馆: a dated opening said without a subject is the user's
            else:
                return []
            rest = _without_times(rest)  # 我上个月开了一家奶茶店: when, see `_opened_on`
            if not _only_adverbs(re.sub(r"^(?:也|还|一直|已经|现在|目前)?在[^，,。]{1,8}?(?=$|[也还都])", "",
                                        rest)):
                return []  # 我家楼下新开了…: the street's news; 我妈在老家开了…: hers
            shop = re.sub(r"^(?:自己的|自己)", "", groups.get("shop", ""))
            said_town = _SHOP_TOWN.fullmatch(rest)
            town = said_town.group("town") if said_town is not None else ""
            if town and not self._is_place(town) and town[-1] in "也还都":
                town = town[:-1]  # 在成都也开…: the adverb after the town (成都 itself ends in 都)
            present = not hit.match.group(0).startswith(("开了", "开着"))
            if shop and town != "老家" and self._is_place(town) and present:
                # 我哥在深圳开公司: the town stays with the business (开了… says lives_in on its own)
                return [(f"{town}{shop}老板", (), shop)]
            return [(f"{shop}老板", (), shop)] if shop else []
        if trigger.id == "job_after_join":  # 入职腾讯了，做游戏策划: the job taken at the employer just said
            return [(groups["job"], (), groups["job"])]
        if trigger.id == "teaches":  # 在一所中学教数学: a teacher of that subject
            if re.search("老师|教师", self.text):
                return []  # 我是小学老师，教语文的: the job is said already
            level = groups.get("level", "").removesuffix("生")  # 教小学语文: a primary school teacher of it
            return [(f"{level}{groups['job']}老师", (), level + groups["job"])]
        if trigger.id == "birthday_age_event":  # 过六十大寿: the birthday, with the age said
            return [(f"{groups['age']}岁生日 (birthday)", (), hit.match.group(0))]
        if trigger.id == "style_wanted":  # 装修我想弄日式原木风: the look wished for
            return [(groups["style"], (), groups["style"])]
        if trigger.id == "prefers_near":  # 最好离地铁近, 最好靠近地铁站: being near it is what is wished
            near = groups.get("near") or groups.get("near2", "")
            if not (self._is_place(near) or _NEAR_TO.search(near) or (
                    self.finder is not None and self.finder.senses(near))):
                return []  # 最好在周末 / 最好在下午: when, not where
            return [(f"离{near}近", (), near)]
        if trigger.id == "show_planned" and not find_times(clause):
            return []  # 这周末要去看演唱会 is a dated event; 我要去看演唱会 without a day is only a plan
        if trigger.id == "too_intense":  # 运动别太剧烈: strenuous exercise is what to stay off
            return [(f"{groups['adj']}运动", (), f"{groups['adj']}运动")]
        if trigger.id in ("attended_show", "show_planned"):  # 去看了他的演唱会: the show, whoever's it was
            what = re.sub(r"^(?:他|她|他们|她们|我们|人家)的", "", groups["what"])
            return [(what, (), what)]
        if trigger.id == "got_tickets":  # 抢到周杰伦演唱会的票了: a seat at that show is the news
            what = re.sub(r"^(?:他|她|他们|她们|我们|人家)的", "", groups["what"])
            return [(f"{what}门票", (), what)] if what and not self._demonstrative(what) else []
        if trigger.id == "number_ported":  # 把移动的号转到了联通: the number (or line) moved to a carrier
            moved = f"{groups.get('from', '')}{groups['thing']}转到{groups['to']}"
            return [(moved, (), moved)]
        # 自由职业; 接点平面设计的活 (freelance work of a trade); 升职做了部门经理 (the job one holds now);
        # 在读实验小学 (the school one attends, as 在实验小学上学 says)
        # 在美团跑外卖 (gig work said by its verb)
        # 转行卖保险了 (the job switched to is the one held now)
        if trigger.id in ("self_employed", "gig", "gig_driver", "promoted_to", "school_named",
                          "career_switch", "sells_at_work"):
            job, _ = self._strip(groups.get("job", ""), offset + hit.match.start("job"), verbs=False)
            return [(job, (), job)] if job and not self._demonstrative(job) else []
        if trigger.id == "graduated_from":  # 我是上海交大毕业的, 毕业于浙江大学: the school, as said
            school = groups.get("school") or groups.get("school2", "")
            return [(school, (), school)] if school and not self._demonstrative(school) else []
        if trigger.id == "kind_wanted":  # 发票我都要电子的: the kind said of the topic (电子发票, 冰咖啡)
            thing, kind_of = groups["thing"], groups["kind"]
            if self._demonstrative(thing) or _only_adverbs(thing) or find_times(thing):
                return []  # 这个我都要大的, 今天我要辣的: no standing kind of a thing named
            wanted = f"{kind_of}{thing}"
            # 苹果我只吃脆的: the thing keeps its own concept beside the kind (the fruit, by 吃)
            return [(wanted, (thing,) if self._one_concept(thing) else (), wanted)]
        if trigger.id == "wanted_trait":  # 要轻一点的: the trait itself, as said (轻一点)
            return [(groups["trait"], (), groups["trait"])]
        if trigger.id in ("role_name", "role_is_name"):  # 我闺蜜小雨下个月过生日; 我们老板是张总
            name = groups.get("name", "")
            known = self.finder is not None and bool(self.finder.senses(name))
            # 弟弟周航还在读高三 names him; 女儿高三，… and 儿子今年五岁 say a grade or a time, no name
            return [(name, (), name)] if name and not known and not _NOT_A_KIN_NAME.match(name) else []
        return []

    def _model_said_next(self, clause: str, offset: int, bought: str) -> tuple[str, tuple[str, ...]] | None:
        """换了新手机，华为Mate 60: a clause after a purchase said by its kind alone (a word of at most four
        characters) that holds only a make the lexicon knows and its Latin model name (华为的拍照真好 says
        more than which one it is)."""
        if len(bought) > 4 or self.finder is None or not self.finder.senses(bought):
            return None
        said = _MODEL_NEXT.match(self.text, max(offset, 0) + len(clause))
        if said is None:
            return None
        make = said.group("make")
        known = self._make_opening(make)
        if known is None or known[0] != len(make):
            return None
        model = f"{make}{said.group('model')}".strip()
        return model, known[1]

    def _make_said_next(self, clause: str, offset: int) -> list[tuple[str, tuple[str, ...], str]]:
        """The car named by the clause after one that only says a car was bought (…，比亚迪汉): a make the
        lexicon knows opening it, with whatever model follows; nothing when the next clause names no make."""
        end = max(offset, 0) + len(clause)
        said = _NEXT_CLAUSE.match(self.text, end)
        model = said.group(1).strip() if said is not None else ""
        known = self._make_opening(model)
        return [(model, known[1], model)] if known is not None else []

    def _make_opening(self, said: str) -> tuple[int, tuple[str, ...]] | None:
        """A make (a company the lexicon knows) that opens `said`: where it ends, and its concept with the
        concept's own extras, as a bought thing's entities; None when `said` opens with none."""
        found = self.finder.find_in_text(said) if self.finder is not None and said else []
        if not found or found[0][0] != 0 or not self._concept_has_type(said[: found[0][1]], "org_types"):
            return None
        term, extras = self._concept_term(said[: found[0][1]])
        return found[0][1], (*extras, term)

    def _settled_place(self, place: str) -> bool:
        """A place one can live in: a town we know, or a known town and its district (上海浦东, 杭州西湖区;
        北京站 is no district)."""
        places = self.g.word_set("places")
        if place in places or self._concept_has_type(place, "settled_place_types"):
            return True
        return any(place[:i] in places and (place[i:] in places or place.endswith(("区", "县")))
                   for i in range(2, len(place) - 1))

    def _place_prefix(self, phrase: str) -> str | None:
        """The known place a phrase starts with (云南大理, 老家看爸妈 → 老家)."""
        g = self.g
        places = sorted(g.words("places"), key=len, reverse=True)
        best = next((p for p in places if phrase.startswith(p)), None)
        if self.finder is not None:
            for start, _, mention in self.finder.find_in_text(phrase):
                longer = len(mention) > len(best or "")
                if start == 0 and longer and self._concept_has_type(mention, "place_types"):
                    best = mention
        return best

    def _after_region(self, phrase: str) -> str:
        """A town after the region it lies in (澳洲墨尔本, 广东佛山 → 墨尔本, 佛山), else the phrase."""
        region = self._place_prefix(phrase)
        rest = phrase[len(region):] if region else ""
        # 深圳开车: what follows the region must be a town, not any word the lexicon tags with travel
        town = rest in self.g.word_set("places") or rest.endswith(tuple(self.g.words("place_suffixes")))
        return rest if rest and (town or self._concept_has_type(rest, "settled_place_types")) else phrase

    def _job_word(self, phrase: str) -> bool:
        """电工, 结构工程师, 策划: a word that names a job (a job word's ending, or the lexicon's)."""
        return phrase.endswith(("师", "员", *self.g.words("occupation_suffixes"))) or (
            self._concept_has_type(phrase, "occupation_types"))

    def _org_unit(self, phrase: str) -> tuple[str, str] | None:
        """招商银行风控部 → (招商银行, 风控部), 协和急诊科 → (协和, 急诊科): an employer said with its unit.
        A 部 follows an organisation the word or the lexicon names; a hospital ward any name."""
        generic = _GENERIC_WORKPLACE.sub("", phrase)
        unit_said = _UNIT_OF_WORKPLACE.fullmatch(generic) if generic.startswith(
            self.g.words("generic_workplaces")) else None
        if unit_said is not None and unit_said.group("org") in self.g.words("generic_workplaces"):
            # 单位的财务科, 厂里的质检部: the unit is read; a generic workplace is no employer (`_finish`)
            return unit_said.group("org"), unit_said.group("unit")
        ward = re.search(f"(?:{'|'.join(self.g.words('hospital_wards'))})(?:室)?$", phrase)
        if ward is not None and ward.start() >= 2:
            return phrase[: ward.start()].rstrip("的"), ward.group(0)
        office = _OFFICE_OF_ORG.fullmatch(phrase)  # 一家医院的财务科, 区政府的办公室: an office of an org
        if office is not None and office.group("org").endswith(tuple(self.g.words("org_suffixes"))):
            return office.group("org"), office.group("unit")
        for cut in range(len(phrase) - 2, 1, -1):
            org, unit = phrase[:cut].rstrip("的"), phrase[cut:]
            if not re.fullmatch(r"[^的]{1,6}(?:部门?|团队)", unit) or unit in _BARE_UNITS or len(org) < 2:
                continue  # 到店事业部: 事业部 alone names no unit
            suffix = next((x for x in self.g.words("org_suffixes") if org.endswith(x)), "")
            # 银行的信贷部: the kind of org said bare owns its unit through 的
            owned = phrase[cut - 1] == "的"
            if (len(org) >= len(suffix) + 2 or owned) if suffix else self._concept_has_type(org, "org_types"):
                return org, unit
            # 华为终端BG的人力资源部: a known firm and its business group; the firm is the employer
            opening = self.finder.find_in_text(org) if self.finder is not None else []
            if (opening and opening[0][0] == 0 and opening[0][1] >= 2 and phrase[cut - 1] == "的"
                    and self._concept_has_type(org[: opening[0][1]], "org_types")):
                return org[: opening[0][1]], unit
        return None

    def _branch_of_org(self, phrase: str) -> bool:
        """招商银行信用卡中心, 中国银行北京分行: a branch or centre of an organisation the word or the lexicon
        names is an employer too, however long the whole name runs."""
        branch = next((b for b in self.g.words("org_branches") if phrase.endswith(b)), None)
        if branch is None:
            return False
        rest = phrase[: -len(branch)]
        suffixes = tuple(self.g.words("org_suffixes"))
        # the organisation opens the name; a town may come between it and the branch (北京分行)
        return any(len(rest[:cut]) >= 2 and (rest[:cut].endswith(suffixes)
                                             or self._concept_has_type(rest[:cut], "org_types"))
                   for cut in range(len(rest), 1, -1) if len(rest) - cut <= 4)

    def _is_place(self, phrase: str) -> bool:
        g = self.g
        if not phrase:
            return False
        if phrase in g.words("places") or phrase.endswith(tuple(g.words("place_suffixes"))):
            return True
        places = g.word_set("places")  # 武汉光谷, 上海浦东: a known town and a district of it
        if any(phrase[:i] in places and phrase[i:] in places for i in range(2, len(phrase) - 1)):
            return True
        return self._concept_has_type(phrase, "place_types")

    def _typed_span(self, phrase: str, type_list: str) -> str | None:
        """The phrase itself, or the lexicon mention inside it, whose concept has one of the types."""
        if self._concept_has_type(phrase, type_list):
            return phrase
        if self.finder is None:
            return None
        for _, _, mention in self.finder.find_in_text(phrase):
            if self._concept_has_type(mention, type_list):
                return mention
        return None

    def _habit_told_before(self, offset: int) -> list[tuple[str, tuple[str, ...], str]]:
        """The last thing consumed (喝酒, 抽烟, 喝可乐) in the sentence's clauses before `offset`, if any."""
        if self.finder is None:
            return []
        start = max(self.text.rfind(mark, 0, offset) for mark in "。！？!?\n") + 1
        earlier = self.text[start:offset]
        for found_start, _, thing in reversed(self.finder.find_in_text(earlier)):
            verbs = tuple(_CONSUMING)
            consumed = thing.startswith(verbs) or earlier[:found_start].endswith(verbs)
            if consumed and not self._is_condition(thing):
                return [(*self._concept_term(thing), thing)]
        craving = _CRAVED_HABIT.search(earlier)  # 我爸以前烟瘾很大: the craving names the habit
        if craving is not None:
            habit = {"烟": "抽烟", "酒": "喝酒"}[craving.group(1)]
            return [(*self._concept_term(habit), craving.group(0))]
        return []

    def _is_condition(self, phrase: str) -> bool:
        """Whether the lexicon takes `phrase` for a condition (脂肪肝), not a thing tagged health (酒)."""
        return self.finder is not None and any(
            concept.type in _CONDITION_TYPES for concept in self.finder.senses(phrase))

    def _topic_before(self, stretch: str) -> list[tuple[str, tuple[str, ...], str]]:
        """The things the lexicon knows in `stretch` (a topic said before its verb: 烟酒 → smoking and
        alcohol), never a condition."""
        if self.finder is None:
            return []
        return [(*self._concept_term(thing), thing) for _, _, thing in self.finder.find_in_text(stretch)
                if not self._is_condition(thing)]

    def _names_category(self, phrase: str) -> bool:
        """Whether every sense of the phrase is a category of the lexicon (its id "activity/activity"), a
        word for the kind itself rather than one thing of it."""
        if self.finder is None:
            return False
        senses = self.finder.senses(phrase)
        return bool(senses) and all(c.id.partition("/")[0] == c.id.partition("/")[2] for c in senses)

    def _concept_has_type(self, phrase: str, type_list: str) -> bool:
        if self.finder is None:
            return False
        wanted = self.g.word_set(type_list)
        for concept in self.finder.senses(phrase):
            if concept.type in wanted or not wanted.isdisjoint(concept.tags):
                return True
        return False

    def _trip_object(self, phrase: str, offset: int, clause: str) -> list[tuple[str, tuple[str, ...], str]]:
        g = self.g
        past = bool(re.search("了|过", clause))
        plan = bool(re.search("要|准备|打算|计划|将|会|即将|马上", clause))
        day_only = re.search(rf"[\d{NUMBER_CHARS}]{{1,3}}[号日]", clause) is not None
        if not (past or plan or day_only or find_times(clause)):
            return []
        cut = len(phrase)
        has_activity = False
        for word in g.words("trip_activities"):
            index = phrase.find(word)
            if index > 0:
                cut = min(cut, index)
                has_activity = True
        place = phrase[:cut]
        place = place.split("的")[0]
        place, _ = self._strip(place, offset, verbs=False)
        place = re.sub("^(?:一趟|趟|了)", "", place)
        hometown = _HOMETOWN_NAMED.fullmatch(place)  # 回她老家长沙: the town named after whose home it is
        if hometown is not None and self._is_place(hometown.group("town")):
            place = hometown.group("town")
        if not place or self._demonstrative(place) or len(place) > 10 or place in g.words("errands"):
            return []  # 去了趟超市 is an errand, not a trip
        if not self._is_place(place) and not (has_activity and len(place) <= 6):
            prefix = self._place_prefix(place)
            if prefix is None:
                return []
            rest = place[len(prefix):]
            known_rest = rest and self._place_prefix(rest) == rest
            place = place if known_rest else prefix  # 云南大理 stays whole; 老家看爸妈 → 老家
        if not place:
            return []
        return [(place, (), place)]

    def _special_object(self, trigger: Trigger, phrase: str, offset: int, clause: str, subject: str = ""
                        ) -> list[tuple[str, tuple[str, ...], str]]:
        g = self.g
        need = trigger.requires
        if need == "name":
            # 我叫Tom Smith: a space between two Latin words is inside the name; any other space ends it
            name = re.split(r"[，,。]|(?<![A-Za-z])\s|\s(?![A-Za-z])|就行|就好|就可以|吧|好了",
                            phrase.strip())[0]
            name = name.strip("“”\"'「」")
            latin = re.match(r"[A-Za-z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*)+", name)
            if latin is not None:  # Tom and Jerry: only capitalised words carry a Latin name on
                name = latin.group(0)
            elif " " in name:
                name = name.split(" ")[0]
            if not name or name.startswith(("了", "过", "的")) or name in g.words("name_stopwords"):
                return []  # 称呼我的时候别用“您”: 的 opens a time clause, never a name
            if any(ch in _NOT_IN_NAMES for ch in name) or find_times(name):
                return []  # 我妈叫我回家吃饭, 他叫我明天去: an errand, not a name
            if name.startswith(("他", "她", "它", "你", "您")):
                return []  # 我叫他用微信, 我叫她老李: 叫 tells or calls another person; no name opens so
            if _NAME_SHAPE.fullmatch(name) is None:
                return []
            named = clause[: max(clause.find(name), 0)]
            pet = re.search("(?:猫|狗|猫咪|狗狗|宠物|兔子|仓鼠|鹦鹉)[^，,。]{0,3}$", named) is not None
            pet = pet or subject in _PET_ROLES  # 我家狗狗是只金毛，叫可乐: the pet of the clause before
            # 两只猫，一只叫芝麻: 只 and 条 count animals, so the one named is a pet too
            pet = pet or re.search("(?:一|另一|这|那)?(?:只|条)[^，,。]{0,2}$", named) is not None
            if self.finder is not None and self.finder.senses(name) and not pet:
                return []  # 我叫外卖 is an errand; a cat may well be called 橘子
            return [(name, (), name)]
        if need == "age":
            return []
        if need == "date_phrase":
            lunar = _LUNAR.search(phrase or clause)
            if lunar is not None:  # 正月十五: a lunar date, kept as said (it moves against the calendar)
                value = f"{lunar.group(0)} (lunar)"
                return [(value, (), value)]
            times = [t for t in find_times(phrase or clause) if t.ref.kind == "date"]
            if not times:
                return []
            ref = times[0].ref
            if ref.month is None:
                return []
            label = MONTH_NAMES[ref.month - 1] + (f" {ref.day}" if ref.day else "")
            value = f"{label} ({times[0].text})"
            return [(value, (), value)]
        if need == "phone":
            match = _PHONE.search(phrase)
            return [(match.group(0), (), match.group(0))] if match else []
        if need == "email":
            match = _EMAIL.search(phrase)
            return [(match.group(0), (), match.group(0))] if match else []
        if need == "place_phrase":
            if re.match("(?:和|跟|与|同)(?:我|你|他|她)", phrase):
                return []  # 搬来和我们一起住: moving in with people, no place (一起住 says who)
            phrase = re.sub("(?<=.)老家.*$", "", phrase)  # 回湖南老家: the place is 湖南
            street_work = _STREET_WORK.search(phrase)
            town = phrase[: street_work.start()] if street_work is not None else phrase
            said_at = clause.find(phrase)
            if street_work is None and said_at >= 0:  # the work verb may be the next trigger's own words
                street_work = _STREET_WORK.match(clause, said_at + len(phrase))
            if street_work is not None:
                if not self._settled_place(town):
                    return []  # 在楼下等送外卖的, 在美团跑外卖: no town before the work, no home
                phrase = town
            place = re.split(
                "生活|定居|安家|工作|上班|住|了|附近|这边|那边|那儿|那里|的|长大|出生|人$|漂|打拼|"
                "执业|行医|坐诊|挂牌|出差|旅游|度假|旅行|驻场|租|"  # 在北京执业, 在上海出差, 在成都租房
                "支援|培训|学习|开会|待了|呆了|自己|"  # 被派到西安支援; 在深圳待了十年; 在广州自己开了…
                "开[了着过]|开(?:出租|网约车|滴滴|货车|大车)",  # 在杭州开了二十年出租: the town, not the work
                phrase,
            )[0]
            place, _ = self._strip(place, offset, verbs=False)
            if place.startswith("老家") and len(place) > 3:  # 住在老家洛阳: the place is 洛阳
                place = place[2:]
            branch = next((b for b in g.words("org_branches") if place.endswith(b)), None)
            if trigger.key == "lives_in" and branch is not None and self._is_place(place[: -len(branch)]):
                place = place[: -len(branch)]  # 调到广州分公司, 派到上海总部: the town the office is in
            if trigger.id == "stays_at" and not place.endswith("家"):
                place += "家"  # 暂时住我妈那边: a stay at her home
            if _DURATION.match(place):
                return []  # 在北京定居十年了: how long, after the place was said
            if trigger.key == "lives_in" and _FLOOR.fullmatch(place):
                return []  # 我家住一楼, 住在顶层: which floor of the building, no town
            if not place or self._demonstrative(place) or len(place) > 12 or place.startswith("哪"):
                return []  # 在哪租房比较好 asks where
            if place in g.words("vague_places"):
                return []  # 在外地出差 says the user is away, not where: the trip itself is the event
            opened_in = trigger.key == "lives_in" and any(f"在{place}开{x}" in clause for x in "了着")
            if opened_in and not (self._is_place(place) or self._place_prefix(place) in g.words("places")):
                return []  # 在成都开了家店 says the town; 在学校门口开了个小茶馆 only where the shop is
            if trigger.id == "weekend_home":  # 周末回宁波看爸妈: the town, not what one does there
                place = re.split("看|陪|探|见|过|待|呆|休息|吃", place)[0]
                if place.endswith("家"):
                    return []  # 放假就回老家: home, but no town named
            # 回到老家过年 names no town
            bare_place = trigger.id in ("now_in", "lives_bare", "weekdays_in", "self_in", "moved_back",
                                        "weekend_home")
            if bare_place and not self._settled_place(place):
                return []  # 现在在上海 is where one is; 现在在开会 is what one does
            if trigger.key == "lives_in" and _TRAVELLING.search(self.text, 0, max(offset, 0)):
                return []  # 这周在上海出差，住在静安那边: where the trip puts one up, not a home
            if trigger.id == "lives_in" and _ONE_NIGHT.search(clause):
                return []  # 今晚住在杭州: where one sleeps tonight, not a home
            if trigger.key == "origin" and not (  # 出生在一个普通家庭 is no place
                self._is_place(place) or self._place_prefix(place) or place.endswith(g.words("origin_words"))
            ):
                return []
            return [(place, (), place)]
        if need == "habit_verb":
            measured = _MEASURED_EXERCISE.match(phrase)
            if measured is not None:  # 跑个五公里, 游两千米: the exercise, not the distance
                activity = _EXERCISES[measured.group(1)]
                term, extras = self._concept_term(activity)
                return [(term, extras, activity)]
            if _HOW_OFTEN.match(phrase):
                return []  # 每周至少打两次, 每周跑四次: how often, the sport said before is the taste
            cleaned, _ = self._strip(phrase, offset, verbs=False)
            cleaned = _ONE_BETWEEN.sub(r"\g<verb>\g<thing>", cleaned)  # 泡个脚 is the habit 泡脚, 洗个澡 洗澡
            core, _ = self._strip(phrase, offset, verbs=True)
            if not core or self._demonstrative(core) or len(cleaned) > 14 or len(cleaned) < 2:
                return []
            if cleaned[0] in "不没别":
                return []  # 聚会我一般不去: not doing something is no habit
            if _GOING_HOME.match(cleaned):
                return []  # 偶尔回国, 周末回趟家: going back home is where one lives, no habit to keep
            if re.search("[那这](?:家|种|个|款|边)$", cleaned):
                return []  # 一般只嗦柳州本地的那家: a place only the speaker knows, no habit to keep
            # 去钓鱼或者爬山: two known activities are two habits (和朋友打球 stays one: 朋友 is no activity)
            pieces = [self._strip(p, o, verbs=True)[0] for p, o in self._split_objects(phrase, offset)]
            known = self.finder is not None and all(p and self.finder.find_in_text(p) for p in pieces)
            if len(pieces) > 1 and known:
                return [(*self._concept_term(p), p) for p in pieces]
            term, extras = self._concept_term(cleaned)
            unknown = self.finder is not None and not self.finder.find_in_text(cleaned)
            clock = _CLOCK.match(phrase) if unknown else None
            if clock is not None and phrase.endswith(cleaned):
                # 习惯晚上十点以后才开始工作: the hour is the habit; the bare act (开始工作) says little
                cleaned = term = phrase.lstrip("在")
            return [(term, extras, cleaned)]
        cleaned, cleaned_offset = self._strip(phrase, offset, verbs=need != "classify_is")
        if not cleaned or self._demonstrative(cleaned) or _said_length(cleaned) > 16:
            return []
        if need == "medical":  # 高血压和糖尿病: each condition
            found: list[tuple[str, tuple[str, ...], str]] = []
            for piece, _ in self._split_objects(cleaned, cleaned_offset):
                medical_word = piece.endswith(tuple(g.words("medical_suffixes")))
                if medical_word or self._concept_has_type(piece, "medical_types"):
                    if not medical_word and self._names_category(piece):
                        continue  # 我有个习惯，是每天跑步: 习惯 names the kind (habits), no condition
                    term, extras = self._concept_term(piece)
                    found.append((term, extras, piece))
            return found
        if need == "classify_is":
            typed = self._typed_span(cleaned, "risk_types") or self._typed_span(cleaned, "diet_types")
            return [(typed or cleaned, (), cleaned)]
        return []

    def _classify_is(self, phrase: str) -> tuple[Kind, str, Polarity] | None:
        """What "我是X" says: a diet (素食者), a risk profile, an occupation, or nothing (我是新用户)."""
        g = self.g
        if self._typed_span(phrase, "diet_types"):
            return "constraint", "diet", "positive"
        risk = self._typed_span(phrase, "risk_types")
        # 我做了风险测评: the test (the lexicon's category, the parent of the types) names no profile
        if risk is not None and self.finder is not None and any(c.parents for c in self.finder.senses(risk)):
            # 我性格比较保守型的: a temper is no investor type; only when money is the topic too
            temper = any(w in self.text for w in g.words("temperament_words"))
            if temper and not any(w in self.text for w in g.words("finance_words")):
                return None
            return "identity", "risk_profile", "positive"
        origin = _ORIGIN_IS.fullmatch(phrase)
        if origin is not None and (self._is_place(origin.group("place"))
                                   or self._place_prefix(origin.group("place")) is not None):
            return "identity", "origin", "positive"  # 我是东北人, 我是湖南长沙人
        known_place = self._one_concept(phrase) and self._concept_has_type(phrase, "place_types")
        if phrase in g.words("places") or known_place:
            return "identity", "origin", "positive"  # 我是四川的 (its 的 already stripped)
        if self._one_concept(phrase) and self._concept_has_type(phrase, "org_types"):
            return "identity", "employer", "positive"  # 我是腾讯的: one of the company's people
        if _INTENSE.sub("", phrase) in g.word_set("metaphor_tastes"):  # 我是个吃货: a taste, no habit
            return "preference", "likes", "positive"
        if _INTENSE.sub("", phrase) in g.raw["metaphor_habits"]:  # 我是个(资深)书虫: a metaphor of a habit
            return "preference", "habit", "positive"
        if phrase.endswith(g.words("membership_words")):  # 我是希尔顿的金卡会员
            return "preference", "uses", "positive"
        condition = self._condition_word(phrase)
        if condition != phrase and (self._concept_has_type(condition, "medical_types")
                                    or condition.endswith(tuple(g.words("medical_suffixes")))):
            return "constraint", "medical_condition", "negative"
        if self._one_concept(phrase) and self._concept_has_type(phrase, "medical_types"):
            return "constraint", "medical_condition", "negative"  # 我是糖尿病: said of oneself, a condition
        job_word = phrase.endswith(tuple(g.words("occupation_suffixes")))
        if job_word or self._concept_has_type(phrase, "occupation_types"):
            return "identity", "occupation", "positive"
        return None

    def _person_not_place(self, surface: str) -> bool:
        """找她, 看我奶奶, 我妈: a person (a visit's verb before them), where a place would be."""
        person = _VISITING.sub("", surface, count=1)
        person = re.sub("(?:那边|那儿|那里|家里?)$", "", person)
        return bool(person) and (_PERSON.fullmatch(person) is not None or person in self.g.roles or (
            person.startswith("我") and person[1:] in self.g.roles))

    def _condition_word(self, phrase: str) -> str:
        """The condition a patient is named by (哮喘患者 → 哮喘; 糖尿病人 → 糖尿病, a 糖尿病 patient)."""
        condition = re.sub("(?:患者|病人|病友)$", "", phrase)
        if phrase.endswith("病人") and not self._concept_has_type(condition, "medical_types"):
            return phrase[:-1]
        return condition

    def _finish(self, trigger: Trigger, kind: Kind, key: str, polarity: Polarity, subject: str, term: str,
                extras: tuple[str, ...], surface: str, time_ref: TimeRef | None, sentence: str
                ) -> Assertion | None:
        g = self.g
        if kind in ("preference", "constraint") and (
            _CLOCK.fullmatch(surface) or _DAYPART.fullmatch(surface) or surface.startswith(_OTHERS_OF)
            # 别给我排别的事: the rest of one's time, no thing ruled out
            or re.sub("^(?:安排|排|约|订|买)", "", surface).startswith(_OTHERS_OF)
            or _NOT_A_THING.search(surface) or _NO_THING_LEFT.fullmatch(surface)
            or (kind == "preference" and _WHEN_NOT_WHAT.search(surface))
        ):
            return None  # 下午三点以后一口都不能喝: when, not what; 别家的理财我都不看: the rest, not a thing
        if _AMOUNT_ONLY.match(surface):
            return None
        if key == "only" and surface in ("饭", "吃饭", "饭菜"):
            return None  # 吃饭只去清真餐厅: eating out is when the rule holds, not what it limits one to
        if _NOTHING_SAID.fullmatch(surface) or (key == "habit" and surface.endswith("的人")):
            return None  # 我没什么忌口, 啥都能吃: nothing named; 羡慕天天睡到自然醒的人: others' ways
        if key == "trip" and self._person_not_place(surface):
            return None  # 下个月我去找她玩, 这个月住我妈那边: whom the user goes to or stays with, no place
        if key == "employer" and _GENERIC_WORKPLACE.sub("", surface) in g.words("generic_workplaces"):
            return None  # 我在公司的市场部工作: 公司 says the user works at a company, not which one
        if key == "never" and surface.startswith(g.words("reminder_verbs")):
            return None  # 永远别忘了我, 千万别忘记带伞: a reminder or a plea, no thing ruled out
        literal = trigger.literal
        entity_type = trigger.entity_type
        if trigger.requires == "classify_is":
            classified = self._classify_is(surface)
            if classified is None or (trigger.id == "bare_origin" and classified[1] != "origin"):
                return None  # (a job said bare is `bare_job`'s)
            kind, key, polarity = classified
            literal = key == "occupation" and not self._concept_has_type(surface, "occupation_types")
            if key == "medical_condition":
                surface = term = self._condition_word(surface)
                entity_type = "condition"
            if key == "occupation":
                entity_type = "occupation"
                # 我就是个普通的外卖骑手: modesty says how the user sees the job, no part of the job
                modest_re = g.word_re("modest_words").pattern
                modest = re.match(rf"(?:一个|一名|一位|个|名)?(?:{modest_re})的", surface)
                if modest is not None and len(surface) > modest.end():
                    surface = term = surface[modest.end():]
                    literal = not self._concept_has_type(surface, "occupation_types")
            if key == "origin":
                found = _ORIGIN_IS.fullmatch(surface)
                term = surface = found.group("place") if found else surface
                entity_type = "place"
            if key in ("habit", "likes"):
                surface = _INTENSE.sub("", surface)
                term = str(g.raw["metaphor_habits"][surface])
                if self.finder is None or not self.finder.senses(term):  # 夜猫子 → "熬夜 (夜猫子)"
                    term = surface = f"{term} ({surface})"
                    literal = True
            if key == "uses":
                entity_type = "org"
                term, extras = self._concept_term(surface)
                literal = term == surface
        # 在控糖, 最近戒糖: limiting a food is avoiding that food; the diet the lexicon knows by the same word
        # would read "avoid low-sugar diet" and rule out what suits it
        if (key == "avoid" and len(surface) == 2 and surface[0] in "控戒"
                and self._typed_span(surface, "diet_types") and self._one_concept(surface[1:])):
            term, extras = self._concept_term(surface[1:])
        if trigger.id == "do_job" and self._concept_has_type(surface, "occupation_types"):
            literal = False  # 我是开出租的 → taxi driver (开出租)
        # 在南航当空姐: an airline the lexicon tags for travel is an employer, never a home
        if (trigger.id in ("work_at", "work_as") and self._is_place(surface)
                and not self._concept_has_type(surface, "org_types")):
            key, entity_type, literal = "lives_in", "place", False
        elif trigger.id in _EMPLOYER_TRIGGERS and kind != "event":
            entity_type = "org"
            org_word = surface.endswith(tuple(g.words("org_suffixes")))
            known_org = self._concept_has_type(surface, "org_types")
            # 加入了健身俱乐部 is no job: after 加入 only a company the lexicon or the word names
            if not (org_word or known_org or self._branch_of_org(surface)
                    or (len(surface) <= 6 and trigger.id != "joined_loose")):
                return None
            literal = not known_org  # 在字节做后端 → ByteDance (字节)
        if term.startswith(_STYLE_OPPOSITE):
            term, key, literal = surface, "style", True
            polarity = "positive" if polarity == "negative" else "negative"
        elif term.startswith(_STYLE):  # 简短 → 简洁 (简短): the common word first, the user's kept
            same = g.raw["style_same"].get(surface)
            term = f"{same} ({surface})" if same else surface
            key, literal = "style", True
        # 巨蟹座 names no crab, nor 月薪 an amount of anything: those values hold no concepts
        named_in_value = literal and kind in ("identity", "event") and key not in ("name", "zodiac", "income")
        if named_in_value and self.finder is not None and not extras:
            # 写Java的程序员, 在华为做研发: the concepts inside a literal value still become entities
            extras = tuple(m for _, _, m in self.finder.find_in_text(surface))
        if kind in ("identity",) and subject != USER_SUBJECT:
            kind = "relation"
        # 我老公是稳健型投资者: a relative's risk profile counts when money is the topic (我老婆比较保守
        # alone is her temper); phones and emails stay the user's own, and departments too, but a relative's
        # (我老婆是护士，在妇产科: the ward she works on)
        money_talk = key == "risk_profile" and any(w in self.text for w in self.g.words("finance_words"))
        own_only = (key in ("phone", "email", "risk_profile") and not money_talk) or (
            key == "department" and subject not in _KIN_ROLES)
        if subject != USER_SUBJECT and own_only:
            return None
        return Assertion(
            kind=kind, key=key, term=term, subject=subject, polarity=polarity,
            lemma=surface if surface != term else "", literal=literal, value_format=trigger.value_format,
            entity_type=entity_type, time=time_ref, confidence=trigger.confidence, tags=trigger.tags,
            context=sentence, extra_entities=extras,
        )


_THIS_BUSINESS = re.compile("(?:这家|那家)(?=[^，,。；]{2})")
_FROM_NOW_ON = re.compile("(?:从今)?(?:以后|今后|往后|此后|从此|之后|将来)(?:也|都|就|再)*")
_SELF_AFTER = re.compile("我(?:自己)?(?![们的家])")
_GIVEN_TO_ME = re.compile("给我(?:了|啦|哈|啊|吧)?$")
_REFUSED_OFFER = re.compile("(?:别|不要|不用)(?:再)?(?:给我)?(?:推荐|推|安排|点|买)(?:我)?")
_ADVERBS = re.compile(
    r"^(?:彻底|完全|再也|也|都|还|就|现在|目前|一直|平时|平常|其实|本身|自己|本人|个人|今年|已经|真的|确实|正在|刚刚|刚|"
    r"从小|从来|向来|一向|向|主要|基本上|基本|早就|早已|以前|原来|之前|曾经|今天|这周|这个月|本月|"
    r"本周|这星期|最近|也是|又|就是|都是|是|都是在|很|非常|特别|超|太|真|挺|完全|根本|永远|一定|好|"
    r"只是|只不过|只|单纯是|单纯|纯粹是|纯粹|纯属|不过|但是|但|可是|居然|竟然|竟|突然|慢慢|渐渐|反而|反倒|倒是|偏偏|却|终于|呢|啊|嘛|吧|，|,|\s|"
    # 对了我叫周婷: a discourse marker, no subject
    r"甚至|对了|顺便说一[下句]|顺便提一[下句]|补充一下|忘了说|"
    r"所以|因此|因而|于是|索性|干脆)*$"  # 所以干脆不吃了: how a rule follows, no thing refused
)


_CLOCK = re.compile(
    r"^(?:在)?(?:早上|上午|中午|下午|晚上|凌晨|夜里)?[\d一二三四五六七八九十两]{1,3}点(?:半|钟|多|左右)?"
    r"(?:以前|以后|之前|之后|前|后)?(?:再|才)?"  # 十一点以后再写代码: the act put off to that hour
)
_LUNAR = re.compile(
    r"(?:农历|阴历)?(?:正月|腊月|冬月|(?:十[一二]|[一二三四五六七八九十])月)(?:初[一二三四五六七八九十]|十[一二三四五六七八九]|"
    # 五月二十号 is solar: a lunar day is said without 号 or 日
    r"二十[一二三四五六七八九]?|廿[一二三四五六七八九]|三十|十)(?![号日\d一二三四五六七八九十])"
    r"|(?:农历|阴历)(?:十[一二]|[一二三四五六七八九十])月(?:[一二三]?十?[一二三四五六七八九十]?)?"
)
# 下班不打两把睡不着: not doing it keeps one awake or uneasy, so it is a need, never a dislike
_CANNOT_DO_WITHOUT = re.compile(
    "[^，,。；]{0,6}?(?:就|都|会)?(?:睡不着|浑身难受|难受|不舒服|不踏实|没精神|不自在)")
# 我是一名飞行员，东航的: the firm said bare after one's job
_FIRM_OF_JOB = re.compile("(?:在)?(?P<org>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:家)?的(?:啊|呀|哈|啦)?")
_ONE_WHO = re.compile("(?:我|本人|俺)(?:就|就是|也就|也就是|只是)?一(?:个|名|介)")  # 我一个搞财务的
# 倒库总是压线, 经常为这个吵: slips one keeps making and quarrels are how things go, never habits
_SLIP_OR_QUARREL = re.compile(
    "^(?:压线|熄火|溜车|挂科|出错|失误|卡壳|忘词|走神|掉链子|翻车|手抖|犯错|记错|算错|写错|拿错|坐过站)$"
    "|^(?:为|因为)[^，,。]{0,8}(?:吵|吵架|拌嘴|斗嘴|生气|闹|冷战)$|^(?:吵架|拌嘴|斗嘴|闹别扭|冷战)$")
# 宁愿多花钱, 宁可多等一会儿: the price one will pay for a choice, never the thing preferred
_TRADE_OFF = re.compile(
    "(?:多|贵|慢|远)(?:花|付|掏|等|走|跑|绕)?(?:点|一点|一些|些)?(?:钱|时间|路|几步|一会儿?|一下|几天|几分钟)?")
_DURATION = re.compile(
    # 沪深300三年了: the digits of a name are no part of how long
    r"(?:快|已经|差不多|将近|整整|有|好)?(?:(?<!\d)\d{1,3}|[一二两三四五六七八九十几半百]{1,3})(?:多|来)?(?:个)?"
    r"(?:年|月|周|天)(?:多)?(?:了|的)?$"
)
# 只要你喜欢就好 is a condition; 只要吃花生就过敏 still says what the body does
# 被骗怕了, 亏怕了: what burned the user, right before 怕 (with the subject and adverbs before it)
_BURNED = re.compile("(?:我们|我)?(?:是|都|真的|真|也|早就|已经|彻底)*(?:被[一-龥]{1,2}|[亏吓坑伤整穷])$")
# What may open a complaint before its verb without naming a thing (到现在还没送到)
_NO_THING_LEAD = re.compile("(?:到现在|到今天|至今|现在|今天)?(?:都|也|还|竟然|居然|一直|已经|迟迟)*")
# A thing bought or ordered, closing the clause before a complaint that names none (书架上周就下单了,
# 上周买了个书架, 在京东订的书架)
_ORDERED_BEFORE = re.compile(
    "(?:^|[，,；])(?P<thing>[^，,。；你他她]{2,8}?)(?:是)?(?:就|早就|已经|刚)?(?:下单|买|订|网购|拍)(?:了|的)$"
    "|(?:下单|买|订|网购|拍|订购)(?:了|的)(?:个|一个|一台|一张|一套|一件|一双|一把|一箱|一批|台|张|套|件|双|把|箱|批)?"
    "(?P<thing2>[^，,。；]{2,8})$")
# A business the user was at, said in a clause before a complaint (昨晚在海底捞排了俩小时队，服务员还上错菜)
_VENUE_VISITED = re.compile("在(?P<venue>[^，,。；在我你他她]{2,6}?)(?:吃|喝|排|买|点|等|办|住|逛|看)")
# Where a kind of thing is met, then the thing (朋友圈那种鸡汤文, 短视频里那类广告)
_KIND_SEEN_ON = re.compile(
    "^(?P<where>[^我你他她]{1,6}?)(?:上|里)?(?:的)?(?:那种|这种|那类|这类)(?P<thing>.{2,8})$")
# A verb and its one-character object with 个 between (泡个脚, 洗个澡, 散个步): one act, said loosely
_ONE_BETWEEN = re.compile("^(?P<verb>[\u4e00-\u9fff])个(?P<thing>[\u4e00-\u9fff])$")
# What follows a habit word when the thing was said first: 小米粥我每天早上都喝
# (a pronoun closing it points back at that thing: 我天天喝这个)
_THIS_ONE_AFTER = re.compile("(?:这个|那个|这些|它|这)(?:了|啊|呀)?$")
# Where a thing is found, before it opens a clause (这边海鲜是真新鲜): the place is no topic of its own
_HERE_LEAD = re.compile("(?:这边|这里|那边|那里|当地|本地|我们这边|我们这儿|我们这里)(?:的)?")
_BARE_ROUTINE = re.compile(
    # 芒果TV的综艺我天天追: 追 and 刷 follow shows and feeds
    "(?:早上|晚上|中午|下午|睡前|饭后|一天|都|会|要|得|也|必)*(?:(?:吃|喝|用|玩|看|听|去|做|练|打|骑|泡|追|刷)"
    # 奶茶我每天一杯: the measure alone (一天两杯起步: at least that)
    "(?:一次|一杯|一碗|一下|一会儿?)?|[一两半三四五](?:杯|碗|瓶|罐|包)(?:起步|打底)?)了?"
)
# When a standing rule holds (周末别给我排会, 晚上不喝咖啡): part of the rule, not a date
_RECURRING = re.compile(  # 晚上八点以后, 早上九点前: a time of day said as a bound first
    "(?:(?:早上|上午|中午|下午|晚上|夜里|凌晨)[一二两三四五六七八九十\\d]{1,3}点(?:半|钟)?(?:以后|之后|后|以前|之前|前)?"
    "|[一二两三四五六七八九十\\d]{1,3}点(?:半|钟)?(?:以后|之后|后|以前|之前|前))|"  # not 一点辣 (a little)
    "(?:每个?)?(?<!天到)(?<!在到)(?<!起到)(?<!始到)(?<![这本上下])"  # (从今天到周五: a window, see zh_time)
    "(?:周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天])(?:上午|下午|晚上|早上|中午)?"
    # (到周五为止 ends a window; 下周一开始 starts a rule: one day, no weekly slot)
    "(?!为止|之前|以前|前|开始|起)|(?<![这本上下])(?<![这上下]个)周末(?!为止|之前|以前|前)|"
    "工作日|节假日|周一到周五|上班时间|下班(?:以后|之后|后)|休息日|假期|睡前|饭后|空腹|晚上|夜里|半夜|凌晨|早上|上午|中午|下午"
    # 开会的时候不接电话: a recurring activity is a window too
    "|(?:开会|开车|上课|上班|工作|睡觉|午休|健身|运动|吃饭|陪孩子|值班|写代码)(?:的时候|时|期间)"
)
# 早上九点前的会, 晚上的航班: a window of the day, then the thing it bounds (after 别给我安排 …)
_TIMED_THING = re.compile(
    f"(?:安排|订|约|排|定|开|预约)?(?:任何)?(?P<when>{_RECURRING.pattern})的(?P<thing>[^，,。；的]{{1,6}}?)"
    "(?:了|吧|哈|啊|呀)?"
)
_NOUN_SENSE = {"会": "会议"}
# 不加奶, 不加冰: what is added to a drink, one character the lexicon keeps no alias for (奶 is in 奶奶)
_ADDED_SENSE = {"奶": "牛奶", "冰": "冰块"}  # one character that is a verb elsewhere, said here as the thing
_EXERCISES = {"跑": "跑步", "游": "游泳", "骑": "骑行", "走": "散步", "爬": "爬楼"}
_BARE_EXERCISES = {**_EXERCISES, "跳": "跳跃", "蹲": "下蹲"}
_MEASURED_EXERCISE = re.compile(
    r"(跑|游|骑|走|爬)(?:个|了|上)?[\d一二两三四五六七八九十几半百千万.]+(?:多)?(?:公里|千米|圈|米|km|KM|K|k|层|步)"
)
_SYMBOLS_AT_END = re.compile(r"[^\w）)」》”\"']+$")
_RULE_LEAD = re.compile(  # 机票的话永远别订…: a standing rule said for a topic
    "(?:永远|一律|一概|千万|绝对|从来|再也|以后|今后|统统|坚决)(?:都|也)?(?:别|不要|不|只)"
)
_VIEW_OF_IT = re.compile(  # 你觉得这种做法…吗, 这样靠谱吗: the assistant asked to judge what was just told
    "(?:你|您)(?:觉得|看|说|认为|怎么看)[^，,。；]*[这那](?:种|样|么|个)"
    "|[这那](?:种|样)(?:做法|操作|想法|搞法|玩法|投资|方式|策略)"
)
# 民宿别选有宠物的 / Windows的软件别推荐给我: a refusal of a kind, by what it has or by the topic said first
_REFUSED_KIND = re.compile(
    "(?P<topic>[^，,。；我你他她]{0,10}?)(?:也|都|一律|尽量|千万|绝对)*(?:别|不要)(?:再)?(?:给我)?"
    "(?:推荐|推|选|订|安排|买|点)(?:给我)?(?:(?:那种|这种)?(?:有|带)(?P<had>[^，,。；有带的]{1,6})的)?"
    "(?:了|吧|哈|啊)?"
)
# 我花生过敏，坚果类的都得小心 / 我有糖尿病，米饭也得控制: care over a kind said after a rule keeps it away
_CAREFUL_WITH = re.compile(
    "(?P<topic>[^，,。；我你他她]{1,8}?)(?:类)?(?:的)?(?:东西)?(?:也|都)(?:得|要|需要|必须)?"
    "(?:小心|注意|控制|少吃|少喝|少碰|忌口|避开|留意)(?:点|一点|一下|着点)?(?:了|吧)?"
)
_REASON_RULE_KEYS = frozenset({"only", "allergy", "intolerance", "avoid", "never", "medical_condition",
                               "diet", "accessibility"})
# 想去日本玩, 主要想去意大利, 地点希望在国内, 最好在地铁沿线: a wish opening a clause (a topic of a few
# characters may come first); 不想, 别想 and a wish to avoid something (最好避开…, 最好别…) are none
_BUDGETED_WISH = re.compile(
    "^(?:[\u4e00-\u9fff]{1,4}?)??(?<![不没别])(?:主要|还|也|就|更)?(?:想要?|希望|最好)(?:是|能|能够|可以)?"
    "(?!避开|别|不|没|避免)"
)
_GOOD_ENOUGH = re.compile(  # 拍照好一点就行: the one thing the budgeted purchase should be good at
    "(?P<x>[\u4e00-\u9fffA-Za-z]{2,4}?)(?:要|得|能)?(?:好|强)(?:一点|一些|点)(?:就行|就好|就可以|就够了)?(?:了|吧)?"
)
_WISHED_PLACE = re.compile(
    "(?:去|在|到|离)(?P<x>[\u4e00-\u9fff]{2,3}?)(?=玩|旅游|旅行|自驾|度假|找|住|买|近|附近|一带|沿线|周边|$)"
)
# What follows 的话 when it supposes (有钱的话就买房) rather than names a case (吃面的话我偏爱拉面)
# (主要买国债 after 风险偏好的话: the 要 of 主要, 需要, 重要 or 只要 supposes nothing)
_SUPPOSED_OUTCOME = re.compile(
    "就|会|想|(?<![主需重只])要(?!有|带)|能|可以|打算|准备|肯定|应该|估计|也许|可能"
)
# A later clause that sets its own condition (订酒店的话每晚最多六百，再贵就不考虑了; 否则就算了) has its
# 就 for that condition: it does not make the case named by 的话 a supposition
_OWN_CONDITION_CLAUSE = re.compile("[，,；;]\\s*(?:再|否则|不然|要不然?|超过|超出)[^，,；;]*")
# Words around a bare condition that do not change it: 我爸血压有点高, 我一直有点贫血
# and a degree said after it: 近视八百度, 一千多度; or how long: 糖尿病二十多年了
_CONDITION_HEDGES = re.compile(
    "^(?:也|还|另外|一直|从小|有点|有|比较|偏|都|是|重度|轻度|轻微)+|(?:[一二两三四五六七八九十百千\\d]+多?度"
    "|(?:都|已经|有)?(?:(?:好|很)多|好几|[一二两三四五六七八九十几\\d]+多?)年多?)?(?:了|啊|呢|的)*$"
)
_FAVOURITE_KIND = re.compile(
    "(?:篮球|足球|网球)?(?:球员|球星|运动员|歌手|乐队|演员|导演|作家|画家|球队|明星|偶像|电影|电视剧|剧|动漫|番|"
    "歌|歌曲|专辑|书|小说|游戏|手游|品牌|牌子|编程语言|语言|框架|编辑器|软件|App|APP|app)")
_CRAVED_HABIT = re.compile("(烟|酒)瘾")
_AFTER_THEN = re.compile("(?:以后|之后|后来|后)$")
_MEDICAL_WORK = re.compile("医院|诊所|卫生院|医生|护士|大夫|医师|药剂师|规培|住院医|主治|护士长")
_CONDITION_TYPES = frozenset({"medical_condition", "condition", "disease"})
_FOUND_LEAD = re.compile(
    "^[^，,]{0,4}?(?:体检|复查|检查|去医院)?(?:查出来|查出了?|检查出来?|被查出来?|确诊了?|诊断出来?)(?:了|有|是)?"
)
_HIGH_READING = re.compile("^(血压|血糖|血脂|尿酸|胆固醇)(?:有点|有些|比较|偏|很|一直|都)*高$")
# 我和我老公都…, 我跟我妈也…: the user and one person around them, said together
_PAIRED_SUBJECT = re.compile(
    "^(?:我|本人)(?:和|跟|与|还有)(?P<other>[^，,。都也]{1,6}?)(?:都|也|俩|两个|两人|$)"
)
# A product said by its Latin name (Figma, Notion, VS Code): a name, known to the lexicon or not
_LATIN_WORD = re.compile("[A-Za-z0-9][A-Za-z0-9+#.-]*")
_LATIN_NAME = re.compile(r"[A-Z][A-Za-z0-9+#.]*(?: [A-Z0-9][A-Za-z0-9+#.]*)*")
_REMEMBER_THIS = re.compile("(?:请|麻烦|你)?(?:帮我)?(?:记住|记一下|记下来|记下|记着|记好)(?:了)?[，,:： ]*")
_CONDITION = re.compile(
    "^(?:只要|只有|除非)(?!我?(?:一|每次)?(?:吃|喝|碰|闻|接触|沾|用))[^，,。]*(?:就|才|都|便)"
)
_IMPLIED_CONDITION = re.compile(  # 老詹退役我就不看了, 他走了我也就不去了: a condition said without 如果
    "^(?P<cond>[^，,。我]{2,10}?)(?:了)?(?:我|俺)(?:也)?就(?:不|再也不|再不|没法|不再)[一-龥]{1,3}了$"
)
# 说实话, 老实讲, 不瞒你说: a word on how frankly the user speaks, no part of what is said; the one list both
# `_FRANKLY` and `_DISCOURSE_LEAD` build on (no word starts another of either alternation, so where the list
# stands in one changes no match)
_FRANK_WORDS = "说实话|说实在的|说真的|老实说|坦白说|实话说|说句实话|不瞒你说|老实讲"
_FRANKLY = re.compile(
    # 先跟你说一下, 提前说一下, 事先跟您说一声: the user announcing what they say next, no one quoted
    f"^(?:其实|我|但是?|不过|顺便|对了)?(?:先|再|提前|事先|预先)?(?:{_FRANK_WORDS}|[跟和](?:你|您)说(?:一?[下声])?"
    "|(?:简单)?(?:说|讲|介绍)一?下|(?:多)?(?:说|提)一句"
    "|话说(?:回来)?|讲真的?|实话讲|说句心里话)"  # 话说我很讨厌坐船: by the way, no one quoted
    "|(?:重点|简单|直白|通俗)(?:点|一点|些)?说|[说讲]重点(?![是在的])"  # 挑重点说: how to say it
)
_PERSON = re.compile("对?(?:他们|她们|他|她|它|你们|你|您|ta|TA)")
_ORIGIN_IS = re.compile(  # 我是东北人, 湖南妹子, 土生土长的北京人
    r"(?:土生土长的|地道的|正宗的)?(?P<place>.{2,8}?)(?:本地)?(?:人|妹子|姑娘|小伙子?|汉子|大妞|妹纸|仔|老乡)"
)
_PERCEIVE = re.compile(  # (现在看到甜的就腻: the sensing said after when it is so)
    "^(?:现在|如今|目前|后来)?(?:一想到|想到|一看到|看到|看见|一听到|听到|一提到|提到|一闻到|闻到|闻见|看着|闻着|听着|想想)"
)
# 薄膜的打着没感觉, 榴莲闻着: how it feels in use or smells
_SENSED = re.compile("(?:看|听|吃|喝|用|打|敲|玩|坐|穿|闻)(?:着|起来)$")
_INTENSE = re.compile(
    "^(?:资深|重度|骨灰级|忠实|铁杆|超级|十足的|标准的|典型的|不折不扣的|彻头彻尾的|妥妥的|一个)"
)
_COUNTED = re.compile(
    r"(?:[一二两三四五六七八九十几\d]+|那|这)(?:个|台|只|部|辆|件|双|本|张|份|条|块|把|套|盒|箱|副|顶|支|款)"
)
# typed quotes too (把'我爱吃辣'翻译成英文), when they hold Chinese, so an English apostrophe opens none
_QUOTED = re.compile(r"“[^”]{2,}”|\"[^\"]{2,}\"|「[^」]{2,}」|『[^』]{2,}』|《[^》]{2,}》"
                     r"|‘[^’]{2,}’|'(?=[^']*[\u4e00-\u9fff])[^']{2,}'")
_FREE_LEADING = frozenset({"给我", "帮我", "为我", "替我"})
_NOT_IN_NAMES = frozenset("去回吃喝做买看别不要帮给让把到走跑睡起了吗呢吧")
_BODY_PART = "嘴巴?|嘴唇|脸上?|皮肤|身上|全身|肚子|胃|肠胃|嗓子|喉咙|眼睛|鼻子"
_TRAILING_BODY_PART = re.compile(f"(?:{_BODY_PART})$")
# the ways a thing reaches the body: eaten, drunk, touched, smelled, put on the skin (一涂就过敏, 一戴就痒)
_EXPOSED_BY = "吃|喝|碰|闻|接触|沾|用|抹|涂|擦|戴|喷"
_EXPOSURE = re.compile(
    # 每次吃完都…: 完 ends the eating, it is no thing eaten (the thing is the topic said before)
    rf"(?:一旦|一|每次|只要)(?:{_EXPOSED_BY})(?:了|到|完)?(?P<what>(?![完过])[^，,。就我]{{1,8}}?)"
    # 一吃菠萝嘴就肿: the body part that reacts is not part of what was eaten
    rf"(?:{_BODY_PART})?(?:我们|我)?(?:就|都|会)"
)
_CONSEQUENCE = re.compile(
    rf"(?:(?:我们|我)?(?:一|每次|只要|一旦)?(?:{_EXPOSED_BY})(?:了|完|到|多了|太多|多)?(?:之?后|以后)?"
    r"(?:我们|我)?)?"
    r"(?:就|会|都|也|容易|特别|马上|立马|还|肯定|得|要|必须)*$"
)
_EXPOSURE_VERB = re.compile(_EXPOSED_BY)
_SMELLED = re.compile("闻")  # the one exposure verb that takes nothing into or onto the body
_TAKEN_IN = re.compile(_EXPOSED_BY.replace("闻|", ""))
_QUEASY = re.compile("难受|不舒服|恶心|反胃|想吐")  # the stomach turned, no symptom of its own
# Patterns of the per-clause checks, compiled once (the comments are at their use)
_POLITE_LEAD = re.compile(r"^(?:你|您|那|那就|就|麻烦你|可以)")
_BUT_LEAD = re.compile("^(?:但是|但|可是|可|不过|然而|只是)")
_SELF_LEAD = re.compile(r"^(?:我们|我|咱们|咱|本人)")
# 他做的…, 食堂的…, 那家…, 这杯…: whose, where or which one a verdict on a dish is about
_ONE_SERVING_SAID = re.compile("(?<![真是])的|[这那]")
# 我本职是…, 我主业是…, 我正职是…: the main of the user's works, said between the user and 是
_JOB_TOPIC = re.compile("^(?:的)?(?:本职|主业|正职)(?:工作)?")
# 她最爱听邓丽君, 不过他不吃辣, 而且她…: a sentence about 他/她 (one person, not 他们), after a linking word
_PRONOUN_OPENING = re.compile("^(?:但是|但|可是|不过|而且|另外|还有|平时|其实)?[，, ]*[他她](?!们)")
# 我在机场呢, 我在上海呢: where the user is right now (their work said there, 在华为做产品经理呢, is a job)
_WHERE_NOW = re.compile(
    "^(?:我|本人)(?:现在|目前|正|人|还)*在(?![^，,。]*(?:上班|工作|打工|实习|教书|读书|做|当|干|担任))")
_STILL_WEIGHING = re.compile(r"还是|([一-龥])[不没]\1|要不|好不|行不")  # 去不去, A还是B: a choice still open
_WE_LEAD = re.compile(r"^(?:我们|我|咱们|咱)")
_HOMETOWN_NAMED = re.compile("(?:我们|我|你|他|她)?(?:的)?老家(?P<town>[^，,。；]{2,6})")
_ONE_MORE_LEAD = re.compile("^(?:还有就是|还有|另外|以及)")
_ONLY_RULE = re.compile("只(?:用|买|考虑|认|坐|穿|吃|喝)")  # 我只用安卓的: a standing only-rule
_GENERIC_WORKPLACE = re.compile("^(?:我们|咱们|我|咱|俺们?)(?:的)?")  # 我们公司: whose workplace it is
_UNIT_OF_WORKPLACE = re.compile("(?P<org>[^的]{1,3}?)的?(?P<unit>[^的]{1,6}(?:部门?|科室?|处|办公室|团队))")
_OFFICE_OF_ORG = re.compile("(?P<org>[^，,。；]{2,10}?)的(?P<unit>[^的]{1,4}(?:科|处|办公室))")
_JOB_AFTER_UNIT = re.compile("门?(?:做|当|担任)(?P<job>[^，,。；了过的]{2,10})$")
# 干了二十二年电工, 当了十年老师: a span said between the verb and the job it tells the length of
_YEARS_THEN_JOB = re.compile(
    r"[了过](?:快|已经|差不多|将近|整整|有|好)?(?:(?<!\d)\d{1,2}|[一二两三四五六七八九十几半]{1,3})(?:多|来)?(?:个)?"
    r"(?:年|个月)(?:多)?(?:的)?(?P<job>[^，,。；了的]{2,8})"
)
_WORKPLACE_JOB = re.compile(
    "(?:公司|工厂|厂|单位|机构|医院|学校)(?:上班|工作|任职|打工)?$|(?:上班|工作|任职|打工)$"
)
_DISLIKED_CALLING = re.compile("(?:烦|讨厌|受不了|不喜欢|别|不要|不许|不准)[^，,。]{0,4}$")
_LOCATIVE = re.compile("^在[^，,。是在]{1,6}?(?:上|里|这边|那边)?$")
# 开车就更不喝了: a condition, not a thing; 再便宜也不坐: a concession, not a thing
_NOT_A_THING = re.compile("就更?$|更$|^再[^，,。]{1,4}$")
# 能躺着绝不坐着 (着), 以后别推给我 (给我): an aspect particle or the one served, left where a thing would be
_NO_THING_LEFT = re.compile("[着了过]|给(?:我|我们|他|她)(?:了|啦|哈)?")
_RECIPIENT_ONLY = re.compile("给(?:我|我们)(?:了|啦|哈)?")
# 我没结婚之前很爱玩: a stretch ending in 之前 / 的时候 says when, never what is liked (a rule keeps its
# time slot: 晚上九点以后的电话我一律不接)
_WHEN_NOT_WHAT = re.compile("(?:之前|以前|之后|以后|的时候)$")
_HOW_MUCH = re.compile(  # 吃太多, 喝得过多: how much, never a thing
    "(?:吃|喝|抽|用)?(?:得)?(?:太|过|很|那么|这么|特别|过于)?(?:多|过量|频繁)(?:了|的|啊|哈)?")
# 这种花粉, 这款洗发水: the kind pointed at; 一口, 是一点: how little
_KIND_POINTED = re.compile("[这那](?:种|款|类|样)(?:的)?")
_HOW_LITTLE = re.compile("(?:是|真是|实在是)?(?:一口|一点儿?|一滴|一丁点|半点|一下)")
_AMOUNT_ONLY = re.compile("^(?:一大?堆|好多|不少|很多|一些|好几个)$")  # 装备买了一堆: how much, not what
_MONEY_LOST = re.compile("[\\d一二两三四五六七八九十百千万几]+(?:多)?(?:块钱?|元|万)")
_JOB_DONE = re.compile(  # 我在招商银行，做风控: the job done at the firm, said on its own
    "(?:^|[，,])(?:我)?(?:主要)?(?:是)?做(?:前端|后端|开发|产品|运营|设计|测试|算法|销售|风控|财务|审计|法务|人事|客服)(?:的)?"
    "(?=$|[，,。；！!])")
_AT_WORK = re.compile(
    "上班|工作|入职|实习|做(?:前端|后端|开发|产品|运营|设计|测试|算法|销售)|程序员|工程师|公务员|考编|上岸"
    "|退休(?:以|之)?前")  # 我爸退休前在电力局: where one was until retiring is where one worked
_CONCESSION = re.compile("^再[^，,。的再]{1,4}的(?=.)")
_SOMEDAY = re.compile(  # 等我退休在家就…: 就 closes a someday too
    "(?:等(?:我|以后|将来|哪天|有一天|老了|退休)|哪天|有朝一日|将来有一天)[^，,。！!？?]{0,10}?(?:了|的时候|以后|之后|就)"
)
# 一个人旅行: alone (a way of doing it), never one + 人旅行, wherever the segmenter cuts
_ALONE = re.compile("一个人(?=[\u4e00-\u9fff])")
_SOMEONES = re.compile("(?<!其)[他她你您]|别人|人家")
_POINTED = re.compile("[这那](?:个|部|首|家|款|次|本|种|位|场|期|集|顿|道|些)?")
_TOPIC_OPENING = re.compile("(?P<topic>[\\u4e00-\\u9fffA-Za-z ]{2,6}?)(?:我们|我)(?!们|的|家)")  # 咖啡我…
# 有个面试，|是阿里的: a thing counted at the end of the clause before, which a bare 是 goes on to describe
_COUNTED_BEFORE = re.compile(
    "(?:有|拿到|收到|约了|接到)了?一?(?:个|份|场|次)(?P<thing>[^，,。；！!？?]{1,8})[，,]\\s*$"
)
# 堵车堵得我…, 排队排得我…: the verb of the thing before said again before 得我 (a verb-copy clause)
_COPIED_VERB = re.compile("(?P<verb>[\u4e00-\u9fff])得我")
_TOPIC_THEN_SELF = re.compile("[\\u4e00-\\u9fff]{1,4}(?:我们|我)(?:平时|一般|现在|都|也|只)*")
# 我写代码都用VS Code, 我记笔记一般用Notion: the user, then what for (a verb and its object), then 用; never a
# plan or a hearsay (我打算用…, 我听说用…) nor someone else told to use it (我叫他用…, 我看孩子用…)
_SELF_THEN_PURPOSE = re.compile(
    "(?:我们|我)(?:平时|一般|现在|日常|每天|天天|上班)*(?!打算|打听|听说|看看|看能|看到|看见|听到|叫人)"
    "[记打听看写付点买做剪修存聊拍画订查导跑刷追](?![你他她它我咱人孩别])[\u4e00-\u9fff]{1,3}?"
    "(?:平时|一般|基本上?|主要|都|也|只|一直|现在|目前|习惯|的话)*"
)
_COMPLAINT_INTENT = re.compile(
    "(?:我|我们)?(?:真的|一定|必须|肯定)?(?:要|想|得|准备|打算)(?:去)?投诉(?:一下|你们|他们)?[。！!]*"
)
_SHOP_TOWN = re.compile(r"(?:也|还|一直|已经|现在|目前)?在(?P<town>[^，,。；]{1,8})")  # 在深圳 before 开公司
_RUNNING_FOR = re.compile(  # 开奶茶店第三年了: how long one has run it
    "[^，,。；]{0,4}?(?:第[一二三四五六七八九十几\\d]+年|已经|快|好几年|[一二两三四五六七八九十几\\d]+年)"
)
# a trip said with 住X: where one stays, not home
_STAYING = re.compile("去|到|来|出差|旅游|旅行|度假|玩|酒店|民宿|宾馆|几晚|晚上|那几天|期间")
# places one wishes to be near (最好离公司近)
_NEAR_TO = re.compile("(?:站|地铁|公司|单位|学校|医院|商场|超市|公园|机场|市中心|景区|海边|学区|家)$")
_TOY_AFTER = re.compile("娃娃|玩偶|公仔|玩具|抱枕|挂件|摆件")
# 这边的海, 当地的小吃: where the user is, said before a thing (这边的人 names no thing)
_HERE_OF = re.compile("^(?:我们|咱们)?(?:这边|这里|这儿|那边|那里|那儿|当地|本地)的(?!人$)")
# a bare taste word (太甜了): a verdict on a thing, which names none of its own after a taste that turned
_TASTE_VERDICT = re.compile("[甜咸苦酸辣腻油淡涩]")
_RESUMED_BY_PRONOUN = re.compile("(?<=[\u4e00-\u9fff]{2})(?:他|她)(?:们)?(?:也|都|倒|可|就|还|真的|根本)*$")
_DONE_TO_ME = re.compile("被(?!子|窝|单|套|褥)(?:人|别人|他们|领导|家里|亲戚)?(?:[劝催逼灌问盯骂说查叫管])")
_DISH_FIRST = re.compile(  # 吃披萨|一定要有菠萝: the dish eaten, said before what it must have
    "(?:我)?(?:吃|喝)(?P<dish>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:的话|的时候|时)?(?:我)?(?:都|就)?"
)
_KIND_OF_TOPIC = re.compile("(?P<topic>[\u4e00-\u9fff]{2,4}?)(?:我们|我)(?:平时|一般|现在|都|也|就|基本)*")
_CRAVING = re.compile("(?:想|馋|惦记着?)(?:吃|喝)")  # 天天想吃: a craving, its thing said before
_KINDS_SIDE_BY_SIDE = re.compile("(?:[\u4e00-\u9fff]{1,3}?的){2,4}")  # 辣的生的, 冰的甜的油的
_OTHERS_OF = ("别家", "别的", "其他", "其它", "别人家")
_DAYPART = re.compile("(?:早上|上午|中午|下午|晚上|凌晨|夜里|白天|周末|平时)")
# 咱是退伍军人, 俺是开出租的: 咱 and 俺 are the user too
_PERSON_LEAD = re.compile(r"^(?:我们家|我家|我们|我|咱们|咱|俺们|俺|本人|他|她|它|你可以|你就|你)(?:的)?")
_APART_FROM_BAN = re.compile("(?:别|不要|不许|不准)[^，,。；]+给我$")  # 别 | 在九点前 | 给我打电话
_CLOCK_ROUTINE = re.compile("点(?:半|多|钟)?[^，,。]{0,6}(?:睡|起)")  # 晚上十一点前睡, 七点起床 (sleep_hours)
# 我叫陈浩，| 开了家…; 我叫阿杰，32岁，| 在重庆开…: the user's age, sex or generation said between
# is still them
_SELF_CLAUSE_BEFORE = re.compile(  # 大家都管我叫阿杰，…: a clause naming the user is the user's too
    r"(?:^|[，,。])(?:我|本人|俺|咱|[^，,。]{0,4}(?:管我叫|叫我|喊我|称呼我))[^，,。]*[，,]"
    r"(?:\s*(?:今年)?(?:\d{1,3}|[一二三四五六七八九十]{1,3})(?:岁|周岁)?(?:了)?[，,]|\s*(?:男|女)(?:生|的)?[，,]"
    r"|\s*\d{2}后[，,])*\s*$")
# 以前在银行上班，| 之前做销售，: the user's former work opens the message, said without 我
_FORMER_WORK_OPENING = re.compile(
    r"\s*(?:我)?(?:以前|之前|原来|原先|过去|早些年|前几年)(?:一直)?(?:在[^，,。]{1,10}(?:上班|工作|上过班)|"
    r"(?:是|当|做|干)[^，,。]{1,8})(?:的)?[，,]\s*$")
_HOME_CLAUSE_BEFORE = re.compile(r"(?:^|[，,。])(?:我们|我)家[^，,。]*[，,]\s*$")  # 我家楼下，| …
# 他们家的烤鸡, 她家的奶茶: the business said before, as its regulars call it
_THEIR_SHOP = re.compile("(?:他们|她们|他|她)家的")
# 字节的飞书团队, 腾讯的微信团队: a team named inside a firm (the firm is who employs)
_TEAM_OF_ORG = re.compile("的[^的，,。；]{1,8}团队$")
# 环游世界, 旅行, 读研, 休息一阵: what one goes off to do between jobs, no firm that employs
_GAP_PLAN = re.compile(
    "(?:环游|周游|旅行|旅游|游玩|度假|散心|休息|歇|玩(?!具)|读研|读书|留学|考研|进修|穷游|徒步|支教)(?!.*(?:公司|集团))"
)
_LASTED = re.compile(
    "[^。！？!?]*?[，,]\\s*(?:已经|都)(?:连续|坚持|用了)?(?:快|差不多|将近|整整|有)?"
    "(?:[\\d一二两三四五六七八九十百几]+|好几|好多)个?多?(?:天|个?月|年|周|个?星期)(?:了|啦)"
)
_LIMIT_SOFTENED = re.compile("(?:以内|以下|之内|封顶|为限)吧$")
# 我算稳健型的吧, and …，算是比较保守型的投资者吧 with the user the subject carried on (算了吧 gives up;
# 算一下吧, 算算吧 ask for a sum)
_HEDGED_SELF = re.compile(
    "^(?:我|本人|俺)?(?:应该|大概|可能|估计|也|还|勉强)*算(?:是)?(?!了|算|下|[一二两三四五六七八九十几]|账|命|起来)")
_WISH_ENDED = re.compile("就好了[啊呀啦吧呢]*[，,；;]")  # 要是能早点下班就好了，…: where a wish closes
# 其实我是老师, 说实话我就是个骑手: a word on how frankly the user speaks is no part of what is said
_DISCOURSE_LEAD = re.compile(
    f"^(?:对了|顺便说一[下句]|顺便提一[下句]|补充一下|忘了说|其实|{_FRANK_WORDS}|"
    "坦白讲|实话实说|讲真|话说)[，, ]*")
_AND_BOUND = re.compile("(?:及|或)(?:以下|以上|以内|以外)")
_SELF_AT_END = re.compile(r"(?:我们|我)(?:平时|一般|现在|都|也|只)*$")
# 经理喜欢大家用钉钉, 领导习惯我们用邮件: a person's taste for how the group around the user does things
_TASTE_FOR_ALL = re.compile(
    "(?:喜欢|更喜欢|习惯|偏爱)(?:我们|咱们|大家|所有人|全组|全员|员工|下属|手下|组员|我们组|我们部门)"
    "(?:都|统一|一律|尽量)?$")
# 不怎么喝: seldom had (不怎么能吃辣 is what the body can take)
_SELDOM_HAD = re.compile("不怎么(?:吃|喝|碰|沾|抽|吸|点|买)")
# 不会对X上瘾, 怕X上瘾, 容易上头: "hooked" said as denied, feared or likely is no fondness (negation_re reads
# only the words right before the trigger, and 对X stands between)
_HOOK_DOUBTED = re.compile("不|没|别|怕|担心|害怕|会|容易|防止|避免|以免|免得")
# 她信佛吃素, 饮食得清淡: the person said just before; 我姑姑信佛，常年吃素: a word of how long or how
# often a way of eating has held says it is still that person's
_SUBJECT_HINT = re.compile(
    "我|是|吃|要|都|也|一直|^[他她]|饮食|膳食|三餐|常年|长年|长期|多年|一向|向来|从小|平时|平常|坚持")
_WEEKEND_RETURN = re.compile("(?<![这上下本])周末(?:都|就|一般)?$")
_WEEKDAYS = re.compile("工作日|平时|平常|周一到周五|周中")
_MOSTLY = re.compile("(?:基本上?|大多|大部分|大都|多半|主要)(?:都|也)?$")
_AGE_LISTED_AFTER = re.compile(
    r"^(?:大家好|你好)?[，,！!]?(?:(?:我叫|我姓|俺叫|本人|我是)[^，,。\d]{1,6}(?<![的号])|(?:本人)?[男女]生?)[，,]$"
)
_TRIP_ROUTINE = re.compile(
    "(?:才|一般都?|通常都?|经常|常常|总是|每(?:周|个?月|年|次|天)都?)$"
    "|(?<![这上下本])周末(?:都|一般都?|通常都?|基本(?:上)?都|经常|常)$"  # 周末都去公园玩: every weekend
    "|(?:(?:一|每)?(?:有空|没事)|(?:一|每)(?:到周末|放假))(?:的时候)?(?:都|就)(?:会|爱)?$"  # 一有空就去…
    "|每$|每(?:到|逢|次|回)[^，,。]*都(?:会|要)?$"  # 每到一个城市都会去当地的博物馆: whenever, not one trip
    "|每(?:年|个?月|周|个?星期|个?礼拜)[^，,。；]{0,6}都(?:会|要|得)?$"  # 每年冬天我都要去…: a routine
)
_AVOID_CONDITION = re.compile("(?:就|会|浑身)|(?:饭|东西)了?$")
_WORRY = re.compile(r"(?:明天|今天|后天|以后|将来|到时|会|要|万一|被|自己|他|她|你)")
_DOUBLE_NEGATION = re.compile(r"(?:不是|并不是|并非|没有|不会)$")
_DENIED = re.compile("(?:不是|并不是|并非|没有|没)对(?P<thing>.+)$")
# 我对海鲜不过敏: the thing the body is said to be fine with, right before the negation
_NOT_TO_THING = re.compile("对(?P<thing>[^，,。；对]{1,8}?)(?:并|倒|也|其实)?$")
_NEGATION_WORDS = frozenset({"不", "没", "别"})
# 赵雷的歌都会唱, 东野圭吾的书全看过: knowing all of an artist's works is following the artist
_KNOWS_WORKS = re.compile("(?:会唱|会背|看过|读过|听过|个遍)了?$")
# 开车也好应酬也好, 在家也罢出门也罢: cases listed side by side, each closed by 也好/也罢
_EITHER_WAY = re.compile("(?:(?:我)?[^，,。；也]{1,6}(?:也好|也罢)[，,、]?){2,}")
_YOUNG_ROLES = frozenset({"baby", "child", "son", "daughter", "dog", "cat", "pet"})
# 记笔记我用Notion, 打车我只用滴滴: a doing said first is what the user uses something for
_PURPOSE_TOPIC = re.compile("[记打听看写付点买做剪修存聊叫拍画订查导][\u4e00-\u9fff]{1,3}")
_TASTES = {
    "重": "重口味", "清淡": "清淡口味", "淡": "清淡口味", "偏甜": "甜口", "偏辣": "辣口", "偏咸": "咸口",
}
_STUDENT_LEVELS = {
    "读研究生": "研究生", "读在职研究生": "研究生", "读研": "研究生", "读博士": "博士生", "读博": "博士生",
    "读本科": "大学生",
    "读大学": "大学生", "上大学": "大学生", "读高中": "高中生", "上高中": "高中生", "读初中": "初中生",
    "上初中": "初中生",
}
_AGE_GAP = re.compile("(?:[小大](?:我|他|她)|比[^，,。]{1,4}[大小]|相差|差了?)$")
_WITH_SOMEONE = re.compile("^(?:我|俺)(?:跟|和|与|同)")
# 带孩子挂了急诊, 带我妈去医院看了急诊: an illness or a visit to the doctor the user takes someone to
_CARE_TRIGGERS = frozenset({"acute_illness", "ill", "grave_illness"})
_TAKEN_FOR_CARE = re.compile(
    "(?<![不没别])带着?(?P<who>[^，,。；去到上]{1,5})(?:一起)?(?:去|到|上)?了?(?:一?趟)?"
    "(?:[^，,。；]{0,6}?(?:医院|诊所|门诊|急诊室?))?$")
# a name as said: Chinese, Latin, or a calling built on a letter (老K, 阿Q, K哥)
# 阿May, 小Kevin: a nickname prefix before a capitalised Latin name, as before an initial (小K)
_NAME_SHAPE = re.compile(r"[\u4e00-\u9fff·]{1,5}|[A-Za-z][A-Za-z .'-]{0,30}"
                         r"|[老小阿](?:[A-Za-z]{1,2}|[A-Z][a-z]{1,9})|[A-Za-z]{1,2}[哥姐总]")
# 你刚才那个回答, 你上一条回复, 你这次的解释: one reply the assistant already gave, pointed at
_ONE_ANSWER = re.compile(
    "^(?:你|您)的?(?:刚才|刚刚|之前|前面|上面|上一?[个条次版]|这[个条次版一]?|那[个条次版]?)"
    "(?:那|这)?[个条次版]?的?(?:回答|回复|答复|解释|答案|建议|说法|总结|方案)"
)
# 也许/或许/说不定 anywhere; 可能 only opening what the user says (可能是 hedges a fact: 可能是乳糖不耐受)
_MAYBE = re.compile(
    # 在考虑搬去里斯本, 考虑要不要换工作: a move or a change only weighed
    "(?P<maybe>(?:也许|或许)(?!是)|兴许|说不定|没准儿?|(?:在|正在|还在)考虑(?!到)|犹豫(?:要不要|是否)?)"
    "|^(?:我|我们|咱们)?(?:[^，,。；\\d]{0,2}(?:周|月|年|天))?(?:再|也|还)?(?P<maybe2>可能)(?!是|性)"
)
# 喜不喜欢, 吃不吃, 去不去: a verb said, denied and said again leaves the choice open (不得不 is no such)
_A_NOT_A = re.compile("(?!动不动|时不时|得不得)([\u4e00-\u9fff])不\\1")  # 动不动, 时不时: adverbs; 不得了
_AMOUNT_LEAD = re.compile(
    "^(?:[\\d一二两三四五六七八九十百几]+多?(?:块钱?|元)|[\\d一二两三四五六七八九十几]+(?:万|千|百)(?:块钱?|元)?)的?")
_PROPERTY_OF_THING = re.compile(
    "(?:偏|比较|很|挺|特别|太|都|更|相对)*(?:辣|甜|咸|淡|油|酸|苦|清淡|重口|贵|便宜|实惠|好吃|难吃|油腻|偏辣|偏甜|偏咸)")
_SENSE_FAILS = re.compile("(?:看|听)不(?:太|大)?(?:清楚?|见)")
_GUESSED = re.compile("(?:(?:可能|应该|也许|估计|大概|或许|肯定|一定)(?:也|还)?会|可能|也许|或许)$")
_LISTED_APART = re.compile("和|跟|与|以及|还有|、")  # 酒精和咖啡因: two things, side by side
_ALONG_LEAD = re.compile("^(?:现在|目前|一直|还|也|都|平时)*(?:跟|和|与|同|陪着?)$")  # 现在跟|我叔…
# ，华为Mate 60 / ，iPhone 15 Pro: a make in Chinese or Latin, then a model of Latin letters and digits
_MODEL_NEXT = re.compile(r"[，,]\s*(?P<make>[\u4e00-\u9fff]{2,4}|[A-Za-z]{2,10})"
                         r"(?P<model>\s?[A-Za-z0-9][A-Za-z0-9+\- ]{0,14})(?=$|[，,。；;！!？?])")
_NEXT_CLAUSE = re.compile(r"[，,]\s*([^，,。；;！!？?\s]{2,12})(?=$|[，,。；;！!？?])")
_SOLD_LEAD = re.compile(
    "^(?:我的|我家的|我们的|自己的|我|家里的?)?(?:那|这)?(?:台|个|辆|部|只|套|件|块)?(?:旧的?|闲置的?)?"
)
_SELLING = re.compile("闲鱼|转转|二手|卖了|卖掉|出掉|回收|挂出去")
_COOKING_LEAD = re.compile("^(?:平时)?(?:做菜|做饭|炒菜|烧菜|煮饭|煲汤)(?:的时候|时)?")
_ALONG_WITH = re.compile("^(?:跟|和|与|同|陪|带着?)(?=[^，,。；]{1,6}一起)")
# 下个月带我妈去日本玩，她…: whom the user takes (or goes with) somewhere is whom a later 她 means
# (下个月和老婆去巴厘岛，她…: a trip said with someone, the user left implied)
_TAKEN_ALONG = re.compile(
    "^(?:我|俺)?[^，,。；我俺和跟]{0,6}?(?:陪着?|带着?|和|跟|同)"
    "(?=[^，,。；]{1,6}?(?:去|回|出去|出门|逛|旅游|旅行|度假))")
# 李娜是我老婆: a name (a Latin one, 小张/老王, or two or three characters) before 是 and the user's person
_NAMED_AS_ROLE = re.compile(
    r"^(?P<name>[A-Z][A-Za-z]{1,15}|[小老阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{2,3})是(?=我|俺)"
)
_NOT_A_NAME = ("他", "她", "它", "这", "那", "谁", "你", "我", "俺", "咱", "大家", "人家", "别人", "对方")
# Happenings that last the current period they are said in (a stay, an illness, preparing for an exam)
_LASTING = frozenset(
    {"trip_here", "trip_at", "trip_sent", "stays_at", "away_on_trip", "ill", "preparing", "renovating",
     "kin_visit", "home_office_now", "on_duty", "staying_for_now",
     "exam_prep_bare", "preparing_goal"}  # 我婆婆这周住我们家: the relative stays the week; 这个月在备考
)
_ROUTINES = frozenset({"commute", "habit_at", "shift_work", "shift_rota", "remote_days", "remote_work"})
_WEEKDAY = re.compile("(?:每?个|每)?(?:周|星期|礼拜)[一二三四五六日天末]")  # said bare, a weekday recurs
_LIVES_ALONG = re.compile("(?<=^我)(?:现在|目前|一直|还)?(?:和|跟|与)")  # 我和我婆婆一起住: with whom
_GOING_HOME = re.compile(  # 偶尔回国, 回趟家: going back home, no habit
    "回(?:[一趟次下]|一趟)?(?:国|老家|家乡|家里|家|娘家|婆家|国内|去|来)(?:看看|住几天|待几天|转转|一趟)?$")
_WISH_TO = re.compile("想|打算|准备|计划|希望")  # 想和我妈住在一起: a plan, not how one lives
_LATELY = re.compile("最近|近来|这阵子|这段时间|这几天|这两天|这些天")  # 最近胃不好: how one is these days
_DIGITS = str.maketrans("零〇五六七八九", "0056789")
_YEAR_DIGITS = str.maketrans("零〇一二三四五六七八九", "00123456789")
_SINCE = re.compile("(?:开始|起|以来|就开始|[爱迷]上|喜欢上)")  # 今年迷上了X: the taste began this year
_ATTENDS = re.compile("[要准备打算计划将快刚]*参加")  # 参加…的婚礼, as a plan
# 改到周五了: a date moved to is ahead too
_BOOKED = re.compile("约了|预约了|订了|定了|约好了|订好了|定好了|(?:改|挪|推|延|提前|换)到[^，,。；]{0,6}?了")
_ONE_NIGHT = re.compile("今天|今晚|明天|明晚|昨天|昨晚|这几天|这两天|当晚|今儿")
_TRAVELLING = re.compile("(?:出差|旅游|度假|旅行|驻场)(?:中|期间|的时候|这几天)?[，,]")
# 三月三号刚入职: just happened; 八月二号过六十大寿 is a birthday to come (过 the verb, not the aspect)
_TOLD_OF_PAST = re.compile(
    "了|过(?!生日|大寿|[一二三四五六七八九十百\\d]{1,4}岁?(?:大寿|寿辰|岁生日))|[买到寄收办结签离搬领]的|刚"
)
_STANCE_ONLY = re.compile("(?:是|现在|如今|目前|真|真的|实在|确实|可|就|根本|完全|属实|着实|也|都)+")
_PARTICLES = re.compile(r"[了啊呀哦啦吧呢嘛的哈\s，,。！!？?~～]*")
# 老婆爱吃榴莲，我受不了那个味儿: a smell or feel pointed at with 那/这 is the side of the thing said before
_SIDE_POINTED_BACK = re.compile(
    r"(?:[那这它](?:个|股|种|一股)?的?)(?:味儿|味道|气味|口感|腥味儿?|膻味儿?|臭味儿?|怪味儿?|味)"
    r"[了啊呀哦啦吧呢的\s，,。！!~～]*")
_TOPIC = re.compile(
    # 那家航空公司我以后再也不坐了: from when the user's rule holds (三点以后 alone is when, kept whole)
    # 羊肉我以前爱吃: a past marker after the speaker says when, no part of the topic either
    r"^(?P<topic>.+?)(?:的话)?(?:(?:我们|我|咱们|咱)(?:以后|今后|往后|从此|以前|之前|原来|过去|曾经|小时候)?)?(?:个人|本人)?(?:是|也|都|基本上?|现在|如今|目前|从来|一直|一般|平时|平常|通常|每次|每回|次次|回回|可|就|根本|完全|一点|真的|实在|真|确实|着实|压根儿?|"
    r"真心|属实|还是|始终|怎么都|怎么也|怎么|咋都|咋|死活|向来|一向|历来|本来|打小|从小|一口|一点儿|一丁点|半点|一滴|"
    # (Mac怎么都用不惯: its 都 may go with the verb, leaving 怎么)
    r"一律|一概|统统|全都|先|暂时|看着|听着|吃着|喝着|用着|"  # 甜品一律不碰, 聚会都先别…, 普通厅看着没感觉
    r"闻着|闻到|闻见|"  # 香水我闻着就难受: how the thing reaches the user, no part of it
    r"再也|"
    r"已经|早就|"  # 周杰伦的歌我已经听了十几年: how long, no part of the topic
    r"每(?:天|日|晚|周|个?月)(?:早上|早晨|晚上|中午|下午)?|"  # 小米粥我每天早上都要喝一碗: a routine
    r"早上|上午|中午|下午|晚上|夜里|半夜|睡前|饭后|周末|工作日|"  # 咖啡我晚上不喝: when, no part of the topic
    # 狗有点怕: a degree before the verb is no part of the topic
    r"有点儿?|有些|有一点|比较|特别|挺|蛮|超级?|最|很|非常|太|"  # (烤鸭我可太爱了)
    # 榴莲这东西我爱不起来, 山竹倒是能吃一斤: what points back at the topic, a contrast turned to it
    r"(?:这|那)(?:个|种)?(?:东西|玩意儿?)|倒是|反倒|却)*$"
)


_MOVES = ("moved_to", "moved_back")  # the triggers of a move of home, which may be said ahead of time


# 都是支付宝, 一般都用支付宝, 全坐高铁: what is used in place of the thing refused before
_USED_INSTEAD = re.compile(
    "(?:但是?|而是?|我们|我)?(?:现在|平时|一般|基本上?|通常)?(?:都|全|全都|只)(?:是|用|坐|喝|吃)(?:的是)?"
    "(?P<thing>[^，,。；]{1,10}?)(?:了|的|啦)?")
# 去了趟, 去过, 刚从…回来: a trip told as over
_TRIP_DONE = re.compile("去了[一两]?趟|去过|了一趟|回来|刚从|玩了")
# 之前说, 刚才说, 我上次说: what the user said before, no one else's words
_OWN_EARLIER_WORDS = re.compile(
    "(?:我)?(?:之前|刚才|刚刚|上次|前面|昨天|以前)(?:跟你|和你|给你)?(?:说|讲|提到)(?:的)?")
# 我就不跟了, 我特别怕热: a clause the user opens as its subject (我们, 我的 say more than the user)
_SELF_OPENING = re.compile("我(?![们的])")
# 我们组的Kevin, 我们班的小王: one of the user's team or class, and the role that makes them
_MEMBER_ROLE = {"组": "同事", "小组": "同事", "团队": "同事", "部门": "同事", "公司": "同事",
                "办公室": "同事", "项目组": "同事", "班": "同学", "宿舍": "室友"}
_MEMBER_NAMED = re.compile(
    "(?:我们|咱们|我)(?P<unit>项目组|小组|团队|部门|公司|办公室|宿舍|组|班)(?:里)?的"
    "(?:[A-Z][a-z]{1,12}|[小老阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{2,3}(?=是|也|都|对|不|特别|很))")
# 大学那会儿, 刚工作那几年: a stretch of life gone by
_BYGONE_STRETCH = re.compile("那会儿?|那时候?|那阵子|那几年|那些年|当年")
# 没什么忌口, 啥都能吃: no thing at all, where one would be
_NOTHING_SAID = re.compile("(?:没|没有)?(?:什么|啥|任何|啥子)(?:东西)?(?:都|也)?")
# 找她, 看我奶奶: the verb of a visit before the person visited
_VISITING = re.compile("^(?:找|看|见|陪|接|送|探望|看望)")
# 多吃, 太多喝: how much of the thing, with the verb, and nothing else
_HOW_MUCH_INTAKE = re.compile("(?:多|太多|过多|大量|经常|常)[吃喝碰](?:[了啊呀哈的嘛呢])*")
# 吃, 喝了, 吃啊: an eating or drinking verb said bare after a taste, its thing said before
_BARE_INTAKE = re.compile("[吃喝](?:[了啊呀哈的嘛呢])*")
# 通知我, 安排我, 派我: a role said before sends the user somewhere; what follows is the user's move or trip
_ASSIGNED_ME = re.compile("(?:通知|安排|派|指派|调派|外派)(?:了)?我(?![们的家])")

# 不是我…, 并不是我…: the clause says what is NOT the user's (the person it is comes after 是)
_NOT_ME = re.compile(r"\s*(?:其实|并|倒|也)?不是我(?![们家的])")

# Events a person does for themself (what was done to the user, 服务员把汤洒我身上了, stays the user's)
_OWN_DOINGS = frozenset({"bought", "trip", "life_event"})


def _direction(clause: str) -> int:
    """Which way a bare weekday points: back when the clause tells of the past (了, 过), except for what
    was booked (约了周四洗牙, 订了周五的票 are ahead); 三月三号买的冰箱 tells of a purchase made."""
    told = _BOOKED.sub("", clause)
    ahead = _ABOUT_TO.search(told)
    if ahead is not None:  # 九月份我就要上大学了: 要…了 says what is about to come, no past
        told = told[: ahead.start("le")]
    return -1 if _TOLD_OF_PAST.search(told) else 1


_ABOUT_TO = re.compile("(?:要|快|将|即将|马上)(?![的了])[^，,。；了过]{1,12}(?P<le>了)(?:啊|呀|哈|啦)?$")


_BOOKING_VERBS = ("订", "预订", "预定", "安排", "推荐")
# What someone advised the user to use or try (安利我用Notion, 推荐我试试飞书): the thing named
_ADVISED_USE = re.compile(
    "我(?:去)?(?:用|试试?|试用|装|下载?|入手?|买)(?:一下|下)?(?P<x>[^，,。；]{2,12}?)(?:吧|试试)?")
_REFUSED_ADVICE = re.compile("(?:别|不要|不用|少|勿|甭|不许)(?:再)?(?:给)?$")
_ADVISER_TAIL = re.compile(
    r"(?:也|还|都|已经|一直|特意|专门|特地|再三|反复)?(?:跟我|和我|对我|叮嘱我?|交代我?)?(?:说过?|告诉我|表示)$"
)


def _same_line(old: str, new: str) -> str:
    """换成16 after iPhone 13 names the iPhone 16: a bare model number takes the line of the one replaced."""
    model = _MODEL_NUMBER.fullmatch(old.strip())
    if model is None or not _BARE_MODEL.fullmatch(new.strip()):
        return new
    return f"{model.group('line')}{model.group('gap')}{new.strip()}"


def _without_times(text: str) -> str:
    for time in reversed(find_times(text)):
        text = text[: time.start] + text[time.end:]
    return text


def _said_length(text: str) -> int:
    """How long a phrase is in words' worth: a Latin word (Kindle Paperwhite, X100V) counts as one
    character does, so a product named in English is not too long to be a thing."""
    return len(_LATIN_WORD.sub("x", text))


def _only_adverbs(text: str) -> bool:
    return _ADVERBS.fullmatch(text) is not None


def _particles_only(text: str, g: Grammar) -> bool:
    """Nothing but particles and punctuation (了, 了啊, 的): no object was said."""
    return _PARTICLES.fullmatch(text) is not None


def _described_org(org: str) -> str:
    """An employer told by what it does (一家做新能源的公司) is kept as that kind of company (新能源公司)."""
    org = re.sub(r"^(?:一)?家(?=.{2})", "", org)
    kind = "(?:创业|初创|小|外资|民营|科技)?(?:公司|企业|厂|单位|工作室)"  # 做新能源的创业公司
    return re.sub(f"^(?:做|搞|干)([^，,。的]{{2,6}})的(?={kind})", r"\1", org)


# 还有那种很冲的香水味: one more thing listed after a dislike, its smell or taste said with it
_ALSO_LISTED = re.compile(
    "^(?:还有|以及|另外还有|还有就是|再就是)(?:那种|这种|那些|这些|各种)?(?P<rest>[^，,。；也都]{2,12}?)"
    "(?:的)?(?:味道|味儿|气味|味)?(?:也是|也|都)?(?:的|啊|呀|哈)?$"
)
# 还有一点后摇: a measure before one more thing liked, no part of it
_A_LITTLE = re.compile("^(?:一点(?:点|儿)?|一些|点儿?|些)")
# 曼联的老球迷: how long or how firmly one is a fan, between the team and the fan word
_FAN_DEGREE = re.compile(
    "(?<=[^的])(?:的)?(?:老|铁杆|忠实|死忠|资深|狂热|骨灰级|多年的?|十年的?)+(?=[球影歌书剧乐]$)"
)
# 再啃个苹果, 然后喝杯咖啡: one more thing eaten or drunk in the routine said before
_HABIT_THEN = re.compile(
    # 睡前刷会儿B站，早上起来先看新闻: the routine goes on at another hour of the day, first with one thing
    "(?:(?:早上|早晨|晚上|中午|睡前|起床|起来|醒来|到公司|到家|回家)(?:以?后|之后)?)*"
    "(?:再|还会?|然后|顺便|接着|先)+(?:再|会)?(?P<act>(?:吃|喝|啃|嗑|来|泡|冲|看|刷|听|读)(?:上|会儿?|一会儿?)?"
    "(?:一?[个杯碗块根片颗把盘份集篇])?(?P<thing>[^，,。；]{1,6}?))(?:吧|啊|呀)?"
)
# 喜欢去宜家逛逛，顺便吃个瑞典肉丸: one more thing enjoyed on the way to the one liked
# 麻得|受不了: a sensation and its degree (觉得, 显得, 变得 are verbs of their own)
_FELT_SO = re.compile("(?P<sense>[\u4e00-\u9fff]{1,2})(?<![觉显记懂晓认舍值难免使变])得$")
_BOUND_OR_EVERY = re.compile("前|后|每|周末|工作日|节假日|休息日|假期")  # a time that recurs or bounds
_REMEMBER_THE_RULE = re.compile("记住(?:了)?(?:一条|一点|这一?条|这一?点|这个)(?:啊|哈|吧)?$|记好了$")
_DEGREE_WORDS = frozenset({"很", "太", "特别", "非常", "挺"})
_DEGREE_MODIFIER = re.compile("[\u4e00-\u9fff]{1,3}的")  # 很浓的|香水: how the thing is
_THEREFORE = re.compile(r"\s*(?:所以|因此|因而|于是|索性|干脆)")  # a rule drawn from the clause before
_SPECIES_FIRST = re.compile("[猫狗](?![咪狗子主儿])")  # 狗我不喜欢: the species, not a pet (狗狗, 猫咪)
_ALONG_THE_WAY = re.compile(
    "(?:再|还)?(?:顺便|顺带|顺路)(?:再|还)?(?:会)?(?P<act>(?:吃|喝|来|尝|买)(?:上)?(?:一?[个杯碗块根片颗把盘份])?"
    "(?P<thing>[^，,。；]{1,6}?))(?:吧|啊|呀)?"
)
# triggers read with the topic before
_OWN_TOPIC = frozenset({"never_miss", "fine_with", "never_without", "lukewarm"})
# 美剧倒是一集不落, 喜剧片倒是都行, 咖啡不离手: the thing is the topic said first, as with the ones above
_TOPIC_FIRST = frozenset({"eats_a_lot", "hooked", "used_for_years", "taken_for_years", "goes_often",
                          "never_tired_topic", "buys_on_sight", "no_resistance_topic",  # 火锅我吃不腻
                          "never_miss", "fine_with", "never_without", "loves_deeply_before",
                          # 硬座我是绝对不考虑: the thing, the speaker, the refusal
                          "refused_said_first", "always_using"})
_LOOSE_DIETS = frozenset({"减肥", "减脂", "控制体重"})
# a diet not kept yet: planned or wished (`_WISH_TO`), or advised (an order, 医生让我吃素, is followed and
# stays a diet)
_DIET_NOT_YET = re.compile(f"{_WISH_TO.pattern}|建议|劝")
_DIET_RULES = frozenset({"avoid", "never", "only", "diet", "requires"})


def _period_rule(made: Assertion) -> bool:
    """A rule against something for the period said (这个月在戒糖, 这周不喝酒)."""
    if made.kind == "event" and made.time is not None and made.time.kind == "period":
        return True  # 这周出差在武汉，别给我推上海的活动了: a stay for the week leaves its week to the rule
    current = made.time is not None and made.time.kind == "offset" and made.time.amount == 0
    if made.kind == "event" and made.key == "incident" and current and made.time is not None and (
            made.time.unit in ("week", "month")):
        return True  # 这周我腿受伤了，别安排走路: the limits the injury sets hold for the week said
    if made.kind == "constraint" and made.key in ("diet", "medical_condition") and made.time is not None:
        return True  # 今天初一我吃斋，别给我推荤菜 / 这个月在备孕，酒都戒了: the rules after share it
    return made.kind == "constraint" and made.key in ("avoid", "never") and made.polarity == "negative" and (
        made.time is not None)


def _for_this_period(before: str, state: _SentenceState) -> bool:
    """This week, today, this month: said in the clause before the rule or earlier in the sentence."""
    if state.time is not None and state.time.current_period:
        return True
    return any(t.current_period for t in find_times(before))


def _loose_diet(made: Assertion) -> bool:
    return made.key == "diet" and made.term in _LOOSE_DIETS


# What one uses, named in Latin letters (用Go, 用Excalidraw): a product or language, not a way of doing
_NAMED_TOOL = re.compile(r"(?:用|使用)[A-Za-z][A-Za-z0-9+#.\- ]{0,20}")


def _without_elaboration(made: list[Assertion], finder: ConceptFinder | None) -> list[Assertion]:
    """爷爷有阿尔茨海默，经常认不出人; 迷上了飞盘，每周都约人玩; 对尘螨过敏，家里得经常除螨: after something
    said of a person, what they often do that the lexicon does not know tells more about it (a symptom, the
    way they do it, what it costs them), not a habit of its own. A habit the lexicon knows (经常去公园散步)
    still is one; after a job, `_without_job_routine` decides (她是护士，经常上夜班)."""
    if finder is None:
        return made
    def elaborates(i: int, a: Assertion) -> bool:
        # a time of day one sleeps or gets up is a routine of its own: 十一点睡，| 七点起床 is a second one
        told = (b for b in made[:i] if b.subject == a.subject and b.kind in ("preference", "constraint")
                and not (b.key == "habit" and _CLOCK_ROUTINE.search(b.term)))
        if a.key != "habit" or not any(told):
            return False
        if _NAMED_TOOL.fullmatch(a.term):
            return False  # 写脚本我喜欢用Python，后端一般用Go: a named tool used is a habit of its own
        return not finder.senses(a.term)
    return [a for i, a in enumerate(made) if not elaborates(i, a)]


def _without_restated_rule(made: list[Assertion], finder: ConceptFinder | None) -> list[Assertion]:
    """我戒糖了，甜的都别推荐 / 我控糖，甜的也别给我点: a kind of food (a category the lexicon files under
    what an earlier rule of the same person refuses) is that rule said again, not a second one. A thing
    named for itself (不吃辣，火锅也别推荐) still is one."""
    if finder is None or len(made) < 2:
        return made
    refusing = ("avoid", "never", "allergy", "intolerance")
    kept: list[Assertion] = []
    ruled: set[tuple[str, str]] = set()
    for a in made:
        negative_rule = a.kind == "constraint" and a.polarity == "negative" and a.key in refusing
        senses = finder.senses(a.term) if negative_rule and not a.literal else []
        if any(c.type.endswith("_category") and any((a.subject, p) in ruled for p in c.parents)
               for c in senses):
            continue
        kept.append(a)
        ruled.update((a.subject, c.id) for c in senses)
    return kept


def _latest_taste_wins(made: list[Assertion], turned: set[str]) -> list[Assertion]:
    """本来不喜欢榴莲，尝了一口真香了: a like and a dislike of one thing whose taste is said to have turned
    (`turned`) are one taste, and the one said last is today's. (爱吃苹果，但不喜欢苹果的产品 keeps both.)"""
    last: dict[tuple[str, str], int] = {}
    for i, a in enumerate(made):
        if a.key in ("likes", "dislikes") and a.term in turned:
            last[(a.subject, a.term)] = i
    return [a for i, a in enumerate(made)
            if a.key not in ("likes", "dislikes") or (a.subject, a.term) not in last
            or last[(a.subject, a.term)] == i
            or made[last[(a.subject, a.term)]].key == a.key]


# 点三分糖, 要少糖, 不加糖: how sweet one orders a drink
_SUGAR_LEVEL = re.compile("(?:[一二三四五六七八九半零无少微]分?|不加|去|低)糖")


def _without_sugar_level_order(made: list[Assertion]) -> list[Assertion]:
    """奶茶太甜我喝不惯，一般点三分糖: the sugar level ordered after a dislike of sweetness is how that
    dislike is acted on, the same preference, not a habit of its own."""
    def restates(i: int, a: Assertion) -> bool:
        if a.key != "habit" or not _SUGAR_LEVEL.search(a.lemma or a.term):
            return False
        return any(b.subject == a.subject and b.polarity == "negative" and b.kind != "event"
                   and re.search("甜|糖", b.term + b.lemma) is not None for b in made[:i])
    return [a for i, a in enumerate(made) if not restates(i, a)]


def _one_taste_each(made: list[Assertion]) -> list[Assertion]:
    """偏爱靠窗的座位，订票时优先选: the same thing liked, then preferred, is one taste (the first kept)."""
    liked = {(a.subject, a.term) for a in made if a.key == "likes"}
    return [a for a in made if not (a.key == "prefers" and (a.subject, a.term) in liked)]


# What a mishap left broken (车头撞坏了, 屏幕摔碎了); a hurt body (`_INJURY`, below) is no damage
_DAMAGE = re.compile("(?:坏|碎|裂|扁|花|烂|变形|破|凹|瘪)了?$")


def _without_accident_damage(made: list[Assertion], g: Grammar) -> list[Assertion]:
    """出了个小车祸，车头撞坏了: the damage said after an accident is what the accident did, one event, not a
    second incident; damage said alone (手机摔碎屏了) or after another mishap (钱包丢了) still counts."""
    crashed: set[str] = set()
    out = []
    for a in made:
        if a.key == "incident":
            if a.subject in crashed and _DAMAGE.search(a.term) and not _INJURY.search(a.term):
                continue
            if g.word_re("accidents").search(a.term):
                crashed.add(a.subject)
        out.append(a)
    return out


_FALL = re.compile("摔了一?跤|摔倒了?|滑倒了?|跌倒了?|摔了$")
# 韧带撕裂了, 右手骨折: a hurt body, which the fall before it caused (the injury is the event told)
_INJURY = re.compile("撕裂|断裂|拉伤|扭伤|挫伤|骨折|骨裂|脱臼|受伤|断了|崴|伤了")


def _without_fall_before_injury(made: list[Assertion]) -> list[Assertion]:
    """打球摔了一跤，膝盖韧带撕裂了: the fall is how the injury came; the injury names what happened, one
    event. A fall told alone (昨天摔了一跤) stays."""
    injured = {a.subject for a in made if a.key == "incident" and _INJURY.search(a.term)}
    return [a for a in made if not (
        a.key == "incident" and a.subject in injured and _FALL.search(a.term) and not _INJURY.search(a.term)
    )]


# 挂了急诊, 送去医院洗胃: the care sought, which an illness or injury told beside it already names
_CARE_SOUGHT = re.compile("急诊|洗胃|抢救|急救")


def _without_care_after_illness(made: list[Assertion]) -> list[Assertion]:
    """急性肠胃炎，去挂了急诊: the emergency visit is how the illness went, one event. A visit told alone
    (昨晚挂了急诊) stays."""
    ill = {a.subject for a in made if a.key == "incident" and not _CARE_SOUGHT.search(a.term)}
    return [a for a in made if not (
        a.key == "incident" and a.subject in ill and _CARE_SOUGHT.search(a.term))]


_CRASH = re.compile("车祸|撞车")
_CRASH_TOLD = re.compile("追尾|撞|剐蹭|蹭|刮")


def _without_crash_retold(made: list[Assertion]) -> list[Assertion]:
    """出了个小车祸，车被追尾了: how the crash went tells the same accident again, one event."""
    crashed = {a.subject for a in made if a.key == "incident" and _CRASH.search(a.term)}
    return [a for a in made if not (
        a.key == "incident" and a.subject in crashed and _CRASH_TOLD.search(a.term)
        and not _CRASH.search(a.term))]


def _without_quarrel_over_complaint(made: list[Assertion], g: Grammar) -> list[Assertion]:
    """跟房东吵了一架，押金到现在都没退: a quarrel told with a complaint is how the complaint went."""
    if not any(a.key == "complaint" for a in made):
        return made
    quarrel = g.trigger("quarrel").literal_value
    return [a for a in made if not (a.key == "incident" and a.term.endswith(quarrel))]


def _without_refund_of_cancellation(made: list[Assertion], g: Grammar) -> list[Assertion]:
    """航班被取消了，到现在钱还没退: the money owed for a cancelled booking is how that one grievance goes
    on, not a second one (押金到现在都没退 said alone, or after a quarrel, stays a complaint)."""
    if not any(a.key == "incident" and "取消" in a.term for a in made):
        return made
    owed = g.trigger("refund_owed").regex
    return [a for a in made if not (a.key == "complaint" and owed.search(a.term))]


def _without_down_payment_of_purchase(made: list[Assertion]) -> list[Assertion]:
    """付了首付，买了套两居室: the down payment is how the home was bought (one event); alone it counts."""
    if not any(a.key == "bought" for a in made):
        return made
    return [a for a in made if not (a.key == "life_event" and "首付" in a.term)]


def _without_label_beside_tastes(made: list[Assertion], g: Grammar) -> list[Assertion]:
    """我是个吃货，最爱火锅和烤肉: a label for liking a whole kind, beside the things named as liked, only
    introduces them; alone (我是个吃货) it stays the taste."""
    labels = tuple(f"({label})" for label in g.words("metaphor_tastes"))
    if not labels or not any(a.key == "likes" and a.term.endswith(labels) for a in made):
        return made

    def label(a: Assertion) -> bool:
        return a.key == "likes" and a.term.endswith(labels)

    named = {a.subject for a in made if a.kind == "preference" and a.polarity == "positive" and not label(a)}
    return [a for a in made if not (label(a) and a.subject in named)]


def _one_style_each(made: list[Assertion], g: Grammar) -> list[Assertion]:
    """简短点，别啰嗦: two ways of asking for one style (简洁 (简短), 简洁) are stored once, as first said.
    Beside a style wish, a taste for a way of answering (我不喜欢太啰嗦的, 喜欢简洁的回答) is that wish said
    again, not a second memory."""
    seen: set[tuple[str, str, str]] = set()
    out = []
    styled = {a.subject for a in made if a.key == "style"}
    same = g.raw.get("style_same", {})
    style_said = (*g.raw.get("style_opposites", {}), *same, *same.values())
    opposites = tuple(g.raw.get("style_opposites", {}))
    for a in made:
        if a.subject in styled and a.key in ("likes", "dislikes", "prefers") and any(
            w in a.term for w in style_said
        ):
            tone = a.term.endswith(g.words("tone_words")) and any(w in a.term for w in opposites)
            if a.key != "dislikes" or not tone:
                continue  # 我不喜欢太啰嗦的 beside 说重点: the same wish said again
            # 我不喜欢太官方的语气，说人话就行: a tone refused is the wish's other half, kept as said
            a = replace(a, key="style", literal=True, lemma="", phrase="", extra_entities=())
        if a.key == "style" and a.term.startswith("先给") and (a.subject, "positive", "简洁") in seen:
            continue  # 别长篇大论，直接给我要点就行: the point first is how the short answer is asked for
        if a.key == "style":
            said = (a.subject, a.polarity, a.term.split(" (")[0])
            if said in seen:
                continue
            seen.add(said)
        out.append(a)
    return out


_GRADE_STUDENT = re.compile("(?:[一二三四五六]年级|[初高大研][一二三四])学生")


def _without_job_routine(made: list[Assertion], finder: ConceptFinder | None) -> list[Assertion]:
    """我是送外卖的，每天骑电驴跑单: after the job, the work's routine (跑单, 跑白天) is no habit of the
    user's; a habit the lexicon knows (每天跑步) and the shift one works (经常上夜班) still are."""
    # a school too (放学); a grade is no job (儿子初三，天天打王者 is his habit), nor a subject studied
    # (学金融的，业余时间都在打网球 is a pastime)
    # (a department is a job said too: 在工厂的质检科，每天站八个小时 is the work's routine)
    jobs = [i for i, a in enumerate(made) if a.key in ("employer", "department")
            or (a.key == "occupation" and not _GRADE_STUDENT.fullmatch(a.term)
                and not a.term.endswith("专业"))]
    if not jobs or finder is None:
        return made
    def routine(a: Assertion) -> bool:  # 跑单, or a thing inside more words (骑电动车跑单)
        if "班" in (a.lemma or a.term):
            return False
        return not finder.senses(a.term) or len(a.lemma) > len(a.term) + 1
    return [a for i, a in enumerate(made) if not (i > jobs[0] and a.key == "habit" and routine(a))]


_MEDICINE = "allergen/medication"


def _without_medicine_habit(made: list[Assertion], finder: ConceptFinder | None) -> list[Assertion]:
    """每天吃降压药: a medicine taken every day is treatment, not a taste or a pastime (the condition it
    treats is remembered when said)."""
    if finder is None:
        return made
    def medicine(a: Assertion) -> bool:
        return a.key == "habit" and any(
            c.id == _MEDICINE or _MEDICINE in c.parents for c in finder.senses(a.term))
    return [a for a in made if not medicine(a)]


def _without_loose_diet(made: list[Assertion]) -> list[Assertion]:
    """我在减肥 alone is a diet; 在减肥，不吃甜食 is remembered by its rule, which says what it means."""
    ruled = {a.subject for a in made
             if a.kind == "constraint" and a.key in _DIET_RULES and not _loose_diet(a)}
    return [a for a in made if not (_loose_diet(a) and a.subject in ruled)]


def _expecting_as_news(made: list[Assertion]) -> list[Assertion]:
    """我老婆怀二胎了，预产期在十二月: a pregnancy told with its due date is news, the dated event, as "My
    sister is pregnant, due May 3rd" is; no standing condition (nor the rules it implies) beside it."""
    due = {a.subject for a in made if a.key == "life_event" and "预产期" in a.term}
    if not due:
        return made
    return [a for a in made if not (a.key == "medical_condition" and a.term == "怀孕" and a.subject in due)]


def analyse(text: str, edges: frozenset[int], finder: ConceptFinder | None,
            g: Grammar | None = None) -> list[Assertion]:
    """The assertions of one segmented message (pure; `edges` are the token boundaries)."""
    return Reader(text, edges, g or grammar(), finder).read()


# --- the spaCy component -----------------------------------------------------------------------------------


@Language.factory(COMPONENT, default_config={"patterns": PATTERNS_FILE})
def make_chinese_memories(nlp: Language, name: str, patterns: str) -> ChineseMemories:
    return ChineseMemories(patterns)


class ChineseMemories:
    """Writes the assertions of a Chinese doc to `Doc._.graphmem_assertions`."""

    def __init__(self, patterns: str = PATTERNS_FILE) -> None:
        register_extensions()
        self.grammar = grammar(patterns)
        self.lexicon: Lexicon | None = None
        self.is_word: Callable[[str], bool] | None = None
        self._finder: _CachedFinder | None = None

    def forget_lookups(self) -> None:
        """Drop the lexicon lookups remembered across messages (see `Extractor.forget_lookups`)."""
        self._finder = None

    def __call__(self, doc: Doc) -> Doc:
        if self._finder is None or self._finder.lexicon is not self.lexicon:
            self._finder = _CachedFinder(self.lexicon) if self.lexicon is not None else None
        text = doc_text(doc)
        spans = doc.to_array([IDX, LENGTH]).tolist()  # one vectorized read instead of a Token per word
        tokens = [(start, text[start:start + size]) for start, size in spans]
        finder: ConceptFinder | None = self._finder
        if finder is not None:
            token_edges = word_edges(text, tokens, self.is_word, None)
            inside = words_around_mentions(text, tokens, token_edges, finder)
            finder = _WordsKeptWhole(finder, inside) if inside else finder
        edges = word_edges(text, tokens, self.is_word, finder)
        doc._.graphmem_assertions = analyse(text, edges, finder, self.grammar)
        return doc


def words_around_mentions(text: str, tokens: Sequence[tuple[int, str]], token_edges: frozenset[int],
                          finder: ConceptFinder) -> frozenset[tuple[str, int]]:
    """Longer words holding a one-character mention no word edge starts or ends: (the word, where it is).

    The lexicon matches Chinese aliases anywhere, so 猪 is found in 小猪佩奇 and 沪 in 沪深300: a name the
    segmenter keeps whole, with no dictionary word starting or ending at the mention, is something else (a
    cartoon, an index), never the thing the short word names. A verb fused with its object (喝咖啡, 吃辣)
    is cut by `word_edges`, so its object still counts."""
    inside: set[tuple[str, int]] = set()
    mentions = finder.find_in_text(text)
    starts = {start for start, _, _ in mentions}
    for start, end, matched in mentions:
        # a longer alias found inside a word is its head (降压药物, 红富士苹果), and so is a one-character
        # word ending one (降压药, 老歌, 布偶猫: the head comes last); one opening a word is mostly what it is
        # made of (葱花, 虾饺, 鱼汤)
        one_chinese = len(matched) == 1 and "\u4e00" <= matched <= "\u9fff"
        if start in token_edges or end in token_edges or not one_chinese:
            continue
        for token_start, word in tokens:
            # 烟酒茶: a word made of things the lexicon knows, each one still a thing
            if token_start < start < token_start + len(word) and token_start not in starts:
                inside.add((word, start - token_start))
                break
    return frozenset(inside)


class _WordsKeptWhole:
    """A message's lookups without the mentions found inside a longer word of it (see
    `words_around_mentions`); a phrase is recognised by the word around the mention, wherever it was cut."""

    def __init__(self, finder: ConceptFinder, inside: frozenset[tuple[str, int]]) -> None:
        self.finder = finder
        self.inside = inside

    def _hidden(self, text: str, start: int) -> bool:
        return any(start >= at and text.startswith(word, start - at) for word, at in self.inside)

    def find_in_text(self, text: str) -> list[tuple[int, int, str]]:
        return [m for m in self.finder.find_in_text(text) if not self._hidden(text, m[0])]

    def resolve(self, term: str, context: str = "", domain: str | None = None) -> Resolution | None:
        return self.finder.resolve(term, context, domain)

    def senses(self, term: str) -> list[Concept]:
        return self.finder.senses(term)


class _CachedFinder:
    """The lexicon's lookups, remembered: the same phrases come back in message after message."""

    _LIMIT = 50_000

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self._found: dict[str, list[tuple[int, int, str]]] = {}
        self._senses: dict[str, list[Concept]] = {}

    def find_in_text(self, text: str) -> list[tuple[int, int, str]]:
        found = self._found.get(text)
        if found is None:
            if len(self._found) > self._LIMIT:
                self._found.clear()
            found = self._found[text] = self.lexicon.find_in_text(text)
        return found

    def resolve(self, term: str, context: str = "", domain: str | None = None) -> Resolution | None:
        return self.lexicon.resolve(term, context, domain)

    def senses(self, term: str) -> list[Concept]:
        found = self._senses.get(term)
        if found is None:
            if len(self._senses) > self._LIMIT:
                self._senses.clear()
            found = self._senses[term] = self.lexicon.senses(term)
        return found


_FUSED_VERBS = "吃喝抽坐戒控"  # verbs jieba fuses with their object into one word (喝酒, 戒碳水)


def word_edges(text: str, tokens: Sequence[tuple[int, str]], is_word: Callable[[str], bool] | None,
               finder: ConceptFinder | None) -> frozenset[int]:
    """Where words start and end: token edges, plus the edges of dictionary words inside longer tokens.

    jieba keeps verb-object compounds whole (喝咖啡, 坐高铁, 成都旅游, 不喜欢); the grammar needs the verb and
    the object apart, while a real word (可爱, 爱人, 小说) must stay whole so 爱 or 说 cannot match inside it.
    """
    edges: set[int] = {0, len(text)}
    mentions = finder.find_in_text(text) if finder is not None else []
    # 飞机票, 坐飞机: a token the lexicon knows whole is one thing, no verb (飞) before a shorter word (机票)
    whole = {(start, end) for start, end, _ in mentions}
    for start, word in tokens:
        edges.add(start)
        edges.add(start + len(word))
        if len(word) == 2 and word[0] in _FUSED_VERBS:  # 喝酒, 吃辣, 戒酒, 控糖: verb + object
            edges.add(start + 1)
        if len(word) == 2 and word[0] == "我" and word[1] in "会要能在对":  # 我会, 我对: subject + verb
            edges.add(start + 1)
        if len(word) == 2 and word[0] == "常" and word[1] in "吃喝去看听玩逛点买":  # 常喝: often + verb
            edges.add(start + 1)
        if word == "家养":  # 我家养了条狗: 家 ends the subject, 养 keeps a pet
            edges.add(start + 1)
        # (戒碳水: a verb fused with its object is still cut)
        known_whole = (start, start + len(word)) in whole and word[0] not in _FUSED_VERBS
        if len(word) >= 3 and is_word is not None:
            # (飞机票: one character before a shorter word inside a token the lexicon knows whole is no verb)
            for cut in range(2 if known_whole else 1, len(word) - 1):
                if is_word(word[cut:]) or (cut >= 2 and is_word(word[:cut])):
                    edges.add(start + cut)
    for start, end, _ in mentions:
        edges.add(start)
        edges.add(end)
    return frozenset(edges)


def segmenter_words(lexicon: Lexicon | None, g: Grammar | None = None) -> list[str]:
    """Words the segmenter must keep whole: Chinese lexicon aliases, trigger words, roles, places."""
    g = g or grammar()
    words: set[str] = set(g.words("jieba_words")) | set(g.roles) | set(g.words("places"))
    if lexicon is not None:
        for concept in lexicon.concepts():
            words.update(alias for alias in concept.aliases_zh if len(alias) >= 2)
    return sorted(words)


_WORD_FREQ = 3000


class _DictionarySegmenter:
    """jieba without its HMM guesser: the HMM glues single characters into non-words (我迷, 叫小明, 日去)
    that hide the trigger and the object from the grammar; dictionary words alone segment predictably."""

    def __init__(self, segmenter: Any) -> None:
        self.segmenter = segmenter

    def cut(self, text: str, cut_all: bool = False) -> Iterable[str]:
        result: Iterable[str] = self.segmenter.cut(text, cut_all=cut_all, HMM=False)
        return result


_WHITESPACE = re.compile(r"\s")


class _TextKeepingTokenizer:
    """The segmenting tokenizer, keeping the text it was given on the doc (see `doc_text`)."""

    def __init__(self, tokenizer: Any) -> None:
        self.tokenizer = tokenizer

    def __call__(self, text: str) -> Doc:
        # What spaCy's jieba tokenizer does (`spacy.lang.zh.ChineseTokenizer`), but the realignment of the
        # words with the text that recovers spaces (`get_words_and_spaces`) is skipped when there is no
        # whitespace: it would give back the same words, none followed by a space.
        words = [word for word in self.tokenizer.jieba_seg.cut(text, cut_all=False) if word]
        if _WHITESPACE.search(text) is None and "".join(words) == text:
            spaces = [False] * len(words)
        else:
            words, spaces = get_words_and_spaces(words, text)
        doc = Doc(self.tokenizer.vocab, words=words, spaces=spaces)
        doc.user_data[TEXT_KEY] = text
        return doc

    def __getattr__(self, name: str) -> Any:  # pipe, to_disk, jieba_seg …: the wrapped tokenizer's
        return getattr(self.tokenizer, name)


def build_pipeline(settings: Settings, lexicon: Lexicon) -> Language:
    """`spacy.blank("zh")`, jieba with a private dictionary holding the lexicon's aliases, the component."""
    import spacy

    from graphmem.errors import ModelNotAvailableError

    try:
        import jieba
    except ImportError as exc:  # pragma: no cover - jieba is a dependency
        raise ModelNotAvailableError("the Chinese segmenter jieba is missing: `pip install jieba`") from exc
    import logging

    jieba.setLogLevel(logging.WARNING)
    nlp = spacy.blank("zh", config={"nlp": {"tokenizer": {"segmenter": "jieba"}}})
    segmenter = jieba.Tokenizer()
    segmenter.initialize()
    for word in segmenter_words(lexicon):
        # Common enough to beat a glued neighbour (清真的 is 清真/的, not 清/真的).
        segmenter.add_word(word, freq=max(segmenter.suggest_freq(word, False), _WORD_FREQ))
    # The blank pipeline segments with jieba's global dictionary; a private one keeps our words to ourselves.
    tokenizer: Any = nlp.tokenizer
    tokenizer.jieba_seg = _DictionarySegmenter(segmenter)
    nlp.tokenizer = _TextKeepingTokenizer(tokenizer)
    component = cast(ChineseMemories, nlp.add_pipe(COMPONENT, last=True))
    component.lexicon = lexicon
    component.is_word = lambda word: segmenter.FREQ.get(word, 0) > 0
    return nlp


# --- resolving against the message --------------------------------------------------------------------------


def _with_surface(memory: ExtractedMemory, assertion: Assertion) -> ExtractedMemory:
    """Keep the user's own words beside the concept name: "seafood (海鲜)"."""
    if assertion.literal or not memory.entities:
        return memory
    surface = assertion.lemma or assertion.term
    if not surface or surface.casefold() in memory.value.casefold():
        return memory
    name = memory.entities[0].name
    if name and name in memory.value:
        value = memory.value.replace(name, f"{name} ({surface})", 1)
    else:
        value = f"{memory.value} ({surface})"
    return memory.model_copy(update={"value": value})


def _implied(memory: ExtractedMemory, assertion: Assertion, ctx: ExtractionContext) -> list[ExtractedMemory]:
    """Constraints a medical condition implies in the lexicon (糖尿病 → avoid sugar)."""
    if memory.key != "medical_condition" or not memory.entities:
        return []
    concept = ctx.lexicon.get(memory.entities[0].id)
    if concept is None:
        return []
    out: list[ExtractedMemory] = []
    for implication in concept.implies[:2]:  # the two that matter most (the lexicon lists them in order)
        target = ctx.lexicon.get(implication.value)
        term = target.name if target is not None else implication.value
        implied = Assertion(kind="constraint", key=implication.key, term=term, subject=assertion.subject,
                            polarity="negative", confidence=round(assertion.confidence * 0.9, 3),
                            context=assertion.context)
        out.append(build_memory(implied, ctx, memory.source.text if memory.source else ""))
    return out


def memories_from_doc(doc: Doc, ctx: ExtractionContext) -> list[ExtractedMemory]:
    """Resolve the doc's assertions for one message (pure: the doc is only read, plus the result cache)."""
    this_year = local_date(ctx.at, ctx.timezone).year
    memories: list[ExtractedMemory] = []
    implied: list[ExtractedMemory] = []
    seen: set[tuple[str, ...]] = set()

    def identity(item: ExtractedMemory) -> tuple[str, ...]:
        about = item.entities[0].id if item.entities else item.value.casefold()
        # 最近在戒烟，这个月别推荐有吸烟区的地方: a rule for this month stays beside the lasting one (as in
        # `one_stance_per_thing`, memories of other periods stay apart)
        return (item.kind, item.subject.casefold(), item.key, about, item.polarity, str(item.valid_until))

    text = doc_text(doc)
    today = local_date(ctx.at, ctx.timezone)
    for assertion in doc_assertions(doc):
        if assertion.time is not None:
            assertion = replace(assertion, time=rebase_bare_year(assertion.time, this_year))
        if _not_yet_employed(assertion, ctx, today):
            continue
        memory = _with_surface(build_memory(assertion, ctx, text), assertion)
        about, said = identity(memory), memory.assertion_key()
        if about not in seen and said not in seen:
            seen.add(about)
            seen.add(said)
            memories.append(memory)
        implied.extend(_implied(memory, assertion, ctx))
    # What a condition implies, only when the message says nothing of what to avoid for that person
    # (痛风，不能吃海鲜 says it; 我有糖尿病 alone gets the first implication): the check reads every
    # implication from the lexicon anyway, so a stored one is a reminder, not the rule.
    explicit = {m.subject for m in memories if m.kind == "constraint" and m.key != "medical_condition"}
    for item in implied:
        if item.subject in explicit:
            continue
        about = identity(item)
        if about not in seen:
            seen.add(about)
            explicit.add(item.subject)
            memories.append(item)
    memories = without_peers_tastes(
        _one_name(_reasons_dropped(_bought_in_complaint(one_stance_per_thing(memories))))
    )
    memories = _injury_over_fall(_one_age(memories))
    doc._.graphmem_memories = memories
    return memories


def _not_yet_employed(assertion: Assertion, ctx: ExtractionContext, today: date) -> bool:
    """下周一入职美团: an employer from a start still ahead is not the employer yet (employer is
    single-valued: it would supersede the current one before the first day); the dated event keeps it."""
    if assertion.key not in ("employer", "occupation") or assertion.time is None or assertion.kind == "event":
        return False
    return resolve(assertion.time, ctx.at, ctx.timezone).day > today


def _bought_in_complaint(memories: list[ExtractedMemory]) -> list[ExtractedMemory]:
    """刚买的iPhone才用三天就出绿线了: a complaint that tells of the purchase itself (买, the same thing)
    holds it; 买了个空气炸锅，用了两天就坏了 keeps both (the complaint names no thing)."""
    told = {e.id for m in memories if m.key == "complaint" and "买" in m.value for e in m.entities}
    if not told:
        return memories
    return [m for m in memories if not (m.key == "bought" and m.entities and m.entities[0].id in told)]


def _reasons_dropped(memories: list[ExtractedMemory]) -> list[ExtractedMemory]:
    """我妈腿脚不好，爬不了楼梯 / 景点别安排爬山: a vague need (`reason_needs`, or an organ said to be weak)
    said with a rule of the same person's is that rule's reason, not a need of its own (我妈腿脚不好 alone
    stays)."""
    vague = grammar().words("reason_needs")
    organ = grammar().trigger("organ_weak").regex  # 我爸心脏不好，不能喝咖啡: the heart is why
    drop = {id(m) for m in memories if m.kind == "constraint" and (
        m.value.startswith(vague) or (m.key == "medical_condition" and organ.fullmatch(m.value))) and any(
        o is not m and o.kind == "constraint" and o.subject == m.subject for o in memories)}
    return [m for m in memories if id(m) not in drop] if drop else memories


def _one_name(memories: list[ExtractedMemory]) -> list[ExtractedMemory]:
    """我叫王浩然，叫我浩然就行: the short name the person asks to be called by stands for the full one."""
    names = [m for m in memories if m.key == "name" and m.kind in ("identity", "relation")]
    if len(names) < 2:
        return memories
    longer = {id(m) for m in names for short in names
              if short is not m and short.subject == m.subject and short.value != m.value
              and short.value in m.value}
    # 我姓张，叫我子轩就好: the surname alone says less than the name given
    given = {m.subject for m in names if id(m) not in longer and not m.value.endswith("(姓)")}
    longer |= {id(m) for m in names if m.value.endswith("(姓)") and m.subject in given}
    return [m for m in memories if id(m) not in longer]


_COHORT = re.compile(r"\d{2}后$")  # 95后, 00后: a generation, not an age


def _one_age(memories: list[ExtractedMemory]) -> list[ExtractedMemory]:
    """我是95后，今年刚满30: the exact age says what the generation only brackets; one age per person
    (age is single-valued, so a second value would supersede the first)."""
    exact = {m.subject for m in memories if m.key == "age" and not _COHORT.search(m.value)}
    if not exact:
        return memories
    return [m for m in memories if not (m.key == "age" and m.subject in exact and _COHORT.search(m.value))]


def _injury_over_fall(memories: list[ExtractedMemory]) -> list[ExtractedMemory]:
    """摔了一跤，右手骨折: the injury names what happened; the fall is only how (one incident, told by the
    injury). A fall said alone stays."""
    accidents = grammar().words("accidents")
    falls = [m for m in memories
             if m.key == "incident" and m.value.split(" ", 1)[-1].rstrip("了") in accidents]
    if not falls:
        return memories
    injured = any(m.key == "incident" and m not in falls and _INJURY.search(m.value) for m in memories)
    return [m for m in memories if m not in falls] if injured else memories


