"""Personal data redaction, applied to every message before it is stored or printed.

Government and financial identifiers are replaced by a placeholder (`[ID_CARD]`, `[BANK_CARD]`, `[SSN]`,
`[PASSPORT]`); phone numbers are masked down to their last four digits (`138****5678`, `***-***-1234`);
e-mail addresses stay.

A bare number is an identifier only when it passes the identifier's own check (the ISO 7064 mod 11-2
checksum and a real birth date for Chinese resident IDs, Luhn for bank cards, the assigned ranges for
SSNs), so order numbers, years and prices survive. A number the user labels ("身份证号", "card number",
"SSN", "passport") is redacted even when a typo breaks its checksum: the label already says what it is.

Full-width digits (０-９) count as digits, digits may be grouped with spaces or dashes, and numbers glued
to Chinese text (`我的身份证号是110101199003077777`) are found: boundaries are "not a digit", never `\\b`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Literal

__all__ = ["PLACEHOLDERS", "PiiKind", "PiiMatch", "find_pii", "redact"]

PiiKind = Literal["id_card", "bank_card", "ssn", "passport", "phone"]

PLACEHOLDERS: dict[PiiKind, str] = {
    "id_card": "[ID_CARD]",
    "bank_card": "[BANK_CARD]",
    "ssn": "[SSN]",
    "passport": "[PASSPORT]",
}


@dataclass(frozen=True)
class PiiMatch:
    """One piece of personal data: its kind, its span in the original text and what replaces it."""

    kind: PiiKind
    start: int
    end: int
    replacement: str


# Full-width ASCII (！ to ～) and the ideographic space map one-to-one onto ASCII, so offsets survive.
_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}

_SEP = r"[ \-]"
_PHONE_SEP = r"[ .\-]"
# 13 to 19 digits (an 18-character resident ID may end in X), optionally grouped by single separators.
_LONG_NUMBER = re.compile(rf"(?<![0-9])(?<![0-9][.,])(?:[0-9]{_SEP}?){{12,18}}[0-9Xx](?![0-9])")
_SSN_DASHED = re.compile(r"(?<![0-9\-])([0-9]{3})-([0-9]{2})-([0-9]{4})(?![0-9]|-[0-9])")
_SSN_LABELLED = re.compile(
    r"(?i)(?:\bssn|social\s+security(?:\s+(?:number|no\.?|#))?)[^0-9\n]{0,12}"
    r"(?<![0-9])([0-9]{3}[ \-]?[0-9]{2}[ \-]?[0-9]{4})(?![0-9])"
)
_PASSPORT_LABELLED = re.compile(
    # The label may be followed by a few words before the number: "passport number is X98765432", 护照号是…
    r"(?i)(?:passport|护照)[^0-9\n]{0,24}?"
    r"(?<![0-9A-Za-z])([A-Za-z]{1,2}[ \-]?[0-9]{6,9}|[0-9]{9})(?![0-9A-Za-z])"
)
_CN_MOBILE = re.compile(
    rf"(?<![0-9+])(?:(\+|00)?86{_PHONE_SEP}?|\(\+?86\){_PHONE_SEP}?)?"  # optional country code
    rf"(1[3-9][0-9])({_PHONE_SEP}?[0-9]{{4}}{_PHONE_SEP}?[0-9]{{4}})(?![0-9])"
)
_CN_MOBILE_DIGITS = re.compile(r"(?:0086|86)?1[3-9][0-9]{9}")
_CN_LANDLINE = re.compile(r"(?<![0-9])(?:\(0[0-9]{2,3}\)\s?|0[0-9]{2,3}-)[0-9]{7,8}(?![0-9])")
_NANP = re.compile(
    r"(?<![0-9+])(?:\+?1[ .\-]?)?(?:\([2-9][0-9]{2}\)\s?|[2-9][0-9]{2}[ .\-])[0-9]{3}[ .\-][0-9]{4}(?![0-9])"
    r"|(?<![0-9])\+1[ .\-]?[2-9][0-9]{9}(?![0-9])"
)
_INTERNATIONAL = re.compile(r"(?<![0-9])\+[1-9][0-9]{0,2}(?:[ .\-]?\(?[0-9]{1,5}\)?){2,6}(?![0-9])")
# A national number dialled with its trunk "0", as most of Europe, Britain and Australia write them ("07700
# 900461", "020 7946 0018", "06 12 34 56 78", "0151 23456789"): 10 to 12 digits in groups (counted below)
_TRUNK_NATIONAL = re.compile(
    r"(?<![0-9+.,/:])0[1-9][0-9]{0,4}(?:[ .\-]?[0-9]{2,6}){1,4}(?![0-9]|[.,/:][0-9])"
)

# Every identifier kept above has at least six digits (a passport number's); a text with fewer digits
# (full-width ones included, as `find_pii` reads them) holds none, and most messages are such texts.
_DIGIT = re.compile("[0-9０-９]")
_FEWEST_DIGITS = 6

_LABEL_WINDOW = 24
_LABELS: tuple[tuple[PiiKind, re.Pattern[str]], ...] = (
    ("id_card", re.compile(r"(?i)身份证|身份号|id\s*card|identity\s*card|id\s*(?:number|no\b|#)|证件号")),
    (
        "bank_card",
        re.compile(
            r"(?i)银行卡|信用卡|储蓄卡|借记卡|卡号|银行账号|账号|"
            r"card\s*(?:number|no\b|#)|credit\s*card|debit\s*card|bank\s*card|account\s*(?:number|no\b|#)"
        ),
    ),
    ("ssn", re.compile(r"(?i)\bssn\b|social\s+security")),
    ("passport", re.compile(r"(?i)passport|护照")),
)

_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK_CHARS = "10X98765432"
_PRIORITY: dict[PiiKind, int] = {"id_card": 0, "bank_card": 1, "ssn": 2, "passport": 3, "phone": 4}


def _plausible_birth_date(year: int, month: int, day: int) -> bool:
    try:
        born = date(year, month, day)
    except ValueError:
        return False
    return date(1900, 1, 1) <= born <= date.today()


def is_valid_resident_id(number: str) -> bool:
    """An 18-character Chinese resident ID: region, a real birth date, and the mod 11-2 check character.

    The 15-digit form issued before 1999 has no check digit; its birth date (19YYMMDD) must be real.
    """
    number = number.upper()
    if len(number) == 18 and number[:17].isdigit() and (number[17].isdigit() or number[17] == "X"):
        if number[0] == "0" or not _plausible_birth_date(
            int(number[6:10]), int(number[10:12]), int(number[12:14])
        ):
            return False
        total = sum(int(d) * w for d, w in zip(number[:17], _ID_WEIGHTS, strict=True))
        return _ID_CHECK_CHARS[total % 11] == number[17]
    if len(number) == 15 and number.isdigit():
        year = 1900 + int(number[6:8])
        return number[0] != "0" and _plausible_birth_date(year, int(number[8:10]), int(number[10:12]))
    return False


def passes_luhn(digits: str) -> bool:
    """The Luhn checksum every payment card number carries."""
    if not digits.isdigit():
        return False
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2 == 1:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return total % 10 == 0


def is_valid_ssn(area: str, group: str, serial: str) -> bool:
    """A US SSN in an assigned range: no 000, 666 or 9xx area, no 00 group, no 0000 serial."""
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def _label_before(text: str, start: int) -> PiiKind | None:
    """The nearest identifier label in the few characters before `start`, if any."""
    window = text[max(0, start - _LABEL_WINDOW) : start]
    best: tuple[int, PiiKind] | None = None
    for kind, pattern in _LABELS:
        for match in pattern.finditer(window):
            if best is None or match.end() > best[0]:
                best = (match.end(), kind)
    return best[1] if best else None


def _card_grouping(groups: list[str]) -> bool:
    """Whether digit groups are laid out the way card numbers are printed (4-4-4-4, 4-6-5, 6-13 …).

    Without it "1986 13812345678" (a year, then a phone number) could pass Luhn by chance.
    """
    sizes = [len(g) for g in groups]
    if len(sizes) == 1:
        return True
    if all(size == 4 for size in sizes[:-1]) and 1 <= sizes[-1] <= 4:
        return True
    return sizes in ([4, 6, 5], [4, 6, 4], [6, 13], [6, 12])


def _classify_long_number(digits: str, label: PiiKind | None, card_grouping: bool = True) -> PiiKind | None:
    luhn = card_grouping and passes_luhn(digits)
    if len(digits) == 15 and digits[:2] in ("34", "37") and luhn and label != "id_card":
        return "bank_card"  # an American Express number, not a pre-1999 resident ID
    if len(digits) in (15, 18) and is_valid_resident_id(digits):
        return "id_card"
    if 13 <= len(digits) <= 19 and luhn:
        return "bank_card"
    if label in ("id_card", "bank_card"):
        return label
    return None


def _long_numbers(text: str) -> list[PiiMatch]:
    found: list[PiiMatch] = []
    for match in _LONG_NUMBER.finditer(text):
        label = _label_before(text, match.start())
        if label not in ("id_card", "bank_card") and _looks_like_phone(text, match.start(), match.group(0)):
            continue
        for start, end in _group_aligned_spans(text, match.start(), match.end()):
            groups = re.split(r"[ \-]", text[start:end])
            kind = _classify_long_number("".join(groups), label, _card_grouping(groups))
            if kind is not None:
                found.append(PiiMatch(kind, start, end, PLACEHOLDERS[kind]))
                break
    return found


def _looks_like_phone(text: str, start: int, number: str) -> bool:
    """Cards are never written with a leading `+`, and `86 138…` is a mobile with its country code."""
    if text[max(0, start - 1) : start] == "+" or text[max(0, start - 2) : start] == "+ ":
        return True
    return _CN_MOBILE_DIGITS.fullmatch(re.sub(r"[ \-]", "", number)) is not None


def _group_aligned_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The whole candidate first, then sub-spans cut at its separators, longest first.

    Greedy grouping can glue a card number to a neighbouring number ("4111 1111 1111 1111 2024");
    trying the group-aligned pieces still finds the card.
    """
    cuts = [start] + [i + 1 for i in range(start, end) if text[i] in " -"] + [end + 1]
    spans: list[tuple[int, int, int]] = []
    for a in range(len(cuts) - 1):
        for b in range(len(cuts) - 1, a, -1):
            s, e = cuts[a], cuts[b] - 1
            length = sum(c.isdigit() or c in "Xx" for c in text[s:e])
            if 13 <= length <= 19:
                spans.append((length, s, e))
    spans.sort(key=lambda item: (-item[0], item[1]))
    return [(s, e) for _, s, e in spans]


def _mask_digits(number: str, keep: int = 4, keep_leading: int = 0) -> str:
    """Every digit but the first `keep_leading` and the last `keep` becomes `*`; separators stay."""
    positions = [i for i, c in enumerate(number) if c.isdigit()]
    visible = set(positions[:keep_leading]) | set(positions[-keep:] if keep else [])
    return "".join("*" if i in positions and i not in visible else c for i, c in enumerate(number))


def _phones(text: str) -> list[PiiMatch]:
    found: list[PiiMatch] = []
    for match in _CN_MOBILE.finditer(text):
        prefix = text[match.start() : match.start(2)]
        rest = re.sub(r"[ .\-]", "", match.group(3))
        found.append(
            PiiMatch("phone", match.start(), match.end(), f"{prefix}{match.group(2)}****{rest[-4:]}")
        )
    for pattern in (_CN_LANDLINE, _NANP, _INTERNATIONAL, _TRUNK_NATIONAL):
        for match in pattern.finditer(text):
            number = match.group(0)
            digit_count = sum(c.isdigit() for c in number)
            if pattern is _INTERNATIONAL and not 8 <= digit_count <= 15:
                continue
            if pattern is _TRUNK_NATIONAL and not 10 <= digit_count <= 12:
                continue  # "0930" (a time), "01 2024": too short for a number one dials
            found.append(PiiMatch("phone", match.start(), match.end(), _mask_digits(number)))
    return found


def find_pii(text: str) -> list[PiiMatch]:
    """Every piece of personal data in `text`, non-overlapping, in text order (offsets into `text`)."""
    if len(_DIGIT.findall(text)) < _FEWEST_DIGITS:
        return []
    normalized = text.translate(_FULL_WIDTH)
    candidates = _long_numbers(normalized)
    for match in _SSN_DASHED.finditer(normalized):
        if is_valid_ssn(*match.groups()):
            candidates.append(PiiMatch("ssn", match.start(), match.end(), PLACEHOLDERS["ssn"]))
    for match in _SSN_LABELLED.finditer(normalized):
        candidates.append(PiiMatch("ssn", match.start(1), match.end(1), PLACEHOLDERS["ssn"]))
    for match in _PASSPORT_LABELLED.finditer(normalized):
        candidates.append(PiiMatch("passport", match.start(1), match.end(1), PLACEHOLDERS["passport"]))
    candidates.extend(_phones(normalized))
    candidates.sort(key=lambda m: (_PRIORITY[m.kind], m.start, -(m.end - m.start)))
    chosen: list[PiiMatch] = []
    for candidate in candidates:
        if all(candidate.end <= kept.start or candidate.start >= kept.end for kept in chosen):
            chosen.append(candidate)
    if text != normalized:
        # Masked phone numbers keep their last digits as the user wrote them (full-width or not).
        chosen = [_restore_width(m, text) if m.kind == "phone" else m for m in chosen]
    return sorted(chosen, key=lambda m: m.start)


def _restore_width(match: PiiMatch, original: str) -> PiiMatch:
    source = original[match.start : match.end]
    if len(source) != len(match.replacement):
        return match
    restored = "".join(r if r == "*" else s for r, s in zip(match.replacement, source, strict=True))
    return PiiMatch(match.kind, match.start, match.end, restored)


def redact(text: str) -> str:
    """`text` with identifiers replaced by placeholders and phone numbers masked to their last 4 digits."""
    matches = find_pii(text)
    if not matches:
        return text
    parts: list[str] = []
    position = 0
    for match in matches:
        parts.append(text[position : match.start])
        parts.append(match.replacement)
        position = match.end
    parts.append(text[position:])
    return "".join(parts)
