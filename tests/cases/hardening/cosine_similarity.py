import torch
import torch.nn.functional as F
# Broadcasting along the reduced dim: each input's norm is taken after the broadcast.
a = torch.tensor([[1., 2.], [3., 4.], [5., 6.]])
b = torch.tensor([[1., 1.]])
F.cosine_similarity(a, b, dim=0)
F.cosine_similarity(a, b)
F.cosine_similarity(torch.tensor([[1.], [2.], [3.]]), torch.tensor([[1., 2., 3.]]), dim=0)
F.cosine_similarity(torch.tensor([[[1., 2., 3.]], [[-1., 0.5, 2.]]]), torch.tensor([[1., 2., 3.], [0., 0., 1.], [3., -1., 2.]]), dim=-1)
F.cosine_similarity(torch.zeros(2, 3), torch.ones(2, 3))
F.cosine_similarity(torch.tensor([1e-9, 0.]), torch.tensor([1., 0.]), dim=0)
F.cosine_similarity(torch.tensor([1., 2.], dtype=torch.float64), torch.tensor([2., 1.], dtype=torch.float64), dim=0)
x = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
y = torch.tensor([[0.5, -1.]], requires_grad=True)
s = F.cosine_similarity(x, y, dim=0)
s
s.sum().backward()
x.grad
y.grad
z = torch.tensor([[1., 2., 2.]], requires_grad=True)
torch.cosine_similarity(z, torch.tensor([[2., 0., 1.]]))
