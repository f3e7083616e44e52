# torch.poisson: PyTorch's rejection sampler for rates >= 10, products of uniforms below.
import torch
torch.manual_seed(0)
rates = torch.tensor([0.0, 0.5, 3.0, 9.9, 10.0, 25.0, 100.0, 1e4])
str(torch.poisson(rates).tolist())
str(torch.poisson(rates.double()).tolist())
torch.poisson(torch.full((2, 3), 4.0))
str(torch.poisson(torch.rand(50) * 30).tolist())
torch.rand(2)
torch.poisson(torch.tensor([-1.0]))
torch.poisson(torch.tensor([1, 2]))
g = torch.Generator().manual_seed(3)
torch.poisson(torch.tensor([5.0, 50.0]), generator=g)
