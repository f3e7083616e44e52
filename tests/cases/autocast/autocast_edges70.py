# CPU autocast beyond the recipe: backward inside the region, layers built from matrix
# products (attention, recurrent layers), the state functions, meta tensors.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(4, 4, requires_grad=True)
b = torch.randn(4, 4) * 1.37
y = (a @ b).exp().sum()
with torch.autocast("cpu"):
    y.backward()
a.grad.dtype
a.grad
a.grad = None
with torch.autocast("cpu"):
    y2 = (a @ b).float().exp().sum()
    y2.backward()
a.grad
# attention and recurrent layers
mha = nn.MultiheadAttention(8, 2, batch_first=True)
q = torch.randn(2, 3, 8)
with torch.autocast("cpu"):
    att, weights = mha(q, q, q)
att.dtype, weights.dtype
rnn = nn.RNN(8, 5, batch_first=True)
gru = nn.GRU(8, 5, batch_first=True)
lstm = nn.LSTM(8, 5, batch_first=True)
cell = nn.LSTMCell(8, 5)
with torch.autocast("cpu"):
    r = rnn(q)[0]
    g = gru(q)[0]
    l = lstm(q)[0]
    c = cell(q[:, 0])[0]
r.dtype, g.dtype, l.dtype, c.dtype
# an LSTM runs as oneDNN's low-precision layer: its own activation approximations make the
# last bit machine-dependent, so its values are compared with the float32 run's
lstm2 = nn.LSTM(8, 5, num_layers=2)
with torch.autocast("cpu"):
    lo, (lh, lc) = lstm2(q)
full, (fh, fc) = lstm2(q)
lo.dtype, lh.dtype, lc.dtype, lo.grad_fn.name()
torch.allclose(lo.float(), full, atol=0.02), torch.allclose(lc.float(), fc, atol=0.05)
lo.float().sum().backward()
lstm2.weight_hh_l1.grad.dtype, torch.allclose(lstm2.weight_hh_l1.grad.abs().sum(), torch.tensor(0.0)) 
with torch.autocast("cpu"):
    s = F.scaled_dot_product_attention(q, q, q)
    n = F.layer_norm(q @ torch.randn(8, 8), (8,))
    emb = F.embedding(torch.tensor([0, 2]), torch.randn(3, 4))
    lin = F.linear(q, torch.randn(4, 8), torch.randn(4))
s.dtype, n.dtype, emb.dtype, lin.dtype
lin.grad_fn
# the state functions
torch.set_autocast_enabled("cpu", True)
torch.is_autocast_enabled("cpu")
(torch.randn(2, 2) @ torch.randn(2, 2)).dtype
torch.set_autocast_dtype("cpu", torch.float16)
(torch.randn(2, 2) @ torch.randn(2, 2)).dtype
torch.set_autocast_enabled("cpu", False)
torch.set_autocast_dtype("cpu", torch.bfloat16)
(torch.randn(2, 2) @ torch.randn(2, 2)).dtype
torch.is_autocast_cache_enabled()
torch.get_autocast_dtype("cuda"), torch.get_autocast_dtype("xpu")
# meta tensors are not cast; no_grad casts all the same
with torch.autocast("cpu"):
    m = torch.empty(3, 4, device="meta") @ torch.empty(4, 2, device="meta")
    with torch.no_grad():
        ng = torch.randn(2, 3) @ torch.randn(3, 2)
m.dtype, ng.dtype, ng.requires_grad
# a parameter's cast is a ToCopyBackward0 below the product
lin2 = nn.Linear(3, 2)
with torch.autocast("cpu"):
    o = lin2(torch.randn(5, 3))
o.grad_fn.name(), [f[0].name() if f[0] is not None else None for f in o.grad_fn.next_functions]
o.float().sum().backward()
lin2.weight.grad.dtype, lin2.bias.grad.dtype
torch.autocast("cpu", dtype=torch.int64)
