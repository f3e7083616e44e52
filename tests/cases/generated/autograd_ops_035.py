a = (torch.linspace(-1.5, 2.0, 8).view(2, 4)).requires_grad_()
b = (torch.arange(8.).view(2, 4) / 8 - 0.4).requires_grad_()
y = a + 2 * b
y.grad_fn
loss = (y * y).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
loss.backward()
