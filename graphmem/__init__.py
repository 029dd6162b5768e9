"""graphmem: long-term memory for AI agents, kept as a knowledge graph in Neo4j.

    from graphmem import MemoryGraph, Settings

    with MemoryGraph(Settings.from_env()) as graph:
        graph.ingest("alice", "I'm allergic to peanuts.")
"""

from graphmem.config import Settings
from graphmem.errors import (
    DatabaseError,
    DatabaseUnavailableError,
    GraphMemError,
    InvalidBatchError,
    InvalidInputError,
    LineError,
    MemoryNotFoundError,
    ModelNotAvailableError,
    NotFoundError,
    QueryDefinitionError,
    SchemaNotReadyError,
    UnknownQueryError,
)
from graphmem.memory import MemoryGraph
from graphmem.models import (
    Candidate,
    EntityRef,
    ExtractedMemory,
    IngestSummary,
    Memory,
    Message,
    Profile,
    Reason,
    Recall,
    Session,
    SimilarUser,
    SourceRef,
    Verdict,
    WhoMatch,
)

__version__ = "0.1.0"

__all__ = [
    "Candidate",
    "DatabaseError",
    "DatabaseUnavailableError",
    "EntityRef",
    "ExtractedMemory",
    "GraphMemError",
    "IngestSummary",
    "InvalidBatchError",
    "InvalidInputError",
    "LineError",
    "Memory",
    "MemoryGraph",
    "MemoryNotFoundError",
    "Message",
    "ModelNotAvailableError",
    "NotFoundError",
    "Profile",
    "QueryDefinitionError",
    "Reason",
    "Recall",
    "SchemaNotReadyError",
    "Session",
    "Settings",
    "SimilarUser",
    "SourceRef",
    "UnknownQueryError",
    "Verdict",
    "WhoMatch",
    "__version__",
]
