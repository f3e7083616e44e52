# How PyTorch's argument parser reports a call no signature fits: several plausible
# signatures at this argument count give "invalid combination" (even for a None that one
# of them would refuse by name); a function with one visible signature prints it on the
# message's first line; a Python wrapper's None reaches the native function it calls.
import torch
x = torch.arange(6.)
m = torch.ones(2, 3)
torch.add(x)
torch.mul(x)
x.add()
x.addcmul()
x.addcdiv(m)
m.addbmm()
torch.randint(5)
torch.randint(low=2)
torch.randint(high=4)
torch.randint(2, 5)
torch.randint(5, generator=None)
torch.randint(5, (3,)).shape
torch.randint(2, 5, (3,)).dtype
torch.randint(low=2, high=4, size=(2,)).shape
x.sum(keepdim=None)
x.mean(keepdim=None)
x.std(keepdim=None)
torch.sum(x, keepdim=None)
torch.mean(x, keepdim=None)
x.sum(0, keepdim=None)
x.sum(keepdim=True)
x.split([1, 2, 3], dim=None)
x.split(2, dim=None)
torch.split(x, [1, 2, 3], dim=None)
torch.split(x, 2, dim=None)
[p.shape for p in x.split([1, 5])]
[p.shape for p in torch.split(x, 4)]
s = torch.zeros(2)
s.to(foo=1)
s.to(torch.float64, foo=1)
s.to(torch.float64, copy=True, foo=1)
s.to(foo=1, bar=2.0)
s.to("cpu", torch.float64, False, False, None, foo=1)
s.t(1)
s.exp(1)
s.exp(x=1)
s.dim(0)
s.item(1)
s.numel(dim=0)
s.detach(True)
s.tolist(1)
s.relu_(inplace=True)
s.is_floating_point(1)
