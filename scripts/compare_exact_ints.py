#!/usr/bin/env python3
"""The oracle's compare.py, with integers compared exactly.

compare.py compares every number with a relative tolerance of 1e-4, integers included. That
hides a wrong int64 result near 10**6 and makes the bit views the sum_order cases read
(`x.view(torch.int32)`) agree when they differ by thousands of units in the last place. An
integer is exact in both records, so it is compared exactly here; floats keep the oracle's
tolerance (libm and the wgpu device differ in the last bits).

usage: same as compare.py (CASES_DIR -- COMMAND...); also importable (`close`, `diff`).
"""
import os
import sys

# The oracle beside the project, as scripts/test.sh finds it (STRIDELAB_SHARED overrides).
SHARED = os.environ.get("STRIDELAB_SHARED") or os.path.join(os.path.dirname(__file__), "..", "..", "shared")
sys.path.insert(0, os.path.join(SHARED, "oracle"))
import compare  # noqa: E402

_tolerant = compare.close


def close(a, b):
    # `type(...) is int` leaves bools to the oracle's own rule.
    if type(a) is int and type(b) is int:
        return a == b
    return _tolerant(a, b)


compare.close = close
diff, Storages, check_case = compare.diff, compare.Storages, compare.check_case

if __name__ == "__main__":
    compare.main()
