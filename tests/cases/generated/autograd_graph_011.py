x = (torch.arange(8.).view(2, 4) / 8 - 0.4).requires_grad_()
z = x * x
x.add_(1)
