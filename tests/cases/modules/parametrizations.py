# weight_norm and spectral_norm as parametrizations (GAN and WaveNet/TCN code)
import torch
import torch.nn as nn
from torch.nn.utils import parametrize
from torch.nn.utils.parametrizations import weight_norm, spectral_norm

torch.manual_seed(0)
lin = weight_norm(nn.Linear(3, 2))
lin
parametrize.is_parametrized(lin), parametrize.is_parametrized(lin, "weight")
lin.parametrizations.weight.original0
lin.parametrizations.weight.original1
lin.weight
sorted(lin.state_dict().keys())
y = lin(torch.ones(1, 3)).sum()
y.backward()
lin.parametrizations.weight.original0.grad
lin.parametrizations.weight.original1.grad
conv = weight_norm(nn.Conv1d(2, 3, 2), dim=None)
conv.parametrizations.weight.original0
conv.weight.grad_fn.name()

sn = spectral_norm(nn.Linear(4, 3))
sn.parametrizations.weight[0]._u
sn.parametrizations.weight[0]._v
w = sn.weight
w
torch.linalg.matrix_norm(w, ord=2)
sn.train()
sn(torch.ones(2, 4))
sn.parametrizations.weight[0]._u
sn.eval()
sn(torch.ones(2, 4))
sorted(sn.state_dict().keys())
ct = spectral_norm(nn.ConvTranspose2d(2, 3, 2))
ct.parametrizations.weight[0].dim
b = spectral_norm(nn.Linear(3, 3), name="bias")
b.bias
try:
    spectral_norm(nn.Linear(2, 2), name="nope")
except ValueError as e:
    str(e)
try:
    spectral_norm(nn.Linear(2, 2), n_power_iterations=0)
except ValueError as e:
    str(e)
parametrize.remove_parametrizations(lin, "weight")
lin.weight
hasattr(torch.nn.utils, "parametrizations"), hasattr(torch.nn.utils, "rnn")
