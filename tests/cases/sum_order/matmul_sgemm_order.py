# float32 products sum in the order of the routine PyTorch runs: MKL's sgemm is one fused
# multiply-add chain per output for results of at least 4 x 12 with K up to 192, and a
# small bmm is ATen's own multiply-then-add loop. The bits show after a few training steps.
import torch


def data(*shape, seed=1):
    n = 1
    for s in shape:
        n *= s
    i = torch.arange(n, dtype=torch.float64)
    return torch.sin(i * i * 0.618 + seed).float().reshape(shape)


def bits(t):
    return [repr(v) for v in t.flatten().tolist()]


A, B = data(8, 24), data(24, 16, seed=2)
bits(A @ B)
bits(torch.mm(A, B))
bits(A @ data(16, 24, seed=3).t())
bits(data(24, 8, seed=4).t() @ B)
bits(torch.matmul(data(2, 6, 10), data(10, 12, seed=5)))
bits(torch.bmm(data(3, 2, 5), data(3, 5, 4, seed=6)))
bits(torch.bmm(data(2, 4, 20), data(2, 20, 12, seed=7)))
bits(torch.einsum("ij,jk->ik", A, B))
bits(data(40, 150) @ data(150, 30, seed=8))

# An MLP as the tutorials write it (hidden layers of 32 and 16 on a batch of 16, ReLU), trained
# by hand-written SGD: every product is an sgemm chain.
torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(12, 32), torch.nn.ReLU(), torch.nn.Linear(32, 16), torch.nn.ReLU(), torch.nn.Linear(16, 12)
)
with torch.no_grad():
    for k, p in enumerate(model.parameters()):
        p.copy_(data(*p.shape, seed=10 + k) * 0.3)
x, y = data(16, 12, seed=20), data(16, 12, seed=21)
losses = []
for step in range(40):
    loss = ((model(x) - y) ** 2).mean()
    model.zero_grad()
    loss.backward()
    with torch.no_grad():
        for p in model.parameters():
            p -= 0.5 * p.grad
    losses.append(repr(loss.item()))
losses[-5:]
bits(model[0].weight[:2])
bits(model[4].bias)

# Below 4 x 12 with K under 8, sgemm multiplies then adds: every row-major right operand,
# and a transposed one of at most 4 columns (a small nn.Linear head).
small = []
for shape in [(30, 4, 3), (2, 5, 20), (3, 7, 7), (1, 4, 30), (100, 6, 2), (5, 2, 4)]:
    m, k, n = shape
    a, w = data(m, k, seed=30 + m) * 10, data(n, k, seed=40 + n) * 10
    small.append(bits(a @ w.t().contiguous()))
    if n <= 4:
        small.append(bits(a @ w.t()))
small
head = torch.nn.Linear(3, 2)
with torch.no_grad():
    head.weight.copy_(data(2, 3, seed=50))
    head.bias.copy_(data(2, seed=51))
bits(head(data(5, 3, seed=52)))
