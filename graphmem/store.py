"""The only module that talks to Neo4j.

Queries are run by name from the catalog (`graphmem.queries`); reads go to readers and writes to the
leader through managed transactions, so transient errors (leader switch, deadlock) are retried, which is
safe because every write graphmem makes is idempotent. All sessions share the driver's bookmark manager,
so a read that follows a write sees it, also on a cluster. Driver exceptions become `GraphMemError`s here
and nowhere else.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import neo4j
from neo4j import exceptions as neo4j_errors

from graphmem.config import Settings
from graphmem.errors import (
    DatabaseError,
    DatabaseUnavailableError,
    GraphMemError,
    InvalidInputError,
    SchemaNotReadyError,
)
from graphmem.queries import NamedQuery, QueryCatalog, catalog
from graphmem.resources import data_dir

T = TypeVar("T")
Record = dict[str, Any]

# Every label a tenant owns, leaves first (memories and messages before the users that own them).
TENANT_LABELS = ("Memory", "Message", "Session", "Person", "Entity", "User")

_SCHEMA_NAME = re.compile(r"\b(?:CONSTRAINT|INDEX)\s+([A-Za-z_][A-Za-z0-9_]*)\s+IF NOT EXISTS", re.I)


@dataclass(frozen=True)
class ServerInfo:
    version: str
    edition: str
    address: str


@dataclass(frozen=True)
class SchemaState:
    expected: tuple[str, ...]
    missing: tuple[str, ...]
    not_online: tuple[str, ...]

    @property
    def ready(self) -> bool:
        return not self.missing and not self.not_online


def schema_statements(folder: Path | None = None) -> list[str]:
    """The statements of `schema/NNN_*.cypher`, in file order, comments removed."""
    statements: list[str] = []
    for path in sorted((folder or data_dir("schema")).glob("[0-9][0-9][0-9]_*.cypher")):
        text = "\n".join(
            line
            for line in path.read_text(encoding="utf-8").splitlines()
            if not line.strip().startswith("//")
        )
        statements.extend(s.strip() for s in text.split(";") if s.strip())
    return statements


@contextmanager
def translate_errors(action: str) -> Iterator[None]:
    """Turn driver exceptions into graphmem errors that say what to do."""
    try:
        yield
    except GraphMemError:
        raise
    except neo4j_errors.AuthError as exc:
        raise DatabaseUnavailableError(
            f"Neo4j refused the credentials while {action}: check NEO4J_USERNAME and NEO4J_PASSWORD"
        ) from exc
    except (neo4j_errors.ServiceUnavailable, neo4j_errors.SessionExpired, OSError) as exc:
        raise DatabaseUnavailableError(
            f"Neo4j is unreachable while {action} ({exc.__class__.__name__}): is the server running "
            "and NEO4J_URI right? `graphmem doctor` checks the connection"
        ) from exc
    except neo4j_errors.ConstraintError as exc:
        raise DatabaseError(f"a uniqueness constraint failed while {action}: {exc.message}") from exc
    except neo4j_errors.ClientError as exc:
        if exc.code and "ParameterMissing" in exc.code:
            raise InvalidInputError(f"{action}: {exc.message}") from exc
        raise DatabaseError(f"Neo4j rejected a query while {action}: {exc.message}") from exc
    except neo4j_errors.Neo4jError as exc:
        raise DatabaseError(f"Neo4j failed while {action}: {exc.message}") from exc
    except neo4j_errors.DriverError as exc:
        raise DatabaseError(f"the Neo4j driver failed while {action}: {exc}") from exc


class Store:
    """A connection to one Neo4j database. Nothing connects until the first query."""

    def __init__(self, settings: Settings, queries: QueryCatalog | None = None) -> None:
        self.settings = settings
        self.queries = queries or catalog()
        self._driver: neo4j.Driver | None = None
        self._verified = False

    # -- lifecycle -------------------------------------------------------------------------------------

    @property
    def driver(self) -> neo4j.Driver:
        if self._driver is None:
            with translate_errors("creating the Neo4j driver"):
                self._driver = neo4j.GraphDatabase.driver(
                    self.settings.neo4j_uri,
                    auth=self.settings.auth,
                    connection_timeout=self.settings.connection_timeout_s,
                    max_transaction_retry_time=self.settings.max_transaction_retry_time_s,
                    user_agent="graphmem",
                    # Warnings such as "label does not exist yet" on an empty tenant are noise for users.
                    notifications_min_severity="OFF",
                )
        return self._driver

    def close(self) -> None:
        if self._driver is not None:
            self._driver.close()
            self._driver = None
            self._verified = False

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _ensure_reachable(self) -> None:
        # Managed transactions retry an unreachable server for up to max_transaction_retry_time; check
        # once per Store first so that a server that is simply down fails at once, not after the retries.
        if not self._verified:
            with translate_errors("connecting"):
                self.driver.verify_connectivity()
            self._verified = True

    def _session(self, access: str) -> neo4j.Session:
        self._ensure_reachable()
        return self.driver.session(
            database=self.settings.neo4j_database,
            default_access_mode=neo4j.READ_ACCESS if access == "read" else neo4j.WRITE_ACCESS,
            bookmark_manager=self.driver.execute_query_bookmark_manager,
        )

    # -- running named queries ------------------------------------------------------------------------

    def query(self, name: str) -> NamedQuery:
        return self.queries[name]

    def read(self, name: str, **params: Any) -> list[Record]:
        """Run a named read query in a managed read transaction (routed to a reader)."""
        query = self.queries[name]
        query.check_arguments(params)
        return self.read_tx(lambda tx: run_in(tx, query, params), action=f"running {name}")

    def write(self, name: str, **params: Any) -> list[Record]:
        """Run one named write query in its own managed write transaction."""
        query = self.queries[name]
        query.check_arguments(params)
        return self.write_tx(lambda tx: run_in(tx, query, params), action=f"running {name}")

    def read_tx(self, work: Callable[[neo4j.ManagedTransaction], T], *, action: str = "reading") -> T:
        with translate_errors(action), self._session("read") as session:
            return session.execute_read(work)

    def write_tx(self, work: Callable[[neo4j.ManagedTransaction], T], *, action: str = "writing") -> T:
        """Run `work` in one managed write transaction: all of it lands or none; retried if transient."""
        with translate_errors(action), self._session("write") as session:
            return session.execute_write(work)

    # -- server and schema ----------------------------------------------------------------------------

    def verify(self) -> ServerInfo:
        with translate_errors("connecting"):
            self.driver.verify_connectivity()
            records, _, _ = self.driver.execute_query(
                "CALL dbms.components() YIELD name, versions, edition RETURN versions[0] AS version, edition",
                database_=self.settings.neo4j_database,
                routing_=neo4j.RoutingControl.READ,
            )
        row = records[0]
        return ServerInfo(version=row["version"], edition=row["edition"], address=self.settings.neo4j_uri)

    def apply_schema(self, timeout_s: int = 300) -> list[str]:
        """Create every constraint and index (idempotent) and wait until all are ONLINE."""
        statements = schema_statements()
        with translate_errors("applying the schema"):
            for statement in statements:
                self.driver.execute_query(statement, database_=self.settings.neo4j_database)
            self.driver.execute_query(
                "CALL db.awaitIndexes($timeout)", timeout=timeout_s, database_=self.settings.neo4j_database
            )
        state = self.schema_state()
        if not state.ready:
            raise SchemaNotReadyError(
                "schema not ready after init: missing "
                + ", ".join(state.missing or ("none",))
                + "; not online "
                + ", ".join(state.not_online or ("none",))
            )
        return list(state.expected)

    def schema_state(self) -> SchemaState:
        expected = tuple(m.group(1) for s in schema_statements() if (m := _SCHEMA_NAME.search(s)) is not None)
        with translate_errors("reading the schema"):
            indexes, _, _ = self.driver.execute_query(
                "SHOW INDEXES YIELD name, state, owningConstraint RETURN name, state, owningConstraint",
                database_=self.settings.neo4j_database,
                routing_=neo4j.RoutingControl.READ,
            )
            constraints, _, _ = self.driver.execute_query(
                "SHOW CONSTRAINTS YIELD name RETURN name",
                database_=self.settings.neo4j_database,
                routing_=neo4j.RoutingControl.READ,
            )
        states = {r["name"]: r["state"] for r in indexes}
        present = set(states) | {r["name"] for r in constraints}
        missing = tuple(n for n in expected if n not in present)
        not_online = tuple(n for n in expected if n in states and states[n] != "ONLINE")
        return SchemaState(expected=expected, missing=missing, not_online=not_online)

    def drop_tenant(self, tenant: str) -> int:
        """Delete every node of one tenant, concepts included, in batches; how many. For throwaway
        tenants (the demo, tests, benchmarks): one user's data goes with `purge`."""
        deleted = 0
        with translate_errors("deleting a tenant"), self.driver.session(
            database=self.settings.neo4j_database
        ) as session:
            self._ensure_reachable()
            for label in TENANT_LABELS:
                # The label comes from the fixed list above; the tenant is a parameter. Batched in
                # transactions of their own (an auto-commit query), so a large tenant does not build one
                # huge transaction; each label's delete seeks its tenant index.
                result = session.run(
                    f"MATCH (n:{label} {{tenant: $tenant}}) "
                    "CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 1000 ROWS",
                    tenant=tenant,
                )
                deleted += result.consume().counters.nodes_deleted
        return deleted

    def run_named_readonly(self, name: str, params: Mapping[str, Any]) -> list[Record]:
        """For `graphmem query`: only queries from `read/` may run."""
        query = self.queries[name]
        if query.access != "read":
            raise InvalidInputError(f"query {name!r} writes; only read queries can be run by name")
        return self.read(name, **dict(params))

    def ping(self) -> float:
        """One `RETURN 1` round trip, in seconds: the baseline every benchmark divides by."""
        with translate_errors("pinging"), self._session("read") as session:
            began = time.perf_counter()
            session.run("RETURN 1").consume()
            return time.perf_counter() - began


def run_in(tx: neo4j.ManagedTransaction, query: NamedQuery, params: Mapping[str, Any]) -> list[Record]:
    """Run a named query inside a transaction someone else manages; rows as plain dicts."""
    result = tx.run(query.text, dict(params))
    return [record.data() for record in result]
