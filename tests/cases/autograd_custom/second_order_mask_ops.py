# Second derivatives through ops whose backward reads the input only to pick a branch:
# PyTorch's are zeros (its backward kernels take the input), so a gradient penalty or a
# PINN's u_xx through PReLU, eval-mode RReLU or reflection/replication padding gives zeros
# there, not "unused"; hardsigmoid's backward has no derivative at all in PyTorch.
import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([-4., -1., 0.5, 2., 4.], requires_grad=True)


def second(f):
    g, = torch.autograd.grad(f(x).sum(), x, create_graph=True)
    return g, g.grad_fn.name(), torch.autograd.grad(g.sum(), x, allow_unused=True)


second(lambda a: F.rrelu(a, training=False))
w = torch.tensor([0.25], requires_grad=True)
second(lambda a: F.prelu(a, w))
g, = torch.autograd.grad(F.prelu(x, w).sum(), x, create_graph=True)
torch.autograd.grad(g.sum(), w)
gw, = torch.autograd.grad((F.prelu(x, w) ** 2).sum(), w, create_graph=True)
torch.autograd.grad(gw, [x, w])
second(lambda a: F.pad(a.view(1, 1, 5), (2, 2), mode="reflect"))
second(lambda a: F.pad(a.view(1, 1, 5), (2, 1), mode="replicate"))
g, = torch.autograd.grad(F.pad(x.view(1, 1, 5), (2, 2), mode="reflect").sum(), x, create_graph=True)
g.grad_fn.next_functions[0][0].name()
y = torch.arange(12.).reshape(1, 1, 3, 4).requires_grad_()
gy, = torch.autograd.grad(F.pad(y, (1, 2, 2, 1), mode="reflect").pow(2).sum(), y, create_graph=True)
gy
torch.autograd.grad(gy.sum(), y)
gy, = torch.autograd.grad(F.pad(y, (1, 1, 1, 1), mode="replicate").sum(), y, create_graph=True)
torch.autograd.grad(gy.sum(), y)

g, = torch.autograd.grad(F.hardsigmoid(x).sum(), x, create_graph=True)
g
g.grad_fn
g.requires_grad
torch.autograd.grad(g.sum(), x)
g, = torch.autograd.grad(F.hardsigmoid(x).sum(), x)
g.requires_grad

# A WGAN-GP critic with reflection padding and PReLU: the penalty's gradient reaches every
# parameter (zeros included), as PyTorch's.
torch.manual_seed(0)
critic = nn.Sequential(nn.ReflectionPad2d(1), nn.Conv2d(1, 2, 3), nn.PReLU(), nn.Flatten(), nn.Linear(2 * 16, 1))
real = torch.randn(2, 1, 4, 4)
fake = torch.randn(2, 1, 4, 4)
alpha = torch.rand(2, 1, 1, 1)
interp = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
out = critic(interp)
grads, = torch.autograd.grad(out, interp, torch.ones_like(out), create_graph=True)
penalty = ((grads.flatten(1).norm(2, dim=1) - 1) ** 2).mean()
penalty
penalty.backward()
[(n, p.grad) for n, p in critic.named_parameters()]
