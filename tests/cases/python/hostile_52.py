import torch
from torch.autograd import Variable


def attempt(f):
    try:
        r = f()
        return r if not isinstance(r, torch.optim.Optimizer) else type(r).__name__
    except Exception as e:
        return (type(e).__name__, str(e))


p = [torch.zeros(2, requires_grad=True)]
attempt(lambda: torch.optim.Rprop(p, etas=(0.5,)))
attempt(lambda: torch.optim.Rprop(p, etas=(0.5, 1.2, 3)))
attempt(lambda: torch.optim.Adam(p, betas=(0.9,)))
attempt(lambda: torch.optim.Adam(p, betas=(0.9, 0.99, 0.5)))
attempt(lambda: torch.optim.Adam(p, betas=0.9))
attempt(lambda: torch.optim.AdamW(p, betas=[0.9]))
attempt(lambda: Variable(torch.tensor([1, 2]), requires_grad=True))
attempt(lambda: Variable(torch.tensor([1.0, 2.0]), requires_grad=True).requires_grad)
g = globals()
attempt(lambda: g[1])
attempt(lambda: g[None])
attempt(lambda: g.get(1, "dflt"))
attempt(lambda: g["missing_name"])
