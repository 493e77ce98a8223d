"""The suite's own safety net: what a test leaves running is found, its children too, and ended."""
import os
import select
import subprocess
import sys

import pytest

from tests.conftest import descendants, end

LIMIT = 60.0


@pytest.mark.skipif(not hasattr(os, "pidfd_open") or not os.path.exists("/proc/self/task"),
                    reason="reads the process tree from /proc")
def test_a_program_left_running_and_the_one_it_started_are_both_ended():
    before = descendants()
    # Both wait until they are killed. The grandchild says it runs before its pid is handed on:
    # the kernel lets Popen return while exec is still setting up the new program, and its
    # /proc/<pid>/cmdline reads empty until then.
    grandchild_code = "import signal; print(flush=True); signal.pause()"
    code = ("import signal, subprocess, sys; p = subprocess.Popen([sys.executable, '-c', sys.argv[1]], "
            "stdout=subprocess.PIPE); p.stdout.readline(); print(p.pid, flush=True); signal.pause()")
    proc = subprocess.Popen([sys.executable, "-c", code, grandchild_code], stdout=subprocess.PIPE, text=True)
    try:
        grandchild = int(proc.stdout.readline())
        left = descendants() - before
        assert left == {proc.pid, grandchild}
        gone = os.pidfd_open(grandchild)
        try:
            assert sum("signal.pause()" in name for name in end(left)) == 2
            assert select.select([gone], [], [], LIMIT)[0] == [gone]      # it ended, not only its parent
        finally:
            os.close(gone)
        assert proc.wait(timeout=LIMIT) < 0
    finally:
        proc.kill()
        proc.wait()
        proc.stdout.close()
