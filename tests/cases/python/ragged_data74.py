# torch.tensor takes each depth's length from the first item: a list where a number
# belongs is the number conversion's TypeError, never a deeper tensor
import torch
torch.tensor([1, [2]])
torch.tensor([1.5, [2]])
torch.tensor([[1, 2], [3, [4]]])
torch.tensor([1, [2, 3]])
torch.tensor([True, [False]])
torch.tensor([1, [2.5]])
torch.tensor([1, (2,)])
torch.tensor([1, range(2)])
torch.tensor([torch.tensor(1), [2]])
torch.tensor([1, [2]], dtype=torch.float64)
torch.tensor([1, [2]], dtype=torch.int32)
torch.tensor([[1], 2])
torch.tensor([[1, 2], [3, 4]])
torch.tensor([range(3), range(3)])
torch.tensor([(1, 2), [3, 4]])
torch.tensor([[1.5, 2], (3, 4)], dtype=torch.float16)
