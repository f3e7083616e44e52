#!/usr/bin/env python3
"""The stdlib modules written in Python against CPython 3.11's own: each
tests/stdlib/NAME_checks.py prints one numbered line per check; NAME_checks.expected is
what CPython 3.11.7 (or NumPy 2.4.6, for numpy_*) printed, run from a directory where the
real module is imported.
Check numbers in NAME_checks.known are differences we know of (docs/decisions.md);
any other line that differs fails. A file that uses T without defining it gets
check_helper.py put first.

usage: scripts/stdlib_checks.py [BINARY]
       scripts/stdlib_checks.py --record NAME_checks.py   (remake NAME_checks.expected
       with this machine's python3, from a directory where no stdlib module is shadowed)
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.join(os.path.dirname(__file__), "..", "tests", "stdlib")


def numbered(text):
    out = {}
    for line in text.splitlines():
        head = line.split(" ", 1)[0]
        if head.isdigit():
            out[int(head)] = line
    return out


def source(path):
    """The check file's text, with the shared helper first when it needs it."""
    with open(path) as f:
        text = f.read()
    if "def T(" not in text:
        with open(os.path.join(HERE, "check_helper.py")) as f:
            helper = f.read()
        first, rest = text.split("\n", 1)
        text = first + "\n" + helper + rest
    return text


def run_source(argv, text):
    # A temporary directory of its own: CPython must import the real modules.
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "checks.py")
        with open(path, "w") as f:
            f.write(text)
        return subprocess.run(argv + [path], capture_output=True, text=True, timeout=120, cwd=d).stdout


def main():
    if sys.argv[1:2] == ["--record"]:
        name = sys.argv[2]
        out = run_source([sys.executable], source(os.path.join(HERE, name)))
        with open(os.path.join(HERE, name[:-3] + ".expected"), "w") as f:
            f.write(out)
        return
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "target/release/stridelab")
    failed = 0
    for name in sorted(f for f in os.listdir(HERE) if f.endswith("_checks.py")):
        stem = os.path.join(HERE, name[:-3])
        with open(stem + ".expected") as f:
            want = numbered(f.read())
        known = set()
        if os.path.exists(stem + ".known"):
            with open(stem + ".known") as f:
                known = {int(w) for w in f.read().split()}
        got = numbered(run_source([binary, "run"], source(stem + ".py")))
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
