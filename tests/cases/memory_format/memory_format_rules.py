# The rules behind memory_format: ranks, ambiguous strides, aliasing, autograd.
torch.channels_last
torch.channels_last_3d
torch.contiguous_format
torch.preserve_format
str(torch.channels_last)
repr(torch.preserve_format)
torch.channels_last == torch.channels_last
torch.channels_last == torch.contiguous_format
a = torch.arange(6.).reshape(2, 3)
a.contiguous(memory_format=torch.channels_last)
a.is_contiguous(memory_format=torch.channels_last)
a.to(memory_format=torch.channels_last)
a.clone(memory_format=torch.channels_last)
torch.empty(2, 3, 4, memory_format=torch.channels_last)
torch.empty(2, 3, 4, 5, memory_format=torch.channels_last_3d)
torch.empty(2, 3, 4, 5, 6, memory_format=torch.channels_last_3d).stride()
torch.empty(2, 3, memory_format=torch.preserve_format)
torch.zeros(2, 3, 4, 5, memory_format=torch.channels_last)
a.T.contiguous(memory_format=torch.preserve_format)
a.contiguous(memory_format=torch.preserve_format)
a.is_contiguous(memory_format=torch.preserve_format)
a.T.to(memory_format=torch.contiguous_format)
a.T.to(memory_format=torch.contiguous_format).is_contiguous()
a.T.to(torch.float64, memory_format=torch.contiguous_format)
x = torch.arange(120.).reshape(2, 3, 4, 5)
x.permute(0, 1, 3, 2).to(memory_format=torch.contiguous_format)
x.permute(0, 1, 3, 2).contiguous()
y = x.to(memory_format=torch.channels_last)
y.to(memory_format=torch.channels_last).data_ptr() == y.data_ptr()
x.to(memory_format=torch.contiguous_format).data_ptr() == x.data_ptr()
y.contiguous(memory_format=torch.channels_last).data_ptr() == y.data_ptr()
y.to(memory_format=torch.contiguous_format)
x.to(torch.float64, memory_format=torch.channels_last)
x.to(memory_format=torch.channels_last, copy=True).stride()
x.float(memory_format=torch.channels_last)
torch.empty(0, 3, 4, 5).is_contiguous(memory_format=torch.channels_last)
torch.empty(0, 3, 4, 5).to(memory_format=torch.channels_last).stride()
torch.empty(1, 3, 1, 1).to(memory_format=torch.channels_last).stride()
torch.empty(2, 1, 4, 5).to(memory_format=torch.channels_last).stride()
torch.empty(2, 1, 1, 1).to(memory_format=torch.channels_last).stride()
torch.empty_strided((2, 3, 4, 5), (60, 1, 15, 3)).is_contiguous(memory_format=torch.channels_last)
y[:, :, ::2].clone()
y[:, :1].is_contiguous(memory_format=torch.channels_last)
y[:, :, 1:3].is_contiguous(memory_format=torch.channels_last)
y.transpose(1, 2).is_contiguous(memory_format=torch.channels_last)
torch.empty_like(x[:, :, ::2], memory_format=torch.channels_last).stride()
torch.empty_like(x.permute(0, 2, 3, 1), memory_format=torch.channels_last).stride()
x.is_contiguous(memory_format=torch.channels_last_3d)
v = torch.arange(720.).reshape(2, 3, 4, 5, 6)
v3 = v.to(memory_format=torch.channels_last_3d)
v3.stride()
v3.is_contiguous(memory_format=torch.channels_last_3d)
(v3 * 2).stride()
v3.to(memory_format=torch.contiguous_format).stride()
v.contiguous(memory_format=torch.channels_last_3d)[1, 2, 3]
x.to(memory_format=3)
x.contiguous(memory_format="channels_last")
# Autograd through a format change: the gradient comes back in the input's layout.
w = torch.arange(24.).reshape(1, 2, 3, 4).requires_grad_()
z = w.to(memory_format=torch.channels_last)
z
(z * z).sum().backward()
w.grad
c = w.contiguous(memory_format=torch.channels_last)
c.grad_fn
k = w.clone(memory_format=torch.channels_last)
k
