# view(dtype): the same bytes read as another dtype, as PyTorch's view tests and bit-level
# lessons use it. The storage is shared (a write through one shows in the other), the
# version counter too, and autograd does not see the result. stridelab reads storages as
# another dtype on the CPU only: the tensors here are made there whatever the default.
import torch
torch.set_default_device('cpu')
x = torch.tensor([1.0, -2.0, 0.5, 3.0])
# float32 bits as integers: sign, exponent and mantissa of each value.
bits = x.view(torch.int32)
bits
bits.shape, bits.stride(), bits.storage_offset(), bits.dtype
hex(torch.tensor([1.0]).view(torch.int32).item())
(bits >> 23) & 0xFF
bits & 0x7FFFFF
(bits < 0)
x.view(torch.uint8)
x.view(torch.uint8).shape, x.view(torch.uint8).stride()
x.view(torch.int16)
x.view(torch.float16)
x.view(torch.bfloat16)
x.view(torch.float64)
x.view(torch.int64)
x.view(torch.int8).view(torch.float32)
x.view(dtype=torch.int32)
x.view(torch.float32)
# Views of views, offsets and strides in the new element's units.
x[1:].view(torch.int16)
x[1:].view(torch.int16).storage_offset()
x.reshape(2, 2).view(torch.uint8).stride()
x.reshape(2, 2).T.view(torch.int32).stride()
torch.arange(8, dtype=torch.uint8).reshape(2, 4).view(torch.float32)
torch.arange(16, dtype=torch.uint8).reshape(2, 8)[:, :4].view(torch.float32).stride()
torch.arange(16, dtype=torch.uint8).reshape(2, 8).view(torch.int16).view(torch.int64)
torch.tensor(1.5).view(torch.int32)
bits.view(torch.float32)
bits[2:].view(torch.float32)
bits.reshape(2, 2)[:, 1].clone().view(torch.float32)
# Shared memory and version counter.
y = x.clone()
v = y.view(torch.int32)
v[0] = 0
y, y._version, v._version
v.add_(1)
y
y.view(torch.uint8)[3] = 64
y
w = y.view(torch.int16)
w.zero_()
y
y.view(torch.int32).data_ptr() == y.data_ptr(), y.view(torch.uint8).untyped_storage().nbytes()
y.view(torch.uint8).untyped_storage().data_ptr() == y.untyped_storage().data_ptr()
len(x.view(torch.uint8).untyped_storage()), x.view(torch.uint8).element_size(), x.view(torch.float64).nbytes
# Autograd does not see it.
xg = torch.tensor([1.0, 2.0], requires_grad=True)
xg.view(torch.int32).requires_grad, xg.view(torch.int32).is_leaf, xg.view(torch.int32).grad_fn
xg.view(torch.float32).requires_grad, xg.view(torch.float32)._is_view(), xg.view(torch.int32)._base
h = xg.clone()
h.view(torch.int32).add_(1)
h._version
h.sum().backward()
xg.grad
# Ops on reinterpreted tensors compute in their dtype.
b = x.view(torch.int32)
b + 1
(b * 2).dtype
b.sum()
b.float()
b.to(torch.float64)
b.max(), b.argmax()
b.sort()
b[torch.tensor([0, 2])]
b.reshape(2, 2).contiguous()
torch.cat([b, b])
b.clone().view(torch.float32)
x.view(torch.uint8).reshape(4, 4).flip(1).contiguous().view(torch.int32)
x.view(torch.uint8).tolist()
x.view(torch.int32).numpy()
x.view(torch.int16).numpy().view('float32') if False else None
# Errors, with PyTorch's messages.
x[1:].view(torch.float64)
x.reshape(2, 2).T.view(torch.int16)
torch.tensor(1.5).view(torch.int16)
torch.arange(6, dtype=torch.uint8).view(torch.float32)
torch.arange(16, dtype=torch.uint8).reshape(2, 8)[:, 1:5].view(torch.float32)
torch.arange(16, dtype=torch.uint8).reshape(8, 2).T.view(torch.int16)
torch.arange(16, dtype=torch.uint8).reshape(2, 8)[:, :4].T.contiguous().T.view(torch.int16)
x.view(torch.int32, 2)
x.view(2, dtype=torch.int32)
