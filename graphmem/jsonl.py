"""Reading JSONL input line by line, with every bad line named by its number (ingest, extract)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from graphmem.errors import LineError


def json_objects(lines: Iterable[str], example: str) -> Iterator[tuple[int, dict[str, Any] | LineError]]:
    """Each non-blank line as `(number, object)`, or `(number, LineError)` when it is not a JSON object.
    Blank lines are skipped but keep their numbers, so the numbers match an editor's."""
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            yield number, LineError(number, f"invalid JSON ({exc.msg} at column {exc.colno})")
            continue
        if not isinstance(data, dict):
            yield number, LineError(number, f"expected a JSON object such as {example}")
            continue
        yield number, data
