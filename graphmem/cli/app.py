"""The `graphmem` command: global options, and the command modules registered on it."""

from __future__ import annotations

import logging
import sys
from typing import Annotated

import typer

from graphmem import __version__
from graphmem.cli import admin, common

app = typer.Typer(
    name="graphmem",
    cls=common.GraphMemGroup,
    help="Long-term memory for AI agents, kept as a knowledge graph in Neo4j.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        print(f"graphmem {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    ctx: typer.Context,
    neo4j_uri: Annotated[
        str | None,
        typer.Option(
            "--neo4j-uri", envvar="NEO4J_URI", help="Neo4j URI.", show_default="bolt://127.0.0.1:7687"
        ),
    ] = None,
    database: Annotated[
        str | None,
        typer.Option("--database", envvar="NEO4J_DATABASE", help="Neo4j database.", show_default="neo4j"),
    ] = None,
    tenant: common.TenantOption = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks on errors.")] = False,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Long-term memory for AI agents, kept as a knowledge graph in Neo4j."""
    # The driver logs every retry as a warning; the CLI reports failures itself, once.
    logging.getLogger("neo4j").setLevel(logging.DEBUG if debug else logging.CRITICAL)
    options = common.global_options(ctx)
    options.neo4j_uri, options.database, options.tenant, options.debug = neo4j_uri, database, tenant, debug


def _register_all() -> None:
    admin.register(app)
    # Command modules that other parts of the project add register here as they land.
    import importlib

    for module_name in ("extract", "memories", "ask", "inspect", "demo"):
        try:
            module = importlib.import_module(f"graphmem.cli.{module_name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"graphmem.cli.{module_name}":
                raise
            continue
        module.register(app)


_register_all()


def main() -> None:
    try:
        app()
    except Exception as exc:  # only reached outside a command (e.g. while registering)
        sys.exit(common.report_error(exc, "--debug" in sys.argv))
