a = ((torch.arange(4.).view(2, 2) / 4 - 0.3).T.clone()).requires_grad_()
b = (torch.arange(4.).view(2, 2) / 4 - 0.4).requires_grad_()
y = torch.maximum(a, b)
y.grad_fn
y.retain_grad()
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
