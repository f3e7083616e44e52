# Storage internals: every tensor views a flat run of bytes, its untyped storage. These
# are the storage calls a "how tensors are stored" lesson makes. Writing bytes into a
# storage is a host operation in stridelab, so the tensors here live on the CPU.
import torch
torch.set_default_device('cpu')
x = torch.arange(6, dtype=torch.int16)
st = x.untyped_storage()
st
str(st)
repr(torch.UntypedStorage([1, 2, 3]))
str(torch.UntypedStorage())
st.nbytes(), st.size(), len(st), st.element_size()
st.device, st.type()
st.is_shared(), st.is_pinned()
st.tolist()
list(st)[:4], bytes(st)[:4]
st[2], st[-1]
st[100]
st[-100]
st['a']
st.dtype
# The same storage object for a tensor and all its views.
x.untyped_storage() is x.untyped_storage()
x[2:].untyped_storage() is st
x.untyped_storage() == x.untyped_storage()
x.view(2, 3).t().untyped_storage().data_ptr() == st.data_ptr()
x[2:].data_ptr() - st.data_ptr()
# Slicing a storage gives a new storage over the same bytes.
part = st[2:6]
part
type(part).__name__, part.nbytes(), part.data_ptr() - st.data_ptr()
part is st[2:6]
st[-4:].tolist(), st[5:2].nbytes(), st[10:20].nbytes()
st[::2]
part[0] = 9
x
# Writing bytes: ints wrap to 0..255, other values are refused.
st[0] = 256 + 7
st[1] = -1
x[0]
st[0] = 1.5
st[100] = 1
st[0:2] = 0
x[0]
# New storages.
buf = torch.UntypedStorage(8)
buf.nbytes(), len(buf)
torch.UntypedStorage([1, 2, 300, -1])
torch.UntypedStorage(b'abc').tolist()
torch.UntypedStorage()
torch.UntypedStorage(2.5)
torch.UntypedStorage([1.5])
# fill_ and copy_ write in place and return the storage itself.
buf.fill_(3) is buf
buf.tolist()
buf.fill_(300).tolist()
buf.fill_(1.7)
z = torch.zeros(4)
z.untyped_storage().copy_(torch.ones(4).untyped_storage())
z
buf.copy_(torch.tensor([1.0, -2.0]).untyped_storage()).tolist()
buf.copy_(torch.ones(3).untyped_storage())
buf.copy_(torch.ones(2))
# A tensor built on a storage reads its bytes as its own dtype.
f = torch.tensor([], dtype=torch.float32).set_(buf, 0, (2,), (1,))
f
f.data_ptr() == buf.data_ptr()
f[0] = 0.5
buf.tolist()
torch.tensor([], dtype=torch.int16).set_(x.untyped_storage(), 1, (2, 2), (2, 1))
# Copies and moves.
c = buf.clone()
c.data_ptr() == buf.data_ptr(), c.tolist() == buf.tolist()
buf.cpu() is buf
buf.untyped() is buf
# One process: share_memory_ marks the storage shared and returns it.
buf.share_memory_() is buf
buf.is_shared(), f.untyped_storage().is_shared()
# torch.tensor of a storage finds no items in it.
torch.tensor(st[0:4])
torch.tensor([st[0:3]])
torch.UntypedStorage(0)
# resize_ keeps the bytes in front (new ones are not shown: PyTorch leaves them unset).
r = torch.UntypedStorage([1, 2, 3, 4])
r.resize_(6) is r
r.nbytes(), r.tolist()[:4]
r.resize_(2).tolist()
r.resize_(-1)
# The class itself.
str(type(st)), type(st).__name__
isinstance(st, torch.UntypedStorage), type(st) is torch.UntypedStorage, isinstance(x, torch.UntypedStorage)
str(torch.UntypedStorage)
# A meta storage has a size and no bytes; a storage is not a Python buffer.
meta = torch.UntypedStorage(3, device='meta')
str(meta), meta.nbytes(), meta.device
torch.frombuffer(st, dtype=torch.uint8)
# Copies of a storage are clones of its bytes.
import copy
src = torch.UntypedStorage([1, 2, 3])
copy.copy(src).tolist(), copy.copy(src).data_ptr() == src.data_ptr()
pair = copy.deepcopy([src, src])
pair[0] is pair[1], pair[0].data_ptr() == src.data_ptr(), pair[0].tolist()
torch.UntypedStorage(src).tolist(), torch.UntypedStorage(src).data_ptr() == src.data_ptr()
