x = ((torch.arange(12.).view(4, 3) / 12 - 0.3).T.clone()).requires_grad_()
z = (x * x).sum()
z.backward()
z.backward()
