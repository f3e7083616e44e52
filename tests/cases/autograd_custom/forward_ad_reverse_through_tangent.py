# Reverse mode through a tangent (stop 54): JVP regularisation, PINN and MeanFlow-style
# training compute a tangent under dual_level and backpropagate a loss of it. Before stop 54
# the tangents of views, convolutions, 3-D matmuls, norms with a weight, and linalg.inv were
# cut from the graph (grad None, or "does not require grad") or got wrong gradients; norms
# follow ATen's forward formulas, whose saved mean and 1/std are constants.
import torch
import torch.nn.functional as F
import torch.autograd.forward_ad as fwAD
torch.manual_seed(0)
x = torch.randn(3, 4, requires_grad=True)
v = torch.randn(3, 4, requires_grad=True)
W = torch.randn(4, 4, requires_grad=True)
w = torch.randn(3, requires_grad=True)
c = torch.linspace(-1, 1, 12).view(3, 4)
with fwAD.dual_level():
    d = fwAD.make_dual(x, v)
    t_ln = fwAD.unpack_dual(F.layer_norm(d, (4,))).tangent
    t_aat = fwAD.unpack_dual(d @ d.T).tangent
    t_mm3 = fwAD.unpack_dual(d.view(1, 3, 4) @ W).tangent
    t_conv = fwAD.unpack_dual(F.conv2d(d.view(1, 1, 3, 4), W[:2, :2].reshape(1, 1, 2, 2))).tangent
    t_convT = fwAD.unpack_dual(F.conv_transpose2d(d.view(1, 1, 3, 4), W[:2, :2].reshape(1, 1, 2, 2))).tangent
    t_in = fwAD.unpack_dual(F.instance_norm(d.view(1, 3, 4), weight=w)).tangent
    t_inv = fwAD.unpack_dual(torch.linalg.inv(d[:, :3] + 3 * torch.eye(3))).tangent
    t_pool = fwAD.unpack_dual(F.avg_pool1d(d.view(1, 3, 4), 2)).tangent
t_ln.requires_grad, t_aat.requires_grad, t_mm3.requires_grad, t_conv.requires_grad, t_convT.requires_grad, t_in.requires_grad, t_inv.requires_grad, t_pool.requires_grad
torch.autograd.grad((t_ln * c).sum(), x)[0]
torch.autograd.grad((t_aat * c[:, :3]).sum(), v)[0]
torch.autograd.grad(t_mm3.pow(2).sum(), [v, W], allow_unused=True)
torch.autograd.grad(t_conv.pow(2).sum(), [v], allow_unused=True)
torch.autograd.grad(t_convT.pow(2).sum(), [v, W], allow_unused=True)
torch.autograd.grad(t_in.pow(2).sum(), [x, v, w], allow_unused=True)
torch.autograd.grad(t_inv.pow(2).sum(), [x, v], allow_unused=True)
torch.autograd.grad(t_pool.pow(2).sum(), [v], allow_unused=True)
with fwAD.dual_level():
    d = fwAD.make_dual(x, v)
    t_bn = fwAD.unpack_dual(F.batch_norm(d, None, None, w.repeat(2)[:4], None, training=True)).tangent
    t_gn = fwAD.unpack_dual(F.group_norm(d.view(1, 3, 4), 3, w)).tangent
    t_lnw = fwAD.unpack_dual(F.layer_norm(d, (4,), W[0], W[1])).tangent
    t_vm = fwAD.unpack_dual(d[0] @ d.T).tangent
    t_sq = fwAD.unpack_dual(d.view(1, 3, 4).sin().squeeze(0)).tangent
    t_cp = fwAD.unpack_dual(d.cumprod(1)).tangent
    t_idx = fwAD.unpack_dual(d[[2, 0]] * d[:2]).tangent
torch.autograd.grad((t_bn * c).sum(), [x, v, w], allow_unused=True)
torch.autograd.grad((t_gn * c).sum(), [x, v, w], allow_unused=True)
torch.autograd.grad((t_lnw * c).sum(), [x, v, W], allow_unused=True)
torch.autograd.grad(t_vm.pow(2).sum(), [x, v], allow_unused=True)
torch.autograd.grad((t_sq * c).sum(), [x, v], allow_unused=True)
torch.autograd.grad((t_cp * c).sum(), [x, v], allow_unused=True)
torch.autograd.grad((t_idx * c[:2]).sum(), [x, v], allow_unused=True)
import torch.nn as nn
import torch.nn.functional as F
import torch.autograd.forward_ad as fwAD
from torch.func import jvp
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.SiLU(), nn.Linear(8, 8), nn.LayerNorm(8), nn.Tanh(), nn.Linear(8, 3))
z = torch.randn(5, 3)
vz = torch.randn(5, 3)
u, dudt = jvp(model, (z,), (vz,))
u.requires_grad
dudt.requires_grad
loss = (u - dudt.detach()).pow(2).mean() + dudt.pow(2).mean()
loss.backward()
[round(p.grad.abs().sum().item(), 4) for p in model.parameters()]
model.zero_grad()
with fwAD.dual_level():
    out = model(fwAD.make_dual(z, vz))
    u2, d2 = fwAD.unpack_dual(out)
loss2 = (u2 - d2.detach()).pow(2).mean() + d2.pow(2).mean()
loss2.backward()
[round(p.grad.abs().sum().item(), 4) for p in model.parameters()]
# 3-D input (sequence model)
model.zero_grad()
z3 = torch.randn(2, 5, 3); v3 = torch.randn(2, 5, 3)
with fwAD.dual_level():
    out = model(fwAD.make_dual(z3, v3))
    u3, d3 = fwAD.unpack_dual(out)
loss3 = d3.pow(2).mean()
loss3.backward()
[round(p.grad.abs().sum().item(), 4) for p in model.parameters()]
model.zero_grad()
u4, d4 = jvp(model, (z3,), (v3,))
d4.pow(2).mean().backward()
[round(p.grad.abs().sum().item(), 4) for p in model.parameters()]
