x = (torch.arange(4.).view(2, 2) / 4 - 0.4).requires_grad_()
y = x.sum()
y.backward()
x.grad
x.grad.zero_()
x.grad
x.grad = None
x.grad
