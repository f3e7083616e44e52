x = (torch.arange(12.).view(3, 4) / 12 - 0.4).requires_grad_()
y = x + 1
y.data
y.data.requires_grad
x.data.add_(1)
x
