a = ((torch.arange(12.).view(4, 3) / 12 - 0.3).T.clone()).requires_grad_()
b = (torch.arange(12.).view(3, 4) / 12 - 0.4).requires_grad_()
y = torch.nn.functional.mse_loss(a, b)
y.grad_fn
y.retain_grad()
loss = y.mean()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
loss.backward()
