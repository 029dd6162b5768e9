"""Drive the peer — the official Neo4j MCP memory server's Python package, `mcp-neo4j-memory` — through
its own Python API (`Neo4jMemory`), the way its MCP tools call it, and time it.

Runs in the peer's own virtualenv (`benchmarks/peer/setup.py` makes it), never in graphmem's:

    .local/peer-venv/bin/python benchmarks/peer/driver.py --uri bolt://127.0.0.1:7688 \
        --data users.jsonl --out peer.json [--budget-s 240]

Input: JSONL, one user a line, `{"user", "memories": [{"kind", "key", "value", "polarity", "entity",
"entity_type", "relation", "text"}]}`, the same users and memories graphmem's benchmark stores.
The peer's model, as its tool descriptions ask an agent to use it: each user is an entity of type
`person` whose observations are the facts about it; each concept a memory is about is an entity; each
memory also becomes a relation named after its key (`LIKES`, `ALLERGY`, `LIVES_IN` …) from the user
to the concept.
Per user that is one `create_entities` call (the user and the concepts not stored yet) and one
`create_relations` call, as an agent would make after a conversation. The peer's one index (the
fulltext index `search`) is created by its own `create_fulltext_index`, as its server does at start; we
add no index of ours.

Output: JSON with writes per second and p50/p95 of `search_memories` and `find_memories_by_name`.
The load stops at the time budget if the peer cannot store the whole volume in time; the output then
says how much it stored (`complete: false`) and the queries run on what it stored.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import random
import sys
import time
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path
from typing import Any

from mcp_neo4j_memory.neo4j_memory import Entity, Neo4jMemory, Relation
from neo4j import AsyncDriver, AsyncGraphDatabase


def percentile(values: list[float], q: float) -> float:
    data = sorted(values)
    if not data:
        return math.nan
    rank = (len(data) - 1) * q / 100.0
    low = math.floor(rank)
    high = min(low + 1, len(data) - 1)
    return data[low] + (data[high] - data[low]) * (rank - low)


def summary(seconds: list[float]) -> dict[str, float]:
    return {
        "n": len(seconds),
        "p50_ms": round(percentile(seconds, 50) * 1000, 3),
        "p95_ms": round(percentile(seconds, 95) * 1000, 3),
    }


def log(message: str) -> None:
    print(f"[peer {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def read_users(path: Path) -> Iterator[dict[str, Any]]:
    """One user at a time: the full volume is far more than the peer can store in its budget."""
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


FILL_CONCEPTS = """
UNWIND $rows AS row
CREATE (e:Memory {name: row.name, type: row.type, observations: []})
SET e:$(row.type)
RETURN row.name AS name, elementId(e) AS element_id
"""
FILL_USERS = """
UNWIND $rows AS row
CREATE (u:Memory:person {name: row.name, type: 'person', observations: row.observations})
WITH u, row
UNWIND row.relations AS relation
MATCH (c) WHERE elementId(c) = relation.target
CREATE (u)-[:$(relation.type)]->(c)
"""


async def fill(driver: AsyncDriver, users: Iterator[dict[str, Any]], count: int,
               sample: list[dict[str, Any]], rng: random.Random) -> tuple[int, int, dict[str, str]]:
    """Store the first `count` users in exactly the shape the peer's own calls give them (a `:Memory`
    node per user and concept, labelled with its type, observations as a list, one relationship per
    distinct relation), by UNWIND batches instead of its one-query-per-item calls: this part of the
    volume is not timed, it is there so the peer's reads are measured at the same volume as graphmem's."""
    concepts: dict[str, str] = {}
    stored_users = stored_memories = 0
    batch: list[dict[str, Any]] = []

    async def flush() -> None:
        new = {item["entity"]: item["entity_type"] for user in batch for item in user["memories"]
               if item["entity"] not in concepts}
        if new:
            records, _, _ = await driver.execute_query(
                FILL_CONCEPTS, rows=[{"name": n, "type": t} for n, t in new.items()])
            concepts.update({r["name"]: r["element_id"] for r in records})
        rows = []
        for user in batch:
            relations = {(item["relation"], concepts[item["entity"]]) for item in user["memories"]}
            rows.append({"name": user["user"], "observations": [i["text"] for i in user["memories"]],
                         "relations": [{"type": t, "target": c} for t, c in sorted(relations)]})
        await driver.execute_query(FILL_USERS, rows=rows)
        batch.clear()

    for user in users:
        batch.append(user)
        stored_users += 1
        stored_memories += len(user["memories"])
        if len(sample) < 2000:  # a reservoir of users to ask about
            sample.append(user)
        elif rng.random() < 2000 / stored_users:
            sample[rng.randrange(2000)] = user
        if len(batch) == 1000:
            await flush()
        if stored_users % 20_000 == 0:
            log(f"filled {stored_users} users, {stored_memories} memories")
        if stored_users == count:
            break
    if batch:
        await flush()
    await driver.execute_query("CALL db.awaitIndexes(600)")
    return stored_users, stored_memories, concepts


async def run(args: argparse.Namespace) -> dict[str, Any]:
    users = read_users(Path(args.data))
    loaded: list[dict[str, Any]] = []
    driver = AsyncGraphDatabase.driver(args.uri, auth=None, database=args.database)
    await driver.verify_connectivity()
    memory = Neo4jMemory(driver)
    await memory.create_fulltext_index()
    await driver.execute_query("CALL db.awaitIndexes(300)")

    rng = random.Random(args.seed)
    filled_users = filled_memories = 0
    filled_concepts: dict[str, str] = {}
    fill_s = 0.0
    if args.fill_users:
        began = time.perf_counter()
        filled_users, filled_memories, filled_concepts = await fill(
            driver, users, args.fill_users, loaded, rng)
        fill_s = time.perf_counter() - began
        log(f"filled {filled_users} users, {filled_memories} memories in {fill_s:.0f}s (bulk, not timed)")
    if args.filled:
        Path(args.filled).touch()
    if args.go:
        while not Path(args.go).exists():
            await asyncio.sleep(0.2)

    # A fresh server's JIT is cold while graphmem's has been running: warm the peer's own write and read
    # paths on throwaway entities first, then delete them.
    warm_began = time.perf_counter()
    warm_names = [f"warmup-{i}" for i in range(10)]
    for i, name in enumerate(warm_names):
        await memory.create_entities([Entity(name=name, type="person", observations=[f"warm {i}"])])
        if i:
            await memory.create_relations([Relation(source=name, target=warm_names[i - 1],
                                                    relationType="KNOWS")])
        await memory.search_memories(name)
        await memory.find_memories_by_name([name])
    await memory.delete_entities(warm_names)
    log(f"warmed up in {time.perf_counter() - warm_began:.1f}s")

    # As an agent does after a conversation: create the entities it mentions that are not stored yet
    # (the user, new concepts), then the relations. Re-creating a stored concept would wipe its
    # observations (`create_entities` sets them), so each concept is created once, when first mentioned.
    created: set[str] = set(filled_concepts)
    stored_users = stored_memories = calls = 0
    window: list[tuple[float, int]] = []
    began = time.perf_counter()
    deadline = began + args.budget_s
    complete = True
    for user in users:
        loaded.append(user)
        observations = [item["text"] for item in user["memories"]]
        entities = [Entity(name=user["user"], type="person", observations=observations)]
        for item in user["memories"]:
            if item["entity"] not in created:
                created.add(item["entity"])
                entities.append(Entity(name=item["entity"], type=item["entity_type"], observations=[]))
        await memory.create_entities(entities)
        relations = [Relation(source=user["user"], target=item["entity"], relationType=item["relation"])
                     for item in user["memories"]]
        await memory.create_relations(relations)
        calls += 2
        stored_users += 1
        stored_memories += len(user["memories"])
        now = time.perf_counter()
        window.append((now, stored_memories))
        if stored_users % 1000 == 0:
            log(f"{stored_users} users, {stored_memories} memories, "
                f"{stored_memories / (now - began):.0f} memories/s")
        if now > deadline:
            log(f"time budget of {args.budget_s:.0f}s spent after {stored_users} users")
            complete = next(users, None) is None
            break
    load_s = time.perf_counter() - began
    # The rate at the end of the load (last 10% of its time): it falls as the graph grows.
    cut = began + load_s * 0.9
    tail = [(t, m) for t, m in window if t >= cut]
    tail_rate = ((tail[-1][1] - tail[0][1]) / (tail[-1][0] - tail[0][0])
                 if len(tail) > 1 and tail[-1][0] > tail[0][0] else math.nan)

    names = [rng.choice(loaded)["user"] for _ in range(args.samples)]
    terms = [rng.choice(rng.choice(loaded)["memories"])["entity"] for _ in range(args.samples)]

    async def timed(calls_: list[Any], budget_s: float) -> list[float]:
        samples: list[float] = []
        spent = time.perf_counter()
        for make in calls_:
            start = time.perf_counter()
            await make()
            samples.append(time.perf_counter() - start)
            if len(samples) >= 3 and time.perf_counter() - spent > budget_s:
                break
        return samples

    for name in names[:5]:  # warm up the page cache and the query plans
        await memory.find_memories_by_name([name])
        await memory.search_memories(name)
    find = await timed([lambda n=n: memory.find_memories_by_name([n]) for n in names], args.query_budget_s)
    search_user = await timed([lambda n=n: memory.search_memories(n) for n in names], args.query_budget_s)
    search_concept = await timed([lambda t=t: memory.search_memories(t) for t in terms], args.query_budget_s)
    counts = await driver.execute_query("MATCH (m:Memory) RETURN count(m) AS nodes")
    rels = await driver.execute_query("MATCH ()-[r]->() RETURN count(r) AS rels")
    await driver.close()
    return {
        "package": f"mcp-neo4j-memory {version('mcp-neo4j-memory')}",
        "driver": f"neo4j {version('neo4j')}",
        "users": stored_users,
        "memories": stored_memories,
        "filled_users": filled_users,
        "filled_memories": filled_memories,
        "fill_s": round(fill_s, 1),
        "volume_users": filled_users + stored_users,
        "volume_memories": filled_memories + stored_memories,
        "complete": complete,
        "concepts": len(created),
        "load_s": round(load_s, 1),
        "writes_per_s": round(stored_memories / load_s, 1) if load_s else math.nan,
        "writes_per_s_at_end": round(tail_rate, 1),
        "tool_calls_per_s": round(calls / load_s, 1) if load_s else math.nan,
        "nodes": counts.records[0]["nodes"],
        "relationships": rels.records[0]["rels"],
        "find_by_name": summary(find),
        "search_user": summary(search_user),
        "search_concept": summary(search_concept),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--uri", required=True)
    parser.add_argument("--database", default="neo4j")
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--budget-s", type=float, default=240.0, help="time budget for the load")
    parser.add_argument("--query-budget-s", type=float, default=30.0, help="time budget per query kind")
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--fill-users", type=int, default=0,
                        help="store the first N users in the peer's shape by bulk writes (not timed)")
    parser.add_argument("--filled", default=None, help="touch this file when the fill is done")
    parser.add_argument("--go", default=None, help="wait for this file before the timed phases")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    result = asyncio.run(run(args))
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
