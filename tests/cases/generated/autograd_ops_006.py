a = (torch.linspace(-1.5, 2.0, 6).view(3, 2)).requires_grad_()
b = (torch.linspace(-1.5, 2.0, 6).view(3, 2)).requires_grad_()
y = a.reshape(-1)
y.grad_fn
y.retain_grad()
loss = (y * torch.linspace(-1, 1, y.numel()).view(y.shape).to(y.dtype)).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
