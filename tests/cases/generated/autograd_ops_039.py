a = ((torch.arange(16.).view(4, 4) / 16 - 0.3).T.clone()).requires_grad_()
b = ((torch.arange(16.).view(4, 4) / 16 - 0.3).T.clone()).requires_grad_()
y = torch.addcmul(a, a, b, value=0.5)
y.grad_fn
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
loss.backward()
