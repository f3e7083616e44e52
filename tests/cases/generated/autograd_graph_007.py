x = (torch.arange(12.).view(3, 4) / 12 - 0.4).requires_grad_()
with torch.no_grad():
    y = x * 2
y.requires_grad
y.grad_fn
