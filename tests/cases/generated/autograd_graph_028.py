x = (torch.arange(12.).view(3, 4) / 12 - 0.4).requires_grad_()
w = x.detach().clone().requires_grad_()
(w * x).sum().backward()
w.grad
x.grad
