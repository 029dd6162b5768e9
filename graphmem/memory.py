"""The facade: `MemoryGraph` is what agents and the CLI use.

    from graphmem import MemoryGraph, Settings

    with MemoryGraph(Settings.from_env()) as graph:
        graph.ingest("alice", "I'm allergic to peanuts.")
        graph.constraints("alice")

Each method is one library call; the work lives in modules of their own (`graphmem.ingest`,
`graphmem.lifecycle`, `graphmem.recall` …) and only `graphmem.store` talks to Neo4j. Nothing connects
until the first call that needs the database.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from graphmem.config import Settings
from graphmem.models import (
    Candidate,
    ExtractedMemory,
    IngestSummary,
    Memory,
    Profile,
    PurgeSummary,
    Recall,
    Role,
    Session,
    SimilarUser,
    Verdict,
    WhoMatch,
)
from graphmem.store import Store
from graphmem.timeutil import utcnow

if TYPE_CHECKING:
    from graphmem.concepts import Lexicon
    from graphmem.extract import Extractor
    from graphmem.graphview import GraphView
    from graphmem.ingest import IngestMessage


class MemoryGraph:
    """Long-term memory of one tenant's users, kept in Neo4j."""

    def __init__(self, settings: Settings | None = None, *, store: Store | None = None) -> None:
        self.settings = settings or Settings()
        self.store = store or Store(self.settings)

    @property
    def tenant(self) -> str:
        return self.settings.tenant

    @cached_property
    def lexicon(self) -> Lexicon:
        from graphmem.concepts import Lexicon

        return Lexicon.load(self.settings.lexicon_paths)

    @cached_property
    def extractor(self) -> Extractor:
        from graphmem.extract import Extractor

        return Extractor(self.settings, self.lexicon)

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> MemoryGraph:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def init(self) -> list[str]:
        """Create the schema (idempotent); the names of the constraints and indexes now online."""
        return self.store.apply_schema()

    # --- write path and user controls (graphmem.ingest, graphmem.lifecycle) --------------------------

    def ingest(
        self,
        user_id: str,
        text: str,
        *,
        session_id: str | None = None,
        at: datetime | None = None,
        role: Role = "user",
        agent_id: str | None = None,
    ) -> IngestSummary:
        """Store one message and the memories extracted from it (none for assistant/system messages).

        Without `at` the message is stamped now, so saying the same thing again reinforces the memory;
        the same message with the same `at` changes nothing.
        """
        message = self._message(user_id, text, session_id=session_id, at=at or utcnow(), role=role,
                                agent_id=agent_id)
        return self.ingest_batch([message])

    def ingest_batch(
        self,
        messages: Sequence[IngestMessage | Mapping[str, Any]],
        *,
        skip_invalid: bool = False,
        progress: Callable[[int], None] | None = None,
        batch_size: int | None = None,
    ) -> IngestSummary:
        """Validate every message first (`InvalidBatchError`: nothing written); redact, extract, store
        (one transaction per `batch_size` messages)."""
        from graphmem import ingest

        good, errors = ingest.validate_batch(messages, max_text_chars=self.settings.max_text_chars,
                                             skip_invalid=skip_invalid)
        summary = self._ingest(good, progress=progress, batch_size=batch_size)
        return summary.model_copy(update={"lines_rejected": len(errors), "rejected": tuple(map(str, errors))})

    def ingest_jsonl(
        self,
        source: str | Path | Iterable[str],
        *,
        skip_invalid: bool = False,
        progress: Callable[[int], None] | None = None,
    ) -> IngestSummary:
        """Ingest a JSONL file (path) or lines; the whole input is validated before anything is written."""
        from graphmem import ingest

        good, errors = ingest.parse_jsonl(
            ingest.read_jsonl(source), max_text_chars=self.settings.max_text_chars, skip_invalid=skip_invalid
        )
        summary = self._ingest(good, progress=progress)
        return summary.model_copy(update={"lines_rejected": len(errors), "rejected": tuple(map(str, errors))})

    def store_memories(
        self,
        user_id: str,
        text: str,
        memories: Sequence[ExtractedMemory],
        *,
        session_id: str | None = None,
        at: datetime | None = None,
        role: Role = "user",
        agent_id: str | None = None,
    ) -> IngestSummary:
        """Store one message with memories the caller extracted (no extraction runs): the lower-level
        entry point under `ingest`. Memories of assistant and system messages are not stored."""
        from graphmem import ingest

        message = self._message(user_id, text, session_id=session_id, at=at or utcnow(), role=role,
                                agent_id=agent_id)
        return ingest.ingest_messages(self.store, self.settings, [message], extractor=None,
                                      lexicon=self.lexicon, memories={0: memories})

    def profile(self, user_id: str, *, at: datetime | None = None, history: bool = False) -> Profile:
        """The user's memories in force at `at` (default now) by kind; `history` adds superseded,
        expired and deleted ones with their status."""
        from graphmem import lifecycle

        return lifecycle.profile(self.store, self.tenant, user_id, at=at, history=history)

    def session(self, user_id: str, session_id: str) -> Session:
        """The session's messages in order."""
        from graphmem import lifecycle

        return lifecycle.session(self.store, self.tenant, user_id, session_id)

    def consent(self, user_id: str, share: bool) -> bool:
        """Whether the user takes part in cross-user queries (`similar`, `who`)."""
        from graphmem import lifecycle

        return lifecycle.consent(self.store, self.tenant, user_id, share, timezone=self.settings.timezone)

    def forget(self, user_id: str, memory_id: str) -> Memory:
        """Soft delete: the memory goes to the trash (emptied by `sweep_trash` after `trash_days`)."""
        from graphmem import lifecycle

        return lifecycle.forget(self.store, self.tenant, user_id, memory_id)

    def restore(self, user_id: str, memory_id: str) -> Memory:
        """Take a forgotten memory out of the trash."""
        from graphmem import lifecycle

        return lifecycle.restore(self.store, self.tenant, user_id, memory_id)

    def purge(self, user_id: str) -> PurgeSummary:
        """Delete everything about the user in this tenant, at once and for good."""
        from graphmem import lifecycle

        return lifecycle.purge(self.store, self.tenant, user_id)

    def export(self, user_id: str) -> dict[str, Any]:
        """Everything stored about the user, as JSON-ready data (PII stays redacted)."""
        from graphmem import lifecycle

        return lifecycle.export(self.store, self.tenant, user_id)

    def sweep_trash(self, older_than_days: int | None = None) -> int:
        """Delete for good the memories in the trash for longer than `older_than_days` (default
        `trash_days`); how many."""
        from graphmem import lifecycle

        days = self.settings.trash_days if older_than_days is None else older_than_days
        return lifecycle.sweep_trash(self.store, self.tenant, older_than_days=days)

    def _message(self, user_id: str, text: str, **fields: Any) -> IngestMessage:
        from graphmem import ingest

        return ingest.validate_message({"user_id": user_id, "text": text, **fields},
                                       max_text_chars=self.settings.max_text_chars)

    def _ingest(self, messages: Sequence[IngestMessage], progress: Callable[[int], None] | None = None,
                batch_size: int | None = None) -> IngestSummary:
        from graphmem import ingest

        needs_extraction = any(m.role == "user" for m in messages)
        return ingest.ingest_messages(
            self.store, self.settings, messages,
            extractor=self.extractor if needs_extraction else None,
            lexicon=self.lexicon, progress=progress, batch_size=batch_size or ingest.BATCH_SIZE,
        )


    # --- relational queries (graphmem.relational, graphmem.recall) -----------------------------------

    def constraints(
        self, user_id: str, *, at: datetime | None = None, domain: str | None = None
    ) -> list[Memory]:
        """Constraints of the user and the people around the user in force at `at` (default now);
        `domain` keeps those with that context tag. Severe ones first."""
        from graphmem.relational import constraints_in_force

        return constraints_in_force(self.store, self.tenant, user_id, at=at, domain=domain)

    def check(
        self, user_id: str, candidates: Sequence[Candidate | Mapping[str, Any]], *, at: datetime | None = None
    ) -> list[Verdict]:
        """Judge candidate items before recommending them: block, avoid or ok, with readable reasons."""
        from graphmem.check import check_candidates, parse_candidates

        parsed = [c if isinstance(c, Candidate) else parse_candidates([c])[0] for c in candidates]
        return check_candidates(self.store, self.lexicon, self.tenant, user_id, parsed, at=at)

    def similar(self, user_id: str, *, limit: int = 10, at: datetime | None = None) -> list[SimilarUser]:
        """Other consenting users of the tenant ranked by the preferences and constraints they share."""
        from graphmem.relational import similar_users

        return similar_users(self.store, self.tenant, user_id, limit=limit, at=at)

    def who(
        self, terms: Sequence[str], *, kind: str | None = None, at: datetime | None = None, limit: int = 1_000
    ) -> list[WhoMatch]:
        """Consenting users whose current memories match every term (through concepts, both languages)."""
        from graphmem.relational import who_matches

        return who_matches(self.store, self.lexicon, self.tenant, terms, kind=kind, at=at, limit=limit)

    def recall(
        self, user_id: str, query: str, *, budget: int = 1_000, at: datetime | None = None, limit: int = 20
    ) -> Recall:
        """The user's memories relevant to `query`, ranked, with a context block of at most `budget` chars."""
        from graphmem.recall import recall

        return recall(self.store, self.lexicon, self.tenant, user_id, query,
                      budget=budget, at=at, limit=limit)

    def needs_memory(self, message: str, user_id: str | None = None, *, at: datetime | None = None) -> bool:
        """Whether a message should consult memory: it leans on the past ("last time", 上次 …) or, given
        the user, names a concept the user has a memory about."""
        from graphmem.recall import needs_memory

        if user_id is None:
            return needs_memory(message)
        return needs_memory(message, store=self.store, lexicon=self.lexicon, tenant=self.tenant,
                            user_id=user_id, at=at)

    def query(self, name: str, params: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
        """Run a named read-only query from `cypher/read/`. Its `tenant` is always this graph's tenant
        (a `tenant` parameter naming another one is refused: switch tenants with the settings)."""
        from graphmem.errors import InvalidInputError

        values = dict(params or {})
        if "tenant" in self.store.query(name).params:
            if values.get("tenant", self.tenant) != self.tenant:
                raise InvalidInputError("a query runs in the graph's tenant; use --tenant to change it")
            values["tenant"] = self.tenant
        return self.store.run_named_readonly(name, values)


    # --- inspection (graphmem.graphview) -------------------------------------------------------------

    def user_graph(self, user_id: str, *, at: datetime | None = None) -> GraphView:
        """The user's subgraph in force at `at`: people, memories, concepts and their IS_A parents."""
        from graphmem.graphview import build_view

        profile = self.profile(user_id, at=at)
        entity_ids = sorted({
            entity.id
            for memories in (profile.identity, profile.preferences, profile.constraints, profile.events,
                             profile.relations)
            for memory in memories
            for entity in memory.entities
        })
        ancestry = self.store.read("concept_ancestry", tenant=self.tenant, entity_ids=entity_ids)
        return build_view(profile, ancestry)

    def stats(self) -> dict[str, dict[str, int]]:
        """Counts per label and per relationship type in the tenant."""
        counts: dict[str, dict[str, int]] = {"nodes": {}, "relationships": {}}
        for row in self.store.read("tenant_stats", tenant=self.tenant):
            counts["nodes" if row["what"] == "node" else "relationships"][row["name"]] = row["count"]
        return counts

    def delete_tenant(self, *, confirm: str) -> int:
        """Delete everything of this graph's tenant, concepts included; `confirm` must repeat the tenant.
        For throwaway tenants (the demo, tests); a user's data alone goes with `purge`."""
        from graphmem.errors import InvalidInputError

        if confirm != self.tenant:
            raise InvalidInputError(f"confirm with the tenant's name ({self.tenant!r}) to delete it")
        return self.store.drop_tenant(self.tenant)
