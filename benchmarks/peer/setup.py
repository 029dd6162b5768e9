"""Make the peer's virtualenv on demand: `mcp-neo4j-memory` 0.4.x lives there, never in graphmem's.

    python benchmarks/peer/setup.py          # prints the peer's python
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
PEER_VENV = REPO / ".local" / "peer-venv"
PEER_REQUIREMENT = "mcp-neo4j-memory>=0.4,<0.5"


def peer_python(venv: Path = PEER_VENV) -> Path:
    """The peer venv's python, creating the venv and installing the peer first when needed."""
    python = venv / "bin" / "python"
    probe = [str(python), "-c", "import mcp_neo4j_memory.neo4j_memory"]
    if python.exists() and subprocess.run(probe, capture_output=True).returncode == 0:
        return python
    base = getattr(sys, "_base_executable", sys.executable)
    subprocess.run([base, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", PEER_REQUIREMENT], check=True)
    subprocess.run(probe, check=True)
    return python


if __name__ == "__main__":
    print(peer_python())
