import torch
b = torch.tensor([1., 3., 5.])
v = torch.tensor([2., 5.])
torch.searchsorted(b, v, side='right')
torch.searchsorted(b, v, side='right', right=False)
torch.searchsorted(b, v, side='left', right=False)
torch.searchsorted(b, v, side='left', right=True)
torch.searchsorted(b, v, side='middle')
torch.searchsorted(b, v, sorter=torch.tensor([0., 1., 2.]))
torch.searchsorted(b, v, sorter=torch.tensor([0, 1, 2]))
t = torch.tensor([1., 2., 2.5, 4.])
torch.histogram(t, bins=2, range=(3., 1.))
torch.histogram(torch.tensor([1., float('inf')]), bins=2)
torch.histogram(torch.tensor([float('nan'), 1.]), bins=2)
torch.histogram(t, bins=torch.tensor([1.]))
torch.histogram(t, bins=2, range=(0., 5.))
torch.histc(t, bins=3, min=0, max=3)
# resize_ to the same shape changes nothing; a format restrides; a new shape is a write
r = torch.arange(6.).reshape(2, 3).t()
r.resize_(3, 2).stride()
r
r._version
x = torch.arange(24.)
x.resize_(1, 2, 3, 4, memory_format=torch.channels_last).stride()
x._version
y = torch.arange(24.).reshape(1, 2, 3, 4)
y.resize_(1, 2, 3, 4, memory_format=torch.channels_last).stride()
y._version
y.resize_(1, 2, 3, 4, memory_format=torch.contiguous_format).stride()
torch.arange(6.).resize_(2, 3, memory_format=torch.channels_last)
torch.arange(6.).resize_(2, 3, memory_format=torch.preserve_format)
z = torch.arange(6.)
z.resize_(2, 3)
z._version
z.resize_(2, 3)
z._version
z.resize_as_(torch.ones(3, 2)).shape
