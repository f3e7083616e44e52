x = (torch.arange(4.).view(2, 2) / 4 - 0.4).requires_grad_()
w = x.detach().clone().requires_grad_()
(w * x).sum().backward()
w.grad
x.grad
