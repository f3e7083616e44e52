# torch.compile's edges: outputs that are not tensors, dicts and nested tuples, a region
# with nothing requiring grad, in-place updates, batch norm's running statistics updated
# once per call, double calls, a compiled method, and the random-draw refusal's absence in
# eval mode.
import torch
import torch.nn as nn

torch.manual_seed(0)
bn = nn.BatchNorm1d(3)
cbn = torch.compile(bn)
x = torch.randn(6, 3, requires_grad=True)
out = cbn(x)
out.grad_fn.name()
bn.running_mean, bn.num_batches_tracked
out.sum().backward()
x.grad.abs().sum() < 1e-5
cbn.eval()
cbn(x).grad_fn.name()


@torch.compile
def stats(t):
    return {"mean": t.mean(), "max": t.max()}, t.shape[0], "done"


d, n, tag = stats(torch.arange(6.0, requires_grad=True))
d["mean"], d["mean"].grad_fn.name(), n, tag


@torch.compile
def nothing_needs_grad(t):
    return t * 2


nothing_needs_grad(torch.ones(2)).grad_fn


@torch.compile
def bump(t):
    t.add_(1)
    return t


buf = torch.zeros(3)
bump(buf)
buf


class Scorer(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))

    def forward(self, t):
        return (t * self.w).sum()


sc = torch.compile(Scorer())
v1 = sc(torch.arange(3.0))
v2 = sc(torch.arange(3.0))
v1.grad_fn is v2.grad_fn, v1.item()
v1.backward()
sc._orig_mod.w.grad
sc.w.grad
drop = torch.compile(nn.Dropout(0.5)).eval()
drop(torch.ones(4))
