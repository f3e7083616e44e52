x = ((torch.arange(6.).view(2, 3) / 6 - 0.3).T.clone()).requires_grad_()
p = x.detach().T.clone().requires_grad_()
p.stride()
(p ** 2).sum().backward()
p.grad.stride()
p.grad
