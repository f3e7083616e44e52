import torch
x = torch.arange(12.).reshape(3, 4)
torch.take_along_dim(x, torch.tensor([[-1], [0], [1]]), 1)
torch.take_along_dim(x, torch.tensor([[-1, -4]]), 0)
x.take_along_dim(torch.tensor([[-2], [-1], [0]]), dim=-1)
torch.take_along_dim(x, torch.tensor([-1, 0]))
torch.take_along_dim(x, torch.tensor([[-5], [0], [1]]), 1)
xs = torch.randn(3, 4, requires_grad=True)
idx = xs.argsort(dim=1, descending=True) - 4
y = torch.take_along_dim(xs, idx, dim=1)
y.sum().backward()
xs.grad
