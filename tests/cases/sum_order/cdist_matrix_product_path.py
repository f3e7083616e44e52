# torch.cdist past 25 rows (p=2) is ATen's _euclidean_dist: |a|^2 - 2ab + |b|^2 as one
# matrix product, clamped at 0 and rooted, under an EuclideanDistBackward0 node. Its
# cancellation leaves PyTorch's residue where a point meets itself (fast.ai's meanshift
# notebook compares it with the direct formula and finds them not allclose at 1e-3).
import torch


def pts(n, seed):
    i = torch.arange(n * 2, dtype=torch.float64)
    return (torch.sin(i * i * 0.618 + seed) * 20 + 10).float().reshape(n, 2)


X = pts(40, 1)
d = torch.cdist(X[:8], X)
[repr(v) for v in d[:, :8].diagonal().tolist()]
direct = ((X[:8, None] - X[None]) ** 2).sum(-1).sqrt()
torch.allclose(d, direct, atol=1e-3)
(d - direct).abs().max()
torch.cdist(X[:8], X[:12]).shape
torch.cdist(X[:8], X[:12], compute_mode="use_mm_for_euclid_dist")[:4, :4]
torch.cdist(X[:8], X[:12], compute_mode="donot_use_mm_for_euclid_dist")[:4, :4]
torch.cdist(torch.tensor([[1.0, 0.0]]), torch.tensor([[1.0, 0.0]]), compute_mode="use_mm_for_euclid_dist")

# The node and its gradient (ATen's _euclidean_dist_backward: zero where the distance is).
x = X[:8].clone().requires_grad_()
y = X.clone().requires_grad_()
out = torch.cdist(x, y)
out.grad_fn
out.grad_fn.next_functions
out.sum().backward()
x.grad
y.grad[:8]
z = torch.tensor([[1.0, 0.0], [0.0, 1.0]], requires_grad=True)
zz = torch.cdist(z, z, compute_mode="use_mm_for_euclid_dist")
zz
zz.sum().backward()
z.grad
# batched
B = pts(60, 3).reshape(2, 30, 2)
torch.cdist(B, B).shape
torch.cdist(B, B).grad_fn

# The node keeps its result (derivatives.yaml: _euclidean_dist_backward reads it), so
# changing the distances in place stops backward, as in PyTorch.
def attempt(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


d = torch.cdist(x, y)
d.add_(1)
attempt(lambda: d.sum().backward())
db = torch.cdist(B.clone().requires_grad_(), B)
db.mul_(2)
attempt(lambda: db.sum().backward())
