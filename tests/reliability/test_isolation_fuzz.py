"""Isolation fuzz: random programs of ingest, consent, forget and purge by random users in two tenants
that share user ids; after every step, every read of every user is checked.

Ground truth comes from two places that do not depend on the read queries under test: a model of what
each (tenant, user) said, forgot and consented to, and the stored `tenant`/`user_id` and owner path of each
returned memory id, looked up by id. A read passes when every memory it returns belongs to the reader in
the reader's tenant, carries a value that user said, is not forgotten (current reads), and cross-user
reads (`similar`, `who`) name only existing, consenting users of the same tenant, never the reader.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reliability_support import drop_tenant

from graphmem import MemoryGraph, NotFoundError, Settings
from graphmem.models import Memory

SENTENCES = (
    "I love jazz.", "I like sushi.", "I'm allergic to peanuts.", "I'm allergic to shrimp.", "I hate coffee.",
    "I live in Berlin.", "I live in Paris.", "I love Sichuan food.", "我对花生过敏。", "I like tennis.",
)
SHARED_USERS = ("alice", "bob", "x'}) DETACH DELETE n //")
WHO_TERMS = ("jazz", "peanut", "sushi", "tennis")
CANDIDATES: list[dict[str, Any]] = [
    {"id": "c1", "name": "Peanut butter cookies", "tags": ["snack"],
     "attributes": {"ingredients": ["peanuts"]}},
    {"id": "c2", "name": "Shrimp tempura", "tags": ["dinner"]},
    {"id": "c3", "name": "Jazz night tickets", "tags": ["music"]},
]
START = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)
TRIED: Counter[str] = Counter()

Op = tuple[str, int, str, int]  # (operation, tenant index, user, argument)


def users_of(tenant_index: int) -> tuple[str, ...]:
    return (*SHARED_USERS, f"only-{tenant_index}")


# (operation, tenant 0 or 1, user, argument): the sentence for ingest, the choice for consent, which
# memory for forget. Ingest and forget weigh more than consent and purge.
operation = st.tuples(
    st.sampled_from(("ingest", "ingest", "ingest", "forget", "forget", "consent", "purge")),
    st.integers(0, 1), st.sampled_from((*SHARED_USERS, "only")), st.integers(0, 60),
)


@dataclass
class UserModel:
    values: set[str] = field(default_factory=set)
    texts: set[str] = field(default_factory=set)
    forgotten: set[str] = field(default_factory=set)
    share: bool = True


@dataclass
class World:
    graphs: list[MemoryGraph]
    values_of: dict[str, set[str]]
    users: dict[tuple[int, str], UserModel] = field(default_factory=dict)
    clock: int = 0

    def tick(self) -> datetime:
        self.clock += 1
        return START + timedelta(minutes=self.clock)


def owners(graph: MemoryGraph, ids: Iterable[str]) -> dict[str, tuple[str, str, bool]]:
    """For each memory id: the stored tenant and user_id, and whether that user's node owns it."""
    records, _, _ = graph.store.driver.execute_query(
        """
        UNWIND $ids AS id
        MATCH (m:Memory {id: id})
        RETURN id, m.tenant AS tenant, m.user_id AS user_id,
               EXISTS { MATCH (u:User {tenant: m.tenant, user_id: m.user_id})-[*1..2]->(m) } AS owned
        """,
        ids=sorted(set(ids)), database_=graph.settings.neo4j_database,
    )
    return {r["id"]: (r["tenant"], r["user_id"], r["owned"]) for r in records}


def check_memories(world: World, t: int, user: str, memories: Iterable[Memory | dict[str, Any]], read: str,
                   *, current: bool = True) -> None:
    graph = world.graphs[t]
    items = [m if isinstance(m, dict) else m.model_dump() for m in memories]
    if not items:
        return
    stored = owners(graph, (m["id"] for m in items))
    model = world.users[(t, user)]
    for memory in items:
        where = f"{read} of {user!r} in tenant {t} returned {memory['id']} ({memory['value']!r})"
        owner = stored.get(memory["id"])
        assert owner == (graph.tenant, user, True), f"{where}: owned by {owner}"
        assert memory["value"] in model.values, f"{where}: a value {user!r} never said here"
        if current:
            assert memory["id"] not in model.forgotten, f"{where}: a forgotten memory"
    TRIED[f"memories checked ({read})"] += len(items)


def check_reads(world: World) -> None:
    for (t, user), model in world.users.items():
        graph = world.graphs[t]
        profile = graph.profile(user)
        check_memories(world, t, user, (*profile.identity, *profile.preferences, *profile.constraints,
                                        *profile.events, *profile.relations), "profile")
        history = graph.profile(user, history=True)
        check_memories(world, t, user, (*history.identity, *history.preferences, *history.constraints,
                                        *history.events, *history.relations), "profile --history",
                       current=False)
        check_memories(world, t, user, graph.constraints(user), "constraints")
        for verdict in graph.check(user, CANDIDATES):
            reason_ids = [r.memory_id for r in verdict.reasons]
            found = owners(graph, reason_ids)
            for memory_id in reason_ids:
                assert found.get(memory_id) == (graph.tenant, user, True), f"check of {user!r}: {memory_id}"
                assert memory_id not in model.forgotten
        recall = graph.recall(user, "What do you remember about jazz, peanuts, sushi and where I live?")
        check_memories(world, t, user, recall.memories, "recall")
        exported = graph.export(user)
        check_memories(world, t, user, exported["memories"], "export", current=False)
        for session in exported["sessions"]:
            for message in session["messages"]:
                assert message["text"] in model.texts, f"export of {user!r} holds someone else's message"
        sharing = {u for (tt, u), m in world.users.items() if tt == t and m.share}
        for similar in graph.similar(user):
            assert similar.user_id != user, "similar returned the user itself"
            assert similar.user_id in sharing, f"similar of {user!r} returned {similar.user_id!r}"
        TRIED["reads"] += 8
    for t, graph in enumerate(world.graphs):
        sharing = {u for (tt, u), m in world.users.items() if tt == t and m.share}
        for term in WHO_TERMS:
            for match in graph.who([term]):
                assert match.user_id in sharing, f"who {term} in tenant {t} returned {match.user_id!r}"
                check_memories(world, t, match.user_id, match.matches, f"who {term}")
            TRIED["reads"] += 1


def apply(world: World, op: Op) -> None:
    name, t, who, arg = op
    user = f"only-{t}" if who == "only" else who
    graph = world.graphs[t]
    if name == "ingest":
        text = SENTENCES[arg % len(SENTENCES)]
        graph.ingest(user, text, session_id=f"s{arg % 3}", at=world.tick())
        model = world.users.setdefault((t, user), UserModel())
        model.values |= world.values_of[text]
        model.texts.add(text)
    elif name == "consent":
        graph.consent(user, bool(arg % 2))
        world.users.setdefault((t, user), UserModel()).share = bool(arg % 2)
    elif name == "forget":
        if (t, user) not in world.users:
            return
        live = [m for m in graph.profile(user).preferences + graph.profile(user).constraints]
        if live:
            memory = live[arg % len(live)]
            graph.forget(user, memory.id)
            world.users[(t, user)].forgotten.add(memory.id)
    elif name == "purge":
        if (t, user) not in world.users:
            with pytest.raises(NotFoundError):
                graph.purge(user)
            return
        graph.purge(user)
        del world.users[(t, user)]
        with pytest.raises(NotFoundError):
            graph.profile(user)
    TRIED[f"op {name}"] += 1


@pytest.fixture(scope="module")
def values_of(base_settings: Settings) -> dict[str, set[str]]:
    with MemoryGraph(base_settings) as graph:
        return {text: {m.value for m in graph.extractor.extract(text)} for text in SENTENCES}


@pytest.fixture(scope="module")
def shared_graph(base_settings: Settings) -> Iterable[MemoryGraph]:
    with MemoryGraph(base_settings) as graph:
        graph.extractor.extract("warm up")
        yield graph


@settings(max_examples=10, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(program=st.lists(operation, min_size=6, max_size=16))
def test_no_read_ever_crosses_a_user_or_tenant(shared_graph: MemoryGraph, values_of: dict[str, set[str]],
                                               make_tenant: Callable[[str], str], program: list[Op]) -> None:
    tenants = [make_tenant("iso"), make_tenant("iso")]
    graphs = []
    for name in tenants:
        graph = MemoryGraph(shared_graph.settings.model_copy(update={"tenant": name}),
                            store=shared_graph.store)
        # One extraction pipeline for every tenant: loading spaCy per example would dominate the run.
        graph.__dict__["extractor"] = shared_graph.extractor
        graph.__dict__["lexicon"] = shared_graph.lexicon
        graphs.append(graph)
    world = World(graphs, values_of)
    try:
        for op in program:
            apply(world, op)
            check_reads(world)
        TRIED["programs"] += 1
        TRIED["steps"] += len(program)
    finally:
        for name in tenants:
            drop_tenant(shared_graph.settings, name)


def test_zz_report_isolation_inputs() -> None:
    """Not a check: how much the fuzz went through (-s shows it)."""
    print("\nisolation fuzz: " + ", ".join(f"{k} {v}" for k, v in sorted(TRIED.items())))
