x = (torch.linspace(-1.5, 2.0, 6).view(2, 3)).requires_grad_()
e = x.detach()[:1].expand(3, -1).requires_grad_()
(e * 2).sum().backward()
e.grad
e.grad.stride()
