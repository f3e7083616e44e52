# Adafactor and Muon to the last bit: their moving averages are ATen's fused `lerp_`, the
# norms of short float32 rows follow ATen's tail, and bfloat16 `addmm` rounds once. Each
# parameter and state printed as float.hex strings, compared exactly. (Muon is exact for
# matrices this small; for larger ones MKL's float32 summation order inside the bfloat16
# matmuls shows through.)
import torch


def grads(shape, k):
    n = torch.Size(shape).numel()
    return (((torch.arange(n, dtype=torch.float32) * 37 + k * 13) % 101) / 37 - 1.3).view(shape)


def start(shape):
    n = torch.Size(shape).numel()
    return torch.nn.Parameter((((torch.arange(1, 1 + n, dtype=torch.float32) * 29) % 97) / 61 - 0.7).view(shape))


def run(make, shapes, steps=4):
    ps = [start(s) for s in shapes]
    opt = make(ps)
    for k in range(steps):
        for i, p in enumerate(ps):
            p.grad = grads(p.shape, k + i)
        opt.step()
    params = [[v.hex() for v in p.detach().double().flatten().tolist()] for p in ps]
    state = [
        (key, [x.hex() for x in v.double().flatten().tolist()])
        for p in ps
        for key, v in opt.state[p].items()
    ]
    return params, state


run(lambda ps: torch.optim.Adafactor(ps, lr=0.05), [(4, 3), (5,), (3, 6)])
run(lambda ps: torch.optim.Adafactor(ps, lr=0.05, weight_decay=0.1, maximize=True, d=1.5, eps=(1e-4, 1e-3)), [(4, 3), (5,)])
run(lambda ps: torch.optim.Adafactor(ps, lr=0.05, foreach=True), [(4, 3), (5,), (3, 6)])
run(lambda ps: torch.optim.Adafactor(ps, lr=0.02, weight_decay=0.01), [(2, 4, 3), (7,), (12,), (20, 9)], steps=10)
run(lambda ps: torch.optim.Adafactor(ps, lr=0.5, beta2_decay=-0.5, d=2.0), [(6, 5), (3,)], steps=10)
run(lambda ps: torch.optim.Muon(ps, lr=0.05), [(4, 3), (3, 6)])
run(lambda ps: torch.optim.Muon(ps, lr=0.02, nesterov=False, adjust_lr_fn="match_rms_adamw", weight_decay=0.0), [(4, 3)])
run(lambda ps: torch.optim.Muon(ps, lr=0.05, momentum=0.9, adjust_lr_fn="spectral_unclamped", ns_steps=3), [(8, 8), (40, 10)], steps=6)
