# Norms add their powers in the tensor's dtype, in ATen's order.
import torch

# The squares overflow float32 before the root brings them back
torch.tensor([1e30, 1e30]).norm()
torch.tensor([1e30, 1e30]).double().norm()
torch.tensor([3e38, 3e38]).norm(p=1)
torch.linalg.norm(torch.tensor([[1e20, 1.], [2., 3.]]), dim=1)
torch.linalg.vector_norm(torch.tensor([1e-30, 1e-30]))

a = torch.arange(240_000)
x = ((a * 7919) % 1000 - 500).float() / 7 * torch.tensor([1., 100., 1e4, 1e6, 1e8])[(a * 31) % 5] / 1e6
repr(x.norm().item())
repr(x[:1003].norm().item())
repr(x[:5].norm().item())
m = x.reshape(600, 400)
[repr(v) for v in m.norm(dim=1)[:30].tolist()]
[repr(v) for v in m.norm(dim=0)[:30].tolist()]
[repr(v) for v in m[:, :7].norm(dim=1)[:30].tolist()]
[repr(v) for v in m.t().norm(dim=0)[:30].tolist()]
[repr(v) for v in torch.linalg.vector_norm(m, ord=1, dim=0)[:20].tolist()]
# Other orders raise to powers with the platform's powf, whose last bit differs between
# glibc (PyTorch's, and ours natively) and the browser's libm: compared as values here.
torch.linalg.vector_norm(m, ord=3, dim=1)[:20]
torch.linalg.vector_norm(m[::3], ord=0.5, dim=1)[:20]
torch.linalg.vector_norm(m, ord=-1, dim=1)[:20]
repr(torch.linalg.vector_norm(m[:, ::2], ord=2).item())
repr(torch.linalg.vector_norm(x, ord=float('inf')).item())
repr(torch.linalg.vector_norm(x, ord=0).item())

# float32 rows: after the 8-float vectors, 4 or more left over start with a block of 4
# added unfused, then the fused tail (Adafactor's norms of bias vectors)
[[repr(v) for v in x[:n * 200].reshape(200, n).norm(dim=1)[:40].tolist()] for n in (4, 5, 6, 7, 12, 13, 15, 21)]
[repr(x[k:k + n].norm().item()) for n in (4, 5, 6, 7, 12, 14) for k in range(0, 400, 37)]

# float64 rows shorter than a vector: one fused multiply-add per element
d = x.double().reshape(80_000, 3)
[repr(v) for v in d.norm(dim=1)[:30].tolist()]
[repr(v) for v in d[::2].norm(dim=1)[:30].tolist()]

# A norm over size-1 dims is the absolute value
[repr(v) for v in torch.linalg.vector_norm(m[:1], ord=3, dim=0)[:20].tolist()]
[repr(v) for v in torch.linalg.vector_norm(m[:1], ord=0.5, dim=0)[:20].tolist()]

# normalize and gradient clipping use the same norm
[repr(v) for v in torch.nn.functional.normalize(m[:4], dim=1)[:, :5].flatten().tolist()]
w = torch.nn.Parameter(m[:50].clone())
w.grad = m[50:100].clone()
repr(torch.nn.utils.clip_grad_norm_([w], 1.0).item())
[repr(v) for v in w.grad[0, :8].tolist()]

torch.set_num_threads(1)
repr(x.norm().item())
repr(torch.linalg.vector_norm(m[:, ::2], ord=2).item())
