"""graphmem: long-term memory for AI agents, kept as a knowledge graph in Neo4j."""

__version__ = "0.1.0"
