# torch.special's Bessel family as a student explores it: values on grids, the dtype of
# integer and bool inputs, float64, out-of-domain NaN and infinities, which ones have a
# gradient (and its value), and which record no node at all.
import torch
S = torch.special
x = torch.linspace(-10, 10, 41)
S.bessel_j0(x)
S.bessel_j1(x)
S.bessel_y0(x)
S.bessel_y1(x)
S.modified_bessel_i0(x)
S.modified_bessel_i1(x)
S.modified_bessel_k0(x)
S.modified_bessel_k1(x)
S.scaled_modified_bessel_k0(x)
S.scaled_modified_bessel_k1(x)
S.spherical_bessel_j0(x)
S.airy_ai(x)
S.airy_ai(torch.linspace(-30, 110, 29))
edge = torch.tensor([0.0, -0.0, 1e-6, float("inf"), float("-inf"), float("nan"), 90.0, 1e4])
[S.bessel_j0(edge), S.bessel_j1(edge), S.bessel_y0(edge), S.bessel_y1(edge)]
[S.modified_bessel_i0(edge), S.modified_bessel_i1(edge), S.modified_bessel_k0(edge), S.modified_bessel_k1(edge)]
[S.scaled_modified_bessel_k0(edge), S.scaled_modified_bessel_k1(edge), S.spherical_bessel_j0(edge), S.airy_ai(edge)]
d = torch.logspace(-3, 2, 26, dtype=torch.float64)
S.bessel_j0(d)
S.bessel_y1(d)
S.modified_bessel_k1(d)
S.scaled_modified_bessel_k0(d)
S.airy_ai(-d)
S.bessel_j0(torch.tensor([1, 2, 3]))
S.modified_bessel_i0(torch.tensor([True, False]))
S.bessel_j1(torch.arange(6).reshape(2, 3).t())
S.bessel_j0(torch.tensor([1.0], dtype=torch.float16))
S.airy_ai(1.5)
S.bessel_y0(2.0)
w = torch.tensor([0.0, 0.5, 2.0, 7.5], requires_grad=True)
y = S.bessel_j0(w)
y
y.grad_fn.name()
torch.autograd.grad(S.bessel_j0(w).sum(), w)
torch.autograd.grad(S.bessel_j1(w).sum(), w)
torch.autograd.grad(S.modified_bessel_i0(w).sum(), w)
torch.autograd.grad(S.modified_bessel_i1(w).sum(), w)
v = torch.tensor([0.0, 0.5, 2.0, 7.5], dtype=torch.float64, requires_grad=True)
torch.autograd.grad(S.bessel_y0(v).sum(), v)
torch.autograd.grad(S.bessel_y1(v).sum(), v)
torch.autograd.grad(S.modified_bessel_k0(v).sum(), v)
torch.autograd.grad(S.modified_bessel_k1(v).sum(), v)
(g,) = torch.autograd.grad(S.bessel_j1(v).sum(), v, create_graph=True)
g.grad_fn.name()
torch.autograd.grad(g.sum(), v)
[(f(w).requires_grad, f(w).grad_fn) for f in [S.scaled_modified_bessel_k0, S.scaled_modified_bessel_k1, S.spherical_bessel_j0, S.airy_ai]]
S.airy_ai(w).sum().backward()
