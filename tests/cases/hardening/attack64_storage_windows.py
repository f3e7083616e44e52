# Tensors over windows of NumPy's memory (torch.from_numpy of a view) under attack: as_strided
# past the window, windows of windows, resize_, torch.save/load and deepcopy of windows and
# their views, in-place ops both ways, autograd and forward AD through them, view(dtype)
# (after `.cpu()`: the tensor itself on the CPU, a copy on the wgpu device, whose typed
# buffers view(dtype) cannot reinterpret).
import numpy as np
a = np.arange(10.)
t = torch.from_numpy(a[2:5])
# as_strided beyond the window
t.as_strided((4,), (1,))
t.as_strided((3,), (1,), 1)
t.as_strided((1,), (1,), 3)
t.as_strided((0,), (1,), 3)
t.as_strided((0,), (1,), 4)
t.as_strided((2,), (2,), 0)
t.as_strided((2,), (2,), -1)
torch.as_strided(t, (3,), (1,), 1)
t.as_strided_((2,), (1,), 1)
t
t.storage_offset()
repr(a)
# windows of windows
b = np.arange(12.)
u = torch.from_numpy(b[3:9])
un = u.numpy()
w = torch.from_numpy(un[2:4])
w
w.storage_offset()
w.untyped_storage().nbytes()
w.data_ptr() - u.data_ptr()
w.as_strided((3,), (1,))
w.as_strided((2,), (1,), 0)
w[0] = -1.
repr(b)
u
# resize_ of windows
r = torch.from_numpy(b[3:9])
r.resize_(2, 3).shape
r.resize_(7)
r.resize_(0).shape
r.untyped_storage().nbytes()
r.resize_(6).shape
r
# set_
e = torch.empty(0, dtype=torch.float64)
e2 = torch.empty(0, dtype=torch.float64)
e2.set_(r)
e2.storage_offset()
e2.set_(r[2:])
e2.storage_offset()
e2.data_ptr() - r.data_ptr()
a = np.arange(10.)
t = torch.from_numpy(a[2:8])
v = t[1:4]
buf = io.BytesIO()
torch.save([t, v, t[::2]], buf)
buf.seek(0)
l = torch.load(buf)
l[0]
l[1]
l[1].storage_offset()
l[1].untyped_storage().nbytes()
l[2].stride()
l[0].untyped_storage().data_ptr() == l[1].untyped_storage().data_ptr()
l[1][0] = 99.
l[0]
# deepcopy of views keeps sharing
d = copy.deepcopy([t, v])
d[1].storage_offset()
d[1]._base is d[0]
d[1][0] = -5.
d[0]
repr(a)
# save the base and a whole-array tensor together with a window
full = torch.from_numpy(a)
buf2 = io.BytesIO()
torch.save([full, t], buf2)
buf2.seek(0)
l2 = torch.load(buf2)
l2[1].storage_offset()
l2[1].untyped_storage().nbytes()
l2[0].untyped_storage().nbytes()
l2[1][0] = 1000.
l2[0]
# state_dict
lin = torch.nn.Linear(2, 2)
wnp = np.arange(8.).astype(np.float32)
lin.weight.data = torch.from_numpy(wnp[2:6]).view(2, 2)
lin.weight.storage_offset()
sd = io.BytesIO()
torch.save(lin.state_dict(), sd)
sd.seek(0)
s2 = torch.load(sd)
s2['weight'].storage_offset()
s2['weight'].untyped_storage().nbytes()
s2['weight']
a = np.arange(10.)
t = torch.from_numpy(a[2:8]).requires_grad_()
y = t.as_strided((2, 2), (1, 1), 1)
y
y.sum().backward()
t.grad
t2 = torch.from_numpy(a[2:8]).requires_grad_()
u = t2 * 1
v = u.as_strided((3,), (2,))
v.sum().backward()
t2.grad
t3 = torch.from_numpy(a[3:9])
t3.requires_grad_()
w = t3[1:].as_strided((2,), (1,), 3)
w
w.sum().backward()
t3.grad
# in-place on a view of a windowed leaf clone, rebase through as_strided
b = np.arange(8.)
base = torch.from_numpy(b[1:7]).clone().requires_grad_()
q = base * 2
r = q[2:]
r.mul_(3)
q.sum().backward()
base.grad
# in-place on a view of a non-leaf windowed tensor (no clone)
c = np.arange(8.)
leaf = torch.ones(6, dtype=torch.float64, requires_grad=True)
tw = torch.from_numpy(c[1:7])
tw[1:3].mul_(leaf[:2])
tw.grad_fn is not None
tw.sum().backward()
leaf.grad
repr(c)
tw2 = torch.from_numpy(np.arange(8.)[2:])
vv = tw2[1:4]
vv.add_(leaf[:3])
tw2.grad_fn
tw2._version
tw2.sum().backward()
leaf.grad
# forward AD
import torch.autograd.forward_ad as fwAD
with fwAD.dual_level():
    p = torch.from_numpy(np.arange(6.)[1:4])
    tan = torch.from_numpy(np.ones(6)[2:5])
    d = fwAD.make_dual(p, tan)
    fwAD.unpack_dual(d).tangent
    fwAD.unpack_dual(d).tangent.storage_offset()
    e = d[1:] * 2
    fwAD.unpack_dual(e).tangent
i8 = np.arange(16, dtype=np.int8)
t = torch.from_numpy(i8[2:10]).cpu()
t.view(torch.int16)
t.view(torch.int16).storage_offset()
t[2:].view(torch.int16).storage_offset()
t[1:7].view(torch.int16)
f = np.arange(8, dtype=np.float32)
u = torch.from_numpy(f[1:7]).cpu()
u.view(torch.int16).untyped_storage().nbytes()
u[1:].view(torch.int8).storage_offset()
u.view(torch.uint8)[4:].view(torch.float32)
u.view(torch.uint8)[2:6].view(torch.float32)
u.view(torch.int16)[1:].view(torch.float32)
a = np.arange(10.)
t = torch.from_numpy(a[2:8])
nn = t.numpy()
nn.base is t
nn[0] = 123.
a[2]
nn2 = t[1:].numpy()
nn2[0] = 456.
a[3]
nn2.strides
x = torch.from_numpy(a[1:7]).view(2, 3)
x.T @ x
x.unfold(1, 2, 1)
x[:, [2, 0]]
torch.where(x > 4, x, -x)
x.sort(1, descending=True).values
x.exp_()
repr(a)
