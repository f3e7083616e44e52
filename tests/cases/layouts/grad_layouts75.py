# Gradient layouts as ATen's backward formulas leave them (what torch.autograd.grad hands
# back, strides included): a batched Langevin step over several chains with an MVN target
# (whose log_prob solves a triangular system), the linalg solves and determinants, and
# pointwise ops on a transposed leaf.
import torch
import torch.nn.functional as F
from torch.distributions import MultivariateNormal

cov = torch.tensor([[1.0, 0.8], [0.8, 1.0]])
target = MultivariateNormal(torch.zeros(2), covariance_matrix=cov)
q = torch.tensor([[0.5, -0.2], [1.0, 0.3], [-0.4, 0.9], [0.0, 0.1]], requires_grad=True)
lp = target.log_prob(q)
grad_q = torch.autograd.grad(lp.sum(), q)[0]
grad_q.stride()
grad_q.view(-1).tolist()
# one Langevin step for every chain at once, flattened as samplers store their traces
step = 0.1
q_next = (q.detach() + step * grad_q).view(-1)
q_next.tolist()
target.log_prob(q_next.view(4, 2)).tolist()

# batch of targets: one Cholesky factor per chain
covs = torch.stack([cov, 2 * cov, torch.eye(2)])
batch_target = MultivariateNormal(torch.zeros(3, 2), covariance_matrix=covs)
x = torch.tensor([[0.1, 0.2], [0.3, -0.1], [1.0, 1.0]], requires_grad=True)
gx = torch.autograd.grad(batch_target.log_prob(x).sum(), x)[0]
(gx.stride(), gx.view(-1).tolist())

def grads(f, *xs):
    xs = [t.clone().requires_grad_() for t in xs]
    out = f(*xs)
    gs = torch.autograd.grad(out, xs, torch.ones_like(out))
    return [(g.shape, g.stride(), g.storage_offset()) for g in gs]

A = torch.tensor([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]])
L = torch.linalg.cholesky(A)
grads(lambda L, B: torch.linalg.solve_triangular(L, B, upper=False), L, torch.ones(3, 2))
grads(lambda L, B: torch.linalg.solve_triangular(L, B, upper=False), L, torch.ones(2, 3, 4))
grads(lambda L, B: torch.linalg.solve_triangular(L, B, upper=False), L, torch.ones(3, 1))
grads(lambda L, B: torch.linalg.solve_triangular(L, B, upper=False, left=False), L, torch.ones(2, 3))
grads(lambda L, B: torch.linalg.solve_triangular(L, B, upper=False, left=False), L, torch.ones(2, 4, 3))
grads(lambda A, B: torch.linalg.solve(A, B), A, torch.ones(3, 4))
grads(lambda A, B: torch.linalg.solve(A, B, left=False), A, torch.ones(2, 3))
grads(lambda A, B: torch.linalg.solve(A, B, left=False), A, torch.ones(2, 4, 3))
grads(lambda A: torch.logdet(A), A)
grads(lambda A: torch.linalg.slogdet(A)[1], A)
grads(lambda A: torch.logdet(A), A.expand(2, 3, 3))
grads(lambda A: torch.linalg.matrix_exp(A), A / 10)
grads(lambda A: torch.linalg.matrix_exp(A), A.expand(2, 3, 3) / 10)
Ag = (A / 10).requires_grad_()
G = torch.autograd.grad(torch.linalg.matrix_exp(Ag).sum(), Ag)[0]
(G._base is not None, G.untyped_storage().nbytes() // G.element_size())
Q0 = torch.tensor([[1.0, 0.5], [0.3, 2.0], [0.2, 0.1]])
tau = torch.tensor([1.2, 0.7])
grads(lambda Q, t: torch.linalg.householder_product(Q, t), Q0, tau)
grads(lambda Q, t: torch.linalg.householder_product(Q, t), Q0.expand(2, 3, 2), tau.expand(2, 2))
refl, taus = torch.geqrf(torch.tensor([[1., .5, .2], [.3, 2., .1], [.2, .1, .9], [.4, .3, .2]]))
refl.stride()
grads(lambda Q, t: torch.linalg.householder_product(Q, t), refl, taus)
grads(lambda Q, t: torch.linalg.householder_product(Q, t), refl[:, :2], taus[:2])
# the values are untouched by the layout
Lg = L.clone().requires_grad_()
Bg = torch.tensor([[1.0, 2.0], [0.5, -1.0], [3.0, 0.0]], requires_grad=True)
gL, gB = torch.autograd.grad(torch.linalg.solve_triangular(Lg, Bg, upper=False).sum(), (Lg, Bg))
[round(v, 5) for v in gB.view(-1).tolist()] if gB.is_contiguous() else [round(v, 5) for v in gB.t().reshape(-1).tolist()]
gB.t().is_contiguous()

# a transposed leaf (weights stored as W.t()) under pointwise ops and addmm
def leaf_grad(f):
    w = torch.arange(12.).view(4, 3).t().requires_grad_()
    out = f(w)
    g = torch.autograd.grad(out, w, torch.ones(out.shape))[0]
    return g.stride(), g.tolist()

leaf_grad(lambda w: F.relu(w - 5))
leaf_grad(lambda w: F.softplus(w, beta=0.5, threshold=4))
leaf_grad(lambda w: w.masked_fill(w > 5, 0.))
leaf_grad(lambda w: F.mse_loss(w, torch.zeros(3, 4), reduction='none'))
leaf_grad(lambda w: F.mse_loss(w, torch.ones(3, 4), reduction='none') * 2)
leaf_grad(lambda w: F.relu6(w - 3))
leaf_grad(lambda w: F.hardtanh(w, -2., 6.))
leaf_grad(lambda w: F.elu(w - 5))
leaf_grad(lambda w: F.selu(w - 5))
leaf_grad(lambda w: F.mish(w / 4))
leaf_grad(lambda w: F.hardshrink(w - 5, 2.))
leaf_grad(lambda w: F.hardsigmoid(w - 5))
leaf_grad(lambda w: F.smooth_l1_loss(w, torch.full((3, 4), 5.), reduction='none'))
leaf_grad(lambda w: F.huber_loss(w, torch.full((3, 4), 5.), reduction='none', delta=2.))
leaf_grad(lambda w: F.leaky_relu(w - 5, 0.1))
leaf_grad(lambda w: torch.addmm(torch.zeros(3, 2), w, torch.ones(4, 2)))
leaf_grad(lambda w: torch.addmm(torch.zeros(3, 2), w, torch.ones(4, 2), beta=2, alpha=0.5))
w2 = torch.ones(2, 4).t().requires_grad_()
x2 = torch.arange(12.).view(3, 4)
out2 = torch.addmm(torch.zeros(3, 2), x2, w2)
gw2 = torch.autograd.grad(out2, w2, torch.ones(3, 2))[0]
(gw2.stride(), gw2.tolist())
bias = torch.zeros(3, 2, requires_grad=True)
gout = torch.ones(2, 3).t()
gb = torch.autograd.grad(torch.addmm(bias, x2, torch.ones(4, 2)), bias, gout)[0]
(gb.stride(), gb.tolist())
# .grad of the leaf is laid out as the leaf either way
w3 = torch.arange(12.).view(4, 3).t().requires_grad_()
F.relu(w3 - 5).sum().backward()
w3.grad.stride()
