# nn.TransformerEncoder at inference with a padding mask, as a text classifier runs it:
# PyTorch's sparsity fast path returns zeros at the padded positions (then the final norm).
import torch
import torch.nn as nn
torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True)
enc = nn.TransformerEncoder(layer, num_layers=2).eval()
x = torch.randn(3, 4, 8)
pad = torch.tensor([[False, False, False, False], [False, False, True, True], [False, True, True, True]])
with torch.no_grad():
    out = enc(x, src_key_padding_mask=pad)
out[1, 2:]
out[2]
out[0]
out[1, :2]
# with a final norm the padded rows are the norm of zeros
enc_n = nn.TransformerEncoder(layer, num_layers=1, norm=nn.LayerNorm(8)).eval()
with torch.no_grad():
    outn = enc_n(x, src_key_padding_mask=pad)
outn[2, 1:]
outn[0, :2]
# with grad enabled and parameters that require it, the ordinary path: padded rows computed
out_g = enc(x, src_key_padding_mask=pad)
out_g.requires_grad, (out_g[1, 2:] != 0).any()
torch.allclose(out_g[1, :2], out[1, :2], atol=1e-6)
# a mask that is not left aligned, a training encoder, a float mask, no mask
right = torch.tensor([[True, False, False, False]] * 3)
with torch.no_grad():
    o_r = enc(x, src_key_padding_mask=right)
(o_r[:, 0] != 0).all()
enc.train()
with torch.no_grad():
    o_t = enc(x, src_key_padding_mask=pad)
(o_t[1, 2:] != 0).any()
enc.eval()
with torch.no_grad():
    o_f = enc(x, src_key_padding_mask=pad.float().masked_fill(pad, float("-inf")))
o_f[1, 2:]
with torch.no_grad():
    o_n = enc(x)
o_n.shape
with torch.no_grad():
    o_m = enc(x, mask=torch.zeros(4, 4), src_key_padding_mask=pad)
(o_m[1, 2:] != 0).any()
# the constructor's reasons the fast path cannot serve a layer
e2 = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, 0.0), 1)
e2.use_nested_tensor
e3 = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 1, 16, 0.0, batch_first=True), 1)
e3.use_nested_tensor
e4 = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, 0.0, batch_first=True, norm_first=True), 1, enable_nested_tensor=False)
e4.use_nested_tensor
