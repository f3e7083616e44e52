import torch

# Infinities are close only to themselves.
inf = float('inf')
torch.isclose(torch.tensor([inf, -inf, inf, 1.0]), torch.tensor([-inf, -inf, inf, inf]))
torch.isclose(torch.tensor([1.0]), torch.tensor([inf]), rtol=1.0, atol=1.0)
torch.allclose(torch.tensor([inf]), torch.tensor([-inf]))
torch.allclose(torch.tensor([inf, 2.0]), torch.tensor([inf, 2.0]))
torch.isclose(torch.tensor([inf]), torch.tensor([inf]), rtol=0, atol=0)
torch.testing.assert_close(torch.tensor(inf), torch.tensor(-inf))
torch.testing.assert_close(torch.tensor([inf, 1.0]), torch.tensor([inf, 1.0]))
torch.testing.assert_close(torch.tensor([1.0, 2.0]), torch.tensor([1.0, inf]))

# torch.tensor(t) copies as t.to(copy=True) does: a dense tensor keeps its strides,
# a strided one keeps its dim order.
x = torch.arange(12.).view(3, 4)
y = torch.tensor(x.t())
y.stride()
y
y.is_contiguous()
torch.tensor(x.t()[::2]).stride()
torch.tensor(x.t()[:, ::2]).stride()
torch.tensor(x.t(), dtype=torch.float64).stride()
torch.tensor(x[:, 1:]).stride()
z = torch.tensor(x.t())
z[0, 0] = 100.
x[0, 0]
