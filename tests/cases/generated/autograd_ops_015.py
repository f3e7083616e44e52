a = (torch.arange(12.).view(3, 4) / 12 - 0.4).requires_grad_()
b = (torch.arange(12.).view(3, 4) / 12 - 0.4).requires_grad_()
y = a.sort(1).values
y.grad_fn
loss = (y * y).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
