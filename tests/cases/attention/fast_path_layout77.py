# Inference with nn.MultiheadAttention and nn.TransformerEncoderLayer, as a serving tutorial
# writes it (eval() and no_grad): PyTorch then takes the fused fast path, whose output is a
# new contiguous (N, L, E) tensor; the regular path returns a transposed view or keeps the
# input's layout. Each condition that turns the fast path off is tried once.
import torch
import torch.nn as nn
torch.manual_seed(0)
mha = nn.MultiheadAttention(8, 2, batch_first=True).eval()
x = torch.randn(2, 4, 8)
with torch.no_grad():
    out, w = mha(x, x, x)
out.stride(), out.is_contiguous(), w.shape, w.stride()
with torch.no_grad():
    o2 = mha(x, x, x, need_weights=False)
o2[0].stride(), o2[1]
with torch.no_grad():
    cross = mha(x, x[:, :3], x[:, :3])[0]
cross.stride()
mha(x, x, x)[0].stride()
with torch.no_grad():
    train_out = mha.train()(x, x, x)[0]
train_out.stride()
mha.eval()
odd = nn.MultiheadAttention(9, 3, batch_first=True).eval()
y = torch.randn(2, 5, 9)
with torch.no_grad():
    odd_out = odd(y, y, y)[0]
odd_out.stride()
nob = nn.MultiheadAttention(8, 2, batch_first=True, bias=False).eval()
with torch.no_grad():
    nob_out = nob(x, x, x)[0]
nob_out.stride()
seq = nn.MultiheadAttention(8, 2).eval()
with torch.no_grad():
    seq_out = seq(x, x, x)[0]
seq_out.stride()
torch.backends.mha.set_fastpath_enabled(False)
with torch.no_grad():
    off = mha(x, x, x)[0]
off.stride()
torch.backends.mha.set_fastpath_enabled(True)
mask = torch.tensor([[False, False, True, True], [False, False, False, True]])
with torch.no_grad():
    masked = mha(x, x, x, key_padding_mask=mask)[0]
masked.stride(), masked[0, :2].sum().item() != 0
layer = nn.TransformerEncoderLayer(8, 2, 16, 0.0, batch_first=True, norm_first=True).eval()
xt = torch.randn(5, 3, 8).transpose(0, 1)
with torch.no_grad():
    yt = layer(xt)
yt.stride(), yt.is_contiguous()
layer(xt).stride()
layer.train()
with torch.no_grad():
    yt_train = layer(xt)
yt_train.stride()
layer.eval()
h = layer.linear1.register_forward_hook(lambda m, i, o: None)
with torch.no_grad():
    hooked = layer(xt)
hooked.stride()
h.remove()
post = nn.TransformerEncoderLayer(8, 2, 16, 0.0, batch_first=True).eval()
with torch.no_grad():
    post_out = post(xt)
post_out.stride()
enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, 0.0, batch_first=True, norm_first=True), 2, enable_nested_tensor=False).eval()
with torch.no_grad():
    enc_out = enc(xt)
enc_out.stride()
