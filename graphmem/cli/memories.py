"""The write path and the user's controls: ingest, session, profile, consent, forget, restore, purge,
export and the trash's retention sweep. Each command calls one `MemoryGraph` method and prints its result:
`--json` on stdout for machines, rich tables for people, summaries and errors on stderr.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer

from graphmem.cli import common

if TYPE_CHECKING:
    from graphmem.models import IngestSummary, Memory, Profile, Role, Session

MemoryArg = Annotated[str, typer.Argument(help="A memory id, as profile or export shows it.",
                                          metavar="MEMORY_ID")]


# --- ingest --------------------------------------------------------------------------------------------


@contextmanager
def _progress(total: int) -> Iterator[Callable[[int], None] | None]:
    """A progress bar on stderr when it is a terminal; nothing otherwise (pipes, CI, tests)."""
    if total <= 1 or not sys.stderr.isatty():
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(TextColumn("ingesting"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=common.stderr, transient=True) as bar:
        task = bar.add_task("ingest", total=total)
        yield lambda done: bar.advance(task, done)


def _summary_line(summary: IngestSummary) -> str:
    line = (f"ingested {summary.messages} message(s), {summary.messages_new} new; "
            f"memories: {summary.memories_new} new, {summary.memories_reinforced} reinforced, "
            f"{summary.memories_superseded} superseded")
    if summary.lines_rejected:
        line += f"; {summary.lines_rejected} line(s) rejected"
    return line


def ingest(
    ctx: typer.Context,
    user_id: Annotated[str | None, typer.Argument(help="The user who wrote TEXT.", metavar="USER_ID",
                                                  show_default=False)] = None,
    text: Annotated[str | None, typer.Argument(help="The message.", show_default=False)] = None,
    session: Annotated[str | None, typer.Option("--session", help="Session id (default: 'default').",
                                                metavar="S")] = None,
    at: common.AtOption = None,
    role: Annotated[str, typer.Option("--role", help="user, assistant or system.")] = "user",
    agent: Annotated[str | None, typer.Option("--agent", help="Id of the agent in the conversation.")] = None,
    input_file: Annotated[str | None, typer.Option(
        "--input", help="JSONL file of messages ('-' reads stdin).", metavar="FILE")] = None,
    skip_invalid: Annotated[bool, typer.Option(
        "--skip-invalid", help="Write the valid lines of --input and report the bad ones.")] = False,
    tenant: common.TenantOption = None,
    as_json: common.JsonOption = False,
) -> None:
    """Store messages and the memories extracted from them.

    One message: `graphmem ingest USER_ID TEXT`. A batch: `graphmem ingest --input FILE.jsonl`, lines
    {"user_id", "text", "session_id"?, "role"?, "agent_id"?, "at"?, "tenant"?}. The whole file is checked
    first: any bad line and nothing is written (exit 2), unless --skip-invalid.
    """
    from graphmem.errors import InvalidInputError

    if input_file is not None:
        if user_id is not None or text is not None:
            raise InvalidInputError("give either USER_ID TEXT or --input FILE, not both")
        if session is not None or at is not None or agent is not None or role != "user":
            raise InvalidInputError("--session, --at, --role and --agent apply to one message; with --input "
                                    "each JSONL line carries its own session_id, at, role and agent_id")
        lines = common.read_input(input_file).splitlines()
        total = sum(1 for line in lines if line.strip())
        with common.open_graph(ctx, tenant) as graph, _progress(total) as advance:
            summary = graph.ingest_jsonl(lines, skip_invalid=skip_invalid, progress=advance)
        for rejected in summary.rejected:
            print(f"graphmem: {rejected}", file=sys.stderr)
    else:
        if user_id is None or text is None:
            raise InvalidInputError("give USER_ID and TEXT, or --input FILE.jsonl (see --help)")
        if role not in ("user", "assistant", "system"):
            raise InvalidInputError(f"role {role!r} is not one of user, assistant, system")
        with common.open_graph(ctx, tenant) as graph:
            summary = graph.ingest(user_id, text, session_id=session, at=common.parse_at(at),
                                   role=cast("Role", role), agent_id=agent)
    if as_json:
        common.emit_json(summary)
    print(f"graphmem: {_summary_line(summary)}", file=sys.stderr)


# --- reads for people ----------------------------------------------------------------------------------


def _memory_table(title: str, memories: tuple[Memory, ...], history: bool) -> Any:
    """Fits an 80-column terminal: each memory on one line with its full id (for forget/restore)
    below it, dates to the day; `--json` has every field at full precision."""
    from rich.markup import escape
    from rich.table import Table

    def day(value: datetime | None) -> str:
        return "" if value is None else value.strftime("%Y-%m-%d")

    table = Table(title=title, title_justify="left")
    table.add_column("memory", overflow="fold", min_width=28)
    table.add_column("weight", justify="right")
    table.add_column("from", no_wrap=True)
    table.add_column("until", no_wrap=True)
    if history:
        table.add_column("status")
    for m in memories:
        whose = "" if m.subject == "user" else f"{escape(m.subject)} · "
        seen = f" ×{m.mentions}" if m.mentions > 1 else ""
        text = f"{whose}{escape(m.key)}: [bold]{escape(m.value)}[/]{seen}\n[dim]{m.id}[/]"
        row = [text, f"{m.weight:.2f}", day(m.valid_from), day(m.valid_until)]
        if history:
            row.append(m.status)
        table.add_row(*row)
    return table


def _print_profile(result: Profile, history: bool) -> None:
    groups = (("identity", result.identity), ("preferences", result.preferences),
              ("constraints", result.constraints), ("events", result.events), ("relations", result.relations))
    shown = False
    for title, memories in groups:
        if memories:
            common.stdout.print(_memory_table(title, memories, history))
            shown = True
    if not shown:
        common.stdout.print(f"no memories for {result.user_id}", markup=False)


def profile(
    ctx: typer.Context,
    user_id: common.UserArg,
    at: common.AtOption = None,
    history: Annotated[bool, typer.Option("--history", help="Add superseded, expired and deleted memories.")]
    = False,
    tenant: common.TenantOption = None,
    as_json: common.JsonOption = False,
) -> None:
    """The user's memories in force at --at (default now), by kind."""
    with common.open_graph(ctx, tenant) as graph:
        result = graph.profile(user_id, at=common.parse_at(at), history=history)
    common.emit(result, as_json, lambda found: _print_profile(found, history))


def session(
    ctx: typer.Context,
    user_id: common.UserArg,
    session_id: Annotated[str, typer.Argument(help="The session id.", metavar="SESSION_ID")],
    tenant: common.TenantOption = None,
    as_json: common.JsonOption = False,
) -> None:
    """The session's messages in order."""
    with common.open_graph(ctx, tenant) as graph:
        result = graph.session(user_id, session_id)
    common.emit(result, as_json, _print_session)


def _print_session(result: Session) -> None:
    from rich.table import Table

    from graphmem.timeutil import format_timestamp

    table = Table(title=f"session {result.session_id}", title_justify="left")
    for column in ("seq", "role", "at", "text"):
        table.add_column(column, overflow="fold")
    for message in result.messages:
        table.add_row(str(message.seq), message.role, format_timestamp(message.at) or "", message.text)
    common.stdout.print(table)


# --- user controls -------------------------------------------------------------------------------------


def consent(
    ctx: typer.Context,
    user_id: common.UserArg,
    share: Annotated[bool, typer.Option("--share/--no-share", help="Take part in cross-user queries.")],
    tenant: common.TenantOption = None,
    as_json: common.JsonOption = False,
) -> None:
    """Whether the user takes part in cross-user queries (similar, who)."""
    with common.open_graph(ctx, tenant) as graph:
        shared = graph.consent(user_id, share)
    common.emit_outcome({"user_id": user_id, "share": shared}, as_json,
                        f"{user_id}: {'shares' if shared else 'does not share'} in cross-user queries")


def _memory_change(ctx: typer.Context, user_id: str, memory_id: str, tenant: str | None, as_json: bool,
                   action: str) -> None:
    with common.open_graph(ctx, tenant) as graph:
        method = graph.forget if action == "forget" else graph.restore
        memory = method(user_id, memory_id)
    done = "moved to the trash" if action == "forget" else "restored"
    common.emit_outcome(memory, as_json,
                        f"{memory.id} ({memory.key}: {memory.value}) {done}; status {memory.status}")


def forget(ctx: typer.Context, user_id: common.UserArg, memory_id: MemoryArg,
           tenant: common.TenantOption = None, as_json: common.JsonOption = False) -> None:
    """Soft delete a memory: it goes to the trash (kept trash_days, 30 by default) and can be restored."""
    _memory_change(ctx, user_id, memory_id, tenant, as_json, "forget")


def restore(ctx: typer.Context, user_id: common.UserArg, memory_id: MemoryArg,
            tenant: common.TenantOption = None, as_json: common.JsonOption = False) -> None:
    """Take a forgotten memory out of the trash."""
    _memory_change(ctx, user_id, memory_id, tenant, as_json, "restore")


def purge(
    ctx: typer.Context,
    user_id: common.UserArg,
    yes: Annotated[bool, typer.Option("--yes", help="Confirm: this cannot be undone.")] = False,
    tenant: common.TenantOption = None,
    as_json: common.JsonOption = False,
) -> None:
    """Delete everything about the user in the tenant, at once and for good (needs --yes)."""
    if not yes:
        print(f"graphmem: purge deletes everything about {user_id!r} for good; add --yes to confirm",
              file=sys.stderr)
        raise typer.Exit(2)
    with common.open_graph(ctx, tenant) as graph:
        result = graph.purge(user_id)
    common.emit_outcome(result, as_json, f"purged {user_id}: {result.memories} memories, {result.messages} "
                        f"messages, {result.sessions} sessions, {result.persons} people")


def export(
    ctx: typer.Context,
    user_id: common.UserArg,
    out: Annotated[Path | None, typer.Option("--out", help="Write the JSON to FILE instead of stdout.",
                                             metavar="FILE")] = None,
    tenant: common.TenantOption = None,
) -> None:
    """Everything stored about the user, as JSON (PII stays redacted)."""
    import json

    from graphmem.errors import GraphMemError

    with common.open_graph(ctx, tenant) as graph:
        data = graph.export(user_id)
    if out is None:
        common.emit_json(data)
        return
    try:
        out.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    except OSError as exc:
        raise GraphMemError(f"cannot write {out}: {exc.strerror or exc}") from exc
    common.stderr.print(f"exported {user_id}: {len(data['memories'])} memories, {len(data['sessions'])} "
                        f"sessions to {out}", markup=False)


def sweep(
    ctx: typer.Context,
    older_than: Annotated[int | None, typer.Option(
        "--older-than", min=0, help="Days in the trash (default: GRAPHMEM_TRASH_DAYS, 30).", metavar="DAYS")]
    = None,
    tenant: common.TenantOption = None,
    as_json: common.JsonOption = False,
) -> None:
    """Empty the trash: delete for good the memories forgotten longer ago than the retention period."""
    with common.open_graph(ctx, tenant) as graph:
        deleted = graph.sweep_trash(older_than)
        days = graph.settings.trash_days if older_than is None else older_than
    common.emit_outcome({"deleted": deleted, "older_than_days": days}, as_json,
                        f"deleted {deleted} memories trashed more than {days} days ago")


def register(app: typer.Typer) -> None:
    app.command("ingest")(ingest)
    app.command("session")(session)
    app.command("profile")(profile)
    app.command("consent")(consent)
    app.command("forget")(forget)
    app.command("restore")(restore)
    app.command("purge")(purge)
    app.command("export")(export)
    app.command("sweep")(sweep)
