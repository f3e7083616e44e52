# bfloat16 and half attention takes the CPU's flash kernel as in PyTorch (its node, and
# its float32 scores and sums with the weights rounded before they meet v).
import torch
import torch.nn.functional as F
torch.manual_seed(0)
q = torch.randn(1, 2, 5, 8)
k = torch.randn(1, 2, 5, 8)
v = torch.randn(1, 2, 5, 8)
out = F.scaled_dot_product_attention(q.bfloat16(), k.bfloat16(), v.bfloat16())
out
out.dtype
qh = q.half().requires_grad_()
o2 = F.scaled_dot_product_attention(qh, k.half(), v.half(), is_causal=True)
o2
o2.grad_fn.name()
