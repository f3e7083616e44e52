import torch
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(12.).reshape(3, 4)
torch.einsum(a, [0, 1], b, [1, 2], [0, 2])
torch.einsum(a, [0, 1], b, [1, 2])
torch.einsum(a, [1, 0])
torch.einsum(a, [0, 1], [1])
torch.einsum(a, [Ellipsis, 1], [Ellipsis])
torch.einsum(a, [26, 51], [51, 26])
torch.einsum(a, [0, 52])
torch.einsum(a, [0, -1])
torch.nn.init._calculate_fan_in_and_fan_out(torch.zeros(3, 4, 5))
torch.nn.init._calculate_fan_in_and_fan_out(torch.zeros(3))
w = torch.nn.Linear(4, 2).weight
fan_in, _ = torch.nn.init._calculate_fan_in_and_fan_out(w)
1 / fan_in ** 0.5
