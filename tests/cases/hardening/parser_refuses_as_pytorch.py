import torch

torch.manual_seed(0)
x = torch.arange(6.).reshape(2, 3)
r = torch.tensor(2.0, requires_grad=True)


def attempt(f):
    try:
        out = f()
        return out if isinstance(out, (torch.Tensor, tuple)) else repr(out)
    except (TypeError, RuntimeError, IndexError) as e:
        return (type(e).__name__, str(e))


attempt(lambda: x.topk(1, True))
attempt(lambda: x.topk(1, 1, True))
attempt(lambda: x.unsqueeze(True))
attempt(lambda: x.select(True, 0))
attempt(lambda: x.cumsum(True))
attempt(lambda: x.softmax(True))
attempt(lambda: x.kthvalue(1, True))
attempt(lambda: x.argmax(True))
attempt(lambda: x.flatten(True))
attempt(lambda: x.transpose(True, 0))
attempt(lambda: x.chunk(True))
attempt(lambda: torch.arange(True))
attempt(lambda: x.sum(1, True))
attempt(lambda: x.addcmul(x, x, value=torch.tensor(2.0)))
attempt(lambda: x.addcmul(x, x, value=r))
attempt(lambda: x.addcmul(x, x, value=torch.tensor([2.0])))
attempt(lambda: torch.add(x, 1, alpha=r))
attempt(lambda: torch.add(x, 1, alpha=torch.tensor(3)))
attempt(lambda: x.clamp(min=torch.tensor(1.0), max=4))
attempt(lambda: torch.full_like(x, torch.tensor([3.0])))
attempt(lambda: torch.full_like(x, torch.tensor(3.0)))
attempt(lambda: x.index_add(0, torch.tensor([0]), x[:1], alpha=r))
attempt(lambda: torch.unique(torch.empty(5, 0, 0), return_inverse=True, return_counts=True, dim=1))
attempt(lambda: torch.unique(torch.empty(0, 0), dim=0))
attempt(lambda: torch.unique(torch.empty(5, 0, 5), dim=2))
attempt(lambda: torch.unique(torch.empty(2, 0, 3), return_counts=True, dim=1))
a = torch.tensor([0.3, -1.2, 2.5, 0.0, 1.1, -0.7, 3.3, -2.2, 0.9, 1.7], dtype=torch.double)
attempt(lambda: torch.kthvalue(a, 5, out=(a, torch.empty((), dtype=torch.long))))
attempt(lambda: torch.kthvalue(a, 5, out=(a[0], torch.empty((), dtype=torch.long))))
attempt(lambda: torch.kthvalue(a.view(2, 5), 2, 1, out=(a.view(2, 5)[:, 0], torch.empty(2, dtype=torch.long))))
b = torch.tensor([3.0, -1.0, 2.0, 0.5])
attempt(lambda: torch.sort(b, out=(b, torch.empty(0, dtype=torch.long))))
range(True), [10, 20][True], "ab" * True
