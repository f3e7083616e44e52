# Recorded from lessons/09-devices-dispatch.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
w = torch.ones(2, 3, requires_grad=True)
(w * 2).grad_fn.name()
with torch.no_grad():
    y = w * 2
y.requires_grad
y.grad_fn is None
x = torch.zeros(4)
v = x[:2]
v.add_(1)
x._version
v._version
x = torch.arange(12.).view(3, 4).t()
x.to(x.device) is x
x.to(torch.float32) is x
c = x.to(x.device, copy=True)
c.stride()
c.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
torch.equal(c, x)
x.to(torch.float64).stride()
x.to(torch.float64).dtype
# exercise: A copy to another dtype
import torch
x = torch.arange(15.).view(5, 3).t()
y = x.to(torch.float64)
y.stride()
