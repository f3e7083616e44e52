# Data that holds the same list many times (a fuzzer's mutation of self_referential_data.py):
# every torch call looks for complex values in its arguments, and walking each path through
# shared lists took exponential time (torch.tensor(b) below never returned).
import torch

b = [1]
for _i in range(40):
    b.append(b)
len(b)
torch.tensor(b)
torch.zeros(2).add(1) if b else None
a = []
for _i in range(30):
    a.append(a)
torch.tensor([1.0, a])
row = [1.0, 2.0]
grid = [row] * 30
torch.tensor(grid).shape
nested = [[row] * 20] * 20
torch.tensor(nested).sum()
# Samplers given invalid parameters answer at once (a NaN in the gamma sampler's rejection
# loop used to spin forever); PyTorch clamps the NaN draw to the smallest normal float, so
# these answers do not depend on the random stream (or the device).
torch._standard_gamma(torch.tensor([-1.0, float("nan"), 0.0]))
torch._sample_dirichlet(torch.tensor([float("nan"), 1.0]))
torch.binomial(torch.tensor([10.0]), torch.tensor([float("nan")]))
