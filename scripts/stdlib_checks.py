#!/usr/bin/env python3
"""The stdlib modules written in Python against CPython 3.11's own: each
tests/stdlib/NAME_checks.py prints one numbered line per check; NAME_checks.expected is
what CPython 3.11.7 (or NumPy 2.4.6, for numpy_*) printed, run from a directory where the
real module is imported.
Check numbers in NAME_checks.known are differences we know of (docs/decisions.md);
any other line that differs fails.

usage: scripts/stdlib_checks.py [BINARY]
"""
import os
import subprocess
import sys

HERE = os.path.join(os.path.dirname(__file__), "..", "tests", "stdlib")


def numbered(text):
    out = {}
    for line in text.splitlines():
        head = line.split(" ", 1)[0]
        if head.isdigit():
            out[int(head)] = line
    return out


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/stridelab"
    failed = 0
    for name in sorted(f for f in os.listdir(HERE) if f.endswith("_checks.py")):
        stem = os.path.join(HERE, name[:-3])
        with open(stem + ".expected") as f:
            want = numbered(f.read())
        known = set()
        if os.path.exists(stem + ".known"):
            with open(stem + ".known") as f:
                known = {int(w) for w in f.read().split()}
        run = subprocess.run([binary, "run", stem + ".py"], capture_output=True, text=True, timeout=120)
        got = numbered(run.stdout)
        bad = [n for n in want if n not in known and got.get(n) != want[n]]
        fixed = [n for n in known if n in want and got.get(n) == want[n]]
        print(f"{name}: {len(want) - len(bad) - len(known)} of {len(want)} checks match the reference, "
              f"{len(known)} known differences")
        for n in bad[:10]:
            print(f"  want: {want[n]}\n  got:  {got.get(n)}")
        for n in fixed:
            print(f"  check {n} now matches: remove it from {name[:-3]}.known")
        failed += bool(bad) or bool(fixed)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
