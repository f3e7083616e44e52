a = ((torch.arange(9.).view(3, 3) / 9 - 0.3).T.clone()).requires_grad_()
b = (torch.linspace(-1.5, 2.0, 9).view(3, 3)).requires_grad_()
y = a.var(1)
y.grad_fn
y.retain_grad()
loss = (y * torch.linspace(-1, 1, y.numel()).view(y.shape).to(y.dtype)).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
