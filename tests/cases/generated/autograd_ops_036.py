a = ((torch.arange(16.).view(4, 4) / 16 - 0.3).T.clone()).requires_grad_()
b = (torch.linspace(-1.5, 2.0, 16).view(4, 4)).requires_grad_()
y = torch.where(a > 0, a, b)
y.grad_fn
loss = y.mean()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
