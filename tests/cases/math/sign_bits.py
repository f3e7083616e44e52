import torch
import math

# The sign bit of -0.0 and of -nan, which no comparison can see.
a = torch.tensor([-float('nan'), float('nan'), -0.0, 0.0, -1.5, 2.0, -math.inf])
torch.signbit(a)
a.signbit()
-torch.tensor([float('nan')])
torch.signbit(-torch.tensor([float('nan')]))
torch.signbit(torch.tensor([-math.nan], dtype=torch.float64))
torch.signbit(torch.tensor([-1, 0, 3]))
torch.signbit(torch.tensor([True, False]))
torch.copysign(torch.tensor([1., 2.]), torch.tensor([-float('nan'), float('nan')]))
torch.copysign(torch.tensor([1.]), -torch.tensor([float('nan')]))
torch.copysign(torch.tensor([3., -3.]), -0.0)
torch.copysign(torch.tensor([3., -3.]), -math.nan)
x = torch.tensor([1., -2.])
x.copysign_(torch.tensor([-0.0, 0.0]))
torch.signbit(torch.tensor([-0.0], dtype=torch.float16))
torch.signbit(torch.tensor([-0.0], dtype=torch.bfloat16))
out = torch.empty(2, dtype=torch.bool)
torch.signbit(torch.tensor([-0.0, 1.]), out=out)
out
