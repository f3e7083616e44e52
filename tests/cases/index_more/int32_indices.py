import torch

# PyTorch 2.4+ takes int32 indices in gather and scatter.
x = torch.arange(6.).reshape(2, 3)
i = torch.tensor([[0, 1], [1, 2]], dtype=torch.int32)
torch.gather(x, 1, i)
x.gather(0, torch.tensor([[1, 0, 1]], dtype=torch.int32))
x.scatter(1, i, 1.)
x.scatter(1, i, torch.full((2, 2), 7.))
x.scatter_add(1, i, torch.ones(2, 2))
y = torch.zeros(3)
y.scatter_add_(0, torch.tensor([0, 2, 2], dtype=torch.int32), torch.tensor([1., 2., 3.]))
w = torch.arange(6., requires_grad=True)
g = w.gather(0, torch.tensor([5, 0, 5], dtype=torch.int32))
g.grad_fn
g.sum().backward()
w.grad
x.gather(1, i.to(torch.int16))
x.scatter(1, i.to(torch.int16), 1.)
x.scatter_add(1, i.to(torch.int16), torch.ones(2, 2))
x.gather(1, i.float())
torch.take_along_dim(x, i, 1)
x.gather(1, torch.tensor([[3]], dtype=torch.int32))
