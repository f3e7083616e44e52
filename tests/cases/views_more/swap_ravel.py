# swapdims/swapaxes (and in-place), ravel, as_strided_, _is_view, _base, broadcast_to
import torch
x = torch.arange(24.).reshape(2, 3, 4)
x.swapdims(0, 2)
torch.swapdims(x, 1, -1)
torch.swapaxes(x, 0, 1)
x.swapaxes(-1, -2)
y = torch.arange(6.).reshape(2, 3)
y.swapdims_(0, 1)
y
y.shape
y.swapaxes_(1, 0)
y
x.ravel()
torch.ravel(x)
x.transpose(0, 2).ravel()
x[:, ::2].ravel()
torch.tensor(5.).ravel()
x.ravel()._is_view()
x.ravel()._base is x._base
x.transpose(0, 2).ravel()._is_view()
a = torch.arange(6.)
a._is_view()
a._base is None
v = a.view(2, 3)
v._is_view()
v._base is a
v[0]._base is a
v.T._base is a
a[1:].clone()._is_view()
z = torch.arange(6.)
r = z.as_strided_((2, 2), (1, 2), 1)
r is z
z
z.shape
z.stride()
z.storage_offset()
z._is_view()
x.broadcast_to((2, 2, 3, 4))
torch.broadcast_to(torch.arange(3.), (2, 3))
torch.broadcast_to(torch.arange(3.).reshape(3, 1), (-1, 4))
x.swapdims(0, 3)
torch.broadcast_to(x, (3, 4))
x.broadcast_to((2, 5, 4))
torch.ones(2, 2).as_strided_((2,), (3,), 10)
