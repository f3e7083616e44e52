#!/usr/bin/env python3
"""Run every case script under the bug lab's detector and fail on any finding: on correct
code the detector must stay silent.

`stridelab run --detect` exits with 3 when it finds anything (its findings go to stderr).
The scripts are split over one `COMMAND --batch LIST` process per core: starting a process
costs more than most case scripts take to run. A script that raises exits with 1, which is
not an alarm (many cases end in an error PyTorch raised too).

usage: scripts/no_false_alarms.py CASE_DIR... -- COMMAND...
  (COMMAND: stridelab run --json --profile macos15 --detect)
"""
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor


def scripts_in(dirs):
    return [os.path.join(d, n) for d in dirs for n in sorted(os.listdir(d)) if n.endswith(".py")]


def run_batch(command, scripts):
    """The exit status and stderr of each script: {path: (status, stderr)}; a script the
    process never finished (it died) is missing."""
    with tempfile.NamedTemporaryFile("w", suffix=".list", delete=False) as f:
        f.write("\n".join(scripts) + "\n")
    try:
        done = subprocess.run(command + ["--batch", f.name], capture_output=True, text=True,
                              timeout=900)
    finally:
        os.unlink(f.name)
    results, chunk = {}, []
    for line in done.stderr.splitlines():
        end = json.loads(line) if line.startswith('{"batch_end":') else None
        if end:
            results[end["batch_end"]] = (end["exit"], "\n".join(chunk))
            chunk = []
        else:
            chunk.append(line)
    return results


def main(argv):
    if "--" not in argv:
        sys.exit(__doc__)
    split = argv.index("--")
    dirs, command = argv[:split], argv[split + 1:]
    scripts = scripts_in(dirs)
    jobs = os.cpu_count() or 1
    shares = [scripts[i::jobs] for i in range(jobs)]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        results = {}
        for part in pool.map(lambda share: run_batch(command, share), shares):
            results.update(part)
    alarms = 0
    for script in scripts:
        if script not in results:
            print(f"{script}: the batch process ended before this script finished")
            alarms += 1
            continue
        status, err = results[script]
        if status == 3:
            print(f"false alarm on {script}:\n{err}")
            alarms += 1
    print(f"detector: {len(scripts) - alarms} of {len(scripts)} scripts without a finding")
    return 1 if alarms else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
