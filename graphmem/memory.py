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

from datetime import datetime
from functools import cached_property
from typing import TYPE_CHECKING

from graphmem.config import Settings
from graphmem.store import Store

if TYPE_CHECKING:
    from graphmem.concepts import Lexicon
    from graphmem.extract import Extractor
    from graphmem.graphview import GraphView


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

    # --- relational queries (graphmem.relational, graphmem.recall) -----------------------------------

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
