x = (torch.arange(9.).view(3, 3) / 9 - 0.4).requires_grad_()
z = (x * x).sum()
z.backward()
z.backward()
