#!/usr/bin/env python3
"""Check that every statement PyTorch answered with an exception gets the same exception
class from us (compare.py checks only that both raised; `except IndexError:` needs more),
and the same message, except at the statements listed in tests/known_message_gaps.txt
(a ratchet: a new difference fails, and so does a listed one that now agrees, so the list
only shrinks).

usage: scripts/error_classes.py [--batch] CASE_DIR... -- COMMAND...
Each CASE_DIR holds NAME.py with PyTorch's records in NAME.jsonl; COMMAND is run with the
script path appended and must print our records (stridelab run --json). With --batch, each
worker thread sends its scripts to one `COMMAND --batch -` process (scripts/batched.py):
starting a process costs more than most case scripts take to run.
"""
import json
import os
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

import batched


def records(lines):
    return {r["stmt"]: r for r in (json.loads(l) for l in lines if l.strip())}


def main(argv):
    if "--" not in argv:
        sys.exit(__doc__)
    split = argv.index("--")
    dirs, cmd = argv[:split], argv[split + 1:]
    batch = "--batch" in dirs
    dirs = [d for d in dirs if d != "--batch"]
    checked, wrong, differ = 0, [], set()
    known_path = os.path.join(os.path.dirname(__file__), "..", "tests", "known_message_gaps.txt")
    with open(known_path) as f:
        known = {l.split("#")[0].strip() for l in f} - {""}
    cases = []
    for d in dirs:
        for name in sorted(os.listdir(d)):
            script = os.path.join(d, name)
            if name.endswith(".py") and os.path.exists(script[:-3] + ".jsonl"):
                cases.append(script)

    local = threading.local()

    def run(script):
        if batch:
            if not hasattr(local, "batch"):
                local.batch = batched.Batch(cmd)
                opened.append(local.batch)
            return local.batch.run(script, 120).stdout
        return subprocess.run(cmd + [script], capture_output=True, text=True, timeout=120).stdout

    # The scripts run side by side (one per core); the checks below go in order.
    opened = []
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        outputs = list(pool.map(run, cases))
    for b in opened:
        b.close()
    for script, stdout in zip(cases, outputs):
        with open(script[:-3] + ".jsonl") as f:
            want = records(f)
        got = records(stdout.splitlines())
        for i, theirs in want.items():
            if theirs.get("kind") != "error":
                continue
            checked += 1
            ours = got.get(i, {})
            if ours.get("error") != theirs["error"]:
                wrong.append(f"{script}:{theirs.get('line')}: PyTorch raised "
                             f"{theirs['error']} ({theirs.get('message')}), we gave "
                             f"{ours.get('error', ours.get('kind'))} ({ours.get('message')})")
            # The oracle records a message's first line only (torch_run.py), so ours
            # is compared the same way (gradcheck's mismatch message goes on with the
            # two Jacobians).
            ours_first = (ours.get("message") or "").split("\n")[0]
            if ours_first != theirs.get("message"):
                where = f"{os.path.normpath(script)}:{theirs.get('line')}"
                differ.add(where)
                if where not in known:
                    wrong.append(f"{where}: PyTorch's message {theirs.get('message')!r}, "
                                 f"ours {ours.get('message')!r}")
    scanned = {os.path.normpath(d) for d in dirs}
    for k in sorted(known - differ):
        if os.path.dirname(k.rsplit(":", 1)[0]) in scanned:
            wrong.append(f"{k}: now agrees with PyTorch; remove it from tests/known_message_gaps.txt")
    for w in wrong:
        print(w)
    print(f"error messages: {checked - len(differ)} of {checked} agree word for word "
          f"({len(differ)} known gaps)")
    print(f"error classes: {checked - len(wrong)} of {checked} statements agree")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
