#!/usr/bin/env python3
"""Compare everything but the drawn values: for cases whose numbers come from PyTorch's CPU
generator (a folder with a CPU_ONLY file), run on another device, whose generator is its
own. Each record must still have PyTorch's kind, and each tensor PyTorch's dtype, shape,
strides, offset, contiguity and grad_fn; strings, numbers and values are not compared
(they are the draws).

usage: compare_structure.py CASES_DIR -- COMMAND [ARGS...]
exit status 1 when a case differs.
"""
import json
import os
import subprocess
import sys

KEYS = ("dtype", "shape", "stride", "offset", "contiguous", "requires_grad", "grad_fn")


def check(script, command):
    with open(script[:-3] + ".jsonl") as f:
        expected = [json.loads(l) for l in f if l.strip()]
    out = subprocess.run(command + [script], capture_output=True, text=True, timeout=120).stdout
    got = {}
    for line in out.splitlines():
        if line.strip():
            rec = json.loads(line)
            got[rec.get("stmt")] = rec
    for want in expected:
        mine = got.get(want["stmt"])
        where = f"stmt {want['stmt']} (line {want['line']})"
        if mine is None:
            return f"{where}: no record"
        if mine.get("kind") != want["kind"]:
            return f"{where}: kind {mine.get('kind')!r}, expected {want['kind']!r}"
        if want["kind"] == "tensor":
            for k in KEYS:
                if mine.get(k) != want.get(k):
                    return f"{where}: {k} {mine.get(k)!r}, expected {want.get(k)!r}"
    return None


def main():
    if "--" not in sys.argv:
        sys.exit(__doc__)
    k = sys.argv.index("--")
    cases, command = sys.argv[1], sys.argv[k + 1:]
    failed = passed = 0
    for name in sorted(os.listdir(cases)):
        if name.endswith(".py"):
            problem = check(os.path.join(cases, name), command)
            if problem:
                failed += 1
                print(f"FAIL {name}: {problem}")
            else:
                passed += 1
    print(f"{passed} passed, {failed} failed (structure only)")
    sys.exit(1 if failed else 0)


main()
