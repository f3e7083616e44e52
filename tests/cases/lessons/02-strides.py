# Recorded from lessons/02-strides.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
x = torch.arange(12.).view(3, 4)
x.stride()
x.is_contiguous()
t = x.t()
t.shape
t.stride()
t.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
t.is_contiguous()
y = torch.arange(24.).view(2, 3, 4)
p = y.permute(2, 0, 1)
p.shape
p.stride()
p.is_contiguous()
a = torch.arange(10.)
a[::2].stride()
a[1::3]
a[1::3].storage_offset()
c = x[:, 1::2]
c.shape
c.stride()
c.storage_offset()
c.is_contiguous()
x[::-1]
f = x.flip(0)
f.stride()
f.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
x[1:].storage_offset()
x[1:].is_contiguous()
x[:, :2].stride()
x[:, :2].is_contiguous()
x[:, :1].stride()
x[:, :1].is_contiguous()
x[:1].is_contiguous()
x.contiguous() is x
tc = t.contiguous()
tc.stride()
tc.is_contiguous()
tc.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
tc[0, 1] = -1.
x[1, 0]
torch.arange(12.).as_strided((3,), (4,), 1)
torch.arange(4.).as_strided((2, 2), (1, 1))
torch.arange(4.).as_strided((5,), (1,))
# exercise: Strides after a permute
import torch
y = torch.arange(60.).view(3, 4, 5)
p = y.permute(1, 2, 0)
p.stride()
# exercise: Where does a stepped slice start?
import torch
m = torch.arange(20.).view(4, 5)
s = m[1::2, ::3]
s.storage_offset(), s.stride()
# exercise: Is this transpose contiguous?
import torch
z = torch.ones(2, 1, 3)
w = z.transpose(0, 1)
w.is_contiguous()
# exercise: A diagonal without a copy
import torch
m = torch.arange(16.).view(4, 4)
d = m.as_strided((4,), (5,))
assert d.shape == (4,), f"d.shape is {tuple(d.shape)}"
assert torch.equal(d, torch.tensor([0., 5., 10., 15.])), f"d reads {d.tolist()}, not the diagonal"
assert d.untyped_storage().data_ptr() == m.untyped_storage().data_ptr(), "d has a storage of its own: it is a copy, not a view"
