"""Fixtures of the reliability suite; helpers are in `reliability_support.py`.

Tests here are marked `reliability` by the root conftest. They run against the same real Neo4j as the
integration tests; the fault test starts a second server of its own (see `test_faults.py`).
"""

from __future__ import annotations

import sys
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

# pytest imports test modules in importlib mode (no sys.path changes); the suite's helper module sits
# beside this file and is imported by name.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from reliability_support import drop_tenant

from graphmem.config import Settings


@pytest.fixture(scope="module")
def make_tenant(base_settings: Settings) -> Iterator[Callable[[str], str]]:
    """A factory of fresh tenant names for tests that outlive one function (hypothesis); all dropped at
    the end of the module."""
    made: list[str] = []

    def make(prefix: str = "rel") -> str:
        name = f"{prefix}-{uuid.uuid4().hex[:12]}"
        made.append(name)
        return name

    yield make
    for name in made:
        drop_tenant(base_settings, name)
