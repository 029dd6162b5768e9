"""Faults: the Neo4j server dies (SIGKILL) in the middle of a large `graphmem ingest --input`.

The test runs a Neo4j server of its own (the project's launcher, a state folder under the test's tmp
folder, port GRAPHMEM_FAULT_NEO4J_PORT or 7697) so the shared development server is never touched.
It proves: the ingest exits non-zero with a one-line error and no traceback, within a bounded time;
what was written before the kill is whole batches; after a restart the same ingest completes, and the
tenant then holds exactly what a clean, uninterrupted run of the same file holds — no duplicate message
or memory, no lost or double-counted mention.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from reliability_support import GRAPHMEM, REPO, run_cli, tenant_counts

from graphmem.config import Settings

LAUNCHER = REPO / "devtools" / "neo4j" / "neo4j_local.py"
PORT = int(os.environ.get("GRAPHMEM_FAULT_NEO4J_PORT", "7697"))
MESSAGES = 2000  # ten write batches: the kill must land while most of them are still to come
USERS = 25

SENTENCES = (
    "I love jazz.", "I like sushi.", "I hate coffee.", "I'm allergic to peanuts.", "I'm vegetarian.",
    "I don't eat pork.", "My wife is allergic to shrimp.", "I love hiking and I like tea.", "I use a Mac.",
    "I love Sichuan food.", "I like tennis.", "I enjoy chess.", "I dislike mushrooms.", "I live in Berlin.",
    "I live in Shanghai.", "I live in Paris.", "我对花生过敏。", "我喜欢爵士乐。", "我住在北京。",
    "Thanks, that sounds good.", "What time is it?",
)


class Server:
    """A Neo4j of the test's own, driven through the launcher."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.env = {**os.environ, "GRAPHMEM_NEO4J_HOME": str(home), "GRAPHMEM_NEO4J_PORT": str(PORT),
                    "GRAPHMEM_NEO4J_HEAP": "768m", "GRAPHMEM_NEO4J_PAGECACHE": "256m"}
        self.env.pop("GRAPHMEM_NEO4J_PASSWORD", None)
        self.uri = f"bolt://127.0.0.1:{PORT}"

    def launcher(self, action: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, str(LAUNCHER), action, "--timeout", "180"], env=self.env,
                              capture_output=True, text=True, timeout=300, check=False)

    def start(self) -> None:
        result = self.launcher("start")
        assert result.returncode == 0, f"the fault-test Neo4j did not start: {result.stderr[-2000:]}"
        assert result.stdout.strip().splitlines()[-1] == self.uri, (
            f"port {PORT} is taken by a server this test did not start; set GRAPHMEM_FAULT_NEO4J_PORT")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    home = tmp_path_factory.mktemp("fault-neo4j")
    # Link the jars the development server already resolved, instead of fetching them again.
    shared = Path(os.environ.get("GRAPHMEM_NEO4J_HOME", REPO / ".local" / "neo4j"))
    for jars in shared.glob("jars-*"):
        if (jars / ".complete").exists():
            (home / jars.name).symlink_to(jars.resolve(), target_is_directory=True)
    probe = Server(home)
    if subprocess.run([sys.executable, str(LAUNCHER), "uri"], env=probe.env, capture_output=True).returncode:
        pytest.fail("launcher unusable", pytrace=False)
    probe.start()
    try:
        yield probe
    finally:
        probe.launcher("stop")


def write_input(path: Path) -> None:
    rng = random.Random(20260105)
    start = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    with path.open("w", encoding="utf-8") as out:
        for i in range(MESSAGES):
            user = f"u{rng.randrange(USERS):03d}"
            line = {"user_id": user, "session_id": f"s{rng.randrange(3)}", "text": rng.choice(SENTENCES),
                    "at": (start + timedelta(minutes=i)).isoformat().replace("+00:00", "Z")}
            out.write(json.dumps(line, ensure_ascii=False) + "\n")


def stored_memories(settings: Settings, tenant: str) -> list[tuple[object, ...]]:
    from graphmem.store import Store

    with Store(settings) as store:
        records, _, _ = store.driver.execute_query(
            "MATCH (m:Memory {tenant: $tenant}) RETURN m.user_id AS u, m.kind AS k, m.subject AS s, "
            "m.key AS key, m.value AS v, m.polarity AS p, m.mentions AS n, m.status AS st, "
            "toString(m.valid_from) AS vf, toString(m.valid_until) AS vu",
            tenant=tenant, database_=settings.neo4j_database,
        )
    return sorted(tuple(r.values()) for r in records)


def stored_messages(settings: Settings, tenant: str) -> list[tuple[object, ...]]:
    from graphmem.store import Store

    with Store(settings) as store:
        records, _, _ = store.driver.execute_query(
            "MATCH (m:Message {tenant: $tenant}) "
            "RETURN m.user_id, m.session_id, m.seq, m.text, toString(m.at)",
            tenant=tenant, database_=settings.neo4j_database,
        )
    return sorted(tuple(r.values()) for r in records)


def test_ingest_survives_the_server_being_killed_mid_write(server: Server, tmp_path: Path) -> None:
    from graphmem.ingest import BATCH_SIZE
    from graphmem.store import Store

    settings = Settings.from_env(neo4j_uri=server.uri, tenant="reference")
    assert run_cli(["init"], settings=settings).returncode == 0
    source = tmp_path / "messages.jsonl"
    write_input(source)

    began = time.monotonic()
    clean = run_cli(["ingest", "--input", str(source)], settings=settings, tenant="reference", timeout=300)
    assert clean.returncode == 0, clean.stderr
    reference = tenant_counts(settings, "reference")
    assert reference["Message"] == MESSAGES and reference["Memory"] > 0
    print(f"clean ingest of {MESSAGES} messages: {time.monotonic() - began:.1f}s")

    # The same file into another tenant; kill the server once the first batch has landed.
    faulty = settings.model_copy(update={"tenant": "faulty"})
    env = {**os.environ, "NEO4J_URI": server.uri, "GRAPHMEM_TENANT": "faulty"}
    proc = subprocess.Popen([str(GRAPHMEM), "ingest", "--input", str(source)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    written = 0
    with Store(faulty) as watcher:
        deadline = time.monotonic() + 240
        while written == 0 and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
            records, _, _ = watcher.driver.execute_query(
                "MATCH (m:Message {tenant: 'faulty'}) RETURN count(m) AS n")
            written = records[0]["n"]
    assert proc.poll() is None, f"the ingest ended before the kill: {proc.communicate()}"
    killed_at = time.monotonic()
    assert server.launcher("kill").returncode == 0
    try:
        _, err = proc.communicate(timeout=150)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("the ingest hung after the server died")
    exit_after = time.monotonic() - killed_at
    lines = [line for line in err.splitlines() if line.strip()]
    assert proc.returncode == 1, (proc.returncode, err)
    assert "Traceback" not in err
    assert lines and lines[-1].startswith("graphmem: Neo4j is unreachable"), err
    foreign = [line for line in lines if not line.startswith("graphmem: ")]

    server.start()
    partial = tenant_counts(faulty, "faulty")
    assert 0 < partial["Message"] < MESSAGES, partial
    assert partial["Message"] % BATCH_SIZE == 0, f"a batch landed in part: {partial}"

    again = run_cli(["ingest", "--input", str(source)], settings=faulty, tenant="faulty", timeout=300)
    assert again.returncode == 0, again.stderr
    recovered = tenant_counts(faulty, "faulty")
    assert recovered == reference, {"reference": reference, "after the kill and the re-run": recovered}
    assert stored_messages(faulty, "faulty") == stored_messages(settings, "reference")
    assert stored_memories(faulty, "faulty") == stored_memories(settings, "reference")
    print(f"killed after {partial['Message']} of {MESSAGES} messages; the ingest exited "
          f"{exit_after:.1f}s later: {lines[-1]}")
    assert not foreign, f"stderr holds more than graphmem's own message: {foreign}"
