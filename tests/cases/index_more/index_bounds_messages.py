# Out-of-range indices name what PyTorch names: x[...] the index's position among the tensor
# indices, index_select its kernel's words, and index_select never wraps a negative value
# (we wrapped -1 silently).
import torch

z = torch.zeros(4, 2, 3)
z[:, [2, 0]]
z[:, :, [5]]
z[[0, 9]]
z[[0], :, [7]]
z[:, [0], [7]]
z[[9], :, [0]]
z[[1], [5]]
z[:, torch.tensor([2], dtype=torch.int32)]
z[[0, 9], [5, 0]]
z[[0, 1], [5, 9]]
torch.zeros(0, 3)[[0]]
torch.zeros(2, 0)[:, [1]]
torch.zeros(2, 0)[:, []].shape
torch.zeros(0, 3)[[]].shape
z[:, [5]] = 1
z[:, [5]] += 1
z[:, [0], [7]] = torch.tensor(1.)
z.index_put_((torch.tensor([0]), torch.tensor([7])), torch.tensor(1.))
torch.zeros(4).index_select(0, torch.tensor([5]))
torch.zeros(4, 2).index_select(0, torch.tensor([5]))
torch.zeros(4, 2).index_select(1, torch.tensor([5]))
torch.zeros(4, 2, 3).index_select(1, torch.tensor([5]))
torch.zeros(4, 2, 3).index_select(2, torch.tensor([-1]))
torch.zeros(4, 2).t().index_select(1, torch.tensor([7], dtype=torch.int32))
torch.zeros(4, 2).index_select(0, torch.tensor([-1]))
torch.zeros(4, 2).index_select(1, torch.tensor([-1]))
torch.zeros(4).index_select(0, torch.tensor([-1]))
torch.zeros(4).index_select(-1, torch.tensor([3, 0])), torch.arange(4.).index_select(0, torch.tensor([3, 0]))
torch.zeros(()).index_select(0, torch.tensor([1]))
torch.zeros(()).index_select(0, torch.tensor([0])).shape
torch.zeros(()).index_select(0, torch.tensor([0, 0]))
torch.zeros(()).index_select(0, torch.tensor([], dtype=torch.long))
torch.zeros(0, 3).index_select(1, torch.tensor([5]))
torch.zeros(0, 3).index_select(1, torch.tensor([1])).shape
torch.zeros(2, 0).index_select(0, torch.tensor([1])).shape
torch.zeros(2, 0).index_select(0, torch.tensor([2]))
torch.zeros(2, 0).index_select(1, torch.tensor([0]))
torch.zeros(0, 3).index_select(0, torch.tensor([0]))
torch.zeros(0).index_select(0, torch.tensor([0]))
torch.zeros(3, 2).index_select(1, torch.tensor([], dtype=torch.long)).shape
torch.zeros(3, 2).index_select(0, torch.tensor([-3]))
torch.arange(6.).reshape(2, 3).index_select(0, torch.tensor([1, 1, 0]))
torch.arange(6.).reshape(2, 3).index_select(1, torch.tensor([2, 0]))
w = torch.arange(6.).reshape(2, 3).requires_grad_()
w.index_select(1, torch.tensor([2, 2])).sum().backward()
w.grad
