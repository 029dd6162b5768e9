"""Chinese numerals as integers: 五千 → 5000, 三万 → 30000, 两百 → 200, 一千五 → 1500, 1.5万 → 15000.

Also accepts Arabic digits, full-width digits, mixed forms (3千, 2w, 5k) and 〇/零 placeholders.
"""

from __future__ import annotations

import re
import unicodedata

DIGITS: dict[str, int] = {
    "零": 0, "〇": 0, "一": 1, "壹": 1, "二": 2, "贰": 2, "两": 2, "俩": 2,
    "三": 3, "叁": 3, "四": 4, "肆": 4, "五": 5, "伍": 5, "六": 6, "陆": 6,
    "七": 7, "柒": 7, "八": 8, "捌": 8, "九": 9, "玖": 9,
}
SMALL_UNITS: dict[str, int] = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
LARGE_UNITS: dict[str, int] = {"万": 10_000, "萬": 10_000, "亿": 100_000_000}
LATIN_UNITS: dict[str, int] = {"k": 1000, "w": 10_000}

NUMBER_CHARS = "零〇一壹二贰两俩三叁四肆五伍六陆七柒八捌九玖十拾百佰千仟万萬亿"
NUMBER_PATTERN = rf"(?:\d+(?:\.\d+)?[{NUMBER_CHARS}kKwW]*|[{NUMBER_CHARS}]+)"
"""A regex fragment matching one number as people write it in Chinese text."""

_ARABIC = re.compile(r"^(\d+(?:\.\d+)?)(.*)$")


def _small_section(text: str) -> int | None:
    """A number below 10,000 written with 十/百/千 ("三千五百", "一千五" = 1500, "十二")."""
    if not text:
        return 0
    if all(ch in DIGITS for ch in text):  # spelled digit by digit: 二〇二六
        return int("".join(str(DIGITS[ch]) for ch in text))
    total = 0
    current: int | None = None
    last_unit = 1
    for ch in text:
        if ch in DIGITS:
            current = DIGITS[ch]
        elif ch in SMALL_UNITS:
            unit = SMALL_UNITS[ch]
            total += (1 if current is None else current) * unit
            current = None
            last_unit = unit
        else:
            return None
    if current is not None:
        # A trailing digit after a unit is one unit lower: 一千五 = 1500, 两万三 handled by the caller.
        total += current * (last_unit // 10 if last_unit >= 100 and not text.endswith("零" + text[-1]) else 1)
    return total


def cn_to_number(text: str) -> float | None:
    """The value of a number as written, or None when `text` is not one."""
    raw = unicodedata.normalize("NFKC", text).strip().replace(",", "")
    if not raw:
        return None
    arabic = _ARABIC.match(raw)
    if arabic:
        value = float(arabic.group(1))
        rest = arabic.group(2).lower()
        for ch in rest:
            unit = SMALL_UNITS.get(ch) or LARGE_UNITS.get(ch) or LATIN_UNITS.get(ch)
            if unit is None:
                return None
            value *= unit
        return value
    total = 0
    section = ""
    for index, ch in enumerate(raw):
        if ch in LARGE_UNITS:
            small = _small_section(section)
            if small is None:
                return None
            total = (total + (small or 1)) * LARGE_UNITS[ch]
            section = ""
            # 两万三 = 23000: a lone trailing digit after 万 counts in thousands.
            tail = raw[index + 1 :]
            if len(tail) == 1 and tail in DIGITS:
                return float(total + DIGITS[tail] * LARGE_UNITS[ch] // 10)
        elif ch in DIGITS or ch in SMALL_UNITS:
            section += ch
        else:
            return None
    small = _small_section(section)
    if small is None:
        return None
    return float(total + small)


def cn_to_int(text: str) -> int | None:
    """`cn_to_number` rounded to an integer."""
    value = cn_to_number(text)
    return None if value is None else round(value)


def has_chinese_numeral(text: str) -> bool:
    return any(ch in NUMBER_CHARS for ch in text)
