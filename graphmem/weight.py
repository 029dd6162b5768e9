"""How much a memory counts right now: confidence, reinforcement and age.

    weight = confidence × reinforcement(mentions) × decay(age since last_seen_at, kind)

- reinforcement: 0.7 for a single mention, +0.1 per further mention, 1.0 from the fourth mention on.
  Saying something again is evidence; past four mentions more repetition adds nothing.
- decay: exponential with a half-life per kind, counted from `last_seen_at`, so every new mention resets
  the clock. The half-lives (days):

  | kind       | half-life | why                                                           |
  |------------|-----------|---------------------------------------------------------------|
  | identity   | 365       | name, city, job change rarely; supersession handles changes   |
  | relation   | 365       | the people around a user are as stable as the user's identity |
  | preference | 180       | tastes drift over months                                       |
  | constraint | 90        | diets, budgets, "only X" rules are revisited often             |
  | event      | 30        | what happened matters for weeks, then fades to background     |

- pinned memories (severe constraints: allergies, intolerances, medical conditions, accessibility needs)
  never decay: a peanut allergy mentioned once two years ago still counts in full.

Decay ranks memories; it never deletes them. The function is pure: no clock, no database.
"""

from __future__ import annotations

import math
from datetime import datetime

from graphmem.models import Kind

HALF_LIFE_DAYS: dict[Kind, float] = {
    "identity": 365.0,
    "relation": 365.0,
    "preference": 180.0,
    "constraint": 90.0,
    "event": 30.0,
}
SINGLE_MENTION_FACTOR = 0.7
PER_MENTION_BONUS = 0.1


def reinforcement(mentions: int) -> float:
    """0.7 for one mention, rising by 0.1 per mention to 1.0."""
    if mentions < 1:
        return 0.0
    return min(1.0, SINGLE_MENTION_FACTOR + PER_MENTION_BONUS * (mentions - 1))


def decay(kind: Kind, age_days: float, *, pinned: bool = False) -> float:
    """The share of a memory's strength left after `age_days` without a mention (1.0 when pinned)."""
    if pinned or age_days <= 0:
        return 1.0
    return math.pow(0.5, age_days / HALF_LIFE_DAYS[kind])


def memory_weight(
    *,
    kind: Kind,
    confidence: float,
    mentions: int,
    last_seen_at: datetime,
    at: datetime,
    pinned: bool = False,
) -> float:
    """The weight of a memory at `at`, between 0 and 1, rounded to 4 decimals."""
    age_days = (at - last_seen_at).total_seconds() / 86_400.0
    value = max(0.0, min(1.0, confidence)) * reinforcement(mentions) * decay(kind, age_days, pinned=pinned)
    return round(value, 4)
