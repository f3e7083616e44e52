# torch.sigmoid on float32 as PyTorch's CPU kernel computes it: SLEEF's exp on whole
# 32-float blocks of each contiguous inner loop, the C library's on the rest and on strided
# loops. The last bits show in a logistic regression trained by hand.
import torch


def bits(t):
    return [repr(v) for v in t.flatten().tolist()]


xs = torch.linspace(-3, 3, 1001)
s = torch.sigmoid(xs)
bits(s[::37])
bits(torch.sigmoid(xs[:40]))
bits(torch.sigmoid(xs[::3])[:20])
bits(torch.sigmoid(xs[:960].reshape(24, 40)[:, :35])[0])
bits(torch.sigmoid(xs[:960].reshape(40, 24).t())[3])

# Logistic regression on two features, its gradient written out (elementwise products and
# means, which sum in ATen's order here too).
i = torch.arange(200, dtype=torch.float64)
X = torch.stack([torch.sin(i * 0.37), torch.cos(i * i * 0.011)], 1).float()
y = (X[:, 0] + 0.5 * X[:, 1] > 0.1).float()
w0, w1, b = torch.tensor(0.0), torch.tensor(0.0), torch.tensor(0.0)
for step in range(60):
    p = torch.sigmoid(X[:, 0] * w0 + X[:, 1] * w1 + b)
    err = p - y
    w0 = w0 - 2.0 * (err * X[:, 0]).mean()
    w1 = w1 - 2.0 * (err * X[:, 1]).mean()
    b = b - 2.0 * err.mean()
bits(torch.stack([w0, w1, b]))
bits(p[:12])
