"""Named Cypher queries, loaded from `cypher/<group>/<name>.cypher` and checked at load.

Each file starts with a header of `//` comment lines:

    // name: constraints_in_force
    // doc: Constraints of a user and the people around the user, in force at a time.
    // params: tenant, user_id, at

The loader fails on a name that differs from the file name, a duplicate name, or a parameter that is
declared but unused or used but undeclared. Queries in `read/` are read-only; `write/` and `admin/`
write. Python never builds Cypher by concatenation: values always travel as `$params`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from graphmem.errors import QueryDefinitionError, UnknownQueryError
from graphmem.resources import data_dir

Access = Literal["read", "write"]
GROUPS: dict[str, Access] = {"read": "read", "write": "write", "admin": "write"}

_HEADER = re.compile(r"^//\s*(name|doc|params)\s*:\s*(.*)$")
# Strings and comments in one left-to-right pass, so a quote inside a comment or `//` inside a string
# cannot hide what follows it.
_STRING_OR_COMMENT = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`|//[^\n]*|/\*.*?\*/", re.S)
_PARAM = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")


@dataclass(frozen=True)
class NamedQuery:
    name: str
    group: str
    doc: str
    params: tuple[str, ...]
    text: str
    path: Path

    @property
    def access(self) -> Access:
        return GROUPS[self.group]

    def check_arguments(self, arguments: Mapping[str, object]) -> None:
        missing = set(self.params) - set(arguments)
        extra = set(arguments) - set(self.params)
        if missing or extra:
            parts = []
            if missing:
                parts.append("missing " + ", ".join(sorted(missing)))
            if extra:
                parts.append("unexpected " + ", ".join(sorted(extra)))
            raise UnknownQueryError(f"query {self.name!r}: {'; '.join(parts)} parameter(s)")


def parse_query(path: Path, group: str) -> NamedQuery:
    source = path.read_text(encoding="utf-8")
    header: dict[str, str] = {}
    body_lines: list[str] = []
    in_header = True
    for line in source.splitlines():
        match = _HEADER.match(line.strip()) if in_header else None
        if match:
            header[match.group(1)] = match.group(2).strip()
            continue
        if in_header and line.strip().startswith("//"):
            continue
        in_header = False
        body_lines.append(line)
    body = "\n".join(body_lines).strip()
    where = f"{path.parent.name}/{path.name}"
    name = header.get("name")
    if not name:
        raise QueryDefinitionError(f"{where}: header has no '// name:' line")
    if name != path.stem:
        raise QueryDefinitionError(f"{where}: declared name {name!r} differs from the file name")
    if not body:
        raise QueryDefinitionError(f"{where}: no Cypher after the header")
    declared = tuple(p.strip() for p in header.get("params", "").split(",") if p.strip())
    if len(set(declared)) != len(declared):
        raise QueryDefinitionError(f"{where}: a parameter is declared twice")
    used = set(_PARAM.findall(_STRING_OR_COMMENT.sub(" ", body)))
    unused = set(declared) - used
    undeclared = used - set(declared)
    if unused:
        raise QueryDefinitionError(f"{where}: declared but unused parameter(s): {', '.join(sorted(unused))}")
    if undeclared:
        raise QueryDefinitionError(
            f"{where}: used but undeclared parameter(s): {', '.join(sorted(undeclared))}"
        )
    return NamedQuery(
        name=name, group=group, doc=header.get("doc", ""), params=declared, text=body, path=path
    )


class QueryCatalog:
    """Every named query of a `cypher/` folder, by name."""

    def __init__(self, queries: Mapping[str, NamedQuery]) -> None:
        self._queries = dict(queries)

    @classmethod
    def load(cls, root: Path | None = None) -> QueryCatalog:
        folder = root if root is not None else data_dir("cypher")
        queries: dict[str, NamedQuery] = {}
        for group in GROUPS:
            for path in sorted((folder / group).glob("*.cypher")):
                query = parse_query(path, group)
                if query.name in queries:
                    raise QueryDefinitionError(f"query name {query.name!r} is defined twice")
                queries[query.name] = query
        return cls(queries)

    def __getitem__(self, name: str) -> NamedQuery:
        try:
            return self._queries[name]
        except KeyError:
            raise UnknownQueryError(
                f"no query named {name!r}; `graphmem query` lists the available ones"
            ) from None

    def __contains__(self, name: object) -> bool:
        return name in self._queries

    def __iter__(self) -> Iterator[NamedQuery]:
        return iter(sorted(self._queries.values(), key=lambda q: (q.group, q.name)))

    def read_only(self) -> list[NamedQuery]:
        return [q for q in self if q.access == "read"]


@cache
def catalog() -> QueryCatalog:
    """The package's queries, loaded and checked once per process."""
    return QueryCatalog.load()
