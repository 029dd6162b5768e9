"""`graphmem extract`: memories from text, without touching the database.

One TEXT → the memories (a table, or `--json` a list). `--input FILE|-` reads JSONL lines `{"id", "text"}`
and writes JSONL lines `{"id", "memories": [...]}` in the same order; the whole input is validated first,
and any bad line is reported as `line N: reason` with exit code 2.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Annotated, Any, Literal

import typer

from graphmem.cli import common

if TYPE_CHECKING:
    from graphmem.extract import ExtractRequest
    from graphmem.models import ExtractedMemory

# What `extract` prints: the contract's memory object minus the stored fields.
_STORED_FIELDS = {"id", "mentions", "status", "recorded_at", "last_seen_at", "weight", "score"}


def memory_json(memory: ExtractedMemory) -> dict[str, Any]:
    data: dict[str, Any] = memory.model_dump(mode="json", exclude=_STORED_FIELDS)
    return data


def parse_batch(
    lines: list[str], *, lang: str, domain: str | None, at: str | None, max_chars: int
) -> list[tuple[Any, ExtractRequest]]:
    """Validate every line first; raise `InvalidBatchError` listing each bad line (numbered from 1)."""
    from pydantic import ValidationError

    from graphmem.errors import GraphMemError, InvalidBatchError, LineError
    from graphmem.extract import ExtractRequest, validate_text
    from graphmem.jsonl import json_objects
    from graphmem.timeutil import parse_timestamp

    default_at = parse_timestamp(at) if at else None
    requests: list[tuple[Any, ExtractRequest]] = []
    errors: list[LineError] = []
    for number, row in json_objects(lines, '{"id": ..., "text": ...}'):
        if isinstance(row, LineError):
            errors.append(row)
            continue
        if "id" not in row:
            errors.append(LineError(number, "missing 'id'"))
            continue
        text = row.get("text")
        if not isinstance(text, str):
            errors.append(LineError(number, "missing 'text' (a string)"))
            continue
        try:
            validate_text(text, max_chars)
            line_at = parse_timestamp(row["at"]) if isinstance(row.get("at"), str) else default_at
            request = ExtractRequest(
                text=text,
                at=line_at,
                lang=row.get("lang", lang),
                domain=row.get("domain", domain),
                timezone=row.get("timezone"),
            )
        except GraphMemError as exc:
            errors.append(LineError(number, str(exc)))
            continue
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "line"
            errors.append(LineError(number, f"invalid {where}: {first['msg']}"))
            continue
        requests.append((row["id"], request))
    if errors:
        # Extraction writes nothing in any case; what the bad lines cost is the output of the good ones.
        raise InvalidBatchError(errors, outcome="nothing was extracted")
    return requests


def _print_table(memories: list[ExtractedMemory]) -> None:
    from rich.table import Table

    if not memories:
        common.stdout.print("no memories in this text")
        return
    table = Table("kind", "subject", "key", "value", "polarity", "confidence", "valid until", "tags")
    for m in memories:
        until = memory_json(m)["valid_until"] or ""
        flags = f" ({', '.join(m.flags)})" if m.flags else ""
        table.add_row(
            m.kind,
            m.subject,
            m.key,
            m.value + flags,
            m.polarity,
            f"{m.confidence:.2f}",
            until,
            ", ".join(m.context_tags),
        )
    common.stdout.print(table)


def extract(
    ctx: typer.Context,
    text: Annotated[str | None, typer.Argument(help="The message to extract memories from.")] = None,
    input_file: Annotated[
        str | None,
        typer.Option("--input", help='JSONL file of {"id", "text"} lines, or - for stdin.', metavar="FILE"),
    ] = None,
    lang: Annotated[
        Literal["auto", "en", "zh"], typer.Option("--lang", help="Language of the text.")
    ] = "auto",
    domain: Annotated[
        str | None,
        typer.Option(
            "--context", help="Agent domain (finance, travel, food …) to break sense ties.", metavar="DOMAIN"
        ),
    ] = None,
    at: common.AtOption = None,
    tenant: common.TenantOption = None,
    as_json: common.JsonOption = False,
) -> None:
    """Extract memories from TEXT (or a JSONL --input) without touching the database."""
    from graphmem.errors import InvalidInputError
    from graphmem.extract import Extractor

    if (text is None) == (input_file is None):
        raise InvalidInputError("give either TEXT or --input FILE (use - for stdin), not both")
    settings = common.settings_for(ctx, tenant)
    extractor = Extractor(settings)
    if text is not None:
        memories = extractor.extract(text, at=common.parse_at(at), lang=lang, domain=domain)
        if as_json:
            common.emit_json([memory_json(m) for m in memories])
        else:
            _print_table(memories)
        return
    assert input_file is not None
    lines = common.read_input(input_file).splitlines()
    batch = parse_batch(lines, lang=lang, domain=domain, at=at, max_chars=settings.max_text_chars)

    def requests() -> Iterator[ExtractRequest]:
        return (request for _, request in batch)

    for (line_id, _), found in zip(batch, extractor.extract_many(requests()), strict=True):
        common.emit_jsonl({"id": line_id, "memories": [memory_json(m) for m in found]})
    sys.stdout.flush()


def register(app: typer.Typer) -> None:
    app.command("extract")(extract)
