#!/usr/bin/env python3
"""Run a per-folder checker (compare.py, compare_structure.py) with every script of the folder
going to one `stridelab run --batch` process instead of one process per script.

On the wgpu device a process spends most of its time starting the device and compiling the
kernels' pipelines (lavapipe: ~0.1 s and ~10 ms per kernel), which a batch pays once per
folder. Each script still runs in a fresh session, as the playground runs one script after
another on one device. The checker itself is unchanged: its `subprocess.run` is answered by
the batch process for the command it was given, and by the real one for anything else.

usage: scripts/batched.py CHECKER FOLDER -- COMMAND...   (COMMAND: stridelab run [OPTIONS])
"""
import json
import runpy
import subprocess as real
import sys
import threading
import types


class Batch:
    """One `COMMAND --batch -` process: a script path in, its output and end lines out."""

    def __init__(self, command):
        self.command = command
        self.proc = None

    def start(self):
        self.proc = real.Popen(self.command + ["--batch", "-"], stdin=real.PIPE,
                               stdout=real.PIPE, stderr=real.PIPE, text=True, bufsize=1)
        # Each process has its own list of stderr chunks (one per script), filled by a thread.
        self.errors = types.SimpleNamespace(chunks=[], ready=threading.Condition())
        threading.Thread(target=read_stderr, args=(self.proc, self.errors), daemon=True).start()

    def run(self, script, timeout):
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        proc = self.proc
        proc.stdin.write(script + "\n")
        proc.stdin.flush()
        out, status = [], None
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        try:
            for line in proc.stdout:
                end = is_end(line)
                if end:
                    status = end["exit"]
                    break
                out.append(line)
        finally:
            timer.cancel()
        if status is None:
            # The process died or was killed: the next script starts a new one.
            proc.kill()
            proc.wait()
            self.proc = None
            if proc.returncode == -9:
                raise real.TimeoutExpired(self.command + [script], timeout)
            status = proc.returncode
        errors = self.errors
        with errors.ready:
            errors.ready.wait_for(lambda: errors.chunks, timeout=5)
            err = errors.chunks.pop(0) if errors.chunks else ""
        return real.CompletedProcess(self.command + [script], status, "".join(out), err)


    def close(self):
        """Ends the process: it exits when its list of scripts ends."""
        if self.proc is not None:
            self.proc.stdin.close()
            self.proc.wait()
            self.proc = None


def read_stderr(proc, errors):
    chunk = []
    for line in proc.stderr:
        if is_end(line):
            with errors.ready:
                errors.chunks.append("".join(chunk))
                errors.ready.notify()
            chunk = []
        else:
            chunk.append(line)
    with errors.ready:
        errors.chunks.append("".join(chunk))
        errors.ready.notify()


def is_end(line):
    if not line.startswith('{"batch_end":'):
        return None
    try:
        return json.loads(line)
    except json.JSONDecodeError:
        return None


def main(argv):
    if len(argv) < 4 or "--" not in argv:
        sys.exit(__doc__)
    split = argv.index("--")
    checker, command = argv[1], argv[split + 1:]
    batch = Batch(command)

    def run(cmd, *args, timeout=None, **kwargs):
        if list(cmd[:-1]) == command:
            return batch.run(cmd[-1], timeout or 60)
        return real.run(cmd, *args, timeout=timeout, **kwargs)

    shim = types.ModuleType("subprocess")
    shim.__dict__.update({k: getattr(real, k) for k in dir(real) if not k.startswith("__")})
    shim.run = run
    sys.modules["subprocess"] = shim
    sys.argv = [checker] + argv[2:]
    try:
        runpy.run_path(checker, run_name="__main__")
    finally:
        batch.close()


if __name__ == "__main__":
    main(sys.argv)
