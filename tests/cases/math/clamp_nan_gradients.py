# clamp with tensor bounds where a NaN sneaks in (a NaN activation, or bounds made from
# statistics of an empty slice): which inputs get the gradient, as PyTorch 2.15 gives it.
import torch

nan = float("nan")
x = torch.tensor([nan, 0.0, 1.0, 2.0, nan, 1.0, 0.5, 3.0], requires_grad=True)
lo = torch.tensor([0.0, nan, 1.0, nan, 1.0, nan, 0.5, 1.0], requires_grad=True)
hi = torch.tensor([1.0, 2.0, nan, 1.0, 0.0, 1.0, nan, nan], requires_grad=True)
y = torch.clamp(x, lo, hi)
y
y.backward(torch.arange(1.0, 9.0))
x.grad, lo.grad, hi.grad

# one bound only
for bound in ("min", "max"):
    a = torch.tensor([nan, 1.0, 1.0, 2.0, 0.0], requires_grad=True)
    b = torch.tensor([0.0, nan, 1.0, 1.0, 1.0], requires_grad=True)
    out = torch.clamp(a, **{bound: b})
    out.sum().backward()
    (bound, out, a.grad, b.grad)

# clamp_min / clamp_max with tensors, and the method forms
a = torch.tensor([nan, 1.0, 2.0], requires_grad=True)
b = torch.tensor([1.0, nan, 2.0], requires_grad=True)
a.clamp_min(b).sum().backward()
a.grad, b.grad
a.grad = None; b.grad = None
a.clamp_max(b).sum().backward()
a.grad, b.grad

# scalar bounds: a NaN input
s = torch.tensor([nan, -1.0, 0.0, 0.5, 1.0, 2.0], requires_grad=True)
s.clamp(0.0, 1.0).sum().backward()
s.grad
s.grad = None
s.clamp(min=0.0).sum().backward()
s.grad
s.grad = None
s.clamp(max=1.0).sum().backward()
s.grad

# broadcast bounds with NaN, summed back to their shape
m = torch.tensor([[nan, 0.2, 0.7], [0.1, nan, 1.5]], requires_grad=True)
low = torch.tensor([0.0, nan, 0.5], requires_grad=True)
high = torch.tensor([[1.0], [nan]], requires_grad=True)
torch.clamp(m, low, high).sum().backward()
m.grad, low.grad, high.grad

# maximum / minimum / fmax / fmin: where NaN is involved, who gets the gradient
p = torch.tensor([nan, 1.0, 2.0, nan, 0.5], requires_grad=True)
q = torch.tensor([1.0, nan, 2.0, nan, 0.25], requires_grad=True)
for fn in (torch.maximum, torch.minimum, torch.fmax, torch.fmin, torch.max, torch.min):
    p.grad = None; q.grad = None
    r = fn(p, q)
    r.backward(torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0]))
    (fn.__name__, r, p.grad, q.grad)
