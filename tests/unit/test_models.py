"""The contract's memory object: shape, timestamps, ids."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from pydantic import ValidationError

from graphmem.errors import InvalidInputError
from graphmem.models import EntityRef, ExtractedMemory, Memory, memory_id
from graphmem.timeutil import format_timestamp, parse_timestamp


def peanut_allergy(**extra: object) -> ExtractedMemory:
    return ExtractedMemory(
        kind="constraint", key="allergy", value="peanut", polarity="negative", confidence=0.9,
        valid_from=datetime(2026, 1, 5, 9, tzinfo=UTC), context_tags=("food", "health"),
        entities=(EntityRef(id="food/peanut", name="peanut", type="food", tags=("food", "allergen")),),
        **extra,  # type: ignore[arg-type]
    )


def test_extracted_memory_serializes_to_the_contract_shape() -> None:
    data = peanut_allergy().model_dump(mode="json")
    assert data["kind"] == "constraint"
    assert data["subject"] == "user"
    assert data["valid_from"] == "2026-01-05T09:00:00.000Z"
    assert data["valid_until"] is None
    assert data["entities"][0]["id"] == "food/peanut"
    assert "id" not in data and "mentions" not in data


def test_timestamps_are_printed_in_utc_with_z() -> None:
    shanghai = timezone(timedelta(hours=8))
    memory = peanut_allergy(valid_until=datetime(2026, 1, 11, 23, 59, 59, tzinfo=shanghai))
    assert memory.model_dump(mode="json")["valid_until"] == "2026-01-11T15:59:59.000Z"


def test_naive_datetimes_are_refused() -> None:
    with pytest.raises(ValidationError):
        peanut_allergy(valid_until=datetime(2026, 1, 11))


def test_models_are_frozen() -> None:
    memory = peanut_allergy()
    with pytest.raises(ValidationError):
        memory.value = "walnut"  # type: ignore[misc]


def test_stored_memory_adds_identity_and_status() -> None:
    now = datetime(2026, 1, 5, tzinfo=UTC)
    stored = Memory(**peanut_allergy().model_dump(), id="m_1", recorded_at=now, last_seen_at=now)
    data = stored.model_dump(mode="json")
    assert data["status"] == "active" and data["mentions"] == 1 and data["recorded_at"].endswith("Z")


def test_memory_ids_are_deterministic_and_scoped() -> None:
    key = peanut_allergy().assertion_key()
    assert memory_id("t", "alice", key) == memory_id("t", "alice", key)
    assert memory_id("t", "alice", key) != memory_id("t", "bob", key)
    assert memory_id("t", "alice", key) != memory_id("u", "alice", key)


def test_assertion_key_ignores_case_of_the_value() -> None:
    upper = peanut_allergy().model_copy(update={"value": "Peanut"})
    assert upper.assertion_key() == peanut_allergy().assertion_key()


@pytest.mark.parametrize("text", ["2026-01-05T09:00:00", "2026-01-05", "yesterday"])
def test_timestamps_without_offset_are_invalid_input(text: str) -> None:
    with pytest.raises(InvalidInputError):
        parse_timestamp(text)


def test_timestamps_with_offsets_are_converted_to_utc() -> None:
    assert format_timestamp(parse_timestamp("2026-01-05T09:00:00+08:00")) == "2026-01-05T01:00:00.000Z"
    assert format_timestamp(parse_timestamp("2026-01-05T09:00:00Z")) == "2026-01-05T09:00:00.000Z"
