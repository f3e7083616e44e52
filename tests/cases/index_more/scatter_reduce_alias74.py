# scatter_reduce's forward also takes "max"/"min" (PyTorch 2.15 reads them as amax/amin),
# while its backward knows only the five names: a graph through it fails at backward.
import torch
idx = torch.tensor([0, 0, 2, 2])
src = torch.tensor([1.0, 5.0, 5.0, 3.0])
base = torch.tensor([5.0, -1.0, 3.0, 7.0])
torch.zeros(3).scatter_reduce(0, torch.tensor([0, 1]), torch.tensor([1.0, 2.0]), reduce="max")
torch.zeros(3).scatter_reduce(0, torch.tensor([0, 1]), torch.tensor([1.0, 2.0]), reduce="min")
base.scatter_reduce(0, idx, src, reduce="max")
base.scatter_reduce(0, idx, src, reduce="max", include_self=False)
base.scatter_reduce(0, idx, src, reduce="min")
base.scatter_reduce(0, idx, src, reduce="min", include_self=False)
torch.scatter_reduce(base, 0, idx, src, "amax", include_self=False)
torch.scatter_reduce(base, 0, idx, src, "amin")
torch.zeros(3, dtype=torch.int64).scatter_reduce(0, torch.tensor([0, 0]), torch.tensor([1, 4]), reduce="min", include_self=False)
torch.zeros(3, dtype=torch.int64).scatter_reduce(0, torch.tensor([0, 0]), torch.tensor([1, 4]), reduce="max")
m = torch.zeros(2, 3)
m.scatter_reduce_(1, torch.tensor([[0, 0, 1], [2, 2, 2]]), torch.tensor([[1.0, -3.0, 2.0], [4.0, 6.0, -1.0]]), reduce="max", include_self=False)
m
torch.zeros(3).scatter_reduce(0, torch.tensor([0]), torch.tensor([1.0]), reduce="Max")
torch.zeros(3).scatter_reduce(0, torch.tensor([0]), torch.tensor([1.0]), reduce="maximum")
torch.zeros(3).index_reduce(0, torch.tensor([0]), torch.tensor([1.0]), reduce="max")
grads = {}
for name in ["amax", "amin", "max", "min"]:
    for keep in [True, False]:
        s = base.clone().requires_grad_()
        r = src.clone().requires_grad_()
        out = s.scatter_reduce(0, idx, r, reduce=name, include_self=keep)
        try:
            out.backward(torch.tensor([1.0, 2.0, 3.0, 4.0]))
            grads[(name, keep)] = (s.grad.tolist(), r.grad.tolist(), out.grad_fn.name())
        except RuntimeError as e:
            grads[(name, keep)] = str(e)
grads
s = base.clone().requires_grad_()
out = s.scatter_reduce(0, idx, src, reduce="max")
out.grad_fn.name()
out.detach()
out.sum().backward()
s.grad
