"""What the reliability suite shares: throwaway tenants for hypothesis tests, a CLI runner, counts and a
scan of every stored property of a tenant.

Tests here are marked `reliability` by the root conftest. They run against the same real Neo4j as the
integration tests; the fault tests start a second server of their own (see `test_faults.py`).
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from graphmem.config import Settings

REPO = Path(__file__).resolve().parents[2]
GRAPHMEM = Path(sys.executable).parent / "graphmem"
TENANT_LABELS = ("Memory", "Message", "Session", "Person", "Entity", "User")


def drop_tenant(settings: Settings, tenant: str) -> None:
    from graphmem.store import Store

    with Store(settings) as store, store.driver.session(database=settings.neo4j_database) as session:
        for label in TENANT_LABELS:
            session.run(
                f"MATCH (n:{label} {{tenant: $tenant}}) "
                "CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 1000 ROWS",
                tenant=tenant,
            ).consume()


@pytest.fixture(scope="module")
def make_tenant(base_settings: Settings) -> Iterator[Callable[[str], str]]:
    """A factory of fresh tenant names for tests that outlive one function (hypothesis); all dropped at
    the end of the module."""
    made: list[str] = []

    def make(prefix: str = "rel") -> str:
        name = f"{prefix}-{uuid.uuid4().hex[:12]}"
        made.append(name)
        return name

    yield make
    for name in made:
        drop_tenant(base_settings, name)


def tenant_counts(settings: Settings, tenant: str) -> dict[str, int]:
    """Nodes per label of one tenant, the sum of memory mentions and the DERIVED_FROM edges."""
    from graphmem.store import Store

    counts: dict[str, int] = {}
    with Store(settings) as store:
        for label in (*TENANT_LABELS, "Preference", "Constraint", "Identity", "Event"):
            records, _, _ = store.driver.execute_query(
                f"MATCH (n:{label} {{tenant: $tenant}}) RETURN count(n) AS c",
                tenant=tenant, database_=settings.neo4j_database,
            )
            counts[label] = records[0]["c"]
        records, _, _ = store.driver.execute_query(
            "MATCH (m:Memory {tenant: $tenant}) "
            "RETURN coalesce(sum(m.mentions), 0) AS mentions, "
            "coalesce(sum(COUNT { (m)-[:DERIVED_FROM]->() }), 0) AS derived",
            tenant=tenant, database_=settings.neo4j_database,
        )
        counts["mentions"] = records[0]["mentions"]
        counts["derived_from"] = records[0]["derived"]
    return counts


def tenant_properties(settings: Settings, tenant: str) -> list[tuple[str, str, Any]]:
    """(element, property, value) of every node of the tenant and every relationship touching one."""
    from graphmem.store import Store

    found: list[tuple[str, str, Any]] = []
    with Store(settings) as store:
        nodes, _, _ = store.driver.execute_query(
            "MATCH (n {tenant: $tenant}) RETURN labels(n) AS labels, properties(n) AS props",
            tenant=tenant, database_=settings.neo4j_database,
        )
        for row in nodes:
            for key, value in row["props"].items():
                found.append((":".join(row["labels"]), key, value))
        rels, _, _ = store.driver.execute_query(
            "MATCH (n {tenant: $tenant})-[r]-() RETURN DISTINCT type(r) AS type, properties(r) AS props, "
            "elementId(r) AS id",
            tenant=tenant, database_=settings.neo4j_database,
        )
        for row in rels:
            for key, value in row["props"].items():
                found.append((row["type"], key, value))
    return found


@dataclass(frozen=True)
class CliResult:
    returncode: int
    stdout: str
    stderr: str


def run_cli(args: list[str], *, settings: Settings, tenant: str | None = None, timeout: float = 120,
            stdin: str | None = None, extra_env: dict[str, str] | None = None) -> CliResult:
    """Run the installed `graphmem` command in a subprocess against the test server."""
    env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "GRAPHMEM_TENANT": tenant or settings.tenant,
           **(extra_env or {})}
    result = subprocess.run([str(GRAPHMEM), *args], input=stdin, capture_output=True, text=True,
                            timeout=timeout, env=env, check=False)
    return CliResult(result.returncode, result.stdout, result.stderr)


def assert_clean_failure(result: CliResult, code: int | None = None) -> None:
    """Failed as the contract says: a non-zero exit, a few plain lines on stderr, no traceback."""
    assert result.returncode != 0, result
    if code is not None:
        assert result.returncode == code, result
    assert "Traceback" not in result.stderr, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines, "no message on stderr"
    assert all(line.startswith("graphmem: ") for line in lines), result.stderr
