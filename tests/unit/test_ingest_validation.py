"""Validation of what comes in to ingest: every bad line named, nothing half-accepted. No database."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from graphmem.errors import InvalidBatchError, InvalidInputError
from graphmem.ingest import (
    IngestMessage,
    fingerprint,
    message_id,
    parse_jsonl,
    prepare_messages,
    slot,
    validate_batch,
    validate_message,
)
from graphmem.models import EntityRef, ExtractedMemory

LIMIT = 200


def line(**fields: object) -> str:
    return json.dumps(fields, ensure_ascii=False)


def test_a_good_line_becomes_a_message_with_utc_time() -> None:
    messages, errors = parse_jsonl(
        [line(user_id="u1", text="I love jazz.", session_id="s", at="2026-01-05T17:00:00+08:00")],
        max_text_chars=LIMIT,
    )
    assert errors == []
    assert messages[0].at == datetime(2026, 1, 5, 9, tzinfo=UTC)
    assert messages[0].role == "user"


def test_every_bad_line_is_reported_with_its_number_and_reason() -> None:
    lines = [
        line(user_id="u1", text="fine"),  # 1 ok
        "{not json",  # 2
        line(text="no user"),  # 3
        line(user_id="u1"),  # 4
        line(user_id="u1", text="   "),  # 5
        line(user_id="u1", text="x" * (LIMIT + 1)),  # 6
        line(user_id="u1", text="bell\x07"),  # 7
        line(user_id="u1", text="t", at="2026-01-05T09:00:00"),  # 8 naive
        line(user_id="", text="t"),  # 9
        line(user_id="x" * 129, text="t"),  # 10
        line(user_id="u\n1", text="t"),  # 11
        "[1, 2]",  # 12
        line(user_id="u1", text="t", role="robot"),  # 13
        line(user_id="u1", text="t", sesion_id="typo"),  # 14
    ]
    with pytest.raises(InvalidBatchError) as caught:
        parse_jsonl(lines, max_text_chars=LIMIT)
    errors = caught.value.errors
    assert [e.line for e in errors] == list(range(2, 15))
    reasons = {e.line: e.reason for e in errors}
    assert "invalid JSON" in reasons[2]
    assert "user_id" in reasons[3] and "required" in reasons[3]
    assert "text" in reasons[4]
    assert "empty" in reasons[5]
    assert "limit is 200" in reasons[6]
    assert "U+0007" in reasons[7]
    assert "UTC offset" in reasons[8]
    assert "printable" in reasons[9] and "printable" in reasons[10] and "printable" in reasons[11]
    assert "JSON object" in reasons[12]
    assert "role" in reasons[13]
    assert "unknown field" in reasons[14]
    assert str(errors[0]).startswith("line 2: ")
    assert isinstance(caught.value, ValueError)


def test_skip_invalid_keeps_the_good_lines_and_returns_the_bad_ones() -> None:
    messages, errors = parse_jsonl(
        [line(user_id="u1", text="a"), "oops", "", line(user_id="u2", text="b")],
        max_text_chars=LIMIT,
        skip_invalid=True,
    )
    assert [m.user_id for m in messages] == ["u1", "u2"]
    assert [e.line for e in errors] == [2]


def test_blank_lines_are_skipped_but_keep_the_numbering() -> None:
    with pytest.raises(InvalidBatchError) as caught:
        parse_jsonl(["", line(user_id="u1", text="a"), "  ", "bad"], max_text_chars=LIMIT)
    assert [e.line for e in caught.value.errors] == [4]


def test_newline_and_tab_are_allowed_in_text() -> None:
    message = validate_message({"user_id": "u", "text": "one\n\ttwo"}, max_text_chars=LIMIT)
    assert message.text == "one\n\ttwo"


def test_a_cypher_looking_user_id_is_a_valid_opaque_id() -> None:
    weird = "x'}) MATCH (n) DETACH DELETE n //"
    assert validate_message({"user_id": weird, "text": "hi"}, max_text_chars=LIMIT).user_id == weird


def test_validate_batch_numbers_items_from_one() -> None:
    with pytest.raises(InvalidBatchError) as caught:
        validate_batch([{"user_id": "u", "text": "ok"}, {"user_id": "u", "text": ""}], max_text_chars=LIMIT)
    assert [e.line for e in caught.value.errors] == [2]


def test_single_message_errors_are_invalid_input() -> None:
    with pytest.raises(InvalidInputError, match="UTC offset"):
        validate_message({"user_id": "u", "text": "t", "at": datetime(2026, 1, 1)}, max_text_chars=LIMIT)


def test_the_same_message_has_the_same_id_and_another_time_another_id() -> None:
    a = message_id("t", "u", "s", "2026-01-01T00:00:00+00:00", "user", "hi")
    assert a == message_id("t", "u", "s", "2026-01-01T00:00:00+00:00", "user", "hi")
    assert a != message_id("t", "u", "s", "2026-01-01T00:00:01+00:00", "user", "hi")
    assert a != message_id("t2", "u", "s", "2026-01-01T00:00:00+00:00", "user", "hi")


def test_undated_messages_get_ids_by_content_and_occurrence_so_reingesting_is_stable() -> None:
    messages = [IngestMessage(user_id="u", text="ok"), IngestMessage(user_id="u", text="ok")]
    first = prepare_messages(messages, tenant="t")
    again = prepare_messages(messages, tenant="t")
    assert [p.id for p in first] == [p.id for p in again]
    assert first[0].id != first[1].id


def test_a_line_tenant_overrides_the_default_tenant() -> None:
    prepared = prepare_messages([IngestMessage(user_id="u", text="hi", tenant="acme")], tenant="default")
    assert prepared[0].tenant == "acme"
    assert prepared[0].session_id == "default"


def test_single_valued_keys_share_one_slot_and_polarity_flips_share_one_slot() -> None:
    paris = ExtractedMemory(kind="identity", key="lives_in", value="Paris")
    berlin = ExtractedMemory(kind="identity", key="lives_in", value="Berlin")
    assert slot(paris) == slot(berlin)
    love = ExtractedMemory(kind="preference", key="likes", value="coffee")
    hate = ExtractedMemory(kind="preference", key="dislikes", value="Coffee", polarity="negative")
    assert slot(love) == slot(hate)
    assert fingerprint(love) != fingerprint(hate)
    jazz = ExtractedMemory(kind="preference", key="likes", value="jazz")
    assert slot(love) != slot(jazz)
    peanut = ExtractedMemory(kind="constraint", key="allergy", value="peanut", polarity="negative")
    shrimp = ExtractedMemory(kind="constraint", key="allergy", value="shrimp", polarity="negative")
    assert slot(peanut) != slot(shrimp)


def test_temporary_memories_have_no_slot_and_their_period_in_the_fingerprint() -> None:
    week = ExtractedMemory(
        kind="constraint",
        key="avoid",
        value="sugar",
        polarity="negative",
        valid_until=datetime(2026, 1, 11, 16, tzinfo=UTC),
    )
    assert slot(week) is None
    assert "2026-01-11" in fingerprint(week)


def test_the_same_concept_in_two_languages_is_one_assertion_but_events_keep_their_value() -> None:
    peanut = EntityRef(id="food/peanut", name="peanut", type="food")
    english = ExtractedMemory(kind="constraint", key="allergy", value="peanut", polarity="negative",
                              entities=(peanut,))
    chinese = ExtractedMemory(kind="constraint", key="allergy", value="peanut (花生)", polarity="negative",
                              entities=(peanut,))
    assert fingerprint(english) == fingerprint(chinese)
    tokyo = EntityRef(id="place/tokyo", name="Tokyo", type="place")
    march = ExtractedMemory(kind="event", key="trip", value="2026-03-03 trip to Tokyo", entities=(tokyo,))
    may = ExtractedMemory(kind="event", key="trip", value="2026-05-03 trip to Tokyo", entities=(tokyo,))
    assert fingerprint(march) != fingerprint(may)
    unknown = ExtractedMemory(kind="preference", key="likes", value="kumquat")
    assert "kumquat" in fingerprint(unknown)
