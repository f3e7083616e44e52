# In-place operators on complex tensors under autograd: the receiver's old value feeds the
# gradient (ATen saves the original self), by a complex or a real tensor that requires grad.
import torch
def R(v):
    if isinstance(v, tuple):
        return tuple(R(x) for x in v)
    if isinstance(v, torch.Tensor) and v.is_complex():
        return torch.view_as_real(v.resolve_conj().detach())
    return v
torch.manual_seed(0)
c = torch.randn(3, dtype=torch.cfloat, requires_grad=True)
m = c.clone()
R(m.mul_(c))
m.grad_fn
m.abs().sum().backward()
R(c.grad)
c.grad = None
w = c * 1
w *= c
w /= (c + 2)
w.grad_fn
w.real.sum().backward()
R(c.grad)
r = torch.randn(3, requires_grad=True)
k = c.clone()
R(k.mul_(r))
k.imag.sum().backward()
r.grad
v = c * 1
v[0] *= c[1]
v.abs().sum().backward()
R(c.grad)
c.mul_(2)
