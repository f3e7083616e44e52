import torch
import torch.nn.functional as F

# softmax with dtype= converts first, and the conversion is part of the graph:
# the gradient reaches the float32 leaf through ToCopyBackward0.
x = torch.tensor([[0.5, -1.0, 2.0], [3.0, 0.0, -0.5]], requires_grad=True)
y = torch.softmax(x, dim=1, dtype=torch.float64)
y.dtype
y.grad_fn
y.grad_fn.next_functions
(y[:, 0] * torch.tensor([1.0, 2.0], dtype=torch.float64)).sum().backward()
x.grad
x.grad.dtype

x.grad = None
z = F.log_softmax(x, dim=0, dtype=torch.float64)
z.grad_fn
z.sum().backward()
x.grad

x.grad = None
w = x.softmax(-1, dtype=torch.float64)
w[0, 2].backward()
x.grad

x.grad = None
v = torch.special.log_softmax(x, 1, dtype=torch.float64)
v.grad_fn
v.exp().sum().backward()
x.grad

# An integer input may be softmaxed once a float dtype is asked for.
torch.softmax(torch.tensor([1, 2, 3]), 0, dtype=torch.float32)
torch.softmax(torch.tensor([1, 2, 3]), 0)

# logsumexp takes ints and bools as float32.
torch.logsumexp(torch.tensor([1, 2, 3]), 0)
torch.logsumexp(torch.tensor([[True, False], [True, True]]), 1)
torch.tensor([1, 2, 3], dtype=torch.int8).logsumexp(0).dtype
torch.special.logsumexp(torch.tensor([[0, 10], [5, 5]]), dim=1, keepdim=True)

# logit's eps clamps to [eps, 1 - eps]; with eps > 0.5 the lower bound is tested first.
p = torch.tensor([0.0, 0.1, 0.5, 0.7, 0.9, 1.0])
torch.logit(p, eps=0.2)
torch.logit(p, eps=0.7)
torch.logit(p, eps=0.5)
q = p.clone().requires_grad_()
torch.logit(q, eps=0.2).sum().backward()
q.grad
q.grad = None
torch.logit(q, eps=0.7).sum().backward()
q.grad
