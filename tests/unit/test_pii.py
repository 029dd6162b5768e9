"""PII redaction: identifiers become placeholders, phones are masked, everything else survives."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphmem.pii import find_pii, is_valid_resident_id, passes_luhn, redact

VALID_ID = "110101199003071233"
VALID_ID_WITH_X = "11010519491231002X"
VALID_ID_SHENZHEN = "440306198511244027"
BAD_CHECKSUM_ID = "110101199003071234"
BAD_DATE_ID = "110101199013321259"  # right check digit, but month 13 (and no valid Luhn)
FUTURE_ID = "110101215001011234"  # right check digit, born in 2150

VISA = "4111111111111111"
UNIONPAY = "6250941006528599"
AMEX = "378282246310005"
BAD_LUHN = "4111111111111112"


def test_resident_id_checksum_and_birth_date_are_both_validated() -> None:
    assert is_valid_resident_id(VALID_ID)
    assert is_valid_resident_id(VALID_ID_WITH_X)
    assert is_valid_resident_id(VALID_ID_WITH_X.lower())
    assert not is_valid_resident_id(BAD_CHECKSUM_ID)
    assert not is_valid_resident_id(BAD_DATE_ID)
    assert not is_valid_resident_id(FUTURE_ID)


def test_legacy_fifteen_digit_resident_ids_need_a_real_birth_date() -> None:
    assert is_valid_resident_id("110101900307123")
    assert not is_valid_resident_id("110101901332123")


def test_luhn_accepts_real_card_numbers_and_rejects_a_changed_digit() -> None:
    assert passes_luhn(VISA)
    assert passes_luhn(UNIONPAY)
    assert passes_luhn(AMEX)
    assert not passes_luhn(BAD_LUHN)


# --- identifiers are replaced ---


@pytest.mark.parametrize(
    "text",
    [
        f"我的身份证号是{VALID_ID}",
        f"ID {VALID_ID_WITH_X} please",
        f"{VALID_ID[:6]} {VALID_ID[6:14]} {VALID_ID[14:]}",
        f"{VALID_ID_SHENZHEN}是我的证件",
        "身份证号：１１０１０１１９９００３０７１２３３",
    ],
)
def test_a_valid_resident_id_is_replaced(text: str) -> None:
    redacted = redact(text)
    assert "[ID_CARD]" in redacted
    assert not re.search(r"[0-9０-９]{6}", redacted)


def test_a_labelled_resident_id_is_replaced_even_with_a_typo_in_its_checksum() -> None:
    assert redact(f"我的身份证号是{BAD_CHECKSUM_ID}") == "我的身份证号是[ID_CARD]"


@pytest.mark.parametrize(
    "text",
    [
        f"card {VISA}",
        "信用卡 4111 1111 1111 1111",
        "pay with 4111-1111-1111-1111 today",
        f"银联卡{UNIONPAY}",
        f"amex {AMEX}",
        "amex 3782 822463 10005",
    ],
)
def test_a_card_number_passing_luhn_is_replaced(text: str) -> None:
    redacted = redact(text)
    assert "[BANK_CARD]" in redacted
    assert not re.search(r"[0-9]{4}", redacted)


def test_a_card_glued_to_another_number_is_still_found() -> None:
    assert redact("4111 1111 1111 1111 2024") == "[BANK_CARD] 2024"


def test_a_labelled_card_number_is_replaced_even_when_luhn_fails() -> None:
    assert redact(f"my card number: {BAD_LUHN}") == "my card number: [BANK_CARD]"
    assert redact("我的银行卡号是6222021234567890123") == "我的银行卡号是[BANK_CARD]"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my SSN is 123-45-6789", "my SSN is [SSN]"),
        ("ssn: 123456789", "ssn: [SSN]"),
        ("Social Security number 123 45 6789", "Social Security number [SSN]"),
        ("it's 078-05-1120.", "it's [SSN]."),
    ],
)
def test_social_security_numbers_are_replaced(text: str, expected: str) -> None:
    assert redact(text) == expected


@pytest.mark.parametrize("text", ["000-12-3456", "666-12-3456", "912-12-3456", "123-00-4567", "123-45-0000"])
def test_ssn_shaped_numbers_in_unassigned_ranges_are_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("passport E12345678", "passport [PASSPORT]"),
        ("我的护照号码是E12345678", "我的护照号码是[PASSPORT]"),
        ("护照号：123456789", "护照号：[PASSPORT]"),
        ("Passport No. G1234567 expires soon", "Passport No. [PASSPORT] expires soon"),
    ],
)
def test_passport_numbers_introduced_by_a_label_are_replaced(text: str, expected: str) -> None:
    assert redact(text) == expected


def test_a_passport_shaped_code_without_a_label_is_left_alone() -> None:
    assert redact("product code E12345678") == "product code E12345678"


# --- phones are masked to the last four digits ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我的手机号是13812345678", "我的手机号是138****5678"),
        ("call 138 1234 5678", "call 138****5678"),
        ("电话：+86 138-1234-5678", "电话：+86 138****5678"),
        ("call 415-555-1234", "call ***-***-1234"),
        ("call (415) 555-1234", "call (***) ***-1234"),
        ("London +44 20 7946 0958", "London +** ** **** 0958"),
        ("座机 010-12345678", "座机 ***-****5678"),
        ("全角１３８１２３４５６７８", "全角１３８****５６７８"),
        ("手机 138.1234.5678", "手机 138****5678"),
        # national numbers dialled with the trunk "0": British, French, Australian, German
        ("My cell is 07700 900461", "My cell is ***** **0461"),
        ("call 020 7946 0018", "call *** **** 0018"),
        ("Paris 06 12 34 56 78", "Paris ** ** ** 56 78"),
        ("Sydney 0412-345-678", "Sydney ****-**5-678"),
        ("Handy 0151 23456789", "Handy **** ****6789"),
    ],
)
def test_phone_numbers_are_masked_to_their_last_four_digits(text: str, expected: str) -> None:
    assert redact(text) == expected


def test_a_year_next_to_a_phone_number_is_not_mistaken_for_a_card() -> None:
    assert redact("since 1986 13812345678") == "since 1986 138****5678"


# --- what must survive ---


@pytest.mark.parametrize(
    "text",
    [
        "the price is 5000 yuan",
        "I was born in 1990 and moved in 2026",
        "order 20240115001 shipped",
        f"order {BAD_CHECKSUM_ID} shipped",
        f"tracking {BAD_LUHN}",
        f"ref {BAD_DATE_ID}",
        "meet me on 2024-01-15 at 10:30",
        "pi is 3.14159265358979323846",
        "write to me at li.lei@example.com",
        "room 1203, 5 people, 3 nights",
        "invoice 01.02.2024, order 0012345",
        "version 0.10.2 ships on 2024-01-02",
    ],
)
def test_ordinary_numbers_and_emails_survive(text: str) -> None:
    assert redact(text) == text
    assert find_pii(text) == []


def test_find_pii_reports_kind_and_span_in_text_order() -> None:
    text = f"ID {VALID_ID}, card {VISA}, phone 13812345678"
    matches = find_pii(text)
    assert [m.kind for m in matches] == ["id_card", "bank_card", "phone"]
    assert [text[m.start : m.end] for m in matches] == [VALID_ID, VISA, "13812345678"]


def test_redacting_twice_changes_nothing_more() -> None:
    once = redact(f"身份证{VALID_ID}，手机13812345678，卡号{VISA}")
    assert redact(once) == once
    assert once == "身份证[ID_CARD]，手机138****5678，卡号[BANK_CARD]"


def test_text_without_personal_data_is_returned_unchanged() -> None:
    text = "我对花生过敏，不吃辣。I love hot pot!"
    assert redact(text) is text


# --- property: no valid identifier survives, however it is written ---

_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_FULL_WIDTH_DIGITS = str.maketrans("0123456789", "０１２３４５６７８９")


def resident_id(region: int, born: date, sequence: int) -> str:
    body = f"{region:06d}{born:%Y%m%d}{sequence:03d}"
    return body + "10X98765432"[sum(int(d) * w for d, w in zip(body, _WEIGHTS, strict=True)) % 11]


@settings(max_examples=150, deadline=None)
@given(
    region=st.integers(110000, 659999),
    days=st.integers(0, 40000),
    sequence=st.integers(0, 999),
    before=st.sampled_from(["我的身份证号是", "ID: ", "号码", "", "x "]),
    after=st.sampled_from(["", "。", " thanks", "，谢谢"]),
    grouping=st.sampled_from(["plain", "spaced", "dashed", "full_width"]),
)
def test_a_valid_resident_id_never_survives_in_any_writing(
    region: int, days: int, sequence: int, before: str, after: str, grouping: str
) -> None:
    number = resident_id(region, date(1910, 1, 1) + timedelta(days=days), sequence)
    written = {
        "plain": number,
        "spaced": f"{number[:6]} {number[6:14]} {number[14:]}",
        "dashed": f"{number[:6]}-{number[6:14]}-{number[14:]}",
        "full_width": number.translate(_FULL_WIDTH_DIGITS),
    }[grouping]
    redacted = redact(before + written + after)
    assert redacted == before + "[ID_CARD]" + after


@settings(max_examples=150, deadline=None)
@given(body=st.lists(st.integers(0, 9), min_size=14, max_size=14), before=st.sampled_from(["", "卡", "pay "]))
def test_a_sixteen_digit_card_passing_luhn_never_survives(body: list[int], before: str) -> None:
    partial = "4" + "".join(map(str, body))
    check = next(d for d in "0123456789" if passes_luhn(partial + d))
    card = partial + check
    grouped = " ".join(card[i : i + 4] for i in range(0, 16, 4))
    assert redact(before + card) == before + "[BANK_CARD]"
    assert redact(before + grouped) == before + "[BANK_CARD]"


def test_passport_number_after_a_few_words_of_label_is_redacted() -> None:
    assert redact("My passport number is X98765432") == "My passport number is [PASSPORT]"
    assert redact("护照号码是E12345678。") == "护照号码是[PASSPORT]。"
    assert redact("My passport expires in 2027.") == "My passport expires in 2027."
