# F.multi_head_attention_forward called directly, as PyTorch's MHA tests and hand-written
# attention layers do: the same output and weights as the module, and its argument checks.
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
mha = nn.MultiheadAttention(4, 2)
q = torch.randn(3, 1, 4)
ref, w = mha(q, q, q)
out, w2 = F.multi_head_attention_forward(q, q, q, 4, 2, mha.in_proj_weight, mha.in_proj_bias, None, None, False, 0.0, mha.out_proj.weight, mha.out_proj.bias, training=False)
torch.allclose(out, ref), torch.allclose(w, w2)
out.grad_fn.name()
F.multi_head_attention_forward(q, q, q, 4, 2, None, mha.in_proj_bias, None, None, False, 0.0, mha.out_proj.weight, mha.out_proj.bias)
F.multi_head_attention_forward(q, q, q, 4, 2, mha.in_proj_weight, mha.in_proj_bias, None, None, False, 0.0, mha.out_proj.weight, mha.out_proj.bias, use_separate_proj_weight=True)
F.multi_head_attention_forward(q, q, q, 5, 2, mha.in_proj_weight, mha.in_proj_bias, None, None, False, 0.0, mha.out_proj.weight, mha.out_proj.bias)
o3, w3 = F.multi_head_attention_forward(q, q, q, 4, 2, mha.in_proj_weight, mha.in_proj_bias, None, None, False, 0.0, mha.out_proj.weight, mha.out_proj.bias, need_weights=False)
w3, o3.shape
