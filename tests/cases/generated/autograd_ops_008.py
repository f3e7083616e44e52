a = (torch.linspace(-1.5, 2.0, 6).view(2, 3)).requires_grad_()
b = (torch.linspace(-1.5, 2.0, 6).view(2, 3)).requires_grad_()
y = a.T.contiguous()
y.grad_fn
y.retain_grad()
loss = (y * y).sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
