a = (torch.arange(9.).view(3, 3) / 9 - 0.4).requires_grad_()
b = ((torch.arange(9.).view(3, 3) / 9 - 0.3).T.clone()).requires_grad_()
y = torch.where(a > 0, a, b)
y.grad_fn
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
