# Recorded from lessons/03-broadcasting.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
col = torch.arange(3.).view(3, 1)
row = torch.arange(4.)
col + row
torch.broadcast_shapes((3, 1), (4,))
torch.ones(2, 3) + torch.ones(4)
a = torch.arange(3.)
e = a.expand(4, 3)
e.shape
e.stride()
e.untyped_storage().nbytes()
e.untyped_storage().data_ptr() == a.untyped_storage().data_ptr()
e.is_contiguous()
a[0] = 7.
e
col.stride()
col.expand(3, 4).stride()
torch.broadcast_tensors(col, row)[1].stride()
r = a.repeat(4, 1)
r.stride()
r.untyped_storage().nbytes()
r.untyped_storage().data_ptr() == a.untyped_storage().data_ptr()
torch.equal(r, e)
e.add_(1)
e[0] = torch.tensor([10., 20., 30.])
a
e.fill_(0.)
a
g = e.clone()
g.stride()
g.add_(1)
a
# exercise: The strides of an expanded column
import torch
b = torch.arange(4.).view(4, 1)
e = b.expand(4, 5)
e.stride()
# exercise: Writing through one row
import torch
a = torch.zeros(3)
e = a.expand(2, 3)
e[1].add_(1)
a
# exercise: An addition table without copies
import torch
u = torch.tensor([1., 2., 3.])
v = torch.tensor([10., 20., 30., 40.])
s = u.view(3, 1) + v
assert s.shape == (3, 4), f"s.shape is {tuple(s.shape)}"
assert torch.equal(s[2], torch.tensor([13., 23., 33., 43.])), f"s[2] is {s[2].tolist()}"
assert torch.equal(s[:, 0], torch.tensor([11., 12., 13.])), f"s[:, 0] is {s[:, 0].tolist()}"
# exercise: Only row 1 should change
import torch
base = torch.tensor([1., 2., 3., 4.])
grid = base.expand(3, 4).clone()
grid[1] += 10.
assert torch.equal(base, torch.tensor([1., 2., 3., 4.])), f"base changed: it is {base.tolist()}"
assert torch.equal(grid[0], torch.tensor([1., 2., 3., 4.])), f"grid[0] is {grid[0].tolist()}"
assert torch.equal(grid[1], torch.tensor([11., 12., 13., 14.])), f"grid[1] is {grid[1].tolist()}"
assert torch.equal(grid[2], torch.tensor([1., 2., 3., 4.])), f"grid[2] is {grid[2].tolist()}"
