a = (torch.linspace(-1.5, 2.0, 12).view(4, 3)).requires_grad_()
b = (torch.arange(12.).view(4, 3) / 12 - 0.4).requires_grad_()
y = a[[0, 1]]
y.grad_fn
loss = y.mean()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
