"""What every command shares: global options, settings, error reporting and output helpers.

Commands stay thin: parse options, call one library function, print the result with `emit`.
Heavy modules (spaCy, the facade's extraction) are imported inside the commands that need them.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer
from pydantic import BaseModel, ValidationError
from rich.console import Console
from typer.core import TyperGroup

from graphmem.errors import GraphMemError, InvalidBatchError

if TYPE_CHECKING:
    from graphmem.config import Settings
    from graphmem.memory import MemoryGraph

T = TypeVar("T")

stdout = Console(highlight=False, soft_wrap=True)
stderr = Console(stderr=True, highlight=False, soft_wrap=True)

# --- options every command accepts, before or after its arguments ------------------------------------

TenantOption = Annotated[
    str | None,
    typer.Option("--tenant", help="Tenant to work in (overrides GRAPHMEM_TENANT).", show_default="default"),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Machine output (JSON) on stdout.")]
AtOption = Annotated[
    str | None,
    typer.Option("--at", help="Point in time, ISO 8601 with a UTC offset (default: now).", metavar="TS"),
]
UserArg = Annotated[str, typer.Argument(help="The user's id (opaque data, 1-128 printable characters).",
                                        metavar="USER_ID")]


@dataclass
class GlobalOptions:
    neo4j_uri: str | None = None
    database: str | None = None
    tenant: str | None = None
    debug: bool = False


def global_options(ctx: typer.Context) -> GlobalOptions:
    root = ctx.find_root()
    if not isinstance(root.obj, GlobalOptions):
        root.obj = GlobalOptions()
    return root.obj


def settings_for(ctx: typer.Context, tenant: str | None = None) -> Settings:
    """Settings from the environment, overridden by global options, overridden by the command's --tenant."""
    from graphmem.config import Settings

    options = global_options(ctx)
    return Settings.from_env(
        neo4j_uri=options.neo4j_uri,
        neo4j_database=options.database,
        tenant=tenant or options.tenant,
    )


@contextmanager
def open_graph(ctx: typer.Context, tenant: str | None = None) -> Iterator[MemoryGraph]:
    from graphmem.memory import MemoryGraph

    with MemoryGraph(settings_for(ctx, tenant)) as graph:
        yield graph


def parse_at(value: str | None) -> datetime | None:
    from graphmem.timeutil import parse_timestamp

    return None if value is None else parse_timestamp(value)


def read_input(source: str, what: str = "input file") -> str:
    """The text of a file named on the command line, or of stdin for '-'; a file that cannot be read is
    invalid input, named as `what`."""
    from graphmem.errors import InvalidInputError

    if source == "-":
        return sys.stdin.read()
    try:
        return Path(source).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InvalidInputError(f"{what} {source!r} does not exist") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidInputError(f"cannot read {what} {source!r}: {exc}") from exc


# --- output ------------------------------------------------------------------------------------------


def to_jsonable(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: to_jsonable(v) for k, v in value.items()}
    return value


def emit_json(value: Any) -> None:
    """JSON on stdout, one document, UTF-8 kept readable (Chinese stays Chinese)."""
    sys.stdout.write(json.dumps(to_jsonable(value), ensure_ascii=False, indent=2) + "\n")
    sys.stdout.flush()


def emit_jsonl(value: Any) -> None:
    sys.stdout.write(json.dumps(to_jsonable(value), ensure_ascii=False) + "\n")


def emit(result: T, as_json: bool, show: Callable[[T], None], *, empty: str | None = None) -> None:
    """A command's result: with --json, JSON on stdout; otherwise `show` prints it for people, or, when
    the result is empty and `empty` is given, that one line does."""
    if as_json:
        emit_json(result)
    elif empty is not None and not result:
        stdout.print(empty, markup=False)
    else:
        show(result)


def emit_outcome(result: Any, as_json: bool, note: str) -> None:
    """What a change did: with --json, `result` as JSON on stdout; otherwise `note`, one line for people on
    stderr (stdout stays empty, as for a script that did not ask for JSON)."""
    if as_json:
        emit_json(result)
    else:
        stderr.print(note, markup=False)


# --- errors ------------------------------------------------------------------------------------------


def report_error(exc: BaseException, debug: bool) -> int:
    """One or a few plain lines on stderr; the exit code the contract gives."""
    if debug:
        traceback.print_exception(exc, file=sys.stderr)
    if isinstance(exc, InvalidBatchError):
        for line_error in exc.errors:
            print(f"graphmem: {line_error}", file=sys.stderr)
        print(f"graphmem: {exc}", file=sys.stderr)
        return exc.exit_code
    if isinstance(exc, GraphMemError):
        print(f"graphmem: {exc}", file=sys.stderr)
        return exc.exit_code
    if isinstance(exc, ValidationError):
        for error in exc.errors():
            where = ".".join(str(p) for p in error["loc"]) or "input"
            print(f"graphmem: invalid {where}: {error['msg']}", file=sys.stderr)
        return 2
    print(f"graphmem: unexpected error: {exc.__class__.__name__}: {exc} (run with --debug for details)",
          file=sys.stderr)
    return 1


class GraphMemGroup(TyperGroup):
    """Turns graphmem errors into a message and an exit code, for the script and for test runners alike."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except (typer.Exit, typer.Abort):
            raise
        except KeyboardInterrupt:
            print("graphmem: interrupted", file=sys.stderr)
            raise typer.Exit(130) from None
        except Exception as exc:
            # click's own usage errors pass through untouched so they keep exit code 2 and their help.
            if exc.__class__.__module__.startswith(("click", "typer")):
                raise
            options = ctx.obj if isinstance(ctx.obj, GlobalOptions) else GlobalOptions()
            raise typer.Exit(report_error(exc, options.debug)) from None
