# needs the C library's float32 and float64 logarithms (glibc): asinh/acosh are glibc 2.36's
# steps around logf/log1pf/log/log1p, which wasm32's libm port does not reproduce bit for bit.
# asinh and acosh as PyTorch's CPU computes them: the C library's, element by element (no
# vector kernel), so not correctly rounded; the last bits show in the int views.
import torch
xs = torch.linspace(-5, 5, 20001)
ys = torch.cat([xs, torch.tensor([0.0, -0.0, 1e-10, -1e-5, 6e-5, 2.0, -2.0, 2.0000002, 16384.0, 16385.0, 1e30, -1e38, float('inf'), float('-inf'), float('nan')])])
a = torch.asinh(ys)
(a.cpu().view(torch.int32)[:20001] == torch.asinh(xs).cpu().view(torch.int32)).all().item()
a.cpu().view(torch.int32).tolist()[-15:]
a.cpu().view(torch.int32).sum().item()
zs = torch.cat([xs.abs() + 1, torch.tensor([1.0, 1.0000001, 2.0, 2.0000002, 2.0**28, 2.0**28 - 32, 1e30, float('inf'), 0.5, -1.0, 0.0, -0.0, float('nan')])])
b = torch.acosh(zs)
b.cpu().view(torch.int32).tolist()[-13:]
b[:20001].cpu().view(torch.int32).sum().item()
d = torch.cat([xs.double() * 1.37, torch.tensor([1e-300, 3e-9, 2.0, 1e9, 2.0**28, 1e300], dtype=torch.float64)])
torch.asinh(d).cpu().view(torch.int64).sum().item(), torch.asinh(d).cpu().view(torch.int64).tolist()[-6:]
e = torch.cat([d.abs() + 1, torch.tensor([1.0, 2.0, 2.0**28, 1e300, 0.5], dtype=torch.float64)])
torch.acosh(e).cpu().view(torch.int64).sum().item(), torch.acosh(e).cpu().view(torch.int64).tolist()[-5:]
