a = (torch.linspace(-1.5, 2.0, 8).view(4, 2)).requires_grad_()
b = ((torch.arange(8.).view(2, 4) / 8 - 0.3).T.clone()).requires_grad_()
y = a[[0, 1]]
y.grad_fn
y.retain_grad()
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
