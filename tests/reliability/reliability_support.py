"""Helpers of the reliability suite: a CLI runner, counts per tenant and a scan of every stored property
of a tenant. (Fixtures are in `conftest.py`.)"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from graphmem.config import Settings

REPO = Path(__file__).resolve().parents[2]
GRAPHMEM = Path(sys.executable).parent / "graphmem"


def drop_tenant(settings: Settings, tenant: str) -> None:
    from graphmem.store import Store

    with Store(settings) as store:
        store.drop_tenant(tenant)


def tenant_counts(settings: Settings, tenant: str) -> dict[str, int]:
    """Nodes per label of one tenant, memories per kind, the sum of mentions, the DERIVED_FROM edges.

    Each count seeks its label's tenant index (`schema/002_*`, `schema/005_*`), so counts stay fast when
    the database also holds a benchmark's millions."""
    from graphmem.store import TENANT_LABELS, Store

    counts: dict[str, int] = {}
    with Store(settings) as store:
        for label in TENANT_LABELS:
            # The label comes from the store's fixed list; the tenant is a parameter.
            records, _, _ = store.driver.execute_query(
                f"MATCH (n:{label} {{tenant: $tenant}}) RETURN count(n) AS c",
                tenant=tenant, database_=settings.neo4j_database)
            counts[label] = records[0]["c"]
        records, _, _ = store.driver.execute_query(
            """
            MATCH (n:Memory {tenant: $tenant})
            RETURN count(CASE WHEN n:Preference THEN 1 END) AS Preference,
                   count(CASE WHEN n:Constraint THEN 1 END) AS Constraint,
                   count(CASE WHEN n:Identity THEN 1 END) AS Identity,
                   count(CASE WHEN n:Event THEN 1 END) AS Event,
                   coalesce(sum(n.mentions), 0) AS mentions,
                   coalesce(sum(COUNT { (n)-[:DERIVED_FROM]->() }), 0) AS derived_from
            """,
            tenant=tenant, database_=settings.neo4j_database,
        )
        counts.update(records[0].data())
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
