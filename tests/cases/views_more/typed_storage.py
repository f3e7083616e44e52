import torch

# Tensor.storage(): the legacy typed storage, the whole flat buffer a tensor views, from
# offset 0, sharing its memory.
x = torch.arange(6.).view(2, 3)
s = x.storage()
s
str(s).splitlines()[:-1]
str(s).splitlines()[-1].replace(str(s.device), "DEVICE")
len(s)
s[0]
s[-1]
s.size()
s.data_ptr() == x.data_ptr()
s.dtype
s.device
s.tolist()
type(s).__name__
y = x[1]
len(y.storage())
y.storage()[0]
y.storage().data_ptr() == x.data_ptr()
y.storage_offset()
s[0] = 100.
x
s.nbytes()
s.element_size()
s.is_shared()
s.type()
repr(torch.tensor([1, 2]).storage()).replace(str(s.device), "DEVICE")
repr(torch.tensor([], dtype=torch.int8).storage()).replace(str(s.device), "DEVICE")
list(s)[:2]
s[10]
s[1:3].tolist()
x.t().storage().data_ptr() == x.data_ptr()
torch.tensor([True, False]).storage().type()
z = torch.zeros(4)
z[::2].storage().size()
x.storage()[2]
