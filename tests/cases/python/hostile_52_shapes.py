import torch
import numpy as np
import pprint
from torch.testing import make_tensor
from torch.func import grad, jacrev


def attempt(f):
    try:
        r = f()
        return r if isinstance(r, (torch.Tensor, tuple, list, str, int, float, bool)) else type(r).__name__
    except Exception as e:
        return type(e).__name__


attempt(lambda: make_tensor((0,), dtype=torch.float32, device="cpu"))
attempt(lambda: make_tensor((), dtype=torch.int64, device="cpu").shape)
attempt(lambda: make_tensor((2**62, 4), dtype=torch.float32, device="cpu"))
attempt(lambda: make_tensor((3,), dtype=torch.complex64, device="cpu").is_complex())
attempt(lambda: make_tensor((2,), dtype=torch.float32, device="cpu", low=float("nan")))
attempt(lambda: np.zeros((0, 3)).diagonal().shape)
attempt(lambda: float(np.trace(np.zeros((0, 0)))))
attempt(lambda: np.moveaxis(np.zeros(()), [], []).shape)
attempt(lambda: np.clip(np.zeros(0), 1, 2).shape)
z = torch.zeros(0, 3, dtype=torch.complex64)
attempt(lambda: torch.view_as_real(z[..., ..., None]).shape)
attempt(lambda: torch.view_as_real(z[:, 1]).shape)
s = torch.tensor(1 + 1j)
attempt(lambda: torch.view_as_real(s[..., None, ...]).shape)
attempt(lambda: torch.view_as_real(s[None, None, None]).shape)
attempt(lambda: grad(lambda x: x.sum())(torch.zeros(0)))
attempt(lambda: grad(lambda x: x * 2)(torch.tensor(3.0)))
attempt(lambda: jacrev(lambda x: x * 2)(torch.zeros(0)).shape)
attempt(lambda: jacrev(torch.sin)(torch.tensor(0.5)))
deep = []
cur = deep
for _ in range(3000):
    nxt = []
    cur.append(nxt)
    cur = nxt
attempt(lambda: len(pprint.pformat(deep)))
attempt(lambda: pprint.pformat(deep, depth=3))
attempt(lambda: pprint.pformat([1] * 100000, width=0))
attempt(lambda: pprint.pformat({1: 2}, indent=-1))
attempt(lambda: torch.zeros(3).topk(1, dim=False))
attempt(lambda: torch.zeros(2, 2).sum(dim=(True,)))
torch.manual_seed(0)
torch.view_as_real(make_tensor((3,), dtype=torch.complex64, device="cpu", low=-1, high=1))
attempt(lambda: torch.zeros(2, 2).flip((True,)))
attempt(lambda: torch.zeros(2, 2).permute(True, 0))
attempt(lambda: torch.zeros(2, 3).view(2, True))
attempt(lambda: torch.zeros(2, 2).sum(dim=[0, False]))
attempt(lambda: torch.zeros(2, 2).sum(dim=[0, 1]).shape)
x = torch.zeros(2, 3)
attempt(lambda: x.view((2, True)))
attempt(lambda: x.reshape(6, True).shape)
attempt(lambda: x.sum((0, True)).shape)
attempt(lambda: torch.zeros(2, True).shape)
attempt(lambda: torch.zeros((2, True)).shape)
attempt(lambda: x.flip(0, True).shape)
