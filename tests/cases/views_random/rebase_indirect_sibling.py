import torch
w = torch.randn(4, 3, requires_grad=True)
x = w * 1
p, q = x.chunk(2)
x[0].mul_(5)
loss = (p * q).sum()
loss.backward()
w.grad
