import torch
# tanh's backward rounds 1 - y*y once, as ATen's fused kernel: the hand-written formula
# (two roundings) is not always equal to it
torch.manual_seed(0)
hp = torch.randn(32, 64, requires_grad=True)
h = torch.tanh(hp)
h.retain_grad()
g = torch.randn(32, 64)
(h * g).sum().backward()
manual = (1.0 - h ** 2) * g
torch.all(manual == hp.grad).item()
(manual - hp.grad).abs().max().item() < 1e-6
k = torch.tensor([0.5, -1.0], requires_grad=True)
(gk,) = torch.autograd.grad(k.tanh().sum(), k, create_graph=True)
gk.grad_fn.name()
gk.sum().backward()
k.grad
