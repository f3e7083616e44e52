#!/usr/bin/env python3
"""Every statement of one case that differs from PyTorch's record, not only the first
(compare.py stops at the first), with error messages compared word for word.

usage: scripts/diff_case.py CASE.py [--device webgpu] [--binary target/release/stridelab]
The records are CASE.jsonl beside the script (made by torch_run.py).
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from compare_exact_ints import Storages, diff  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("case")
    ap.add_argument("--device")
    ap.add_argument("--binary", default="target/release/stridelab")
    a = ap.parse_args()
    cmd = [a.binary, "run", "--json"] + (["--device", a.device] if a.device else []) + [a.case]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    got = {}
    for line in proc.stdout.splitlines():
        if line.strip():
            r = json.loads(line)
            got[r.get("stmt")] = r
    with open(a.case[:-3] + ".jsonl") as f:
        expected = [json.loads(line) for line in f if line.strip()]
    st, bad = Storages(), 0
    for want in expected:
        where = f"stmt {want['stmt']} (line {want['line']})"
        mine = got.get(want["stmt"])
        if mine is None:
            print(f"{where}: no record")
            bad += 1
            continue
        d = diff(mine, want, st, where)
        first = lambda r: (r.get("message") or "").split("\n")[0]
        if not d and want["kind"] == "error" and first(mine) != first(want):
            d = f"{where}: message {mine.get('message')!r}, expected {want.get('message')!r}"
        if not d and want["kind"] == "error" and mine.get("error") != want.get("error"):
            d = f"{where}: {mine.get('error')}, expected {want.get('error')}"
        if d:
            print(d)
            bad += 1
    print(f"{len(expected) - bad} of {len(expected)} statements agree")
    if proc.returncode not in (0, 1) or proc.stderr.strip():
        print(f"exit {proc.returncode}; stderr: {proc.stderr.strip()[:300]}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
