a = (torch.arange(9.).view(3, 3) / 9 - 0.4).requires_grad_()
b = (torch.linspace(-1.5, 2.0, 9).view(3, 3)).requires_grad_()
y = a.expand(2, -1, -1).sum(0)
y.grad_fn
y.retain_grad()
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
