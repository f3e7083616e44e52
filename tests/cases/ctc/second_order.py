# Second-order autograd through CTC and unpooling, as gradient-penalty code takes it:
# CTC's gradient under create_graph carries the NotImplemented node (ATen has no
# derivative for _ctc_loss_backward) and raises only when differentiated; max_unpool2d's
# gradient is linear in the incoming one and differentiates again.
import torch
import torch.nn.functional as F

lp = torch.arange(30.0).reshape(5, 1, 6).sin().log_softmax(2).detach().requires_grad_()
targets = torch.tensor([[1, 2]])
loss = F.ctc_loss(lp, targets, torch.tensor([5]), torch.tensor([2]))
g, = torch.autograd.grad(loss, lp, create_graph=True)
g.requires_grad
g.grad_fn.name()
try:
    g.sum().backward()
    second = "ok"
except RuntimeError as e:
    second = str(e)
second
g_plain, = torch.autograd.grad(F.ctc_loss(lp, targets, torch.tensor([5]), torch.tensor([2])), lp)
g_plain.requires_grad
torch.allclose(g.detach(), g_plain)

x = torch.arange(16.0).reshape(1, 1, 4, 4).sin().requires_grad_()
y, idx = F.max_pool2d(x, 2, return_indices=True)
u = F.max_unpool2d(y, idx, 2)
gu, = torch.autograd.grad(u.pow(2).sum(), y, create_graph=True)
gu
gu.grad_fn.name()
gu.sum().backward()
x.grad
grid = F.affine_grid(torch.tensor([[[1.0, 0.2, 0.0], [0.1, 0.9, 0.0]]], requires_grad=True), (1, 1, 2, 3), align_corners=False)
theta_g, = torch.autograd.grad(grid.pow(2).sum(), grid, create_graph=True)
theta_g.requires_grad
