"""Reads for people and the user's controls: profile, session, consent, forget, restore, purge, export,
and the trash's retention sweep.

Every function takes a `Store` and a tenant; all queries are named files under `cypher/` and scoped to
the tenant (and the user where there is one). The status reported for a memory at a time T follows
docs/graph-model.md: `deleted` if in the trash; once its `valid_until` has passed by T, `superseded` if
a newer memory replaced it, else `expired`; otherwise `active`.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any, cast

from graphmem.errors import MemoryNotFoundError, NotFoundError
from graphmem.models import (
    EntityRef,
    Kind,
    Memory,
    Message,
    Profile,
    PurgeSummary,
    Session,
    SourceRef,
    Status,
)
from graphmem.store import Store, run_in
from graphmem.timeutil import ensure_utc, format_timestamp, utcnow
from graphmem.weight import memory_weight

PROFILE_GROUPS: dict[Kind, str] = {
    "identity": "identity",
    "preference": "preferences",
    "constraint": "constraints",
    "event": "events",
    "relation": "relations",
}


def _native(value: Any) -> Any:
    """Neo4j temporal values as Python ones."""
    to_native = getattr(value, "to_native", None)
    return to_native() if callable(to_native) else value


def status_at(props: Mapping[str, Any], at: datetime) -> Status:
    """The status of a stored memory as seen at `at`."""
    if props.get("status") == "deleted":
        return "deleted"
    until = _native(props.get("valid_until"))
    if until is not None and until <= at:
        return "superseded" if props.get("status") == "superseded" else "expired"
    return "active"


def memory_from_row(props: Mapping[str, Any], entities: Any, at: datetime) -> Memory:
    """A stored memory node (a property map) and its concepts as the contract's memory object."""
    kind = cast(Kind, props["kind"])
    last_seen = _native(props["last_seen_at"])
    source_text = props.get("source_text")
    return Memory(
        id=props["id"],
        kind=kind,
        subject=props.get("subject") or "user",
        key=props["key"],
        value=props["value"],
        polarity=props.get("polarity") or "positive",
        confidence=float(props.get("confidence") or 0.0),
        mentions=int(props.get("mentions") or 1),
        status=status_at(props, at),
        valid_from=_native(props.get("valid_from")),
        valid_until=_native(props.get("valid_until")),
        recorded_at=_native(props["recorded_at"]),
        last_seen_at=last_seen,
        context_tags=tuple(props.get("context_tags") or ()),
        entities=tuple(
            EntityRef(id=e["id"], name=e.get("name") or e["id"], type=e.get("type") or "thing",
                      disambiguation=e.get("disambiguation") or "", tags=tuple(e.get("tags") or ()))
            for e in (entities or ()) if e and e.get("id")
        ),
        flags=tuple(props.get("flags") or ()),
        source=SourceRef(session_id=props.get("source_session"), seq=props.get("source_seq"),
                         text=source_text) if source_text is not None else None,
        weight=memory_weight(kind=kind, confidence=float(props.get("confidence") or 0.0),
                             mentions=int(props.get("mentions") or 1), last_seen_at=last_seen, at=at,
                             pinned=bool(props.get("pinned"))),
    )


def profile(store: Store, tenant: str, user_id: str, *, at: datetime | None = None,
            history: bool = False) -> Profile:
    """The user's memories in force at `at` (default now), grouped by kind; `history` adds the rest."""
    when = ensure_utc(at) if at is not None else utcnow()
    rows = store.read("profile", tenant=tenant, user_id=user_id, at=when, history=history)
    if not rows:
        raise NotFoundError(f"user {user_id!r} not found in tenant {tenant!r}")
    groups: dict[str, list[Memory]] = {name: [] for name in PROFILE_GROUPS.values()}
    for row in rows:
        if row["memory"] is None:
            continue
        memory = memory_from_row(row["memory"], row["entities"], when)
        groups[PROFILE_GROUPS[memory.kind]].append(memory)
    return Profile(user_id=user_id, **{name: tuple(items) for name, items in groups.items()})


def session(store: Store, tenant: str, user_id: str, session_id: str) -> Session:
    """A session's messages in order."""
    rows = store.read("session_messages", tenant=tenant, user_id=user_id, session_id=session_id)
    if not rows:
        raise NotFoundError(f"session {session_id!r} not found for user {user_id!r} in tenant {tenant!r}")
    return Session(session_id=session_id, messages=tuple(
        Message(seq=m["seq"], role=m["role"], text=m["text"], at=_native(m["at"]))
        for m in rows[0]["messages"] if m
    ))


def consent(store: Store, tenant: str, user_id: str, share: bool, *, timezone: str = "UTC") -> bool:
    """Whether the user takes part in cross-user queries; creates the user if new."""
    rows = store.write("set_consent", tenant=tenant, user_id=user_id, share=share, timezone=timezone,
                       now=utcnow())
    return bool(rows[0]["share"])


def _change_memory(store: Store, name: str, tenant: str, user_id: str, memory_id: str,
                   **params: Any) -> Memory:
    change = store.query(name)
    fetch = store.query("memory_by_id")
    arguments = {"tenant": tenant, "user_id": user_id, "memory_id": memory_id, **params}
    change.check_arguments(arguments)

    def work(tx: Any) -> list[dict[str, Any]]:
        if not run_in(tx, change, arguments):
            return []
        return run_in(tx, fetch, {"tenant": tenant, "user_id": user_id, "memory_id": memory_id})

    rows = store.write_tx(work, action=f"running {name}")
    if not rows:
        raise MemoryNotFoundError(memory_id, user_id)
    return memory_from_row(rows[0]["memory"], rows[0]["entities"], utcnow())


def forget(store: Store, tenant: str, user_id: str, memory_id: str, *, now: datetime | None = None) -> Memory:
    """Move one of the user's memories to the trash (soft delete); `MemoryNotFoundError` if not theirs."""
    return _change_memory(store, "forget_memory", tenant, user_id, memory_id,
                          now=ensure_utc(now) if now is not None else utcnow())


def restore(store: Store, tenant: str, user_id: str, memory_id: str) -> Memory:
    """Take a memory out of the trash, back to the status it had."""
    return _change_memory(store, "restore_memory", tenant, user_id, memory_id, token=uuid.uuid4().hex,
                          now=utcnow())


def purge(store: Store, tenant: str, user_id: str) -> PurgeSummary:
    """Delete everything about the user in the tenant at once; `NotFoundError` if there is no such user."""
    rows = store.write("purge_user", tenant=tenant, user_id=user_id)
    if not rows:
        raise NotFoundError(f"user {user_id!r} not found in tenant {tenant!r}: nothing to purge")
    return PurgeSummary(user_id=user_id, **rows[0])


def _plain(value: Any) -> Any:
    """Export values as JSON-ready data: timestamps as UTC `Z` strings."""
    native = _native(value)
    if isinstance(native, datetime):
        return format_timestamp(native)
    if isinstance(native, Mapping):
        return {k: _plain(v) for k, v in native.items()}
    if isinstance(native, (list, tuple)):
        return [_plain(v) for v in native]
    return native


_INTERNAL = frozenset({"search_text", "write_token", "tenant", "slot"})


def export(store: Store, tenant: str, user_id: str, *, at: datetime | None = None) -> dict[str, Any]:
    """Everything stored about the user as JSON-ready data: the user, people, every memory with its
    history and provenance, and every session with its messages. Text is stored redacted, so it stays so."""
    when = ensure_utc(at) if at is not None else utcnow()
    users = store.read("export_user", tenant=tenant, user_id=user_id)
    if not users:
        raise NotFoundError(f"user {user_id!r} not found in tenant {tenant!r}")
    memories = []
    for row in store.read("export_memories", tenant=tenant, user_id=user_id):
        public = memory_from_row(row["memory"], row["entities"], when).model_dump(mode="json")
        stored = {k: _plain(v) for k, v in row["memory"].items() if k not in _INTERNAL and v is not None}
        memories.append({**stored, **public, "stored_status": row["memory"].get("status"),
                         "derived_from": _plain(row["derived_from"]),
                         "superseded_by": row["superseded_by"]})
    sessions = [
        {"session_id": r["session_id"], "created_at": _plain(r["created_at"]),
         "messages": [_plain(m) for m in r["messages"] if m]}
        for r in store.read("export_sessions", tenant=tenant, user_id=user_id)
    ]
    return {
        "tenant": tenant,
        "user": _plain(users[0]["user"]),
        "persons": _plain(users[0]["persons"]),
        "memories": memories,
        "sessions": sessions,
        "exported_at": format_timestamp(when),
    }


def sweep_trash(store: Store, tenant: str, *, older_than_days: int, now: datetime | None = None) -> int:
    """Delete for good the tenant's memories trashed more than `older_than_days` ago; how many."""
    cutoff = (ensure_utc(now) if now is not None else utcnow()) - timedelta(days=older_than_days)
    rows = store.write("sweep_trash", tenant=tenant, cutoff=cutoff)
    return int(rows[0]["deleted"]) if rows else 0


__all__ = [
    "consent",
    "export",
    "forget",
    "memory_from_row",
    "profile",
    "purge",
    "restore",
    "session",
    "status_at",
    "sweep_trash",
]
