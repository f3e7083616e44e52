x = (torch.arange(4.).view(2, 2) / 4 - 0.4).requires_grad_()
with torch.no_grad():
    y = x * 2
y.requires_grad
y.grad_fn
