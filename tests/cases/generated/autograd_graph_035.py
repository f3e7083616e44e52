x = ((torch.arange(6.).view(2, 3) / 6 - 0.3).T.clone()).requires_grad_()
y = x.T
y.is_contiguous()
(y * y).sum().backward()
x.grad
x.grad.stride()
