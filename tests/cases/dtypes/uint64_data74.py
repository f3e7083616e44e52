# torch.tensor reads a uint64 tensor's data as unsigned ints: a negative one is refused,
# where the narrower unsigned dtypes wrap it
import torch
torch.tensor([-1], dtype=torch.uint64)
torch.tensor(-5, dtype=torch.uint64)
torch.tensor([[1, 2], [3, -4]], dtype=torch.uint64)
torch.tensor([-1], dtype=torch.uint32)
torch.tensor([-1], dtype=torch.uint16)
torch.tensor([-1], dtype=torch.uint8)
torch.tensor([-1, 2], dtype=torch.int64)
a = torch.tensor([0, 7, 2**62], dtype=torch.uint64)
a
a.dtype
a.tolist()
torch.tensor([1.5, 2.0], dtype=torch.uint64)
torch.tensor([True, False], dtype=torch.uint64)
torch.tensor([2**32], dtype=torch.uint32)
torch.tensor([2**32 - 1], dtype=torch.uint32).tolist()
