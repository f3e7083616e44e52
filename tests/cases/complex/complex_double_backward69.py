# Second derivatives through complex ops (create_graph), as a hostile review wrote them.
import torch
import torch.nn as nn
def R(v):
    if isinstance(v, tuple): return tuple(R(x) for x in v)
    if isinstance(v, list): return [R(x) for x in v]
    if isinstance(v, torch.Tensor) and v.is_complex(): return torch.view_as_real(v.resolve_conj().detach())
    return v
import torch
G = lambda o, *i: tuple(torch.autograd.grad(o, i))
z = torch.tensor([1 + 1j, -0.5 + 2j], requires_grad=True)
k = torch.tensor([2 - 1j, 0.3 + 1j])
g, = torch.autograd.grad((z * z * k).abs().sum(), z, create_graph=True)
R((G(g.real.sum(), z)))
g, = torch.autograd.grad(z.exp().real.sum(), z, create_graph=True)
R((G(g.imag.sum(), z)))
g, = torch.autograd.grad((1 / z).real.sum(), z, create_graph=True)
R((G(g.real.sum(), z)))
g, = torch.autograd.grad(z.abs().sum(), z, create_graph=True)
R((G(g.real.sum(), z)))
g, = torch.autograd.grad(z.angle().sum(), z, create_graph=True)
R((G(g.imag.sum(), z)))
g, = torch.autograd.grad(torch.einsum("i,i->", z, k).real, z, create_graph=True)
R((g.requires_grad))
g, = torch.autograd.grad(torch.einsum("i,i->", z, z).real, z, create_graph=True)
R((G(g.real.sum(), z)))
g, = torch.autograd.grad((z.conj() * z).real.sum(), z, create_graph=True)
R((G(g.real.sum(), z)))
g, = torch.autograd.grad(z.sqrt().real.sum(), z, create_graph=True)
R((G(g.real.sum(), z)))
g, = torch.autograd.grad(z.log().real.sum(), z, create_graph=True)
R((G(g.real.sum(), z)))
g, = torch.autograd.grad(z.sgn().real.sum(), z, create_graph=True)
R((G(g.real.sum(), z)))
g, = torch.autograd.grad(torch.view_as_real(z).pow(3).sum(), z, create_graph=True)
R((G(g.real.sum(), z)))
