"""Helpers every graphmem benchmark shares: timing, percentiles, a throwaway tenant, a second local Neo4j.

Only the standard library and the Neo4j driver at import, so the peer's driver script (which runs in a
virtualenv of its own) can copy the few lines it needs without importing graphmem.
"""

from __future__ import annotations

import math
import os
import shutil
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
LAUNCHER = REPO / "devtools" / "neo4j" / "neo4j_local.py"
DEFAULT_NEO4J_HOME = REPO / ".local" / "neo4j"


# --- timing --------------------------------------------------------------------------------------------


def percentile(values: Iterable[float], q: float) -> float:
    """The q-th percentile (0-100) by linear interpolation between closest ranks; NaN for no values."""
    data = sorted(values)
    if not data:
        return math.nan
    if len(data) == 1:
        return data[0]
    rank = (len(data) - 1) * q / 100.0
    low = math.floor(rank)
    high = min(low + 1, len(data) - 1)
    return data[low] + (data[high] - data[low]) * (rank - low)


def latency_summary(seconds: list[float]) -> dict[str, float]:
    """p50/p95/p99/mean of call durations, in milliseconds, rounded for people."""
    return {
        "n": len(seconds),
        "p50_ms": round(percentile(seconds, 50) * 1000, 3),
        "p95_ms": round(percentile(seconds, 95) * 1000, 3),
        "p99_ms": round(percentile(seconds, 99) * 1000, 3),
        "mean_ms": round(statistics.fmean(seconds) * 1000, 3) if seconds else math.nan,
    }


def time_calls(call: Callable[[int], Any], count: int, *, warmup: int = 0,
               budget_s: float | None = None) -> list[float]:
    """Durations in seconds of `call(i)` for i in 0..count-1, after `warmup` untimed calls.

    With a budget, stops early once the budget is spent (at least 5 samples are always taken).
    """
    for i in range(warmup):
        call(i)
    samples: list[float] = []
    began = time.perf_counter()
    for i in range(count):
        start = time.perf_counter()
        call(i)
        samples.append(time.perf_counter() - start)
        if budget_s is not None and len(samples) >= 5 and time.perf_counter() - began > budget_s:
            break
    return samples


@dataclass
class Stopwatch:
    """Accumulates wall time of a phase: `with watch: ...` as often as needed."""

    elapsed: float = 0.0
    _start: float = field(default=0.0, repr=False)

    def __enter__(self) -> Stopwatch:
        self._start = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.elapsed += time.perf_counter() - self._start


def rate(count: float, seconds: float) -> float:
    return round(count / seconds, 1) if seconds > 0 else math.nan


def ratio(value: float, baseline: float) -> float:
    return round(value / baseline, 2) if baseline and not math.isnan(baseline) else math.nan


def log(message: str) -> None:
    """Progress on stderr, so stdout stays the table."""
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


# --- tenants -------------------------------------------------------------------------------------------


def bench_tenant(prefix: str = "bench") -> str:
    """A fresh tenant name; a benchmark deletes its tenants afterwards with `Store.drop_tenant`."""
    return f"{prefix}-{uuid.uuid4().hex[:10]}"


# --- a second local Neo4j, for the peer and for fault injection -----------------------------------------


@dataclass
class LocalNeo4j:
    """A Neo4j server of our own, run by the project's launcher with its own state folder and port.

    The jars already resolved for the development server are linked, not downloaded again.
    """

    home: Path
    port: int
    heap: str | None = None
    pagecache: str | None = None

    @property
    def uri(self) -> str:
        return f"bolt://127.0.0.1:{self.port}"

    def _env(self) -> dict[str, str]:
        env = {**os.environ, "GRAPHMEM_NEO4J_HOME": str(self.home), "GRAPHMEM_NEO4J_PORT": str(self.port)}
        env.pop("GRAPHMEM_NEO4J_PASSWORD", None)
        if self.heap:
            env["GRAPHMEM_NEO4J_HEAP"] = self.heap
        if self.pagecache:
            env["GRAPHMEM_NEO4J_PAGECACHE"] = self.pagecache
        return env

    def _link_jars(self) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        shared_home = Path(os.environ.get("GRAPHMEM_NEO4J_HOME", DEFAULT_NEO4J_HOME))
        for jars in shared_home.glob("jars-*"):
            target = self.home / jars.name
            if (jars / ".complete").exists() and not target.exists():
                target.symlink_to(jars.resolve(), target_is_directory=True)

    def launcher(self, action: str, timeout: float = 240.0) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, str(LAUNCHER), action, "--timeout", str(int(timeout))],
            env=self._env(), capture_output=True, text=True, timeout=timeout + 90,
        )

    def start(self, timeout: float = 240.0) -> str:
        self._link_jars()
        result = self.launcher("start", timeout)
        if result.returncode != 0:
            raise RuntimeError(f"could not start Neo4j on port {self.port}: {result.stderr.strip()}")
        return self.uri

    def kill(self) -> None:
        self.launcher("kill")

    def stop(self) -> None:
        self.launcher("stop")

    def running(self) -> bool:
        return self.launcher("status").returncode == 0

    def wipe(self) -> None:
        """Stop the server and remove its state (the linked jars stay where they are)."""
        self.stop()
        shutil.rmtree(self.home, ignore_errors=True)


@contextmanager
def local_neo4j(home: Path, port: int, *, keep: bool = False, **sizes: str) -> Iterator[LocalNeo4j]:
    server = LocalNeo4j(home=home, port=port, **sizes)
    server.start()
    try:
        yield server
    finally:
        if keep:
            server.stop()
        else:
            server.wipe()
