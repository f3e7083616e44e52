x = (torch.linspace(-1.5, 2.0, 6).view(2, 3)).requires_grad_()
t = torch.ones(2)
t.requires_grad_()
t.requires_grad
(t * 2).sum().backward()
t.grad
