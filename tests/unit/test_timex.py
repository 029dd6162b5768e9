"""Time phrases resolve against the message's time in the user's timezone, and come back in UTC."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest

from graphmem.extract.timex import (
    TimeRef,
    month_day_date,
    period_end,
    resolve,
    shift_months,
    week_weekday_date,
    weekday_date,
)

UTC_ZONE = ZoneInfo("UTC")
SHANGHAI = ZoneInfo("Asia/Shanghai")
NEW_YORK = ZoneInfo("America/New_York")
TUESDAY = datetime(2026, 3, 10, 9, 0, tzinfo=UTC)  # Tuesday 10 March 2026


def test_this_week_ends_sunday_night_in_utc() -> None:
    assert period_end(TUESDAY, "week", UTC_ZONE) == datetime(2026, 3, 15, 23, 59, 59, 999000, tzinfo=UTC)


def test_this_week_ends_on_the_users_sunday_not_utcs() -> None:
    end = period_end(TUESDAY, "week", SHANGHAI)
    assert end == datetime(2026, 3, 15, 15, 59, 59, 999000, tzinfo=UTC)  # Sunday 23:59:59.999 at UTC+8
    assert end.tzinfo == UTC


def test_sunday_message_ends_the_same_day() -> None:
    sunday = datetime(2026, 3, 15, 12, tzinfo=UTC)
    assert period_end(sunday, "week", UTC_ZONE).date() == date(2026, 3, 15)


def test_late_utc_evening_is_already_tomorrow_in_shanghai() -> None:
    at = datetime(2026, 3, 10, 20, tzinfo=UTC)  # Wednesday 04:00 in Shanghai
    assert period_end(at, "day", SHANGHAI) == datetime(2026, 3, 11, 15, 59, 59, 999000, tzinfo=UTC)


@pytest.mark.parametrize(
    ("at", "expected"),
    [
        (datetime(2026, 2, 10, tzinfo=UTC), datetime(2026, 2, 28, 23, 59, 59, 999000, tzinfo=UTC)),
        (datetime(2028, 2, 10, tzinfo=UTC), datetime(2028, 2, 29, 23, 59, 59, 999000, tzinfo=UTC)),
        (datetime(2026, 12, 31, 23, tzinfo=UTC), datetime(2026, 12, 31, 23, 59, 59, 999000, tzinfo=UTC)),
    ],
)
def test_month_end_handles_short_months_and_leap_years(at: datetime, expected: datetime) -> None:
    assert period_end(at, "month", UTC_ZONE) == expected


def test_year_end_respects_daylight_saving_offsets() -> None:
    end = period_end(datetime(2026, 7, 1, tzinfo=UTC), "year", NEW_YORK)
    assert end == datetime(2027, 1, 1, 4, 59, 59, 999000, tzinfo=UTC)  # EST is UTC-5 in December


def test_shift_months_clamps_to_month_end() -> None:
    assert shift_months(date(2026, 1, 31), 1) == date(2026, 2, 28)
    assert shift_months(date(2026, 3, 15), -3) == date(2025, 12, 15)


def test_last_tuesday_on_a_tuesday_is_a_week_ago() -> None:
    assert weekday_date(date(2026, 3, 10), 1, -1) == date(2026, 3, 3)


def test_next_friday_is_the_first_friday_after_today() -> None:
    assert weekday_date(date(2026, 3, 10), 4, 1) == date(2026, 3, 13)
    assert weekday_date(date(2026, 3, 13), 4, 1) == date(2026, 3, 20)


def test_chinese_style_week_offsets() -> None:
    today = date(2026, 3, 10)
    assert week_weekday_date(today, 1, -1) == date(2026, 3, 3)  # 上周二
    assert week_weekday_date(today, 4, 1) == date(2026, 3, 20)  # 下周五
    assert week_weekday_date(today, 6, 0) == date(2026, 3, 15)  # 这周日


def test_bare_dates_go_to_the_nearest_past_or_next_occurrence() -> None:
    today = date(2026, 3, 10)
    assert month_day_date(today, 3, 3, -1) == date(2026, 3, 3)
    assert month_day_date(today, 5, 12, -1) == date(2025, 5, 12)
    assert month_day_date(today, 3, 3, 1) == date(2027, 3, 3)
    assert month_day_date(today, 2, 29, -1) == date(2026, 2, 28)
    assert month_day_date(date(2028, 3, 1), 2, 29, -1) == date(2028, 2, 29)


def test_resolve_period_sets_valid_until_and_offset_does_not() -> None:
    week = resolve(TimeRef("period", unit="week"), TUESDAY, UTC_ZONE)
    assert week.valid_until is not None and week.precision == "week"
    yesterday = resolve(TimeRef("offset", unit="day", amount=-1), TUESDAY, UTC_ZONE)
    assert (yesterday.label, yesterday.valid_until) == ("2026-03-09", None)


def test_a_rule_for_a_coming_day_lasts_until_that_day_ends_in_the_users_zone() -> None:
    tomorrow = resolve(TimeRef("period", unit="day", amount=1), TUESDAY, SHANGHAI)
    assert tomorrow.label == "2026-03-11"
    assert tomorrow.valid_until == datetime(2026, 3, 11, 15, 59, 59, 999000, tzinfo=UTC)


def test_resolve_labels_by_precision() -> None:
    assert resolve(TimeRef("offset", unit="year", amount=-1), TUESDAY, UTC_ZONE).label == "2025"
    assert resolve(TimeRef("offset", unit="month", amount=1), TUESDAY, UTC_ZONE).label == "2026-04"
    assert resolve(TimeRef("offset", unit="week", amount=-1), TUESDAY, UTC_ZONE).label == "2026-W10"
    assert resolve(TimeRef("date", month=3, day=3, direction=-1), TUESDAY, UTC_ZONE).label == "2026-03-03"
    assert resolve(TimeRef("date", month=10, direction=1), TUESDAY, UTC_ZONE).label == "2026-10"


def test_seasons_resolve_to_the_next_or_last_one() -> None:
    january = datetime(2026, 1, 20, tzinfo=UTC)
    assert resolve(TimeRef("season", season="spring", direction=1), january, UTC_ZONE).label == "2026 spring"
    november = datetime(2026, 11, 20, tzinfo=UTC)
    assert resolve(TimeRef("season", season="spring", direction=1), november, UTC_ZONE).label == "2027 spring"
    assert (
        resolve(TimeRef("season", season="summer", direction=-1), november, UTC_ZONE).label == "2026 summer"
    )


def test_a_day_of_a_relative_month() -> None:
    from graphmem.extract.zh_time import find_times

    def label(text: str) -> str:
        return resolve(find_times(text)[0].ref, TUESDAY, UTC_ZONE).label

    assert label("下个月二号") == "2026-04-02"
    assert label("上个月五号") == "2026-02-05"
    assert label("这个月三十一号") == "2026-03-31"
    # the day is clamped to the month's length: 31 February is its last day
    last_february = resolve(TimeRef("offset", unit="month", amount=-1, day=31), TUESDAY, UTC_ZONE)
    assert last_february.label == "2026-02-28"


def test_a_month_of_a_relative_year() -> None:
    from graphmem.extract.zh_time import find_times

    def label(text: str) -> str:
        return resolve(find_times(text)[0].ref, TUESDAY, UTC_ZONE).label

    assert label("今年三月") == "2026-03"
    assert label("去年十月五号") == "2025-10-05"
    assert label("明年二月二十九号") == "2027-02-28"  # no 29 February in 2027: its last day


def test_a_window_from_today_lasts_its_units_in_the_users_zone() -> None:
    # "for the next two weeks", said on Tuesday 10 March: today is the first day, so through 23 March
    two_weeks = resolve(TimeRef("period", unit="week", amount=2, lasting=True), TUESDAY, UTC_ZONE)
    assert two_weeks.label == "2026-03-10"
    assert two_weeks.valid_until == datetime(2026, 3, 23, 23, 59, 59, 999000, tzinfo=UTC)
    three_days = resolve(TimeRef("period", unit="day", amount=3, lasting=True), TUESDAY, SHANGHAI)
    # through 12 March at UTC+8
    assert three_days.valid_until == datetime(2026, 3, 12, 15, 59, 59, 999000, tzinfo=UTC)
    month = resolve(TimeRef("period", unit="month", amount=1, lasting=True), TUESDAY, UTC_ZONE)
    assert month.valid_until is not None and month.valid_until.date() == date(2026, 4, 9)


def test_english_windows_and_until_a_day() -> None:
    from graphmem.extract.en import parse_time

    assert parse_time("for the next two weeks", 0) == TimeRef("period", unit="week", amount=2, lasting=True)
    couple = TimeRef("period", unit="day", amount=2, lasting=True)
    assert parse_time("for the next couple of days", 0) == couple
    assert parse_time("for the next month", 0) == TimeRef("period", unit="month", amount=1, lasting=True)
    until = parse_time("until Friday", 0)
    assert until is not None and until.lasting and until.weekday == 4
    # another time said before "until" keeps its own reading
    assert parse_time("last month until June 3", 0) == TimeRef("offset", unit="month", amount=-1)


def test_a_state_until_a_month_named_holds_through_that_month() -> None:
    june = resolve(TimeRef("date", month=6, direction=1, lasting=True), TUESDAY, UTC_ZONE)
    assert june.label == "2026-06"
    assert june.valid_until == datetime(2026, 6, 30, 23, 59, 59, 999000, tzinfo=UTC)
    # a month already under way or gone is no window still to come: nothing is made temporary by it
    march = resolve(TimeRef("date", month=3, direction=-1, lasting=True), TUESDAY, UTC_ZONE)
    assert march.valid_until is None
