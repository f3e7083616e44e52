import torch
import torch.nn.functional as F
vals = [0.37, -1.25, 2.5, 0.0, -0.8125, 3.75, 1.1, -2.2, 0.05, 5.5]
h = torch.tensor(vals, dtype=torch.float16)
b = torch.tensor(vals, dtype=torch.bfloat16)
F.glu(h)
F.glu(b)
F.glu(h.view(2, 5), dim=0)
F.rms_norm(h, (10,))
F.rms_norm(b, (10,))
F.rms_norm(h.view(2, 5), (5,), weight=torch.full((5,), 0.5, dtype=torch.float16))
F.rms_norm(h, (10,), eps=1e-3)
torch.xlogy(torch.tensor([-3.0, 2.0, 0.0], dtype=torch.float16), torch.tensor([253.0, 7.0, 0.0], dtype=torch.float16))
torch.xlogy(torch.tensor([-3.0, 2.5], dtype=torch.bfloat16), torch.tensor([253.0, 7.0], dtype=torch.bfloat16))
torch.special.xlog1py(torch.tensor([-3.0, 2.0, 0.5], dtype=torch.float16), torch.tensor([252.0, 6.0, 0.1], dtype=torch.float16))
torch.xlogy(h, h.abs() + 1)
torch.special.log_ndtr(h)
torch.special.ndtri(torch.tensor([0.3], dtype=torch.bfloat16))
torch.special.erfcx(h)
torch.cdist(h.view(5, 2), h.view(5, 2))
F.pdist(b.view(5, 2))
torch.special.log_ndtr(torch.tensor([1, 2]))
x = torch.tensor(vals, dtype=torch.float16, requires_grad=True)
y = F.glu(x)
y.sum().backward()
x.grad
z = F.rms_norm(x, (10,))
z
