"""One exception root for everything graphmem raises on purpose.

Driver exceptions are translated into these in `graphmem.store`; invalid input also subclasses
`ValueError` so callers that only know the standard library can still catch it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


class GraphMemError(Exception):
    """Root of every error graphmem raises on purpose."""

    exit_code: int = 1


class InvalidInputError(GraphMemError, ValueError):
    """The caller gave something graphmem cannot accept (exit code 2)."""

    exit_code = 2


@dataclass(frozen=True)
class LineError:
    """One rejected line of a batch, numbered from 1 like an editor shows it."""

    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


class InvalidBatchError(InvalidInputError):
    """A batch had invalid lines, so none of it was used; `outcome` says what that meant for the caller
    (ingest: nothing was written)."""

    def __init__(self, errors: Sequence[LineError], *, outcome: str = "nothing was written") -> None:
        self.errors: tuple[LineError, ...] = tuple(errors)
        noun = "line is" if len(self.errors) == 1 else "lines are"
        super().__init__(f"{len(self.errors)} {noun} invalid; {outcome}")


class QueryDefinitionError(GraphMemError):
    """A query file is malformed: bad name, or parameters declared but unused or used but undeclared."""


class UnknownQueryError(QueryDefinitionError, InvalidInputError):
    """No named query has that name."""

    exit_code = 2


class DatabaseUnavailableError(GraphMemError):
    """Neo4j could not be reached or refused the connection."""


class DatabaseError(GraphMemError):
    """Neo4j answered with an error graphmem did not expect."""


class SchemaNotReadyError(GraphMemError):
    """Constraints or indexes are missing or not online; run `graphmem init`."""


class NotFoundError(GraphMemError):
    """A user, memory or session that was asked for does not exist in the tenant."""


class MemoryNotFoundError(NotFoundError):
    def __init__(self, memory_id: str, user_id: str) -> None:
        self.memory_id = memory_id
        self.user_id = user_id
        super().__init__(f"memory {memory_id!r} not found for user {user_id!r}")


class ModelNotAvailableError(GraphMemError):
    """A spaCy pipeline or segmenter that extraction needs is not installed."""
