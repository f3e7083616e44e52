# grad_fn names a learner reads off graphs: squeeze by a tuple of dims, pairwise_distance,
# a spread-out size for broadcast_to, and a loss whose target may not require grad.
import torch
import torch.nn.functional as F

s = torch.randn(1, 3, 1, requires_grad=True)
s.squeeze((0,)).grad_fn
s.squeeze((0, 2)).grad_fn
s.squeeze(0).grad_fn
s.squeeze(dim=(2,)).grad_fn
torch.squeeze(s, (0,)).grad_fn
torch.squeeze(s, 2).grad_fn
s.squeeze().grad_fn
s.squeeze((0,)).shape

a = torch.randn(4, 5, requires_grad=True)
b = torch.randn(4, 5, requires_grad=True)
d = F.pairwise_distance(a, b)
d.grad_fn
d.grad_fn.next_functions[0][0]
F.pairwise_distance(a, b.detach(), p=1.0, keepdim=True).grad_fn
F.pairwise_distance(a.detach(), b.detach()).grad_fn
d.sum().backward()
a.grad.shape
torch.allclose(a.grad, -b.grad)

v = torch.randn(4, requires_grad=True)
v.broadcast_to(3, 4).shape
v.broadcast_to(size=(2, 4)).grad_fn
v.broadcast_to((2, 4)).stride()
torch.broadcast_to(v, (3, 4)).shape
torch.broadcast_to(v, 3, 4)

t = torch.rand(3, 5, requires_grad=True)
F.soft_margin_loss(a[:3], t)
with torch.no_grad():
    F.soft_margin_loss(a[:3], t)
F.soft_margin_loss(a[:3], t.detach()).grad_fn

# a size spread over the arguments is for methods only
x = torch.zeros(2, 3)
x.flip(0, 1).shape
torch.flip(x, (0, 1)).shape
torch.flip(x, [1]).shape
torch.flip(x, dims=[0]).shape
torch.reshape(x, (3, 2)).shape
torch.reshape(x, [6]).shape
torch.permute(x, (1, 0)).stride()
torch.tile(x, (2, 1)).shape
torch.flip(x, 0, 1)
torch.flip(x, 0)
torch.tile(x, 2)
torch.reshape(x, 6)
torch.permute(x, 1, 0)
