# Found by this stop's review: clamp with a 0-d tensor beside a number (the Scalar
# overload), renorm's gradient computed in double, and messages for empty medians and
# negative zeros sizes.
import torch

x = torch.tensor([1.0, float("nan"), 3.0], requires_grad=True)
t = torch.tensor(2.0)
torch.clamp(x, t, 2.5)
torch.clamp(x, 2.0, t)
x.clamp(min=t, max=2.5).grad_fn
torch.clip(x, min=t, max=2)
torch.clamp(torch.tensor([1.0, 2.0]), 2, torch.tensor(1.5))
torch.clamp(x, t, 2.5).sum().backward()
x.grad

q = torch.tensor([[3.0, 4.0], [0.0, 0.0]], requires_grad=True)
torch.renorm(q, 1, 0, 4.0).sum().backward()
q.grad
grads = []
for p in (1, 2, 3, float("inf"), 0.5):
    w = (torch.arange(12.0).reshape(3, 4).sin() * 3).requires_grad_()
    torch.renorm(w, p, 0, 1.0).sum().backward()
    grads.append([repr(v) for v in w.grad[0].tolist()])
grads
w64 = (torch.arange(12.0, dtype=torch.float64).reshape(3, 4).cos() * 3).requires_grad_()
torch.renorm(w64, 2, 1, 1.0).sum().backward()
w64.grad

torch.nanmedian(torch.zeros(0), 0)
torch.median(torch.zeros(2, 0), 1)
torch.zeros(-1)
torch.zeros(2, -3)
torch.zeros((-1,), dtype=torch.int64)
torch.ones(-1)
