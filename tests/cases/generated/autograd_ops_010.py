a = (torch.arange(8.).view(2, 4) / 8 - 0.4).requires_grad_()
b = ((torch.arange(8.).view(4, 2) / 8 - 0.3).T.clone()).requires_grad_()
y = a.reshape(-1)
y.grad_fn
y.retain_grad()
loss = (y * y).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
