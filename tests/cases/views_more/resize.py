import torch
x = torch.arange(6.)
x.resize_(2, 2)
x.stride(), x.untyped_storage().nbytes()
y = torch.arange(4.)
r = y.resize_(2, 3)
r is y
y.shape, y.stride(), y[0], y.untyped_storage().nbytes()
base = torch.arange(10.)
v = base[2:4]
v.resize_(3)
v.storage_offset(), v.untyped_storage().nbytes()
torch.ones(2, requires_grad=True).resize_(3)
torch.ones(2).resize_(-1)
z = torch.ones(4)
z.resize_(2)
z._version
z.resize_(2, 1)
z._version
e = torch.ones(2, 3)
e.resize_as_(torch.ones(3))
e.shape
k = torch.arange(1., 7.).resize_(2, 3)
k
torch.kthvalue(k, 2, 0, True)
w = torch.arange(6.)
w.resize_((3, 2))
