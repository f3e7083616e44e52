# Dual tensors op by op: each result's tangent is the Jacobian-vector product PyTorch's
# forward formulas give; views share their tangent's memory; in-place ops update it.
import torch
import torch.nn.functional as F
import torch.autograd.forward_ad as fwAD

x = torch.linspace(-1.5, 2.0, 12).view(3, 4)
t = torch.linspace(0.5, -0.25, 12).view(3, 4)
w = torch.arange(8.0).view(4, 2) / 7

fwAD.make_dual(x, t)
fwAD.unpack_dual(x)
fwAD.enter_dual_level()
fwAD.enter_dual_level()
d = fwAD.make_dual(x, t)
d
str(d.cpu())
str(d.sum().cpu())
str(d[0].cpu())
d._base is x
d.requires_grad
fwAD.unpack_dual(d).tangent is t
fwAD.make_dual(d, t)
fwAD.make_dual(x, t.T)
fwAD.make_dual(torch.arange(3), torch.ones(3))
fwAD.make_dual(torch.ones(3), torch.arange(3))
fwAD.make_dual(torch.ones(3), torch.ones(3, dtype=torch.float64))
d.sum()
d.mean(0)
d.exp()
d.sin() * d.cos()
d ** 3
1 / (d + 2)
d @ w
d.T @ d
torch.tanh(d)
torch.sigmoid(d)
F.relu(d)
F.gelu(d)
F.softmax(d, dim=1)
F.log_softmax(d, dim=0)
d.norm()
d.std(1)
d.max(dim=1)
d.max()
d.argmax()
d.abs()
d.clamp(-1, 1)
torch.where(d > 0, d, d * 2)
torch.cat([d, x])
torch.stack([d, d * 2], 1)
d.cumsum(1)
d.prod(1)
torch.gather(d, 1, torch.tensor([[0, 1], [2, 3], [1, 1]]))
d[torch.tensor([2, 0])]
d[d > 0]
d.sign()
d.round()
torch.zeros_like(d)
F.mse_loss(d, x.flip(0))
F.cross_entropy(d, torch.tensor([1, 0, 3]))
F.layer_norm(d, (4,))
F.linear(d, w.T, torch.ones(2))
d.to(torch.float64)
d.float() is d

# Views: the tangent is the same view of the tangent.
row = d[1]
row
fwAD.unpack_dual(row).tangent._base is t
fwAD.unpack_dual(d.T).tangent.stride()
fwAD.unpack_dual(d[:, 1:3]).tangent.storage_offset()
[fwAD.unpack_dual(c).tangent._base is t for c in d.chunk(2, 1)]
d.unbind(0)[2]
d.view(2, 6)
d.reshape(12)
d.unsqueeze(0).expand(2, 3, 4)
d.diagonal()
d.flatten()

# Neither detach nor .data keeps the tangent.
fwAD.unpack_dual(d.detach()).tangent
fwAD.unpack_dual(d.data).tangent
fwAD.unpack_dual(d.clone()).tangent

# no_grad does not turn forward AD off.
with torch.no_grad():
    under = d * 3
under

# In place.
q = fwAD.make_dual(x.clone(), torch.ones(3, 4))
tq = fwAD.unpack_dual(q).tangent
q.mul_(x)
tq
fwAD.unpack_dual(q).tangent is tq
q.add_(d)
q.exp_()
q.clamp_(max=3)
q
plain = torch.zeros(3, 4)
plain.add_(d)
fwAD.unpack_dual(plain).tangent
b = torch.zeros(3, 4)
b[0] = d[1]
b
b.copy_(d)
fwAD.unpack_dual(b).tangent
b.zero_()
b
v = d.clone()
view = v[1]
view.mul_(10)
v

# A primal that requires grad: the graph and the tangent together.
a = x.clone().requires_grad_()
da = fwAD.make_dual(a, t)
da.grad_fn
e = (da * 2).sin()
e.grad_fn
fwAD.unpack_dual(e).tangent.requires_grad
fwAD.unpack_dual(e).tangent.detach()
fwAD.unpack_dual(e).primal.grad_fn
e.sum().backward()
a.grad

fwAD.exit_dual_level(level=1)
fwAD.exit_dual_level()
fwAD.unpack_dual(d).tangent
d
e
fwAD.exit_dual_level()

# The decorator form, and a level left by an exception.
@fwAD.dual_level()
def inside():
    return fwAD.unpack_dual(fwAD.make_dual(x, t) * 2).tangent


inside()
try:
    with fwAD.dual_level():
        raise ValueError("stop")
except ValueError:
    pass
with fwAD.dual_level():
    again = fwAD.make_dual(x, t).tanh()
fwAD.unpack_dual(again)
