# sin, cos and tan of arguments far from zero (a clock's phase, a hash-like positional
# encoding): the wgpu device reduces them by Payne and Hanek's method, since WGSL's own
# sin/cos are defined on [-pi, pi] only and llvmpipe's gave sin(1e10) = -1; tan near pi/2
# reads every digit of the remainder.
import torch
torch.manual_seed(0)
x = torch.tensor([0.5, -0.5, 0.78, 0.79, -0.79, 1.5707963, 3.14159265, -3.14159265, 100.5, 1000.25, 1e4 + 0.3, 1e5 + 0.7, 1e6 + 0.5, 3e7, -3e7, 1e10, 1e20, -1e20, 3.4e38, 1e-30, -0.0, 0.0, 8388608.0, 16777216.0, 33554432.0, 6.2831855])
torch.sin(x).tolist()
torch.cos(x).tolist()
torch.tan(x).tolist()
k = torch.arange(2000.)
r = ((k * 0.6180339) % 1 - 0.5) * 2 ** (k % 120)
(torch.sin(r) - torch.sin(r.double()).float()).abs().max().item() < 1e-6
torch.sin(r).tolist()[:400]
torch.cos(r).tolist()[:400]
torch.sin(torch.tensor([float('inf'), float('-inf'), float('nan')])).tolist()
