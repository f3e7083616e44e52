import torch
# searchsorted / bucketize: a NaN value goes to the end, as ATen's binary search sends it
torch.searchsorted(torch.tensor([1., 3., 5.]), torch.tensor([float('nan'), 2.]))
torch.searchsorted(torch.tensor([1., 3., 5.]), torch.tensor([float('nan'), 2.]), right=True)
torch.bucketize(torch.tensor([float('nan'), 2.]), torch.tensor([1., 3., 5.]))
torch.searchsorted(torch.tensor([1., 3., float('nan')]), torch.tensor([float('nan'), 2., 5.]))
# ldexp takes the power in the promoted float dtype
torch.ldexp(torch.tensor([2.5], dtype=torch.float16), torch.tensor([2]))
torch.ldexp(torch.tensor([2.5], dtype=torch.bfloat16), torch.tensor([1], dtype=torch.int16))
torch.ldexp(torch.tensor([2.5], dtype=torch.float64), torch.tensor([200], dtype=torch.uint8))
torch.ldexp(torch.tensor([2]), torch.tensor([3]))
torch.ldexp(torch.tensor([2.5]), torch.tensor([2.5], dtype=torch.float64))
torch.ldexp(torch.tensor([1.]), 3)
# an empty tensor's data_ptr is 0, whatever its storage
z = torch.zeros(3)
z[:0].data_ptr()
torch.zeros(0).data_ptr()
z[:0].data_ptr() == z.data_ptr()
z[1:].data_ptr() - z.data_ptr()
# prod/max/min have no overload with an optional dim
t = torch.arange(6.).view(2, 3)
t.prod(dim=None)
t.max(dim=None)
t.min(dim=None)
t.sum(dim=None)
t.prod()
t.max()
# to(None) is to() with nothing to change
t.to(None) is t
t.to(None, torch.float64).dtype
t.to(dtype=None).dtype
# batch_norm checks the running statistics before the affine parameters
bn = torch.nn.BatchNorm1d(20)
bn(torch.randn(8, 4, 20))
bn.eval()
bn(torch.randn(8, 4, 20))
torch.nn.functional.batch_norm(torch.randn(3, 4), torch.zeros(4), torch.ones(5), torch.ones(5), torch.ones(4), training=False)
torch.accelerator.is_available()
torch.accelerator.device_count()
device = torch.accelerator.current_accelerator().type if torch.accelerator.is_available() else "cpu"
device
# a reduction over an expanded view is metered (it stops at the deadline, not after hours)
torch.ones(3).expand(1000, 3).sum()
torch.ones(3).expand(100000, 3).mean(0)
