# Unbatched (3-d) attention runs as a batch of one on both of the CPU's paths and is
# squeezed back, so a mask that does not broadcast names dimension 3, and the math path's
# result is SqueezeBackward1 over the math ops (as the flash path's is over its node).
import torch
import torch.nn.functional as F

torch.manual_seed(0)
q = torch.randn(2, 3, 4, requires_grad=True)
k = torch.randn(2, 5, 4)
v = torch.randn(2, 5, 6)
out = F.scaled_dot_product_attention(q, k, v)
out.shape, out.grad_fn.name(), out.grad_fn.next_functions[0][0].name()
out
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.ones(3, 4, dtype=torch.bool))
F.scaled_dot_product_attention(q, k, k, attn_mask=torch.zeros(2, 3, 5, requires_grad=True)).grad_fn.name()
flash = F.scaled_dot_product_attention(q, k, k, attn_mask=torch.zeros(2, 3, 5))
flash.grad_fn.name(), flash.grad_fn.next_functions[0][0].name()
q2 = torch.randn(3, 4, requires_grad=True)
F.scaled_dot_product_attention(q2, q2, q2).grad_fn.name()
F.scaled_dot_product_attention(q2, q2, q2, attn_mask=torch.ones(3, 5, dtype=torch.bool))
q5 = torch.randn(1, 2, 2, 3, 4, requires_grad=True)
F.scaled_dot_product_attention(q5, q5, q5).grad_fn.name()
F.scaled_dot_product_attention(q5, q5, q5, attn_mask=torch.ones(3, 5, dtype=torch.bool))
out.sum().backward()
q.grad
