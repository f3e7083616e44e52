# __index__ where Python calls operator.index, and IntEnum members as ints (CPython 3.11).
import operator
from enum import IntEnum


class Color(IntEnum):
    RED = 1
    GREEN = 2


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


L = [10, 20, 30, 40]
T("list index", lambda: (L[I(1)], L[Color.RED], L[-I(1).v]))
T("tuple index", lambda: (1, 2, 3)[I(2)])
T("str index", lambda: "abcd"[I(1)])
T("range index", lambda: range(10)[I(2)])
T("range args", lambda: (list(range(I(3))), list(range(Color.GREEN)), list(range(I(1), I(7), I(2)))))
T("bin hex oct", lambda: (bin(I(5)), hex(I(255)), oct(Color.GREEN), bin(Color.RED)))
T("repeat", lambda: ([0] * I(3), I(2) * [1], "ab" * I(2), (1,) * Color.GREEN))
T("bad index", lambda: L[I("x")])
T("index out of range", lambda: L[I(10)])
T("isinstance", lambda: (isinstance(Color.RED, int), isinstance(Color.RED, Color)))
T("bitwise", lambda: (Color.RED | 2, Color.GREEN & 3, Color.RED ^ 3, 4 | Color.RED, ~Color.RED))
T("hash", lambda: (hash(Color.RED) == hash(1), {1: "a"}[Color.RED]))
