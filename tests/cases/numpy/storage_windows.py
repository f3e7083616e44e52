# A tensor made from a NumPy view gets a storage of its own that starts at the view's first
# element and spans only the bytes it reaches (PyTorch's from_numpy), over NumPy's memory:
# storage_offset 0, a smaller untyped_storage, data_ptr()s a byte distance apart, writes
# seen both ways. t.numpy() is an array whose base is a tensor.
import numpy as np
a = np.arange(6.)
t = torch.from_numpy(a[1:])
t
t.storage_offset()
t.untyped_storage().nbytes()
t.untyped_storage().size()
len(t.untyped_storage())
t.untyped_storage().data_ptr() == t.data_ptr()
t.data_ptr() - torch.from_numpy(a).data_ptr()
t.is_contiguous()
t._base is None
t._is_view()
t._version
t.untyped_storage() is torch.from_numpy(a[1:]).untyped_storage()
t.untyped_storage() is t[1:].untyped_storage()
# Writes go both ways, through the window.
t[0] = 100.
a[1]
a[2] = -7.
t
t._version
# Views of the tensor count from the window's start.
s = t[2:]
s.storage_offset()
s.untyped_storage().nbytes()
s.data_ptr() - t.data_ptr()
s._base is t
t.view(5, 1).storage_offset()
t.as_strided((2,), (2,), 1)
t.as_strided((2,), (2,), 1).storage_offset()
t.as_strided((5,), (1,))
t.as_strided((6,), (1,))
t.as_strided((2,), (1,), 4)
t.storage()
t.storage().size()
# A 2-D column slice: the storage runs from its first to its last reachable element.
b = np.arange(12.).reshape(3, 4)
u = torch.from_numpy(b[:, 1:3])
u
u.stride()
u.storage_offset()
len(u.untyped_storage())
u.is_contiguous()
u.data_ptr() - torch.from_numpy(b).data_ptr()
u.t().storage_offset()
u[1:, 1].storage_offset()
u[1:, 1].data_ptr() - u.data_ptr()
u.T.contiguous().storage_offset()
# Steps.
c = torch.from_numpy(a[1::2])
c
c.stride()
c.storage_offset()
c.untyped_storage().nbytes()
d = torch.from_numpy(b[1:, ::2])
d.stride()
d.untyped_storage().nbytes()
d[0, 0] = 55.
b[1, 0]
# Empty views: no bytes, offset 0.
z = torch.from_numpy(a[3:3])
z.storage_offset()
z.untyped_storage().nbytes()
z.data_ptr()
z2 = torch.from_numpy(b[:, 2:2])
z2.shape
z2.untyped_storage().nbytes()
# The other ways in: as_tensor and the legacy constructor share; tensor copies.
v = torch.as_tensor(a[2:])
v.storage_offset()
v.untyped_storage().nbytes()
f = np.arange(6, dtype=np.float32)
w = torch.Tensor(f[2:4])
w.storage_offset()
w.untyped_storage().nbytes()
w[0] = 9.
f[2]
torch.tensor(a[1:]).untyped_storage().nbytes()
torch.as_tensor(a[1:], dtype=torch.float32).untyped_storage().nbytes()
# NumPy's memory cannot grow.
g = torch.from_numpy(a[2:4])
g.resize_(2).shape
g.resize_(3)
g.resize_(1).storage_offset()
# Negative strides are refused, as PyTorch does.
torch.from_numpy(a[::-1])
torch.from_numpy(b[:, ::-1])
# Tensor.numpy(): an array over the tensor's memory, whose base is a tensor.
x = torch.arange(6.)
n = x.numpy()
n.base is None
type(n.base)
m = x[1:].numpy()
m.base is None
m.base.storage_offset()
m[0] = 50.
x
m[1:].base is m
torch.from_numpy(m).storage_offset()
torch.from_numpy(m).untyped_storage().nbytes()
torch.from_numpy(m[2:]).data_ptr() - x.data_ptr()
# NumPy's own bases: a view's base is the array owning the memory.
a.base is None
a[1:].base is a
a[1:][1:].base is a
a.reshape(2, 3).base is a
a.reshape(2, 3)[1].base is a
a.T.base is a
a.copy().base is None
(a + 1).base is None
b[:, 1:3].base is b
torch.from_numpy(a[1:]).numpy().base is None
# What else keeps or copies a storage sees the window too.
import io, copy
a = np.arange(6.)
t = torch.from_numpy(a[1:])
saved = io.BytesIO()
torch.save(t[1:], saved)
saved.seek(0)
r = torch.load(saved)
r
r.storage_offset()
r.untyped_storage().nbytes()
copy.deepcopy(t).storage_offset()
copy.deepcopy(t).untyped_storage().nbytes()
t.clone().storage_offset()
e = torch.empty(0, dtype=torch.float64)
e.set_(t[2:]).storage_offset()
e.untyped_storage().nbytes()
torch.as_strided(t, (2,), (1,), 3)
torch.from_numpy(a[1:]).untyped_storage().data_ptr() - torch.from_numpy(a).untyped_storage().data_ptr()
# view(dtype) needs host memory (`.cpu()` is the tensor itself on the CPU; on the wgpu
# device, whose typed buffers it cannot reinterpret, a copy).
i8 = np.arange(12, dtype=np.int8)
torch.from_numpy(i8[4:]).cpu().view(torch.int32)
torch.from_numpy(i8[4:]).cpu().view(torch.int32).storage_offset()
torch.from_numpy(i8[4:]).cpu()[4:].view(torch.int32).storage_offset()
torch.view_as_complex(torch.from_numpy(a[1:5]).view(2, 2)).storage_offset()
q = torch.from_numpy(np.broadcast_to(np.arange(3.), (2, 3)))
q.stride()
q.untyped_storage().nbytes()
o = torch.from_numpy(a[1:3])
torch.add(torch.ones(2, dtype=torch.float64), 1, out=o)
a
torch.add(torch.ones(3, dtype=torch.float64), 1, out=o)
