a = ((torch.arange(6.).view(3, 2) / 6 - 0.3).T.clone()).requires_grad_()
b = ((torch.arange(6.).view(3, 2) / 6 - 0.3).T.clone()).requires_grad_()
y = a.norm()
y.grad_fn
loss = (y * torch.linspace(-1, 1, y.numel()).view(y.shape).to(y.dtype)).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
