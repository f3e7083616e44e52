# add/sub with alpha: PyTorch's CPU kernel rounds self + alpha * other once (a fused
# multiply-add), so an SGD step is PyTorch's to the bit.
import torch

a = torch.linspace(-1, 1, 37)
b = torch.linspace(-3, 7, 37) * 1.2345
[repr(v) for v in a.add(b, alpha=-0.1).tolist()]
[repr(v) for v in torch.sub(a, b, alpha=0.7).tolist()]
[repr(v) for v in a[::2].add(b[::2], alpha=0.3).tolist()]
[repr(v) for v in a.double().add(b.double(), alpha=1e-3).tolist()]
c = a.clone()
c.add_(b, alpha=-0.1)
[repr(v) for v in c.tolist()]
m = torch.linspace(-2, 2, 48).reshape(6, 8)
[repr(v) for v in m.t().add(m.t() * 0.37, alpha=-1.5).flatten().tolist()]

# A Python number or a 0-d tensor: fused in the vector loop; in the scalar tail the product
# alpha * other is rounded first
x = torch.linspace(-3, 3, 64) * 1.1
[repr(v) for v in x.add(0.37, alpha=-0.1).tolist()]
[repr(v) for v in x.add(torch.tensor(2.5), alpha=0.7).tolist()]
[repr(v) for v in x[:13].sub(0.37, alpha=-0.1).tolist()]

# SGD with momentum, weight decay and Nesterov, step after step
w = torch.nn.Parameter(torch.linspace(-1, 1, 40))
opt = torch.optim.SGD([w], lr=0.1, momentum=0.9, weight_decay=0.01, nesterov=True)
for i in range(6):
    opt.zero_grad()
    ((w * torch.arange(40.)) ** 2).mean().backward()
    opt.step()
[repr(v) for v in w.tolist()]
[repr(v) for v in opt.state[w]['momentum_buffer'].tolist()]
