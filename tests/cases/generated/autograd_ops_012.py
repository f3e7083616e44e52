a = (torch.linspace(-1.5, 2.0, 6).view(2, 3)).requires_grad_()
b = (torch.linspace(-1.5, 2.0, 6).view(2, 3)).requires_grad_()
y = a.unbind(0)[1]
y.grad_fn
loss = y.sum()
loss.backward()
a.grad
b.grad
a.grad.stride() if a.grad is not None else None
y.grad
loss.backward()
