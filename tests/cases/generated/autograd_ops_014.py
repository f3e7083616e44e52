a = (torch.linspace(-1.5, 2.0, 12).view(4, 3)).requires_grad_()
b = ((torch.arange(12.).view(3, 4) / 12 - 0.3).T.clone()).requires_grad_()
y = torch.where(a > 0, a, b)
y.grad_fn
loss = y.mean()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
loss.backward()
