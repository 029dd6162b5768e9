"""The contract's objects as frozen pydantic models.

Models validate what crosses the boundary and do no I/O. Timestamps are timezone-aware UTC inside and
serialize as ISO 8601 with a `Z` (see `graphmem.timeutil.format_timestamp`).
"""

from __future__ import annotations

import hashlib
import re
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PlainSerializer

from graphmem.timeutil import ensure_utc, format_timestamp

Kind = Literal["identity", "preference", "constraint", "event", "relation"]
Polarity = Literal["positive", "negative"]
Status = Literal["active", "superseded", "expired", "deleted"]
Role = Literal["user", "assistant", "system"]

KINDS: tuple[Kind, ...] = ("identity", "preference", "constraint", "event", "relation")
USER_SUBJECT = "user"

_PRINTABLE_ID = re.compile(r"^[^\x00-\x1f\x7f-\x9f\ud800-\udfff]{1,128}$")


def _check_id(value: str) -> str:
    if not _PRINTABLE_ID.fullmatch(value) or not value.strip():
        raise ValueError("must be 1-128 printable characters")
    return value


def _utc(value: datetime) -> datetime:
    return ensure_utc(value)


Identifier = Annotated[str, AfterValidator(_check_id)]
"""A tenant, user, session or agent id: opaque data, 1-128 printable characters."""

UtcDatetime = Annotated[
    datetime,
    AfterValidator(_utc),
    PlainSerializer(lambda v: format_timestamp(v), return_type=str, when_used="always"),
]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class EntityRef(_Frozen):
    """A concept a memory is about, as the lexicon (or the fallback for unknown words) names it."""

    id: str
    name: str
    type: str
    disambiguation: str = ""
    tags: tuple[str, ...] = ()


class SourceRef(_Frozen):
    """Where a memory came from: the message, already redacted."""

    session_id: str | None = None
    seq: int | None = None
    text: str


class ExtractedMemory(_Frozen):
    """One assertion found in a message, before it is stored.

    `subject` is `user` or the role of a related person (`wife`, `爷爷`); `valid_until` is set only for
    temporary assertions ("this week"). `flags` carries doubts such as `ambiguous`.
    """

    kind: Kind
    subject: str = USER_SUBJECT
    key: str
    value: str
    polarity: Polarity = "positive"
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)
    valid_from: UtcDatetime | None = None
    valid_until: UtcDatetime | None = None
    context_tags: tuple[str, ...] = ()
    entities: tuple[EntityRef, ...] = ()
    flags: tuple[str, ...] = ()
    source: SourceRef | None = None

    def assertion_key(self) -> tuple[str, str, str, str, str]:
        """What makes two memories the same assertion (dedup) — value compared case-insensitively."""
        return (self.kind, self.subject.casefold(), self.key, self.value.casefold(), self.polarity)


class Memory(ExtractedMemory):
    """A stored memory: an extracted one plus identity, status, time and weight."""

    id: str
    mentions: int = 1
    status: Status = "active"
    recorded_at: UtcDatetime
    last_seen_at: UtcDatetime
    weight: float = 1.0
    score: float | None = None


def memory_id(tenant: str, user_id: str, assertion: tuple[str, ...]) -> str:
    """Deterministic id of a memory: the same assertion by the same user is always the same node."""
    digest = hashlib.sha256("\x1f".join((tenant, user_id, *assertion)).encode()).hexdigest()
    return "m_" + digest[:24]


class Message(_Frozen):
    seq: int
    role: Role
    text: str
    at: UtcDatetime


class Session(_Frozen):
    session_id: str
    messages: tuple[Message, ...]


class Profile(_Frozen):
    user_id: str
    identity: tuple[Memory, ...] = ()
    preferences: tuple[Memory, ...] = ()
    constraints: tuple[Memory, ...] = ()
    events: tuple[Memory, ...] = ()
    relations: tuple[Memory, ...] = ()


class Candidate(_Frozen):
    """An item an agent is about to recommend, judged by `check`."""

    model_config = ConfigDict(frozen=True, extra="allow")

    id: str
    name: str = ""
    tags: tuple[str, ...] = ()
    attributes: dict[str, Any] = Field(default_factory=dict)


class Reason(_Frozen):
    memory_id: str
    kind: Kind
    key: str
    value: str
    explanation: str


class Verdict(_Frozen):
    id: str
    verdict: Literal["block", "avoid", "ok"]
    reasons: tuple[Reason, ...] = ()


class SharedConcept(_Frozen):
    entity_id: str
    name: str
    key: str
    polarity: Polarity
    weight: float


class SimilarUser(_Frozen):
    user_id: str
    score: float
    shared: tuple[SharedConcept, ...]


class WhoMatch(_Frozen):
    user_id: str
    matches: tuple[Memory, ...]


class Recall(_Frozen):
    memories: tuple[Memory, ...]
    context: str


class IngestSummary(_Frozen):
    """What one ingest call did. Counts are of this call's effect, so re-ingesting reports zeros."""

    messages: int = 0
    messages_new: int = 0
    memories_new: int = 0
    memories_reinforced: int = 0
    memories_superseded: int = 0
    lines_rejected: int = 0
    rejected: tuple[str, ...] = ()
    """The rejected lines as `line N: reason` (with `skip_invalid`)."""


class PurgeSummary(_Frozen):
    """What `purge` deleted for one user in one tenant (entities stay: they hold no personal data)."""

    user_id: str
    memories: int = 0
    messages: int = 0
    sessions: int = 0
    persons: int = 0
