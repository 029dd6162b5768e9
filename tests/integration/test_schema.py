"""The schema: applied by init only, idempotent, every index online."""

from __future__ import annotations

from graphmem.config import Settings
from graphmem.store import Store, schema_statements


def test_init_twice_creates_no_duplicate_schema_objects(base_settings: Settings) -> None:
    with Store(base_settings) as store:
        first = store.apply_schema()
        second = store.apply_schema()
        records, _, _ = store.driver.execute_query("SHOW INDEXES YIELD name RETURN collect(name) AS names")
        names = records[0]["names"]
    assert first == second
    for name in first:
        assert names.count(name) <= 1
    assert store.schema_state().ready


def test_every_schema_statement_is_idempotent() -> None:
    for statement in schema_statements():
        assert "IF NOT EXISTS" in statement, statement


def test_server_is_neo4j_5_26(base_settings: Settings) -> None:
    with Store(base_settings) as store:
        info = store.verify()
    assert info.version.startswith("5.26."), info.version


def test_fulltext_index_finds_chinese_and_english_words(store: Store, tenant: str) -> None:
    store.driver.execute_query(
        "UNWIND $rows AS row "
        "CREATE (m:Memory {id: row.id, tenant: $tenant, user_id: 'u', search_text: row.text})",
        rows=[
            {"id": f"{tenant}-1", "text": "allergy peanut 我对花生过敏"},
            {"id": f"{tenant}-2", "text": "likes jazz 喜欢爵士乐"},
        ],
        tenant=tenant,
    )

    def hits(term: str) -> list[str]:
        records, _, _ = store.driver.execute_query(
            "CALL db.index.fulltext.queryNodes('memory_text', $q) YIELD node "
            "WHERE node.tenant = $tenant RETURN node.id AS id ORDER BY id",
            q=term,
            tenant=tenant,
        )
        return [r["id"] for r in records]

    assert hits("花生") == [f"{tenant}-1"]
    assert hits("爵士") == [f"{tenant}-2"]
    assert hits("peanut") == [f"{tenant}-1"]
    assert hits("jazz") == [f"{tenant}-2"]


def test_dropping_a_tenant_removes_all_of_it_and_nothing_of_another(
    base_settings: Settings, tenant: str, other_tenant: str
) -> None:
    from graphmem.memory import MemoryGraph

    for name in (tenant, other_tenant):
        with MemoryGraph(base_settings.model_copy(update={"tenant": name})) as graph:
            graph.ingest("alice", "I'm allergic to peanuts.", session_id="s1")
    with Store(base_settings) as store:
        deleted = store.drop_tenant(tenant)
    with MemoryGraph(base_settings.model_copy(update={"tenant": tenant})) as graph:
        assert graph.stats() == {"nodes": {}, "relationships": {}}
    with MemoryGraph(base_settings.model_copy(update={"tenant": other_tenant})) as graph:
        kept = graph.stats()["nodes"]
    assert deleted == sum(v for k, v in kept.items() if k in ("Memory", "Message", "Session", "Person",
                                                                "Entity", "User"))
    assert kept["User"] == 1 and kept["Memory"] == 1
