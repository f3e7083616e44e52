# Recorded from lessons/04-view-reshape-formats.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
x = torch.arange(12.).view(3, 4)
x.view(2, 6).stride()
x.view(2, 2, 3).stride()
t = x.t()
t.view(12)
h = x[::2]
h.stride()
h.view(2, 2, 2).stride()
t.view(2, 2, 3).stride()
h.view(8)
r1 = x.reshape(6, 2)
r1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
r2 = t.reshape(12)
r2
r2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
r2.stride()
tc = t.clone()
tc.stride()
tc.is_contiguous()
tc.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
x[:, ::2].clone().stride()
t.clone(memory_format=torch.contiguous_format).stride()
torch.empty_like(t).stride()
torch.zeros_like(t).stride()
(t * 2).stride()
torch.empty_like(t, memory_format=torch.contiguous_format).stride()
n = torch.arange(12.).view(1, 3, 2, 2)
n.stride()
cl = n.to(memory_format=torch.channels_last)
cl.shape
cl.stride()
torch.equal(cl, n)
cl.untyped_storage().data_ptr() == n.untyped_storage().data_ptr()
cl.is_contiguous()
cl.is_contiguous(memory_format=torch.channels_last)
cl.permute(0, 2, 3, 1).is_contiguous()
(cl + 1).stride()
torch.zeros_like(cl).stride()
cl.contiguous().stride()
g = torch.zeros(2, 1, 3, 3)
g.is_contiguous()
g.is_contiguous(memory_format=torch.channels_last)
torch.zeros(2, 3, 1, 1).is_contiguous(memory_format=torch.channels_last)
# exercise: Can this view be made?
import torch
b = torch.arange(24.).view(4, 6)[:, :3]
b.view(2, 2, 3).stride()
# exercise: The layout of `zeros_like`
import torch
w = torch.ones(2, 5)
z = torch.zeros_like(w.t())
z.stride()
# exercise: Channels last for free
import torch
nhwc = torch.arange(24.).view(2, 2, 2, 3)
x = nhwc.permute(0, 3, 1, 2)
assert x.shape == (2, 3, 2, 2), f"x.shape is {tuple(x.shape)}"
assert x[1, 2, 0, 1].item() == nhwc[1, 0, 1, 2].item(), f"x[1, 2, 0, 1] is {x[1, 2, 0, 1].item()}, but nhwc[1, 0, 1, 2] is {nhwc[1, 0, 1, 2].item()}"
assert x.is_contiguous(memory_format=torch.channels_last), f"x.stride() is {x.stride()}: not channels-last"
assert x.untyped_storage().data_ptr() == nhwc.untyped_storage().data_ptr(), "x has a storage of its own: it is a copy, not a view"
# exercise: The weights did not double
import torch
base = torch.arange(12.)
w = base.view(4, 3).t()
w.mul_(2)
assert torch.equal(base, torch.arange(12.) * 2), f"base is {base.tolist()}"
assert w.untyped_storage().data_ptr() == base.untyped_storage().data_ptr(), "w is no longer a view of base"
assert torch.equal(w, base.view(4, 3).t()), f"w is {w.tolist()}"
