"""The database a server test keeps its tables in: SQLite in the test's folder, and the same
test again on a real PostgreSQL server (tests/net/postgres.py) where one can be started."""
from __future__ import annotations

from typing import Iterator

import pytest

from tests.net.postgres import cluster, fresh_database, why_not


@pytest.fixture(scope="session")
def postgresql_cluster() -> Iterator[str]:
    reason = why_not()
    if reason:
        pytest.skip(reason)
    with cluster() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> str | None:
    """None: SQLite in the data folder; else a fresh PostgreSQL database's address."""
    if request.param == "sqlite":
        return None
    return fresh_database(request.getfixturevalue("postgresql_cluster"))
