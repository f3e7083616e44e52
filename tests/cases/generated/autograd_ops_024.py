a = (torch.linspace(-1.5, 2.0, 16).view(4, 4)).requires_grad_()
b = ((torch.arange(16.).view(4, 4) / 16 - 0.3).T.clone()).requires_grad_()
y = a.logsumexp(1)
y.grad_fn
y.retain_grad()
loss = (y * torch.linspace(-1, 1, y.numel()).view(y.shape).to(y.dtype)).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
loss.backward()
