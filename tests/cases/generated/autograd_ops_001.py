a = (torch.linspace(-1.5, 2.0, 12).view(4, 3)).requires_grad_()
b = ((torch.arange(12.).view(3, 4) / 12 - 0.3).T.clone()).requires_grad_()
y = a.masked_fill(a > 0.1, 0.0)
y.grad_fn
y.retain_grad()
loss = (y * y).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
