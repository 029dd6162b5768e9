"""The named-query loader refuses malformed query files at load time."""

from __future__ import annotations

from pathlib import Path

import pytest

from graphmem.errors import QueryDefinitionError, UnknownQueryError
from graphmem.queries import QueryCatalog, catalog


def write(root: Path, group: str, name: str, text: str) -> None:
    (root / group).mkdir(parents=True, exist_ok=True)
    (root / group / f"{name}.cypher").write_text(text)


def test_a_well_formed_query_loads_with_its_parameters(tmp_path: Path) -> None:
    write(
        tmp_path,
        "read",
        "user_by_id",
        "// name: user_by_id\n// doc: One user.\n// params: tenant, user_id\n"
        "MATCH (u:User {tenant: $tenant, user_id: $user_id}) RETURN u",
    )
    query = QueryCatalog.load(tmp_path)["user_by_id"]
    assert query.params == ("tenant", "user_id")
    assert query.doc == "One user."
    assert query.access == "read"
    assert query.text.startswith("MATCH")


def test_unknown_query_name_is_an_error_that_names_it(tmp_path: Path) -> None:
    write(tmp_path, "read", "a", "// name: a\n// params:\nRETURN 1")
    with pytest.raises(UnknownQueryError, match="no query named 'nope'"):
        QueryCatalog.load(tmp_path)["nope"]


def test_parameter_used_but_not_declared_fails_at_load(tmp_path: Path) -> None:
    write(
        tmp_path, "read", "a", "// name: a\n// params: tenant\nMATCH (u {tenant: $tenant, id: $id}) RETURN u"
    )
    with pytest.raises(QueryDefinitionError, match=r"undeclared parameter.*id"):
        QueryCatalog.load(tmp_path)


def test_parameter_declared_but_unused_fails_at_load(tmp_path: Path) -> None:
    write(
        tmp_path, "write", "a", "// name: a\n// params: tenant, extra\nMATCH (u {tenant: $tenant}) RETURN u"
    )
    with pytest.raises(QueryDefinitionError, match=r"unused parameter.*extra"):
        QueryCatalog.load(tmp_path)


def test_dollar_signs_inside_strings_and_comments_are_not_parameters(tmp_path: Path) -> None:
    write(
        tmp_path,
        "read",
        "a",
        "// name: a\n// params: tenant\nMATCH (u {tenant: $tenant}) // not $this\nRETURN '$price' AS s",
    )
    assert QueryCatalog.load(tmp_path)["a"].params == ("tenant",)


def test_name_must_match_the_file_name(tmp_path: Path) -> None:
    write(tmp_path, "read", "a", "// name: b\n// params:\nRETURN 1")
    with pytest.raises(QueryDefinitionError, match="differs from the file name"):
        QueryCatalog.load(tmp_path)


def test_the_same_name_in_two_groups_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "read", "a", "// name: a\n// params:\nRETURN 1")
    write(tmp_path, "write", "a", "// name: a\n// params:\nRETURN 1")
    with pytest.raises(QueryDefinitionError, match="defined twice"):
        QueryCatalog.load(tmp_path)


def test_arguments_are_checked_against_the_declaration(tmp_path: Path) -> None:
    write(tmp_path, "read", "a", "// name: a\n// params: tenant\nMATCH (u {tenant: $tenant}) RETURN u")
    query = QueryCatalog.load(tmp_path)["a"]
    query.check_arguments({"tenant": "t"})
    with pytest.raises(UnknownQueryError, match="missing tenant"):
        query.check_arguments({})
    with pytest.raises(UnknownQueryError, match="unexpected other"):
        query.check_arguments({"tenant": "t", "other": 1})


def test_every_shipped_query_loads_and_is_tenant_scoped() -> None:
    queries = list(catalog())
    for query in queries:
        assert "tenant" in query.params, f"{query.name} is not tenant-scoped"


def test_an_apostrophe_in_a_comment_does_not_hide_parameters(tmp_path: Path) -> None:
    write(
        tmp_path,
        "read",
        "a",
        "// name: a\n// params: tenant, user_id\nMATCH (u {tenant: $tenant}) // the user's node\n"
        "WHERE u.user_id = $user_id RETURN 'http://x' AS url /* it's fine */",
    )
    assert QueryCatalog.load(tmp_path)["a"].params == ("tenant", "user_id")
