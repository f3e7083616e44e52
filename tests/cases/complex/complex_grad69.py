# Autograd through complex tensors, as Llama's rotary embedding, FNO-style spectral layers
# and the autograd docs' complex examples use it. Values are printed through view_as_real
# (the recorder cannot store a complex value).
import torch

torch.manual_seed(0)


def precompute_freqs_cis(dim, end, theta=10000.0):
    freqs = 1.0 / (theta ** (torch.arange(0, dim, 2)[: (dim // 2)].float() / dim))
    t = torch.arange(end, dtype=torch.float32)
    return torch.polar(torch.ones(end, dim // 2), torch.outer(t, freqs))


def apply_rotary_emb(x, fc):
    xc = torch.view_as_complex(x.float().reshape(*x.shape[:-1], -1, 2))
    return torch.view_as_real(xc * fc.view(1, x.shape[1], 1, -1)).flatten(3).type_as(x)


fc = precompute_freqs_cis(4, 3)
x = torch.randn(1, 3, 2, 4, requires_grad=True)
y = apply_rotary_emb(x, fc)
y.grad_fn
y.grad_fn.next_functions[0][0].next_functions[0][0]
y.sum().backward()
x.grad
z = torch.randn(2, 2, requires_grad=True)
zc = torch.view_as_complex(z)
zc.grad_fn
zc.requires_grad, zc.is_leaf
zc._base is z
(zc.abs() ** 2).sum().backward()
z.grad
w = torch.tensor([1.0, 2.0], requires_grad=True)
pol = torch.polar(w, torch.tensor([0.5, 1.0]))
pol.grad_fn
torch.view_as_real(pol).sum().backward()
w.grad
c = torch.randn(3, dtype=torch.cfloat, requires_grad=True)
c.requires_grad, c.is_leaf, c.grad_fn
str(c).endswith("requires_grad=True)")
str(c * c).endswith("grad_fn=<MulBackward0>)")
r = (c * c).abs().sum()
r
r.backward()
c.grad.dtype
torch.view_as_real(c.grad)
c.conj().grad_fn
c.conj().is_leaf
(c @ c).grad_fn
(-c).grad_fn
(c / (1 + 1j)).grad_fn
(1 / c).grad_fn
(c + 1).grad_fn, (c - c).grad_fn, (2 * c).grad_fn
c.sum().grad_fn, c.sum(0).grad_fn, c.mean().grad_fn
c.exp().grad_fn, c.abs().grad_fn, c.angle().grad_fn
c.real.grad_fn, c.imag.grad_fn, c[1:].grad_fn, c.reshape(3, 1).grad_fn
torch.complex(w, w).grad_fn
c.sum().backward()
(c * 2).backward(torch.ones(3))
c.grad = None
(c * (2 - 1j)).backward(torch.ones(3, dtype=torch.cfloat))
torch.view_as_real(c.grad)
c.grad = None
loss = (c.conj() * c).real.sum() + c.angle().sum() + (c.exp() / (c + 3)).imag.sum()
loss
loss.backward()
torch.view_as_real(c.grad)

# A real parameter rotated by a complex phase, trained: the loss and the gradient each step.
torch.manual_seed(1)
p = torch.randn(4, 2, requires_grad=True)
phase = torch.polar(torch.ones(4), torch.linspace(0, 1.5, 4))
target = torch.randn(4, 2)
opt = torch.optim.SGD([p], lr=0.1)
losses = []
for _ in range(5):
    opt.zero_grad()
    out = torch.view_as_real(torch.view_as_complex(p) * phase)
    l = ((out - target) ** 2).mean()
    l.backward()
    opt.step()
    losses.append(round(l.item(), 5))
losses
p

# A complex leaf trained directly: PyTorch's gradient is dL/dx + i dL/dy.
q = torch.tensor([1 + 2j, -0.5 + 0.25j], requires_grad=True)
q.requires_grad
lq = (q * q.conj()).real.sum() + (q * (3 - 1j)).real.sum()
lq.backward()
torch.view_as_real(q.grad)
with torch.no_grad():
    q -= 0.1 * q.grad
torch.view_as_real(q)
q.requires_grad, q.is_leaf
z2 = torch.zeros(2, dtype=torch.cfloat, requires_grad=True)
z2.requires_grad
z3 = torch.randn(2, dtype=torch.cdouble).requires_grad_()
z3.requires_grad, z3.dtype
z3.detach().requires_grad
