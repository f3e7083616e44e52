# torch.full of one element takes fill_'s unchecked fast path for 16-bit floats
import torch
torch.full((1,), -1e9, dtype=torch.half)
torch.full((), 1e40, dtype=torch.half)
torch.full((1, 1), -1e9, dtype=torch.bfloat16)
torch.full((1, 1, 1), 1e40, dtype=torch.bfloat16)
torch.full((2,), -1e9, dtype=torch.half)
torch.full((2,), 1e40, dtype=torch.bfloat16)
torch.full((1,), 300, dtype=torch.uint8)
torch.full((1,), 1e40, dtype=torch.float32)
torch.full((0,), 1e40, dtype=torch.half)
torch.full((1,), float("inf"), dtype=torch.half)
torch.full((1,), 65519.0, dtype=torch.half)
torch.full((3,), 65519.0, dtype=torch.half)
