"""Relational questions about users: constraints in force, similar users, who matches a set of terms.

Every function runs one named query from `cypher/read/` through `graphmem.store` and turns the rows into
contract models. Candidate checks live in `graphmem.check`, recall in `graphmem.recall`; both reuse the row
conversion here (`memory_from_row`).

A memory is *in force at T* when it is not deleted, `valid_from <= T` and it has no `valid_until` or one
after T (docs/graph-model.md); the queries apply that rule, so expired, superseded and deleted memories
never reach the answers below.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from graphmem.errors import InvalidInputError
from graphmem.lifecycle import memory_from_row as lifecycle_memory_from_row
from graphmem.lucene import fulltext_terms, owner_query
from graphmem.models import KINDS, Memory, SharedConcept, SimilarUser, WhoMatch
from graphmem.timeutil import ensure_utc, utcnow

if TYPE_CHECKING:
    from graphmem.concepts import Lexicon
    from graphmem.store import Store

__all__ = [
    "SimilarityTuning",
    "constraints_in_force",
    "memory_from_row",
    "similar_users",
    "who_matches",
]


# --- rows to models ----------------------------------------------------------------------------------


def memory_from_row(
    memory: Mapping[str, Any],
    entities: Iterable[Mapping[str, Any]],
    at: datetime,
    *,
    score: float | None = None,
) -> Memory:
    """A `Memory` from a query's `m {...}` projection and its `ABOUT` entities, weighted at `at`.

    The conversion (status at `at`, weight) is `graphmem.lifecycle`'s, so profile and these queries report
    a memory alike; entities come in the memory's own order (`entity_ids`: the main concept first).
    """
    ordered = sorted(entities, key=lambda e: _entity_order(memory, str(e["id"])))
    props = dict(memory)
    for field in TIMESTAMP_FIELDS:
        value = props.get(field)
        if isinstance(value, int):
            props[field] = from_epoch_micros(value)
    converted = lifecycle_memory_from_row(props, ordered, at)
    return converted if score is None else converted.model_copy(update={"score": score})


TIMESTAMP_FIELDS = ("valid_from", "valid_until", "recorded_at", "last_seen_at")
"""The queries return these as microseconds since the epoch (`t.epochSeconds * 1000000 + t.microsecond`):
the driver's DATETIME hydration costs ~0.1 ms a value, the largest client cost of a small query."""
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def from_epoch_micros(value: int) -> datetime:
    return _EPOCH + timedelta(microseconds=value)


def _entity_order(memory: Mapping[str, Any], entity_id: str) -> tuple[int, str]:
    """Entities in the order the memory lists them (`entity_ids`): the main concept first."""
    ids = list(memory.get("entity_ids") or ())
    return (ids.index(entity_id) if entity_id in ids else len(ids), entity_id)


@cache
def severe_keys() -> frozenset[str]:
    """Keys whose constraints are severe (allergy, medical …), from the key vocabulary (keys.json).

    Read directly from the data file: `graphmem.extract` would import spaCy, and read commands must not.
    """
    raw = json.loads(_KEYS_FILE.read_text(encoding="utf-8"))
    return frozenset(name for name, spec in raw["keys"].items() if spec.get("severe"))


_KEYS_FILE = Path(__file__).resolve().parent / "extract" / "patterns" / "keys.json"


def is_severe(memory: Memory) -> bool:
    """A severe constraint: allergies, intolerances, medical conditions, accessibility needs."""
    return memory.kind == "constraint" and memory.key in severe_keys()


def importance(memory: Memory) -> tuple[int, int, float]:
    """Sort key, most important first: severe constraints, other constraints, the rest; then weight."""
    return (0 if is_severe(memory) else 1, 0 if memory.kind == "constraint" else 1, -memory.weight)


def resolve_at(at: datetime | None) -> datetime:
    return utcnow() if at is None else ensure_utc(at)


# --- constraints -------------------------------------------------------------------------------------


def constraints_in_force(
    store: Store, tenant: str, user_id: str, at: datetime | None = None, domain: str | None = None
) -> list[Memory]:
    """The user's constraints and those of the people around the user, in force at `at` (default now).

    `domain` keeps only constraints carrying that context tag (`food`, `health`, `finance` …). Severe
    constraints come first, then by weight.
    """
    when = resolve_at(at)
    rows = store.read(
        "constraints_in_force", tenant=tenant, user_id=user_id, at=when, domain=domain or None
    )
    memories = [memory_from_row(r["memory"], r["entities"], when) for r in rows]
    return sorted(memories, key=lambda m: (*importance(m), m.valid_from or when, m.id))


# --- similar users -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SimilarityTuning:
    """How much of the tenant `similar_users` may walk (see cypher/read/similar_users.cypher)."""

    walk_budget: int = 600
    """Memories expanded from the user's concepts, rarest concept first."""
    pool: int = 30
    """Candidates scored exactly on every shared concept (at least `limit`)."""
    user_count_ttl_s: float = 300.0
    """How long the tenant's user count (the N of idf) is reused before it is read again."""


class _UserCounts:
    """The tenant's user count per store, cached for a while: it moves slowly and counting costs a scan."""

    def __init__(self) -> None:
        self._cache: dict[tuple[int, str], tuple[float, int]] = {}

    def get(self, store: Store, tenant: str, ttl_s: float) -> int:
        key = (id(store), tenant)
        now = time.monotonic()
        hit = self._cache.get(key)
        if hit is not None and now - hit[0] < ttl_s:
            return hit[1]
        rows = store.read("tenant_user_count", tenant=tenant)
        users = int(rows[0]["users"]) if rows else 0
        self._cache[key] = (now, users)
        return users


_USER_COUNTS = _UserCounts()


def similar_users(
    store: Store,
    tenant: str,
    user_id: str,
    limit: int = 10,
    at: datetime | None = None,
    tuning: SimilarityTuning = SimilarityTuning(),
) -> list[SimilarUser]:
    """Other consenting users of the tenant, best first, with the concepts they share with `user_id`.

    Shared means the same concept, the same polarity and the same kind (preference with preference,
    constraint with constraint), counted once per concept and weighted by idf = ln(1 + N / df), N the
    tenant's users and df the memories about the concept: a shared love of durian says more than a shared
    love of coffee. A concept that is an IS_A parent or child of the user's (Sichuan cuisine / spicy food)
    counts half. The user never appears; users who opted out (share = false) never appear; whether the
    asking user shares does not matter for asking.
    """
    if limit < 1:
        raise InvalidInputError("limit must be at least 1")
    when = resolve_at(at)
    users = max(1, _USER_COUNTS.get(store, tenant, tuning.user_count_ttl_s))
    rows = store.read(
        "similar_users",
        tenant=tenant,
        user_id=user_id,
        at=when,
        users=users,
        limit=limit,
        walk_budget=tuning.walk_budget,
        pool=max(limit, tuning.pool),
    )
    return [
        SimilarUser(
            user_id=str(r["user_id"]),
            score=round(float(r["score"]), 4),
            shared=tuple(
                SharedConcept(
                    entity_id=str(s["entity_id"]),
                    name=str(s["name"] or s["entity_id"]),
                    key=str(s["key"]),
                    polarity="negative" if s["polarity"] == "negative" else "positive",
                    weight=round(float(s["weight"]), 4),
                )
                for s in r["shared"]
            ),
        )
        for r in rows
    ]


# --- who ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WhoTerm:
    """One term of `who`, as the query sees it: concepts (with descendants) or a text fallback."""

    key: str
    term: str
    concepts: tuple[str, ...]
    text: str | None
    lucene: str | None

    def as_param(self) -> dict[str, Any]:
        return {"key": self.key, "concepts": list(self.concepts), "text": self.text, "lucene": self.lucene}


def who_terms(lexicon: Lexicon, tenant: str, terms: Sequence[str]) -> list[WhoTerm]:
    """Map each term through the lexicon: every sense's concept and its descendants; else text.

    "保守型" and "conservative investor" both name risk/conservative, so they give the same users. A term
    with several senses matches any of them (`who apple` finds fruit lovers and Apple users alike), since
    a bare word gives no context to choose.
    """
    from graphmem.concepts import normalize_term

    out: list[WhoTerm] = []
    for index, raw in enumerate(terms):
        term = raw.strip()
        if not term:
            raise InvalidInputError("who: a term is empty")
        concepts: list[str] = []
        resolution = lexicon.resolve(term, term)
        senses = [resolution.concept] if resolution is not None and not resolution.ambiguous else []
        senses = senses or lexicon.senses(term)
        for concept in senses:
            for cid in (concept.id, *lexicon.descendants(concept.id)):
                if cid not in concepts:
                    concepts.append(cid)
        if concepts:
            out.append(WhoTerm(f"t{index}", term, tuple(concepts), None, None))
            continue
        text = normalize_term(term)
        words = fulltext_terms(term)
        lucene = owner_query(words, tenant=tenant) if words else None
        out.append(WhoTerm(f"t{index}", term, (), text.casefold(), lucene))
    return out


def who_matches(
    store: Store,
    lexicon: Lexicon,
    tenant: str,
    terms: Sequence[str],
    kind: str | None = None,
    at: datetime | None = None,
    limit: int = 1_000,
) -> list[WhoMatch]:
    """Consenting users whose own current memories match every term, each with the memories that match.

    A term matches a memory about its concept or a descendant concept (`who "bond fund"` finds a user who
    bought a green bond fund); a term outside the lexicon matches memories whose text contains it. Only
    the user's own memories count (`subject = user`): a user whose father is a conservative investor is
    not one. `kind` narrows to one memory kind.
    """
    if not terms:
        raise InvalidInputError("who needs at least one term")
    if kind is not None and kind not in KINDS:
        raise InvalidInputError(f"unknown kind {kind!r}; use one of {', '.join(KINDS)}")
    if limit < 1:
        raise InvalidInputError("limit must be at least 1")
    when = resolve_at(at)
    mapped = who_terms(lexicon, tenant, terms)
    rows = store.read(
        "who_matches",
        tenant=tenant,
        terms=[t.as_param() for t in mapped],
        kind=kind,
        at=when,
        limit=limit,
    )
    return [
        WhoMatch(
            user_id=str(r["user_id"]),
            matches=tuple(
                sorted(
                    (memory_from_row(x["memory"], x["entities"], when) for x in r["matches"]),
                    key=lambda m: (*importance(m), m.id),
                )
            ),
        )
        for r in rows
    ]
