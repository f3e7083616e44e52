# F.logsigmoid as ATen computes it (min(x, 0) - log1p(exp(-|x|)) on a contiguous copy), to
# the last bit, and what depends on it: BCE with logits near its optimum, and L-BFGS's
# strong-Wolfe line search, which works with loss differences of about 1e-5.
import torch
import torch.nn.functional as F
x = torch.linspace(-30, 30, 601)
F.logsigmoid(x)[::20]
F.logsigmoid(x.double())[::60]
str(F.logsigmoid(x.half()).tolist())
str(F.logsigmoid(x.bfloat16()).tolist())
F.logsigmoid(torch.tensor([-5.520188331604004])).item()
F.binary_cross_entropy_with_logits(torch.tensor([-5.520188331604004]), torch.tensor([0.0])).item()
torch.equal(F.logsigmoid(x), -F.softplus(-x))
F.logsigmoid(torch.tensor([float('nan'), float('inf'), -float('inf'), 0.0, -0.0]))
a = torch.arange(15.0).reshape(5, 3).t() - 7
F.logsigmoid(a).stride()
F.logsigmoid(a).is_contiguous()
torch.nn.LogSigmoid()(a[:, ::2]).stride()
g = torch.linspace(-8, 8, 33, requires_grad=True)
out = F.logsigmoid(g)
out.grad_fn
out.sum().backward()
str(g.grad.tolist())
h = torch.linspace(-3, 3, 7, dtype=torch.float64, requires_grad=True)
(d,) = torch.autograd.grad(F.logsigmoid(h).sum(), h, create_graph=True)
str(d.tolist())
d.sum().backward()
str(h.grad.tolist())
torch.autograd.gradcheck(F.logsigmoid, (h.detach().requires_grad_(),))
torch.manual_seed(0)
X = torch.randn(20, 2)
y = (X.sum(1) > 0).float()
w = torch.tensor([4.8, 6.9], requires_grad=True)
opt = torch.optim.LBFGS([w], max_iter=2, line_search_fn="strong_wolfe")
def closure():
    opt.zero_grad()
    l = F.binary_cross_entropy_with_logits(X @ w, y)
    l.backward()
    return l
opt.step(closure)
str(w.tolist())
opt.state[w]["t"]
logits = torch.linspace(-12, 12, 49)
target = (logits > 0).float()
F.binary_cross_entropy_with_logits(logits, target, reduction="none")
F.binary_cross_entropy_with_logits(logits, target, pos_weight=torch.tensor(3.0))
