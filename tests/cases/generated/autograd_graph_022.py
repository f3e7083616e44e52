x = (torch.linspace(-1.5, 2.0, 6).view(3, 2)).requires_grad_()
s = x.split(1, 1)
(s[-1] * s[0]).sum().backward()
x.grad
