a = (torch.arange(12.).view(3, 4) / 12 - 0.4).requires_grad_()
b = (torch.linspace(-1.5, 2.0, 12).view(3, 4)).requires_grad_()
y = a.prod(1)
y.grad_fn
loss = (y * y).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
