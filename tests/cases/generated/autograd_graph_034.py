x = (torch.linspace(-1.5, 2.0, 12).view(3, 4)).requires_grad_()
z = (x * x).sum()
z.backward()
z.backward()
