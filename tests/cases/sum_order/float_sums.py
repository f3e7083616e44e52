# Float addition is not associative: the order a kernel adds in shows in the result.
import torch

big = torch.tensor([1e8, 1., -1e8])
big.sum()
torch.tensor([1., 1e8, -1e8]).sum()
torch.tensor([1e8, -1e8, 1.]).sum()
big.double().sum()
big.sum(dtype=torch.float64)

# Ten tenths in float32
tenths = torch.full((10,), 0.1)
repr(tenths.sum().item())
repr(sum(tenths.tolist()))
repr(tenths.mean().item())

# A million small numbers: the cascade keeps float32 close to the exact answer
ones = torch.full((1_000_000,), 0.1)
repr(ones.sum().item())
repr(ones.double().sum().item())
repr(ones.mean().item())

# Data with many magnitudes, exactly reproducible
a = torch.arange(240_000)
x = ((a * 7919) % 1000 - 500).float() / 7 * torch.tensor([1., 100., 1e4, 1e6, 1e8])[(a * 31) % 5]
repr(x.sum().item())
repr(x[:1000].sum().item())
repr(x[:33].sum().item())
m = x.reshape(600, 400)
[repr(v) for v in m.sum(0)[:40].tolist()]
[repr(v) for v in m.sum(1)[:40].tolist()]
[repr(v) for v in m.t().sum(0)[:40].tolist()]
[repr(v) for v in m[:, ::3].sum(0)[:40].tolist()]
[repr(v) for v in m[::2, 1::2].mean(1)[:40].tolist()]
repr(m[::7, ::3].sum().item())
c = x.reshape(40, 60, 100)
[repr(v) for v in c.sum((0, 2)).tolist()]
[repr(v) for v in c.permute(2, 0, 1).sum((1, 2))[:30].tolist()]
[repr(v) for v in c.mean(-1)[0].tolist()]
[repr(v) for v in c.sum(1, keepdim=True)[3, 0, :30].tolist()]

# float64 sums follow the same cascade
d = x.double()
repr(d.sum().item())
[repr(v) for v in d.reshape(600, 400).sum(0)[:20].tolist()]
[repr(v) for v in d.reshape(600, 400).sum(1)[:20].tolist()]

# A broadcast view is summed like any other
e = x[:7].expand(5000, 7)
repr(e.sum().item())
[repr(v) for v in e.sum(0).tolist()]

# nansum skips NaN in the same order
nx = torch.where(x > 0, x, float('nan'))
repr(torch.nansum(nx).item())
repr(nx.nansum(0).item())

# Losses reduce with mean
y = x.flip(0)
repr(torch.nn.functional.mse_loss(x / 1e6, y / 1e6).item())
repr(torch.nn.functional.l1_loss(x / 1e6, y / 1e6, reduction='sum').item())

# PyTorch splits a big sum across its threads; the split shows in the bits
torch.set_num_threads(1)
repr(x.sum().item())
[repr(v) for v in m.sum(0)[:8].tolist()]
torch.set_num_threads(3)
repr(x.sum().item())
[repr(v) for v in m.sum(1)[:8].tolist()]
torch.set_num_threads(2)
repr(x.sum().item())
