# Attention as the "Transformer from scratch" tutorials build it: scaled dot-product
# attention by hand and with F.scaled_dot_product_attention, masks, nn.MultiheadAttention
# (self and cross attention, weights, padding masks, batch_first) and an encoder layer.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
q = torch.randn(2, 3, 4, 8, requires_grad=True)
k = torch.randn(2, 3, 5, 8, requires_grad=True)
v = torch.randn(2, 3, 5, 8, requires_grad=True)

def attention(q, k, v, mask=None):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.size(-1))
    if mask is not None:
        scores = scores.masked_fill(mask == 0, float("-inf"))
    return torch.softmax(scores, dim=-1) @ v

out = F.scaled_dot_product_attention(q, k, v)
out.shape, out.stride(), out.grad_fn.name()
out[1, 2]
torch.allclose(out, attention(q, k, v), atol=1e-6)
out.sum().backward()
q.grad[0, 0]
k.grad[1, 1]
v.grad[0, 2]

causal = F.scaled_dot_product_attention(q, q, q, is_causal=True)
causal[0, 0]
tril = torch.ones(4, 4).tril()
torch.allclose(causal, attention(q, q, q, tril), atol=1e-6)
keep = torch.tensor([[True, True, False, True, False]] * 4)
masked = F.scaled_dot_product_attention(q, k, v, attn_mask=keep)
masked[0, 1]
additive = F.scaled_dot_product_attention(q, k, v, attn_mask=torch.linspace(-1, 1, 20).reshape(4, 5), scale=0.5)
additive[1, 0]
blocked = F.scaled_dot_product_attention(q, k, v, attn_mask=torch.zeros(4, 5, dtype=torch.bool))
blocked.abs().sum()
F.scaled_dot_product_attention(q[0], k[0], v[0]).grad_fn.name()
F.scaled_dot_product_attention(q[0, 0], k[0, 0], v[0, 0]).grad_fn.name()
F.scaled_dot_product_attention(q, k[:1], v[:1]).grad_fn.name()
F.scaled_dot_product_attention(q.double(), k.double(), v.double()).dtype
F.scaled_dot_product_attention(q, k, v, attn_mask=keep, is_causal=True)

mha = nn.MultiheadAttention(embed_dim=8, num_heads=2)
mha
[(n, tuple(p.shape)) for n, p in mha.named_parameters()]
mha.in_proj_weight[:2]
x = torch.randn(4, 3, 8)
y, w = mha(x, x, x)
y.shape, w.shape, y.grad_fn.name(), w.grad_fn.name()
y[0]
w[0]
w.sum(-1)
y, w = mha(x, x, x, average_attn_weights=False)
w.shape
y, w = mha(x, x, x, need_weights=False)
w is None, y.grad_fn.name()
y[1]
pad = torch.tensor([[False, False, False, True], [False, True, True, True], [False, False, False, False]])
y, w = mha(x, x, x, key_padding_mask=pad)
w[1]
mem = torch.randn(6, 3, 8)
y, w = mha(x, mem, mem)
y.shape, w.shape
y.sum().backward()
mha.in_proj_weight.grad.norm()
mha.out_proj.bias.grad
causal_mask = torch.triu(torch.full((4, 4), float("-inf")), diagonal=1)
y, w = mha(x, x, x, attn_mask=causal_mask)
w[0]

bf = nn.MultiheadAttention(8, 4, batch_first=True, kdim=6, vdim=5, bias=False)
bf
[(n, tuple(p.shape)) for n, p in bf.named_parameters()]
y, w = bf(torch.randn(3, 4, 8), torch.randn(3, 7, 6), torch.randn(3, 7, 5))
y.shape, w.shape
y[0, 0]

layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0)
layer
src = torch.randn(5, 2, 8)
enc = layer(src)
enc.shape, enc.grad_fn.name()
enc[0]
enc.mean().backward()
layer.linear1.weight.grad.abs().sum()
layer.self_attn.in_proj_weight.grad.abs().sum()
pre = nn.TransformerEncoderLayer(8, 2, 16, 0.0, activation="gelu", batch_first=True, norm_first=True)
pre(torch.randn(2, 5, 8))[1]
nn.TransformerEncoderLayer(8, 2, activation="tanh")

nn.MultiheadAttention(8, 3)
mha(torch.randn(4, 3, 7), torch.randn(4, 3, 7), torch.randn(4, 3, 7))
mha(x, x, x, attn_mask=torch.zeros(3, 4))

# found by a differential attack: fully masked rows keep finite gradients; a mask that needs
# a gradient gets one (the math path); the output keeps the query's layout; GQA with
# different key and value head counts; zero-sized heads
qq = torch.randn(1, 2, 3, 4, requires_grad=True)
kk = torch.randn(1, 2, 5, 4, requires_grad=True)
vv = torch.randn(1, 2, 5, 4, requires_grad=True)
rows = torch.tensor([[True, True, False, False, False], [False] * 5, [True] * 5])
o = F.scaled_dot_product_attention(qq, kk, vv, attn_mask=rows)
o[0, 0]
o.sum().backward()
qq.grad[0, 0]
kk.grad[0, 1]
m = torch.zeros(3, 5, requires_grad=True)
o = F.scaled_dot_product_attention(qq, kk, vv, attn_mask=m)
o.grad_fn.name()
o.sum().backward()
m.grad
B, L, H, E = 2, 5, 3, 4
xs = torch.randn(B, L, H * E)
heads = xs.view(B, L, H, E).transpose(1, 2)
o = F.scaled_dot_product_attention(heads, heads, heads)
o.stride()
o.transpose(1, 2).reshape(B, L, H * E).shape
o.transpose(1, 2).contiguous().view(B, L, H * E)[0, 0]
F.scaled_dot_product_attention(torch.randn(1, 4, 3, 8), torch.randn(1, 2, 5, 8), torch.randn(1, 1, 5, 8), enable_gqa=True).shape
F.scaled_dot_product_attention(torch.randn(1, 2, 3, 0), torch.randn(1, 2, 5, 0), torch.randn(1, 2, 5, 6))[0, 0]
pad_left = torch.tensor([[True, True, False, False], [False, False, False, False]])
mha2 = nn.MultiheadAttention(8, 2, batch_first=True)
xb = torch.randn(2, 4, 8, requires_grad=True)
yb, _ = mha2(xb, xb, xb, key_padding_mask=pad_left, need_weights=False)
yb.sum().backward()
mha2.in_proj_weight.grad.isnan().any()
