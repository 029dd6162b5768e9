"""Chinese time phrases as language-neutral `TimeRef`s (resolved later against the message's `at`).

Two readings of the same words: for preferences and constraints, the current period (今天, 这周, 这个月,
今年) makes the memory temporary; for events, every phrase (昨天, 上周二, 下周五, 三月三号, 去年, 三年前)
is the date of the event. `find_times` returns every phrase with its span; callers pick the reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from graphmem.extract.timex import TimeRef, Unit
from graphmem.extract.zh_numbers import NUMBER_CHARS, cn_to_int

WEEKDAYS: dict[str, int] = {
    "一": 0, "1": 0, "二": 1, "2": 1, "三": 2, "3": 2, "四": 3, "4": 3, "五": 4, "5": 4,
    "六": 5, "6": 5, "日": 6, "天": 6, "7": 6, "末": 5,
}
_WEEK = r"(?:周|星期|礼拜)"
_NUM = rf"[\d{NUMBER_CHARS}]+"
_RELATIVE_STEP: dict[str, int] = {"上上": -2, "上": -1, "这": 0, "本": 0, "今": 0, "下": 1, "下下": 2}

# Single words: (unit, amount, is the current period)
_WORDS: dict[str, tuple[Unit, int, bool]] = {
    "今天": ("day", 0, True), "今日": ("day", 0, True), "今晚": ("day", 0, True), "今儿": ("day", 0, True),
    "今早": ("day", 0, True), "今天晚上": ("day", 0, True), "今天早上": ("day", 0, True),
    "昨天": ("day", -1, False), "昨晚": ("day", -1, False), "昨日": ("day", -1, False),
    # 昨儿个刚办完手续, 明儿个去: the northern spoken words for the day before and after
    "昨儿": ("day", -1, False), "昨儿个": ("day", -1, False), "明儿": ("day", 1, False),
    "明儿个": ("day", 1, False), "今儿个": ("day", 0, True),
    "前天": ("day", -2, False), "大前天": ("day", -3, False),
    "明天": ("day", 1, False), "明晚": ("day", 1, False), "明早": ("day", 1, False),
    "后天": ("day", 2, False), "大后天": ("day", 3, False),
    "这周": ("week", 0, True), "本周": ("week", 0, True), "这个星期": ("week", 0, True),
    "这星期": ("week", 0, True), "这个礼拜": ("week", 0, True), "这礼拜": ("week", 0, True),
    "这一周": ("week", 0, True), "这个周": ("week", 0, True),
    # 这几天不能喝酒: a few days, read as the rest of this week (the nearest period that holds them)
    "这几天": ("week", 0, True), "这两天": ("week", 0, True), "这些天": ("week", 0, True),
    # 怀孕了，这几个月…不能碰: a stretch of months without a set end, so not a period that expires
    "这几个月": ("month", 0, False), "这段时间": ("month", 0, False), "最近几个月": ("month", 0, False),
    "上周": ("week", -1, False), "上个星期": ("week", -1, False), "上星期": ("week", -1, False),
    "上礼拜": ("week", -1, False), "上个礼拜": ("week", -1, False),
    "下周": ("week", 1, False), "下个星期": ("week", 1, False), "下星期": ("week", 1, False),
    "下礼拜": ("week", 1, False), "下个礼拜": ("week", 1, False),
    "这个月": ("month", 0, True), "本月": ("month", 0, True), "这月": ("month", 0, True),
    "上个月": ("month", -1, False), "上月": ("month", -1, False),
    "下个月": ("month", 1, False), "下月": ("month", 1, False),
    "今年": ("year", 0, True), "去年": ("year", -1, False), "前年": ("year", -2, False),
    "明年": ("year", 1, False), "后年": ("year", 2, False),
}

# 这周天 is this Sunday, but 这周天天 is this week, every day
_WEEKDAY_RE = re.compile(rf"(上上|上|下下|下|这|本)?(?:个)?{_WEEK}([一二三四五六日末1-7]|天(?!天))")
_WEEKEND_RE = re.compile(r"(上上|上|下下|下|这|本)?(?:个)?周末")
_YEAR_DATE_RE = re.compile(rf"(\d{{4}}|[{NUMBER_CHARS}]{{4}})年(?:({_NUM})月(?:份)?(?:({_NUM})[日号])?)?")
# 五月天 is a band (五月天气, 十二月天天 stay months); 俩 counts people, never a month (我们俩十月份办婚礼)
_MONTH_NUM = rf"[\d{NUMBER_CHARS.replace('俩', '')}]+"
_MONTH_DATE_RE = re.compile(rf"({_MONTH_NUM})月(?:份)?(?:({_NUM})[日号])?(?!天(?![气天]))")
_RELATIVE_YEARS = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2}
_RELATIVE_YEAR_DATE_RE = re.compile(rf"(前年|去年|今年|明年|后年)({_NUM})月(?:份)?(?:({_NUM})[日号])?")
_RELATIVE_MONTH_DAY_RE = re.compile(rf"(上上|上|下下|下|这|本)(?:个)?月({_NUM})[日号]")
# 我16号约了保养: a day of the month said bare is this month's (or the nearest one the verb points to); a
# number before 号 is also a line, a floor, a gate or a size (16号线, 3号楼, 穿五号), so those words stay out
_BARE_DAY_RE = re.compile(
    r"(?<![\d月年第几号在住到是的去])(\d{1,2}|[一二三四五六七八九十]{1,3})号"
    r"(?![\d线楼门床房位口机箱字码球车厅座院店馆台池电鞋衣码]|[一二三四五六七八九十])"
)
_FEW_DAYS_AGO_RE = re.compile(r"(?<![提之以此])前(两|几|些)天")
_AGO_RE = re.compile(rf"({_NUM}|几|半)(?:个)?(天|周|星期|礼拜|月|年)(?:前|以前|之前)")
# Holidays on a fixed solar date (五一, 国庆, 双十一): that day, past or future by the verb like a bare date
_HOLIDAYS = {"五一": (5, 1), "国庆": (10, 1), "元旦": (1, 1), "双十一": (11, 11), "双11": (11, 11),
             "双十二": (12, 12), "双12": (12, 12)}
_HOLIDAY_RE = re.compile(f"(?:{'|'.join(_HOLIDAYS)})(?:节|假期|长假|小长假|黄金周|期间|那几天)?")
_WORDS_RE = re.compile("|".join(sorted(map(re.escape, _WORDS), key=len, reverse=True)))
# 年初换了工作, 去年年底去了日本, 明年开春: a part of a year dates an event to that year (the label carries
# no finer grain); 每年年底 is a habit and 2025年底 is read as the year, so 每, a count or 年 before it is no
# date. (年中 stays out: 青年中心 and 一年中 hold it as no date. 月初/月底 stay out too for now: dating them
# lets every dated-only trigger fire on them — 月底团建 became a life event — which needs its own review.)
_PART_OF_YEAR = ("年初", "年底", "年末", "年尾", "开春", "入冬", "入秋", "入夏")
_PART_RE = re.compile(
    rf"(?<![每几半年月个\d{NUMBER_CHARS}])(前年|去年|今年|明年|后年)?({'|'.join(_PART_OF_YEAR)})"
)

# A window that starts now (接下来两周, 未来三天, 这两周, 一个月内, 到周五为止, 月底前): a rule said with it
# holds until the window closes, so it is read as the current period (temporary) ending that many days on
# (a month is thirty days, as people count "一个月" of rest), or at the end of the day, week, month or year
# named. A number with no lead needs 内 (两周内不能喝酒); 这几个月 stays open-ended (see _WORDS).
_WINDOW_DAYS: dict[str, int] = {"天": 1, "日": 1, "周": 7, "星期": 7, "礼拜": 7, "月": 30, "年": 365}
_WINDOW_RE = re.compile(
    rf"(?:(?P<lead>接下来|接下去|未来|今后|往后|之后)(?:的)?|(?P<this>这))"
    rf"(?P<n>[\d{NUMBER_CHARS}]+|半|几(?=天))(?:个)?(?P<u>天|日|周|星期|礼拜|月|年)(?:内|之内|以内|里)?"
    rf"|(?<![\d{NUMBER_CHARS}几半个每])(?P<n2>[\d{NUMBER_CHARS}]+|半)(?:个)?(?P<u2>天|周|星期|礼拜|月|年)(?:内|之内|以内)"
)
# 到周五为止, 下周三之前, 月底前, 这周末以前, 从今天到周五: until that day or period is over (a bare 到周五
# needs the 从… it closes: 到周五再说 bounds nothing)
_UNTIL_RE = re.compile(
    rf"(?:(?P<from>从(?:今天|今儿|现在|明天)(?:起|开始)?)?到)?(?:(?P<step>这|本|下)(?:个)?)?"
    rf"(?:(?P<wd>{_WEEK}[一二三四五六日天1-7])|(?P<end>周末|月底|月末|年底|年末))"
    r"(?P<bound>为止|前|之前|以前)?"
)
_UNTIL_ENDS: dict[str, Unit] = {
    "周末": "week", "月底": "month", "月末": "month", "年底": "year", "年末": "year",
}

_AGO_UNITS: dict[str, Unit] = {
    "天": "day", "周": "week", "星期": "week", "礼拜": "week", "月": "month", "年": "year",
}


@dataclass(frozen=True)
class TimePhrase:
    """A time phrase found in text: its span, its meaning, and whether it names the current period."""

    start: int
    end: int
    text: str
    ref: TimeRef
    current_period: bool = False
    unit: Unit | None = None


def _month_day(month_text: str, day_text: str | None) -> tuple[int, int | None] | None:
    month = cn_to_int(month_text)
    day = cn_to_int(day_text) if day_text else None
    if month is None or not 1 <= month <= 12:
        return None
    if day is not None and not 1 <= day <= 31:
        return None
    return month, day


def find_times(text: str, direction: int = 0) -> list[TimePhrase]:
    """Every time phrase in `text`, longest first at each position, without overlaps (see `_find_times`)."""
    return list(_find_times(text, direction))


def forget_times() -> None:
    """Drop the remembered time phrases (see `Extractor.forget_lookups`)."""
    _find_times.cache_clear()


@lru_cache(maxsize=8192)
def _find_times(text: str, direction: int) -> tuple[TimePhrase, ...]:
    """Every time phrase in `text`, longest first at each position, without overlaps.

    `direction` says which way a bare date points when the phrase does not (-1 past: 三月三号买了;
    +1 future: 三月三号去; 0 unknown: the one in the current year/week).
    """
    found: list[TimePhrase] = []

    def add(match: re.Match[str], ref: TimeRef, current: bool = False, unit: Unit | None = None) -> None:
        found.append(TimePhrase(match.start(), match.end(), match.group(0), ref, current, unit))

    for match in _YEAR_DATE_RE.finditer(text):
        year = cn_to_int(match.group(1))
        if year is None or not 1900 <= year <= 2200:
            continue
        if match.group(2):
            parsed = _month_day(match.group(2), match.group(3))
            if parsed is None:
                continue
            add(match, TimeRef(kind="date", month=parsed[0], day=parsed[1], year=year))
        else:
            # A bare year: an offset from this year, so the label is just the year.
            add(match, TimeRef(kind="offset", unit="year", amount=year), unit="year")
    for match in _WEEKDAY_RE.finditer(text):
        step = match.group(1)
        weekday = WEEKDAYS[match.group(2)]
        if step is None:
            add(match, TimeRef(kind="weekday", weekday=weekday, direction=direction))
        else:
            add(match, TimeRef(kind="weekday", weekday=weekday, weeks=_RELATIVE_STEP[step]))
    for match in _WEEKEND_RE.finditer(text):
        step = match.group(1)
        weeks = _RELATIVE_STEP[step] if step else 0
        add(match, TimeRef(kind="weekday", weekday=5, weeks=weeks))
    for match in _FEW_DAYS_AGO_RE.finditer(text):  # 前两天刚出院: a couple of days back (提前两天 is no date)
        days = 2 if match.group(1) == "两" else 3
        add(match, TimeRef(kind="offset", unit="day", amount=-days), unit="day")
    for match in _AGO_RE.finditer(text):
        amount_text = match.group(1)
        amount = 1 if amount_text in ("几", "半") else cn_to_int(amount_text)
        if amount is None:
            continue
        unit = _AGO_UNITS[match.group(2)]
        add(match, TimeRef(kind="offset", unit=unit, amount=-amount), unit=unit)
    for match in _RELATIVE_YEAR_DATE_RE.finditer(text):  # 今年三月, 去年十月五号
        parsed = _month_day(match.group(2), match.group(3))
        if parsed is None:
            continue
        years = _RELATIVE_YEARS[match.group(1)]
        add(match, TimeRef(kind="date", month=parsed[0], day=parsed[1], unit="year", amount=years))
    for match in _RELATIVE_MONTH_DAY_RE.finditer(text):  # 下个月二号, 这个月十五号
        day = cn_to_int(match.group(2))
        if day is None or not 1 <= day <= 31:
            continue
        add(match, TimeRef(kind="offset", unit="month", amount=_RELATIVE_STEP[match.group(1)], day=day))
    for match in _MONTH_DATE_RE.finditer(text):
        parsed = _month_day(match.group(1), match.group(2))
        if parsed is None:
            continue
        add(match, TimeRef(kind="date", month=parsed[0], day=parsed[1], direction=direction))
    for match in _BARE_DAY_RE.finditer(text):
        day = cn_to_int(match.group(1))
        if day is not None and 1 <= day <= 31:
            add(match, TimeRef(kind="date", day=day, direction=direction))
    for match in _WORDS_RE.finditer(text):
        unit, amount, current = _WORDS[match.group(0)]
        if current:
            ref = TimeRef(kind="period", unit=unit)
        else:
            ref = TimeRef(kind="offset", unit=unit, amount=amount)
        add(match, ref, current, unit)
    for match in _PART_RE.finditer(text):  # 去年年底, 年初
        amount = _RELATIVE_YEARS[match.group(1)] if match.group(1) else 0
        add(match, TimeRef(kind="offset", unit="year", amount=amount), unit="year")
    for match in _HOLIDAY_RE.finditer(text):
        month, day = next(v for k, v in _HOLIDAYS.items() if match.group(0).startswith(k))
        add(match, TimeRef(kind="date", month=month, day=day, direction=direction))
    for match in _WINDOW_RE.finditer(text):
        number = match.group("n") or match.group("n2")
        unit_word = match.group("u") or match.group("u2")
        if match.group("this") and (unit_word in ("天", "日", "年") or number in ("几", "半")):
            continue  # 这两天 is this week (_WORDS), 这一年 the year; 这两周, 这三个月 are windows
        count = 0.5 if number == "半" else 3 if number == "几" else cn_to_int(number)
        if not count or count > 400:
            continue
        days = max(1, round(count * _WINDOW_DAYS[unit_word]))
        add(match, TimeRef(kind="period", unit="day", amount=days), True, "day")
    for match in _UNTIL_RE.finditer(text):
        if not (match.group("bound") or match.group("from")):
            continue  # (周五, 月底 said alone are no window)
        step = match.group("step")
        if match.group("wd"):
            weekday = WEEKDAYS[match.group("wd")[-1]]
            on = _RELATIVE_STEP[step] if step else None  # 下周三之前: the week said, else the coming day
            ref = TimeRef(kind="weekday", weekday=weekday, direction=1, weeks=on, lasting=True)
            add(match, ref, True, "day")
        elif step == "下":
            continue  # (下个月底前: the end of a period to come, no period under way)
        else:
            add(match, TimeRef(kind="period", unit=_UNTIL_ENDS[match.group("end")]), True,
                _UNTIL_ENDS[match.group("end")])
    found.sort(key=lambda phrase: (phrase.start, -(phrase.end - phrase.start)))
    kept: list[TimePhrase] = []
    for phrase in found:
        if kept and phrase.start < kept[-1].end:
            continue
        kept.append(phrase)
    return tuple(kept)


def is_window(phrase: TimePhrase) -> bool:
    """Whether the phrase is a window from now that closes (接下来两周, 到周五为止), no period or date."""
    counted = phrase.ref.kind == "period" and phrase.ref.amount > 0
    bounded = _UNTIL_RE.fullmatch(phrase.text)
    return phrase.current_period and (counted or phrase.ref.lasting or (
        bounded is not None and bool(bounded.group("bound") or bounded.group("from"))))


def as_event_time(phrase: TimePhrase) -> TimeRef:
    """The phrase as the date of an event: the current period becomes an offset of zero (no validity end)."""
    if phrase.ref.kind == "period":
        return TimeRef(kind="offset", unit=phrase.ref.unit or "day", amount=0)
    return phrase.ref


def rebase_bare_year(ref: TimeRef, this_year: int) -> TimeRef:
    """A bare "2023年" is kept as an offset of 2023 years (it cannot depend on the message's time while the
    text is parsed); once the local year is known it becomes the real offset."""
    if ref.kind == "offset" and ref.unit == "year" and ref.amount > 1000:
        return TimeRef(kind="offset", unit="year", amount=ref.amount - this_year)
    return ref
