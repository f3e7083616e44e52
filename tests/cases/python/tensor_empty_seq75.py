# torch.tensor over data holding an empty list: PyTorch's dtype inference takes an empty
# sequence as the default float (so a list where a number belongs is "must be real number"),
# and a tensor without elements never reads what follows the empty sequence.
import torch
torch.tensor([1, []])
torch.tensor([[1], [[2]] * 3])
torch.tensor([1, [2]])
torch.tensor([1, ()])
torch.tensor([1, [[]]])
torch.tensor([[1], [[]]])
torch.tensor([1, range(0)])
torch.tensor([1, range(2)])
torch.tensor([1, [], "a"])
torch.tensor([1, [2, []]])
torch.tensor([True, []])
torch.tensor([1, []], dtype=torch.int64)
torch.tensor([1, []], dtype=torch.float32)
torch.as_tensor([1, []])
torch.tensor([1, [], torch.tensor(1)])
torch.tensor([[1], [[2]]])
rows = [[], [1]]
torch.tensor(rows)
torch.tensor([[], 1])
torch.tensor([[], 1]).dtype
torch.tensor([[], [1, 2]]).shape
torch.tensor([[], "a"])
torch.tensor([[], 1], dtype=torch.int64)
torch.tensor([[[]], [1]])
torch.tensor(((), 1))
torch.tensor([[], None])
torch.tensor([[], None], dtype=torch.int32)
torch.tensor([[], [[1]]])
torch.tensor([range(0), 1])
torch.tensor([[], torch.tensor(1, dtype=torch.float64)]).dtype
torch.tensor([[1], torch.tensor([])])
torch.tensor([])
torch.tensor([[]])
torch.tensor([[], []], dtype=torch.int16)
