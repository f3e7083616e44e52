# The activation zoo a tutorial plots: every module on the same input, its gradient, and
# its repr inside a model. Values at and around each kink (bounds, thresholds, 0, +-3).
import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([-7.0, -3.0, -2.5, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 3.0, 6.0, 8.0], requires_grad=True)
zoo = [
    nn.ELU(), nn.ELU(alpha=0.5), nn.CELU(alpha=2.0), nn.SELU(), nn.Hardtanh(), nn.Hardtanh(-2, 2),
    nn.ReLU6(), nn.Hardsigmoid(), nn.Hardswish(), nn.Mish(), nn.Threshold(0.25, -9.0),
    nn.LogSigmoid(), nn.Softplus(beta=2.0), nn.Softshrink(), nn.Hardshrink(1.0),
    nn.Softsign(), nn.Tanhshrink(), nn.Softmin(dim=0), nn.LogSoftmax(dim=0),
]
def probe(act):
    y = act(x)
    (g,) = torch.autograd.grad(y.sum(), x)
    return repr(act), y.grad_fn.name(), y, g

probe(zoo[0])
probe(zoo[1])
probe(zoo[2])
probe(zoo[3])
probe(zoo[4])
probe(zoo[5])
probe(zoo[6])
probe(zoo[7])
probe(zoo[8])
probe(zoo[9])
probe(zoo[10])
probe(zoo[11])
probe(zoo[12])
probe(zoo[13])
probe(zoo[14])
probe(zoo[15])
probe(zoo[16])
probe(zoo[17])
probe(zoo[18])

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU6(), nn.Linear(8, 8), nn.SELU(), nn.Linear(8, 3), nn.LogSoftmax(dim=1))
model
with torch.no_grad():
    for i, p in enumerate(model.parameters()):
        p.copy_(torch.linspace(-1.0, 1.0, p.numel()).reshape(p.shape) * (0.5 + 0.25 * i))
inp = torch.linspace(-3.0, 3.0, 20).reshape(5, 4)
out = model(inp)
out
out.exp().sum(1)
loss = F.nll_loss(out, torch.tensor([0, 1, 2, 1, 0]))
loss.backward()
model[0].weight.grad
model[2].bias.grad

# saved attributes, as a grad_fn-inspecting lesson reads them
h = F.hardtanh(x, -2, 2)
(h.grad_fn._saved_min_val, h.grad_fn._saved_max_val)
s = F.selu(x)
(s.grad_fn._saved_alpha, s.grad_fn._saved_scale, s.grad_fn._saved_input_scale)
F.relu6(x).grad_fn._saved_max_val
F.threshold(x, 1.0, 20.0).grad_fn._saved_threshold
F.softshrink(x, 0.25).grad_fn._saved_lambd

# in place on a non-leaf, and on integers where PyTorch allows it
z = x * 2
F.relu6(z, inplace=True)
z.grad_fn.name()
w = x * 1
F.threshold_(w, 0.0, -1.0)
w.grad_fn.name()
v = x * 1
F.celu(v, inplace=True)
v.grad_fn.name()
F.relu6(torch.tensor([-3, 2, 9]))
F.hardtanh(torch.tensor([-3, 2, 9]), -1.5, 2.5)
F.threshold(torch.tensor([1, 9]), 1.5, 2.5)
F.relu6(torch.tensor([1, 9], dtype=torch.uint8))
F.softsign(torch.tensor([1, 2]))
F.tanhshrink(torch.tensor([1, 2]))
F.softmin(x.detach().double().reshape(3, 4), dim=1, dtype=torch.float32)
F.hardswish(torch.tensor([float("nan"), float("inf"), -float("inf")]))
F.mish(torch.tensor([float("nan"), 100.0, -100.0]))

# what PyTorch refuses
F.hardtanh(x, 2.0, 1.0)
F.softshrink(x, -1.0)
F.celu(x, alpha=0.0)
F.elu(torch.tensor([1, 2]))
F.mish(torch.tensor([1, 2]))
F.hardtanh(torch.tensor([True]))
F.threshold(torch.tensor([True, False]), 0, 1)
nn.Softmax2d()(torch.ones(2, 3))
nn.Softmax2d()(torch.arange(8.0).reshape(2, 2, 2))

# NaN and second derivatives (found by a differential attack)
F.softshrink(torch.tensor([float("nan"), 0.2, -2.0]))
F.hardtanh(torch.linspace(-2, 2, 5), float("nan"), 1.0)
n = torch.tensor([float("nan"), -1.0, 0.0, 1.0], requires_grad=True)
torch.autograd.grad(F.elu(n).sum(), n)
torch.autograd.grad(F.selu(n).sum(), n)
torch.autograd.grad(F.celu(n, 2.0).sum(), n)
torch.autograd.grad(F.threshold(n, 0.0, 1.0).sum(), n)
z = torch.tensor([-1.0, 0.0, 1.0], requires_grad=True)
(gz,) = torch.autograd.grad(F.elu(z).sum(), z, create_graph=True)
torch.autograd.grad(gz.sum(), z)
(gz,) = torch.autograd.grad(F.selu(z).sum(), z, create_graph=True)
torch.autograd.grad(gz.sum(), z)
(gz,) = torch.autograd.grad(F.celu(z, 2.0).sum(), z, create_graph=True)
torch.autograd.grad(gz.sum(), z)
nn.Hardtanh(2, 1)
