# The hook-based spectral_norm of GAN discriminators (SNGAN style), orthogonal's map enum,
# Tensor.is_set_to, os.devnull and affine_grid's size message.
import os
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
disc = nn.Sequential(nn.utils.spectral_norm(nn.Linear(6, 4)), nn.LeakyReLU(0.2), nn.utils.spectral_norm(nn.Linear(4, 1)))
sorted(disc.state_dict().keys())
sorted(n for n, _ in disc.named_parameters())
disc[0].weight_u
disc[0].weight_v
x = torch.randn(5, 6)
out = disc(x)
out
disc[0].weight_u
torch.linalg.matrix_norm(disc[0].weight, 2)
out.sum().backward()
disc[0].weight_orig.grad
disc.eval()
u_before = disc[0].weight_u.clone()
disc(x)
torch.equal(u_before, disc[0].weight_u)
conv = nn.utils.spectral_norm(nn.ConvTranspose2d(3, 2, 3))
conv.weight_u.shape, conv.weight_v.shape
conv5 = nn.utils.spectral_norm(nn.Conv2d(2, 3, 3), n_power_iterations=5)
conv5(torch.randn(1, 2, 5, 5)).shape
nn.utils.remove_spectral_norm(disc[0])
sorted(disc[0].state_dict().keys())
try:
    nn.utils.remove_spectral_norm(disc[0])
except ValueError as e:
    msg = str(e)
msg
try:
    nn.utils.spectral_norm(disc[2])
except RuntimeError as e:
    msg2 = str(e)
msg2
try:
    nn.utils.spectral_norm(nn.Linear(2, 2), n_power_iterations=0)
except ValueError as e:
    msg3 = str(e)
msg3
orth = nn.utils.parametrizations.orthogonal(nn.Linear(4, 4))
m = orth.parametrizations.weight[0].orthogonal_map
type(m).__name__, m.name, m == "matrix_exp"
torch.dist(orth.weight @ orth.weight.T, torch.eye(4)) < 1e-5
orth2 = nn.utils.parametrizations.orthogonal(nn.Linear(5, 3))
orth2.parametrizations.weight[0].orthogonal_map.name
try:
    nn.utils.parametrizations.orthogonal(nn.Linear(3, 3), orthogonal_map="qr")
except ValueError as e:
    msg4 = str(e)
msg4
a = torch.arange(6.0)
a.is_set_to(a), a.is_set_to(a.view(2, 3)), a.view(6).is_set_to(a), a.is_set_to(a.clone()), a[1:].is_set_to(a[1:])
torch.empty(0).is_set_to(torch.empty(0))
os.devnull
with open(os.devnull, "w") as sink:
    written = sink.write("discarded")
written
open(os.devnull).read()
msgs = []
for size in [(1, 1, 2, 2), [1, 1, 2, 2], torch.Size([1, 1, 2, 2])]:
    try:
        F.affine_grid(torch.zeros(1, 3, 3), size, align_corners=False)
    except ValueError as e:
        msgs.append(str(e))
msgs
