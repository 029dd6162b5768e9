"""Weight: confidence × reinforcement × decay with a half-life per kind; pinned memories never decay."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from graphmem.weight import HALF_LIFE_DAYS, decay, memory_weight, reinforcement

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def test_a_fresh_single_mention_weighs_confidence_times_the_single_mention_factor() -> None:
    assert memory_weight(kind="preference", confidence=0.8, mentions=1, last_seen_at=T0, at=T0) == 0.56


def test_weight_halves_after_one_half_life_of_the_kind() -> None:
    for kind, days in HALF_LIFE_DAYS.items():
        fresh = memory_weight(kind=kind, confidence=1.0, mentions=4, last_seen_at=T0, at=T0)
        aged = memory_weight(
            kind=kind, confidence=1.0, mentions=4, last_seen_at=T0, at=T0 + timedelta(days=days)
        )
        assert aged == pytest.approx(fresh / 2, abs=1e-4), kind


def test_events_fade_faster_than_identity() -> None:
    later = T0 + timedelta(days=60)
    event = memory_weight(kind="event", confidence=0.9, mentions=1, last_seen_at=T0, at=later)
    identity = memory_weight(kind="identity", confidence=0.9, mentions=1, last_seen_at=T0, at=later)
    assert event < identity


def test_pinned_memories_never_decay() -> None:
    years_later = T0 + timedelta(days=3650)
    pinned = memory_weight(
        kind="constraint", confidence=0.9, mentions=1, last_seen_at=T0, at=years_later, pinned=True
    )
    assert pinned == memory_weight(kind="constraint", confidence=0.9, mentions=1, last_seen_at=T0, at=T0)
    assert (
        memory_weight(kind="constraint", confidence=0.9, mentions=1, last_seen_at=T0, at=years_later) < 0.01
    )


def test_a_new_mention_resets_the_clock() -> None:
    at = T0 + timedelta(days=200)
    stale = memory_weight(kind="preference", confidence=0.8, mentions=2, last_seen_at=T0, at=at)
    refreshed = memory_weight(kind="preference", confidence=0.8, mentions=2, last_seen_at=at, at=at)
    assert refreshed > stale * 2


def test_more_mentions_weigh_more_up_to_four() -> None:
    assert [reinforcement(n) for n in (1, 2, 3, 4, 10)] == pytest.approx([0.7, 0.8, 0.9, 1.0, 1.0])
    assert reinforcement(0) == 0.0


def test_a_memory_seen_after_the_time_asked_about_does_not_gain_weight() -> None:
    assert decay("event", -5.0) == 1.0
    assert (
        memory_weight(kind="event", confidence=0.5, mentions=1, last_seen_at=T0 + timedelta(days=3), at=T0)
        == 0.35
    )


def test_weight_stays_between_zero_and_one() -> None:
    assert memory_weight(kind="identity", confidence=1.5, mentions=9, last_seen_at=T0, at=T0) == 1.0
    assert memory_weight(kind="identity", confidence=-1.0, mentions=1, last_seen_at=T0, at=T0) == 0.0
