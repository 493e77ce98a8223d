"""The program's log of internal errors: a rotating file in the user log folder (platformdirs;
KINGDOMINO_LOG_DIR overrides it, for tests and portable installs). A player sees one line that
says where the log is; the traceback, the version and the platform wait in the file for a bug
report, also from a window started from the menu, which has no terminal to print to."""
from __future__ import annotations

import logging
import os
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

import game

NAME = "kingdomino-family"
FILE = f"{NAME}.log"
MAX_BYTES = 512 * 1024     # then the log moves to .log.1 (and .1 to .2, .2 to .3): at most 2 MB in all
BACKUPS = 3


class _Handler(RotatingFileHandler):
    """A log file whose failure to write (a full disk) is noted, never printed as a traceback."""
    failed = False

    def handleError(self, record: logging.LogRecord) -> None:
        self.failed = True


def log_dir() -> Path:
    override = os.environ.get("KINGDOMINO_LOG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_log_path
    return user_log_path(NAME, appauthor=False)


def log_path() -> Path:
    return log_dir() / FILE


def record(exc: BaseException) -> Path | None:
    """Append `exc` with its traceback, the version and the platform to the log; the log's
    path, or None when it cannot be written (the error is still reported, without it)."""
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _Handler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
    logger = logging.getLogger(NAME)
    logger.propagate = False            # into this file only, whatever logging the host set up
    logger.addHandler(handler)
    try:
        logger.error("internal error in %s %s on %s (Python %s), command line %r",
                     NAME, game.__version__, platform.platform(), platform.python_version(), sys.argv,
                     exc_info=(type(exc), exc, exc.__traceback__))
    finally:
        logger.removeHandler(handler)
        handler.close()
    return None if handler.failed else path
