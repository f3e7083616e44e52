# prod's hostile inputs: 0-d, empty, bool and int64 overflow, a 16-bit meta tensor, broadcast
# rows, NaN, a bad dim and a dtype= narrowing, as PyTorch.
import torch
torch.tensor(3.5).prod()
torch.tensor(3.5, dtype=torch.float16).prod(0)
torch.zeros(0, 3).prod(0)
torch.zeros(0, 3, dtype=torch.bfloat16).prod(1)
torch.tensor([True, False]).prod()
torch.tensor([2**62, 4]).prod()
torch.ones(3, 4, dtype=torch.float16, device="meta").prod(1).shape
torch.full((100,), 1.01, dtype=torch.bfloat16).prod()
str(torch.full((200,), 1.001, dtype=torch.float64).prod().item())
torch.ones(2, 3).prod(dim=5)
torch.ones(2, 3).prod(1, dtype=torch.float16)
torch.ones(70, dtype=torch.float16).expand(3, 70).prod(1)
torch.tensor([[1.0, float("nan")] * 40]).prod(1)
