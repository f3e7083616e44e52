# torch.X under ATen's own signatures, for computations scripts usually reach through
# torch.nn.functional (older repositories and PyTorch's tests call them this way), and the
# grad-mode switches under torch.autograd, where PyTorch defines them.
import torch
x = torch.tensor([[[0.5, -1.0, 2.0, -3.0], [1.5, 0.0, -0.5, 4.0]]])
torch.selu(x)
torch.celu(x, 0.5)
y = x.clone()
torch.selu_(y)
y
torch.dropout(x, 0.5, False)
torch.dropout(x, 0.5, False) is x
torch.alpha_dropout(x, 0.2, False)
torch.layer_norm(x, [4])
torch.layer_norm(x, (4,), torch.ones(4) * 2, torch.zeros(4) + 1, 1e-3)
torch.group_norm(x.view(1, 2, 4), 2)
torch.batch_norm(x.view(2, 4), None, None, None, None, True, 0.1, 1e-5, True)
rm, rv = torch.zeros(4), torch.ones(4)
torch.batch_norm(x.view(2, 4), torch.ones(4), torch.zeros(4), rm, rv, True, 0.1, 1e-5, False)
rm
rv
torch.instance_norm(x.view(1, 2, 4), None, None, None, None, True, 0.1, 1e-5, False)
w = torch.arange(12.).view(4, 3).requires_grad_()
e = torch.embedding(w, torch.tensor([[0, 2], [3, 3]]))
e
e.grad_fn
torch.embedding(w, torch.tensor([1]), padding_idx=-2)
p = torch.tensor([0.1, 0.2, 0.7]).log()
q = torch.tensor([0.3, 0.3, 0.4])
torch.kl_div(p, q)
torch.kl_div(p, q, 0)
torch.kl_div(p, q, 2)
torch.kl_div(p, q.log(), 1, log_target=True)
torch.kl_div(p, q, "mean")
torch.kl_div(p, q, 3)
torch.binary_cross_entropy_with_logits(x.view(-1), (x.view(-1) > 0).float())
torch.binary_cross_entropy_with_logits(x.view(-1), (x.view(-1) > 0).float(), None, torch.tensor(2.0), 2)
a, b = x[0, 0], x[0, 1]
t = torch.tensor([1.0, -1.0, 1.0, -1.0])
torch.margin_ranking_loss(a, b, t)
torch.margin_ranking_loss(a, b, t, 0.5, 0)
torch.hinge_embedding_loss(a, t, 1.0, 2)
torch.cosine_embedding_loss(x.view(2, 4), x.view(2, 4).flip(1), torch.tensor([1.0, -1.0]))
torch.triplet_margin_loss(x.view(2, 4), x.view(2, 4) + 1, x.view(2, 4).flip(0))
torch.poisson_nll_loss(x.view(-1), x.view(-1).abs(), True, False, 1e-8, 1)
torch.adaptive_max_pool1d(x, 2)
torch.max_pool1d_with_indices(x, 2)
torch.max_pool1d_with_indices(x, 3, 1, 1)
torch.max_pool3d(torch.arange(16.).view(1, 2, 2, 4), 2)
torch.nuclear_norm(torch.eye(3) * 2)
torch.nuclear_norm(torch.arange(8.).view(2, 2, 2), (1, 2), True)
torch.frobenius_norm(torch.arange(6.).view(2, 3), [0, 1])
torch.frobenius_norm(torch.arange(6.).view(2, 3), 1)
torch.layer_norm(x)
torch.batch_norm(x, None, None)
i = torch.tensor([4, 6, 9], dtype=torch.int32)
torch.gcd_(i, torch.tensor([6, 4, 3]))
i
i.lcm_(torch.tensor(4))
i.dtype
torch.tensor([4, 6]).gcd_(torch.tensor([[6], [9]]))
torch.tensor([4, 6]).gcd_(torch.tensor([6.0, 9.0]))
f = torch.tensor([1.5, 2.0], dtype=torch.float64)
f.float_power_(2)
f.float_power_(torch.tensor([1, 2]))
f
torch.tensor([1.5, 2.0]).float_power_(2)
torch.autograd.no_grad is torch.no_grad
v = torch.ones(2, requires_grad=True)
with torch.autograd.no_grad():
    u = v * 2
u.requires_grad
with torch.autograd.set_grad_enabled(False):
    u = v * 2
u.requires_grad
with torch.autograd.inference_mode():
    u = v * 2
u.is_inference()
@torch.autograd.no_grad()
def step(t):
    return t * 3
step(v).requires_grad
with torch.autograd.enable_grad():
    u = v * 2
u.grad_fn
from torch.autograd.grad_mode import no_grad
no_grad is torch.no_grad
