a = ((torch.arange(6.).view(3, 2) / 6 - 0.3).T.clone()).requires_grad_()
b = (torch.arange(6.).view(2, 3) / 6 - 0.4).requires_grad_()
y = (a.abs() + 0.5).sqrt()
y.grad_fn
y.retain_grad()
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
loss.backward()
