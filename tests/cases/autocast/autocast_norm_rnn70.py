# Found by probe 71: normalization layers on a bfloat16 activation (PyTorch's mixed-type batch
# norm keeps the input's dtype and float32 statistics), and recurrent layers fed a bfloat16
# activation under autocast (their dtype check gives way to autocast).
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
with torch.autocast("cpu", dtype=torch.bfloat16):
    h = torch.randn(3, 4) @ torch.randn(4, 4)
    bn = nn.BatchNorm1d(4)
    out = bn(h)
out.dtype, bn.running_mean.dtype, h.dtype
out.grad_fn.name()
bn.running_mean
x = torch.randn(3, 4).bfloat16()
bn2 = nn.BatchNorm1d(4)
bn2(x).dtype
bn2.running_var
bn2.eval()
bn2(x)
F.instance_norm(x.view(1, 4, 3)).dtype
xh = torch.randn(3, 4).half()
F.batch_norm(xh, torch.zeros(4), torch.ones(4), torch.ones(4), torch.zeros(4), training=True).dtype
F.layer_norm(xh, (4,), torch.ones(4), torch.zeros(4)).dtype
try:
    F.batch_norm(torch.randn(3, 4).double(), torch.zeros(4), torch.ones(4))
except RuntimeError as e:
    m1 = str(e)
m1
F.layer_norm(torch.randn(3, 4), (4,), torch.ones(4).bfloat16(), torch.zeros(4).bfloat16()).dtype
with torch.autocast("cpu", dtype=torch.bfloat16):
    seq = (torch.randn(5, 4) @ torch.randn(4, 4)).unsqueeze(0)
    g_out, g_h = nn.GRU(4, 3, batch_first=True)(seq)
    r_out, r_h = nn.RNN(4, 3, batch_first=True)(seq)
g_out.dtype, g_h.dtype, r_out.dtype, r_h.dtype
try:
    nn.GRU(4, 3)(torch.randn(2, 1, 4).bfloat16())
except ValueError as e:
    m2 = str(e)
m2
