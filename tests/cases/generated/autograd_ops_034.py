a = (torch.linspace(-1.5, 2.0, 4).view(2, 2)).requires_grad_()
b = ((torch.arange(4.).view(2, 2) / 4 - 0.3).T.clone()).requires_grad_()
y = a.narrow(0, 1, 1)
y.grad_fn
y.retain_grad()
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
loss.backward()
