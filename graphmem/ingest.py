"""The write path: messages in, a user's memory graph out.

    validate (IngestMessage, parse_jsonl)  →  redact + extract  →  write (one transaction per batch)

Validation happens at the boundary and covers the whole input before anything is written: a batch with
one bad line writes nothing and names every bad line (`InvalidBatchError`), unless `skip_invalid`.

One write transaction per batch of messages of one tenant, in this order (see docs/graph-model.md):

1. `lock_users` — MERGE the batch's users and take their write locks, sorted by user id. Every memory
   decision below (dedup, reinforcement, supersession) is made under this lock, so concurrent writers of
   the same user serialize instead of interleaving, and the reads below see everything they committed.
2. `append_messages` — per session: MERGE the Session, take its lock *before* reading `last_seq`, skip
   messages that already exist (the same message twice changes nothing), number the new ones
   `last_seq + 1 …` and create them. A concurrent writer of the session waits at the lock and then reads
   the counter this one wrote, so seqs are never duplicated or lost.
3. `memory_state` — the user's active memories in the slots the new memories touch, and which of the
   candidate ids exist already.
4. Python decides, message by message in time order: reinforce the active memory of the same assertion,
   or create a new one; a new one supersedes the active memory of its slot (single-valued key: another
   value; other keys: the same value with the flipped polarity), or is itself superseded when the slot
   holds a later one (an old message ingested late).
5. `upsert_entities`, `upsert_persons`, `create_memories`, `reinforce_memories`, `supersede_memories`.

Managed transactions retry transient failures (deadlocks, leader switches) by re-running the whole
function; that is safe because every id is deterministic and every step starts from what is committed.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, ValidationError, ValidationInfo, field_validator

from graphmem.errors import InvalidBatchError, InvalidInputError, LineError
from graphmem.jsonl import json_objects
from graphmem.models import (
    USER_SUBJECT,
    EntityRef,
    ExtractedMemory,
    Identifier,
    IngestSummary,
    Kind,
    Role,
    UtcDatetime,
    memory_id,
)
from graphmem.store import Store, run_in
from graphmem.textcheck import text_problem
from graphmem.timeutil import parse_timestamp, utcnow

if TYPE_CHECKING:
    import neo4j

    from graphmem.concepts import Lexicon
    from graphmem.config import Settings
    from graphmem.extract import Extractor

DEFAULT_SESSION = "default"
BATCH_SIZE = 200
"""Messages per write transaction."""

REINFORCE_FACTOR = 0.7
"""Each further mention multiplies the remaining doubt (1 − confidence) by this factor."""
CONFIDENCE_CAP = 0.99

KIND_LABEL: dict[Kind, str] = {
    "identity": "Identity",
    "preference": "Preference",
    "constraint": "Constraint",
    "event": "Event",
    "relation": "Relation",
}
KIND_RELATIONSHIP: dict[Kind, str] = {
    "identity": "HAS_IDENTITY",
    "preference": "HAS_PREFERENCE",
    "constraint": "HAS_CONSTRAINT",
    "event": "EXPERIENCED",
    "relation": "HAS_RELATION",
}
STANCE_KEYS = frozenset({"likes", "dislikes", "prefers"})
"""Preference keys that are one stance seen from two sides: "I love coffee" vs "I can't stand coffee"."""

_KEYS_FILE = Path(__file__).resolve().parent / "extract" / "patterns" / "keys.json"


# --- the key vocabulary's write rules ----------------------------------------------------------------


@dataclass(frozen=True)
class KeyRules:
    single_valued: frozenset[str]
    severe: frozenset[str]


@cache
def key_rules() -> KeyRules:
    """Which keys hold one value at a time and which are pinned, from `extract/patterns/keys.json`.

    Read directly (not through `graphmem.extract`) so the write path never imports spaCy.
    """
    raw: dict[str, dict[str, Any]] = json.loads(_KEYS_FILE.read_text(encoding="utf-8"))["keys"]
    return KeyRules(
        single_valued=frozenset(k for k, spec in raw.items() if spec.get("single_valued")),
        severe=frozenset(k for k, spec in raw.items() if spec.get("severe")),
    )


# --- validation ----------------------------------------------------------------------------------------


class IngestMessage(BaseModel):
    """One message to ingest, as the API and each JSONL line give it.

    Validate with `IngestMessage.model_validate(data, context={"max_text_chars": n})` to apply the
    configured text limit (`validate_message` does that).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: Identifier
    text: str
    session_id: Identifier | None = None
    role: Role = "user"
    agent_id: Identifier | None = None
    at: UtcDatetime | None = None
    tenant: Identifier | None = None

    @field_validator("text")
    @classmethod
    def _text_is_acceptable(cls, value: str, info: ValidationInfo) -> str:
        limit = (info.context or {}).get("max_text_chars")
        problem = text_problem(value, limit if isinstance(limit, int) else len(value))
        if problem is not None:
            raise ValueError(problem)
        return value

    @field_validator("at", mode="before")
    @classmethod
    def _at_has_offset(cls, value: object) -> object:
        if value is None:
            return None
        if isinstance(value, str):
            return parse_timestamp(value)
        if isinstance(value, datetime):
            if value.tzinfo is None or value.utcoffset() is None:
                raise ValueError("timestamp has no UTC offset: add Z or an offset such as +08:00")
            return value
        raise ValueError("at must be an ISO 8601 timestamp string with a UTC offset")


def _reason(exc: ValidationError | InvalidInputError) -> str:
    if isinstance(exc, InvalidInputError):
        return str(exc)
    parts = []
    for error in exc.errors():
        where = ".".join(str(p) for p in error["loc"])
        message = str(error["msg"]).removeprefix("Value error, ")
        if error["type"] == "extra_forbidden":
            message = "unknown field (allowed: user_id, text, session_id, role, agent_id, at, tenant)"
        elif error["type"] == "missing":
            message = "is required"
        parts.append(f"{where}: {message}" if where else message)
    return "; ".join(parts)


def validate_message(data: Mapping[str, Any] | IngestMessage, *, max_text_chars: int) -> IngestMessage:
    """One message, checked; `InvalidInputError` says what is wrong."""
    raw = data.model_dump() if isinstance(data, IngestMessage) else data
    try:
        return IngestMessage.model_validate(raw, context={"max_text_chars": max_text_chars})
    except (ValidationError, InvalidInputError) as exc:
        raise InvalidInputError(_reason(exc)) from exc


def validate_batch(
    items: Iterable[Mapping[str, Any] | IngestMessage], *, max_text_chars: int, skip_invalid: bool = False
) -> tuple[list[IngestMessage], list[LineError]]:
    """Every item checked; the bad ones numbered from 1. Raises `InvalidBatchError` unless `skip_invalid`."""
    return _validate_numbered(enumerate(items, start=1), max_text_chars=max_text_chars,
                              skip_invalid=skip_invalid)


def parse_jsonl(
    lines: Iterable[str], *, max_text_chars: int, skip_invalid: bool = False
) -> tuple[list[IngestMessage], list[LineError]]:
    """Parse and check every line of a JSONL text; blank lines are skipped but keep their numbers.

    Raises `InvalidBatchError` listing every bad line unless `skip_invalid`, in which case the bad lines
    come back as `LineError`s next to the good messages.
    """
    return _validate_numbered(json_objects(lines, '{"user_id": ..., "text": ...}'),
                              max_text_chars=max_text_chars, skip_invalid=skip_invalid)


def _validate_numbered(
    numbered: Iterable[tuple[int, Mapping[str, Any] | IngestMessage | LineError]], *, max_text_chars: int,
    skip_invalid: bool,
) -> tuple[list[IngestMessage], list[LineError]]:
    """Check every numbered item (one that is already a `LineError` stays one), collecting every bad line
    before deciding: raise `InvalidBatchError` naming them all, or, with `skip_invalid`, return them."""
    good: list[IngestMessage] = []
    errors: list[LineError] = []
    for number, item in numbered:
        if isinstance(item, LineError):
            errors.append(item)
            continue
        try:
            good.append(validate_message(item, max_text_chars=max_text_chars))
        except InvalidInputError as exc:
            errors.append(LineError(number, str(exc)))
    if errors and not skip_invalid:
        raise InvalidBatchError(errors)
    return good, errors


def read_jsonl(source: str | Path | Iterable[str]) -> Iterator[str]:
    """Lines of a JSONL file (a path) or of an iterable of lines."""
    if isinstance(source, (str, Path)):
        path = Path(source)
        try:
            with path.open(encoding="utf-8") as handle:
                yield from handle
        except OSError as exc:
            raise InvalidInputError(f"cannot read {path}: {exc.strerror or exc}") from exc
        except UnicodeDecodeError as exc:
            raise InvalidInputError(f"{path} is not UTF-8 text: {exc.reason}") from exc
    else:
        yield from source


# --- redaction -----------------------------------------------------------------------------------------


def redact(text: str) -> str:
    """The text with ID-card, bank-card, SSN and passport numbers redacted and phones masked."""
    from graphmem import pii

    return pii.redact(text)


# --- ids and keys ------------------------------------------------------------------------------------


def message_id(tenant: str, user_id: str, session_id: str, at_key: str, role: str, text: str) -> str:
    """The same message (user, session, time, role, text) is always the same node."""
    digest = hashlib.sha256("\x1f".join((tenant, user_id, session_id, at_key, role, text)).encode())
    return "msg_" + digest.hexdigest()[:32]


def value_key(memory: ExtractedMemory) -> str:
    """What a memory's value is, for dedup: the id of the concept it names when there is one, so that
    "peanut" and "peanut (花生)" are one allergy and Apple the brand is not apple the fruit; else the
    case-folded value. Events keep their value: two trips to Tokyo are two events."""
    if memory.kind != "event" and memory.entities:
        entity = memory.entities[0]
        if memory.value.casefold().startswith(entity.name.casefold()):
            return "@" + entity.id
    return memory.value.casefold()


def fingerprint(memory: ExtractedMemory) -> str:
    """The assertion: kind|subject|key|value key|polarity, case-folded (plus the end of a temporary one)."""
    parts = [memory.kind, memory.subject.casefold(), memory.key, value_key(memory), memory.polarity]
    if memory.valid_until is not None:
        parts.append(_utc(memory.valid_until).isoformat())
    return "|".join(parts)


def slot(memory: ExtractedMemory) -> str | None:
    """Memories of one slot exclude each other: at most one is active at a time.

    Single-valued keys: one slot per subject and key (a new city supersedes the old one). Other keys:
    one slot per subject, key family and value, so only the flipped polarity supersedes ("I love
    coffee" → "I can't stand coffee"), while other values accumulate. Temporary memories ("this week")
    have no slot: they expire instead of being superseded.
    """
    if memory.valid_until is not None:
        return None
    subject = memory.subject.casefold()
    if memory.key in key_rules().single_valued:
        return f"one|{subject}|{memory.key}"
    family = "stance" if memory.kind == "preference" and memory.key in STANCE_KEYS else memory.key
    return f"many|{memory.kind}|{subject}|{family}|{value_key(memory)}"


# --- preparing a batch ---------------------------------------------------------------------------------


@dataclass
class PreparedMessage:
    """A validated message ready to write: resolved tenant, session, time, id; redacted text; memories."""

    tenant: str
    user_id: str
    session_id: str
    role: str
    agent_id: str | None
    at: datetime
    text: str
    id: str
    order: int
    memories: list[ExtractedMemory] = field(default_factory=list)


def prepare_messages(
    messages: Sequence[IngestMessage], *, tenant: str, now: datetime | None = None
) -> list[PreparedMessage]:
    """Resolve defaults and ids, redact texts, drop repeats of the same message within the input.

    A message without `at` is stamped with the ingest time; its identity is then its content and its
    occurrence among identical at-less messages of the input, so re-ingesting the same file is a no-op.
    """
    stamp = now or utcnow()
    prepared: list[PreparedMessage] = []
    seen: set[str] = set()
    occurrences: dict[tuple[str, ...], int] = defaultdict(int)
    for order, message in enumerate(messages):
        msg_tenant = message.tenant or tenant
        session_id = message.session_id or DEFAULT_SESSION
        text = redact(message.text)
        if message.at is not None:
            at, at_key = _utc(message.at), _utc(message.at).isoformat()
        else:
            content = (msg_tenant, message.user_id, session_id, message.role, text)
            occurrences[content] += 1
            at, at_key = stamp, f"undated#{occurrences[content]}"
        mid = message_id(msg_tenant, message.user_id, session_id, at_key, message.role, text)
        if mid in seen:
            continue
        seen.add(mid)
        prepared.append(PreparedMessage(
            tenant=msg_tenant, user_id=message.user_id, session_id=session_id, role=message.role,
            agent_id=message.agent_id, at=at, text=text, id=mid, order=order,
        ))
    return prepared


def extract_into(prepared: Sequence[PreparedMessage], originals: Mapping[str, str], extractor: Extractor,
                 timezone: str) -> None:
    """Fill in the memories of the users' own messages (`originals`: message id → unredacted text)."""
    from graphmem.extract import ExtractRequest

    targets = [p for p in prepared if p.role == "user"]
    requests = (ExtractRequest(text=originals[p.id], at=p.at, timezone=timezone) for p in targets)
    for message, memories in zip(targets, extractor.extract_many(requests), strict=True):
        message.memories = list(memories)


# --- the write -----------------------------------------------------------------------------------------


@dataclass
class _Node:
    """A memory as the decision step sees it."""

    id: str
    fingerprint: str
    slot: str | None
    status: str
    valid_from: datetime


@dataclass
class _Create:
    id: str
    user_id: str
    memory: ExtractedMemory
    fingerprint: str
    slot: str | None
    valid_from: datetime
    last_seen: datetime
    source: PreparedMessage
    seq: int
    status: str = "active"
    count: int = 1
    confidence: float = 0.0
    message_ids: list[str] = field(default_factory=list)


@dataclass
class _Reinforce:
    id: str
    count: int = 0
    confidence: float = 0.0
    last_seen: datetime | None = None
    message_ids: list[str] = field(default_factory=list)


def _utc(value: datetime) -> datetime:
    """A UTC offset datetime. Neo4j does not compare a zone-id datetime (`ZoneInfo("UTC")`) with an
    offset one (`timezone.utc`): `<=` between them is false. Everything graphmem stores is offset UTC."""
    return value.astimezone(UTC)


def _utc_or_none(value: datetime | None) -> datetime | None:
    return None if value is None else _utc(value)


def _risen(confidence: float, times: int) -> float:
    for _ in range(times):
        confidence = 1.0 - (1.0 - confidence) * REINFORCE_FACTOR
    return round(min(CONFIDENCE_CAP, confidence), 4)


@dataclass
class _Plan:
    creates: dict[str, _Create] = field(default_factory=dict)
    reinforces: dict[str, _Reinforce] = field(default_factory=dict)
    supersedes: list[dict[str, Any]] = field(default_factory=list)
    superseded_ids: set[str] = field(default_factory=set)
    reinforced: int = 0
    """Mentions added to a memory that existed already or was created earlier in the same batch."""


def _decide(
    tenant: str,
    user_id: str,
    occurrences: Sequence[tuple[PreparedMessage, int, ExtractedMemory]],
    existing: Mapping[str, _Node],
    active_by_slot: Mapping[str, list[_Node]],
) -> _Plan:
    """Dedup, reinforcement and supersession for one user's new memories, in time order."""
    plan = _Plan()
    nodes: dict[str, _Node] = dict(existing)
    active: dict[str, list[_Node]] = {k: list(v) for k, v in active_by_slot.items()}
    for message, seq, memory in occurrences:
        fp = fingerprint(memory)
        memory_slot = slot(memory)
        valid_from = _utc(memory.valid_from or message.at)
        base_id = memory_id(tenant, user_id, tuple(fp.split("|")))
        current: _Node | None = None
        if memory_slot is not None:
            current = next((n for n in active.get(memory_slot, []) if n.fingerprint == fp), None)
        else:
            candidate = nodes.get(base_id)
            current = candidate if candidate is not None and candidate.status == "active" else None
        if current is not None:
            plan.reinforced += 1
            if current.id in plan.creates:
                created = plan.creates[current.id]
                created.count += 1
                created.confidence = _risen(created.confidence, 1)
                created.last_seen = max(created.last_seen, message.at)
                created.message_ids.append(message.id)
            else:
                step = plan.reinforces.setdefault(current.id, _Reinforce(id=current.id))
                step.count += 1
                step.confidence = max(step.confidence, memory.confidence)
                step.last_seen = message.at if step.last_seen is None else max(step.last_seen, message.at)
                step.message_ids.append(message.id)
            continue
        new_id = base_id
        if new_id in nodes:
            # The same assertion was superseded, deleted or expired before: said again, it is a new
            # memory from now on, and the old one keeps its history.
            new_id = memory_id(tenant, user_id, (*fp.split("|"), "since", valid_from.isoformat()))
            if new_id in nodes:
                continue
        create = _Create(
            id=new_id, user_id=user_id, memory=memory, fingerprint=fp, slot=memory_slot,
            valid_from=valid_from, last_seen=message.at, source=message, seq=seq,
            confidence=round(min(CONFIDENCE_CAP, memory.confidence), 4), message_ids=[message.id],
        )
        plan.creates[new_id] = create
        node = _Node(id=new_id, fingerprint=fp, slot=memory_slot, status="active", valid_from=valid_from)
        nodes[new_id] = node
        if memory_slot is None:
            continue
        rivals = active.setdefault(memory_slot, [])
        later = [r for r in rivals if r.valid_from > valid_from]
        if later:
            # An older statement ingested late: it was true until the later one took over.
            successor = min(later, key=lambda r: r.valid_from)
            create.status = node.status = "superseded"
            plan.supersedes.append({"old": new_id, "new": successor.id, "until": successor.valid_from})
            plan.superseded_ids.add(new_id)
            continue
        for rival in rivals:
            rival.status = "superseded"
            plan.supersedes.append({"old": rival.id, "new": new_id, "until": valid_from})
            plan.superseded_ids.add(rival.id)
        active[memory_slot] = [node]
    return plan


def _entity_rows(entities: Iterable[EntityRef], lexicon: Lexicon | None
                 ) -> tuple[list[dict[str, Any]], list[dict[str, str]]]:
    """Entity nodes (with the lexicon's aliases) and IS_A edges up each ancestor chain."""
    rows: dict[str, dict[str, Any]] = {}
    edges: dict[tuple[str, str], dict[str, str]] = {}

    def add_concept(concept_id: str) -> None:
        concept = lexicon.get(concept_id) if lexicon is not None else None
        if concept is None or concept_id in rows:
            return
        rows[concept_id] = {
            "id": concept.id, "name": concept.name, "type": concept.type,
            "disambiguation": concept.disambiguation, "tags": list(concept.tags),
            "aliases": list(concept.aliases),
        }
        for parent in concept.parents:
            edges[(concept.id, parent)] = {"child": concept.id, "parent": parent}
            add_concept(parent)

    for entity in entities:
        if lexicon is not None and lexicon.get(entity.id) is not None:
            add_concept(entity.id)
        elif entity.id not in rows:
            rows[entity.id] = {
                "id": entity.id, "name": entity.name, "type": entity.type,
                "disambiguation": entity.disambiguation, "tags": list(entity.tags), "aliases": [],
            }
    return sorted(rows.values(), key=lambda r: str(r["id"])), sorted(
        edges.values(), key=lambda e: (e["child"], e["parent"])
    )


def _search_text(memory: ExtractedMemory, source_text: str, lexicon: Lexicon | None) -> str:
    words: list[str] = [memory.key.replace("_", " "), memory.value]
    for entity in memory.entities:
        words.append(entity.name)
        concept = lexicon.get(entity.id) if lexicon is not None else None
        if concept is not None:
            words.extend(concept.aliases)
    words.append(source_text)
    return " ".join(dict.fromkeys(w for w in words if w))


class BatchWriter:
    """Writes prepared messages of one tenant, one managed transaction per call to `write`."""

    def __init__(self, store: Store, settings: Settings, lexicon: Lexicon | None) -> None:
        self.store = store
        self.settings = settings
        self.lexicon = lexicon

    def write(self, tenant: str, batch: Sequence[PreparedMessage]) -> IngestSummary:
        return self.store.write_tx(lambda tx: self._write(tx, tenant, batch), action="ingesting messages")

    def _run(self, tx: neo4j.ManagedTransaction, name: str, **params: Any) -> list[dict[str, Any]]:
        query = self.store.query(name)
        query.check_arguments(params)
        return run_in(tx, query, params)

    def _write(self, tx: neo4j.ManagedTransaction, tenant: str, batch: Sequence[PreparedMessage]
               ) -> IngestSummary:
        token = uuid.uuid4().hex
        now = utcnow()
        users = sorted({m.user_id for m in batch})
        self._run(tx, "lock_users", tenant=tenant, users=users, default_share=self.settings.default_share,
                  timezone=self.settings.timezone, now=now, token=token)

        sessions: dict[tuple[str, str], list[PreparedMessage]] = defaultdict(list)
        for message in batch:
            sessions[(message.user_id, message.session_id)].append(message)
        session_rows = [
            {"user_id": user_id, "session_id": session_id, "messages": [
                {"id": m.id, "order": m.order, "role": m.role, "text": m.text, "at": m.at,
                 "agent_id": m.agent_id} for m in messages]}
            for (user_id, session_id), messages in sorted(sessions.items())
        ]
        fresh = {r["id"]: int(r["seq"]) for r in self._run(
            tx, "append_messages", tenant=tenant, sessions=session_rows, now=now, token=token)}
        summary = {"messages": len(batch), "messages_new": len(fresh), "memories_new": 0,
                   "memories_reinforced": 0, "memories_superseded": 0}

        per_user: dict[str, list[tuple[PreparedMessage, int, ExtractedMemory]]] = defaultdict(list)
        for message in sorted(batch, key=lambda m: (m.at, m.order)):
            if message.id in fresh and message.role == "user":
                for memory in message.memories:
                    per_user[message.user_id].append((message, fresh[message.id], memory))
        if not per_user:
            return IngestSummary(**summary)

        probes = []
        for user_id, occurrences in sorted(per_user.items()):
            ids: set[str] = set()
            slots: set[str] = set()
            for _, _, memory in occurrences:
                fp = fingerprint(memory)
                ids.add(memory_id(tenant, user_id, tuple(fp.split("|"))))
                if (memory_slot := slot(memory)) is not None:
                    slots.add(memory_slot)
            probes.append({"user_id": user_id, "ids": sorted(ids), "slots": sorted(slots)})
        existing: dict[str, dict[str, _Node]] = defaultdict(dict)
        active: dict[str, dict[str, list[_Node]]] = defaultdict(lambda: defaultdict(list))
        for row in self._run(tx, "memory_state", tenant=tenant, users=probes):
            node = _Node(id=row["id"], fingerprint=row["fingerprint"], slot=row["slot"],
                         status=row["status"], valid_from=_utc(row["valid_from"].to_native()))
            existing[row["user_id"]][node.id] = node
            if node.status == "active" and node.slot is not None:
                active[row["user_id"]][node.slot].append(node)

        plans = {user_id: _decide(tenant, user_id, occurrences, existing[user_id], active[user_id])
                 for user_id, occurrences in per_user.items()}
        self._apply(tx, tenant, plans, now, token)
        summary["memories_new"] = sum(len(p.creates) for p in plans.values())
        summary["memories_reinforced"] = sum(p.reinforced for p in plans.values())
        summary["memories_superseded"] = sum(len(p.superseded_ids) for p in plans.values())
        return IngestSummary(**summary)

    def _apply(self, tx: neo4j.ManagedTransaction, tenant: str, plans: Mapping[str, _Plan], now: datetime,
               token: str) -> None:
        severe = key_rules().severe
        creates = sorted((c for p in plans.values() for c in p.creates.values()), key=lambda c: c.id)
        entities, edges = _entity_rows((e for c in creates for e in c.memory.entities), self.lexicon)
        if entities:
            self._run(tx, "upsert_entities", tenant=tenant, entities=entities, edges=edges, now=now)
        persons: dict[tuple[str, str], str | None] = {}
        for c in creates:
            if c.memory.subject != USER_SUBJECT:
                name = c.memory.value if c.memory.key == "name" else None
                key = (c.user_id, c.memory.subject)
                persons[key] = name or persons.get(key)
        if persons:
            self._run(tx, "upsert_persons", tenant=tenant, now=now, persons=[
                {"user_id": u, "role": r, "name": n} for (u, r), n in sorted(persons.items())])
        if creates:
            rows = []
            for c in creates:
                m = c.memory
                source_text = redact(m.source.text) if m.source is not None else c.source.text
                on_person = m.subject != USER_SUBJECT and m.kind != "relation"
                rows.append({
                    "id": c.id, "user_id": c.user_id, "subject": m.subject,
                    "owner": "person" if on_person else "user",
                    "label": KIND_LABEL[m.kind], "rel": KIND_RELATIONSHIP[m.kind],
                    "entity_ids": [e.id for e in m.entities], "message_ids": c.message_ids,
                    "props": {
                        "tenant": tenant, "user_id": c.user_id, "kind": m.kind, "subject": m.subject,
                        "key": m.key, "value": m.value, "polarity": m.polarity,
                        "confidence": c.confidence, "mentions": c.count, "status": c.status,
                        "valid_from": c.valid_from, "valid_until": _utc_or_none(m.valid_until),
                        "recorded_at": now, "last_seen_at": c.last_seen,
                        "context_tags": list(m.context_tags), "entity_ids": [e.id for e in m.entities],
                        "flags": list(m.flags), "pinned": m.key in severe,
                        "search_text": _search_text(m, source_text, self.lexicon),
                        "source_session": c.source.session_id, "source_seq": c.seq,
                        "source_text": source_text, "fingerprint": c.fingerprint, "slot": c.slot,
                    },
                })
            self._run(tx, "create_memories", tenant=tenant, memories=rows)
        reinforces = sorted((r for p in plans.values() for r in p.reinforces.values()), key=lambda r: r.id)
        if reinforces:
            self._run(tx, "reinforce_memories", tenant=tenant, token=token, factor=REINFORCE_FACTOR,
                      cap=CONFIDENCE_CAP, memories=[
                          {"id": r.id, "count": r.count, "confidence": r.confidence,
                           "last_seen_at": r.last_seen, "message_ids": r.message_ids} for r in reinforces])
        supersedes = [s for p in plans.values() for s in p.supersedes]
        if supersedes:
            self._run(tx, "supersede_memories", tenant=tenant, now=now, pairs=supersedes)


def _batches(items: Sequence[PreparedMessage], size: int) -> Iterator[tuple[str, list[PreparedMessage]]]:
    """Consecutive chunks of at most `size` messages, one tenant each, input order kept per tenant."""
    by_tenant: dict[str, list[PreparedMessage]] = defaultdict(list)
    for item in items:
        by_tenant[item.tenant].append(item)
    for tenant, messages in by_tenant.items():
        for start in range(0, len(messages), size):
            yield tenant, messages[start:start + size]


def add_summaries(a: IngestSummary, b: IngestSummary) -> IngestSummary:
    return IngestSummary(**{name: getattr(a, name) + getattr(b, name) for name in IngestSummary.model_fields})


def write_prepared(
    store: Store,
    settings: Settings,
    prepared: Sequence[PreparedMessage],
    *,
    lexicon: Lexicon | None,
    batch_size: int = BATCH_SIZE,
    progress: Callable[[int], None] | None = None,
) -> IngestSummary:
    """Write prepared messages and their memories, one transaction per batch; the summed summary."""
    writer = BatchWriter(store, settings, lexicon)
    total = IngestSummary()
    for tenant, batch in _batches(prepared, batch_size):
        total = add_summaries(total, writer.write(tenant, batch))
        if progress is not None:
            progress(len(batch))
    return total


def ingest_messages(
    store: Store,
    settings: Settings,
    messages: Sequence[IngestMessage],
    *,
    extractor: Extractor | None,
    lexicon: Lexicon | None,
    memories: Mapping[int, Sequence[ExtractedMemory]] | None = None,
    batch_size: int = BATCH_SIZE,
    progress: Callable[[int], None] | None = None,
) -> IngestSummary:
    """Redact, extract and write validated messages.

    `memories` (input position → memories) skips extraction for the messages it names: the lower-level
    entry point for callers that extract themselves. Memories of assistant and system messages are never
    stored; those messages are kept in their sessions all the same.
    """
    prepared = prepare_messages(messages, tenant=settings.tenant)
    given = memories or {}
    originals = {p.id: messages[p.order].text for p in prepared}
    for p in prepared:
        if p.order in given:
            p.memories = list(given[p.order])
    writer = BatchWriter(store, settings, lexicon)
    total = IngestSummary()
    # Extraction (CPU, in this thread) of batch k overlaps the write of batch k-1 (the database's work,
    # waited on in one writer thread); writes stay in input order, one transaction per batch.
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="graphmem-write") as pool:
        pending: tuple[Future[IngestSummary], int] | None = None
        for tenant, batch in _batches(prepared, batch_size):
            to_extract = [p for p in batch if p.order not in given and p.role == "user"]
            if to_extract and extractor is not None:
                extract_into(to_extract, originals, extractor, settings.timezone)
            if pending is not None:
                total = add_summaries(total, pending[0].result())
                if progress is not None:
                    progress(pending[1])
            pending = (pool.submit(writer.write, tenant, batch), len(batch))
        if pending is not None:
            total = add_summaries(total, pending[0].result())
            if progress is not None:
                progress(pending[1])
    return total
