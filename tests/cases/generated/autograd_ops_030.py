a = (torch.linspace(-1.5, 2.0, 16).view(4, 4)).requires_grad_()
b = ((torch.arange(16.).view(4, 4) / 16 - 0.3).T.clone()).requires_grad_()
y = 2 ** a
y.grad_fn
y.retain_grad()
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
