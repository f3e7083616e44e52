#!/usr/bin/env python3
"""Fail when a Rust source file of the crates is over 900 lines.

The architecture issue's rule: small modules with one job. A file that grows past the limit
is split along its own sections (see docs/architecture.md), not granted an exception here.

usage: scripts/line_limit.py [LIMIT]
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CRATES = ["core", "web", "shaders", "native_metal", "tests"]


def main():
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 900
    over = []
    for crate in CRATES:
        for top, dirs, files in os.walk(os.path.join(ROOT, crate)):
            dirs[:] = [d for d in dirs if d not in ("target", "node_modules", "out")]
            for f in files:
                if f.endswith(".rs"):
                    path = os.path.join(top, f)
                    with open(path, encoding="utf-8") as fh:
                        n = sum(1 for _ in fh)
                    if n > limit:
                        over.append((n, os.path.relpath(path, ROOT)))
    for n, path in sorted(over, reverse=True):
        print(f"{path}: {n} lines (limit {limit})")
    if over:
        sys.exit(f"{len(over)} Rust file(s) over {limit} lines: split them along their sections")
    print(f"every Rust file of {', '.join(CRATES)} is at most {limit} lines")


if __name__ == "__main__":
    main()
