"""Concurrent writers of one tenant: four processes at once, started together by a barrier.

Each call is its own transaction, so the processes' transactions interleave. Without the locks taken in
`lock_users` / `append_messages` / `reinforce_memories` (SET before reading a counter), two writers read the
same counter and one update is lost; these tests catch that.
"""

from __future__ import annotations

import multiprocessing as mp
from datetime import UTC, datetime, timedelta
from typing import Any

from graphmem.config import Settings
from graphmem.memory import MemoryGraph

PROCESSES = 4
START = datetime(2026, 1, 5, 9, tzinfo=UTC)


def _messages_into_one_session(settings: Settings, worker: int, barrier: Any, errors: Any) -> None:
    try:
        with MemoryGraph(settings) as graph:
            graph.store.verify()
            barrier.wait(timeout=120)
            for i in range(10):
                graph.store_memories(
                    "alice",
                    f"message {i} from worker {worker}",
                    [],
                    session_id="shared",
                    at=START + timedelta(seconds=worker * 100 + i),
                )
    except BaseException as exc:
        errors.put(f"worker {worker}: {exc!r}")
        raise


def _jazz_five_times(settings: Settings, worker: int, barrier: Any, errors: Any) -> None:
    try:
        with MemoryGraph(settings) as graph:
            graph.extractor.extract("warm up the pipeline")
            graph.store.verify()
            barrier.wait(timeout=300)
            for i in range(5):
                graph.ingest(
                    "alice",
                    "I love jazz.",
                    session_id=f"worker-{worker}",
                    at=START + timedelta(minutes=worker * 10 + i),
                )
    except BaseException as exc:
        errors.put(f"worker {worker}: {exc!r}")
        raise


def _run_together(target: Any, settings: Settings) -> None:
    ctx = mp.get_context("spawn")
    barrier = ctx.Barrier(PROCESSES)
    errors = ctx.Queue()
    workers = [ctx.Process(target=target, args=(settings, n, barrier, errors)) for n in range(PROCESSES)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=600)
    problems = []
    while not errors.empty():
        problems.append(errors.get())
    assert not problems, problems
    assert [w.exitcode for w in workers] == [0] * PROCESSES


def test_four_writers_into_one_session_get_seq_1_to_40_without_gaps_or_repeats(settings: Settings) -> None:
    _run_together(_messages_into_one_session, settings)
    with MemoryGraph(settings) as graph:
        messages = graph.session("alice", "shared").messages
        records, _, _ = graph.store.driver.execute_query(
            "MATCH (s:Session {tenant: $tenant, user_id: 'alice', id: 'shared'}) RETURN s.last_seq AS last",
            tenant=settings.tenant,
        )
    assert [m.seq for m in messages] == list(range(1, 41))
    assert len({m.text for m in messages}) == 40
    assert records[0]["last"] == 40
    # each writer's own messages keep their order
    for worker in range(PROCESSES):
        mine = [m.seq for m in messages if m.text.endswith(f"worker {worker}")]
        assert mine == sorted(mine) and len(mine) == 10


def test_four_writers_saying_i_love_jazz_five_times_make_one_memory_with_20_mentions(
    settings: Settings,
) -> None:
    _run_together(_jazz_five_times, settings)
    with MemoryGraph(settings) as graph:
        profile = graph.profile("alice", at=START + timedelta(days=1))
        records, _, _ = graph.store.driver.execute_query(
            "MATCH (m:Memory {tenant: $tenant, user_id: 'alice'}) "
            "OPTIONAL MATCH (m)-[d:DERIVED_FROM]->(:Message) "
            "RETURN count(DISTINCT m) AS memories, count(d) AS links",
            tenant=settings.tenant,
        )
    assert [(m.value, m.mentions) for m in profile.preferences] == [("jazz", 20)]
    assert (records[0]["memories"], records[0]["links"]) == (1, 20)
