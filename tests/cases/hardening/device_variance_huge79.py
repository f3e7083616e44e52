# The standard deviation of values past about 1.8e19: their squared deviations overflow
# float32 although the deviation does not. ATen folds float32 in double, so std is finite
# and only a variance past float32's range is inf. The wgpu device folds in float32 and
# gave inf for std too; it now keeps each lane's state in units of a power of two. Run
# with `--device webgpu` the factories below allocate there.
import torch

x = torch.tensor([1e20, -1e20, 3e20, -2e20, 5e19])
x.std()
x.var()
x.std(correction=0)
torch.std_mean(x)
torch.var_mean(x)
rows = torch.tensor([[1e20, -1e20, 3e20], [3e38, -3e38, 3e38], [1.0, 2.0, 3.0]])
rows.std(dim=1)
rows.var(dim=1)
torch.std_mean(rows, dim=1)
torch.var_mean(rows, dim=0)
# Ordinary values beside huge ones in one long row: lanes at different scales merge.
mixed = torch.cat([torch.linspace(-1e-3, 1e-3, 700), torch.linspace(-4e24, 6e24, 700)])
mixed.std()
mixed.var()
torch.std_mean(mixed)
mixed.view(2, 700).std(dim=1)
mixed.view(2, 700).mean(dim=1)
# The mean of [3e38, 3e38, -3e38] in var_mean's pass stays finite.
torch.var_mean(torch.tensor([3e38, 3e38, -3e38]))
# Ordinary data is folded as before.
small = torch.arange(12.0).view(3, 4) / 7
small.std(dim=0)
small.var(dim=1, keepdim=True)
torch.std_mean(small, dim=1)
