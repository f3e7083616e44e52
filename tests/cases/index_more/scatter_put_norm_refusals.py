import torch
x = torch.zeros(3, 4)
torch.select_scatter(x, torch.tensor(1.), 0, 0)
torch.select_scatter(x, torch.ones(3), 0, 0)
torch.select_scatter(x, torch.ones(4), 0, 1)
torch.slice_scatter(x, torch.ones(2, 4), 0, 0, 1)
torch.slice_scatter(x, torch.ones(1, 4), 0, 0, 1)
torch.diagonal_scatter(x, torch.ones(2))
torch.diagonal_scatter(x, torch.ones(3))
torch.slice_scatter(x, torch.ones(3, 4), 0, step=0)
torch.zeros(3).index_reduce_(0, torch.tensor([[0]]), torch.ones(1), 'prod')
torch.zeros(3).index_reduce_(0, torch.tensor([0, 1]), torch.ones(1), 'prod')
torch.zeros(3).index_reduce_(0, torch.tensor([0, 2]), torch.tensor([2., 3.]), 'amax')
torch.zeros(3).put_(torch.tensor([0.]), torch.ones(1))
torch.zeros(3).put_(torch.tensor([0], dtype=torch.int32), torch.ones(1))
torch.zeros(3).put_(torch.tensor([2]), torch.ones(1))
A = torch.arange(4.).reshape(2, 2)
torch.linalg.matrix_norm(A, ord=1, dim=(0, 0))
torch.linalg.matrix_norm(A, ord='fro', dim=(0, -2))
torch.linalg.matrix_norm(A, ord=float('inf'), dim=(1, -1))
torch.linalg.matrix_norm(A, ord=1)
t = torch.arange(10.)
t.split_with_sizes([3, 7])
torch.split_with_sizes(t, [5, 5])[1].storage_offset()
t.split_with_sizes([3, 3])
d = {'a': 1, 'b': 2}
for k in d.keys():
    d['z'] = 0
e = {'a': 1}
for k, v in e.items():
    e['a'] = 2
e
