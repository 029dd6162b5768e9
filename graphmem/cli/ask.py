"""The questions agents ask the graph: constraints, check, similar, who, recall, and named read queries.

Each command calls one `MemoryGraph` method and prints its result: `--json` on stdout for machines,
tables for people. None of them imports spaCy: concepts come from the lexicon alone.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any

import typer

from graphmem.cli import common

if TYPE_CHECKING:
    from graphmem.models import Candidate, Memory, Recall, SimilarUser, Verdict, WhoMatch

VERDICT_STYLE = {"block": "red", "avoid": "yellow", "ok": "green"}


def _print_memories(title: str, memories: tuple[Memory, ...] | list[Memory], *, score: bool = False) -> None:
    """One line per memory, for people: what it says, whose it is, how much it counts, and its id."""
    from rich.markup import escape

    from graphmem.check import describe

    common.stdout.print(f"[bold]{escape(title)}[/]")
    for m in memories:
        figures = f"weight {m.weight:.2f}" + (f", score {m.score or 0.0:.4f}" if score else "")
        tags = f" [{', '.join(m.context_tags)}]" if m.context_tags else ""
        common.stdout.print(f"  {escape(m.kind):<10} {escape(describe(m))}{escape(tags)}  "
                            f"[dim]{figures} · {escape(m.id)}[/]")


# --- constraints -------------------------------------------------------------------------------------


def constraints(
    ctx: typer.Context,
    user_id: common.UserArg,
    domain: Annotated[str | None, typer.Option("--domain", help="Only constraints with this context tag.",
                                               metavar="TAG")] = None,
    at: common.AtOption = None,
    as_json: common.JsonOption = False,
    tenant: common.TenantOption = None,
) -> None:
    """The constraints in force at --at (default now): the user's own and those of the people around them."""
    when = common.parse_at(at)
    with common.open_graph(ctx, tenant) as graph:
        result = graph.constraints(user_id, at=when, domain=domain)
    common.emit(result, as_json, lambda found: _print_memories(f"constraints of {user_id} in force", found),
                empty=f"no constraints in force for {user_id}")


# --- check -------------------------------------------------------------------------------------------


def _read_candidates(source: str) -> Any:
    from graphmem.errors import InvalidInputError

    text = common.read_input(source, "candidates file")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInputError(f"candidates are not valid JSON: {exc}") from exc


def check(
    ctx: typer.Context,
    user_id: common.UserArg,
    candidates: Annotated[str, typer.Option(
        "--candidates", help='JSON list of {"id", "name", "tags", "attributes"} (\'-\' reads stdin).',
        metavar="FILE")],
    at: common.AtOption = None,
    as_json: common.JsonOption = False,
    tenant: common.TenantOption = None,
) -> None:
    """Judge candidate items before recommending them: block, avoid or ok, with the reasons."""
    from graphmem.check import parse_candidates

    when = common.parse_at(at)
    items = parse_candidates(_read_candidates(candidates))
    with common.open_graph(ctx, tenant) as graph:
        verdicts = graph.check(user_id, items, at=when)
    common.emit(verdicts, as_json, lambda found: _print_verdicts(found, items))


def _print_verdicts(verdicts: list[Verdict], items: list[Candidate]) -> None:
    from rich.markup import escape

    names = {c.id: c.name for c in items}
    for verdict in verdicts:
        style = VERDICT_STYLE[verdict.verdict]
        label = escape(verdict.id) + (f" ({escape(names[verdict.id])})" if names.get(verdict.id) else "")
        common.stdout.print(f"[bold {style}]{verdict.verdict:<5}[/] {label}")
        for reason in verdict.reasons:
            common.stdout.print(f"       {escape(reason.explanation)}  [dim]{escape(reason.memory_id)}[/]")


# --- similar -----------------------------------------------------------------------------------------


def similar(
    ctx: typer.Context,
    user_id: common.UserArg,
    limit: Annotated[int, typer.Option("--limit", min=1, help="How many users at most.", metavar="N")] = 10,
    at: common.AtOption = None,
    as_json: common.JsonOption = False,
    tenant: common.TenantOption = None,
) -> None:
    """Other consenting users of the tenant who share preferences or constraints, best first."""
    when = common.parse_at(at)
    with common.open_graph(ctx, tenant) as graph:
        result = graph.similar(user_id, limit=limit, at=when)
    common.emit(result, as_json, lambda found: _print_similar(user_id, found),
                empty=f"no consenting user shares a preference or constraint with {user_id}")


def _print_similar(user_id: str, result: list[SimilarUser]) -> None:
    from rich.table import Table

    table = Table(title=f"users like {user_id}", title_justify="left")
    for column in ("user", "score", "shared"):
        table.add_column(column, overflow="fold")
    for user in result:
        shared = ", ".join(f"{'+' if s.polarity == 'positive' else '-'}{s.name} ({s.key}, {s.weight:.2f})"
                           for s in user.shared)
        table.add_row(user.user_id, f"{user.score:.3f}", shared)
    common.stdout.print(table)


# --- who ---------------------------------------------------------------------------------------------


def who(
    ctx: typer.Context,
    terms: Annotated[list[str], typer.Argument(help="Terms every matching user's memories must match.",
                                               metavar="TERM...")],
    kind: Annotated[str | None, typer.Option(
        "--kind", help="Only memories of this kind: identity, preference, constraint, event, relation.",
        metavar="K")] = None,
    at: common.AtOption = None,
    as_json: common.JsonOption = False,
    tenant: common.TenantOption = None,
) -> None:
    """Consenting users whose current memories match every term (through concepts, in both languages)."""
    when = common.parse_at(at)
    with common.open_graph(ctx, tenant) as graph:
        result = graph.who(terms, kind=kind, at=when)
    common.emit(result, as_json, lambda found: _print_who(terms, found),
                empty="no consenting user matches every term")


def _print_who(terms: list[str], result: list[WhoMatch]) -> None:
    from rich.table import Table

    table = Table(title="who: " + " + ".join(terms), title_justify="left")
    for column in ("user", "matching memories"):
        table.add_column(column, overflow="fold")
    for match in result:
        table.add_row(match.user_id, "; ".join(f"{m.key}: {m.value}" for m in match.matches))
    common.stdout.print(table)


# --- recall ------------------------------------------------------------------------------------------


def recall(
    ctx: typer.Context,
    user_id: common.UserArg,
    query: Annotated[str, typer.Argument(help="The message to recall memories for.", metavar="QUERY")],
    budget: Annotated[int, typer.Option("--budget", min=0, help="Characters the context block may use.",
                                        metavar="CHARS")] = 1_000,
    at: common.AtOption = None,
    as_json: common.JsonOption = False,
    tenant: common.TenantOption = None,
) -> None:
    """The user's memories relevant to QUERY, ranked, and a prompt-ready context block."""
    when = common.parse_at(at)
    with common.open_graph(ctx, tenant) as graph:
        result = graph.recall(user_id, query, budget=budget, at=when)
    common.emit(result, as_json, lambda found: _print_recall(user_id, found))


def _print_recall(user_id: str, result: Recall) -> None:
    if not result.memories:
        common.stdout.print(f"nothing remembered about {user_id} that is relevant to this", markup=False)
        return
    _print_memories(f"recall for {user_id}", result.memories, score=True)
    common.stdout.print("")
    common.stdout.print(result.context, markup=False)


# --- query -------------------------------------------------------------------------------------------


def _parse_params(pairs: list[str]) -> dict[str, Any]:
    from graphmem.errors import InvalidInputError
    from graphmem.timeutil import parse_timestamp

    params: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key.strip():
            raise InvalidInputError(f"--param {pair!r}: expected k=v")
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        # Timestamps travel as datetimes so that they compare with the stored DATETIME values.
        if isinstance(value, str) and (key.strip() == "at" or key.strip().endswith("_at")):
            value = parse_timestamp(value)
        params[key.strip()] = value
    return params


def query(
    ctx: typer.Context,
    name: Annotated[str | None, typer.Argument(help="A named read-only query; none lists them.",
                                               metavar="NAME")] = None,
    param: Annotated[list[str] | None, typer.Option(
        "--param", help="A parameter k=v, the value parsed as JSON when it parses (repeatable).",
        metavar="K=V")] = None,
    as_json: common.JsonOption = False,
    tenant: common.TenantOption = None,
) -> None:
    """Run one of the named, read-only queries from cypher/read/ (the tenant is filled in)."""
    if name is None:
        from graphmem.queries import catalog

        listing: list[dict[str, Any]] = [
            {"name": q.name, "doc": q.doc, "params": list(q.params)} for q in catalog().read_only()
        ]
        common.emit(listing, as_json, _print_query_listing)
        return
    params = _parse_params(param or [])
    with common.open_graph(ctx, tenant) as graph:
        rows = graph.query(name, params)
    common.emit_json(_plain(rows))


def _print_query_listing(listing: list[dict[str, Any]]) -> None:
    from rich.table import Table

    table = Table(title="named read-only queries", title_justify="left")
    for column in ("name", "params", "doc"):
        table.add_column(column, overflow="fold")
    for item in listing:
        table.add_row(item["name"], ", ".join(item["params"]), item["doc"])
    common.stdout.print(table)


def _plain(value: Any) -> Any:
    """Rows as JSON-ready data: timestamps as ISO strings, nodes as property maps."""
    from graphmem.timeutil import format_timestamp

    if isinstance(value, dict):
        from graphmem.relational import TIMESTAMP_FIELDS, from_epoch_micros

        # The relational queries return memory timestamps as epoch microseconds (cheaper to read).
        return {k: format_timestamp(from_epoch_micros(v)) if k in TIMESTAMP_FIELDS and isinstance(v, int)
                else _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    to_native = getattr(value, "to_native", None)
    if callable(to_native):
        native = to_native()
        from datetime import datetime

        return format_timestamp(native) if isinstance(native, datetime) else str(native)
    if hasattr(value, "items") and hasattr(value, "labels"):
        return {k: _plain(v) for k, v in dict(value.items()).items()}
    return value


def register(app: typer.Typer) -> None:
    app.command("constraints")(constraints)
    app.command("check")(check)
    app.command("similar")(similar)
    app.command("who")(who)
    app.command("recall")(recall)
    app.command("query")(query)
