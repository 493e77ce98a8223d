"""A throwaway PostgreSQL cluster for the tests that run against a real PostgreSQL server:
made with the installed initdb in a fresh temporary folder, listening on loopback TCP only
(no socket file, so a long temporary path does not matter), stopped and removed at the end.
Skipped, with the reason, where PostgreSQL's programs or psycopg are not installed."""
from __future__ import annotations

import os
import pwd
import secrets
import shutil
import socket
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

BIN_GLOBS = ("/usr/lib/postgresql/*/bin", "/usr/local/pgsql/bin", "/opt/homebrew/opt/postgresql*/bin")
USER = "kingdomino"


def programs() -> Path | None:
    """The folder of initdb and pg_ctl (the newest version installed), or None."""
    found = [Path(p) for pattern in BIN_GLOBS for p in sorted(Path("/").glob(pattern.lstrip("/")))
             if (Path(p) / "initdb").is_file() and (Path(p) / "pg_ctl").is_file()]
    if found:
        return found[-1]
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb and shutil.which("pg_ctl") else None


def why_not() -> str:
    """Why the PostgreSQL tests cannot run here ("" when they can)."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (requirements-dev.txt)"
    if programs() is None:
        return "PostgreSQL's initdb and pg_ctl are not installed (Debian: apt-get install postgresql)"
    if os.name == "posix" and os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root with no postgres user to run the cluster as"
    return ""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def cluster() -> Iterator[str]:
    """A started cluster; its address (postgresql://kingdomino@127.0.0.1:PORT/postgres)."""
    bin_dir = programs()
    assert bin_dir is not None
    folder = Path(tempfile.mkdtemp(prefix="kingdomino-pg-"))
    runner: list[str] = []
    if os.name == "posix" and os.geteuid() == 0:          # initdb refuses root: the postgres user runs it
        owner = pwd.getpwnam("postgres")
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        runner = ["runuser", "-u", "postgres", "--"]
    data, port = folder / "data", free_port()
    try:
        subprocess.run([*runner, str(bin_dir / "initdb"), "-D", str(data), "-U", USER, "-A", "trust", "--no-sync",
                        "-E", "UTF8"], check=True, capture_output=True)
        subprocess.run([*runner, str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(folder / "log"), "-w",
                        "-o", f"-p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''", "start"],
                       check=True, capture_output=True)
        try:
            yield f"postgresql://{USER}@127.0.0.1:{port}/postgres"
        finally:
            subprocess.run([*runner, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                           capture_output=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def fresh_database(url: str) -> str:
    """A new empty database of the cluster at `url`; its address."""
    import psycopg
    name = f"t_{secrets.token_hex(6)}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return url.rsplit("/", 1)[0] + "/" + name
