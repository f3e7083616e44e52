# nn.Transformer as the language-modelling tutorial builds it: a stack of encoder layers
# (each a deep copy of one), the causal mask helper, and a full encoder-decoder.
import torch
import torch.nn as nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0)
enc = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
enc
enc.layers[0].linear1.weight is enc.layers[1].linear1.weight
torch.equal(enc.layers[0].linear1.weight, enc.layers[1].linear1.weight)
len(list(enc.parameters()))
mask = nn.Transformer.generate_square_subsequent_mask(5)
mask
src = torch.randn(5, 3, 8)
out = enc(src, mask)
out.shape, out.grad_fn.name()
out[0]
out.sum().backward()
enc.layers[1].self_attn.in_proj_weight.grad.abs().sum()
enc.layers[0].self_attn.in_proj_weight.grad is None

model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=16, dropout=0.0)
[(n, tuple(p.shape)) for n, p in model.named_parameters()][:6]
len(list(model.parameters()))
tgt = torch.randn(4, 3, 8)
y = model(src, tgt, tgt_mask=model.generate_square_subsequent_mask(4))
y.shape, y.grad_fn.name()
y[1]
dec_layer = nn.TransformerDecoderLayer(8, 2, 16, 0.0, batch_first=True, norm_first=True)
dec_layer
dec_layer(torch.randn(3, 4, 8), torch.randn(3, 5, 8))[0, 0]
model(src, torch.randn(4, 2, 8))
