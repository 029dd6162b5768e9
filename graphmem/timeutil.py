"""UTC timestamps: parsing what users give us and printing what we store."""

from __future__ import annotations

from datetime import UTC, datetime

from graphmem.errors import InvalidInputError


def utcnow() -> datetime:
    return datetime.now(UTC)


def parse_timestamp(text: str) -> datetime:
    """Parse an ISO 8601 timestamp that carries a UTC offset; a naive one is invalid input."""
    raw = text.strip()
    if raw.endswith(("z", "Z")):
        raw = raw[:-1] + "+00:00"
    try:
        parsed = datetime.fromisoformat(raw)
    except ValueError as exc:
        raise InvalidInputError(
            f"invalid timestamp {text!r}: expected ISO 8601 such as 2026-01-05T09:00:00Z"
        ) from exc
    if parsed.tzinfo is None or parsed.utcoffset() is None:
        raise InvalidInputError(f"timestamp {text!r} has no UTC offset: add Z or an offset such as +08:00")
    return parsed.astimezone(UTC)


def ensure_utc(value: datetime) -> datetime:
    if value.tzinfo is None:
        raise InvalidInputError("naive datetime: give a timezone-aware datetime")
    return value.astimezone(UTC)


def format_timestamp(value: datetime | None) -> str | None:
    """UTC ISO 8601 with a `Z`, to the millisecond."""
    if value is None:
        return None
    utc = value.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"
