"""Latency of the relational queries on a large synthetic tenant, beside a bare Bolt round trip.

    .venv/bin/python benchmarks/query_bench.py            # 100k users, ~1M memories
    .venv/bin/python benchmarks/query_bench.py --quick    # 10k users, ~100k memories

1. Load a dedicated tenant directly in the documented shape (docs/graph-model.md) with UNWIND batches:
   users (10 % opted out), concepts from the real lexicon plus a long tail of words outside it, IS_A edges,
   people around some users, ~10 memories per user whose concepts follow a Zipf law per key (a few
   concepts are held by a large share of the tenant, most by a handful of users), some temporary, some
   superseded. Both fulltext indexes are maintained as on a real tenant.
2. For a sample of users, time each question two ways, interleaved with a bare `RETURN 1` (auto-commit,
   the floor of any Bolt request) and the same `RETURN 1` in a managed read transaction (the path every
   named query takes: BEGIN, RUN+PULL, COMMIT):
   - query: `store.read(name, **params)` with the parameters already built — the database's work plus
     one managed transaction;
   - call: the `MemoryGraph` method end to end (lexicon mapping, row conversion, pydantic models).
3. PROFILE each named query once on a typical user and report the db hits and whether any operator
   scans a label or all nodes.
4. Delete the tenant (unless --keep).

Targets (p95 over the bare round trip): constraints ≤ 3×, check (5 candidates) ≤ 5×, similar ≤ 10×.
A benchmark, not a test: it asserts nothing and prints a JSON report on stdout.
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import json
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import bench_tenant, latency_summary, log, ratio, time_calls

from graphmem.concepts import Concept, Lexicon
from graphmem.config import Settings
from graphmem.memory import MemoryGraph
from graphmem.models import Candidate

NOW = datetime(2026, 6, 1, tzinfo=UTC)
KIND_LABEL = {"identity": "Identity", "preference": "Preference", "constraint": "Constraint",
              "event": "Event"}
KIND_REL = {"identity": "HAS_IDENTITY", "preference": "HAS_PREFERENCE", "constraint": "HAS_CONSTRAINT",
            "event": "EXPERIENCED"}
SEVERE = {"allergy", "intolerance", "medical_condition"}

# key: (kind, polarity, concept types it takes, share of memories)
KEYS: dict[str, tuple[str, str, tuple[str, ...], float]] = {
    "likes": ("preference", "positive", ("food", "drink", "cuisine", "music_genre", "hobby", "travel"), 0.30),
    "dislikes": ("preference", "negative", ("food", "drink", "cuisine", "music_genre", "hobby"), 0.10),
    "allergy": ("constraint", "negative", ("allergen", "food"), 0.06),
    "avoid": ("constraint", "negative", ("food", "food_category", "drink", "transport"), 0.06),
    "diet": ("constraint", "positive", ("diet",), 0.04),
    "medical_condition": ("constraint", "positive", ("medical_condition",), 0.02),
    "only": ("constraint", "positive", ("device", "software", "operating_system", "brand"), 0.03),
    "budget": ("constraint", "negative", (), 0.02),
    "lives_in": ("identity", "positive", ("place",), 0.10),
    "risk_profile": ("identity", "positive", ("risk_profile",), 0.04),
    "bought": ("event", "positive", ("finance_product", "device"), 0.13),
    "trip": ("event", "positive", ("place",), 0.10),
}
PROFILED_USERS = 20
"""Users each named query is PROFILEd on (median and max db hits are reported)."""
TAIL_WORDS = 3_000
"""Concepts outside the lexicon (`thing/word_N`), the long tail of what people talk about."""


# --- synthetic data ------------------------------------------------------------------------------------


@dataclass
class ZipfPool:
    """Concept ids ranked by a random order, drawn with probability ∝ 1 / rank^s."""

    ids: list[str]
    cumulative: list[float]

    @classmethod
    def build(cls, ids: Sequence[str], rng: random.Random, s: float = 1.1,
              tail: Sequence[str] = ()) -> ZipfPool:
        """Concepts in a random order, then the tail (words outside the lexicon are rarer)."""
        order, rest = list(ids), list(tail)
        rng.shuffle(order)
        rng.shuffle(rest)
        order += rest
        total = 0.0
        cumulative = []
        for rank in range(1, len(order) + 1):
            total += 1.0 / rank**s
            cumulative.append(total)
        return cls(order, cumulative)

    def draw(self, rng: random.Random) -> str:
        point = rng.random() * self.cumulative[-1]
        return self.ids[bisect.bisect_left(self.cumulative, point)]


@dataclass
class World:
    lexicon: Lexicon
    rng: random.Random
    pools: dict[str, ZipfPool] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)

    @classmethod
    def build(cls, lexicon: Lexicon, seed: int) -> World:
        rng = random.Random(seed)
        world = cls(lexicon, rng)
        concepts = list(lexicon.concepts())
        tail = [f"thing/word_{i}" for i in range(TAIL_WORDS)]
        for cid in tail:
            world.names[cid] = cid.rpartition("/")[2].replace("_", " ")
        for concept in concepts:
            world.names[concept.id] = concept.name
        for key, (_, _, types, _) in KEYS.items():
            if not types:
                continue
            # Roots ("food", "device") are categories nobody says they like as such.
            ids = [c.id for c in concepts if c.type in types and c.parents]
            # Tastes and events have a long tail outside the lexicon; constraints mostly do not.
            long_tail = tail if key in ("likes", "dislikes", "bought", "trip") else []
            world.pools[key] = ZipfPool.build(ids, rng, tail=long_tail)
        return world

    def entity_rows(self) -> list[dict[str, Any]]:
        rows = []
        for concept in self.lexicon.concepts():
            rows.append({"id": concept.id, "name": concept.name, "type": concept.type,
                         "disambiguation": concept.disambiguation, "tags": list(concept.tags),
                         "aliases": list(concept.aliases)})
        for i in range(TAIL_WORDS):
            rows.append({"id": f"thing/word_{i}", "name": f"word {i}", "type": "thing", "disambiguation": "",
                         "tags": [], "aliases": []})
        return rows

    def is_a_rows(self) -> list[dict[str, str]]:
        return [{"child": c.id, "parent": p} for c in self.lexicon.concepts() for p in c.parents
                if p in self.lexicon]

    def concept(self, cid: str) -> Concept | None:
        return self.lexicon.get(cid)


KEY_NAMES = list(KEYS)
KEY_WEIGHTS = list(itertools.accumulate(spec[3] for spec in KEYS.values()))


def user_memories(world: World, tenant: str, user_id: str) -> list[dict[str, Any]]:
    """About ten memories of one user (and sometimes of the user's father), in the stored shape: 6-16 drawn,
    repeats dropped, ~10.5 on average, so 100k users give over 1M memories."""
    rng = world.rng
    rows: list[dict[str, Any]] = []
    seen: set[tuple[str, str, str]] = set()
    for n in range(rng.randint(6, 16)):
        key = KEY_NAMES[bisect.bisect_left(KEY_WEIGHTS, rng.random() * KEY_WEIGHTS[-1])]
        kind, polarity, _, _ = KEYS[key]
        subject = "father" if kind == "constraint" and rng.random() < 0.1 else "user"
        if key == "budget":
            entity_ids: list[str] = []
            value = f"at most {rng.choice([300, 500, 1000, 1500, 3000])} USD"
            names: list[str] = []
        else:
            cid = world.pools[key].draw(rng)
            entity_ids = [cid]
            value = world.names[cid]
            concept = world.concept(cid)
            names = [value, *(concept.aliases if concept else ())]
        if (subject, key, value) in seen:
            continue
        seen.add((subject, key, value))
        valid_from = NOW - timedelta(days=rng.randint(1, 700))
        last_seen = valid_from + timedelta(days=rng.randint(0, 30))
        valid_until = None
        status = "active"
        if key == "avoid" and rng.random() < 0.3:
            valid_until = valid_from + timedelta(days=7)  # "this week"
        elif key == "lives_in" and rng.random() < 0.3:
            valid_until = valid_from + timedelta(days=rng.randint(30, 300))
            status = "superseded"
        sentence = f"I {key.replace('_', ' ')} {value}."
        rows.append({
            "label": KIND_LABEL[kind], "rel": KIND_REL[kind],
            "owner": "user" if subject == "user" else "person",
            "user_id": user_id, "subject": subject, "entity_ids": entity_ids,
            "props": {
                "id": f"m_{tenant}_{user_id}_{n}", "tenant": tenant, "user_id": user_id, "kind": kind,
                "subject": subject, "key": key, "value": value, "polarity": polarity,
                "confidence": round(rng.uniform(0.6, 0.95), 3), "mentions": rng.choice([1, 1, 1, 2, 3]),
                "status": status, "valid_from": valid_from, "valid_until": valid_until,
                "recorded_at": valid_from, "last_seen_at": last_seen,
                "context_tags": [], "entity_ids": entity_ids, "flags": [], "pinned": key in SEVERE,
                "search_text": " ".join(dict.fromkeys([key.replace("_", " "), value, *names, sentence])),
                "source_session": "s1", "source_seq": n + 1, "source_text": sentence,
                "fingerprint": f"{kind}|{subject}|{key}|{value.casefold()}|{polarity}",
            },
        })
    return rows


LOAD_USERS = """
UNWIND $users AS u
CREATE (:User {tenant: $tenant, user_id: u.user_id, share: u.share, timezone: 'UTC', created_at: $now})
"""
LOAD_ENTITIES = """
UNWIND $entities AS e
CREATE (:Entity {tenant: $tenant, id: e.id, name: e.name, type: e.type, disambiguation: e.disambiguation,
                 tags: e.tags, aliases: e.aliases})
"""
LOAD_IS_A = """
UNWIND $edges AS edge
MATCH (c:Entity {tenant: $tenant, id: edge.child})
MATCH (p:Entity {tenant: $tenant, id: edge.parent})
CREATE (c)-[:IS_A]->(p)
"""
LOAD_PERSONS = """
UNWIND $persons AS p
MATCH (u:User {tenant: $tenant, user_id: p.user_id})
CREATE (u)-[:KNOWS {role: p.role}]->
       (:Person {tenant: $tenant, user_id: p.user_id, role: p.role, created_at: $now})
"""
def load_memories_query(label: str, rel: str, owner: str) -> str:
    """The memory loader for one kind and owner; label and type come from the fixed maps above."""
    assert label in KIND_LABEL.values() and rel in KIND_REL.values() and owner in ("user", "person")
    match_owner = ("MATCH (o:User {tenant: $tenant, user_id: row.user_id})" if owner == "user" else
                   "MATCH (o:Person {tenant: $tenant, user_id: row.user_id, role: row.subject})")
    return f"""
UNWIND $memories AS row
{match_owner}
CREATE (o)-[:{rel}]->(m:Memory:{label})
SET m = row.props
WITH m, row
UNWIND row.entity_ids AS entity_id
MATCH (e:Entity {{tenant: $tenant, id: entity_id}})
CREATE (m)-[:ABOUT]->(e)
"""


def load(graph: MemoryGraph, world: World, users: int, batch_users: int) -> dict[str, Any]:
    tenant = graph.tenant
    driver = graph.store.driver
    database = graph.settings.neo4j_database
    began = time.perf_counter()

    def run(query: str, **params: Any) -> None:
        driver.execute_query(query, {"tenant": tenant, "now": NOW, **params}, database_=database)

    run(LOAD_ENTITIES, entities=world.entity_rows())
    run(LOAD_IS_A, edges=world.is_a_rows())
    memories = 0
    for start in range(0, users, batch_users):
        ids = [f"u{i:07d}" for i in range(start, min(users, start + batch_users))]
        run(LOAD_USERS, users=[{"user_id": u, "share": world.rng.random() >= 0.1} for u in ids])
        rows = [row for u in ids for row in user_memories(world, tenant, u)]
        persons = sorted({row["user_id"] for row in rows if row["owner"] == "person"})
        if persons:
            run(LOAD_PERSONS, persons=[{"user_id": u, "role": "father"} for u in persons])
        groups: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
        for row in rows:
            groups.setdefault((row["label"], row["rel"], row["owner"]), []).append(row)
        for (label, rel, owner), group in sorted(groups.items()):
            run(load_memories_query(label, rel, owner), memories=group)
        memories += len(rows)
        done = start + len(ids)
        if done % (batch_users * 10) == 0 or done == users:
            elapsed = time.perf_counter() - began
            log(f"loaded {done} users, {memories} memories ({memories / elapsed:.0f} memories/s)")
    driver.execute_query("CALL db.awaitIndexes(600)", database_=database)
    seconds = time.perf_counter() - began
    return {"users": users, "memories": memories, "load_s": round(seconds, 1),
            "memories_per_s": round(memories / seconds)}


# --- the questions -------------------------------------------------------------------------------------


@dataclass
class Sample:
    user_id: str
    candidates: list[Candidate]
    who_terms: list[str]
    recall_query: str


def samples(graph: MemoryGraph, world: World, count: int) -> list[Sample]:
    """Users with memories, and questions about what such users talk about."""
    rng = random.Random(7)
    users, _, _ = graph.store.driver.execute_query(
        "MATCH (u:User {tenant: $tenant}) RETURN count(u) AS n",
        tenant=graph.tenant, database_=graph.settings.neo4j_database)
    # start somewhere past the first users, but never past the end of a small tenant
    skip = rng.randint(0, max(0, min(1000, users[0]["n"] - count)))
    rows, _, _ = graph.store.driver.execute_query(
        "MATCH (u:User {tenant: $tenant}) WITH u SKIP $skip LIMIT $count RETURN u.user_id AS id",
        tenant=graph.tenant, skip=skip, count=count, database_=graph.settings.neo4j_database)
    foods = [c.name for c in world.lexicon.concepts() if c.type in ("food", "cuisine")]
    devices = [c.name for c in world.lexicon.concepts() if c.type == "device"]
    popular_terms = [world.names[world.pools[k].ids[i]]
                     for k in ("likes", "lives_in", "bought") for i in range(8)]
    out = []
    for row in rows:
        user_id = row["id"]
        values, _, _ = graph.store.driver.execute_query(
            "MATCH (m:Memory {tenant: $tenant, user_id: $user_id}) WHERE size(m.entity_ids) > 0 "
            "RETURN m.value AS value ORDER BY m.id LIMIT 2",
            tenant=graph.tenant, user_id=user_id, database_=graph.settings.neo4j_database)
        mentioned = [r["value"] for r in values] or ["coffee"]
        candidates = [
            Candidate(id=f"c{i}", name=rng.choice(foods), tags=("dinner",),
                      attributes={"ingredients": rng.sample(foods, 3), "price": rng.randint(5, 80)})
            for i in range(4)
        ] + [Candidate(id="c4", name=rng.choice(devices), attributes={"price": rng.randint(200, 3000)})]
        out.append(Sample(
            user_id=user_id,
            candidates=candidates,
            who_terms=rng.sample(popular_terms, 2),
            recall_query=f"What did I tell you about {' and '.join(mentioned)} last time?",
        ))
    return out


def query_params(graph: MemoryGraph, sample: Sample) -> dict[str, tuple[str, dict[str, Any]]]:
    """Each question as (named query, parameters), built once so that timing sees only the database."""
    from graphmem.check import map_candidate
    from graphmem.lucene import fulltext_terms, owner_query
    from graphmem.recall import key_hints, query_concepts
    from graphmem.relational import SimilarityTuning, who_terms

    tenant, lexicon = graph.tenant, graph.lexicon
    tuning = SimilarityTuning()
    users = graph.query("tenant_user_count")[0]["users"]
    words = fulltext_terms(sample.recall_query)
    return {
        "constraints": ("constraints_in_force",
                        {"tenant": tenant, "user_id": sample.user_id, "at": NOW, "domain": None}),
        "check": ("check_candidates",
                  {"tenant": tenant, "user_id": sample.user_id, "at": NOW,
                   "candidates": [map_candidate(lexicon, c).as_param() for c in sample.candidates]}),
        "similar": ("similar_users",
                    {"tenant": tenant, "user_id": sample.user_id, "at": NOW, "users": users, "limit": 10,
                     "walk_budget": tuning.walk_budget, "pool": tuning.pool}),
        "who": ("who_matches",
                {"tenant": tenant, "kind": None, "at": NOW, "limit": 1000,
                 "terms": [t.as_param() for t in who_terms(lexicon, tenant, sample.who_terms)]}),
        "recall": ("recall_memories",
                   {"tenant": tenant, "user_id": sample.user_id, "at": NOW,
                    "concepts": query_concepts(lexicon, sample.recall_query),
                    "keys": key_hints(sample.recall_query),
                    "lucene": owner_query(words, tenant=tenant, user_id=sample.user_id) if words else "",
                    "text_limit": 60}),
    }


def facade_calls(graph: MemoryGraph, sample: Sample) -> dict[str, Callable[[], object]]:
    return {
        "constraints": lambda: graph.constraints(sample.user_id, at=NOW),
        "check": lambda: graph.check(sample.user_id, sample.candidates, at=NOW),
        "similar": lambda: graph.similar(sample.user_id, at=NOW),
        "who": lambda: graph.who(sample.who_terms, at=NOW),
        "recall": lambda: graph.recall(sample.user_id, sample.recall_query, at=NOW),
    }


def profile(graph: MemoryGraph, name: str, params: dict[str, Any]) -> dict[str, Any]:
    """db hits, rows and the operators of one PROFILEd run of a named query."""
    text = graph.store.query(name).text
    with graph.store.driver.session(database=graph.settings.neo4j_database) as session:
        summary = session.run("PROFILE " + text, params).consume()
    plan = summary.profile or {}

    def walk(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
        yield node
        for child in node.get("children", []):
            yield from walk(child)

    operators = list(walk(plan))
    names = sorted({str(op.get("operatorType", "")).split("@")[0] for op in operators})
    return {
        "db_hits": sum(int(op.get("dbHits", 0)) for op in operators),
        "rows": int(plan.get("rows", 0)),
        "scans": [n for n in names if "Scan" in n and "Index" not in n],
        "index_seeks": [n for n in names if "Index" in n or "Seek" in n],
    }


def measure(graph: MemoryGraph, picked: list[Sample], rounds: int) -> dict[str, Any]:
    store = graph.store
    prepared = [query_params(graph, s) for s in picked]
    calls = [facade_calls(graph, s) for s in picked]
    questions = list(prepared[0])
    # Warm the page cache, the plan cache and the lexicon.
    for params, facade in zip(prepared, calls, strict=True):
        for q in questions:
            name, values = params[q]
            store.read(name, **values)
            facade[q]()
    timings: dict[str, list[float]] = {"ping": [], "ping_tx": []}
    for q in questions:
        timings[f"{q}.query"] = []
        timings[f"{q}.call"] = []
    order = list(range(len(picked)))
    for _ in range(rounds):
        random.shuffle(order)
        for i in order:
            timings["ping"].extend(time_calls(lambda _: store.ping(), 1))
            timings["ping_tx"].extend(time_calls(
                lambda _: store.read_tx(lambda tx: tx.run("RETURN 1").consume(), action="ping"), 1))
            for q in questions:
                name, values = prepared[i][q]
                timings[f"{q}.query"].extend(time_calls(lambda _, n=name, v=values: store.read(n, **v), 1))
                timings[f"{q}.call"].extend(time_calls(lambda _, f=calls[i][q]: f(), 1))
    summary = {name: latency_summary(values) for name, values in timings.items()}
    base = summary["ping"]["p95_ms"]
    base_tx = summary["ping_tx"]["p95_ms"]
    ratios = {}
    for q in questions:
        ratios[q] = {
            "query_p95_over_ping": ratio(summary[f"{q}.query"]["p95_ms"], base),
            "query_p95_over_ping_tx": ratio(summary[f"{q}.query"]["p95_ms"], base_tx),
            "call_p95_over_ping": ratio(summary[f"{q}.call"]["p95_ms"], base),
        }
    profiles = {}
    for q in questions:
        runs = [profile(graph, *params[q]) for params in prepared[:PROFILED_USERS]]
        hits = sorted(r["db_hits"] for r in runs)
        profiles[q] = {
            "db_hits_median": hits[len(hits) // 2], "db_hits_max": hits[-1], "users": len(runs),
            "scans": sorted({s for r in runs for s in r["scans"]}),
            "index_seeks": sorted({s for r in runs for s in r["index_seeks"]}),
        }
    return {"latency": summary, "ratios": ratios, "profile": profiles}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="10k users instead of 100k")
    parser.add_argument("--users", type=int, default=None)
    parser.add_argument("--sample", type=int, default=100, help="users the questions are asked about")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--batch-users", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--tenant", default=None, help="reuse a loaded tenant (skips loading)")
    parser.add_argument("--keep", action="store_true", help="keep the tenant afterwards")
    args = parser.parse_args()
    users = args.users or (10_000 if args.quick else 100_000)
    tenant = args.tenant or bench_tenant("bench-query")
    settings = Settings.from_env(tenant=tenant)
    lexicon = Lexicon.load()
    world = World.build(lexicon, args.seed)
    report: dict[str, Any] = {"tenant": tenant, "mode": "quick" if args.quick else "full"}
    with MemoryGraph(settings) as graph:
        graph.init()
        try:
            if args.tenant is None:
                log(f"loading {users} users into {tenant}")
                report["data"] = load(graph, world, users, args.batch_users)
            log("measuring")
            report.update(measure(graph, samples(graph, world, args.sample), args.rounds))
        finally:
            if not args.keep and args.tenant is None:
                log(f"dropping {tenant}")
                graph.store.drop_tenant(tenant)
    json.dump(report, sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
