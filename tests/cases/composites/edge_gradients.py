import torch

# Gradients at the edges of the domain follow derivatives.yaml's formulas (inf at log(0),
# NaN outside the domain), not what a composition of safe ops would give.
x = torch.tensor([0.0, 1.0, 0.5, -1.0, 2.0], requires_grad=True)
torch.logit(x).sum().backward()
x.grad
x.grad = None
torch.special.entr(x).sum().backward()
x.grad
x.grad = None
torch.log1p(x).sum().backward()
x.grad
y = torch.tensor([0.0, -1.0, 1.0, 0.0], requires_grad=True)
z = torch.tensor([-1.0, -1.0, 0.0, 0.0], requires_grad=True)
torch.special.xlog1py(y, z).sum().backward()
y.grad
z.grad
w = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
v = torch.tensor([0.0, 0.0, 1.0], requires_grad=True)
torch.xlogy(w, v).sum().backward()
w.grad
v.grad
u = torch.tensor([0.0, 1.0, 0.5], requires_grad=True)
torch.logit(u, eps=0.0).sum().backward()
u.grad
p = torch.tensor([0.1, 0.2, 0.5, 0.8, 0.9], requires_grad=True)
torch.logit(p, eps=0.2).sum().backward()
p.grad
q = torch.tensor([0.0, 2.0, 3.0], dtype=torch.float64, requires_grad=True)
torch.xlogy(2.0, q).sum().backward()
q.grad
r = torch.tensor([0.0, 2.0, 3.0], requires_grad=True)
torch.xlogy(r, 0.0).sum().backward()
r.grad
s = torch.tensor([0.0, 1.0, -0.5], requires_grad=True)
torch.special.xlog1py(s, -1.0).sum().backward()
s.grad
torch.special.entr(torch.tensor([0.5, 0.0], dtype=torch.float64, requires_grad=True)).sum()
a = torch.tensor([0.0, 0.0, 1.0, -1.5], requires_grad=True)
b = torch.tensor([2.0, 0.0, 0.0, 3.0], requires_grad=True)
torch.autograd.grad(torch.xlogy(a, b).sum(), (a, b))
torch.autograd.grad(torch.special.xlog1py(a, b - 1).sum(), (a, b))
torch.autograd.grad((torch.xlogy(a, b) * torch.tensor([0.0, 1.0, 0.0, 2.0])).sum(), a)

# hypot's gradient is self / result: NaN at (0, 0). Broadcast operands get summed gradients.
h1 = torch.tensor([0.0, 3.0, -0.0], requires_grad=True)
h2 = torch.tensor([0.0, 4.0, 1.0], requires_grad=True)
torch.autograd.grad(torch.hypot(h1, h2).sum(), (h1, h2))
h3 = torch.tensor([[3.0], [0.0]], requires_grad=True)
h4 = torch.tensor([4.0, 1.0, 0.0], requires_grad=True)
torch.autograd.grad(torch.hypot(h3, h4).sum(), (h3, h4))
torch.autograd.grad(torch.xlogy(h3, h4.abs()).sum(), (h3, h4))

# grad() needs inputs.
torch.autograd.grad(h1.sum(), [])
torch.autograd.grad([], [h1])
