"""Settings come from the environment only when asked, with the contract's defaults."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from graphmem.config import Settings


def test_defaults_follow_the_contract() -> None:
    settings = Settings.from_env({})
    assert settings.neo4j_uri == "bolt://127.0.0.1:7687"
    assert settings.neo4j_database == "neo4j"
    assert settings.tenant == "default"
    assert settings.auth is None


def test_environment_variables_are_read() -> None:
    settings = Settings.from_env({
        "NEO4J_URI": "neo4j+s://example.databases.neo4j.io",
        "NEO4J_USERNAME": "reader",
        "NEO4J_PASSWORD": "secret",
        "NEO4J_DATABASE": "memories",
        "GRAPHMEM_TENANT": "acme",
    })
    assert settings.neo4j_uri == "neo4j+s://example.databases.neo4j.io"
    assert settings.auth == ("reader", "secret")
    assert settings.neo4j_database == "memories"
    assert settings.tenant == "acme"
    assert "secret" not in repr(settings)


def test_explicit_overrides_beat_the_environment_and_none_does_not() -> None:
    settings = Settings.from_env({"GRAPHMEM_TENANT": "acme"}, tenant="beta", neo4j_database=None)
    assert settings.tenant == "beta"
    assert settings.neo4j_database == "neo4j"


def test_nothing_is_read_at_construction(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAPHMEM_TENANT", "from-env")
    assert Settings().tenant == "default"


@pytest.mark.parametrize("tenant", ["", "x" * 129, "bad\x00tenant", "tab\there"])
def test_invalid_tenants_are_refused(tenant: str) -> None:
    with pytest.raises(ValidationError):
        Settings(tenant=tenant)


def test_cypher_looking_tenant_is_plain_data() -> None:
    assert Settings(tenant="x'}) DETACH DELETE n //").tenant == "x'}) DETACH DELETE n //"


def test_unknown_uri_scheme_is_refused() -> None:
    with pytest.raises(ValidationError, match="Neo4j URI must start with"):
        Settings(neo4j_uri="http://localhost:7474")
