# torch.arange with a float step: which float each element rounds to depends on PyTorch's
# vector loop, and shows when the values are printed in full or compared with ==.
import torch

x = torch.arange(0., 1.05, 0.05)
repr(x[9].item())
repr(torch.arange(0., 0.5, 0.05)[9].item())
x[9] == torch.tensor(0.45)
(torch.arange(0., 1.05, 0.05) * 20).round() == torch.arange(21.)
[repr(v) for v in torch.arange(-3., 7., 0.1).tolist()]
[repr(v) for v in torch.arange(1., 100., 0.37).tolist()]
[repr(v) for v in torch.arange(5., -5., -0.3).tolist()]
[repr(v) for v in torch.arange(0, 10, 0.7).tolist()]
[repr(v) for v in torch.arange(-3., 7., 0.1, dtype=torch.float64).tolist()]
[repr(v) for v in torch.arange(1., 100., 0.37, dtype=torch.float64).tolist()]
[repr(v) for v in torch.arange(-1., 1., 0.01, dtype=torch.float64)[::7].tolist()]
big = torch.arange(0., 70000.5, 1.1)
[repr(v) for v in big[32760:32800].tolist()]
[repr(v) for v in big[-20:].tolist()]
torch.set_num_threads(1)
[repr(v) for v in torch.arange(0., 70000.5, 1.1)[32760:32800].tolist()]
