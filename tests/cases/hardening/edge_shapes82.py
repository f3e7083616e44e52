# Edge shapes probe 82a found answered differently from PyTorch: the beginner's accumulator
# `acc = torch.tensor([])` then torch.cat([acc, batch]) (the empty 1-d tensor's size is
# skipped but its dtype still promotes), a 0-d tensor anywhere in cat, where(cond) on a 0-d
# condition, flatten/unbind dims checked on 0-d tensors, and complex sum over dim=().
import torch
acc = torch.tensor([])
for step in range(3):
    acc = torch.cat([acc, torch.arange(step, step + 2)])
acc, acc.dtype
torch.cat([torch.tensor([]), torch.ones(2, 3, dtype=torch.int64)]).dtype
torch.cat([torch.zeros(0, dtype=torch.int8), torch.ones(2, 2, dtype=torch.uint8)]).dtype
torch.cat([torch.zeros(0, dtype=torch.float64), torch.ones(2, 2)]).dtype
torch.cat([torch.tensor([]), torch.tensor([], dtype=torch.int64)])
torch.cat([torch.tensor([], dtype=torch.int64), torch.tensor([], dtype=torch.int8)]).dtype
e = torch.tensor([], requires_grad=True)
r = torch.cat([e, e])
r.grad_fn.name(), r.shape
torch.cat([torch.tensor([]), torch.tensor([])], dim=5).shape
torch.cat([torch.tensor([]), torch.zeros(0, 3)], dim=1).shape
torch.cat([torch.ones(2), torch.tensor(1.0)])
torch.cat([torch.tensor([]), torch.tensor(1.0)])
torch.cat([torch.tensor(1.0), torch.ones(2)])
zc = torch.tensor([1 + 2j, 3 - 1j])
torch.view_as_real(torch.cat([torch.tensor([], dtype=torch.complex64), zc]))
torch.cat([torch.zeros(0, dtype=torch.complex64), torch.ones(2, 2, dtype=torch.complex64)]).shape
torch.view_as_real(torch.cat([torch.tensor([]), zc]))
torch.cat([torch.tensor([], dtype=torch.complex128), torch.tensor([], dtype=torch.complex64)]).dtype
torch.cat([zc, torch.tensor(1j)])
torch.cat([torch.tensor(1j), torch.tensor(1j)])
t = torch.tensor(2.0)
torch.where(t != 0)
torch.where(torch.tensor(0))
torch.where(torch.tensor(True))[0].shape
x = torch.tensor(1.5)
x.flatten(), x.flatten(0, -1), x.flatten(-1)
x.flatten(1)
x.flatten(0, 1)
torch.flatten(torch.tensor(True), 2)
torch.tensor(3).unbind(1)
torch.tensor(3).unbind(-1)
z = torch.tensor([[1 + 2j, 3 - 1j], [0.5j, 2]])
torch.view_as_real(z.sum(()))
torch.view_as_real(z.mean(()))
torch.view_as_real(torch.sum(z, dim=[]))
torch.view_as_real(z.sum((), keepdim=True))
z.sum((0, 0))
z.sum((1, -1))
z0 = torch.tensor(1.5 - 2j)
z0.sum((0, 0))
z0.flip((0, 0))
z0.flatten(1)
torch.view_as_real(z0.flatten(-1))
