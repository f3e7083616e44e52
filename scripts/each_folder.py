#!/usr/bin/env python3
"""Run a per-folder checker over many case folders at once, a few folders at a time.

The oracle's compare.py runs the command once per script and checks one folder; the test
command checks ~800 scripts on two devices, and on the wgpu device each run spends about
0.3 s creating its device (lavapipe), so folders run side by side on the machine's cores.
Each folder's output is printed whole, under its name, when the folder is done.

usage: scripts/each_folder.py [--jobs N] [--batch] [--cpu-only CHECKER] CHECKER FOLDER... -- COMMAND...
  CHECKER       a script taking `FOLDER -- COMMAND...` (compare.py, compare_structure.py)
  --cpu-only C  for a folder holding a CPU_ONLY file (its values are the CPU generator's
                draws), run C instead of CHECKER
  --jobs N      folders checked at once (default: the number of cores)
  --batch       each folder's scripts go to one `COMMAND --batch -` process (scripts/batched.py)
exit status: 1 when any folder fails.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

# A case whose records hold only on one processor kind says so on its first line (the
# last bits of torch.sqrt are MKL's, and MKL picks its code by processor). The binary
# says which path it reproduces here (`stridelab devices --json`, cpu.mkl_sqrt).
NEEDS = {
    "# needs MKL's square root": "amd-reference",
    "# needs MKL's AVX-512 square root": "intel-avx512",
}


def machine(binary):
    out = subprocess.run([binary, "devices", "--json"], capture_output=True, text=True)
    try:
        return json.loads(out.stdout)["cpu"]["mkl_sqrt"]
    except (ValueError, KeyError):
        return None


def needed(path):
    with open(path) as f:
        first = f.readline()
    return next((m for head, m in NEEDS.items() if first.startswith(head)), None)


def applicable(folder, here, tmp):
    """The folder itself, or (when some of its cases need another processor) a folder of
    links to the rest, and a line naming each case left out."""
    cases = sorted(n for n in os.listdir(folder) if n.endswith(".py"))
    other = [n for n in cases if needed(os.path.join(folder, n)) not in (None, here)]
    if not other:
        return folder, ""
    view = tempfile.mkdtemp(dir=tmp)
    for n in os.listdir(folder):
        if n.rsplit(".", 1)[0] + ".py" not in other:
            os.symlink(os.path.abspath(os.path.join(folder, n)), os.path.join(view, n))
    note = "".join(f"skipped {n}: its records need MKL's {needed(os.path.join(folder, n))} "
                   f"path, this processor takes {here}\n" for n in other)
    return view, note


def parse(argv):
    if "--" not in argv:
        sys.exit(__doc__)
    split = argv.index("--")
    head, command = argv[:split], argv[split + 1:]
    jobs, cpu_only, batch, rest = os.cpu_count() or 1, None, False, []
    i = 0
    while i < len(head):
        if head[i] == "--jobs":
            jobs, i = int(head[i + 1]), i + 2
        elif head[i] == "--batch":
            batch, i = True, i + 1
        elif head[i] == "--cpu-only":
            cpu_only, i = head[i + 1], i + 2
        else:
            rest.append(head[i])
            i += 1
    if len(rest) < 2 or not command:
        sys.exit(__doc__)
    return jobs, cpu_only, batch, rest[0], rest[1:], command


def scripts_in(folder):
    return sum(1 for n in os.listdir(folder) if n.endswith(".py"))


def main(argv):
    jobs, cpu_only, batch, checker, folders, command = parse(argv)
    via = [os.path.join(os.path.dirname(os.path.abspath(__file__)), "batched.py")] if batch else []

    here = machine(command[0])
    tmp = tempfile.mkdtemp(prefix="each_folder-")

    def check(folder):
        use = cpu_only if cpu_only and os.path.exists(os.path.join(folder, "CPU_ONLY")) else checker
        # On the device runs (--cpu-only) such a folder's values are not compared.
        view, note = (folder, "") if use is cpu_only else applicable(folder, here, tmp)
        run = subprocess.run([sys.executable] + via + [use, view, "--"] + command,
                             capture_output=True, text=True)
        return folder, run.returncode, note + run.stdout + run.stderr

    # The largest folders start first, so the last one to finish is a small one.
    order = sorted(folders, key=scripts_in, reverse=True)
    failed = []
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        results = {folder: (rc, out) for folder, rc, out in pool.map(check, order)}
    shutil.rmtree(tmp, ignore_errors=True)
    for folder in folders:
        rc, out = results[folder]
        print(f"{folder}: {out.strip()}" if out.strip().count("\n") == 0 else f"{folder}:\n{out.rstrip()}")
        if rc != 0:
            failed.append(folder)
    if failed:
        print(f"failed folders: {' '.join(failed)}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
