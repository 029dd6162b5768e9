"""The write path against a real Neo4j: dedup, reinforcement, supersession, expiry, provenance, user
controls and tenant isolation. Each test works in a fresh tenant (see conftest)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from graphmem.config import Settings
from graphmem.errors import InvalidBatchError, MemoryNotFoundError, NotFoundError
from graphmem.memory import MemoryGraph
from graphmem.models import ExtractedMemory, Memory, Profile

WED = datetime(2026, 1, 7, 9, tzinfo=UTC)  # a Wednesday
NEXT_MON = datetime(2026, 1, 12, 9, tzinfo=UTC)
ID_CARD = "110101199003074514"
BANK_CARD = "6222020200112233445"


@pytest.fixture
def graph(settings: Settings) -> Iterator[MemoryGraph]:
    with MemoryGraph(settings) as g:
        yield g


def count(graph: MemoryGraph, query: str, **params: Any) -> int:
    records, _, _ = graph.store.driver.execute_query(query, tenant=graph.tenant, **params)
    return int(records[0][0])


def tenant_nodes(graph: MemoryGraph) -> int:
    return count(graph, "MATCH (n) WHERE n.tenant = $tenant RETURN count(n)")


def every(profile: Profile) -> list[Memory]:
    return [
        *profile.identity,
        *profile.preferences,
        *profile.constraints,
        *profile.events,
        *profile.relations,
    ]


def values(memories: list[Memory] | tuple[Memory, ...], key: str) -> list[tuple[str, str]]:
    return sorted((m.value, m.status) for m in memories if m.key == key)


# --- dedup and reinforcement ---------------------------------------------------------------------------


def test_saying_the_same_thing_again_reinforces_one_memory(graph: MemoryGraph) -> None:
    first = graph.ingest("alice", "I love jazz.", session_id="s1", at=WED)
    second = graph.ingest("alice", "I love jazz.", session_id="s1", at=WED + timedelta(days=2))
    assert (first.memories_new, second.memories_new, second.memories_reinforced) == (1, 0, 1)
    [jazz] = graph.profile("alice", at=WED + timedelta(days=3)).preferences
    assert jazz.mentions == 2
    assert jazz.last_seen_at == WED + timedelta(days=2)
    assert jazz.confidence > 0.8
    assert count(graph, "MATCH (m:Memory {tenant: $tenant})-[:DERIVED_FROM]->(:Message) RETURN count(*)") == 2


def test_the_same_message_twice_changes_nothing_at_all(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I love jazz. I live in Paris.", session_id="s1", at=WED)
    before = graph.export("alice")
    again = graph.ingest("alice", "I love jazz. I live in Paris.", session_id="s1", at=WED)
    after = graph.export("alice")
    assert (again.messages, again.messages_new, again.memories_new, again.memories_reinforced) == (1, 0, 0, 0)
    before.pop("exported_at")
    after.pop("exported_at")
    assert before == after
    assert [m.seq for m in graph.session("alice", "s1").messages] == [1]


def test_the_same_allergy_said_in_english_and_chinese_is_one_memory(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I'm allergic to peanuts.", at=WED)
    summary = graph.ingest("alice", "我对花生过敏", at=WED + timedelta(days=1))
    assert (summary.memories_new, summary.memories_reinforced) == (0, 1)
    [peanut] = graph.profile("alice", at=WED + timedelta(days=2)).constraints
    assert (peanut.key, peanut.mentions, peanut.entities[0].id) == ("allergy", 2, "food/peanut")


def test_confidence_rises_with_mentions_but_stays_below_one(graph: MemoryGraph) -> None:
    jazz = ExtractedMemory(kind="preference", key="likes", value="jazz", confidence=0.8)
    for day in range(20):
        graph.store_memories("bob", "I love jazz.", [jazz], session_id="s", at=WED + timedelta(days=day))
    [memory] = graph.profile("bob", at=WED + timedelta(days=30)).preferences
    assert memory.mentions == 20
    assert 0.98 <= memory.confidence <= 0.99


# --- supersession and time -----------------------------------------------------------------------------


def test_moving_city_supersedes_and_history_and_at_replay_it(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I live in Paris.", session_id="s1", at=datetime(2026, 1, 5, tzinfo=UTC))
    moved = graph.ingest("alice", "I moved to Berlin.", session_id="s1", at=datetime(2026, 3, 1, tzinfo=UTC))
    assert moved.memories_superseded == 1
    now = graph.profile("alice", at=datetime(2026, 4, 1, tzinfo=UTC))
    assert values(now.identity, "lives_in") == [("Berlin", "active")]
    history = graph.profile("alice", at=datetime(2026, 4, 1, tzinfo=UTC), history=True)
    assert values(history.identity, "lives_in") == [("Berlin", "active"), ("Paris", "superseded")]
    paris = next(m for m in history.identity if m.value == "Paris")
    assert paris.valid_until == datetime(2026, 3, 1, tzinfo=UTC)
    before_move = graph.profile("alice", at=datetime(2026, 2, 1, tzinfo=UTC))
    assert values(before_move.identity, "lives_in") == [("Paris", "active")]
    assert (
        count(
            graph,
            "MATCH (:Memory {tenant: $tenant, value: 'Paris'})-[:SUPERSEDED_BY]->"
            "(:Memory {value: 'Berlin'}) RETURN count(*)",
        )
        == 1
    )


def test_a_move_said_ahead_changes_the_home_only_when_it_happens(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I live in Boston.", session_id="s1", at=datetime(2026, 1, 5, tzinfo=UTC))
    told = datetime(2026, 3, 10, tzinfo=UTC)
    graph.ingest("alice", "I'm moving to Chicago next month.", session_id="s1", at=told)
    still = graph.profile("alice", at=datetime(2026, 3, 20, tzinfo=UTC))
    assert [value for value, _ in values(still.identity, "lives_in")] == ["Boston"]
    moved = graph.profile("alice", at=datetime(2026, 4, 2, tzinfo=UTC))
    assert values(moved.identity, "lives_in") == [("Chicago", "active")]
    history = graph.profile("alice", at=datetime(2026, 4, 2, tzinfo=UTC), history=True)
    boston = next(m for m in history.identity if m.value == "Boston")
    assert boston.valid_until == datetime(2026, 4, 1, tzinfo=UTC)


def test_an_older_statement_ingested_late_does_not_replace_the_newer_one(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I moved to Berlin.", session_id="s1", at=datetime(2026, 3, 1, tzinfo=UTC))
    graph.ingest("alice", "I live in Paris.", session_id="s0", at=datetime(2026, 1, 5, tzinfo=UTC))
    assert values(graph.profile("alice", at=datetime(2026, 4, 1, tzinfo=UTC)).identity, "lives_in") == [
        ("Berlin", "active")
    ]
    assert values(graph.profile("alice", at=datetime(2026, 2, 1, tzinfo=UTC)).identity, "lives_in") == [
        ("Paris", "active")
    ]


def test_a_flipped_preference_supersedes_and_flipping_back_makes_a_new_memory(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I love coffee.", session_id="s", at=datetime(2026, 1, 1, tzinfo=UTC))
    flip = graph.ingest("alice", "I can't stand coffee.", session_id="s", at=datetime(2026, 2, 1, tzinfo=UTC))
    assert flip.memories_superseded == 1
    [current] = graph.profile("alice", at=datetime(2026, 2, 2, tzinfo=UTC)).preferences
    assert (current.value, current.polarity) == ("coffee", "negative")
    graph.ingest("alice", "I love coffee.", session_id="s", at=datetime(2026, 3, 1, tzinfo=UTC))
    [back] = graph.profile("alice", at=datetime(2026, 3, 2, tzinfo=UTC)).preferences
    assert back.polarity == "positive" and back.mentions == 1
    history = graph.profile("alice", at=datetime(2026, 3, 2, tzinfo=UTC), history=True).preferences
    assert sorted((m.polarity, m.status) for m in history) == [
        ("negative", "superseded"),
        ("positive", "active"),
        ("positive", "superseded"),
    ]


def test_multi_valued_keys_accumulate(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I love jazz.", at=WED)
    graph.ingest("alice", "I love coffee.", at=WED + timedelta(hours=1))
    graph.ingest("alice", "I'm allergic to peanuts.", at=WED + timedelta(hours=2))
    graph.ingest("alice", "I'm allergic to shrimp.", at=WED + timedelta(hours=3))
    profile = graph.profile("alice", at=WED + timedelta(days=1))
    assert values(profile.preferences, "likes") == [("coffee", "active"), ("jazz", "active")]
    assert values(profile.constraints, "allergy") == [("peanut", "active"), ("shrimp", "active")]
    assert all(m.weight > 0 for m in every(profile))


def test_a_this_week_constraint_is_in_force_on_wednesday_and_gone_next_monday(graph: MemoryGraph) -> None:
    graph.ingest("alice", "This week I'm avoiding sugar.", session_id="s", at=WED)
    assert values(graph.profile("alice", at=WED + timedelta(hours=1)).constraints, "avoid") == [
        ("sugar", "active")
    ]
    assert graph.profile("alice", at=NEXT_MON).constraints == ()
    assert values(graph.profile("alice", at=NEXT_MON, history=True).constraints, "avoid") == [
        ("sugar", "expired")
    ]


def test_severe_constraints_are_pinned_and_keep_their_weight(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I'm allergic to peanuts.", at=WED)
    graph.ingest("alice", "I love jazz.", at=WED)
    later = graph.profile("alice", at=WED + timedelta(days=3000))
    [peanut] = later.constraints
    [jazz] = later.preferences
    fresh = graph.profile("alice", at=WED).constraints[0]
    assert peanut.weight == fresh.weight > 0.5
    assert jazz.weight < 0.01


# --- the graph's shape ---------------------------------------------------------------------------------


def test_memories_hang_off_the_user_or_the_person_and_point_to_concepts(graph: MemoryGraph) -> None:
    graph.ingest("alice", "My wife is allergic to shrimp. My wife's name is Anna. I love hot pot.", at=WED)
    assert (
        count(
            graph,
            "MATCH (:User {tenant: $tenant, user_id: 'alice'})-[:KNOWS {role: 'wife'}]->"
            "(p:Person {name: 'Anna'})-[:HAS_CONSTRAINT]->(c:Constraint:Memory {key: 'allergy'}) "
            "RETURN count(c)",
        )
        == 1
    )
    assert (
        count(
            graph,
            "MATCH (:User {tenant: $tenant})-[:HAS_RELATION]->(:Relation:Memory {subject: 'wife'}) "
            "RETURN count(*)",
        )
        == 1
    )
    assert (
        count(
            graph,
            "MATCH (:Preference {tenant: $tenant})-[:ABOUT]->(e:Entity {id: 'food/hot_pot'}) "
            "WHERE size(e.aliases) > 0 RETURN count(e)",
        )
        == 1
    )
    assert (
        count(
            graph, "MATCH (:Entity {tenant: $tenant, id: 'food/hot_pot'})-[:IS_A]->(:Entity) RETURN count(*)"
        )
        >= 1
    )
    assert (
        count(
            graph,
            "MATCH (m:Memory {tenant: $tenant}) WHERE NOT (m)-[:DERIVED_FROM]->(:Message) RETURN count(m)",
        )
        == 0
    )


def test_assistant_messages_are_kept_but_yield_no_memories(graph: MemoryGraph) -> None:
    summary = graph.ingest_batch(
        [
            {
                "user_id": "alice",
                "text": "I love jazz.",
                "session_id": "s",
                "role": "assistant",
                "at": "2026-01-07T09:00:00Z",
            },
            {"user_id": "alice", "text": "I love hot pot.", "session_id": "s", "at": "2026-01-07T09:01:00Z"},
        ]
    )
    assert (summary.messages_new, summary.memories_new) == (2, 1)
    assert [(m.seq, m.role) for m in graph.session("alice", "s").messages] == [(1, "assistant"), (2, "user")]
    assert [m.value for m in graph.profile("alice", at=WED + timedelta(days=1)).preferences] == ["hot pot"]


def test_message_text_and_memory_source_are_stored_redacted(graph: MemoryGraph) -> None:
    graph.ingest(
        "alice",
        f"My ID card number is {ID_CARD} and my bank card is {BANK_CARD}. I love jazz.",
        session_id="s",
        at=WED,
    )
    exported = json.dumps(graph.export("alice"), ensure_ascii=False)
    assert ID_CARD not in exported and BANK_CARD not in exported
    assert "jazz" in exported
    assert (
        count(
            graph,
            "MATCH (n) WHERE n.tenant = $tenant AND any(k IN keys(n) WHERE "
            "n[k] IS :: STRING AND n[k] CONTAINS $card) RETURN count(n)",
            card=ID_CARD[:12],
        )
        == 0
    )


# --- batches ------------------------------------------------------------------------------------------


def test_reingesting_a_file_is_a_no_op(graph: MemoryGraph, tmp_path: Path) -> None:
    lines = [
        {"user_id": "alice", "text": "I live in Paris.", "session_id": "s1", "at": "2026-01-05T09:00:00Z"},
        {"user_id": "alice", "text": "Noted!", "session_id": "s1", "role": "assistant"},
        {"user_id": "alice", "text": "I love jazz.", "session_id": "s1"},
        {"user_id": "bob", "text": "I love jazz.", "session_id": "s9", "at": "2026-01-05T10:00:00+08:00"},
    ]
    path = tmp_path / "chat.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    first = graph.ingest_jsonl(path)
    assert (first.messages_new, first.memories_new) == (4, 3)
    nodes = tenant_nodes(graph)
    again = graph.ingest_jsonl(path)
    assert (again.messages, again.messages_new, again.memories_new, again.memories_reinforced) == (4, 0, 0, 0)
    assert tenant_nodes(graph) == nodes
    assert [m.mentions for m in graph.profile("alice").preferences] == [1]


def test_a_bad_batch_writes_nothing_and_names_every_bad_line(graph: MemoryGraph) -> None:
    lines = [
        json.dumps({"user_id": "alice", "text": "I love jazz."}),
        "{broken",
        json.dumps({"user_id": "alice", "text": ""}),
        json.dumps({"user_id": "bob", "text": "hi", "at": "2026-01-05T09:00:00"}),
    ]
    with pytest.raises(InvalidBatchError) as caught:
        graph.ingest_jsonl(lines)
    assert [e.line for e in caught.value.errors] == [2, 3, 4]
    assert tenant_nodes(graph) == 0
    summary = graph.ingest_jsonl(lines, skip_invalid=True)
    assert (summary.messages_new, summary.lines_rejected) == (1, 3)
    assert summary.rejected[0].startswith("line 2: ")


def test_a_line_tenant_writes_to_that_tenant(graph: MemoryGraph, other_tenant: str) -> None:
    graph.ingest_batch([{"user_id": "alice", "text": "I love jazz.", "tenant": other_tenant}])
    assert tenant_nodes(graph) == 0
    with MemoryGraph(graph.settings.model_copy(update={"tenant": other_tenant})) as other:
        assert [m.value for m in other.profile("alice").preferences] == ["jazz"]


def test_a_cypher_looking_user_id_is_just_data(graph: MemoryGraph) -> None:
    weird = "x'}) MATCH (n) DETACH DELETE n //"
    graph.ingest("alice", "I love jazz.", at=WED)
    graph.ingest(weird, "I love hot pot.", session_id="') RETURN 1 //", at=WED)
    assert [m.value for m in graph.profile(weird).preferences] == ["hot pot"]
    assert [m.value for m in graph.profile("alice").preferences] == ["jazz"]
    assert count(graph, "MATCH (u:User {tenant: $tenant}) RETURN count(u)") == 2
    graph.purge(weird)
    assert [m.value for m in graph.profile("alice").preferences] == ["jazz"]


# --- user controls -------------------------------------------------------------------------------------


def test_forget_hides_restore_brings_back_and_sweep_empties_old_trash(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I love jazz. I live in Paris.", at=WED)
    jazz = graph.profile("alice").preferences[0]
    gone = graph.forget("alice", jazz.id)
    assert gone.status == "deleted"
    assert graph.profile("alice").preferences == ()
    assert [m.status for m in graph.profile("alice", history=True).preferences] == ["deleted"]
    assert graph.restore("alice", jazz.id).status == "active"
    assert [m.id for m in graph.profile("alice").preferences] == [jazz.id]

    graph.forget("alice", jazz.id)
    assert graph.sweep_trash() == 0  # still within the 30 days
    assert graph.sweep_trash(older_than_days=0) == 1
    with pytest.raises(MemoryNotFoundError):
        graph.restore("alice", jazz.id)
    assert len(graph.profile("alice").identity) == 1


def test_restoring_an_old_city_after_a_move_keeps_the_newer_city_current(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I live in Paris.", at=datetime(2026, 1, 5, tzinfo=UTC))
    [paris] = graph.profile("alice", at=datetime(2026, 1, 6, tzinfo=UTC)).identity
    graph.forget("alice", paris.id)
    graph.ingest("alice", "I moved to Berlin.", at=datetime(2026, 3, 1, tzinfo=UTC))
    restored = graph.restore("alice", paris.id)
    assert restored.status == "superseded"
    later = datetime(2026, 4, 1, tzinfo=UTC)
    assert values(graph.profile("alice", at=later).identity, "lives_in") == [("Berlin", "active")]
    assert values(graph.profile("alice", at=datetime(2026, 2, 1, tzinfo=UTC)).identity, "lives_in") == [
        ("Paris", "active")
    ]


def test_forget_of_a_memory_that_is_not_the_users_is_not_found(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I love jazz.", at=WED)
    graph.ingest("bob", "I love hot pot.", at=WED)
    bobs = graph.profile("bob").preferences[0]
    with pytest.raises(MemoryNotFoundError):
        graph.forget("alice", bobs.id)
    with pytest.raises(MemoryNotFoundError):
        graph.forget("alice", "m_does_not_exist")
    assert graph.profile("bob").preferences[0].status == "active"


def test_purge_removes_one_tenants_user_and_nothing_of_another_tenants_user(
    graph: MemoryGraph, other_tenant: str
) -> None:
    graph.ingest("alice", "I love jazz. My wife is allergic to shrimp.", session_id="s", at=WED)
    graph.ingest("bob", "I love jazz.", session_id="s", at=WED)
    with MemoryGraph(graph.settings.model_copy(update={"tenant": other_tenant})) as other:
        other.ingest("alice", "I love jazz.", session_id="s", at=WED)
        theirs = other.profile("alice").preferences[0]
        with pytest.raises(MemoryNotFoundError):
            graph.forget("alice", theirs.id)
        entities = count(graph, "MATCH (e:Entity {tenant: $tenant}) RETURN count(e)")
        result = graph.purge("alice")
        assert (result.memories, result.messages, result.sessions, result.persons) == (2, 1, 1, 1)
        assert count(graph, "MATCH (n) WHERE n.tenant = $tenant AND n.user_id = 'alice' RETURN count(n)") == 0
        assert count(graph, "MATCH (e:Entity {tenant: $tenant}) RETURN count(e)") == entities
        with pytest.raises(NotFoundError):
            graph.profile("alice")
        assert [m.value for m in graph.profile("bob").preferences] == ["jazz"]
        assert [m.id for m in other.profile("alice").preferences] == [theirs.id]
        assert other.session("alice", "s").messages[0].text == "I love jazz."


def test_export_holds_history_and_sessions(graph: MemoryGraph) -> None:
    graph.ingest("alice", "I live in Paris.", session_id="s1", at=datetime(2026, 1, 5, tzinfo=UTC))
    graph.ingest("alice", "I moved to Berlin.", session_id="s2", at=datetime(2026, 3, 1, tzinfo=UTC))
    data = graph.export("alice")
    assert data["user"]["user_id"] == "alice"
    assert sorted((m["value"], m["stored_status"]) for m in data["memories"]) == [
        ("Berlin", "active"),
        ("Paris", "superseded"),
    ]
    paris = next(m for m in data["memories"] if m["value"] == "Paris")
    assert paris["superseded_by"] and paris["derived_from"] == [{"session_id": "s1", "seq": 1}]
    assert [s["session_id"] for s in data["sessions"]] == ["s1", "s2"]
    assert data["sessions"][0]["messages"][0]["at"] == "2026-01-05T00:00:00.000Z"
    json.dumps(data)


def test_consent_creates_the_user_and_records_the_choice(graph: MemoryGraph) -> None:
    assert graph.consent("carol", False) is False
    assert (
        count(
            graph, "MATCH (u:User {tenant: $tenant, user_id: 'carol'}) WHERE u.share = false RETURN count(u)"
        )
        == 1
    )
    graph.ingest("carol", "I love jazz.", at=WED)
    assert (
        count(
            graph, "MATCH (u:User {tenant: $tenant, user_id: 'carol'}) WHERE u.share = false RETURN count(u)"
        )
        == 1
    )
    assert graph.consent("carol", True) is True


def test_unknown_user_and_session_are_not_found(graph: MemoryGraph) -> None:
    with pytest.raises(NotFoundError):
        graph.profile("nobody")
    graph.ingest("alice", "hello", session_id="s", at=WED)
    with pytest.raises(NotFoundError):
        graph.session("alice", "other")
    with pytest.raises(NotFoundError):
        graph.purge("nobody")


def test_memories_with_zone_id_timestamps_are_found_by_time(graph: MemoryGraph) -> None:
    from zoneinfo import ZoneInfo

    at = datetime(2026, 1, 7, 17, tzinfo=ZoneInfo("Asia/Shanghai"))
    tea = ExtractedMemory.model_construct(
        kind="preference", subject="user", key="likes", value="tea", polarity="positive", confidence=0.8,
        valid_from=at, valid_until=None, context_tags=(), entities=(), flags=(), source=None,
    )
    graph.store_memories("alice", "I like tea.", [tea], at=at)
    assert [m.value for m in graph.profile("alice", at=at).preferences] == ["tea"]
