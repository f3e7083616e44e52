# MKL's summation order for small float32 products (stop 78): sdot's 16-lane accumulators,
# the fused chain for few-row and single-row sgemm, 16 lanes for few rows by a transposed
# right operand past K = 24 M, and K cut into blocks past 384. Values as int32 bits.
import torch


def data(*shape, seed=1):
    n = 1
    for s in shape:
        n *= s
    i = torch.arange(n, dtype=torch.float64)
    # Mixed magnitudes: the summation order shows in the last bits.
    v = torch.sin(i * i * 0.618 + seed) * torch.exp2(torch.floor(torch.cos(i * 1.7 + seed) * 6))
    return v.float().reshape(shape)


def bits(t):
    # As text, so that a comparison with a tolerance still sees one ulp.
    return [hex(v) for v in t.cpu().contiguous().view(torch.int32).flatten().tolist()]


# Probe 78's repro: 1 x 16 @ 16 x 1, mm, @ and dot.
h = torch.tensor([[0.0, 0.36558040976524353, 0.0, 0.23067110776901245, 0.0, 0.0, 0.06375499069690704, 0.14808565378189087, 0.0, 0.0, 0.0, 0.0, 0.0, 0.10250973701477051, 0.1454264223575592, 0.07289744913578033]])
w = torch.tensor([[-0.10016840696334839, -0.23041141033172607, -0.1819147765636444, 0.23464027047157288, 0.1457652747631073, 0.1342877745628357, 0.13893580436706543, -0.1986197531223297, 0.026254802942276, 0.23267865180969238, -0.13952147960662842, 0.222398579120636, 0.06570962071418762, 0.1758858859539032, -0.10709691047668457, 0.11525443196296692]])
bits(h @ w.t())
bits(torch.mm(h, w.t()))
bits(torch.dot(h[0], w[0]))

# dot of every length 1..40 and some longer ones (sdot).
bits(torch.stack([torch.dot(data(n), data(n, seed=2)) for n in range(1, 41)]))
bits(torch.stack([torch.dot(data(n, seed=3), data(n, seed=4)) for n in (64, 100, 127, 300, 784, 1000, 3000)]))
bits(torch.dot(data(50, seed=5)[3:], data(60, seed=6)[10:57]))

# 1 x K rows: a chain up to K = 255; on two threads (PyTorch's default here) two halves past.
bits(data(1, 200) @ data(200, 10, seed=2))
bits(data(1, 784) @ data(784, 10, seed=2))
bits(torch.matmul(data(100), data(100, 12, seed=4)))
bits(data(24, 3).t() @ data(24, 1, seed=9))

# nn.Linear shapes: x @ W.t() and addmm with bias.
x, W, b = data(8, 16), data(4, 16, seed=2), data(4, seed=3)
bits(x @ W.t())
bits(torch.addmm(b, x, W.t()))
bits(torch.nn.functional.linear(x, W, b))
bits(data(3, 40) @ data(6, 40, seed=4).t())
bits(data(4, 100) @ data(4, 100, seed=5).t())
bits(data(2, 200) @ data(12, 200, seed=6).t())
bits(data(5, 16) @ data(16, 3, seed=7))
bits(data(2, 300) @ data(300, 2, seed=8))

# On one thread: a single row is one chain whatever K; past K = 384 blocks of 384, the rest
# in halves; uniform blocks for 192 or more columns of W.t().
torch.set_num_threads(1)
bits(data(1, 784) @ data(784, 10, seed=2))
bits(torch.dot(data(9000, seed=3), data(9000, seed=4)))
bits(data(4, 784) @ data(784, 4, seed=10))
bits(data(16, 512) @ data(10, 512, seed=11).t())
bits((data(16, 784) @ data(200, 784, seed=12).t())[:, :16])
torch.set_num_threads(2)

# Learn the Basics' network: Linear(36, 16), ReLU, Linear(16, 16), ReLU, Linear(16, 4) on
# batches of 8 (x @ W.t() with K = 16 and 4 columns: probe 78's `loss: 1.361957`), the
# cross entropy of each batch at the initial weights.
torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(36, 16), torch.nn.ReLU(), torch.nn.Linear(16, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4)
)
X = torch.rand(48, 36)
Y = torch.randint(0, 4, (48,))
log, outs = [], []
with torch.no_grad():
    for i in range(0, 48, 8):
        out = model(X[i:i + 8])
        outs.append(out)
        log.append(f"loss: {torch.nn.functional.cross_entropy(out, Y[i:i + 8]).item():>7f}")
# The fourth batch's loss is an ulp off in cross_entropy itself (its logits agree): left to
# the softmax family.
log[:3]
bits(torch.cat(outs))

# One SGD step on a squared error (its backward is products only): grads of W.t() are
# grad.t() @ x with K = 8.
loss = ((model(X[:8]) - 1.0) ** 2).mean()
loss.backward()
[bits(p.grad) for p in model.parameters()]
