"""Where the package's data lives: `cypher/` and `schema/` at the repo root, or inside the wheel."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """`cypher` or `schema`: the wheel carries them under graphmem/_data, a checkout at its root."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"graphmem data folder {name!r} is missing from the installation")
