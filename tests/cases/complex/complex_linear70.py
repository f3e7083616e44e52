# nn.Linear with a complex dtype: its init, forward (the node names ATen's linear gives), backward,
# the dtype errors of mixing real and complex operands, and a few Adam steps of a complex MLP.
import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
l = nn.Linear(2, 3, dtype=torch.cfloat)
l.weight.dtype
l.bias.dtype
torch.view_as_real(l.weight.detach())
torch.view_as_real(l.bias.detach())
x = torch.randn(4, 2, dtype=torch.cfloat)
y = l(x)
y.shape
y.dtype
y.grad_fn.name()
torch.view_as_real(y.detach())
y.abs().sum().backward()
torch.view_as_real(l.weight.grad)
torch.view_as_real(l.bias.grad)
l(torch.randn(2, dtype=torch.cfloat)).grad_fn.name()
l(torch.randn(5, 4, 2, dtype=torch.cfloat)).grad_fn.name()
l(torch.randn(5, 4, 2, dtype=torch.cfloat)).shape
l2 = nn.Linear(3, 2, bias=False, dtype=torch.cdouble)
torch.view_as_real(l2.weight.detach())
l2(torch.randn(4, 3, dtype=torch.cdouble)).grad_fn.name()
l2(torch.randn(3, dtype=torch.cdouble)).grad_fn.name()
l(torch.randn(4, 2))
F.linear(torch.randn(4, 2, dtype=torch.cfloat), torch.randn(3, 2)).dtype
str(l)
m = nn.Sequential(nn.Linear(2, 4, dtype=torch.cfloat), nn.Linear(4, 1, dtype=torch.cfloat))
opt = torch.optim.Adam(m.parameters(), lr=0.01)
xs = torch.randn(8, 2, dtype=torch.cfloat)
for _ in range(3):
    opt.zero_grad(); loss = (m(xs).abs() ** 2).mean(); loss.backward(); opt.step()
loss.item()
torch.view_as_real(m[1].weight.detach())
