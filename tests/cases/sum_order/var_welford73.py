# Variance and standard deviation along a dim, printed to the last bit: ATen walks each
# row with Welford's update in double, a full reduction with two passes. (Uniform draws:
# their bits are the same on every platform, unlike normals, which go through log and cos.)
import torch
torch.manual_seed(0)
a = torch.rand(64, 33, dtype=torch.float64) * 4 - 2
str(a.var(dim=1).tolist())
str(a.std(dim=1).tolist())
str(a.var(dim=0).tolist())
str(a.std(dim=0, correction=0).tolist())
str(a.var(dim=1, unbiased=False).tolist())
str(a.var().item())
str(a.std().item())
str(a.t().var(dim=0).tolist())
str(a[:, ::2].var(dim=1).tolist())
b = torch.rand(4, 5, 6, dtype=torch.float64) * 4 - 2
str(b.var(dim=(0, 2)).tolist())
str(b.var(dim=(1, 2), keepdim=True).flatten().tolist())
str(b.permute(2, 0, 1).var(dim=-1).flatten().tolist())
str(b.std(dim=2, correction=2).flatten().tolist())
str(torch.var_mean(a, dim=1)[0].tolist())
str(torch.std_mean(a, dim=0)[0].tolist())
c = torch.rand(3, 40000, dtype=torch.float64) * 4 - 2
str(c.var(dim=1).tolist())
str(c.std(dim=0)[:50].tolist())
str(c.var().item())
str(c.std().item())
str(c.t().var().item())
str(c[:, ::3].var().item())
str(c.float().var().item())
str(torch.var_mean(c))
str(torch.rand(70000).std(correction=0).item())
f = torch.rand(64, 33) * 4 - 2
str(f.var(dim=1).tolist())
str(f.std(dim=0).tolist())
g = torch.rand(10, 7, dtype=torch.float64) * 1e8 + 1e9
str(g.var(dim=1).tolist())
h = torch.tensor([[1.0, 1.0, 1.0], [0.1, 0.2, 0.3]], dtype=torch.float64)
str(h.var(dim=1).tolist())
str(h.var(dim=1, correction=3).tolist())
str(h[:, :1].var(dim=1).tolist())
str(h[:, :1].var(dim=1, correction=0).tolist())
x = (torch.rand(6, 9, dtype=torch.float64) * 4 - 2).requires_grad_()
s = x.std(dim=1)
s.grad_fn
s.sum().backward()
str(x.grad.flatten().tolist())
