"""Shared fixtures. Integration tests get a real Neo4j 5.26:

1. the server at `NEO4J_URI` when it is set (CI starts one and sets it);
2. else a `neo4j:5.26-community` container through testcontainers when a Docker engine answers;
3. else the local launcher (`devtools/neo4j/neo4j_local.py`), which runs Neo4j from its Maven Central jars.

No database is a test failure with the reason, never a skip. Every integration test works in a tenant of
its own and deletes it afterwards.
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from graphmem.config import Settings

REPO = Path(__file__).resolve().parent.parent
LAUNCHER = REPO / "devtools" / "neo4j" / "neo4j_local.py"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        parts = Path(str(item.fspath)).parts
        if "integration" in parts:
            item.add_marker(pytest.mark.integration)
        if "e2e" in parts:
            item.add_marker(pytest.mark.e2e)
        if "reliability" in parts:
            item.add_marker(pytest.mark.reliability)


def _docker_answers() -> bool:
    try:
        import docker  # testcontainers depends on it

        docker.from_env(timeout=3).ping()
        return True
    except Exception:
        return False


@pytest.fixture(scope="session")
def neo4j_uri() -> Iterator[str]:
    if os.environ.get("NEO4J_URI"):
        yield os.environ["NEO4J_URI"]
        return
    if _docker_answers():
        from testcontainers.neo4j import Neo4jContainer

        with Neo4jContainer("neo4j:5.26-community") as container:
            os.environ["NEO4J_USERNAME"] = "neo4j"
            os.environ["NEO4J_PASSWORD"] = container.password
            yield container.get_connection_url()
        return
    started = subprocess.run([sys.executable, str(LAUNCHER), "status"], capture_output=True).returncode != 0
    result = subprocess.run([sys.executable, str(LAUNCHER), "start"], capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"no Neo4j for integration tests: NEO4J_URI is unset, no Docker engine answers, and the "
                    f"local launcher failed:\n{result.stderr}", pytrace=False)
    try:
        yield result.stdout.strip().splitlines()[-1]
    finally:
        if started:
            subprocess.run([sys.executable, str(LAUNCHER), "stop"], capture_output=True)


@pytest.fixture(scope="session")
def base_settings(neo4j_uri: str) -> Settings:
    from graphmem.store import Store

    settings = Settings.from_env(neo4j_uri=neo4j_uri)
    with Store(settings) as store:
        try:
            store.verify()
        except Exception as exc:
            pytest.fail(f"Neo4j at {neo4j_uri} does not answer: {exc}", pytrace=False)
        store.apply_schema()
    return settings


def _drop_tenant(settings: Settings, tenant: str) -> None:
    from graphmem.store import Store

    with Store(settings) as store:
        store.drop_tenant(tenant)


@pytest.fixture
def tenant(base_settings: Settings) -> Iterator[str]:
    """A fresh tenant for one test, deleted afterwards."""
    name = f"test-{uuid.uuid4().hex[:12]}"
    yield name
    _drop_tenant(base_settings, name)


@pytest.fixture
def settings(base_settings: Settings, tenant: str) -> Settings:
    return base_settings.model_copy(update={"tenant": tenant})


@pytest.fixture
def other_tenant(base_settings: Settings) -> Iterator[str]:
    name = f"test-{uuid.uuid4().hex[:12]}"
    yield name
    _drop_tenant(base_settings, name)


@pytest.fixture
def store(settings: Settings) -> Iterator[object]:
    from graphmem.store import Store

    with Store(settings) as s:
        yield s
