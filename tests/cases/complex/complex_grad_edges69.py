# Autograd through complex tensors, attacked: in-place ops, hooks, autograd.grad, the
# gradients at zero (abs, angle), node names of views and casts. R() shows a complex value
# as its float pairs (the recorder cannot store complex values).
import torch
def R(v):
    if isinstance(v, tuple):
        return tuple(R(x) for x in v)
    if isinstance(v, torch.Tensor) and v.is_complex():
        return torch.view_as_real(v.resolve_conj().detach())
    return v
import torch
c = torch.randn(3, dtype=torch.cfloat, requires_grad=True)
w = c * 2
h = w.register_hook(lambda g: g)
R(torch.view_as_real(torch.autograd.grad((c * c).abs().sum(), c)[0]))
R(torch.autograd.grad((c * c).abs().sum(), [c])[0].dtype)
_ = c.mul_(2)
w2 = c.clone()
R(w2.mul_(2))
R(w2.grad_fn)
w2 += 1
R(w2.grad_fn)
w2[0] = 5
R(w2.grad_fn)
w3 = c * 1
w3.real = torch.ones(3)
R(w3.grad_fn)
R(w3.abs().sum().backward())
R(torch.view_as_real(c.grad))
c.grad = None
z = torch.zeros(3, dtype=torch.cfloat)
z[1:] = c[:2] * 2
R(z.grad_fn, z.requires_grad)
R(z.abs().sum().backward())
R(torch.view_as_real(c.grad))
R(torch.zeros(1, dtype=torch.cfloat).abs().requires_grad)
q = torch.zeros(2, dtype=torch.cfloat, requires_grad=True)
R(q.abs().sum().backward())
R(torch.view_as_real(q.grad))
q.grad = None
R(q.angle().sum().backward())
R(torch.view_as_real(q.grad))
q.grad = None
R(q.sqrt().abs().sum().backward())
R(torch.view_as_real(q.grad))
c.grad = None
R(c.to(torch.complex128).grad_fn)
R(c.cdouble().grad_fn)
R(torch.randn(2, requires_grad=True).cfloat().grad_fn)
R((torch.randn(2, requires_grad=True) + 1j).grad_fn)
R(c.sgn().grad_fn)
R(c.square().grad_fn)
R((c ** 2).grad_fn)
R((c ** c).grad_fn)
R(c.reciprocal().grad_fn)
R(c.log().grad_fn)
R(c.sqrt().grad_fn)
R(torch.stack([c, c]).grad_fn)
R(torch.cat([c, c]).grad_fn)
R(c.cumsum(0).grad_fn)
R(c.masked_fill(torch.tensor([True, False, True]), 0).grad_fn)
R(c.norm().grad_fn)
R(c.detach().is_leaf)
R(c.data.requires_grad)
R(c.t().grad_fn)
R(c.unsqueeze(0).expand(2, 3).grad_fn)
R(c.contiguous() is c)
R(c.flip(0).grad_fn)
R(c.roll(1).grad_fn)
R(torch.vdot(c, c).grad_fn)
R(torch.dot(c, c).grad_fn)
R((c.unsqueeze(0) @ c.unsqueeze(1)).grad_fn)
R(c.mean().grad_fn)
R(torch.view_as_real(c).grad_fn)
R(torch.view_as_real(c)._base is c)
z2 = torch.randn(2, 3, dtype=torch.cfloat, requires_grad=True)
R(z2.T.grad_fn, z2.t().grad_fn, z2.mT.grad_fn, z2.H.grad_fn)
seen = []
h2 = z2.register_hook(lambda g: seen.append(g.dtype))
R((z2 * 3).abs().sum().backward())
R(seen)
h3 = z2.register_hook(lambda g: g * 0)
z2.grad = None
R((z2 * 3).abs().sum().backward())
R(torch.view_as_real(z2.grad).abs().sum())
R(h3.remove())
c4 = torch.randn(3, dtype=torch.cfloat, requires_grad=True)
R(torch.autograd.grad(c4 * 2, c4))
R(torch.autograd.grad((c4 * 2).sum(), c4, grad_outputs=torch.tensor(1 + 1j))[0].shape)
R(torch.autograd.backward([(c4 * c4).abs().sum()]))
R(torch.view_as_real(c4.grad))
