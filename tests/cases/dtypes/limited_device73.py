# Low-precision storage on whatever device is the default: float8 and wide unsigned tensors
# are made, cast, copied, indexed and printed there; math PyTorch has no kernel for is refused.
import torch

w = torch.tensor([0.02, -1.7, 3.3, 250.0, 1000.0])
q = w.to(torch.float8_e4m3fn)
q
q.float()
q.dtype, q.shape, q.element_size()
q[1:3]
q[torch.tensor([4, 0])]
torch.cat([q, q[:2]])
torch.stack([q, q]).shape
q.reshape(5, 1).t().contiguous()
q == q
q.abs()
q * q
q.isnan(), q.isfinite()
q.tolist()
q[3].item()
w.to(torch.float8_e5m2)
w.to(torch.float8_e5m2).to(torch.float16)
w.to(torch.float8_e4m3fnuz)
w.abs().to(torch.float8_e8m0fnu)
p = torch.zeros(3, dtype=torch.float8_e5m2)
p[1] = 2.75
p
p.fill_(0.3)
torch.ones(2, 2, dtype=torch.float8_e4m3fn)
torch.full((2,), 6.5, dtype=torch.float8_e5m2fnuz)
q + q
q.sum()
q * 2
q + w

u = torch.tensor([1, 40000, 65535], dtype=torch.uint16)
u
u.to(torch.int64)
u.float()
u[0], u[1:]
u * u
u & 255
u == 40000
u.sum()
u.tolist()
torch.zeros(2, dtype=torch.uint32)
torch.tensor([4000000000], dtype=torch.uint32)
torch.tensor([5, 6], dtype=torch.uint64) * torch.tensor([7, 8], dtype=torch.uint64)
u + 1
u.max()
u < 3
u + torch.tensor([1, 2, 3])
