#!/usr/bin/env python3
"""All of graphmem's benchmarks in one run, each beside its baseline measured in the same run, and the
peer (`mcp-neo4j-memory`, the official Neo4j MCP memory server) on the same volume of data.

    .venv/bin/python benchmarks/run.py --quick --json benchmarks/results/quick.json  # 10k users, < 5 min
    .venv/bin/python benchmarks/run.py --json benchmarks/results/full.json  # 100k users, ~1M memories

Phases (each reuses the bench module that owns it):
1. extract  — `extract_bench`: the full Extractor vs bare spaCy `nlp.pipe` (English) and vs bare jieba
   segmentation (Chinese) on the same texts.
2. load     — `query_bench.load`: N synthetic users with ~10 memories each, in the stored shape, into a
   throwaway tenant (this is the volume every later phase works against).
3. ingest   — `ingest_bench`: `MemoryGraph.ingest_batch` end to end (and the write path alone) vs a raw
   `UNWIND … MERGE` of rows of the same shape and batch size, on the same server, beside the loaded tenant.
4. queries  — `query_bench.measure`: constraints, check (5 candidates), similar, who, recall on sampled users
   of the loaded tenant, interleaved with a bare `RETURN 1`.
5. cli      — `graphmem constraints USER` as a fresh process vs `python -c "import neo4j, typer, pydantic"`.
6. peer     — the same users and memories given to `mcp-neo4j-memory`, in its own virtualenv, against a
   second Neo4j of the same version and settings (its `:Memory` label would collide with ours in one
   database). All but the last users are bulk-filled in the peer's exact shape while graphmem loads
   (untimed, so its reads see the same volume); the rest go through its Python API under a time budget
   (timed writes/s); then `search_memories` and `find_memories_by_name` p50/p95.
The loaded tenant and every other benchmark tenant are deleted at the end; the peer's server is wiped.

Output: one JSON document (--json) and a table on stdout; progress on stderr. Not a test: it asserts nothing.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import (  # noqa: E402
    REPO,
    LocalNeo4j,
    bench_tenant,
    log,
    ratio,
)

from graphmem.config import Settings  # noqa: E402
from graphmem.memory import MemoryGraph  # noqa: E402

PEER_PORT = int(os.environ.get("GRAPHMEM_PEER_NEO4J_PORT", "7688"))
PEER_HOME = REPO / ".local" / "neo4j-peer"


# --- phases --------------------------------------------------------------------------------------------


def run_extract(quick: bool) -> dict[str, Any]:
    import extract_bench

    out = io.StringIO()
    argv = ["--json", "--repeat", "2" if quick else "3", "--copies", "1"]  # unseen texts: no repeats
    with contextlib.redirect_stdout(out):
        extract_bench.main(argv)
    raw = json.loads(out.getvalue().strip().splitlines()[-1])
    en, zh = raw.get("en", {}), raw.get("zh", {})
    return {
        "docs_per_s": en.get("full_docs_per_s"),
        "raw_spacy_docs_per_s": en.get("bare_docs_per_s"),
        "zh_docs_per_s": zh.get("full_docs_per_s"),
        "raw_zh_segment_docs_per_s": zh.get("bare_docs_per_s"),
        "en_docs": en.get("docs"),
        "zh_docs": zh.get("docs"),
        "en_vs_raw": en.get("ratio"),
        "zh_vs_raw": zh.get("ratio"),
        # the extractor's own pipeline without the graphmem component (rule tables in place of the model's
        # attribute ruler and lemmatizer): the grammar's own cost, read off beside the ratio to stock spaCy
        "tuned_spacy_docs_per_s": en.get("tuned_docs_per_s"),
        "en_vs_tuned": en.get("ratio_to_tuned"),
    }


def run_ingest(quick: bool) -> dict[str, Any]:
    import ingest_bench

    ingest_bench.ARGS = argparse.Namespace(messages=600 if quick else 4000, users=40 if quick else 200,
                                           batch=200, rounds=1 if quick else 2)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        ingest_bench.main()
    raw = json.loads(out.getvalue())
    e2e, write, rows = raw["end_to_end"], raw["write_only"], raw["raw_unwind_merge"]
    raw_rows_per_s = round((raw["messages"] + raw["memories_extracted"]) / rows["seconds"], 1)
    return {
        "memories_per_s": e2e["memories_per_s"],
        "messages_per_s": e2e["messages_per_s"],
        "raw_unwind_rows_per_s": raw_rows_per_s,
        "write_only_memories_per_s": write["memories_per_s"],
        "write_only_messages_per_s": write["messages_per_s"],
        "raw_unwind_memories_per_s": rows["memories_per_s"],
        "raw_unwind_messages_per_s": rows["messages_per_s"],
        "end_to_end_vs_raw": raw["end_to_end_vs_raw"],
        "write_only_vs_raw": raw["write_only_vs_raw"],
        "messages": raw["messages"],
        "memories_extracted": raw["memories_extracted"],
        "batch_size": raw["batch_size"],
    }


def run_queries(graph: MemoryGraph, world: Any, quick: bool) -> dict[str, Any]:
    import query_bench

    picked = query_bench.samples(graph, world, 40 if quick else 100)
    measured = query_bench.measure(graph, picked, 1 if quick else 2)
    latency, ratios = measured["latency"], measured["ratios"]
    out: dict[str, Any] = {
        "bolt_roundtrip_p50_ms": latency["ping"]["p50_ms"],
        "bolt_roundtrip_p95_ms": latency["ping"]["p95_ms"],
        "read_tx_roundtrip_p95_ms": latency["ping_tx"]["p95_ms"],
        "constraints_p50_ms": latency["constraints.call"]["p50_ms"],
        "constraints_p95_ms": latency["constraints.call"]["p95_ms"],
    }
    for q in ("check", "similar", "who", "recall"):
        out[f"{q}_p50_ms"] = latency[f"{q}.call"]["p50_ms"]
        out[f"{q}_p95_ms"] = latency[f"{q}.call"]["p95_ms"]
    out["samples"] = len(picked) * (1 if quick else 2)
    out["database_only"] = {q: {"p50_ms": latency[f"{q}.query"]["p50_ms"],
                                "p95_ms": latency[f"{q}.query"]["p95_ms"]} for q in ratios}
    out["p95_over_roundtrip"] = {q: r["call_p95_over_ping"] for q, r in ratios.items()}
    out["db_p95_over_roundtrip"] = {q: r["query_p95_over_ping"] for q, r in ratios.items()}
    out["profile"] = measured.get("profile", {})
    return out


def run_cli(settings: Settings, user_id: str, runs: int) -> dict[str, Any]:
    """Wall time of whole processes: a read command against the bare imports it cannot do without."""
    graphmem = Path(sys.executable).parent / "graphmem"
    env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "GRAPHMEM_TENANT": settings.tenant}
    commands = {
        "graphmem_constraints": [str(graphmem), "constraints", user_id, "--json"],
        "bare_imports": [sys.executable, "-c", "import neo4j, typer, pydantic"],
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    for cmd in commands.values():  # warm the OS file cache
        result = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd[:3])} failed: {result.stderr.strip()[-500:]}")
    for _ in range(runs):
        for name, cmd in commands.items():
            began = time.perf_counter()
            subprocess.run(cmd, env=env, capture_output=True, check=False)
            times[name].append(time.perf_counter() - began)
    ours = statistics.median(times["graphmem_constraints"]) * 1000
    bare = statistics.median(times["bare_imports"]) * 1000
    return {"graphmem_constraints_ms": round(ours, 1), "bare_imports_ms": round(bare, 1),
            "ratio": round(ours / bare, 2), "target_ratio": 2.0, "runs": runs}


def peer_dataset(lexicon: Any, seed: int, users: int, batch_users: int, path: Path) -> int:
    """The loaded tenant's users and memories again (same world, same draws as `query_bench.load`), in
    the peer's terms: a person entity per user, observations, a relation to each concept."""
    import query_bench

    world = query_bench.World.build(lexicon, seed)
    memories = 0
    with path.open("w", encoding="utf-8") as out:
        for start in range(0, users, batch_users):
            ids = [f"u{i:07d}" for i in range(start, min(users, start + batch_users))]
            for _ in ids:  # the consent draws of the loader, to stay in step with it
                world.rng.random()
            for user_id in ids:
                items = []
                for row in query_bench.user_memories(world, "peer", user_id):
                    props = row["props"]
                    concept = world.concept(row["entity_ids"][0]) if row["entity_ids"] else None
                    items.append({
                        "kind": props["kind"], "key": props["key"], "value": props["value"],
                        "polarity": props["polarity"], "entity": props["value"],
                        "entity_type": (concept.type if concept else props["key"]).replace("-", "_"),
                        "relation": props["key"].upper(),
                        "text": props["source_text"] if props["subject"] == "user"
                        else f"{props['subject']}: {props['source_text']}",
                    })
                memories += len(items)
                out.write(json.dumps({"user": user_id, "memories": items}, ensure_ascii=False) + "\n")
    return memories


class PeerRun:
    """The peer in the background, so that its untimed preparation overlaps graphmem's load.

    `start()` boots the peer's server, writes the dataset and starts the driver, which bulk-fills all
    but the last `reserve` users in the peer's own shape (untimed: it is there so the peer's reads see the
    same volume) and then waits. `wait_filled()` is called before graphmem's timed phases, so nothing of
    the peer runs while graphmem is measured; `finish()` lets the driver write the reserved users
    through the peer's API under its time budget (timed) and measure its reads.
    """

    def __init__(self, lexicon: Any, *, seed: int, users: int, batch_users: int, reserve: int,
                 budget_s: float, query_budget_s: float) -> None:
        self.lexicon, self.seed, self.users, self.batch_users = lexicon, seed, users, batch_users
        self.reserve = min(reserve, users)
        self.budget_s, self.query_budget_s = budget_s, query_budget_s
        self.server = LocalNeo4j(home=PEER_HOME, port=PEER_PORT)
        self.tmp = Path(tempfile.mkdtemp(prefix="graphmem-peer-"))
        self.memories = 0
        self.proc: subprocess.Popen[bytes] | None = None
        self.error: str | None = None
        self.thread = threading.Thread(target=self._prepare, daemon=True)

    def start(self) -> None:
        self.thread.start()

    def _prepare(self) -> None:
        try:
            sys.path.insert(0, str(HERE / "peer"))
            from setup import peer_python  # benchmarks/peer/setup.py

            python = peer_python()
            self.server.wipe()
            self.server.start()
            data = self.tmp / "users.jsonl"
            self.memories = peer_dataset(self.lexicon, self.seed, self.users, self.batch_users, data)
            cmd = [str(python), str(HERE / "peer" / "driver.py"), "--uri", self.server.uri,
                   "--data", str(data), "--out", str(self.tmp / "result.json"),
                   "--budget-s", str(self.budget_s), "--query-budget-s", str(self.query_budget_s),
                   "--fill-users", str(self.users - self.reserve),
                   "--filled", str(self.tmp / "filled"), "--go", str(self.tmp / "go")]
            with (self.tmp / "driver.log").open("wb") as log_file:
                self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=log_file)
        except Exception as exc:
            self.error = f"{exc.__class__.__name__}: {exc}"

    def wait_filled(self, timeout_s: float = 3600) -> float:
        """Block until the driver has filled its part (or failed); seconds waited."""
        began = time.perf_counter()
        self.thread.join(timeout=timeout_s)
        while (self.error is None and self.proc is not None and self.proc.poll() is None
               and not (self.tmp / "filled").exists() and time.perf_counter() - began < timeout_s):
            time.sleep(0.5)
        return time.perf_counter() - began

    def finish(self) -> dict[str, Any]:
        self.wait_filled()
        if self.error or self.proc is None:
            raise RuntimeError(f"the peer could not be prepared: {self.error or 'no driver'}")
        (self.tmp / "go").touch()
        try:
            code = self.proc.wait(timeout=self.budget_s + 6 * self.query_budget_s + 1800)
        finally:
            log_text = (self.tmp / "driver.log").read_text(errors="replace")
            for line in log_text.splitlines():
                if line.startswith("[peer"):
                    print(line, file=sys.stderr)
        if code != 0:
            raise RuntimeError(f"peer driver failed: {log_text.strip()[-1500:]}")
        peer: dict[str, Any] = json.loads((self.tmp / "result.json").read_text(encoding="utf-8"))
        peer["users_requested"], peer["memories_requested"] = self.users, self.memories
        end_rate = peer.get("writes_per_s_at_end") or peer.get("writes_per_s")
        if end_rate:
            # At the rate it had reached when its budget ran out, on top of the filled volume.
            peer["projected_full_load_h"] = round(self.memories / end_rate / 3600, 1)
        return peer

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.server.wipe()
        shutil.rmtree(self.tmp, ignore_errors=True)


def summary_ratios(doc: dict[str, Any]) -> dict[str, Any]:
    """The headline ratios, each graphmem over its baseline (or over the peer) in the same run."""
    ex, ing, q, cli, peer = (doc.get(k) or {} for k in ("extract", "ingest", "queries", "cli", "peer"))
    out: dict[str, Any] = {
        "extract_en_vs_bare_spacy": ex.get("en_vs_raw"),
        "extract_zh_vs_bare_jieba": ex.get("zh_vs_raw"),
        "ingest_end_to_end_vs_raw_unwind": ing.get("end_to_end_vs_raw"),
        "ingest_write_path_vs_raw_unwind": ing.get("write_only_vs_raw"),
        "cli_constraints_vs_bare_imports": cli.get("ratio"),
    }
    base = q.get("bolt_roundtrip_p95_ms")
    for name in ("constraints", "check", "similar", "who", "recall"):
        if base and q.get(f"{name}_p95_ms") is not None:
            out[f"{name}_p95_over_roundtrip_p95"] = ratio(q[f"{name}_p95_ms"], base)
    if peer.get("writes_per_s"):
        out["write_path_memories_per_s_over_peer"] = ratio(ing.get("write_only_memories_per_s") or math.nan,
                                                           peer["writes_per_s"])
        out["peer_search_p95_over_recall_p95"] = ratio(peer["search_user"]["p95_ms"],
                                                       q.get("recall_p95_ms") or math.nan)
        out["peer_find_by_name_p95_over_constraints_p95"] = ratio(peer["find_by_name"]["p95_ms"],
                                                                  q.get("constraints_p95_ms") or math.nan)
    return out


# --- the report ----------------------------------------------------------------------------------------


def machine() -> dict[str, Any]:
    memory_gib = math.nan
    with contextlib.suppress(OSError, ValueError, IndexError):
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                memory_gib = round(int(line.split()[1]) / 1024 / 1024, 1)
    return {"cpus": os.cpu_count(), "memory_gib": memory_gib, "python": platform.python_version(),
            "platform": platform.platform(terse=True)}


def fmt(value: Any, unit: str = "") -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if isinstance(value, float):
        digits = 0 if abs(value) >= 100 else 2 if abs(value) < 10 else 1
        text = f"{value:,.{digits}f}"
    else:
        text = f"{value:,}" if isinstance(value, int) else str(value)
    return text + unit


def table_rows(doc: dict[str, Any]) -> list[tuple[str, str, str, str]]:
    """The report as rows people read: what, graphmem, baseline or peer, ratio (`##` rows head a part)."""
    rows: list[tuple[str, str, str, str]] = []

    def add(what: str, ours: Any, base: Any = None, rel: Any = None, unit: str = "") -> None:
        rows.append((what, fmt(ours, unit), fmt(base, unit) if base is not None else "",
                     fmt(rel, "×") if rel is not None else ""))

    ex, ing, q, cli, peer = (doc.get(k, {}) for k in ("extract", "ingest", "queries", "cli", "peer"))
    rows.append(("## extraction (docs/s)", "graphmem", "baseline", "ratio"))
    if "error" not in ex:
        add("English: Extractor vs bare spaCy nlp.pipe", ex.get("docs_per_s"), ex.get("raw_spacy_docs_per_s"),
            ex.get("en_vs_raw"))
        add("English: Extractor vs its pipeline without graphmem", ex.get("docs_per_s"),
            ex.get("tuned_spacy_docs_per_s"), ex.get("en_vs_tuned"))
        add("Chinese: Extractor vs bare jieba segmentation", ex.get("zh_docs_per_s"),
            ex.get("raw_zh_segment_docs_per_s"), ex.get("zh_vs_raw"))
    rows.append(("## ingest (per second, batch 200)", "graphmem", "raw UNWIND MERGE", "ratio"))
    if "error" not in ing:
        add("messages/s end to end (extraction included)", ing.get("messages_per_s"),
            ing.get("raw_unwind_messages_per_s"), ing.get("end_to_end_vs_raw"))
        add("memories/s end to end (extraction included)", ing.get("memories_per_s"),
            ing.get("raw_unwind_memories_per_s"), ing.get("end_to_end_vs_raw"))
        add("memories/s, write path only", ing.get("write_only_memories_per_s"),
            ing.get("raw_unwind_memories_per_s"), ing.get("write_only_vs_raw"))
        add("raw UNWIND rows/s (messages + memories)", None, ing.get("raw_unwind_rows_per_s"))
    rows.append(("## queries (ms, end to end calls)", "p95", "RETURN 1 p95", "ratio"))
    if "error" not in q:
        base = q.get("bolt_roundtrip_p95_ms")
        add("bare Bolt round trip `RETURN 1`: p50 (left), p95 (right)", q.get("bolt_roundtrip_p50_ms"), base)
        for name in ("constraints", "check", "similar", "who", "recall"):
            p95 = q.get(f"{name}_p95_ms")
            label = f"{name} (p50 {fmt(q.get(f'{name}_p50_ms'))} ms)"
            add(label, p95, base, ratio(p95, base) if p95 is not None and base else None)
    rows.append(("## CLI start-up (ms, median)", "graphmem", "bare imports", "ratio"))
    if "error" not in cli:
        add("`graphmem constraints USER` vs `import neo4j, typer, pydantic`",
            cli.get("graphmem_constraints_ms"), cli.get("bare_imports_ms"), cli.get("ratio"))
    rows.append(("## peer: mcp-neo4j-memory (same data)", "graphmem", "peer", "graphmem ahead"))
    if "error" not in peer and peer:
        write_ours = ing.get("write_only_memories_per_s")
        add("memories written/s (peer: structured, no extraction)", write_ours, peer.get("writes_per_s"),
            ratio(write_ours, peer.get("writes_per_s")) if write_ours else None)
        add("memories written/s end to end (ours with extraction)", ing.get("memories_per_s"),
            peer.get("writes_per_s"), ratio(ing.get("memories_per_s"), peer.get("writes_per_s")))
        for ours_name, peer_name in (("recall", "search_user"), ("recall", "search_concept"),
                                     ("constraints", "find_by_name")):
            ours_p95 = q.get(f"{ours_name}_p95_ms")
            theirs = peer.get(peer_name, {}).get("p95_ms")
            add(f"p95 ms: {ours_name} vs peer {peer_name}", ours_p95, theirs,
                ratio(theirs, ours_p95) if ours_p95 and theirs else None)
        add("peer volume: users / memories (bulk-filled in its shape + written by its API)",
            f"{peer.get('volume_users', 0):,}", f"{peer.get('volume_memories', 0):,}")
        add("users / memories the peer's API wrote in its time budget", f"{peer.get('users'):,}",
            f"{peer.get('memories'):,}")
        if peer.get("projected_full_load_h") is not None:
            add("hours the peer would need for the whole volume (at its last rate)", None,
                peer["projected_full_load_h"])
    return rows


def heading(doc: dict[str, Any]) -> str:
    return (f"graphmem benchmarks — {doc['mode']}, {doc['users']:,} users, {doc['memories']:,} memories, "
            f"Neo4j {doc['server'].get('version')} {doc['server'].get('edition')}, "
            f"{doc['machine']['cpus']} cores, {doc['machine']['memory_gib']} GiB")


def errors(doc: dict[str, Any]) -> list[str]:
    return [f"{k}: {v['error']}" for k, v in doc.items() if isinstance(v, dict) and "error" in v]


def table(doc: dict[str, Any]) -> str:
    """The report as a plain-text table for the terminal."""
    rows = table_rows(doc)
    width = max(len(r[0]) for r in rows)
    lines = []
    for what, a, b, c in rows:
        if what.startswith("##"):
            lines.append("")
            lines.append(f"{what[3:]:<{width}}  {a:>10}  {b:>16}  {c:>13}")
            lines.append("-" * (width + 45))
        else:
            lines.append(f"{what:<{width}}  {a:>10}  {b:>16}  {c:>13}")
    failed = errors(doc)
    return "\n".join([heading(doc), *lines, *(["", "errors:", *failed] if failed else [])])


def markdown(doc: dict[str, Any]) -> str:
    """The same table in Markdown, for benchmarks/README.md."""
    lines = [f"*{heading(doc)}*", ""]
    for what, a, b, c in table_rows(doc):
        if what.startswith("##"):
            lines += ["", f"| **{what[3:]}** | {a} | {b} | {c} |", "|---|---:|---:|---:|"]
        else:
            lines.append(f"| {what} | {a} | {b} | {c} |")
    failed = errors(doc)
    return "\n".join([*lines, *(["", "Errors:", *(f"- {e}" for e in failed)] if failed else [])]) + "\n"


def phase(doc: dict[str, Any], name: str, work: Callable[[], dict[str, Any]]) -> None:
    """Run one phase; a failure is recorded in its place and the run goes on."""
    log(f"{name} …")
    began = time.perf_counter()
    try:
        doc[name] = work()
    except Exception as exc:
        traceback.print_exc(file=sys.stderr)
        doc[name] = {"error": f"{exc.__class__.__name__}: {exc}"[:1500]}
    doc["seconds"][name] = round(time.perf_counter() - began, 1)
    log(f"{name} done in {doc['seconds'][name]:.0f}s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="~10k users; finishes within 5 minutes")
    parser.add_argument("--users", type=int, default=None, help="users to load (default 100k, quick 10k)")
    parser.add_argument("--json", dest="json_out", type=Path, default=None, help="write the JSON here")
    parser.add_argument("--markdown", type=Path, default=None, help="also write the table as Markdown")
    parser.add_argument("--from-json", type=Path, default=None,
                        help="only print (and --markdown) the tables of an earlier run's JSON")
    parser.add_argument("--peer-budget", type=float, default=None,
                        help="seconds the peer may spend writing through its API (default 180, quick 40)")
    parser.add_argument("--skip", action="append", default=[],
                        choices=["extract", "ingest", "queries", "cli", "peer"], help="leave a phase out")
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args(argv)

    if args.from_json:
        earlier: dict[str, Any] = json.loads(args.from_json.read_text(encoding="utf-8"))
        if args.markdown:
            args.markdown.write_text(markdown(earlier), encoding="utf-8")
        print(table(earlier))
        return 0

    import query_bench

    quick = args.quick
    users = args.users or (10_000 if quick else 100_000)
    batch_users = 2_000
    began = time.perf_counter()
    tenant = bench_tenant("bench-run")
    settings = Settings.from_env(tenant=tenant)
    doc: dict[str, Any] = {
        "mode": "quick" if quick else "full", "users": users, "memories": 0,
        "started_at": datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
        "machine": machine(), "server": {}, "seconds": {},
    }

    if "extract" not in args.skip:
        phase(doc, "extract", lambda: run_extract(quick))

    with MemoryGraph(settings) as graph:
        info = graph.store.verify()
        doc["server"] = {"version": info.version, "edition": info.edition, "uri": settings.neo4j_uri}
        graph.init()
        world = query_bench.World.build(graph.lexicon, args.seed)
        peer: PeerRun | None = None
        if "peer" not in args.skip:
            peer = PeerRun(graph.lexicon, seed=args.seed, users=users, batch_users=batch_users,
                           reserve=2_000 if quick else 10_000,
                           budget_s=args.peer_budget or (40.0 if quick else 180.0),
                           query_budget_s=6.0 if quick else 20.0)
            peer.start()  # boots, writes its dataset and bulk-fills while graphmem loads
        try:
            try:
                log(f"loading {users:,} users into {tenant}")
                load_began = time.perf_counter()
                loaded = query_bench.load(graph, world, users, batch_users)
                doc["memories"] = loaded["memories"]
                doc["load"] = loaded
                doc["seconds"]["load"] = round(time.perf_counter() - load_began, 1)
                log(f"loaded {loaded['memories']:,} memories in {doc['seconds']['load']:.0f}s")
                if peer is not None:
                    log("waiting for the peer's untimed fill, so that nothing else runs while we measure")
                    doc["seconds"]["waited_for_peer_fill"] = round(peer.wait_filled(), 1)
                if "ingest" not in args.skip:
                    phase(doc, "ingest", lambda: run_ingest(quick))
                if "queries" not in args.skip:
                    phase(doc, "queries", lambda: run_queries(graph, world, quick))
                if "cli" not in args.skip:
                    phase(doc, "cli", lambda: run_cli(settings, "u0000001", 5 if quick else 15))
            finally:
                log(f"dropping {tenant}")
                graph.store.drop_tenant(tenant)
            if peer is not None:
                phase(doc, "peer", peer.finish)
        finally:
            if peer is not None:
                peer.close()

    doc["ratios"] = summary_ratios(doc)
    doc["seconds"]["total"] = round(time.perf_counter() - began, 1)
    if args.json_out:
        args.json_out.parent.mkdir(parents=True, exist_ok=True)
        args.json_out.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        log(f"wrote {args.json_out}")
    if args.markdown:
        args.markdown.write_text(markdown(doc), encoding="utf-8")
    print(table(doc))
    return 0


if __name__ == "__main__":
    random.seed(0)
    sys.exit(main())
