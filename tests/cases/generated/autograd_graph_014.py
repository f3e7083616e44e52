x = ((torch.arange(8.).view(4, 2) / 8 - 0.3).T.clone()).requires_grad_()
w = x.detach().clone().requires_grad_()
(w * x).sum().backward()
w.grad
x.grad
