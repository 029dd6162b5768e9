"""Time expressions, resolved against the message's time in the user's timezone.

Language modules recognise a phrase ("last Tuesday", 下周五, "this month") and describe it as a `TimeRef`;
`resolve` turns that into a calendar label for event values and, for the current period ("this week",
"today", 这个月), the `valid_until` of a temporary memory. Everything returned is UTC.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

Unit = Literal["day", "week", "month", "year"]
Precision = Literal["day", "week", "month", "year", "season"]

UNITS: tuple[Unit, ...] = ("day", "week", "month", "year")
SEASONS: dict[str, int] = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_LAST_MICRO = time(23, 59, 59, 999_000)


def local_date(at: datetime, tz: ZoneInfo) -> date:
    """The calendar day `at` falls on for the user."""
    return at.astimezone(tz).date()


def _end_of_day(day: date, tz: ZoneInfo) -> datetime:
    return datetime.combine(day, _LAST_MICRO, tzinfo=tz).astimezone(UTC)


def starts_at(when: ResolvedTime, tz: ZoneInfo) -> datetime:
    """The first moment (as UTC) of the day, week, month, season or year `when` names, in the user's zone."""
    day = when.day
    if when.precision == "week":
        day -= timedelta(days=day.weekday())
    elif when.precision == "month":
        day = day.replace(day=1)
    elif when.precision == "year":
        day = day.replace(month=1, day=1)
    return datetime.combine(day, time(0), tzinfo=tz).astimezone(UTC)


def period_end(at: datetime, unit: Unit, tz: ZoneInfo) -> datetime:
    """The last millisecond of the day/week/month/year containing `at`, in the user's timezone, as UTC.

    Weeks run Monday to Sunday, so "this week" ends Sunday 23:59:59.999 local time.
    """
    today = local_date(at, tz)
    if unit == "day":
        last = today
    elif unit == "week":
        last = today + timedelta(days=6 - today.weekday())
    elif unit == "month":
        last = today.replace(day=calendar.monthrange(today.year, today.month)[1])
    elif unit == "year":
        last = today.replace(month=12, day=31)
    else:  # pragma: no cover - guarded by the Literal type
        raise ValueError(f"unknown period unit {unit!r}")
    return _end_of_day(last, tz)


def shift_months(day: date, months: int) -> date:
    """`day` moved by whole months, clamped to the end of shorter months (Jan 31 + 1 month = Feb 28/29)."""
    index = day.year * 12 + (day.month - 1) + months
    year, month = divmod(index, 12)
    month += 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def shift(day: date, unit: Unit, amount: int) -> date:
    """`day` moved by `amount` units (negative = into the past)."""
    if unit == "day":
        return day + timedelta(days=amount)
    if unit == "week":
        return day + timedelta(weeks=amount)
    if unit == "month":
        return shift_months(day, amount)
    return shift_months(day, 12 * amount)


def weekday_date(today: date, weekday: int, direction: int) -> date:
    """The date of a weekday (0 = Monday) relative to `today`.

    direction -1 ("last Tuesday", 上周二 handled by `week_weekday_date`): the most recent one strictly before
    today; +1 ("next Friday"): the first one strictly after today; 0 ("this Friday", "on Friday"): the one in
    the current Monday-Sunday week.
    """
    if direction < 0:
        back = (today.weekday() - weekday) % 7 or 7
        return today - timedelta(days=back)
    if direction > 0:
        ahead = (weekday - today.weekday()) % 7 or 7
        return today + timedelta(days=ahead)
    return today + timedelta(days=weekday - today.weekday())


def week_weekday_date(today: date, weekday: int, weeks: int) -> date:
    """The weekday of the week `weeks` away from this one (上周二 = weeks -1, 下周五 = +1, 这周三 = 0)."""
    monday = today - timedelta(days=today.weekday())
    return monday + timedelta(weeks=weeks, days=weekday)


def month_day_date(today: date, month: int, day: int | None, direction: int) -> date:
    """A month (and day) without a year: the nearest past one (direction -1), the next one (+1),
    or the one in the current year (0). February 29 falls back to the 28th in common years."""

    def build(year: int) -> date:
        last = calendar.monthrange(year, month)[1]
        return date(year, month, min(day or 1, last))

    candidate = build(today.year)
    if direction < 0 and candidate > today:
        candidate = build(today.year - 1)
    elif direction > 0 and (candidate < today if day else candidate.month < today.month):
        candidate = build(today.year + 1)
    return candidate


@dataclass(frozen=True)
class TimeRef:
    """A recognised time phrase, language-neutral.

    kind:
      - "period": the current day/week/month/year ("today", "tonight", "this week", 这个月) → temporary.
        With `amount` days > 0 it is a coming day a rule holds for (明天吃素): temporary until that day ends.
      - "offset": `amount` units from now ("yesterday" = day -1, "last year" = year -1,
        "in two weeks" = week +2).
      - "weekday": `weekday` (0 = Monday) with `direction` -1/0/+1 and `amount` weeks on ("the Saturday
        after next"), or `weeks` set for 上周二-style phrases.
      - "date": `month` and optional `day` (and `year` if said); `direction` says past (-1) or future (+1).
      - "season": `season` name; `direction` +1 = the next one to start ("next spring"), -1 = the last one
        that started ("last summer"), 0 = this year's; `amount` adds whole years. `bare`: the season said
        with no "next" ("going to Mexico over spring break"), whose coming one is the one under way too.
    `lasting`: a state under way that holds until the day named ("I'm in Tokyo till Friday"): temporary
    until that day is over. A "period" that is `lasting` with `amount` > 0 is a window of that many units
    from today ("for the next two weeks", "for the next 3 days"; see `window`).
    """

    kind: Literal["period", "offset", "weekday", "date", "season"]
    unit: Unit | None = None
    amount: int = 0
    weekday: int | None = None
    direction: int = 0
    weeks: int | None = None
    month: int | None = None
    day: int | None = None
    year: int | None = None
    season: str | None = None
    bare: bool = False
    lasting: bool = False


@dataclass(frozen=True)
class ResolvedTime:
    """What a `TimeRef` means at a given moment: a label for values and, if temporary, the end of validity."""

    day: date
    precision: Precision
    label: str
    valid_until: datetime | None = None


def _label(day: date, precision: Precision, season: str | None = None) -> str:
    if precision == "day":
        return day.isoformat()
    if precision == "week":
        iso = day.isocalendar()
        return f"{iso.year}-W{iso.week:02d}"
    if precision == "month":
        return f"{day.year}-{day.month:02d}"
    if precision == "season":
        return f"{day.year} {season or ''}".strip()
    return str(day.year)


def resolve(ref: TimeRef, at: datetime, tz: ZoneInfo) -> ResolvedTime:
    """Resolve a time phrase against the message's time `at` in the user's timezone `tz`."""
    when = _resolve(ref, at, tz)
    if ref.lasting and when.valid_until is None and when.precision == "day":
        return replace(when, valid_until=_end_of_day(when.day, tz))  # "till Friday": until Friday ends
    if (
        ref.lasting
        and when.valid_until is None
        and when.precision == "month"
        and when.day >= local_date(at, tz)
    ):
        # "I'm off alcohol until June": through the month named, as "till Friday" is through Friday
        last = calendar.monthrange(when.day.year, when.day.month)[1]
        return replace(when, valid_until=_end_of_day(when.day.replace(day=last), tz))
    return when


def window(today: date, unit: Unit, amount: int, tz: ZoneInfo) -> ResolvedTime:
    """ "For the next two weeks I can't lift anything heavy": `amount` units counted from today (today is
    the first day), dated today and temporary until the window's last day is over (Mar 10 + two weeks holds
    through Mar 23)."""
    last = shift(today, unit, amount) - timedelta(days=1)
    return ResolvedTime(today, "day", _label(today, "day"), _end_of_day(max(last, today), tz))


def _resolve(ref: TimeRef, at: datetime, tz: ZoneInfo) -> ResolvedTime:
    today = local_date(at, tz)
    if ref.kind == "period":
        unit = ref.unit or "day"
        precision: Precision = unit
        if ref.lasting and ref.amount > 0:
            return window(today, unit, ref.amount, tz)
        if ref.amount == 0:
            return ResolvedTime(today, precision, _label(today, precision), period_end(at, unit, tz))
        # A coming day said for a rule (明天初一，我吃素): the rule lasts until that day is over
        day = shift(today, "day", ref.amount)
        return ResolvedTime(day, "day", _label(day, "day"), _end_of_day(day, tz))
    if ref.kind == "offset":
        unit = ref.unit or "day"
        day = shift(today, unit, ref.amount)
        if unit == "month" and ref.day is not None:  # 下个月二号: a day of the month said
            last = calendar.monthrange(day.year, day.month)[1]
            day = date(day.year, day.month, min(ref.day, last))
            return ResolvedTime(day, "day", _label(day, "day"))
        return ResolvedTime(day, unit, _label(day, unit))
    if ref.kind == "weekday" and ref.weekday is not None:
        if ref.weeks is not None:
            day = week_weekday_date(today, ref.weekday, ref.weeks)
        else:
            # `amount` whole weeks on: "the Saturday after next" is a week after the coming one
            day = weekday_date(today, ref.weekday, ref.direction) + timedelta(weeks=ref.amount)
        return ResolvedTime(day, "day", _label(day, "day"))
    if ref.kind == "date" and ref.month is not None:
        if ref.year is None and ref.unit == "year":  # 今年三月, 去年十月: a month of a year said relatively
            year = today.year + ref.amount
            last = calendar.monthrange(year, ref.month)[1]
            day = date(year, ref.month, min(ref.day or 1, last))
        elif ref.year is not None:
            last = calendar.monthrange(ref.year, ref.month)[1]
            day = date(ref.year, ref.month, min(ref.day or 1, last))
        else:
            day = month_day_date(today, ref.month, ref.day, ref.direction)
        precision = "day" if ref.day else "month"
        return ResolvedTime(day, precision, _label(day, precision))
    if ref.kind == "date" and ref.day is not None:  # "on the 14th": this month's, else the nearest one
        last = calendar.monthrange(today.year, today.month)[1]
        day = date(today.year, today.month, min(ref.day, last))
        if ref.direction > 0 and day < today:
            day = shift(day.replace(day=1), "month", 1)
        elif ref.direction < 0 and day > today:
            day = shift(day.replace(day=1), "month", -1)
        day = day.replace(day=min(ref.day, calendar.monthrange(day.year, day.month)[1]))
        return ResolvedTime(day, "day", _label(day, "day"))
    if ref.kind == "date" and ref.year is not None:  # a bare year: "in 2019"
        day = date(ref.year, 1, 1)
        return ResolvedTime(day, "year", _label(day, "year"))
    if ref.kind == "season" and ref.season in SEASONS:
        month = SEASONS[ref.season]
        year = today.year + ref.amount
        # "next spring" said in March is a year on; a bare "in the spring" then is the one under way (a
        # season lasts three months: only one that has ended rolls to next year)
        ended = today.month > month + 2 if ref.bare else month <= today.month
        if ref.direction > 0 and ended:
            year += 1
        elif ref.direction < 0 and month >= today.month:
            year -= 1
        day = date(year, month, 1)
        return ResolvedTime(day, "season", _label(day, "season", ref.season))
    return ResolvedTime(today, "day", _label(today, "day"))
