import torch

# torch.unique's and torch.unique_consecutive's docstrings.
output = torch.unique(torch.tensor([1, 3, 2, 3], dtype=torch.long))
output
output = torch.unique(torch.tensor([1, 3, 2, 3], dtype=torch.long), sorted=True, return_inverse=True)
output
output, inverse_indices = torch.unique(torch.tensor([[1, 3], [2, 3]], dtype=torch.long), sorted=True, return_inverse=True)
output
inverse_indices
a = torch.tensor([
    [
        [1, 1, 0, 0],
        [1, 1, 0, 0],
        [0, 0, 1, 1],
    ],
    [
        [0, 0, 1, 1],
        [0, 0, 1, 1],
        [1, 1, 1, 1],
    ],
    [
        [1, 1, 0, 0],
        [1, 1, 0, 0],
        [0, 0, 1, 1],
    ],
])
torch.unique(a, dim=0)
torch.unique(a, dim=1)
torch.unique(a, dim=2)
torch.unique(a, dim=-1, return_inverse=True, return_counts=True)
a.unique(dim=0, return_counts=True)
x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
output = torch.unique_consecutive(x)
output
output, inverse_indices = torch.unique_consecutive(x, return_inverse=True)
output
inverse_indices
output, counts = torch.unique_consecutive(x, return_counts=True)
output
counts
x.unique_consecutive()
x.reshape(2, 4).unique_consecutive(return_inverse=True)
m = torch.tensor([[1., 2.], [1., 2.], [3., 4.], [1., 2.]])
torch.unique_consecutive(m, dim=0)
torch.unique_consecutive(m, dim=0, return_inverse=True, return_counts=True)
torch.unique_consecutive(m, dim=1, return_counts=True)
torch.unique(m, dim=0, return_inverse=True, return_counts=True)
torch.unique(m.t(), dim=1)
torch.unique(torch.tensor([[2., 1.], [1., 5.], [2., 0.]]), dim=0)
torch.unique(torch.tensor([[True, False], [True, False]]), dim=0)
torch.unique(m, dim=2)
torch.unique_consecutive(m, dim=3)
torch.unique_consecutive(torch.tensor([]))
torch.unique_consecutive(torch.tensor([]), return_counts=True)
torch.unique(torch.zeros(0, 3), dim=1)
torch.unique(torch.zeros(2, 0), dim=0)
