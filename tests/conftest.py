"""Test-wide settings: hypothesis runs derandomised (repeatable on CI) and without
deadlines (speed is measured by `main.py bench`, never asserted in tests).

HYPOTHESIS_PROFILE=fuzz runs every property (the readers' fuzz tests above all) with far
more examples and fresh randomness each run, for a long hunt by hand; CI keeps the default."""
import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile("repeatable", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("fuzz", deadline=None, print_blob=True, max_examples=5000,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))


@pytest.fixture(autouse=True, scope="session")
def _error_log_in_a_temporary_folder(tmp_path_factory):
    """Internal errors the tests provoke (also in the programs they start) are logged here,
    never in the user's own log folder."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("KINGDOMINO_LOG_DIR", str(tmp_path_factory.mktemp("log")))
        yield
