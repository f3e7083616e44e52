#!/usr/bin/env python3
"""The peers of `stridelab bench`: the same cases in PyTorch and NumPy, one thread (or
`--threads N`, as `stridelab bench --threads N`), median of repeated runs after a warm-up.
Prints {"torch": {case: seconds}, "numpy": {case: seconds}}.

usage: python3 scripts/bench_peers.py [--quick] [--threads N]
"""
import json
import os
import sys
import time

THREADS = int(sys.argv[sys.argv.index("--threads") + 1]) if "--threads" in sys.argv else 1
os.environ.setdefault("OMP_NUM_THREADS", str(THREADS))
os.environ.setdefault("MKL_NUM_THREADS", str(THREADS))
os.environ.setdefault("OPENBLAS_NUM_THREADS", str(THREADS))
import numpy as np  # noqa: E402
import torch  # noqa: E402

torch.set_num_threads(THREADS)
QUICK = "--quick" in sys.argv
N = 256 if QUICK else 4096
STMTS = 200 if QUICK else 10_000
WARMUP, REPS = (1, 3) if QUICK else (2, 9)


def median_time(f, per=1):
    times = []
    for i in range(WARMUP + REPS):
        t0 = time.perf_counter()
        f()
        dt = time.perf_counter() - t0
        if i >= WARMUP:
            times.append(dt / per)
    times.sort()
    return times[len(times) // 2]


def torch_cases():
    g = torch.Generator().manual_seed(0)
    x = torch.randn(N, N, generator=g)
    out_t = torch.randn(N, N, generator=g).T
    out_c = torch.randn(N, N, generator=g)
    a, b = torch.randn(N, N, generator=g), torch.randn(N, N, generator=g)

    def adam(transposed, fused):
        p = torch.randn(N, N, generator=g)
        grad = torch.randn(N, N, generator=g)
        if transposed:
            p, grad = p.T.clone(), grad.T.clone()
        p = torch.nn.Parameter(p)
        p.grad = grad
        opt = torch.optim.Adam([p], lr=1e-3, fused=fused)
        opt.step()
        return opt.step

    small = torch.ones(4)

    def interp():
        for _ in range(STMTS):
            y = small * 2.0 + 1.0  # noqa: F841

    return {
        "copy_4096": median_time(lambda: x.clone()),
        "contiguous_T_4096": median_time(lambda: x.T.contiguous()),
        "addcmul_T_out_4096": median_time(lambda: out_t.addcmul_(a, b, value=1e-3)),
        "addcmul_contig_4096": median_time(lambda: out_c.addcmul_(a, b, value=1e-3)),
        "adam_contig_16m": median_time(adam(False, False)),
        "adam_T_16m": median_time(adam(True, False)),
        "adam_contig_16m_fused": median_time(adam(False, True)),
        "adam_T_16m_fused": median_time(adam(True, True)),
        "interp_small_ops": median_time(interp, per=STMTS),
    }


def numpy_cases():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((N, N), dtype=np.float32)
    out_t = rng.standard_normal((N, N), dtype=np.float32).T
    out_c = rng.standard_normal((N, N), dtype=np.float32)
    a = rng.standard_normal((N, N), dtype=np.float32)
    b = rng.standard_normal((N, N), dtype=np.float32)
    tmp = np.empty((N, N), dtype=np.float32)

    def addcmul(out):
        np.multiply(a, b, out=tmp)
        np.multiply(tmp, np.float32(1e-3), out=tmp)
        np.add(out, tmp, out=out)

    return {
        "copy_4096": median_time(lambda: x.copy()),
        "contiguous_T_4096": median_time(lambda: np.ascontiguousarray(x.T)),
        "addcmul_T_out_4096": median_time(lambda: addcmul(out_t)),
        "addcmul_contig_4096": median_time(lambda: addcmul(out_c)),
    }


print(json.dumps({"torch": torch_cases(), "numpy": numpy_cases()}))
