"""Concurrency: four writer processes at once, with readers reading all the while.

What a reader may see mid-write is pinned down by invariants that hold only if every batch lands whole,
in one transaction, and reads never go back in time:

* each batch a writer sends is two messages, "I like X." and "I'm allergic to Y.", so in any snapshot the
  user's preference mentions equal their constraint mentions;
* the session's messages are numbered 1..n without gaps, n even, n never shrinking between reads;
* a memory read first never points at a message that a later read of the session does not show.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from graphmem import MemoryGraph, NotFoundError, Settings

LIKES = ("kiwi", "mango", "papaya", "jazz", "tennis", "chess", "pizza", "sushi", "hiking", "green tea")
ALLERGIES = ("peanuts", "shrimp", "eggs", "milk", "sesame")
WRITERS = 4
BATCHES = 20
BASE = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)

WRITER = r"""
import json, sys, time
from pathlib import Path
from graphmem import MemoryGraph, Settings

job = json.loads(sys.argv[1])
with MemoryGraph(Settings.from_env(neo4j_uri=job["uri"], tenant=job["tenant"])) as graph:
    graph.extractor.extract("I like kiwi.")  # load the pipeline before the race starts
    Path(job["ready"]).touch()
    while not Path(job["go"]).exists():
        time.sleep(0.01)
    for batch in job["batches"]:
        graph.ingest_batch(batch)
"""


def stamp(minutes: int) -> str:
    return (BASE + timedelta(minutes=minutes)).isoformat().replace("+00:00", "Z")


def start_writers(tmp_path: Path, settings: Settings, jobs: list[list[list[dict[str, Any]]]]
                  ) -> list[subprocess.Popen[str]]:
    go = tmp_path / "go"
    procs = []
    for k, batches in enumerate(jobs):
        job = {"uri": settings.neo4j_uri, "tenant": settings.tenant, "batches": batches,
               "ready": str(tmp_path / f"ready-{k}"), "go": str(go)}
        procs.append(subprocess.Popen([sys.executable, "-c", WRITER, json.dumps(job)],
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    deadline = time.monotonic() + 120
    while not all((tmp_path / f"ready-{k}").exists() for k in range(len(jobs))):
        if any(p.poll() is not None for p in procs) or time.monotonic() > deadline:
            for p in procs:
                p.kill()
            outputs = [p.communicate()[1][-2000:] for p in procs]
            pytest.fail(f"a writer died before the start: {outputs}")
        time.sleep(0.05)
    go.touch()
    return procs


def finish(procs: list[subprocess.Popen[str]]) -> None:
    for p in procs:
        _, err = p.communicate(timeout=180)
        assert p.returncode == 0, f"writer failed:\n{err[-3000:]}"


def session_seqs(graph: MemoryGraph, user: str, session: str) -> list[int]:
    try:
        return [m.seq for m in graph.session(user, session).messages]
    except NotFoundError:
        return []


def test_readers_see_whole_batches_while_four_processes_ingest(settings: Settings, tmp_path: Path) -> None:
    with MemoryGraph(settings) as probe:
        for value in LIKES:
            [memory] = probe.extractor.extract(f"I like {value}.")
            assert (memory.kind, memory.key) == ("preference", "likes"), value
        for value in ALLERGIES:
            [memory] = probe.extractor.extract(f"I'm allergic to {value}.")
            assert (memory.kind, memory.key) == ("constraint", "allergy"), value

    jobs = []
    for k in range(WRITERS):
        batches = []
        for i in range(BATCHES):
            minute = k * 1000 + i
            batches.append([
                {"user_id": f"w{k}", "session_id": f"s{k}", "text": f"I like {LIKES[(i + k) % len(LIKES)]}.",
                 "at": stamp(minute)},
                {"user_id": f"w{k}", "session_id": f"s{k}",
                 "text": f"I'm allergic to {ALLERGIES[(i + k) % len(ALLERGIES)]}.", "at": stamp(minute)},
                # every writer also appends to one shared session: its seq counter is contended
                {"user_id": "hub", "session_id": "common", "text": f"note {k}-{i}", "role": "assistant",
                 "at": stamp(minute)},
            ])
        jobs.append(batches)

    last_seen = {k: 0 for k in range(WRITERS)}
    last_mentions = {k: 0 for k in range(WRITERS)}
    last_constraint_mentions = {k: 0 for k in range(WRITERS)}
    reads = mid_write_snapshots = 0
    with MemoryGraph(settings) as reader:
        procs = start_writers(tmp_path, settings, jobs)
        try:
            while any(p.poll() is None for p in procs):
                for k in range(WRITERS):
                    user = f"w{k}"
                    try:
                        profile = reader.profile(user)
                    except NotFoundError:
                        continue
                    constraints = reader.constraints(user)
                    seqs = session_seqs(reader, user, f"s{k}")
                    reads += 3
                    likes = sum(m.mentions for m in profile.preferences)
                    avoids = sum(m.mentions for m in profile.constraints)
                    # Neo4j reads are read-committed: one query can straddle a commit that lands while it
                    # runs, so a single read may show one in-flight batch in part — never more. Whole batches
                    # are checked exactly once the writers are done.
                    assert abs(likes - avoids) <= 1, f"batches in part for {user}: {likes}, {avoids}"
                    assert likes >= last_mentions[k], "a read went back in time"
                    last_mentions[k] = likes
                    assert seqs == sorted(set(seqs)), f"seq repeated for {user}: {seqs}"
                    missing = set(range(1, (seqs[-1] if seqs else 0) + 1)) - set(seqs)
                    assert len(missing) <= 1, f"seq gap beyond one in-flight message for {user}: {seqs}"
                    assert len(seqs) >= last_seen[k], "the session shrank"
                    assert len(seqs) >= 2 * likes - 1, "memories visible before their messages"
                    last_seen[k] = len(seqs)
                    for memory in (*profile.preferences, *profile.constraints):
                        assert memory.source is not None and memory.source.session_id == f"s{k}"
                        assert memory.source.seq is not None and memory.source.seq <= max(seqs, default=0)
                    constraint_mentions = sum(m.mentions for m in constraints)
                    assert all(m.kind == "constraint" for m in constraints)
                    assert constraint_mentions >= last_constraint_mentions[k]
                    last_constraint_mentions[k] = constraint_mentions
                    if 0 < len(seqs) < 2 * BATCHES:
                        mid_write_snapshots += 1
        finally:
            finish(procs)

        for k in range(WRITERS):
            profile = reader.profile(f"w{k}")
            assert sum(m.mentions for m in profile.preferences) == BATCHES
            assert sum(m.mentions for m in profile.constraints) == BATCHES
            assert session_seqs(reader, f"w{k}", f"s{k}") == list(range(1, 2 * BATCHES + 1))
        shared = reader.session("hub", "common").messages
        assert [m.seq for m in shared] == list(range(1, WRITERS * BATCHES + 1))
        assert sorted(m.text for m in shared) == sorted(f"note {k}-{i}" for k in range(WRITERS)
                                                        for i in range(BATCHES))
    assert mid_write_snapshots > 0, f"no read overlapped the writes ({reads} reads): the test proved nothing"


def test_one_preference_mentioned_twenty_times_by_four_racing_processes(settings: Settings,
                                                                         tmp_path: Path) -> None:
    jobs = [[[{"user_id": "fan", "session_id": f"p{k}", "text": "I love jazz.", "at": stamp(k * 10 + i)}]
             for i in range(5)] for k in range(WRITERS)]
    seen = 0
    with MemoryGraph(settings) as reader:
        procs = start_writers(tmp_path, settings, jobs)
        try:
            while any(p.poll() is None for p in procs):
                try:
                    preferences = reader.profile("fan").preferences
                except NotFoundError:
                    continue
                assert len(preferences) <= 1, "the same assertion stored twice"
                mentions = sum(m.mentions for m in preferences)
                assert mentions >= seen
                seen = mentions
        finally:
            finish(procs)
        [jazz] = reader.profile("fan").preferences
        assert (jazz.key, jazz.value, jazz.mentions) == ("likes", "jazz", 20)
