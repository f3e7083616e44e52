"""Records PyTorch's float8 bit patterns for core/src/float8.rs's test.

Rows `d KIND F32HEX BYTE` decode every byte; rows `e KIND F32HEX BYTE` encode float32
inputs at every rounding edge: each value, the midpoints between neighbours and one
float32 step either side of them, past the range, infinities, zeros and subnormals.
Run: python3 scripts/float8_table.py > core/src/float8_table.tsv
"""
import struct

import torch

KINDS = {
    "e4m3fn": torch.float8_e4m3fn,
    "e5m2": torch.float8_e5m2,
    "e4m3fnuz": torch.float8_e4m3fnuz,
    "e5m2fnuz": torch.float8_e5m2fnuz,
    "e8m0fnu": torch.float8_e8m0fnu,
}


def hexbits(f):
    return struct.pack(">f", f).hex()


def nudge(f, steps):
    (i,) = struct.unpack(">I", struct.pack(">f", f))
    return struct.unpack(">f", struct.pack(">I", i + steps))[0]


for kind, dt in KINDS.items():
    every = torch.arange(256, dtype=torch.int32).to(torch.uint8).view(dt).float()
    for b, v in enumerate(every.tolist()):
        print(f"d\t{kind}\t{hexbits(v)}\t{b}")
    finite = sorted({abs(v) for v in every.tolist() if v == v and abs(v) != float("inf")})
    inputs = set()
    for a, b in zip(finite, finite[1:] + [finite[-1] * 2]):
        mid = (a + b) / 2
        for x in (a, mid):
            if x >= 3.4e38:
                continue  # past float32's range (e8m0fnu's top)
            x = struct.unpack(">f", struct.pack(">f", x))[0]
            for s in (-1, 0, 1):
                y = nudge(x, s) if x > 0 or s >= 0 else x
                inputs.update((y, -y))
    inputs.update((float("inf"), float("-inf"), 0.0, -0.0, 1e-45, -1e-45, 1e-40, 3e38, 1e30))
    xs = sorted(inputs, key=lambda v: (abs(v), v))
    got = torch.tensor(xs, dtype=torch.float32).to(dt).view(torch.uint8).tolist()
    for x, b in zip(xs, got):
        print(f"e\t{kind}\t{hexbits(x)}\t{b}")
