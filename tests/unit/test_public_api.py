"""The package root's surface only changes on purpose."""

from __future__ import annotations

import graphmem


def test_exported_names_are_exactly_the_public_surface() -> None:
    assert sorted(graphmem.__all__) == sorted([
        "Candidate", "DatabaseError", "DatabaseUnavailableError", "EntityRef", "ExtractedMemory",
        "GraphMemError", "IngestSummary", "InvalidBatchError", "InvalidInputError", "LineError", "Memory",
        "MemoryGraph", "MemoryNotFoundError", "Message", "ModelNotAvailableError", "NotFoundError", "Profile",
        "QueryDefinitionError", "Reason", "Recall", "SchemaNotReadyError", "Session", "Settings",
        "SimilarUser", "SourceRef", "UnknownQueryError", "Verdict", "WhoMatch", "__version__",
    ])
    for name in graphmem.__all__:
        assert hasattr(graphmem, name), name


def test_invalid_input_is_also_a_value_error() -> None:
    assert issubclass(graphmem.InvalidInputError, ValueError)
    assert issubclass(graphmem.InvalidBatchError, graphmem.GraphMemError)


def test_importing_graphmem_does_not_import_spacy() -> None:
    import subprocess
    import sys

    code = "import sys, graphmem; print('spacy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
