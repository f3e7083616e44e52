# Code written by someone who knows NumPy first: axis= and keepdims= (PyTorch's native
# functions take them), nested lists as indices, argmax of a bool mask.
import torch
import torch.nn.functional as F

x = torch.tensor([[1., 5., 2.], [4., 3., 6.]])
x.sum(axis=0)
x.sum(0, keepdims=True)
x.mean(axis=(0, 1))
x.std(axis=0)
x.max(axis=1)
x.argmax(axis=1)
torch.cat([x, x], axis=1)
torch.stack([x, x], axis=1)
x.cumsum(axis=1)
(x > 2).any(axis=1)
torch.sum(x, axis=1, keepdims=True)
x.sum(dim=0, axis=0)
x.softmax(axis=1)
F.softmax(x, axis=1)
x.unsqueeze(axis=0).shape
torch.argmax(x, axis=0)
x.logsumexp(axis=1)
x.median(axis=1)
x.sort(axis=1)
x.topk(1, axis=1)
m = torch.arange(6).reshape(2, 3)
m[[[0], [1]], [0, 2]]
cube = torch.arange(24).reshape(2, 3, 4)
cube[[0, 1], 1:3, [[1], [3]]]
cube[[[0, 1]]].shape
cube[[[0], [1]]].shape
cube[[0, slice(None), 1]]
cube[[torch.tensor(0), 1]]
m[[[True, False, True]]]
m[[[0, 1], [1, 0]]]
m[([[0, 1], [1, 0]],)]
board = torch.zeros(3, 4)
board[[[0], [2]], [1, 3]] = 5.
board
mask = torch.tensor([True, False, True])
mask.argmax()
mask.argmin(0)
mask.max()
mask.long().argmax()
